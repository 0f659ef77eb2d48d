"""等量 after a cost written before ： (rule 10.11(b)): the amount the cost acted on is carried from the use
into the resolution, so `支付2物资：生产等量财富` produces 2, not 0."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", 1) for i in range(6)]


def _me(game):
    return game.state.players[0]


def test_same_amount_after_a_paid_cost_is_what_the_cost_paid(position):
    game = play(position, "支付2物资：生产等量财富。", me={"物资": 3}, others=[{}], deck=DECK)
    assert _me(game).supply == 1
    assert _me(game).wealth == 12


def test_same_amount_after_a_discard_cost_counts_the_cards_discarded(position):
    game = play(position, "弃2张手牌：抽等量张牌。", me={"手牌": [card("甲", "生产1财富", "1绿", 1),
                                                            card("乙", "生产1财富", "1绿", 1)]},
                others=[{}], deck=DECK)
    assert len(_me(game).hand) == 2  # two discarded as the cost, two drawn


def test_a_step_of_the_effect_with_an_amount_overrides_the_cost(position):
    """The last counted action wins: the effect's own 抽3张牌 comes after the cost's 2."""
    game = play(position, "支付2物资：抽3张牌，生产等量财富。", me={"物资": 2}, others=[{}], deck=DECK)
    assert _me(game).wealth == 13
