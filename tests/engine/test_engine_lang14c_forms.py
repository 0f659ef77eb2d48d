"""lang14c (issue 11): the forms accepted play as they read — two cards' colour or point compared (rule 10.170); each with
cards, colours and points other than the fixtures' own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered

from scenario_cards import card
from game_views import player

GREEN_DECK = [card(f"绿{i}", "生产1财富", "1绿", 2) for i in range(4)]


def _use(position, text: str, cost: str, point: int = 0, hand=(), deck=None, choose=(), others=None, **me):
    """Player 1 uses 试 (the text, of that cost's colour and that point) with `hand` beside it, choosing `choose` in
    order when asked; everyone passes until the 堆叠 is empty."""
    mine = {"手牌": [card("试", text, cost, point), *hand], "精力": cost, **me}
    game = position(players=[mine, *(others or [{}])], deck=deck or GREEN_DECK)
    answer(game, "试")
    chosen = list(choose)
    while game.state.stack:
        answer(game, chosen.pop(0) if chosen and "过" not in game.decision.labels() else "过")
    return game


# -- two cards' colour or point (rule 10.170) -------------------------------------------------------------------------


def test_a_discarded_card_of_this_cards_colour_gives_the_wealth(position):
    text = "弃1张手牌，若其与此牌颜色相同，生产2财富。"
    same = _use(position, text, "1红", hand=[card("红甲", "抽1张牌", "1红")], choose=("红甲",))
    other = _use(position, text, "1红", hand=[card("蓝乙", "抽1张牌", "1蓝")], choose=("蓝乙",))
    assert player(same, 1).wealth == 12
    assert player(other, 1).wealth == 10


def test_different_reads_the_other_way(position):
    text = "弃1张手牌，若该牌的颜色与此牌不同，抽2张牌。"
    same = _use(position, text, "1黄", hand=[card("黄甲", "抽1张牌", "1黄")], choose=("黄甲",))
    other = _use(position, text, "1黄", hand=[card("绿乙", "抽1张牌", "1绿")], choose=("绿乙",))
    assert len(player(same, 1).hand) == 0
    assert len(player(other, 1).hand) == 2


def test_two_cards_are_the_one_discarded_and_the_one_drawn(position):
    """The deck is green: a red card discarded differs from the card drawn; a green one does not."""
    text = "弃1张手牌，抽1张牌，若两张牌颜色不同，生产1财富。"
    red = _use(position, text, "0", hand=[card("红甲", "抽1张牌", "1红")], choose=("红甲",))
    green = _use(position, text, "0", hand=[card("绿乙", "抽1张牌", "1绿")], choose=("绿乙",))
    assert player(red, 1).wealth == 11
    assert player(green, 1).wealth == 10


def test_two_cards_points_equal(position):
    """The deck's cards have point 2."""
    text = "弃1张手牌，抽1张牌，若两张牌点数相同，获得1物资。"
    two = _use(position, text, "0", hand=[card("二", "抽1张牌", "0", 2)], choose=("二",))
    five = _use(position, text, "0", hand=[card("五", "抽1张牌", "0", 5)], choose=("五",))
    assert player(two, 1).supply == 1
    assert player(five, 1).supply == 0


def _countered(position, text: str, attack_cost: str, attack_point: int, own_cost: str, own_point: int):
    """Player 1 uses 攻 (targeting player 2); player 2 answers with 拒 (the text)."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", attack_cost, attack_point)], "精力": attack_cost},
                             {"手牌": [card("拒", text, own_cost, own_point)], "精力": own_cost}], deck=GREEN_DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    return game


def test_a_countered_cards_point_is_compared_after_it_left_the_stack(position):
    """Last known information (10.12): the countered card's point is still 5."""
    text = "即刻：反制目标牌，若该牌的点数大于此牌的点数，抽1张牌。"
    high = _countered(position, text, "1红", 5, "0", 3)
    low = _countered(position, text, "1红", 2, "0", 3)
    assert player(high, 2).wealth == 10 and len(player(high, 2).hand) == 1
    assert player(low, 2).wealth == 10 and len(player(low, 2).hand) == 0


def test_a_countered_cards_colour_against_this_cards(position):
    text = "即刻：反制目标牌，若目标牌与此牌颜色相同，令目标牌的控制者折损1财富。"
    same = _countered(position, text, "1蓝", 0, "1蓝", 0)
    other = _countered(position, text, "1红", 0, "1蓝", 0)
    assert [p.wealth for p in same.state.players] == [9, 10]
    assert [p.wealth for p in other.state.players] == [10, 10]
