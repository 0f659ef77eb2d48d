"""Every task runs on a trial that shares the committed state's card instances, its `cards` dict and
its shared zones' lists until it changes them (`GameState.mut`, `add_card`, `wzone`): a write that
goes past that reaches the committed state, which a discarded trial (a task dropped at a bound, a
replayed question, a clone) must leave as it was. The trial check (`zhdsl.engine.game.CHECK_TRIALS`)
compares the committed state before and after each run of a task; here it runs over seeded games of
every game and a sample of the scenario suite (the whole suite: `ZHDSL_CHECK_TRIALS=1 pytest tests/scenarios`),
and it is shown to catch a write that bypasses the copy on write."""

from __future__ import annotations

from pathlib import Path

import pytest
from decisions import answer
from scenario_cards import card

from zhdsl.agents.random import RandomAgent
from zhdsl.engine import game as game_module
from zhdsl.engine.limits import Limits
from zhdsl.engine.state import GameState, fingerprint
from zhdsl.games.riftbound.game import new_game as new_riftbound
from zhdsl.games.xingxiu.game import new_game as new_xingxiu
from zhdsl.games.zongheng.game import new_game as new_zongheng
from zhdsl.scenarios.runner import run_file

GAMES = {
    "纵横坛-决斗": lambda seed: new_zongheng("决斗", seed=seed),
    "纵横坛-生存5": lambda seed: new_zongheng("生存", 5, seed=seed),
    "纵横坛-权杖3": lambda seed: new_zongheng("权杖", 3, seed=seed),
    "纵横坛-团队4": lambda seed: new_zongheng("团队", 4, seed=seed),
    "星宿-单挑": lambda seed: new_xingxiu("单挑", seed=seed),
    "符文战场-1v1": lambda seed: new_riftbound("1v1", 2, seed=seed),
    "符文战场-2v2": lambda seed: new_riftbound("2v2", 4, seed=seed),
}
SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").rglob("*.toml"))[::20]


@pytest.fixture
def checking(monkeypatch):
    monkeypatch.setattr(game_module, "CHECK_TRIALS", True)


def _play(game, seed: int, steps: int = 60) -> list:
    agents = [RandomAgent(seed * 17 + seat) for seat in range(len(game.state.players))]
    out = []
    for _ in range(steps):
        if game.is_terminal():
            break
        d = game.decision
        action = agents[d.player].act(game)
        out.append((d.player, d.prompt, tuple(d.labels()), action))
        game.apply_action(action)
    return out + [e.text for e in game.log]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_task_writes_past_its_trial(name, checking):
    """Random games of every game with the check on: tasks waiting in greenlets, and a clone's, which
    replays every question on its committed state; the check changes nothing in the game."""
    seed = 2
    checked = _play(GAMES[name](seed), seed)
    replayed = _play(GAMES[name](seed).clone(), seed)
    assert checked == replayed
    game_module.CHECK_TRIALS = False
    assert _play(GAMES[name](seed), seed) == checked


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenarios_pass_with_the_check_on(path, checking):
    result = run_file(path)
    assert result.passed, "\n" + result.report()


def test_a_write_to_a_shared_zone_past_wzone_is_caught(checking, monkeypatch):
    monkeypatch.setattr(GameState, "wzone", lambda self, name: self.zones[name])  # no copy: writes in place
    with pytest.raises(game_module.TrialLeak, match=r"changed the committed state it started from: zones \['deck'\]$"):
        _play(new_zongheng("决斗", seed=3), 3)  # the deal's shuffle already: the message names the zone


def test_a_write_to_a_card_past_mut_is_caught(checking, monkeypatch):
    monkeypatch.setattr(GameState, "mut", lambda self, uid: self.cards[uid])  # no copy: the shared instance
    with pytest.raises(game_module.TrialLeak, match=r"changed the committed state it started from: cards \[\d+\]$"):
        _play(new_zongheng("决斗", seed=3), 3)  # the message names the card's id


def test_a_new_card_written_into_a_shared_dict_is_caught(checking, monkeypatch):
    def add_in_place(self, c):
        self.cards[c.uid] = c

    monkeypatch.setattr(GameState, "add_card", add_in_place)
    with pytest.raises(game_module.TrialLeak, match="cards"):
        for seed in range(20):  # a token is made within a few games
            _play(new_riftbound("1v1", 2, seed=seed), seed, steps=400)


def test_a_task_dropped_at_a_bound_leaves_the_committed_state_as_it_was(position, checking):
    """抽60张牌 past a bound of 50 moves: the trial that drew is thrown away; apart from the game's end,
    the state is the one before the card resolved, byte for byte."""
    game = position(players=[{"仓储": 99, "手牌": [card("大抽", "抽60张牌")]}, {}],
                    deck=[card("牌甲", "生产1财富")] * 80)
    game.limits = Limits(moves_per_action=50)
    answer(game, "大抽")
    assert game.winner is None and "一次行动引发的牌的移动超过上限（50张）" in game.state.end_reason
    started_on, before = game._trial_ref  # the committed state the dropped task started from
    assert started_on is game.state
    after = fingerprint(game.state)
    assert {k for (k, a), (_k, b) in zip(before, after) if a != b} == {"over", "end_reason"}
    assert len(game.state.zones["deck"]) == 80 and game.state.players[0].zone("hand") == []  # not one drawn
