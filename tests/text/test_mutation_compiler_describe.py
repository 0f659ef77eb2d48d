"""The canonical reading (zhdsl/compiler/describe.py) a designer and the game log see, where the seeded mutation
sample of branch `mut12` (docs/testing.md) found it unasserted."""

from __future__ import annotations

from zhdsl.pipeline import compile_text


def test_two_definitions_in_one_bracket_read_back_joined_by_and():
    """Rule 10.10's variables: X and Y defined in one bracket read back as written, `&` between them."""
    text = "抽X张牌，生产Y财富（X为你的物资&Y为你的财富）"
    assert [v.text for v in compile_text(text)] == [text]
