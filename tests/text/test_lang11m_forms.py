"""Forms accepted for issue 11's batch w (lang11m, written blind from the rulebook), each as a class with variants of
other players, counters and positions: 增加/减少 after a counter as a step and in a ward's note (rule 10.66), 消耗 of
another player's counter (11.59), 目标领主牌 (12.43), 若你因此没有物资 (10.67), 原有的领主牌 after a lord card moved into the 领主区 (15.8), 你成为该复制品的控制者 as a step after 复制 (11.60), 等于该牌点数一半的 (10.68), 因他人 in a trigger (9.28), 1名距离你最远的角色 (7.16), 放回 as 移入 (11.27(b)); a 过往 written with an owner is E223 with its hint (3.1). Each
reads back to itself; spellings of one meaning compile alike. They play as they read in
tests/engine/test_engine_lang11m_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "你的仓储增加1。",
    "主动：令目标其他角色的效率减少1，抽1张牌。",
    "结附目标角色。（你的效率减少1）。",
    "结附目标角色2回合。（你的仓储减少2&效率减少1）。",
    "结附目标其他角色3回合（其仓储增加2）。",
    "本回合你的仓储增加1。",
    "消耗目标角色所有精力。",
    "主动：消耗目标其他角色的2财富，抽1张牌。",
    "消耗所有其他角色的1物资。",
    "横置目标领主牌。",
    "即刻：重置目标领主牌，抽1张牌。",
    "将目标领主牌横置。",
    "支付1|2|3物资，抽2|3|4张牌，若你因此没有物资，生产1财富。",  # after ； it is E278 (lang12b, rule 10.40(b))
    "令目标角色弃2张手牌，若其因此没有手牌，抽1张牌。",
    "消耗2精力，若你因此没有精力，抽1张牌。",
    "令目标其他角色弃1张手牌，若该角色因此有手牌，其折损1财富。",
    "即刻：将你手牌中的1张领主牌移入领主区（不消耗精力和物资），原有的领主移入手牌区，然后抽1张牌。",
    "将手牌中的1张领主牌移入你的领主区，原有的领主牌移入虚空。",
    "即刻：复制目标行动，你成为该复制品的控制者，若该牌为红色，你额外获得1点红色精力。",
    "即刻：复制目标牌，你成为复制品的控制者，抽1张牌。",
    "将过往中的1张牌移入虚空，生产等于该牌点数一半的财富（向下取整）。",
    "令目标角色折损等于你的手牌数一半的财富。",
    "抽等于你的物资一半的牌（向上取整）。",
    "当你因他人折损财富时：若该角色的财富多于你，抽1张牌；否则，令其折损1财富。",
    "锁定&当你因他人生产财富后：抽1张牌。",
    "当你成为他人使用牌的目标时：抽1张牌。",
    "选择1名距离你最远的角色，令该角色折损2财富，若该角色的财富因此少于你，你抽1张牌/获得1物资。",
    "令1名距离你最近的其他角色抽1张牌。",
    "主动：令1名距离你最远的角色弃1张手牌。",
    "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。",
    "将1张手牌放回牌库顶。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_w_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME_MEANING = [
    ("你的仓储增加1。", "你的仓储+1。"),
    ("令目标角色的效率减少2。", "令目标角色的效率-2。"),
    ("观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。", "观看牌库顶的3张牌，将其中1张加入手牌，其余按任意顺序置于牌库顶。"),
    ("结附目标角色2回合。（你的仓储减少2&效率减少1）。", "结附目标角色2回合（你的仓储-2&效率-1）"),
    ("结附目标角色（其效率增加1）", "结附目标角色（其效率+1）"),
    ("消耗目标角色所有精力。", "令目标角色消耗其所有精力。"),
    ("消耗目标其他角色的2财富。", "令目标其他角色消耗2财富。"),
    ("横置目标领主牌。", "横置目标角色的领主牌。"),
    ("当你因他人折损财富后：抽1张牌。", "当你因其他角色折损财富后：抽1张牌。"),
    ("支付2物资，若你因此没有物资，抽1张牌。", "支付2物资，若你没有物资，抽1张牌。"),
    ("令目标角色弃2张手牌，若其因此没有手牌，抽1张牌。", "令目标角色弃2张手牌，若其没有手牌，抽1张牌。"),
]

DIFFERENT = [
    ("你的仓储增加1。", "你的仓储减少1。"),
    ("你的仓储增加1。", "你的效率增加1。"),
    ("消耗目标角色所有精力。", "消耗你所有精力。"),
    ("令1名距离你最远的角色抽1张牌。", "令1名距离你最近的角色抽1张牌。"),
    ("生产等于你的手牌数一半的财富。", "生产等于你的手牌数的财富。"),
    ("当你因他人折损财富后：抽1张牌。", "当你因角色折损财富后：抽1张牌。"),
]


@pytest.mark.parametrize("text, other", SAME_MEANING)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


REFUSED = [
    ("执行你过往中1张绿色牌的效果。", "E223", "你"),
    ("将目标角色虚空中的1张牌移入手牌。", "E223", "目标角色"),
    ("消耗其所有精力。", "E236", "其"),
    ("结附目标角色（你的财富减少1）。", "E279", "你的财富减少1"),
    ("将手牌中的1张领主牌移入过往，原有的领主牌移入虚空。", "E256", "原有的领主牌移入虚空"),
    ("抽1张牌，你成为该复制品的控制者。", "E251", "你成为该复制品的控制者"),
    ("令2名距离你最远的角色抽1张牌。", "E257", "2"),
    ("即刻：复制目标行动，你成为该复制品的控制者。主动：若该牌为红色，抽1张牌。", "E224", "该牌"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_w_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
