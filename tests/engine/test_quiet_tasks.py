"""Quiet tasks (`Mode.quiet_tasks`, 纵横坛's `turn_next` and `turn_start`): a task that never asks runs on
inside the task done before it, on the same trial, instead of on a state copy of its own. It must be the
same game as running it as a task of its own: the same decisions, events and observations at every
decision, the same work counted against `Limits`, the same stop at a bound — and fewer task starts."""

from __future__ import annotations

import attrs
import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.engine.game import Game
from zhdsl.play.spec import GameSpec


def _play(game, seed: int) -> tuple:
    """Each decision with its answer, the events it caused, what a spectator and the deciding seat see
    when it is asked, and the work counted so far; the end."""
    agents = [RandomAgent(seed * 31 + seat) for seat in range(len(game.state.players))]
    record = []
    while not game.is_terminal():
        d = game.decision
        seen_by = (game.observation(None), game.observation(d.player))
        action = agents[d.player].act(game)
        seen = len(game.log)
        game.apply_action(action)
        w = game.work
        record.append((d.player, d.prompt, tuple(d.labels()), action, tuple(e.text for e in game.log[seen:]),
                       tuple(e.data for e in game.log[seen:]), repr(seen_by),
                       w.tasks, w.moves, w.turn_tasks, w.action_tasks))
    return record, game.state.end_reason, game.winner, [e.text for e in game.log]


@pytest.mark.parametrize("replay", [False, True])
@pytest.mark.parametrize(("mode", "players", "seed", "limits"), [
    ("决斗", 2, 2, {}),
    ("生存", 4, 3, {}),  # the dead's turns skipped, X at every turn end, lords taken back
    ("权杖", 3, 5, {}),
    ("团队", 4, 1, {}),
    ("决斗", 2, 4, {"tasks_per_game": 150}),  # stops at the task bound mid-game
    ("决斗", 2, 6, {"tasks_per_turn": 9}),
    ("决斗", 2, 7, {"moves_per_game": 40}),
    ("决斗", 2, 8, {"turns_per_game": 6}),  # the turn bound, found inside `turn_start`
])
def test_quiet_tasks_play_and_count_like_tasks_of_their_own(monkeypatch, mode, players, seed, limits, replay):
    def game():
        g = GameSpec(mode=mode, players=players, seed=seed).create()
        g.limits = attrs.evolve(g.limits, **limits)
        return g.clone() if replay else g  # a clone runs every task that asks again from its start

    starts = []
    start_task = Game._start_task

    def counted(self, *args):
        starts.append(self.state.tasks[-1][0] if self.state.tasks else "priority")
        return start_task(self, *args)

    monkeypatch.setattr(Game, "_start_task", counted)
    quiet = _play(game(), seed)
    quiet_starts = list(starts)
    starts.clear()
    with monkeypatch.context() as m:
        m.setattr(Game, "_run_quiet", lambda self, rt: None)  # every task on a state copy of its own
        alone = _play(game(), seed)
    assert quiet == alone
    if limits:
        assert "上限" in quiet[1]  # the bound was reached, at the same point both ways
    # The turn's bookkeeping ran inside the task before it: no task of its own started for it.
    assert "turn_start" in starts and "turn_next" in starts
    assert "turn_start" not in quiet_starts and "turn_next" not in quiet_starts
    assert len(quiet_starts) < len(starts)


def test_a_game_without_quiet_tasks_runs_every_task_on_its_own_copy():
    """星宿 declares none: its turn tasks each start on a state copy, as before."""
    g = GameSpec(game="xingxiu", seed=3).create()
    assert g._quiet == frozenset()
    assert g.mode.quiet_tasks == frozenset()
