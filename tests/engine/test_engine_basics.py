"""Small facts of the engine: RNG, 精力 payment, 物资 levels, distance, library lookup."""

from __future__ import annotations

import pytest

from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.zongheng import energy as en
from zhdsl.games.zongheng.schema import SCHEMA


def test_rng_is_deterministic_and_copyable():
    a = Rng(42)
    xs = [a.below(100) for _ in range(5)]
    b = Rng(42)
    assert [b.below(100) for _ in range(5)] == xs
    c = a.copy()
    assert [a.next64() for _ in range(3)] == [c.next64() for _ in range(3)]


def test_rng_shuffle_is_a_permutation():
    items = list(range(20))
    Rng(7).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


@pytest.mark.parametrize(
    "pool, cost, ok, left",
    [
        ({"red": 1}, (("red", 1),), True, {}),
        ({"black": 1}, (("red", 1),), True, {}),  # 黑 pays any colour
        ({"green": 1}, (("red", 1),), False, {"green": 1}),
        ({"green": 1, "black": 1}, (("black", 1),), True, {"black": 1}),  # a 黑 cost takes colours first
        ({"red": 1, "blue": 1}, (("red", 1), ("black", 1)), True, {}),
        ({"red": 2}, (("red", 1), ("blue", 1)), False, {"red": 2}),
    ],
)
def test_energy_payment(pool, cost, ok, left):
    pool = dict(pool)
    assert en.pay(pool, cost) is ok
    assert pool == left


def test_energy_consume_takes_colour_then_black_and_never_fails():
    pool = {"red": 1, "black": 2}
    assert en.consume(pool, "red", 2) == 2
    assert pool == {"black": 1}
    assert en.consume(pool, "blue", 5) == 1
    assert pool == {}


def test_energy_parse():
    assert en.parse("2红1黑") == {"red": 2, "black": 1}
    assert en.parse("0") == {}
    assert en.parse("两红") is None


def _distance_state(n: int, dead=()):
    state = GameState.new(SCHEMA, n, Rng(0))
    for seat in dead:
        state.players[seat].dead = True
    return state


def test_distance_counts_seats_the_short_way():
    s = _distance_state(5)
    assert s.distance(0, 0) == 0
    assert s.distance(0, 1) == 1
    assert s.distance(0, 2) == 2
    assert s.distance(0, 3) == 2
    assert s.distance(0, 4) == 1


def test_distance_skips_the_dead():
    s = _distance_state(5, dead={1})
    assert s.distance(0, 2) == 1
    assert s.order_from(0) == [0, 2, 3, 4]


@pytest.mark.parametrize(
    "wealth, efficiency, level",
    [(10, 5, 2), (9, 5, 2), (14, 5, 2), (15, 5, 3), (20, 5, 4), (5, 5, 1), (4, 5, 1), (1, 1, 0), (13, 3, 3)],
)
def test_supply_levels_follow_the_rulebook_example(position, wealth, efficiency, level):
    game = position(players=[{"财富": wealth, "效率": efficiency}, {}])
    assert game.runtime().supply_level(0) == level


def test_library_finds_a_card_by_name_and_point():
    from zhdsl.games.zongheng.rules import build_library, bundled_paths, load_cardsets

    library, deck, lords = build_library(load_cardsets(bundled_paths()))
    assert library.find("劳作").point == 0
    assert library.find("劳作5").point == 5
    assert library.find("劳作（7）").point == 7
    assert library.find("没有这张牌") is None
    assert deck and lords
