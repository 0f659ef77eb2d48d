"""The embedding API: decisions, refusals, clone, determinism, observation, bounds, 决斗 setup."""

from __future__ import annotations

import pytest

from zhdsl.agents.random import RandomAgent, play_random
from zhdsl.engine.errors import IllegalAction
from zhdsl.engine.game import TERMINAL
from zhdsl.engine.limits import Limits
from zhdsl.games.zongheng.game import new_duel


def test_a_duel_starts_with_lord_picks():
    game = new_duel(seed=3)
    assert game.current_player() == 0
    assert game.decision.kind == "lord_pick"
    assert len(game.legal_actions()) == 3
    game.apply_action(0)
    assert game.current_player() == 1 and game.decision.kind == "lord_pick"
    game.apply_action(0)
    s = game.state
    assert [p.wealth for p in s.players] == [9, 11]
    assert len(s.players[1].hand) == 1 and len(s.players[0].hand) == 0
    assert s.active == 0 and s.turn == 1
    assert all(p.lord for p in s.players)


@pytest.mark.parametrize("seed", range(6))
def test_random_duels_play_to_the_end(seed):
    game = play_random(new_duel(seed=seed), seed=seed)
    assert game.is_terminal()
    assert game.current_player() == TERMINAL
    assert game.legal_actions() == []
    returns = game.returns()
    assert sum(returns) == 0
    s = game.state
    if s.winner is not None:
        assert returns[s.winner] == 1.0
        assert any(p.dead for p in s.players) or any(p.wealth >= 20 for p in s.players)


def test_same_seed_and_choices_give_the_same_log():
    a = play_random(new_duel(seed=11), seed=5)
    b = play_random(new_duel(seed=11), seed=5)
    assert [e.text for e in a.log] == [e.text for e in b.log]
    c = play_random(new_duel(seed=12), seed=5)
    assert [e.text for e in a.log] != [e.text for e in c.log]


def test_an_illegal_action_is_refused_and_changes_nothing():
    game = new_duel(seed=1)
    before = (len(game.log), game.decision, game.actions)
    with pytest.raises(IllegalAction) as err:
        game.apply_action(99)
    assert "不合法" in err.value.reason
    with pytest.raises(IllegalAction):
        game.apply_action("0")
    assert (len(game.log), game.decision, game.actions) == before


def test_actions_after_the_end_are_refused():
    game = play_random(new_duel(seed=2), seed=2)
    with pytest.raises(IllegalAction, match="结束"):
        game.apply_action(0)


def test_clone_is_independent():
    game = new_duel(seed=4)
    agent = RandomAgent(1)
    for _ in range(10):
        game.apply_action(agent.act(game))
    twin = game.clone()
    snapshot = ([p.wealth for p in game.state.players], len(game.log), game.decision)
    play_random(twin, seed=9)
    assert twin.is_terminal()
    assert ([p.wealth for p in game.state.players], len(game.log), game.decision) == snapshot
    # The clone shares the immutable card library, not the state.
    assert twin.library is game.library and twin.state is not game.state


def test_playing_the_original_leaves_a_clone_unchanged():
    # The log and the work counts are shared until one side changes them: each side copies its own.
    game = new_duel(seed=4)
    agent = RandomAgent(1)
    for _ in range(10):
        game.apply_action(agent.act(game))
    twins = [game.clone(), game.clone()]
    log, work = [e.text for e in game.log], (game.work.tasks, game.work.moves)
    play_random(game, seed=9)
    assert game.is_terminal() and len(game.log) > len(log) and game.work.tasks > work[0]
    for twin in twins:
        assert [e.text for e in twin.log] == log and (twin.work.tasks, twin.work.moves) == work
    play_random(twins[0], seed=3)
    assert [e.text for e in twins[1].log] == log and (twins[1].work.tasks, twins[1].work.moves) == work


def test_clone_continues_identically():
    game = new_duel(seed=8)
    agent = RandomAgent(3)
    for _ in range(15):
        game.apply_action(agent.act(game))
    twin = game.clone()
    play_random(game, seed=21)
    play_random(twin, seed=21)
    assert [e.text for e in game.log] == [e.text for e in twin.log]


def test_observation_hides_the_other_hand():
    game = new_duel(seed=5)
    game.apply_action(0)
    game.apply_action(0)
    obs0, obs1 = game.observation(0), game.observation(1)
    assert obs0["players"][1]["zones"]["hand"] == {"count": 1, "cards": None}
    (seen,) = obs1["players"][1]["zones"]["hand"]["cards"]
    assert seen["id"] in game.state.players[1].hand and seen["name"]
    assert obs0["decision"]["options"] and "options" not in obs1["decision"]


def test_legal_actions_of_another_player_are_empty():
    game = new_duel(seed=5)
    assert game.legal_actions(1) == []
    assert game.legal_actions(0) == [0, 1, 2]
    assert game.action_to_string(0) == game.decision.options[0].label
    assert "不合法" in game.action_to_string(7)


def test_the_action_bound_ends_the_game_in_a_draw():
    game = new_duel(seed=6, limits=Limits(actions_per_game=5))
    play_random(game, seed=1)
    assert game.is_terminal() and game.winner is None
    assert "上限" in game.state.end_reason
    assert game.returns() == [0.0, 0.0]


def test_the_turn_bound_ends_the_game_in_a_draw():
    game = new_duel(seed=6, limits=Limits(turns_per_game=2))
    play_random(game, seed=1)
    assert game.is_terminal()
    assert game.state.turn <= 2


def test_lords_dealt_must_be_three_to_seven():
    with pytest.raises(ValueError):
        new_duel(lords_dealt=2)
    game = new_duel(seed=1, lords_dealt=7)
    assert len(game.legal_actions()) == 7


def test_programs_are_built_once_and_shared_between_games():
    a, b = new_duel(seed=1), new_duel(seed=2)
    for da, db in zip(a.library.defs, b.library.defs):
        assert da.name == db.name and da.program is db.program


def test_lord_picks_are_secret_until_both_have_picked():
    game = new_duel(seed=3)
    game.apply_action(1)
    assert game.state.players[0].lord == []  # not revealed yet
    assert all(p["stats"]["lord"]["name"] == "默认领主" for p in game.observation(1)["players"])
    game.apply_action(2)
    assert all(p.lord for p in game.state.players)
