"""The stack's part of a turn (zhdsl/engine/turn.py) as a player and a frontend read it: the priority
round's prompt, the log events of passing, resolving and a failed step (kind, seat, words), and where
a resolved card goes when its effect gave it a place — stated where the seeded mutation sample of
turn.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "生产1财富", "1绿", 1)]
RESPONSE = card("应", "即刻：生产1财富")  # so the other player is asked, not passed for


def events(game, n: int) -> list[tuple[str, int | None, str]]:
    return [(e.kind, e.player, e.text) for e in game.log][-n:]


def settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def test_the_priority_round_names_the_top_of_the_stack(position):
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {"手牌": [RESPONSE]}], deck=FILLER)
    answer(game, "试")
    d = game.decision
    assert (d.kind, d.player) == ("priority", 1)
    assert d.prompt == "堆叠顶部是「试」：使用一张牌或过"
    assert d.labels() == ["使用「应」", "过"]


def test_passing_and_resolving_are_logged_with_their_seat(position):
    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {"手牌": [RESPONSE]}], deck=FILLER)
    answer(game, "试")
    answer(game, "过")
    assert events(game, 5) == [
        ("use", 0, "角色1使用「试」"),
        ("pass", 1, "角色2过"),
        ("resolve", 0, "结算「试」"),
        ("wealth", 0, "角色1生产1财富，现有11"),
        ("move", None, "「试」移入过往"),
    ]


def test_a_failed_step_is_logged_as_a_failure_of_the_cards_controller(position):
    game = position(players=[{"手牌": [card("试", "支付1红精力，生产1财富")]}, {"手牌": [RESPONSE]}], deck=FILLER)
    answer(game, "试")
    settle(game)
    assert game.state.players[0].wealth == 10
    assert events(game, 3) == [
        ("fail", 0, "角色1支付失败：精力不足：需要1红，现有0"),
        ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行"),
        ("move", None, "「试」移入过往"),
    ]


def test_a_card_sent_to_the_bottom_of_the_deck_lands_there(position):
    game = position(players=[{"手牌": [card("试", "生产1财富，将此牌移入牌库底")]}, {"手牌": [RESPONSE]}], deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    settle(game)
    deck = game.state.zones["deck"]
    assert deck[-1] == uid and len(deck) == 3  # the top of the deck is its first card
    on_top = position(players=[{"手牌": [card("试", "生产1财富，将此牌移入牌库顶")]}, {"手牌": [RESPONSE]}], deck=FILLER)
    top_uid = on_top.state.players[0].hand[0]
    answer(on_top, "试")
    settle(on_top)
    assert on_top.state.zones["deck"][0] == top_uid


def test_a_card_sent_into_another_players_zone_stays_under_its_controller(position):
    game = position(players=[{"手牌": [card("试", "生产1财富，将此牌移入目标其他角色的结界区")]}, {"手牌": [RESPONSE]}],
                    deck=FILLER)
    uid = game.state.players[0].hand[0]
    answer(game, "试")
    settle(game)
    placed = game.state.cards[uid]
    assert uid in game.state.players[1].zone("ward")
    assert (placed.owner, placed.controller) == (1, 0)
    assert events(game, 1) == [("move", 1, "「试」移入角色2的结界区")]
