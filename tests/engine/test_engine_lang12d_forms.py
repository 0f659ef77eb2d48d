"""Issue 11, lang12d: a general card in hand whose timing is a trigger (`当你成为「劳作」的目标时`, `当你抽牌后`,
`当你的财富少于5时`) was offered to its holder whenever asked, whatever happened — the trigger's filter (which card,
who, whose use) was never asked on the hand path. A trigger holds only when it fires, for the effects in force; a hand
card with one is never offered (rule 9.12(h)), while the lord skill of the same text fires by its filter (9.12(g))."""

from __future__ import annotations

import pytest

from decisions import answer, pass_to_end
from game_views import player
from scenario_cards import card

from zhdsl.engine import usage

LABOUR = card("劳作", "令目标角色生产1财富", "0", 2)
ATTACK = card("攻伐", "令目标角色折损1财富", "0", 3)
SELF = card("自省", "令目标角色抽1张牌", "0", 4)
DECK = [card(f"牌{i}", "生产1财富", "0", i) for i in range(6)]
FILLER = card("闲", "生产1财富")


def _lord(skill: str) -> dict:
    return {"阵营": "中立", "名称": "戒备", "效率": 5, "仓储": 5, "精力": "1黑", "技能": skill}


def _targets_player_2(position, hand_text: str | None = None, lord_text: str | None = None, used=ATTACK):
    """角色1 uses `used` on 角色2; 角色2 holds 「应」 (with `hand_text`) or has a lord skill `lord_text`."""
    second: dict = {"手牌": [FILLER] + ([card("应", hand_text)] if hand_text else [])}
    if lord_text:
        second["领主"] = _lord(lord_text)
    game = position(players=[{"手牌": [LABOUR, ATTACK, SELF]}, second], deck=DECK)
    answer(game, used["名称"])
    answer(game, "角色2")
    return game


def _offered(game, name: str) -> bool:
    return any(name in label for label in game.decision.labels())


# -- the named-card filter: `当你成为「劳作」的目标时` ------------------------------------------------------------


def test_a_hand_card_naming_labour_is_not_offered_when_an_attack_targets_its_holder(position):
    game = _targets_player_2(position, "当你成为「劳作」的目标时：生产2财富")
    assert game.decision.player == 0  # 角色2 has nothing to answer with: the ask passed over it
    assert not _offered(game, "应")
    pass_to_end(game)
    assert player(game, 2).wealth == 9  # only the attack (10 - 1): 「应」 was never used


def test_a_hand_card_naming_labour_is_not_offered_even_when_labour_targets_its_holder(position):
    """Rule 9.12(h): the trigger holds only where it fires (a lord skill, a ward), never for a card in hand."""
    game = _targets_player_2(position, "当你成为「劳作」的目标时：生产2财富", used=LABOUR)
    assert not _offered(game, "应")
    pass_to_end(game)
    assert player(game, 2).wealth == 11  # 劳作's 1 only
    assert [game.runtime().defn(u).name for u in player(game, 2).hand] == ["闲", "应"]


def test_the_same_text_as_a_lord_skill_fires_by_its_filter(position):
    text = "当你成为「劳作」的目标时：生产2财富"
    missed = _targets_player_2(position, lord_text=text)
    pass_to_end(missed)
    assert player(missed, 2).wealth == 9
    hit = _targets_player_2(position, lord_text=text, used=LABOUR)
    pass_to_end(hit)
    assert player(hit, 2).wealth == 13  # 2 from the skill, 1 from 劳作


def test_using_the_hand_card_is_refused_with_the_timing_reason(position):
    game = _targets_player_2(position, "当你成为「劳作」的目标时：生产2财富", used=LABOUR)
    uid = player(game, 2).hand[1]
    rt = game.runtime()
    u = usage.resolve_action(rt, 1, ("card", uid, rt.defn(uid).program.uses[0].index))
    why = usage.reason(rt, 1, u)
    assert why is not None and why.startswith("时机不符") and "手牌" in why


# -- 他人使用: `当你成为他人使用牌的目标时` is 响应 (9.4, 9.24) -------------------------------------------------------


def test_a_response_written_long_is_offered_for_anothers_card_and_used(position):
    game = _targets_player_2(position, "当你成为他人使用牌的目标时：生产2财富")
    assert game.decision.player == 1 and _offered(game, "应")
    answer(game, "应")
    pass_to_end(game)
    assert player(game, 2).wealth == 11  # 10, +2 from 「应」, -1 from 攻伐


def test_a_response_written_long_is_not_offered_for_the_holders_own_card(position):
    hand = [SELF, card("应", "当你成为他人使用牌的目标时：生产2财富"), FILLER]
    game = position(players=[{}, {"手牌": hand}], deck=DECK, current=2)
    answer(game, "自省")
    answer(game, "角色2")
    assert not _offered(game, "应")


def test_a_response_written_as_another_player_targeting_you(position):
    game = _targets_player_2(position, "当一名其他角色使用牌指定你时：生产2财富")
    assert _offered(game, "应")


# -- the other trigger forms on a hand card: player filters, 当其他角色…时, 使用…后, a state ------------------------


@pytest.mark.parametrize("text", [
    "当你抽牌后：生产2财富",
    "当其他角色使用牌时：生产2财富",
    "当一名其他角色使用「攻伐」时：生产2财富",
    "当你使用牌后：生产2财富",
    "当一名角色成为牌的目标后：生产2财富",
    "当你的财富少于5时：生产2财富",
])
def test_a_trigger_on_a_hand_card_is_never_offered(position, text):
    """When another's 攻伐 targets its holder (so 当其他角色使用牌时 and 成为牌的目标后 did just happen), and in the
    holder's own main phase."""
    game = _targets_player_2(position, text)
    assert not _offered(game, "应")
    pass_to_end(game)
    answer(game, "结束回合")
    while game.state.active != 1:  # to 角色2's main decision (its discard, if any, is its first cards)
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])
    assert "结束回合" in game.decision.labels()
    assert not _offered(game, "应")


@pytest.mark.parametrize("text, used, gained", [
    ("当其他角色使用牌时：生产2财富", ATTACK, 2),
    ("当一名其他角色使用「攻伐」时：生产2财富", LABOUR, 0),
    ("当一名其他角色使用「攻伐」时：生产2财富", ATTACK, 2),
    ("当一名角色成为牌的目标后：生产2财富", ATTACK, 2),
])
def test_the_same_trigger_as_a_lord_skill_fires_by_its_filter(position, text, used, gained):
    game = _targets_player_2(position, lord_text=text, used=used)
    pass_to_end(game)
    change = 1 if used is LABOUR else -1
    assert player(game, 2).wealth == 10 + change + gained


def test_a_hand_trigger_card_used_by_an_effect_resolves(position):
    """Rule 7.7: a use given by an effect does not ask the timing, so the card is used and resolves."""
    hand = [card("令", "使用1张手牌"), card("应", "当你成为「劳作」的目标时：生产2财富")]
    game = position(players=[{"手牌": hand}, {}], deck=DECK)
    answer(game, "令")
    pass_to_end(game)
    assert player(game, 1).wealth == 12
