"""rift13b: the refusal classes of the later pages of the new sets (rules-riftbound.md 2.54, 10.96, 22.103–22.105).
Their behaviour: tests/scenarios/riftbound/目录写法/1100–1107; here, that each form reads in its sibling wordings and is
built as the form it stands for, and that the near forms it must not take over keep their old reading."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.cards import RULE_TOKENS
from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _program(text: str):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


def _kinds(text: str) -> list[str]:
    return [q.kind for a in _program(text).abilities for s in a.sentences for q in s.walk()]


@pytest.mark.parametrize("text", [
    # 22.103: the token first with 将, and 单位指示物 after its name
    "当你打出我时，将一个“炸弹”装备指示物打出到一处战场。",
    "{{横置}}：将一个休眠的“金币”装备指示物打出到你的基地。",
    "当你打出我时，将两名1{{S}}的“随从”单位指示物打出到你的基地。",
    "当你打出我时，打出两名1{{S}}的“随从”单位指示物到你的基地。",
    "当你打出我时，在此处打出一个活跃的3{{S}}“机器人”单位指示物。",
    "当我征服一处战场时，在此处打出一名2{{S}}的“黄沙士兵”单位指示物。",
])
def test_token_forms_are_a_token_played(text):
    assert "play_token" in _kinds(text)


def test_the_take_form_is_built_as_the_play_form():
    """`将X打出到Y` and `打出X到Y` give the same phrase (its spans aside)."""
    def shape(text):
        def strip(p):
            return (p.kind, p.tokens, tuple(strip(q) for q in p.parts))
        return [strip(q) for a in _program(text).abilities for s in a.sentences for q in s.walk()
                if q.kind == "play_token"]

    assert shape("当你打出我时，将一个“炸弹”装备指示物打出到一处战场。") == \
        shape("当你打出我时，打出一个“炸弹”装备指示物到一处战场。")
    assert shape("当你打出我时，将两名1{{S}}的“随从”单位指示物打出到你的基地。")[0][2][1] == \
        shape("当你打出我时，打出两名1{{S}}的“随从”到你的基地。")[0][2][1]


def test_take_before_a_unit_is_still_the_move_verb():
    """`将` without a quoted token name after it stays the object marker of `将…移动到…`."""
    kinds = _kinds("当你打出我时，将一名友方单位移动到你的基地。")
    assert "play_token" not in kinds and "move" in kinds


def test_the_bomb_token_text_compiles_to_deploy_and_a_death_trigger():
    program = _program(RULE_TOKENS["炸弹"][3])
    assert [a.kind for a in program.abilities] == ["keyword", "trigger"]
    assert "部署" in program.keywords


@pytest.mark.parametrize("text", [
    # 22.104: 具有 before a keyword or a might change ending the sentence
    "此处的友方单位具有{{强攻}}。",
    "你的装备具有{{法盾}}。",
    "此处的英雄单位具有{{S}}+1。",
    "你的“机械”具有{{缴械}}。",
    "其他友方单位具有{{壁垒}}。",
])
def test_has_before_a_keyword_is_gain(text):
    assert "gain" in _kinds(text)


def test_has_before_of_is_still_a_filter():
    kinds = _kinds("当你打出一件具有{{部署}}的装备时，抽一张牌。")
    assert "gain" not in kinds


@pytest.mark.parametrize("text", [
    # 10.96: 当我变为休眠状态时, on a unit and on gear
    "当我变为休眠状态时，抽一张牌。",
    "{{T}}：抽一张牌。\n当我变为休眠状态时，给予一名友方单位在本回合内{{S}}+3。",
    "当一名友方单位变为休眠状态时，给予其{{增益}}。",
])
def test_became_exhausted_is_its_own_event(text):
    assert any(t.kind == "ev_became_exhausted" for a in _program(text).abilities if a.trigger is not None
               for t in a.trigger.walk())


@pytest.mark.parametrize("text", [
    "当你打出我时，让我变为休眠状态。",
    "让一名友方{{强力}}单位变为休眠状态，{{T}}：抽一张牌。",
])
def test_become_exhausted_as_a_step_is_still_the_verb(text):
    assert "ev_became_exhausted" not in _kinds(text)


@pytest.mark.parametrize("second", [
    "若如此做，则我的费用减少{{2}}。",
    "若这样做，则我的费用减少{{2}}。",
    "如果你这样做，则我的费用减少{{2}}。",
    "如果你支付了该额外费用，则我的费用减少{{2}}。",
])
def test_the_reduction_after_an_optional_extra_cost_is_what_it_buys(second):
    """22.105: the two sentences are one `…作为打出我的额外费用，以此让我的费用减少{{2}}` (9.10(b))."""
    from zhdsl.games.riftbound.play import as_played, self_reduction

    program = _program("你可以选择摧毁一名友方单位，作为打出我的额外费用。" + second)
    sentences = [s for a in program.abilities for s in a.sentences]
    assert len(sentences) == 1
    costs, bought = as_played(sentences[0], "unit")
    assert [c.kind for c in costs] == ["clause"] and self_reduction(bought) == 2


def test_did_so_after_something_else_stays_a_condition():
    """Only the card's own cost reduction is merged; `若如此做，则抽一张牌` after a step is the 22.8(c) condition."""
    program = _program("当你打出我时，你可以选择弃置一张手牌。若如此做，则抽两张牌。")
    assert len([s for a in program.abilities for s in a.sentences]) == 2
    assert "c_did" in [q.kind for a in program.abilities for s in a.sentences for q in s.walk()]


