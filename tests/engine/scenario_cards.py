"""A card row as a scenario file writes it, for positions built in engine tests. A module of its own,
imported by name: `from conftest import …` picks whichever conftest was imported first when test folders
run together."""

from __future__ import annotations


def card(name: str, text: str, cost: str = "0", point: int = 0) -> dict:
    return {"名称": name, "效果": text, "精力": cost, "点数": point}
