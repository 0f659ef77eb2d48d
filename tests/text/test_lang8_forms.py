"""Forms accepted for issue 11's batch i (lang8): actions as triggers (`当你抽牌后：…`, rule 9.12) and what a
player did this turn (`若你本回合未抽牌`, rule 10.24). Each variant reads back to itself, spellings of one
meaning compile alike, different meanings differ, and malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.engine.program import EVENT_TIMING
from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "锁定&当你弃置手牌后：抽1张牌",
    "当一名角色使用「攻伐」时：生产1财富",
    "锁定&当你抽牌后：获得1物资",
    "当一名其他角色抽牌后：生产1财富",
    "当一名角色死亡时：生产2财富",
    "锁定&当你生产财富后：抽1张牌",
    "锁定&当你折损财富时：抽1张牌",
    "锁定&当你使用牌后：获得1物资",
    "主动：结附目标其他角色2回合。锁定&当结附的角色折损财富时：令结附的角色弃1张手牌",
    "当1名角色弃牌之后：抽1张牌",
    "回合结束：若你本回合未抽牌，抽2张牌",
    "回合结束：若目标角色本回合没有折损财富，令其折损1财富",
    "回合开始：若你本回合弃牌，获得1物资",
    "主动：进行1次转化（支付1物资，抽1张牌）",
    "令目标角色进行一次转化（支付一物资，抽一张牌）",
    "回合开始：转化（支付1物资，抽1张牌），生产1财富",
    "当你成为「攻伐」的目标时：抽1张牌",
    "当一名角色成为牌的目标后：生产1财富",
    "主动：弃1张手牌，令目标角色折损X财富（X为该牌的点数）",
    "弃1张手牌，若该牌的颜色为红色，抽2张牌",
    "令目标角色弃1张手牌，你生产X财富（X为该牌的点数）",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_an_action_trigger_or_history_condition_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_an_action_trigger_is_an_automatic_event_timing_with_a_watcher():
    for text in ("当一名角色使用「攻伐」时：生产1财富", "锁定&当你抽牌后：获得1物资"):
        effect = compile_text(text)[0].effects[0]
        assert EVENT_TIMING in effect.timings and effect.mandatory and effect.on is not None
    assert compile_text("锁定&当你的财富少于5时：生产1财富")[0].effects[0].on is None


SAME = [
    ("当你弃置手牌后：抽1张牌", "当你弃牌时：抽1张牌"),
    ("当抽牌后：生产1财富", "当你抽牌后：生产1财富"),
    ("当每名角色死亡时：生产1财富", "当一名角色死亡时：生产1财富"),
    ("当你抽牌后，生产1财富", "当你抽牌后：生产1财富"),
    ("若你本回合没有抽牌，抽1张牌", "若你本回合未抽牌，抽1张牌"),
    # a restatement is never executed: the step means what it means without it
    ("主动：进行1次转化（支付1物资，抽1张牌）", "主动：转化"),
    ("即刻：若堆叠内有卡牌，抽1张牌", "即刻：若堆叠中有牌，抽1张牌"),
    ("主动：将过往内的1张牌移入你的手牌区", "主动：将过往中的1张牌移入你的手牌区"),
    ("回合开始：转化（支付1物资，抽1张牌），生产1财富", "回合开始：转化，生产1财富"),
]


@pytest.mark.parametrize("text, same", SAME, ids=[t for t, _ in SAME])
def test_spellings_of_one_trigger_compile_alike(text, same):
    assert analyze(text).ok and analyze(same).ok
    assert _meaning(compile_text(text)) == _meaning(compile_text(same))


DIFFERENT = [
    ("当你抽牌后：生产1财富", "当一名角色抽牌后：生产1财富"),
    ("当一名角色抽牌后：生产1财富", "当一名其他角色抽牌后：生产1财富"),
    ("当你抽牌后：生产1财富", "当你弃牌后：生产1财富"),
    ("当你生产财富后：抽1张牌", "当你折损财富后：抽1张牌"),
    ("当你使用牌时：生产1财富", "当你使用「攻伐」时：生产1财富"),
    ("当你成为牌的目标时：生产1财富", "当你成为「攻伐」的目标时：生产1财富"),
    ("当你成为牌的目标时：生产1财富", "当你使用牌时：生产1财富"),
    ("若你本回合未抽牌，抽1张牌", "若你本回合抽牌，抽1张牌"),
    ("若你本回合未抽牌，抽1张牌", "若你本回合未弃牌，抽1张牌"),
]


@pytest.mark.parametrize("text, other", DIFFERENT, ids=[t for t, _ in DIFFERENT])
def test_different_triggers_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


REFUSED = [
    ("当目标角色折损财富时：抽1张牌", "E250", "目标角色"),
    ("当目标其他角色抽牌后：生产1财富", "E250", "目标其他角色"),
    ("当你抽牌：抽1张牌", "E100", "："),
    ("主动：当你抽牌后，生产1财富", "E220", "当你抽牌后"),
    ("当你支付财富后：抽1张牌", "E203", "支付财富后"),  # (获得财富 is a trigger since lang11g, rule 9.20)
    ("若此牌本回合未抽牌，抽1张牌", "E204", "此牌"),
    ("主动：进行1次转化（支付2物资，抽1张牌）", "E251", "（支付2物资，抽1张牌）"),
    ("当你成为「攻伐」的目标角色时：抽1张牌", "E100", "目标角色"),
    ("弃2张手牌，生产X财富（X为该牌的点数）", "E224", "该牌"),
    ("弃X张手牌，生产1财富（X为你的物资），若该牌的点数大于3，抽1张牌", "E224", "该牌"),
    ("主动：转化（抽1张牌，支付1物资）", "E251", "（抽1张牌，支付1物资）"),
    ("主动：抽1张牌（生产1财富，抽1张牌）", "E251", "（生产1财富，抽1张牌）"),
    ("令目标角色弃1张手牌（折损1财富，抽1张牌）", "E251", "（折损1财富，抽1张牌）"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_trigger_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
