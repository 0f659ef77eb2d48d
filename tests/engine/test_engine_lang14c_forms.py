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


# -- what is on the 堆叠 (rule 10.171) --------------------------------------------------------------------------------


def _answered(position, text: str, attack: dict, cost: str = "0", deck=None):
    """Player 1 uses `attack` (a card targeting player 2); player 2 answers with 应 (the text)."""
    game = position(players=[{"手牌": [attack], "精力": attack["精力"]},
                             {"手牌": [card("应", text, cost)], "精力": cost}], deck=deck or GREEN_DECK)
    answer(game, attack["名称"])
    assert use_when_offered(game, "应")
    pass_to_end(game)
    return game


def test_a_card_of_that_name_another_used_is_countered_by_its_pronoun(position):
    text = "即刻：若堆叠中有其他角色使用的攻伐，反制该牌。"
    named = _answered(position, text, card("攻伐", "令目标其他角色折损2财富", "1红"))
    other = _answered(position, text, card("劫掠", "令目标其他角色折损2财富", "1红"))
    assert player(named, 2).wealth == 10  # countered
    assert player(other, 2).wealth == 8  # nothing named 攻伐: the condition fails


def test_a_card_of_that_colour_another_used_counts(position):
    text = "即刻：若堆叠中有他人使用的红色牌，抽2张牌。"
    red = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    blue = _answered(position, text, card("乙", "令目标其他角色折损1财富", "1蓝"))
    assert len(player(red, 2).hand) == 2
    assert len(player(blue, 2).hand) == 0


def test_your_own_cards_only_when_you_used_them(position):
    """Player 2's 应 answers player 1's card: no card of player 2's own is on the 堆叠 but 应 itself, which is never
    counted."""
    text = "即刻：若堆叠中有你使用的牌，抽1张牌；否则生产1财富。"
    game = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    assert len(player(game, 2).hand) == 0 and player(game, 2).wealth == 10  # 9 after 甲, +1


def test_no_other_card_on_the_stack_when_used_alone(position):
    text = "即刻：若堆叠中没有其他牌，抽2张牌。"
    alone = _use(position, text, "0")
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    assert len(player(alone, 1).hand) == 2
    assert len(player(answering, 2).hand) == 0


def test_only_this_card_reads_as_no_other_card(position):
    alone = _use(position, "即刻：若堆叠中只有此牌，生产3财富。", "0")
    assert player(alone, 1).wealth == 13


def test_at_least_n_other_cards(position):
    text = "即刻：若堆叠中有至少1张其他牌，生产2财富。"
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    alone = _use(position, text, "0")
    assert player(answering, 2).wealth == 11
    assert player(alone, 1).wealth == 10


def test_per_other_card_on_the_stack(position):
    """One other card (甲) beneath 应: once; used alone: never."""
    text = "即刻：堆叠中每有1张其他牌，生产2财富。"
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    alone = _use(position, text, "0")
    assert player(answering, 2).wealth == 11
    assert player(alone, 1).wealth == 10
