"""rift14b2: more conventions of the new sets' pages (rules-riftbound.md 22.165–22.168). Their behaviour in play:
tests/scenarios/riftbound/目录写法/1472–1479; here, that each form reads in its sibling wordings, what it compiles to,
and that the wordings it must not take keep their old reading."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _ok(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


def _tokens(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return [t for q in result.versions[0].effects[0].walk() for t, _x in q.tokens]


@pytest.mark.parametrize("text", [
    # 22.165: three kinds in one noun, any order, 、或 / 或 / 或者
    "当你打出我时，强化一个传奇、单位、或装备。",
    "当你打出我时，你可以选择解除一个受你控制的物体的强化，以此强化一个传奇、单位、或装备。",
    "让一个休眠的单位、装备或传奇变为活跃状态。",
    "{{横置}}：让一个装备、单位或者传奇变为休眠状态。",
    "强化一个友方单位、传奇或装备。",
    "当我进攻时，让一个传奇、装备、或者单位变为活跃状态。",
])
def test_a_three_kind_list_is_one_noun(text):
    assert _ok(text).abilities
    assert "UNIT_GEAR_LEGEND" in _tokens(text)


def test_two_kinds_keep_their_word():
    assert "UNIT_OR_GEAR" in _tokens("强化一个单位或装备。")
    assert "UNIT_GEAR_LEGEND" not in _tokens("强化一个单位或装备。")


def test_the_three_kinds_are_chosen_as_it_resolves_not_targets():
    """22.165: a legend is off the board, so (like 物体, 9.81) the choice is made as the text resolves."""
    from zhdsl.games.riftbound.targets import _OFF_BOARD

    assert "UNIT_GEAR_LEGEND" in _OFF_BOARD


@pytest.mark.parametrize("text", [
    # 22.166: a battlefield with exactly / at least / at most n units
    "如果你控制着一处有且仅有两名单位的战场，则我的费用减少{{2}}和{{黄色}}。",
    "如果你控制着一处恰好有一名单位的战场，则抽一张牌。",
    "如果你控制着一处正好有三名单位的战场，则我以活跃状态进场。",
    "将一名友方单位移动到一处有不少于两名单位的战场。",
    "如果你控制着一处有不多于一名单位的战场，则抽一张牌。",
    "摧毁一处有至少四名单位的战场上的所有单位。",
])
def test_a_battlefield_counted_by_its_units_reads(text):
    assert _ok(text).abilities
    assert "BF_UNITS_COUNT" in _tokens(text)


@pytest.mark.parametrize("text,have,fits", [
    ("有且仅有两名单位的", 2, True), ("有且仅有两名单位的", 3, False), ("有且仅有两名单位的", 1, False),
    ("恰好有1名单位的", 1, True), ("有不少于三名单位的", 3, True), ("有不少于三名单位的", 2, False),
    ("有不多于一名单位的", 0, True), ("有不超过一名单位的", 2, False), ("有至少十名单位的", 10, True),
])
def test_the_unit_count_of_a_battlefield(text, have, fits):
    from zhdsl.games.riftbound.select import units_count_fits

    assert units_count_fits(text, have) is fits


@pytest.mark.parametrize("text", [
    # 22.167: the damage marked on the unit as the amount
    "当你打出我时，对一名单位造成伤害，其数量等同于该单位上已标记的伤害数值。",
    "对一名敌方单位造成伤害，伤害等同于其身上已标记的伤害。",
    "对所有敌方单位造成等同于其身上已标记伤害的伤害。",
    "对一名单位造成等同于其已标记伤害的伤害。",
    "{{横置}}：对一名单位造成伤害，其数值等同于该单位身上已标记的伤害数值。",
    "对一名战力不高于3的单位造成伤害，数量等同于其已受到的伤害。",
])
def test_damage_equal_to_the_marked_damage_reads(text):
    assert _ok(text).abilities
    found = _tokens(text)
    assert "ITS_DAMAGE_TAIL" in found or "EQUAL_ITS_DAMAGE" in found


def test_damage_equal_to_its_might_keeps_its_reading():
    found = _tokens("对一名单位造成伤害，其数量等同于该单位的战力。")
    assert "ITS_MIGHT_TAIL" in found and "ITS_DAMAGE_TAIL" not in found


@pytest.mark.parametrize("text", [
    # 22.168: keywords for the next unit you play
    "当你征服此处时，你在本回合内打出的下一名单位具有{{急速}}。",
    "你在本回合内打出的下一名单位获得{{急速}}。抽一张牌。",
    "当你打出我时，你在本回合内打出的下一名单位具有{{强攻2}}。",
    "你打出的下一名单位获得{{坚守}}。",
    "你在本回合内打出的下一名单位具有{{壁垒}}和{{急速}}。",
    "支付{{1}}，{{横置}}：你打出的下一名单位具有{{法盾}}。",
])
def test_a_keyword_for_the_next_unit_runs(text):
    result = analyze(text, "riftbound")
    assert result.ok and not result.diagnostics, [d.message for d in result.diagnostics]
    assert _ok(text).abilities


def test_the_next_unit_is_told_from_units_in_play():
    from zhdsl.games.riftbound.playrules import MAX_NEXT_UNIT_GRANTS, is_next_unit

    def subject(text):
        result = analyze(text, "riftbound")
        return next(q for q in result.versions[0].effects[0].walk() if q.kind == "selector")

    assert is_next_unit(subject("你打出的下一名单位获得{{坚守}}。"))
    assert not is_next_unit(subject("一名友方单位获得{{坚守}}。"))
    assert MAX_NEXT_UNIT_GRANTS >= 1


@pytest.mark.parametrize("text", [
    # 22.169: a total-might bound after the verb of a 将 step
    "将任意数量的具有序理（{{黄色}}）特性的敌方单位返回其所属的手牌，这些单位总计战力不得高于5。",
    "将任意数量的敌方单位返回其所属的手牌，这些单位的总计战力不超过4。",
    "将任意数量的友方单位召回，这些单位总计战力不得高于6。",
    "当你打出我时，将任意数量的敌方单位返回其所属的手牌，这些单位战力总和不得高于3。",
    "将任意数量的战力不高于3的敌方单位召回，这些单位总计战力不得高于5。",
    "将任意数量的此处的敌方单位返回其所属的手牌，这些单位的控制者必须相同且总计战力不得高于4。",
])
def test_a_total_bound_after_the_verb_belongs_to_the_selector(text):
    program = _ok(text)
    assert program.abilities
    result = analyze(text, "riftbound")
    takes = [q for q in result.versions[0].effects[0].walk() if q.kind == "take"]
    assert takes and takes[0].parts[0].kind == "selector" and takes[0].parts[0].part("total_cap") is not None


@pytest.mark.parametrize("text,kind", [
    # 22.170: a card hidden here, and the spellings of hiding anywhere
    ("当你在此处布置一张{{待命}}卡牌时，打出一个休眠的“金币”装备指示物。", "ev_hide_here"),
    ("当你在此处布置一张待命牌时，抽一张牌。", "ev_hide_here"),
    ("当你在此处正面朝下放置一张卡牌时，抽一张牌。", "ev_hide_here"),
    ("当你于此处布置一张{{待命}}卡牌时，获得1经验。", "ev_hide_here"),
    ("当你布置一张{{待命}}卡牌时，抽一张牌。", "ev_hide"),
    ("当你布置一张待命卡牌时，抽一张牌。", "ev_hide"),
])
def test_hiding_here_is_its_own_event(text, kind):
    from zhdsl.games.riftbound.triggers import EVENT_KINDS

    _ok(text)
    result = analyze(text, "riftbound")
    kinds = {q.kind for q in result.versions[0].effects[0].walk()}
    assert kind in kinds and EVENT_KINDS[kind] == "hide"
    assert ("ev_hide" in kinds) is (kind == "ev_hide")


@pytest.mark.parametrize("text", [
    # 22.171: 将A和B互相移动到对方的位置, a swap
    "将我和一名受你控制的“影分身”互相移动到对方的位置。",
    "{{迅捷>}}{{1}}{{紫色}}：将我和一名受你控制的“影分身”互相移动到对方的位置。",
    "将两名友方单位互相移动到对方的位置。",
    "将我和一名友方单位移动到彼此的位置。",
    "让我和一名友方单位互相移动到对方所在的位置。",
    "将一名友方单位和一名敌方单位相互移动到对方的位置。",
])
def test_moving_to_each_others_place_is_a_swap(text):
    _ok(text)
    result = analyze(text, "riftbound")
    assert "swap" in {q.kind for q in result.versions[0].effects[0].walk()}


@pytest.mark.parametrize("text,once", [
    # 22.172: 仅可在…后使用 with the chose-an-enemy condition, and once a turn after ，且
    ("支付{{黄色}}：让我变为活跃状态，给予我在本回合内{{S}}+1。仅可在你本回合内已选择过敌方单位后使用，且每回合仅限使用一次。", True),
    ("支付{{黄色}}：让我变为活跃状态。仅可在你本回合内已选择过敌方单位后使用。", False),
    ("{{横置}}：抽一张牌。只能在你在本回合内选择过一名敌方单位之后使用。", False),
    ("支付{{1}}：抽一张牌。每回合仅限使用一次。", True),
    ("支付{{1}}：抽一张牌。只能在你本回合打出了一件武装之后使用，且此技能每回合仅能使用一次。", True),
    ("{{横置}}：给予一名友方单位在本回合内{{S}}+2。仅可于你在本回合内已选择过敌方单位后使用，且每回合限用一次。", True),
])
def test_use_only_after_choosing_an_enemy(text, once):
    from zhdsl.games.riftbound.program import _once

    program = _ok(text)
    (ability,) = program.abilities
    assert ability.kind == "activated"
    assert _once(ability.sentences) is once
    assert any(q.kind == "c_chose_enemy" for s in ability.sentences for q in s.walk()) is ("敌方单位" in text)
