"""Forms accepted for issue 11's batch g (lang5): each means what a form accepted before means (where there is
one), and its malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning

from zhdsl.pipeline import analyze, compile_text

SAME = [
    ("若你的财富为5或更少，获得1物资", "若你的财富不大于5，获得1物资"),
    ("若你的财富达到20或更多，生产1财富", "若你的财富不小于20，生产1财富"),
    ("若你的手牌数为3或以上，弃1张手牌", "若你的手牌数不小于3，弃1张手牌"),
    ("若牌库为空，抽1张牌", "若牌库中没有牌，抽1张牌"),
    ("若你的结界区为空，抽1张牌", "若你的结界区中没有牌，抽1张牌"),
    ("若你的领主处于横置状态，重置你的领主", "若你的领主牌已横置，重置你的领主牌"),
    ("生产X财富（X为过往中牌的数量）", "生产X财富（X为过往中的牌数）"),
    ("令目标角色将其1张手牌移入过往", "令目标角色将其1张手牌移入过往"),
    ("支付1物资和1财富，抽3张牌", "支付1物资&1财富，抽3张牌"),
    ("消耗所有精力与物资", "消耗所有精力&所有物资"),
    ("主动：弃1张手牌：抽2张牌", "主动&弃1张手牌：抽2张牌"),
    ("回合开始：支付1物资：抽2张牌", "回合开始&支付1物资：抽2张牌"),
    ("抽牌直到你的手牌数不小于5", "抽牌直到你的手牌数等于5"),
    ("弃置手牌直到你的手牌数为2", "弃牌直到你的手牌数等于2"),
    ("即刻：将目标牌移出堆叠，抽1张牌", "即刻：反制目标牌，抽1张牌"),
    ("即刻：若目标牌的颜色为红色，反制目标牌", "即刻：若目标牌的颜色等于红色，反制目标牌"),
    ("将「攻伐」从过往移入你的手牌区", "将过往中的1张「攻伐」移入你的手牌区"),
]


@pytest.mark.parametrize("text, same", SAME, ids=[t for t, _ in SAME])
def test_a_new_form_means_what_its_plain_spelling_means(text, same):
    assert analyze(text).ok and analyze(same).ok
    assert _meaning(compile_text(text)) == _meaning(compile_text(same))


REFUSED = [
    ("若你的手牌数大于3或更多，抽1张牌", "E210", "或更多"),
    ("若目标角色已横置，抽1张牌", "E204", "目标角色"),
    ("主动：抽1张牌：抽2张牌", "E218", "抽1张牌"),
    ("抽牌直到你的财富为10", "E237", "你的财富"),
    ("抽牌直到你的手牌数小于5", "E237", "你的手牌数小于5"),
    ("若你的财富为红色，抽1张牌", "E210", "你的财富"),
]


@pytest.mark.parametrize("text, code, where", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_new_form_gets_a_located_error_with_a_hint(text, code, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    start = text.index(where)
    assert (errors[0].span.start, errors[0].span.end) == (start, start + len(where)) and errors[0].hint
