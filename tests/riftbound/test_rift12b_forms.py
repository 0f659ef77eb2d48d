"""rift12b: the chain's items as objects (rules-riftbound.md 11.16 control, 11.17 new targets) and the refusal classes
left at the end of docs/riftbound.md part 8 written as general forms (9.73–9.75, 16.17, 17.42, 22.46–22.49). Their
behaviour: tests/scenarios/riftbound/目录写法/950–965; here, that each form reads in several spellings, that what the
engine cannot run is refused with E401, and how a few of them are read."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _kinds(text):
    program = compile_text(analyze(text, "riftbound").versions[0])
    return [q.kind for a in program.abilities for s in a.sentences for q in s.walk()]


@pytest.mark.parametrize("text", [
    # 11.16, 11.17: control and new targets of a chain item
    "{{反应}}\n获得一个法术的控制权。你可以选择为其指定新的目标。",
    "{{反应}}\n获得一个敌方法术的控制权，然后你可以选择为其指定新的目标。",
    "{{反应}}\n获得一个法术或技能的控制权。",
    "{{反应}}\n为一个法术指定新的目标。抽一张牌。",
    "{{迅捷}}\n为一个法术或技能选择新的目标。",
    "获得一个敌方法术的控制权。为其重新指定目标。",
    # 17.42: to the top or bottom of a main deck
    "选择战场上的一名敌方单位。其拥有者将该单位放到其主牌堆的顶部或底部。",
    "抽一张牌，然后将一张手牌放到主牌堆的顶部或底部。",
    "将一名敌方单位放到其主牌堆顶部。",
    "将一名敌方单位放到其拥有者的主牌堆底部。",
    # 9.73: the might of the unit destroyed as a bonus
    "摧毁一名友方单位，让另一名友方单位在本回合内获得等同于被摧毁单位战力的+{{S}}加成。",
    "摧毁一名友方单位，然后让一名友方单位在本回合内获得等同于被摧毁单位的战力的{{S}}。",
    # 9.74, 9.75
    "选择一处你拥有单位的战场。让该处的所有敌方单位在本回合内{{S}}-2。",
    "将一名友方单位移动到一处有友方单位的战场。",
    "选择一名友方单位。如果该单位已配有武装，则抽一张牌。",
    "如果我已配装，则我获得{{壁垒}}。",
    # 16.17: points held this turn
    "在本回合内，你每通过据守获得1分，我的费用就减少{{2}}和{{绿色}}。",
    "你本回合每因据守获得1分，我的费用便减少{{1}}。",
    # 22.46–22.49
    "当你打出我时，你场上每有一名{{强力}}单位，就抽一张牌。",
    "如果我变为{{强力}}单位，则我获得{{法盾}}、{{游走}}和{{坚守}}。",
    "当我据守一处战场时，则抽一张牌。",
    "{{横置}}：{{迅捷}}-{{获得}}{{A}}{{A}}，用以支付符能费用。",
    "{{横置}}：{{获得}}{{1}}{{红色}}。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


@pytest.mark.parametrize("text,word", [
    ("为一名单位指定新的目标。", "结算链"),  # 11.17: only a chain item has targets to choose again
    ("让一名友方单位获得等同于被摧毁单位战力的{{S}}。", "被摧毁单位"),  # 9.73: no step destroyed anything
])
def test_what_the_engine_cannot_run_is_refused(text, word):
    result = analyze(text, "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert word in result.diagnostics[0].message


def test_a_then_after_a_trigger_is_the_trigger_lead_alone():
    """22.48: `当…时，则…` builds the same trigger lead as `当…时，…` (no 则 left in the tree)."""
    with_then = _kinds("当我据守一处战场时，则抽一张牌。")
    assert with_then == _kinds("当我据守一处战场时，抽一张牌。")
    assert "trig" in with_then and "trig_then" not in with_then


def test_control_of_a_spell_is_the_chain_verb_and_retarget_runs():
    """11.16: `获得…法术…的控制权` is the same phrase as for a unit; the verb tells them apart by the noun (a spell goes
    to verbs/chain.py); 11.17: the retarget phrase is an executable verb, not an E401."""
    from zhdsl.games.riftbound import select, verbs

    program = compile_text(analyze("获得一个敌方法术的控制权。", "riftbound").versions[0])
    take = next(q for a in program.abilities for s in a.sentences for q in s.walk() if q.kind == "take_control")
    assert select.noun_of(take.part("selector")) == "SPELL"
    assert "retarget" in verbs.EXECUTABLE and "deck_put_by" in verbs.EXECUTABLE


def test_adjacent_resource_icons_are_each_added():
    """22.49: `{{获得}}{{A}}{{A}}` is two icons, as with 和."""
    from zhdsl.games.riftbound.verbs.add import icons

    program = compile_text(analyze("{{横置}}：{{获得}}{{A}}{{A}}。", "riftbound").versions[0])
    res = next(q for a in program.abilities for s in a.sentences for q in s.walk() if q.kind == "resources")
    assert [t for t, _x in icons(res)] == ["POWER", "POWER"]


def test_where_a_card_goes_in_the_deck():
    """17.42: the DECK_PUT word says top, bottom, or the player's choice."""
    from zhdsl.games.riftbound.verbs.deckput import _where

    def where(text):
        program = compile_text(analyze(text, "riftbound").versions[0])
        vp = next(q for a in program.abilities for s in a.sentences for q in s.walk() if q.kind.startswith("deck_put"))
        return _where(vp)

    assert where("将一名敌方单位放到其主牌堆顶部。") == "top"
    assert where("将一名敌方单位放到其拥有者的主牌堆底部。") == "bottom"
    assert where("其拥有者将该单位放到其主牌堆的顶部或底部。") == "either"
