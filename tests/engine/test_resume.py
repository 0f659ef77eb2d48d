"""A task that asks waits for its answer and goes on (a worker greenlet); a clone or a deep copy
runs the same task again from its start instead. Both ways must play the same game."""

from __future__ import annotations

import copy

import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.play.spec import GameSpec


def _play(game, seed: int, stop: int | None = None) -> list[tuple]:
    """Decisions (player, prompt, labels, answer) and events of a random game."""
    n = len(game.state.players)
    agents = [RandomAgent(seed * 31 + seat) for seat in range(n)]
    record = [e.text for e in game.log]
    steps = 0
    while not game.is_terminal() and (stop is None or steps < stop):
        d = game.decision
        action = agents[d.player].act(game)
        seen = len(game.log)
        game.apply_action(action)
        record.append((d.player, d.prompt, tuple(d.labels()), action, tuple(e.text for e in game.log[seen:])))
        steps += 1
    return record


@pytest.mark.parametrize(("mode", "players", "seed"), [("决斗", 2, 1), ("决斗", 2, 5), ("生存", 5, 2), ("权杖", 3, 4)])
def test_waiting_tasks_and_replayed_tasks_play_the_same_game(mode, players, seed):
    resumed = GameSpec(mode=mode, players=players, seed=seed).create()
    replayed = resumed.clone()  # a clone replays every task that asks
    assert resumed._resumes and not replayed._resumes
    assert _play(resumed, seed) == _play(replayed, seed)


def test_a_clone_taken_while_a_task_waits_continues_like_the_original():
    game = GameSpec(seed=3).create()
    _play(game, 3, stop=60)
    assert game._waiting is not None  # a task is waiting for the current decision's answer
    twin = game.clone()
    assert _play(game, 4) == _play(twin, 4)


def test_a_deep_copy_continues_like_the_original():
    game = GameSpec(seed=8).create()
    _play(game, 8, stop=45)
    twin = copy.deepcopy(game)  # the waiting worker is not copied: the twin replays that task
    assert twin._waiting is None
    assert _play(game, 9) == _play(twin, 9)


def test_a_state_changed_between_decisions_is_seen_by_the_waiting_task():
    game = GameSpec(seed=3).create()
    _play(game, 3, stop=60)
    assert game._waiting is not None
    twin = game.clone()  # replays the pending task from the (changed) state
    for g in (game, twin):
        g.state.players[0].wealth = 3
    game.state_changed()
    assert _play(game, 4) == _play(twin, 4)
    assert game.state.players[0].wealth == twin.state.players[0].wealth
