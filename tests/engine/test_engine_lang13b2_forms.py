"""lang13b2 (session 13): forms that play as they read — a trigger's bound checked like any amount (rule 9.90)
still fires when the 财富 crosses it."""

from __future__ import annotations

from decisions import answer, pass_to_end
from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def test_a_bound_that_is_the_cards_own_points_fires_when_crossed(position):
    """the 点数 of the ward itself (a card has it), checked and played: 7+3 crosses 9, 10+1 does not."""
    ward = card("溢", "锁定&当你的财富因生产超过此牌的点数后：获得2物资", "0", 9)
    for wealth, gain, supply in ((7, 3, 2), (10, 1, 0)):
        game = position(players=[{"手牌": [card("产", f"生产{gain}财富")], "结界区": [ward], "财富": wealth, "物资": 0}, {}],
                        deck=DECK)
        answer(game, "产")
        pass_to_end(game)
        assert (player(game, 1).wealth, player(game, 1).supply) == (wealth + gain, supply), wealth


def test_a_bound_that_is_a_players_amount_fires_when_crossed(position):
    ward = card("溢", "锁定&当你的财富因生产超过你的仓储后：获得2物资")
    for wealth, supply in ((9, 2), (11, 0)):
        game = position(players=[{"手牌": [card("产", "生产2财富")], "结界区": [ward], "财富": wealth, "物资": 0,
                                  "仓储": 10}, {}], deck=DECK)
        answer(game, "产")
        pass_to_end(game)
        assert player(game, 1).supply == supply, wealth
