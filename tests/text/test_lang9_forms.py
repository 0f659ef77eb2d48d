"""Forms accepted for issue 11's batch j (lang9): 转化 N times (rule 11.30), 该牌 after moving one card (12.8(e)),
a pronoun naming the player a trigger names (12.8(f)), 令目标牌变为 (11.12), 始终为 (13.6) and `执行「A」/「B」`
(11.31). Each variant reads back to itself, different meanings compile differently, and malformed variants get a
located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "主动：进行2次转化",
    "主动：转化两次，生产1财富",
    "主动：进行X次转化（X为你的手牌数）",
    "主动：将牌库顶的1张牌移入虚空，生产X财富（X为该牌的点数）",
    "主动：将1张手牌移入牌库，令目标角色折损X财富（X为该牌的点数）",
    "主动：将过往中的1张牌移入你的手牌区，若该牌的颜色为红色，抽1张牌",
    "主动：从过往中选择1张牌移入你的手牌区，生产X财富（X为该牌的点数）",
    "主动：结附目标其他角色2|3回合。锁定&当结附的角色抽牌后：令其弃1张手牌",
    "主动：结附目标其他角色2回合。锁定&当结附的角色折损财富后：该角色抽1张牌",
    "锁定&当你抽牌后：令其生产1财富",
    "即刻：令目标牌变为「劳作」",
    "即刻：令目标牌变为「抽1张牌」",
    "（你的效率始终为3）",
    "（你的仓储始终为你的财富）",
    "主动：执行「劳作」/「攻伐」",
    "主动：执行「抽1张牌」/「生产1财富」/「劳作」，抽1张牌",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_j_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("主动：进行2次转化", "主动：转化两次"),
    ("主动：进行1次转化", "主动：转化"),
    ("即刻：令目标牌变为「劳作」", "即刻：将目标牌变为「劳作」"),
    ("（你的效率始终为3）", "（你的效率始终等于3）"),
    ("主动：执行「劳作」/「攻伐」", "主动：执行「劳作」/执行「攻伐」"),
    ("主动：结附目标其他角色2回合。锁定&当结附的角色抽牌后：令其弃1张手牌",
     "主动：结附目标其他角色2回合。锁定&当结附的角色抽牌后：令结附的角色弃1张手牌"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("主动：进行2次转化", "主动：进行3次转化"),
    ("主动：进行2次转化", "主动：转化"),
    ("主动：执行「劳作」/「攻伐」", "主动：执行「劳作」/「教育」"),
    ("锁定&当你抽牌后：令其生产1财富",  "锁定&当你抽牌后：令目标角色生产1财富"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


REFUSED = [
    ("主动：进行任意次转化", "E232", "任意"),
    ("主动：将2张手牌移入牌库，生产X财富（X为该牌的点数）", "E224", "该牌"),
    # `锁定&当一名其他角色抽牌后：令其弃1张手牌` is accepted since lang11d (纵横坛 rule 12.23: 其 is the one who drew)
    ("锁定&回合开始：令其弃1张手牌", "E224", "其"),
    ("主动：令目标角色变为「劳作」", "E204", "目标角色"),
    ("主动：进行2次", "E102", "次"),
    ("（你的效率始终为）", "E100", "）"),
    ("主动：抽1张牌/「劳作」", "E100", "「劳作」"),
    ("主动：「劳作」", "E100", "「劳作」"),
    ("主动：执行「劳作」两次/「攻伐」", "E100", "「攻伐」"),
    ("（目标角色的效率始终为3）", "E209", "目标角色"),
    ("（你的手牌数始终为3）", "E209", "你的手牌数"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_j_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
