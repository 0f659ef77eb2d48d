"""Forms accepted for issue 11's batch p (lang11e, written blind from the rulebook): batch n's forms with another player
word — 该角色 in a ward's lasting change or prohibition (rule 13.8(a)), the count before the distance
(`1名距离为1的角色`, rule 7.11(e)), hand cards of a colour used (`使用1张红色手牌`, rule 11.3(a)). Each class is covered by variants other than
the batch's own text; each reads back to itself, spellings of one meaning compile alike, and malformed variants get a
located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "结附目标其他角色（该角色的效率-1）",
    "结附目标角色3回合（该角色的仓储-1&效率-1）。回合结束：抽1张牌",
    "结附目标其他角色2回合（该角色仓储-2）",
    "结附目标角色1回合（该角色无法使用“调度”）",
    "主动：令1名距离为1的角色抽1张牌",
    "令一名距离不大于2的其他角色折损1财富，若其财富少于5，则你抽1张牌",
    "即刻：令1名距离大于1的角色弃1张手牌",
    "使用1张红色手牌（不支付精力）",
    "主动：令目标角色使用1张蓝色手牌",
    "使用两张绿色手牌，抽1张牌",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_p_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("结附目标角色（该角色的仓储-2）", "结附目标角色（你的仓储-2）"),
    ("结附目标角色2回合（该角色的效率-1）", "结附目标角色2回合（其效率-1）"),
    ("结附目标其他角色（该角色无法使用「攻伐」）", "结附目标其他角色（你无法使用「攻伐」）"),
]

SAME_MEANING = [
    ("令1名距离为1的角色折损2财富", "令距离为1的1名角色折损2财富"),
    ("令一名距离不大于2的其他角色抽1张牌", "令距离不大于2的目标其他角色抽1张牌"),
]

DIFFERENT = [
    ("令1名距离为1的角色折损2财富", "令距离为1的角色折损2财富"),  # one target, not every player at 1
    ("令1名距离为1的角色折损2财富", "令1名距离为2的角色折损2财富"),
    ("令1名距离为1的角色折损2财富", "令1名距离为1的其他角色折损2财富"),
    ("使用1张红色手牌", "使用1张手牌"),  # only a red one
    ("使用1张红色手牌", "使用1张蓝色手牌"),
]


@pytest.mark.parametrize("text, other", SAME_MEANING)
def test_the_count_before_the_distance_means_the_same(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    (one,), (two,) = compile_text(text), compile_text(other)
    assert _meaning([one]) == _meaning([two])
    assert [(r.attribute, r.op, r.text) for r in one.statics] == [(r.attribute, r.op, r.text) for r in two.statics]
    assert one.statics


REFUSED = [
    ("结附目标角色（该牌的仓储-2）", "E279", "该牌的仓储-2"),
    ("结附目标角色（目标角色的效率-1）", "E279", "目标角色的效率-1"),
    ("主动：抽1张牌（该角色的仓储-2）", "E279", "（该角色的仓储-2）"),
    ("结附目标角色（该角色的财富-2）", "E279", "该角色的财富-2"),
    ("令2名距离为1的角色折损2财富", "E257", "2"),
    ("令X名距离为1的角色折损2财富（X为你的物资）", "E257", "X"),
    ("使用1张紫色手牌", "E201", "紫色"),
    ("使用1张红色精力", "E202", "1张红色精力"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_p_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
