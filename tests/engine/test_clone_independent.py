"""`Game.clone()` in every game: a clone and its original share no mutable part of the state, so a
write to a counter, a pool or a zone of one never shows in the other (the player copy's converters
duplicate each list and dict; a shared zone's list is copied when one side first writes it, `wzone`)."""

from __future__ import annotations

import pytest

from zhdsl.agents.random import RandomAgent, play_random
from zhdsl.games.riftbound.game import new_game as new_riftbound
from zhdsl.games.xingxiu.game import new_game as new_xingxiu
from zhdsl.games.zongheng.game import new_duel

GAMES = {
    "纵横坛": lambda: new_duel(seed=4),
    "星宿": lambda: new_xingxiu("单挑", seed=4),
    "符文战场": lambda: new_riftbound("1v1", 2, seed=4),
}


def _played(make, steps: int = 12):
    game = make()
    agent = RandomAgent(2)
    for _ in range(steps):
        if game.is_terminal():
            break
        game.apply_action(agent.act(game))
    assert not game.is_terminal()
    return game


def _contents(state) -> tuple:
    schema = state.schema
    players = tuple(
        (
            tuple(getattr(p, name) for name in schema.counter_names),
            tuple(sorted(getattr(p, name).items()) for name in schema.pool_names),
            tuple(tuple(getattr(p, z.name)) for z in schema.player_zones),
            p.dead,
        )
        for p in state.players
    )
    return players, tuple((name, tuple(cards)) for name, cards in sorted(state.zones.items()))


def _write_everything(state) -> None:
    schema = state.schema
    for p in state.players:
        for name in schema.counter_names:
            setattr(p, name, getattr(p, name) + 7)
        for pool in schema.pools:
            getattr(p, pool.name)[pool.colours[0]] = 5
        for z in schema.player_zones:
            getattr(p, z.name).append(-1)
        p.dead = not p.dead
    for name in state.zones:
        state.wzone(name).append(-1)  # shared zones are copied on write: every write goes through wzone


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_writes_to_a_clone_leave_the_original_unchanged(game_name):
    game = _played(GAMES[game_name])
    before = _contents(game.state)
    twin = game.clone()
    assert _contents(twin.state) == before
    _write_everything(twin.state)
    assert _contents(twin.state) != before
    assert _contents(game.state) == before


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_writes_to_the_original_leave_a_clone_unchanged(game_name):
    game = _played(GAMES[game_name])
    twin = game.clone()
    before = _contents(twin.state)
    _write_everything(game.state)
    assert _contents(twin.state) == before
    # Two clones of one game are independent of each other too.
    first, second = twin.clone(), twin.clone()
    _write_everything(first.state)
    assert _contents(second.state) == before == _contents(twin.state)


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_a_clone_plays_on_like_its_original(game_name):
    game = _played(GAMES[game_name])
    twin = game.clone()
    play_random(game, seed=5, max_actions=400)
    play_random(twin, seed=5, max_actions=400)
    assert [e.text for e in twin.log] == [e.text for e in game.log]
    assert _contents(twin.state) == _contents(game.state)
