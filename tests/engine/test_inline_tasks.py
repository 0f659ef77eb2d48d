"""`Runtime.then`: a task that ends by naming the next one runs it inside itself (the resolution
after everybody passed, 纵横坛's turn end), saving a state copy. It must be the same game as
queueing the next task: the same decisions and events, the same work counted against `Limits`,
the same stop at a bound."""

from __future__ import annotations

import attrs
import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.engine.game import Game
from zhdsl.play.spec import GameSpec


def _play(game, seed: int) -> list[tuple]:
    """Each decision with its answer, the events it caused, and the work counted so far."""
    agents = [RandomAgent(seed * 31 + seat) for seat in range(len(game.state.players))]
    record = []
    while not game.is_terminal():
        d = game.decision
        action = agents[d.player].act(game)
        seen = len(game.log)
        game.apply_action(action)
        w = game.work
        record.append((d.player, d.prompt, tuple(d.labels()), action, tuple(e.text for e in game.log[seen:]),
                       w.tasks, w.moves, w.turn_tasks, w.action_tasks))
    return record, game.state.end_reason, game.winner


def _queued(monkeypatch):
    monkeypatch.setattr(Game, "_inline", lambda self, rt, task: False)  # every next task queued


@pytest.mark.parametrize("replay", [False, True])
@pytest.mark.parametrize(("mode", "players", "seed", "limits"), [
    ("决斗", 2, 2, {}),
    ("生存", 4, 3, {}),
    ("决斗", 2, 4, {"tasks_per_game": 150}),  # stops at the task bound mid-game
    ("决斗", 2, 6, {"tasks_per_turn": 9}),
    ("决斗", 2, 7, {"moves_per_game": 40}),
])
def test_inline_tasks_play_and_count_like_queued_ones(monkeypatch, mode, players, seed, limits, replay):
    def game():
        g = GameSpec(mode=mode, players=players, seed=seed).create()
        g.limits = attrs.evolve(g.limits, **limits)
        return g.clone() if replay else g  # a clone runs every task that asks again from its start

    inline = _play(game(), seed)
    with monkeypatch.context() as m:
        _queued(m)
        queued = _play(game(), seed)
    assert inline == queued
    if limits:
        assert "上限" in inline[1]  # the bound was reached, at the same point both ways
