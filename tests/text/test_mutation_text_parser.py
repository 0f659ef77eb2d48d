"""What the parser (zhdsl/text/parser.py) tells a designer about a text it cannot read, stated where the
seeded mutation sample of parser.py (seed 8, docs/testing.md) found it unasserted: an empty text, a closing
bracket with no opening one, a word after a comparator that is no colour, and when the list of what was
expected ends with 等. Only the grammar-independent part of a list of expected words is pinned."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", ["", "   "])
def test_an_empty_text_is_e104_with_an_example(text):
    (d,) = analyze(text).diagnostics
    assert d.code == "E104"
    assert d.message == "效果文本为空"
    assert d.hint == "写下至少一个步骤，例如「抽1张牌」"
    assert (d.span.start, d.span.end) == (0, len(text))


@pytest.mark.parametrize(("text", "closer", "opener"), [("抽1张牌）", "）", "（"), ("抽1张牌」", "」", "「")])
def test_a_closing_bracket_without_its_opening_one_is_pointed_at(text, closer, opener):
    (d,) = analyze(text).diagnostics
    assert d.code == "E103"
    assert (d.span.start, d.span.end) == (4, 5)
    assert d.message == f"多余的「{closer}」，前面没有对应的「{opener}」"
    assert d.hint == "删除它或补上左括号"


@pytest.mark.parametrize("text", ["若目标牌的颜色等于褐精力，抽1张牌", "若目标牌的颜色不等于褐牌，抽1张牌"])
def test_a_word_after_a_comparator_that_is_no_colour_lists_the_colours(text):
    (d,) = analyze(text).diagnostics
    assert d.code == "E101"
    assert d.message == "无法识别的词语「褐」"
    assert d.hint == "颜色有：绿色、红色、蓝色、黄色、黑色"


def test_a_short_list_of_expected_words_does_not_end_with_etc():
    """`等` only when more than ten words were expected and the list was cut."""
    (d,) = analyze("回合开始回合").diagnostics
    assert d.code == "E100" and (d.span.start, d.span.end) == (4, 6)
    assert d.hint.startswith("此处应为：") and "「：」" in d.hint
    assert not d.hint.endswith("等")
    (d,) = [d for d in analyze("抽1张牌，生产").diagnostics if d.code == "E102"]
    assert d.hint.endswith("等") and d.hint.count("、") == 9  # ten shown, then 等


@pytest.mark.parametrize(
    ("game", "text", "word", "start"),
    [
        ("xingxiu", "摸一张牌通过此方式", "通过此方式", 4),
        ("xingxiu", "随后", "随后", 0),
        ("riftbound", "该角色抽1张牌", "该角色", 0),
        ("riftbound", "抽1张牌，在", "在", 5),
    ],
)
def test_a_shared_keyword_this_game_never_uses_is_e100_at_that_word(game, text, word, start):
    """A word of the shared keyword table that this game's grammar has no place for (星宿 has no 随后,
    Riftbound no 该角色): no terminal of the game's lexer reads it, and the designer is told that the
    word cannot stand there, with the span of the whole word and what was expected instead."""
    (d,) = analyze(text, game).diagnostics
    assert d.code == "E100"
    assert d.message == f"此处不能出现「{word}」"
    assert (d.span.start, d.span.end) == (start, start + len(word))
    assert d.hint.startswith("此处应为：")
