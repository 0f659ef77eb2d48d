"""Forms accepted for issue 11's batch q (lang11f, written blind from the rulebook), each as a class rather than one
spelling: a named hand card used (rule 11.49), a bare quantity after `/` (10.51), 结界数 (10.46), 额外 (10.52), 此时是回合外 /
回合内 (10.48), 所有 before a distance and 距离…的其他角色 (7.14), a player's death as a condition (10.49) with 其 of 你的队友
(7.13(b), 12.30), 你的队友 and a 追加 window's player as the subject of an attribute (7.13(c), 12.31), 各 carried to the
next step (10.47), 每当 and a card entering the 堆叠 as a trigger (9.21), 你是其目标 (10.50), 其目标 (12.32), 选择 a target
(11.50). Each class
has variants other than the batch's own text; each reads back to itself, spellings of one meaning compile alike, and
malformed variants get a located error with a hint. tests/engine/test_engine_lang11f_forms.py plays them."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 使用1张「名」
    "使用1张「教育」（不支付精力）",
    "主动：令目标其他角色使用1张「攻伐」",
    "使用两张「劳作」，抽1张牌",
    "即刻：使用1张「压制」，生产1财富",
    # a bare quantity after `/`
    "支付1物资/2财富，抽2张牌",
    "获得1物资/2财富/1红色精力",
    "令目标角色消耗2物资/1精力",
    "你与目标角色各支付1物资/2财富",
    # 结界数
    "生产X财富（X为你的结界数）",
    "若目标角色的结界数大于2，抽1张牌",
    "令目标其他角色折损X财富（X为其结界数）",
    # 额外
    "回合结束：若你拥有“权杖”，则额外生产1财富",
    "令目标角色额外抽1张牌",
    "抽1张牌，若你的手牌数少于2，额外获得1物资",
    # 回合内 / 回合外
    "即刻：若此时是回合外，则抽2张牌，否则抽1张牌",
    "即刻：若现在是你的回合，生产1财富",
    "即刻：若此时不是你的回合，则令目标角色折损1财富",
    "响应：若在你的回合外，反制该牌",
    "即刻：若在回合外，抽1张牌",
    "即刻：若此时为你的回合，令目标角色折损1财富，否则抽1张牌",
    # 所有 before a distance
    "令所有与你距离为1的角色各折损1财富，若其中有角色死亡，则你生产3财富，抽1张牌",
    "令所有距离2以内的其他角色抽1张牌",
    "令与你距离为1的其他角色各生产1财富",
    # a player's death as a condition
    "回合开始：若你的队友已死亡&你的财富大于1，则支付一半财富（向下取整），令其复活并获得等量财富",
    "主动：若你的队友已死亡，则支付3财富，令其复活，其生产3财富",
    "若你的队友未死亡，令其抽1张牌",
    "若目标角色存活，令其生产1财富",
    # attributes of 你的队友 and of a 追加 window's player
    "主动：支付2财富，令你的队友生产2财富&抽1张牌，若其财富仍少于你，则你抽1张牌",
    "若你的队友的手牌数少于2，令你的队友抽1张牌",
    "追加：支付1物资，令该角色折损1财富，若其手牌数大于你的手牌数，则其弃1张手牌",
    "追加：若该角色的财富大于你的财富，则令其折损1财富，你生产1财富，抽1张牌",
    # 各 carried on
    "所有角色各抽2张牌，各弃1张手牌，你获得1物资",
    "令所有其他角色各折损1财富，各弃1张手牌，各抽1张牌",
    "你与目标角色各抽1张牌，各生产1财富",
    # 每当, a card entering the 堆叠, 你是其目标
    "每当一张「攻伐」进入堆叠后：若你是其目标，则生产1财富，抽1张牌，获得1物资",
    "锁定&每当你弃置手牌后：生产1财富",
    "当一张牌进入堆叠时：若你不是该牌的目标，抽1张牌",
    "锁定&当「攻伐」进入堆叠后：令其控制者折损1财富",
    "即刻：若你是目标牌的目标，反制目标牌",
    # 其目标: a card's target players
    "主动：支付1黑色精力，使用1张虚拟的「攻伐」（不支付精力），令其目标弃1张手牌",
    "执行「攻伐」，令其目标抽1张牌",
    "即刻：令目标牌的目标抽1张牌",
    "追加：令该牌的目标各生产1财富",
    # 选择 a target
    "选择1名死亡的队友，支付一半财富（向下取整），该队友复活并获得等量财富",
    "选择一名已死亡的角色，令其复活",
    "选择目标其他角色，令其弃1张手牌",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_q_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME_MEANING = [
    ("支付1物资/2财富，抽2张牌", "支付1物资/支付2财富，抽2张牌"),
    ("令目标角色消耗2物资/1精力", "令目标角色消耗2物资/消耗1精力"),
    ("生产X财富（X为你的结界数）", "生产X财富（X为你的结界区中的牌的数量）"),
    ("若你拥有“权杖”，则额外生产1财富", "若你拥有“权杖”，则生产1财富"),
    ("若你拥有“权杖”，则额外生产1财富", "若你拥有“权杖”，则再生产1财富"),
    ("即刻：若此时是回合外，抽1张牌", "即刻：若现在不是你的回合，抽1张牌"),
    ("即刻：若此时是回合内，抽1张牌", "即刻：若现在是你的回合，抽1张牌"),
    ("即刻：若在回合外，抽1张牌", "即刻：若此时不是你的回合，抽1张牌"),
    ("令所有与你距离为1的角色各折损1财富", "令与你距离为1的角色各折损1财富"),
    ("所有角色各抽2张牌，各弃1张手牌", "所有角色各抽2张牌，所有角色各弃1张手牌"),
    ("令所有其他角色各折损1财富，各抽1张牌", "令所有其他角色各折损1财富，令所有其他角色各抽1张牌"),
    ("每当你弃置手牌后：生产1财富", "当你弃置手牌后：生产1财富"),
    ("每当一张「攻伐」进入堆叠后：若你是其目标，则生产1财富", "当一张「攻伐」进入堆叠后：若你是其目标，生产1财富"),
    ("若你的队友存活，抽1张牌", "若你的队友未死亡，抽1张牌"),
]

DIFFERENT = [
    ("使用1张「教育」", "使用1张手牌"),  # only a card of that name
    ("使用1张「教育」", "使用1张「劳作」"),
    ("即刻：若此时是回合外，抽1张牌", "即刻：若此时是回合内，抽1张牌"),
    ("若你的队友已死亡，抽1张牌", "若你的队友未死亡，抽1张牌"),
    ("当一张「攻伐」进入堆叠后：生产1财富", "当一名角色使用「攻伐」后：生产1财富"),  # 其 is the card, not its user
    ("当一张牌进入堆叠后：若你是其目标，抽1张牌", "当一张牌进入堆叠后：若你不是其目标，抽1张牌"),
    ("令所有距离1以内的其他角色抽1张牌", "令所有距离1以内的角色抽1张牌"),  # 其他: not you
    ("所有角色各抽2张牌，各弃1张手牌", "所有角色各抽2张牌，弃1张手牌"),  # without 各: only you discard
]


@pytest.mark.parametrize("text, other", SAME_MEANING)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


REFUSED = [
    ("弃1张「攻伐」", "E202", "「攻伐」"),  # only 使用 takes a hand card by its name
    ("抽1张牌/2财富", "E202", "2财富"),  # the verb before cannot take that quantity
    ("（抽1张牌）/2财富", "E215", "2财富"),  # nothing measured before the `/` to repeat
    ("抽1张牌，各弃1张手牌", "E224", "各弃1张手牌"),  # 各 with no players' step before it
    ("各弃1张手牌", "E224", "各弃1张手牌"),
    ("若此牌已死亡，抽1张牌", "E204", "此牌"),
    ("若你是你的目标，抽1张牌", "E204", "你"),
    ("若你是目标角色的目标，抽1张牌", "E204", "目标角色"),
    ("选择你，抽1张牌", "E204", "你"),
    ("令你的目标抽1张牌", "E204", "你"),  # only a card has targets
    ("当两张牌进入堆叠后：抽1张牌", "E275", "两"),
    ("若所有角色的财富大于2，抽1张牌", "E204", "所有角色"),  # several players, not one teammate
    ("回合内：抽1张牌", "E203", "回合内"),  # 回合内 alone is still 主动's long form
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_q_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