@pytest.mark.parametrize("text", [
    "当你征服此处时，你在本回合内打出的下一名单位获得{{S}}+2。",
    "你在本回合内打出的下一名单位具有{{S}}+1。",
])
def test_a_gain_to_the_next_unit_played_is_refused(text):
    """22.104(a): it was accepted and did nothing; now read and refused (keywords run since 22.168, rift14b2)."""
    result = analyze(text, "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert "下一名单位" in result.diagnostics[0].message


@pytest.mark.parametrize("text,kinds", [
    ("当你打出我时，抽一张牌。你每控制一名其他休眠的单位，我便具有{{S}}+1。", ["trigger", "effect"]),
    ("当你打出我时，抽一张牌。只要我位于战场上，我便获得{{S}}+2。", ["trigger", "effect"]),
    # a count step of the trigger and a gain for this turn stay in the trigger
    ("当你打出我时，抽一张牌。你每控制一名友方单位，就抽一张牌。", ["trigger"]),
    ("当你打出我时，抽一张牌。你每控制一名友方单位，我便在本回合内获得{{S}}+1。", ["trigger"]),
])
def test_a_passive_after_a_trigger_on_its_line_is_its_own_ability(text, kinds):
    """22.106."""
    assert [a.kind for a in _program(text).abilities] == kinds


@pytest.mark.parametrize("text,kind", [
    ("当你打出我时，如果此时不是你的回合，则给予我{{瞬息}}。", "c_not_your_turn"),
    ("每回合限一次，当你将一张牌从正面朝下的状态打出时，抽一张牌。然后，如果不是你的回合，则弃置一张手牌。", "c_not_your_turn"),
    ("当我移动时，如果现在并非你的回合，则抽一张牌。", "c_not_your_turn"),
    ("当你打出我时，如果此时是你的回合，则抽一张牌。", "c_your_turn"),
    ("{{T}}：给予一名单位{{增益}}。如果该单位已拥有增益，则改为给予其在本回合内{{S}}+2。", "c_buffed"),
])
def test_turn_and_buff_conditions_read(text, kind):
    """22.107."""
    assert kind in _kinds(text)


@pytest.mark.parametrize("sentence", ["此技能每回合仅能使用一次。", "此技能每回合只能使用一次。", "每回合限一次。"])
def test_once_a_turn_written_of_the_ability(sentence):
    """22.107: the activated ability is once a turn."""
    program = _program("支付{{1}}：抽一张牌。" + sentence)
    assert [a.kind for a in program.abilities] == ["activated"] and program.abilities[0].once_per_turn
