"""Forms accepted for issue 11's batch l (lang11, written blind from the rulebook): 执行「A」的效果 and
将目标牌的效果变为「…」 (rule 11.34), 若该牌为红色牌 (10.29), cards of a kind or a name in a zone (10.30), 本回合你使用过「攻伐」
(10.31), 本回合死亡的角色数 (10.32), （折损以你为来源） (10.33), 交给你N张手牌 (11.35), 「权杖」 of a zone (11.36), 获得X的手牌
(11.37), 转化（不支付物资） (11.38), 目标结界 (11.39), 复活 and dead targets (11.40, 7.12), 目标「攻伐」 (12.12), the distance
between two players (12.13), 该牌 after 抽1张牌 (12.14). Each variant reads back to itself, different meanings compile
differently, and malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "主动：执行「劳作」的效果",
    "即刻：将目标牌的效果变为「抽1张牌」",
    "即刻：将目标牌的效果变为“抽1张牌。”",
    "主动：抽1张牌，若该牌为红色牌，则令目标角色折损2财富",
    "即刻：若目标牌为蓝色牌，则反制目标牌",
    "主动：抽1张牌，生产X财富（X为该牌的点数）",
    "锁定&回合开始：若你的手牌中有领主牌，则抽1张牌",
    "回合开始：若你的造物区中有「权杖」，则生产1财富",
    "回合开始：若你的手牌中没有「压制」，则获得1黑色精力",
    "主动：若过往中有「攻伐」，则抽1张牌",
    "回合结束：若本回合你使用过「攻伐」，则抽1张牌",
    "回合结束：若你本回合没有使用「攻伐」，则生产1财富",
    "主动：令所有角色折损X财富（X为本回合死亡的角色数）",
    "主动：令目标角色折损3财富（折损以你为来源）",
    "主动：令目标其他角色交给你1张手牌",
    "主动：将目标其他角色造物区中的「权杖」移入你的造物区",
    "主动：获得目标其他角色的1张手牌",
    "主动：令目标角色折损1财富，获得其1张手牌",
    "主动：令目标其他角色获得你的1张手牌",
    "限定：进行1次转化（不支付物资）",
    "限定：进行2次转化（不支付物资），生产1财富",
    "主动：将目标结界移入你的结界区",
    "即刻：将目标其他角色结界移入虚空",
    "主动：支付一半财富（向下取整），令目标已死亡的队友复活并获得等量财富",
    "主动：令一名已死亡的角色复活并获得3财富",
    "响应：横置你的领主，反制目标「攻伐」",
    "即刻：复制目标「攻伐」",
    "回合结束：令目标角色折损X财富（X为你与其的距离）",
    "主动：生产X财富（X为目标角色与你的距离）",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_l_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("主动：执行「劳作」的效果", "主动：执行「劳作」"),
    ("即刻：将目标牌的效果变为「抽1张牌」", "即刻：将目标牌变为「抽1张牌」"),
    ("主动：抽1张牌，若该牌为红色牌，则生产1财富", "主动：抽1张牌，若该牌的颜色为红色，则生产1财富"),
    ("回合结束：若本回合你使用过「攻伐」，则抽1张牌", "回合结束：若你本回合使用过「攻伐」，则抽1张牌"),
    ("主动：令目标角色折损3财富（折损以你为来源）", "主动：令目标角色折损3财富"),
    ("主动：令目标其他角色交给你1张手牌", "主动：令目标其他角色将1张手牌交给你"),
    ("主动：将目标其他角色造物区中的「权杖」移入你的造物区", "主动：将目标其他角色造物区中的1张「权杖」移入你的造物区"),
    ("主动：将目标结界移入过往", "主动：将目标角色的1张结界移入过往"),
    ("回合结束：令目标角色折损X财富（X为你与其的距离）", "回合结束：令目标角色折损X财富（X为你与目标角色的距离）"),
    ("主动：若你的手牌中有领主牌，则抽1张牌", "主动：若你有领主牌，则抽1张牌"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("即刻：反制目标「攻伐」", "即刻：反制目标牌"),
    ("即刻：反制目标「攻伐」", "即刻：反制目标「劳作」"),
    ("回合结束：若你本回合使用过「攻伐」，则抽1张牌", "回合结束：若你本回合使用过牌，则抽1张牌"),
    ("主动：若你的手牌中有「压制」，则抽1张牌", "主动：若你的手牌中有牌，则抽1张牌"),
    ("主动：若你的手牌中有领主牌，则抽1张牌", "主动：若你的手牌中有牌，则抽1张牌"),
    ("限定：进行1次转化（不支付物资）", "限定：进行1次转化"),
    ("主动：令目标已死亡的队友复活并获得1财富", "主动：令目标已死亡的角色复活并获得1财富"),
    ("主动：获得目标其他角色的1张手牌", "主动：将1张手牌交给目标其他角色"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


def test_a_named_target_card_reaches_the_program():
    (program,) = compile_text("即刻：反制目标「攻伐」")
    spec = program.effects[0].targets
    assert (spec.card, spec.card_name) == (True, "攻伐")


def test_a_dead_teammate_is_a_target_slot_of_the_dead_of_your_team():
    (program,) = compile_text("主动：令目标已死亡的队友复活并获得1财富")
    (slot,) = program.effects[0].targets.slots
    assert (slot.key, slot.dead, slot.mates, slot.other) == ("target_dead_mate", True, True, True)


REFUSED = [
    ("主动：令目标角色折损3财富（生产以你为来源）", "E272", "生产以你为来源"),
    ("主动：令目标角色复活", "E273", "复活"),
    ("主动：复活，抽1张牌", "E273", "复活"),
    ("主动：令所有角色复活", "E273", "复活"),
    ("即刻：反制目标角色「攻伐」", "E270", "目标角色"),
    ("即刻：反制目标「攻伐」，令目标「劳作」的控制者抽1张牌", "E271", "目标「劳作」"),
    ("主动：将你结界移入过往", "E270", "结界"),
    ("主动：生产X财富（X为所有角色与你的距离）", "E204", "所有角色"),
    ("即刻：生产X财富（X为你与目标牌的距离）", "E204", "目标牌"),
    ("主动：获得所有其他角色的1张手牌", "E204", "所有其他角色"),
    ("主动：获得你的1张手牌", "E236", "你"),
    ("回合结束：若本回合你使用「攻伐」，则抽1张牌", "E239", "使用"),
    ("主动：抽1张牌，若该牌为紫色牌，则抽1张牌", "E201", "紫色"),
    ("主动：抽2张牌，若该牌为红色牌，则生产1财富", "E224", "该牌"),
    # (`抽1张牌，若其为红色牌` is accepted since lang12a, rule 12.14(a): there only a card fits; where a player fits, 其
    # still does not name the card drawn)
    ("主动：抽1张牌，令其生产1财富", "E224", "其"),
    ("主动：生产X财富（X为你与其的距离）", "E224", "其"),
    ("即刻：令目标角色折损1财富。主动：若其财富为0，则你生产2财富", "E224", "其"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_l_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint


def test_the_supply_note_on_a_step_that_is_no_conversion_is_a_warning():
    """（不支付物资） after 抽: it does nothing there (W217), as （不支付精力） after a step that uses no card."""
    result = analyze("主动：抽1张牌（不支付物资）")
    assert result.ok and [d.code for d in result.diagnostics] == ["W217"]


def test_used_past_is_read_only_after_this_turn():
    """`使用过往中的1张牌` after a player word is 使用 + 过往, not 使用过 (the player after 本回合 is its own rule)."""
    assert analyze("主动：令目标其他角色使用过往中的1张牌").ok


def test_a_named_target_card_gets_the_target_card_warnings():
    """`目标「攻伐」` is the target card: W231 where the timing needs an empty 堆叠, W230 after the step that took it off."""
    assert [d.code for d in analyze("主动：反制目标「攻伐」").diagnostics] == ["W231"]
    assert [d.code for d in analyze("即刻：反制目标「攻伐」，复制目标「攻伐」").diagnostics] == ["W230"]
