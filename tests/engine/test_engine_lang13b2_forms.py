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


def test_a_loss_caused_by_another_players_card_triggers_and_names_them(position):
    """rule 9.91: 因其他角色的牌 — their card made you lose 财富, 该角色 is that player; your own card does not."""
    for text in ("锁定&当你因其他角色的牌折损财富时：令该角色折损1财富", "锁定&当你因其他角色使用的牌折损财富后：令该角色折损1财富",
                 "锁定&当你因一名其他角色的卡牌折损财富时：令该角色折损1财富"):
        ward = card("报", text)
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富")]}, {"结界区": [ward]}], deck=DECK)
        answer(game, "攻")
        pass_to_end(game)
        assert (player(game, 1).wealth, player(game, 2).wealth) == (9, 8), text
        own = position(players=[{"手牌": [card("自", "折损2财富")], "结界区": [ward]}, {}], deck=DECK)
        answer(own, "自")
        pass_to_end(own)
        assert player(own, 1).wealth == 8, text
