"""Forms accepted for issue 11's batch k (blind11, written blind from the rulebook): a player's 结界 as cards
(rule 11.32), cards of one colour in a zone (11.33), a target card narrowed to a kind or a colour — 目标技能牌,
目标通用牌, 目标红色牌 (12.11) — and （以你为来源） after 生产/折损 (10.27); a pronoun after a comparison names
what is compared, not what it is compared with (12.8(g)). Each variant reads back to itself, different meanings
compile differently, and malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "主动：将目标其他角色的1张结界移入过往",
    "主动：将目标其他角色的1张结界移入虚空，抽1张牌",
    "主动：将你的1张结界移入你的手牌区",
    "主动：令目标角色将其1张结界移入过往",
    "主动：将目标其他角色的所有结界移入过往",
    "主动：将过往中的1张蓝色牌移入你的手牌区",
    "主动：将虚空中的1张红色牌移入过往，生产1财富",
    "主动：使用过往中的1张绿色牌（不支付精力）",
    "即刻：反制目标技能牌",
    "即刻：横置，反制目标技能牌",
    "即刻：反制目标通用牌，令其控制者抽1张牌",
    "即刻：反制目标红色卡牌",
    "即刻：反制目标红色牌，生产X财富（X为目标牌的点数）",
    "即刻：反制目标蓝色技能牌",
    "即刻：复制目标黄色通用牌",
    "主动：令目标角色折损1财富（以你为来源）",
    "主动：令目标其他角色生产/折损2财富（以你为来源）",
    "主动：若目标其他角色的财富超过你的财富，则令其折损2财富，否则令其折损1财富",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_k_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("主动：将目标其他角色的1张结界移入过往", "主动：将目标其他角色的结界区中的1张牌移入过往"),
    ("主动：将目标其他角色1张结界移入过往", "主动：将目标其他角色的1张结界移入过往"),
    ("即刻：反制目标红色卡牌", "即刻：反制目标红色牌"),
    ("主动：令目标角色折损1财富（以你为来源）", "主动：令目标角色折损1财富"),
    ("主动：若目标其他角色的财富超过你的财富，则令其折损2财富",
     "主动：若目标其他角色的财富超过你的财富，则令目标其他角色折损2财富"),
    # 其 never stands for 你: compared with 你, it is the other side (rule 12.37, which changed this pair from 令你…)
    ("主动：若你的手牌数大于目标角色的手牌数，令其弃1张手牌", "主动：若你的手牌数大于目标角色的手牌数，令目标角色弃1张手牌"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("即刻：反制目标技能牌", "即刻：反制目标牌"),
    ("即刻：反制目标技能牌", "即刻：反制目标通用牌"),
    ("即刻：反制目标红色牌", "即刻：反制目标蓝色牌"),
    ("主动：将过往中的1张蓝色牌移入你的手牌区", "主动：将过往中的1张牌移入你的手牌区"),
    ("主动：将目标其他角色的1张结界移入过往", "主动：将目标其他角色的1张手牌移入过往"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


def test_a_narrowed_target_card_reaches_the_program():
    (program,) = compile_text("即刻：反制目标红色技能牌")
    spec = program.effects[0].targets
    assert (spec.card, spec.card_kind, spec.card_colour) == (True, "skill", "red")


REFUSED = [
    ("即刻：反制一名角色红色牌", "E270", "一名角色"),
    ("即刻：反制目标紫色牌", "E201", "紫色"),
    ("即刻：若目标红色牌的点数大于3，反制目标蓝色牌", "E271", "目标蓝色牌"),
    ("即刻：反制目标技能牌，令目标通用牌的控制者抽1张牌", "E271", "目标通用牌"),
    ("主动：将过往中的1张紫色牌移入你的手牌区", "E201", "紫色"),
    ("主动：将1张结界移入过往", "E100", "结界"),
    ("主动：抽1张技能牌", "E100", "技能牌"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_k_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint


def test_the_source_note_on_a_step_without_a_source_is_a_warning():
    """（以你为来源） after 抽: it does nothing there (W217), like （虚拟） after a step that uses no card."""
    result = analyze("主动：抽1张牌（以你为来源）")
    assert result.ok and [d.code for d in result.diagnostics] == ["W217"]


def test_a_garbled_word_after_a_target_word_hints_at_what_may_follow_it():
    """`目标他角色`: after 目标 a word may now be a colour before 牌 (rule 12.11); the hint names both readings."""
    (d,) = analyze("令目标他角色折损1财富").diagnostics
    assert d.code == "E101" and "目标其他角色" in d.hint and "目标红色牌" in d.hint
