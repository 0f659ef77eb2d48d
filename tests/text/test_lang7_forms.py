"""Forms accepted for issue 11 by lang7 — giving (交给), choosing from a zone (选择), looking (查看, 其中), exchanging
(交换), 再, using a card of another zone and a lord card as an object: each class with variants of its own, each
meaning what a form accepted before means (where there is one), and its malformed variants get a located error
with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # giving (rule 11.25)
    "令目标其他角色将1张手牌交给你", "将1张手牌交给目标其他角色", "将2张手牌交给目标角色，抽2张牌", "令所有其他角色将1张手牌交给你",
    "将目标其他角色的1张手牌交给你", "将此牌交给目标其他角色", "将1张手牌交予目标其他角色", "令目标牌的控制者将1张手牌交给你",
    # choosing from a zone (rule 11.26)
    "从过往中选择1张牌移入你的手牌区", "从过往中选择1张「攻伐」移入你的手牌区", "从牌库顶的3张牌中选择1张牌交给目标其他角色",
    "从过往中选择2张牌移入牌库底", "令目标角色从过往中选择1张牌移入其手牌区", "从牌库中选择1张牌移入你的手牌区，洗乱牌库",
    "从牌库底的2张牌中挑选1张移入你的手牌区", "从过往中选出1张领主牌移入你的手牌区",
    # looking, 其中 (rule 11.27)
    "查看目标其他角色的手牌，然后弃置其中1张", "查看牌库顶的3张牌，将其中1张移入你的手牌区", "查看目标其他角色的手牌，将其中1张交给你",
    "查看目标角色的手牌，然后使用其中1张（不支付精力）", "查看牌库顶的2张牌，然后将其中1张移入牌库底",
    "观看目标其他角色的手牌，弃其中的1张牌", "检视牌库底的1张牌",
    # exchanging (rule 11.28)
    "令你与目标角色交换财富", "与目标其他角色交换手牌", "你与目标角色交换物资", "交换你与目标角色的财富",
    "令目标角色与目标其他角色交换手牌", "你和目标其他角色互换仓储", "抽1张牌，与目标角色交换手牌",
    # 再 (rule 10.26)
    "生产1财富。若你的手牌数为0，再生产1财富", "抽1张牌，再抽1张牌", "若你的财富小于5，再生产2财富，否则抽1张牌",
    "生产1财富，若你没有手牌，再令目标角色折损1财富", "主动：生产1财富。再次抽1张牌。",
    # a card of another zone used; a lord card as an object (rule 11.29)
    "使用过往中的1张牌（不支付精力）", "使用过往中的1张「攻伐」", "使用牌库顶的1张牌", "令目标其他角色使用过往中的1张牌",
    "将你手牌中的1张领主牌移入你的领主区", "将你的手牌区中的1张领主牌移入你的领主区", "将过往中的1张领主牌移入你的手牌区",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_form_of_the_class_is_valid_and_reads_back_to_the_same_program(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("生产1财富。若你的手牌数为0，再生产1财富", "生产1财富，若你的手牌数为0，生产1财富"),
    ("若你的财富小于5，生产1财富。若你的手牌数为0，再生产1财富", "（若你的财富小于5，生产1财富），若你的手牌数为0，生产1财富"),
    ("令你与目标角色交换财富", "交换你与目标角色的财富"),
    ("将你手牌中的1张领主牌移入你的领主区", "将你的手牌区中的1张领主牌移入你的领主区"),
    ("将1张手牌交给目标其他角色", "将1张手牌交予目标其他角色"),
]


@pytest.mark.parametrize("text, same", SAME, ids=[t for t, _ in SAME])
def test_a_new_form_means_what_its_plain_spelling_means(text, same):
    assert analyze(text).ok and analyze(same).ok
    assert _meaning(compile_text(text)) == _meaning(compile_text(same))


def test_again_in_a_timed_sentence_stays_its_own_effect():
    """Rule 10.26: 再 joins a sentence with no timing to the effect before; one with a timing stays separate."""
    (joined,) = compile_text("主动：生产1财富。若你的手牌数为0，再生产1财富。")
    assert len(joined.effects) == 1
    (separate,) = compile_text("主动：生产1财富。回合结束：再抽1张牌。")
    assert len(separate.effects) == 2


def test_giving_is_not_moving_elsewhere_and_choosing_is_not_taking_the_top():
    assert _meaning(compile_text("将1张手牌交给目标其他角色")) != _meaning(compile_text("将1张手牌移入过往"))
    assert _meaning(compile_text("从牌库顶的3张牌中选择1张移入你的手牌区")) != _meaning(compile_text("将牌库顶的1张牌移入你的手牌区"))


REFUSED = [
    ("将1张手牌交给所有其他角色", "E204", "所有其他角色"),
    ("将1张手牌交给目标牌", "E204", "目标牌"),
    ("查看过往中的3张牌", "E254", "过往中的3张牌"),
    ("从过往的3张牌中选择1张移入你的手牌区", "E254", "过往的3张牌"),
    ("弃置其中1张", "E256", "其中1张"),
    ("抽1张牌，将其中1张移入你的手牌区", "E256", "其中1张"),
    ("从你的牌库顶的3张牌中选择1张移入你的手牌区", "E223", "你"),  # one deck for all (rule 3.1)
    ("令你与目标角色交换精力", "E255", "令你与目标角色交换精力"),
    ("与目标角色交换手牌数", "E255", "与目标角色交换手牌数"),
    ("令你与所有其他角色交换财富", "E204", "所有其他角色"),
    ("令目标角色交换财富", "E204", "交换财富"),
    ("令你与目标角色与目标其他角色交换财富", "E204", "令你与目标角色与目标其他角色交换财富"),
    ("令你与你交换财富", "E204", "令你与你交换财富"),
    ("抽1张牌再弃1张手牌", "E100", "再"),
    ("使用你的结界区中的1张牌", "E100", "结界区"),
]


@pytest.mark.parametrize("text, code, where", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_form_gets_a_located_error_with_a_hint(text, code, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    start = text.index(where)
    assert (errors[0].span.start, errors[0].span.end) == (start, start + len(where)) and errors[0].hint


def test_a_virtual_note_on_a_card_of_another_zone_is_said_to_do_nothing():
    """（虚拟） makes a used hand card 虚拟; a card used from 过往 is not made so (rule 11.29): W217."""
    assert [d.code for d in analyze("使用过往中的1张牌（虚拟）").diagnostics] == ["W217"]
    assert analyze("使用过往中的1张牌（不支付精力）").diagnostics == ()
