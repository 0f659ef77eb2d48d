"""rift17e: selectors that compose (docs/riftbound.md part 8, rules-riftbound.md 9.50–9.55, 22.22) — an owner, a place,
a quantity, a filter and a noun combine freely, and the words that now compose do not take over the readings they
share letters with (`你在此处得分时`, `“金币”装备指示物`, `获得…，{{急速}}`)."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze
from zhdsl.games.riftbound.nodes import Phrase


@pytest.mark.parametrize("text", [
    "让你在此处的另一名单位在本回合内获得{{S}}+2和{{壁垒}}。",
    "让你此处所有“精灵”属性单位获得{{S}}+1。",
    "召回你在同一位置的一名单位。",
    "对此战场上的每一名敌方单位造成1点伤害。",
    "召回我所在位置的所有敌方单位。",
    "对同一位置的最多两名单位各造成2点伤害。",
    "移动最多两名敌方单位到同一位置。",
    "将我移动到它的位置，再将它移动到我原来的位置。",
    "将一名敌方单位移动到它的基地。",
    "将你基地中的一名单位移动到此处。",
    "为你此处的所有单位移除伤害。",
    "移除一名友方单位的所有伤害。",
    "让该对手的一名单位变为休眠状态。",
    "眩晕一名战力不超过3的敌方单位。",
    "摧毁一名战力低于4点的单位。",
    "召回一名战力不低于3的友方单位。",
    "如果你控制着其他“机械”单位，则抽一张牌。",
    "摧毁一名“机械”属性的敌方单位。",
    "让你的传奇进入休眠状态。",
    "让两名友方单位在本回合内各获得{{S}}+1。",
    "对你的一名单位和一名敌方单位各造成2点伤害。",
    "摧毁一件敌方装备指示物。",
    "对一名位于基地中的敌方单位造成2点伤害。",
    "让一名友方单位获得{{S}}+1，然后将它移动到我所在的战场。",
    "你和每名对手各抽一张牌。",
])
def test_the_composed_selectors_read(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def _tokens(text: str) -> set[str]:
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    out = set()
    for version in result.versions:
        stack = [version]
        while stack:
            node = stack.pop()
            if isinstance(node, Phrase):
                out.update(t for t, _x in node.tokens)
                stack.extend(node.parts)
            elif hasattr(node, "__attrs_attrs__"):
                stack.extend(getattr(node, a.name) for a in node.__attrs_attrs__)
            elif isinstance(node, (list, tuple)):
                stack.extend(node)
    return out


def test_you_before_a_place_is_an_owner_and_elsewhere_a_player():
    assert "YOU_BEFORE_PLACE" in _tokens("为你此处的所有单位移除伤害。")
    assert "YOU_BEFORE_PLACE" not in _tokens("当你在此处得分时，抽一张牌。")
    assert "YOU_BEFORE_PLACE" not in _tokens("你抽一张牌。")


def test_a_tag_before_a_noun_is_a_tag_but_a_token_name_is_not():
    assert "TAG_BEFORE_NOUN" in _tokens("让所有“机械”单位获得{{S}}+1。")
    assert "TAG_BEFORE_NOUN" not in _tokens("打出一个休眠的“金币”装备指示物。")


def test_a_comma_after_gains_continues_only_before_a_gain():
    """`获得{{S}}+2，{{强攻}}和{{壁垒}}` is one list of gains; `获得{{S}}+1，然后抽一张牌` is two steps."""
    assert "DRAW" in _tokens("让一名友方单位获得{{S}}+1，然后抽一张牌。")
    listed = _tokens("我获得{{S}}+2，{{强攻}}和{{壁垒}}。")
    assert "KW" in listed and "DRAW" not in listed
