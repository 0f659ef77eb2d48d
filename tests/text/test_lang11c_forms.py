"""Forms accepted for issue 11's batch n (lang11c, written blind from the rulebook): 反制/复制1张「名」 (rule 12.17),
该牌 in a 响应/追加 window (12.8(h)), action triggers without 当 (9.15), 你的1名队友 (7.13(a)), 本回合有角色死亡 (10.36),
正面向上/背面向上 and 置于 (11.41), 若该牌为通用牌 (10.37), 选择一项：A/B (10.38), 仍 and 少于你 (10.35), 超出的张数 (10.39), 若其中有角色死亡
(10.40), 弃N张领主牌 (11.43), 「权杖」的拥有者 (12.18), a ward's lasting change or prohibition after 结附 (13.8, 13.9), 其中「名」的数量 (10.41). Each class is
covered by variants other than the batch's own text; each reads back to itself, spellings of one meaning compile
alike, different meanings differently, and malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "即刻：反制一张「压制」",
    "即刻：支付1黄色精力，反制1张「攻伐」，抽1张牌",
    "即刻：复制1张「劳作」，生产1财富",
    "响应：反制该牌",
    "响应：若该牌的点数大于5，则反制该牌",
    "响应：反制该牌，令其控制者折损1财富",
    "追加：复制该牌",
    "追加：令该牌的控制者抽1张牌",
    "你转化后：生产1财富",
    "锁定&你抽牌后：获得1物资",
    "你的领主牌被重置后：抽1张牌",
    "锁定&当你的领主被重置时：生产1财富",
    "主动：令你的一名队友抽2张牌",
    "回合结束：若本回合有角色死亡，则抽1张牌",
    "回合结束：若本回合没有角色死亡，则生产1财富",
    "主动：将牌库顶的2张牌正面向上移入过往",
    "主动：将1张手牌背面向上置于牌库底，抽1张牌",
    "主动：将此牌正面向上移入虚空",
    "即刻：反制目标牌，若该牌为技能牌，则抽1张牌",
    "即刻：反制目标牌，若该牌为通用牌，则将其移入虚空",
    "主动：选择一项：抽1张牌/生产1财富",
    "主动：横置，选择其一：获得1物资/（弃1张手牌，抽2张牌）",
    "主动：若你的财富仍少于10，则生产2财富",
    "主动：令目标其他角色折损1财富，若其财富依然多于你，则抽1张牌",
    "主动：若目标角色的手牌数少于你，则令其抽1张牌",
    "回合结束：若你的手牌数大于你的仓储，则弃X张手牌（X为超出的张数）",
    "主动：若你的财富超过15，则令目标其他角色生产X财富（X为超出的数量）",
    "回合开始：若你的手牌中有领主牌，则弃1张领主牌，抽2张牌",
    "主动：令目标其他角色弃1张领主牌",
    "回合结束：令「权杖」的拥有者折损1财富",
    "主动：令「压制」的所有者抽1张牌",
    "主动：令所有其他角色各折损2财富，若其中有角色死亡，则生产3财富",
    "主动：令目标角色折损1财富，若其中没有角色死亡，则抽1张牌",
    "结附目标其他角色（你的效率+1）",
    "结附目标其他角色2回合（其无法使用「攻伐」）",
    "结附目标角色（你无法使用“转化”&你的仓储-1）。回合结束：抽1张牌",
    "主动：将牌库顶的2张牌移入虚空，生产X财富（X为其中「劳作」的数量）",
    "主动：抽3张牌，弃X张手牌（X为其中「压制」的数量）",
    "主动：查看牌库顶的3张牌，抽X张牌（X为其中牌的数量）",
    "结附目标角色2回合（其仓储-1&效率-1）。回合结束：抽1张牌",
    "主动：结附目标其他角色3回合（你的仓储-1）（附注：结附的角色的仓储少1）",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_n_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("即刻：反制1张「教育」", "即刻：反制目标「教育」"),
    ("即刻：复制一张「劳作」", "即刻：复制目标「劳作」"),
    ("你转化后：生产1财富", "当你进行转化后：生产1财富"),
    ("你抽牌后：生产1财富", "当你抽牌后：生产1财富"),
    ("主动：令你的1名队友生产3财富", "主动：令你的队友生产3财富"),
    ("回合结束：若本回合有角色死亡，则抽1张牌", "回合结束：若本回合死亡的角色数大于0，则抽1张牌"),
    ("主动：将牌库顶的3张牌正面向上移入过往", "主动：将牌库顶的3张牌移入过往"),
    ("主动：将1张手牌背面向上置于牌库顶", "主动：将1张手牌移入牌库顶"),
    ("主动：选择一项：抽1张牌/生产1财富", "主动：抽1张牌/生产1财富"),
    ("主动：若你的财富仍少于10，则生产2财富", "主动：若你的财富少于10，则生产2财富"),
    ("主动：若目标角色的财富少于你，则抽1张牌", "主动：若目标角色的财富少于你的财富，则抽1张牌"),
    ("回合结束：若你的手牌数大于你的仓储，则弃X张手牌（X为超出的张数）",
     "回合结束：若你的手牌数大于你的仓储，则弃X张手牌（X为超出的部分）"),
    ("主动：令「权杖」的拥有者折损1财富", "主动：令「权杖」的所有者折损1财富"),
    ("主动：弃置一张领主牌", "主动：弃1张领主牌"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("即刻：反制1张「教育」", "即刻：反制目标牌"),
    ("即刻：反制1张「教育」", "即刻：反制1张「攻伐」"),
    ("你转化后：生产1财富", "你抽牌后：生产1财富"),
    ("你的领主牌被重置后：抽1张牌", "你转化后：抽1张牌"),
    ("回合结束：若本回合有角色死亡，则抽1张牌", "回合结束：若本回合没有角色死亡，则抽1张牌"),
    ("即刻：反制目标牌，若该牌为通用牌，则抽1张牌", "即刻：反制目标牌，若该牌为技能牌，则抽1张牌"),
    ("主动：若目标角色的财富少于你，则抽1张牌", "主动：若目标角色的手牌数少于你，则抽1张牌"),
    ("主动：若你的财富超过15，则生产X财富（X为超出的张数）", "主动：若你的财富超过15，则生产2财富"),
    ("主动：弃1张领主牌", "主动：弃1张手牌"),
    ("主动：令「权杖」的拥有者折损1财富", "主动：令所有角色折损1财富"),
    ("主动：令所有其他角色折损2财富，若其中有角色死亡，则生产3财富",
     "主动：令所有其他角色折损2财富，若本回合有角色死亡，则生产3财富"),
    ("主动：令所有其他角色折损2财富，若其中有角色死亡，则生产3财富",
     "主动：令所有其他角色折损2财富，若其中没有角色死亡，则生产3财富"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


def test_a_lasting_change_is_a_static_rule_of_the_card():
    """`结附目标角色（你的仓储-2）`: the attach step is the same as without it; the change is the card's static rule."""
    (with_change,) = compile_text("结附目标角色（其仓储-2）")
    (without,) = compile_text("结附目标角色")
    assert _meaning([with_change]) == _meaning([without])
    assert [(r.attribute, r.op, r.text) for r in with_change.statics] == [("storage", "+", "（其仓储-2）")]
    assert not without.statics


