"""Build the position a scenario describes: its game's scenario module builds it (a `Game` inside
the current player's turn)."""

from __future__ import annotations

from zhdsl.scenarios.loader import Scenario


def build(sc: Scenario):
    return sc.support().build(sc)
