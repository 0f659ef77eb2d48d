"""Forms accepted for issue 11 by lang11g: a pronoun inside a step several players are commanded to do (rule 12.24),
a change of 财富 one player makes another's as a trigger (9.18) and killing as a trigger (9.19). Each reads back to
itself, spellings of one meaning compile alike, and malformed variants get a located error with a hint. Each plays as
it reads in tests/engine/test_engine_lang11g_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "主动：令所有角色折损X财富（X为其手牌数）。",
    "主动：令每名其他角色将其1张手牌移入过往。",
    "锁定&当你令其他角色折损财富后：令其弃1张手牌。",
    "当你令一名角色生产财富时：抽1张牌。",
    "当其他角色令你折损财富时，令其折损1财富。",
    "锁定&当一名其他角色令你折损财富后：你生产1财富，该角色折损1财富。",
    "当你令“权杖”的拥有者折损财富时：若你的财富大于其财富，则抽1张牌。",
    "当结附的角色令你生产财富后：抽1张牌。",
    "当你击杀一名角色后：抽1张牌。",
    "锁定&当你击杀其他角色时：生产2财富。",
    "当你令一名角色折损财富并击杀该角色时：生产2财富，若其手牌中没有领主牌，则抽1张牌。",
    "当你通过令折损财富击杀一名角色后：令其复活。",
    "锁定&当其他角色折损财富后：生产1财富。",
    "当你使用技能牌时：抽1张牌。",
    "当一名其他角色使用技能牌后：令其折损1财富。",
    "锁定&当你获得物资时：生产1财富。",
    "当你的队友消耗精力后：抽1张牌。",
    "当一名角色获得财富时：抽1张牌。",
    "当一名其他角色重置领主牌后：令其弃1张手牌。",
    "当你的队友的领主牌被重置后：抽1张牌。",
    "即刻：将堆叠中的1张「压制」变为「教育」，其控制者抽1张牌。",
    "即刻：反制堆叠中的1张红色牌，令其控制者折损1财富。",
    "即刻：反制堆叠中的一张技能牌。",
    "即刻：你抽1张牌，反制目标牌，若其点数大于5，则你生产3财富。",
    "主动：若“权杖”的拥有者的财富大于你的财富，则令其折损3财富。",
    "主动：生产X财富（X为「权杖」的所有者的手牌数）。",
    "主动：令「权杖」的拥有者折损1财富，若其财富少于5，则你抽1张牌。",
    "主动：将“权杖”移入你的造物区。",
    "回合结束：将「权杖」移入你的手牌区，抽1张牌。",
    "当一名角色死亡时：若你的财富大于其财富，则抽1张牌。",
    "主动：支付1物资&一半财富（向下取整），抽3张牌。",
    "主动：支付X物资&1财富（X为你的手牌数），抽3张牌。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang11g_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("a, b", [
    ("当你击杀一名角色后：抽1张牌。", "当你通过令折损财富击杀一名角色后：抽1张牌。"),
    ("当你击杀一名角色时：抽1张牌。", "当你令一名角色折损财富并击杀该角色时：抽1张牌。"),
    ("当其他角色令你折损财富时：令其折损1财富。", "当其他角色令你折损财富时，令其折损1财富。"),
    ("当其他角色抽牌后：抽1张牌。", "当一名其他角色抽牌后：抽1张牌。"),
    ("当你使用通用牌后：抽1张牌。", "当你使用牌后：抽1张牌。"),
    ("当你重置领主牌后：抽1张牌。", "当你的领主牌被重置后：抽1张牌。"),
    ("即刻：将堆叠中的1张「压制」变为「教育」。", "即刻：将目标「压制」变为「教育」。"),
    ("即刻：反制堆叠中的1张红色牌。", "即刻：反制目标红色牌。"),
])
def test_spellings_of_one_trigger_compile_alike(a, b):
    assert _meaning(compile_text(a)) == _meaning(compile_text(b))


def test_a_damage_trigger_is_not_a_produce_trigger():
    assert _meaning(compile_text("当你令其他角色折损财富时：抽1张牌。")) != _meaning(
        compile_text("当你令其他角色生产财富时：抽1张牌。"))


@pytest.mark.parametrize("text, code", [
    ("当你令你折损财富时：抽1张牌。", "E275"),  # 令 is done to another player
    ("当你令目标角色折损财富时：抽1张牌。", "E250"),  # no target is chosen yet when it fires
    ("当目标其他角色令你折损财富时：抽1张牌。", "E250"),
    ("当你击杀目标角色后：抽1张牌。", "E250"),
    ("主动：令所有角色弃1张手牌，若其没有手牌，则令其折损2财富。", "E204"),  # 其 after the group's own step (12.24)
    ("当一名角色的领主牌被重置后：抽1张牌。", "E275"),
    ("即刻：将过往中的1张「压制」变为「教育」。", "E225"),  # only a card on the 堆叠 is transformed (12.26)
    ("即刻：反制堆叠中的2张牌。", "E274"),
    ("主动：支付一半物资（向下取整）&1财富，抽3张牌。", "E215"),  # the note closed the step (10.45)  # the hint names 当一名角色重置领主牌后 (9.20)
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