def test_the_card_a_window_brings_is_no_target():
    """`响应：反制该牌` chooses no target card: 该牌 is the card that targeted you, known when the window opens."""
    (program,) = compile_text("响应：反制该牌")
    assert not program.effects[0].targets.card


REFUSED = [
    ("即刻：反制2张「教育」", "E274", "2"),
    ("即刻：复制X张「劳作」（X为你的物资）", "E274", "X"),
    ("主动：反制该牌", "E224", "该牌"),  # no window brings a card: 该牌 names nothing
    ("回合开始：反制该牌", "E224", "该牌"),
    ("目标角色转化后：抽1张牌", "E275", "目标角色"),
    ("此牌被重置后：抽1张牌", "E275", "此牌"),
    ("你被重置后：抽1张牌", "E275", "你"),
    ("主动：将此牌背面向上移入过往", "E276", "背面向上"),  # 正面向上 into the deck is valid since lang11h (rule 11.41(a))
    ("主动：将此牌背面向上移入虚空", "E276", "背面向上"),
    ("主动：若3少于你，则抽1张牌", "E209", "你"),
    ("主动：若你为通用牌，则抽1张牌", "E204", "你"),
    ("主动：生产X财富（X为超出的张数）", "E277", "超出的张数"),
    ("主动：若你的财富少于10，则生产X财富（X为超出的张数）", "E277", "超出的张数"),
    ("主动：若其中有角色死亡，则抽1张牌", "E278", "其中有角色死亡"),
    ("主动：获得1张领主牌", "E204", "获得1张领主牌"),
    ("主动：弃-1张领主牌", "E200", "-1"),
    ("主动：抽1张牌（你的仓储-2）", "E279", "（你的仓储-2）"),
    ("结附目标角色（你的财富-2）", "E279", "你的财富-2"),
    ("结附目标角色（目标角色的仓储-1）", "E279", "目标角色的仓储-1"),
    ("结附目标角色（你的仓储-X）（X为你的物资）", "E279", "X"),
    ("结附目标角色（目标角色无法使用「攻伐」）", "E279", "目标角色"),
    ("抽1张牌（你无法使用「攻伐」）", "E279", "（你无法使用「攻伐」）"),
    ("主动：生产X财富（X为其中「攻伐」的数量）", "E256", "其中「攻伐」的数量"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_n_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
