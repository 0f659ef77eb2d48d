"""rift17h: refusal classes of the eighth catalog sample, written as general forms (docs/riftbound.md part 8,
rift17h; rules-riftbound.md 9.63–9.65, 10.26, 22.37, 22.38). Their behaviour: tests/scenarios/riftbound/目录写法/740–756."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 9.63: a mana bound and a power bound joined by 且, in any selector slot
    "当你打出我时，你可以选择从你的废牌堆中打出一名费用不高于{{2}}且不高于{{A}}的单位，无视其费用。",
    "{{绝念}} — 从你的废牌堆中打出一名费用不低于{{4}}且不高于{{A}}{{A}}的单位，无需支付打出费用。",
    "摧毁一名费用不高于{{3}}且不高于{{A}}的敌方单位。",
    # 9.65: a cost cut and entering ready under one condition
    "如果你控制一处战场，则我的费用减少{{2}}，并以活跃状态进场。",
    # 9.64: 且 joining two qualifiers of one noun
    "当一名拥有增益且你控制的单位被摧毁时，获得1经验。",
    "摧毁所有未拥有增益且受你控制的单位。",
    "当一名拥有{{坚守}}且受你控制的单位被摧毁时，抽一张牌。",
    # 22.37: where this card was played from
    "{{迅捷}}\n{{眩晕}}一名单位。\n如果你从手牌中打出此牌，则获得1经验。",
    "如果你从手牌以外的位置打出我，则我的费用减少{{1}}。",
    "当你打出我时，如果你将此牌从废牌堆中打出，则抽一张牌。",
    # 10.26: a cost cut for cards played later this turn
    "当你打出我时，你本回合打出的下一张法术牌费用减少{{2}}。",
    "支付{{1}}，{{横置}}：你本回合内打出的下一名单位以活跃状态进场。",
    "在本回合内，你打出的单位的费用减少{{1}}。抽一张牌。",
    # 22.31: 可选择 spells 你可以选择
    "当你打出我时，可选择让一名友方单位变为活跃状态。",
    # 22.38: the player before 控制 / 在此处有
    "如果你在此处有其他单位，则我获得{{S}}+1。",
    "如果对手已控制任意战场，则我以活跃状态进场。",
    "当我进攻时，如果一名对手在此处有被眩晕的单位，则抽一张牌。",
    "如果你在此处没有其他单位，则我获得{{S}}+1。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


def _cost_limits(text):
    program = compile_text(analyze(text, "riftbound").versions[0])
    return [q for a in program.abilities for s in a.sentences for q in s.walk() if q.kind == "cost_limit"]


def test_a_joined_cost_limit_keeps_both_bounds():
    (limit,) = _cost_limits("摧毁一名费用不高于{{3}}且不高于{{A}}的敌方单位。")
    assert limit.has("AND_ALSO") and len(limit.all("cmp")) == 2


def test_a_joined_cost_limit_bounds_mana_and_power_separately():
    from types import SimpleNamespace

    from zhdsl.games.riftbound.select import cost_fits

    (limit,) = _cost_limits("摧毁一名费用不高于{{3}}且不高于{{A}}的敌方单位。")
    fits = [cost_fits(None, limit, SimpleNamespace(mana=m, power_cost=p)) for m, p in ((3, 1), (3, 0), (4, 0), (1, 2))]
    assert fits == [True, True, False, False]


def test_played_from_is_a_condition():
    program = compile_text(analyze("如果你从手牌以外的位置打出我，则我的费用减少{{1}}。", "riftbound").versions[0])
    kinds = {q.kind for a in program.abilities for s in a.sentences for q in s.walk()}
    assert "c_played_from" in kinds
