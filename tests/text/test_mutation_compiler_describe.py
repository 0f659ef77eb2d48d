"""The canonical reading (zhdsl/compiler/describe.py) a designer and the game log see, where the seeded mutation
sample of branch `mut12` (docs/testing.md) found it unasserted."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import compile_text


def test_two_definitions_in_one_bracket_read_back_joined_by_and():
    """Rule 10.10's variables: X and Y defined in one bracket read back as written, `&` between them."""
    text = "抽X张牌，生产Y财富（X为你的物资&Y为你的财富）"
    assert [v.text for v in compile_text(text)] == [text]


def test_reminders_after_the_last_effect_read_back_one_after_the_other():
    """`…。（附注：…）（附注：…）`: reminder text after the last effect is shown as written, each bracket in turn and
    nothing between them; the reading reads again as the same text."""
    (program,) = compile_text("抽1张牌。生产1财富。（附注：先抽）（附注：后产）")
    assert program.text == "抽1张牌。生产1财富（附注：先抽）（附注：后产）"
    assert [v.text for v in compile_text(program.text)] == [program.text]


class LordCard(Zongheng):
    """A game registered from outside that writes 领主 as 领主牌, the card word inside its kind's word."""

    name = "lord-card-for-tests"
    KEYWORDS = {**Zongheng.KEYWORDS, "LORD": ("领主牌", "领主")}


@pytest.mark.parametrize("text", ["若你的手牌区中有领主牌，抽1张牌", "从你的手牌区中选择1张领主牌，将其移入领主区"])
def test_a_kind_word_that_ends_in_the_card_word_is_not_given_a_second_one(text):
    """A respelled game is described in its own words: a kind of card whose word already ends in 牌 (领主牌) reads
    back as written, not 领主牌牌."""
    (program,) = compile_text(text, LordCard)
    assert program.text == text
