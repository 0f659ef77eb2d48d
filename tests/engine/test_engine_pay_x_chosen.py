"""Rule 10.203 (session 15): `支付X物资，抽X+1张牌` — X, defined by no note and first met as what the card's 你 pays, is
chosen by them within what they hold when the effect resolves, then kept for the whole effect."""

from __future__ import annotations

import re

import pytest

from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _log(game) -> list[str]:
    return [e.text for e in game.log]


def test_supply_paid_as_chosen_and_one_more_card_drawn(position):
    game = play(position, "支付X物资，抽X+1张牌。", me={"物资": 3}, choose=("2",), deck=DECK)
    me = player(game, 1)
    assert me.supply == 1 and len(me.hand) == 3
    assert "角色1选择X为2" in _log(game)


def test_the_choice_is_bounded_by_what_is_held(position):
    """3 物资 held: X is offered from 0 to 3, and 4 is not an option."""
    with pytest.raises(AssertionError, match=re.escape("['0', '1', '2', '3']")):
        play(position, "支付X物资，抽X张牌。", me={"物资": 3}, choose=("4",), deck=DECK)


def test_wealth_paid_lowers_the_targets_wealth_as_much(position):
    game = play(position, "支付X财富，令目标角色折损X财富。", target="角色2", choose=("4",), deck=DECK)
    assert player(game, 1).wealth == 6 and player(game, 2).wealth == 6


def test_choosing_zero_pays_and_draws_nothing(position):
    game = play(position, "支付X物资，抽X张牌。", me={"物资": 2}, choose=("0",), deck=DECK)
    me = player(game, 1)
    assert me.supply == 2 and me.hand == [] and len(game.state.zones["deck"]) == 8
