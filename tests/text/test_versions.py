"""`|` versions as a designer writes them: which texts a slotted card stands for, and where a broken
slot is reported (issue 18: a `|` at the end of a text or slot once became the internal error E199)."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze
from zhdsl.text.versions import Version, expand

KEYWORDS = Zongheng.keyword_texts()


def texts(text: str) -> list[str]:
    versions, diagnostics = expand(text, KEYWORDS)
    assert diagnostics == []
    return [v.text for v in versions]


@pytest.mark.parametrize(("text", "versions"), [
    ("抽1张牌", ["抽1张牌"]),
    ("令目标角色生产|折损1|2财富", ["令目标角色生产1财富", "令目标角色折损2财富"]),
    ("抽1|2|3张牌", ["抽1张牌", "抽2张牌", "抽3张牌"]),
    ("抽十|二十张牌", ["抽十张牌", "抽二十张牌"]),  # a Chinese numeral is one alternative
    ("抽12|3张牌", ["抽12张牌", "抽3张牌"]),  # so is a number of several digits
    ("将此牌移入牌库顶|虚空", ["将此牌移入牌库顶", "将此牌移入虚空"]),  # the longest keyword
    ("（抽1张牌）|（弃1张手牌）", ["（抽1张牌）", "（弃1张手牌）"]),  # a group swaps whole steps
    ("执行「抽1|2张牌」", ["执行「抽1张牌」", "执行「抽2张牌」"]),  # a slot inside a quote
    ("执行「抽1张牌」|「生产1财富」", ["执行「抽1张牌」", "执行「生产1财富」"]),  # quotes as alternatives
    ("（抽（1）张牌）|（生产1财富）", ["（抽（1）张牌）", "（生产1财富）"]),  # nested brackets stay one group
    ("抽1| 2张牌", ["抽1张牌", "抽2张牌"]),  # spaces around a bar are not alternatives
    ("抽1张牌，生产1|2财富", ["抽1张牌，生产1财富", "抽1张牌，生产2财富"]),  # a slot after other steps
    ("执行「生产|折损1财富」", ["执行「生产1财富」", "执行「折损1财富」"]),  # a slot at the start of a quote
    # a group that is an alternative is swapped whole: a bar inside it is no slot of its own
    ("（抽1|2张牌）|（生产1财富）", ["（抽1|2张牌）", "（生产1财富）"]),
])
def test_a_slotted_text_stands_for_these_versions(text, versions):
    assert texts(text) == versions


def test_a_version_maps_back_to_what_the_author_wrote():
    (first, second), _ = expand("令目标角色生产|折损1|2财富", KEYWORDS)
    assert second.text == "令目标角色折损2财富"
    assert [second.original(i) for i in range(len(second.text))] == [0, 1, 2, 3, 4, 8, 9, 12, 13, 14]
    assert first.original(7) == 10  # 生产[1]: the 1 of 1|2
    assert second.original(len(second.text)) == 15  # one past the end stays one past the end
    assert Version("抽1张牌", None).original(3) == 3
    assert Version("", ()).original(0) == 0


@pytest.mark.parametrize(("text", "message", "start"), [
    ("抽1张牌|", "「|」后面缺少可对应的内容", 4),
    ("抽1|", "「|」后面缺少可对应的内容", 2),
    ("生产1|，抽1张牌", "「|」后面缺少可对应的内容", 3),
    ("抽1|2|，生产1财富", "「|」后面缺少可对应的内容", 4),
    ("|抽1张牌", "「|」前面缺少可对应的内容", 0),
    ("抽1张牌，|生产1财富", "「|」前面缺少可对应的内容", 5),
    ("执行「抽1|」", "「|」后面缺少可对应的内容", 5),
])
def test_a_bar_with_nothing_on_one_side_is_e111_where_it_stands(text, message, start):
    result = analyze(text)
    assert [(d.code, d.message, d.span.start, d.span.end) for d in result.diagnostics] == [("E111", message, start, start + 1)]
    assert result.diagnostics[0].hint == "「|」两侧各写一个词、数字或括号组"


@pytest.mark.parametrize(("text", "starts"), [
    ("|抽1张牌，|生产1财富", [0, 6]),
    ("抽1|，|生产1财富", [2, 4]),
])
def test_every_misplaced_bar_is_reported(text, starts):
    """A designer fixes them all in one go: the first E111 does not hide the next."""
    result = analyze(text)
    assert [(d.code, d.span.start) for d in result.diagnostics] == [("E111", start) for start in starts]


def test_slots_with_different_counts_are_e110_on_the_later_slot():
    (d,) = analyze("抽1|2张牌，生产1|2|3财富").diagnostics
    assert (d.code, d.span.start, d.span.end) == ("E110", 9, 14)
    assert d.message == "「|」对应的版本数不一致：第一处有2个版本，这里有3个"
    assert d.hint == "每处「|」都应列出2个选项"


def test_a_diagnostic_in_a_later_version_points_into_the_original_text():
    result = analyze("令目标角色生产|折损1|2张牌")
    assert [(d.code, d.span.start, d.span.end) for d in result.diagnostics] == [("E202", 10, 15), ("E202", 12, 15)]


def test_a_bar_inside_an_unclosed_bracket_is_left_to_the_bracket_check():
    assert [d.code for d in analyze("抽1|2张牌（").diagnostics] == ["E103"]
    versions, diagnostics = expand("（抽1|2张牌", KEYWORDS)
    assert diagnostics == [] and [v.text for v in versions] == ["（抽1|2张牌"]
