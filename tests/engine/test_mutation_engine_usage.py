"""Using cards (zhdsl/engine/usage.py) as a frontend reads it — what each option refers to, the prompt of a
multi-target choice, where a used card is while on the stack, the failure of an 执行 with no legal target —
stated where the seeded mutation sample of usage.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "生产1财富", "1绿", 2)]


def _refs(game) -> list[tuple[str, tuple]]:
    return [(o.label, o.refs) for o in game.decision.options]


def test_a_card_option_refers_to_the_card_and_the_card_is_on_the_stack_once_used(position):
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {"手牌": [card("应", "即刻：生产1财富")]}],
                    deck=FILLER)
    uid = game.state.players[0].hand[0]
    assert _refs(game)[0] == ("使用「试」", (("card", uid),))
    answer(game, "试")
    assert game.state.cards[uid].zone == "stack" and game.state.cards[uid].zone_owner is None
    assert [e.card for e in game.state.stack] == [uid]


def test_choosing_which_effect_to_use_refers_to_the_card(position):
    game = position(players=[{"手牌": [card("试", "主动：生产1财富。主动：抽1张牌")]}, {}], deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    assert game.decision.kind == "version"
    assert _refs(game) == [("主动：生产1财富", (("card", uid),)), ("主动：抽1张牌", (("card", uid),))]


def test_each_pick_of_several_targets_refers_to_the_player_and_counts_them(position):
    players = [{"手牌": [card("试", "令两名目标角色各生产1财富")]}, {}, {}]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    assert game.decision.prompt == "为「试」选择目标角色（第1名，共2名）"
    assert _refs(game) == [("角色1", (("player", 0),)), ("角色2", (("player", 1),)), ("角色3", (("player", 2),))]
    players[0] = {"手牌": [card("试", "令至多两名目标角色各生产1财富")]}
    at_most = position(players=players, deck=FILLER, mode="权杖")
    answer(at_most, "试")
    assert at_most.decision.prompt == "为「试」选择目标角色（第1名，至多2名）"


def test_executing_a_card_with_no_legal_target_fails_and_says_so(position):
    # the only card on the stack is the one resolving, which no card can target (rule 7.6)
    game = position(players=[{"手牌": [card("试", "执行「乙」")]}, {}], deck=FILLER, past=[card("乙", "即刻：反制目标牌")])
    answer(game, "试")
    assert [(e.kind, e.player, e.text) for e in game.log][-3:-1] == [
        ("fail", 0, "执行「即刻：反制目标牌」没有合法的目标"),
        ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行"),
    ]
