"""Forms accepted for issue 11's batch m (lang11b, written blind from the rulebook): 目标行动 (rule 12.15), 你的队友
(7.13), 拥有「名」 (10.34), 其所有者 of one 结界 (12.16), a bound without 始终 (13.7). Each variant reads back to
itself, different meanings compile differently, and malformed variants get a located error with a hint."""

from __future__ import annotations

import re

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "即刻：反制目标行动",
    "即刻：复制目标行动",
    "即刻：将目标行动变为“抽1张牌。”",
    "即刻：反制目标行动，令其控制者折损1财富",
    "限定&主动：令你的队友生产2财富",
    "主动：令队友抽1张牌",
    "回合开始：若你拥有”权杖“，则抽1张牌",
    "主动：若目标其他角色拥有「权杖」，则令其折损2财富",
    "即刻：将目标结界移入其所有者的手牌区",
    "主动：将目标其他角色的1张结界移入其所有者的手牌区",
    "（你的仓储至少为5）",
    "（你的效率至多为3）",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_m_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("即刻：反制目标行动", "即刻：反制目标通用牌"),
    ("即刻：复制目标行动", "即刻：复制目标通用牌"),
    ("主动：令队友抽1张牌", "主动：令你的队友抽1张牌"),
    ("（你的仓储至少为5）", "（你的仓储始终不小于5）"),
    ("（你的效率至多为3）", "（你的效率始终不大于3）"),
    ("回合开始：若你拥有「权杖」，则抽1张牌",
     "回合开始：若你的手牌中有「权杖」/你的结界区中有「权杖」/你的领主区中有「权杖」/你的造物区中有「权杖」，则抽1张牌"),
    ("即刻：将目标结界移入其所有者的手牌区", "即刻：将目标结界移入目标角色的手牌区"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    # (without the condition's words as the log shows them: 你拥有「权杖」 reads back as written, rule 12.181)
    def program(t):
        return [[re.sub(r"condition_text='[^']*'", "", e) for e in p] for p in _meaning(compile_text(t))]

    assert program(text) == program(other)


DIFFERENT = [
    ("即刻：反制目标行动", "即刻：反制目标牌"),
    ("主动：令你的队友生产2财富", "主动：令所有其他角色生产2财富"),
    ("回合开始：若你拥有「权杖」，则抽1张牌", "回合开始：若你的造物区中有「权杖」，则抽1张牌"),
    ("回合开始：若你拥有「权杖」，则抽1张牌", "回合开始：若你拥有「劳作」，则抽1张牌"),
    ("即刻：将目标结界移入其所有者的手牌区", "即刻：将目标结界移入你的手牌区"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


def test_your_teammates_are_no_target():
    (program,) = compile_text("主动：令你的队友生产2财富")
    assert not program.effects[0].targets.slots


REFUSED = [
    ("回合开始：若你拥有牌，则抽1张牌", "E100", "牌"),
    ("（你的仓储达到5）", "E100", "达到"),  # a moment, not a bound that holds
    ("回合开始：若你拥有领主牌，则抽1张牌", "E100", "领主牌"),
    ("回合开始：若所有角色拥有「权杖」，则抽1张牌", "E204", "所有角色"),
    ("即刻：若目标牌拥有「权杖」，则反制目标牌", "E204", "目标牌"),
    ("即刻：将目标结界移入其控制者的手牌区", "E204", "其"),
    ("主动：将过往中的1张牌移入其所有者的手牌区", "E204", "其"),
    ("主动：将过往中的2张牌移入其所有者的手牌区", "E224", "其"),
    ("主动：结附你的队友", "E204", "你的队友"),
    # (`若你的队友的财富少于5` was E204 here: accepted by lang11f, the one teammate of a two-player team, rule 7.13(c))
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_m_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
