"""Every counter and pool amount stays within ±`Limits.max_value` (rule 1.7, D29): a value past it is set
to the bound with a `limit` event naming the player and the number; a value at the bound is left alone.
A counter's own floor holds whatever a change asks."""

from __future__ import annotations

from zhdsl.engine.limits import Limits

BOUND = Limits().max_value


def events(game, kind):
    return [(e.player, e.text) for e in game.state.events if e.kind == kind]


def test_every_player_past_the_bound_is_clamped_with_a_limit_event(position):
    game = position()
    rt = game.runtime()
    me, other = game.state.players
    me.wealth = BOUND + 5
    other.storage = -BOUND - 5  # 仓储 has no floor
    rt.clamp_values()
    assert (me.wealth, other.storage) == (BOUND, -BOUND)
    assert events(game, "limit") == [(0, f"角色1的财富超出上限，记为{BOUND}"), (1, f"角色2的仓储超出上限，记为-{BOUND}")]


def test_a_value_at_the_bound_is_left_alone(position):
    game = position()
    rt = game.runtime()
    me, other = game.state.players
    me.wealth, other.storage, me.energy = BOUND, -BOUND, {"red": BOUND}
    rt.clamp_values()
    assert (me.wealth, other.storage, me.energy) == (BOUND, -BOUND, {"red": BOUND})
    assert events(game, "limit") == []


def test_a_pool_past_the_bound_keeps_each_colour_within_it(position):
    game = position()
    rt = game.runtime()
    game.state.players[1].energy = {"red": BOUND + 3, "green": 2}
    rt.clamp_values()
    assert game.state.players[1].energy == {"red": BOUND, "green": 2}
    assert events(game, "limit") == [(1, f"角色2的精力超出上限，每种颜色记为至多{BOUND}")]


def test_set_counter_keeps_the_floor(position):
    game = position()
    rt = game.runtime()
    assert rt.set_counter(0, "wealth", -3) == 0 and game.state.players[0].wealth == 0
    assert rt.set_counter(0, "wealth", 7) == 7 and game.state.players[0].wealth == 7
    assert rt.set_counter(1, "storage", -3) == -3 and game.state.players[1].storage == -3  # no floor


def test_only_the_values_past_the_bound_are_reported(position):
    game = position()
    rt = game.runtime()
    me = game.state.players[0]
    me.wealth, me.supply, me.storage, me.energy = BOUND + 1, BOUND, -BOUND, {"red": BOUND}
    rt.clamp_values()
    assert (me.wealth, me.supply, me.storage, me.energy) == (BOUND, BOUND, -BOUND, {"red": BOUND})
    assert events(game, "limit") == [(0, f"角色1的财富超出上限，记为{BOUND}")]


def test_set_counter_keeps_a_ceiling_named_by_another_counter():
    """星宿's 军力 never rises above the player's 军力上限 (a ceiling given by another counter's name) nor
    falls below 0, whatever a change asks; a value between them is kept as asked."""
    from zhdsl.play.spec import GameSpec

    game = GameSpec(game="星宿", mode="官军剿匪", players=5, seed=4).create()
    rt = game.runtime()
    p = game.state.players[2]
    top = p.max_strength
    assert top > 1
    assert rt.set_counter(2, "strength", top + 3) == top and p.strength == top
    assert rt.set_counter(2, "strength", top - 1) == top - 1 and p.strength == top - 1
    assert rt.set_counter(2, "strength", -2) == 0 and p.strength == 0
    p.max_strength = top + 2  # the ceiling is read when the counter is set, not fixed at the start
    assert rt.set_counter(2, "strength", top + 5) == top + 2
