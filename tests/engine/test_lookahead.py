"""`Game.lookahead`: a search agent's clones keep every position they reach, by their answers since the
position they were cloned at, and the game (or a later clone) that gives the same answers takes the
position instead of playing to it again. Taking a position must give exactly the game that playing to it
gives: the same log, state, decision and work, in every game, for the greedy agent's games; a position is
not taken past the taker's own work bounds, with other bounds, or after the state was changed."""

from __future__ import annotations

import copy

import pytest

from zhdsl.agents.greedy import GreedyAgent
from zhdsl.agents.random import RandomAgent
from zhdsl.engine import game as game_module
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.state import fingerprint
from zhdsl.games.riftbound.game import new_game as new_riftbound
from zhdsl.games.xingxiu.game import new_game as new_xingxiu
from zhdsl.games.zongheng.game import new_game as new_zongheng

GAMES = {
    "纵横坛-决斗": lambda seed: new_zongheng("决斗", seed=seed),
    "纵横坛-权杖3": lambda seed: new_zongheng("权杖", 3, seed=seed),
    "星宿-单挑": lambda seed: new_xingxiu("单挑", seed=seed),
    "符文战场-1v1": lambda seed: new_riftbound("1v1", 2, seed=seed),
}


def _record(game) -> list:
    return [(e.kind, e.player, e.text, e.data) for e in game.log]


def _play(game, kinds: tuple, seed: int, steps: int) -> list:
    agents = [(GreedyAgent if kinds[seat % len(kinds)] == "greedy" else RandomAgent)(seed * 31 + seat)
              for seat in range(len(game.state.players))]
    answers = []
    for _ in range(steps):
        if game.is_terminal():
            break
        d = game.decision
        action = agents[d.player].act(game)
        answers.append((d.player, d.prompt, tuple(d.labels()), action))
        game.apply_action(action)
    return answers + _record(game) + [game.is_terminal(), game.winner, game.actions, game.work.tasks, game.work.moves]


@pytest.fixture
def taken(monkeypatch):
    """How many positions were taken, by the game the agents play and by look-ahead clones."""
    counts = {"game": 0, "clone": 0}
    take = Game._take

    def counting(self, reached):
        ok = take(self, reached)
        if ok:
            counts["clone" if self._ahead_clone else "game"] += 1
        return ok

    monkeypatch.setattr(Game, "_take", counting)
    return counts


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("kinds", [("greedy",), ("greedy", "random")])
def test_greedy_games_are_the_same_with_the_positions_taken(name, kinds, taken, monkeypatch):
    make = GAMES[name]
    steps = 120
    with_ahead = [_play(make(seed), kinds, seed, steps) for seed in (1, 2)]
    assert taken["game"] > 0  # the game played did take the positions its agents' clones reached
    if kinds == ("greedy",):
        assert taken["clone"] > 0  # and the next agent's clones those the last agent's settled through
    monkeypatch.setattr(Game, "lookahead", Game.clone)  # every position played to
    assert [_play(make(seed), kinds, seed, steps) for seed in (1, 2)] == with_ahead


def _at_a_choice(seed: int = 3) -> Game:
    game = new_zongheng("决斗", seed=seed)
    agent = RandomAgent(seed)
    while game.decision.kind != "priority" or game.state.phase != "main" or len(game.decision.options) < 3:
        game.apply_action(agent.act(game))  # the active player may use a card or more, or end the turn
    return game


def test_a_taken_position_is_the_position_played_to():
    game = _at_a_choice()
    plain = game.clone()
    trial = game.lookahead()
    trial.apply_action(1)
    trial.apply_action(0)  # the clone goes on past the position
    game.apply_action(1)
    plain.apply_action(1)
    assert game._waiting is None  # taken: the waiting task was dropped, its answer replays it
    assert fingerprint(game.state) == fingerprint(plain.state)
    assert game.state is not trial.state  # the game's own copy: a caller may change it
    assert _record(game) == _record(plain)
    assert game.decision == plain.decision
    assert (game.actions, game.work.tasks, game.work.moves) == (plain.actions, plain.work.tasks, plain.work.moves)
    assert game.observation(0) == plain.observation(0)
    for action in (0, 0, 1, 0):  # and it plays on as the position played to does
        if game.is_terminal():
            break
        action = min(action, len(game.decision.options) - 1)
        game.apply_action(action)
        plain.apply_action(action)
        assert _record(game) == _record(plain)
        assert fingerprint(game.state) == fingerprint(plain.state)


def test_a_changed_state_drops_the_positions():
    game = _at_a_choice()
    trial = game.lookahead()
    trial.apply_action(1)
    game.state.players[1].wealth = 1  # a test's or a frontend's change, announced
    game.state_changed()
    plain = game.clone()
    game.apply_action(1)
    plain.apply_action(1)
    assert game._ahead is None
    assert game.state.players[1].wealth == plain.state.players[1].wealth != trial.state.players[1].wealth
    assert _record(game) == _record(plain)


def test_a_position_past_the_takers_work_bound_is_not_taken():
    game = _at_a_choice()
    wide = game.lookahead()
    wide.apply_action(1)
    needed = wide.work.tasks - game.work.tasks
    assert needed >= 1
    narrow = game.lookahead()
    narrow.limits = Limits(tasks_per_game=game.work.tasks + needed - 1)
    plain = game.clone()
    plain.limits = narrow.limits
    narrow.apply_action(1)
    plain.apply_action(1)
    assert narrow.is_terminal() and "处理超过上限" in narrow.state.end_reason  # it stopped at its own bound
    assert _record(narrow) == _record(plain)
    assert fingerprint(narrow.state) == fingerprint(plain.state)


def test_other_bounds_share_nothing():
    game = _at_a_choice()
    other = game.lookahead()
    other.limits = Limits(uses_per_turn=1)  # changes how a turn goes on, not only where a game stops
    other.apply_action(1)
    assert other._ahead is None
    assert game._ahead.reached == {}
    same = game.lookahead()
    same.limits = Limits(moves_per_game=150000)  # a work bound only: shares
    same.apply_action(1)
    assert list(game._ahead.reached) == [(1,)]


def _moving_pair(game) -> tuple[int, int]:
    """Answers x, y: after x, the task waiting for y moves a card once it has y (so a bound on moves
    stops it inside that task, on the committed state)."""
    for x in range(len(game.decision.options)):
        after = game.clone()
        after.apply_action(x)
        for y in range(0 if after.is_terminal() else len(after.decision.options)):
            probe = after.clone()
            probe.limits = Limits(moves_per_game=after.work.moves)
            probe.apply_action(y)
            if probe.is_terminal() and probe.work.tasks == after.work.tasks:
                return x, y
    raise AssertionError("no answer moves a card in its own task here")


def test_a_clone_stopped_at_a_bound_keeps_no_position_and_leaves_those_kept():
    game = _at_a_choice()
    x, y = _moving_pair(game)
    first = game.lookahead()
    first.apply_action(x)
    kept = game._ahead.reached[(x,)]
    before = fingerprint(kept[0])
    second = game.lookahead()
    second.limits = Limits(moves_per_game=kept[3].moves)  # enough for the kept position, not for a card more
    second.apply_action(x)
    assert second.state is kept[0]  # taken: a clone shares the kept state
    second.apply_action(y)
    assert second.is_terminal() and "牌的移动超过上限" in second.state.end_reason
    assert (x, y) not in game._ahead.reached
    assert fingerprint(kept[0]) == before  # the stop ended its own copy, not the kept position


def test_the_positions_stay_with_the_game_not_its_copies():
    game = _at_a_choice()
    game.lookahead().apply_action(1)
    assert game._ahead.reached
    again = copy.deepcopy(game)  # as pickling: `__getstate__`
    assert again._ahead is None
    assert _record(again) == _record(game)


def test_the_positions_kept_from_one_root_are_bounded(monkeypatch):
    monkeypatch.setattr(game_module, "AHEAD_PATHS", 2)
    game = _at_a_choice()
    trial = game.lookahead()
    for _ in range(4):
        if trial.is_terminal():
            break
        trial.apply_action(0)
    assert trial.actions - game.actions >= 3
    assert list(game._ahead.reached) == [(0,), (0, 0)]
