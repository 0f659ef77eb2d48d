"""Invariant games of 《符文战场》: seeded random games in every mode and player count, and a few
greedy ones, played to the end; after every action the position keeps the invariants of
`zhdsl.games.riftbound.invariants` and the zone bookkeeping of `zhdsl.play.invariants` (every card a player brought still somewhere, 12 runes, no unit at
a missing battlefield, no three players at one battlefield, no controlled empty battlefield, points
never falling, nothing negative), every game ends with a winner who has the mode's points."""

from __future__ import annotations

import os

import pytest

from zhdsl.agents.greedy import GreedyAgent
from zhdsl.agents.random import RandomAgent
from zhdsl.games.riftbound.game import new_game
from zhdsl.games.riftbound.invariants import census, violations
from zhdsl.play.invariants import violations as zone_violations

# A sample sized to what it catches (docs/testing.md, "Wall time"); the environment variable restores the
# deep sweep (40 games per mode and player count).
GAMES = int(os.environ.get("ZHDSL_RIFTBOUND_INVARIANT_GAMES", "8"))  # per mode and player count
CHUNKS = 4
TABLES = [("1v1", 2), ("混战", 3), ("混战", 4), ("2v2", 4)]
MAX_ACTIONS = 6000


def _play_checked(mode: str, players: int, seed: int, agent=RandomAgent):
    game = new_game(mode, players, seed=seed)
    agents = [agent(seed * 31 + seat) for seat in range(players)]
    start = census(game)
    assert all(n == 12 for n in start["runes"].values()), f"种子{seed}：开局符文不是12枚"
    points = tuple(p.points for p in game.state.players)
    steps = 0
    while not game.is_terminal():
        game.apply_action(agents[game.decision.player].act(game))
        steps += 1
        problems = zone_violations(game.state) + violations(game, start, points)
        assert not problems, f"{mode}{players}人 种子{seed}第{steps}步：{problems}；最近：{[e.text for e in game.log[-5:]]}"
        points = tuple(p.points for p in game.state.players)
        assert steps <= MAX_ACTIONS, f"{mode}{players}人 种子{seed}：游戏没有结束"
    return game


def _assert_won(game, mode: str, seed: int) -> None:
    rt = game.runtime()
    winner = game.state.winner
    assert winner is not None, f"{mode} 种子{seed}：没有胜者（{game.state.end_reason}）"
    target = 11 if mode == "2v2" else 8
    team = game.mode.team_points(rt, winner)
    assert team >= target, f"{mode} 种子{seed}：胜方只有{team}分"
    others = [game.mode.team_points(rt, s) for s in game.state.seats if not game.mode.same_team(s, winner)]
    assert all(team > o for o in others), f"{mode} 种子{seed}：胜方{team}分，不多于对手{others}（规则 16.8）"


@pytest.mark.long  # scheduled first (tests/conftest.py)
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("mode", "players"), TABLES, ids=[f"{m}{n}人" for m, n in TABLES])
def test_random_games_keep_the_invariants_and_end_with_a_winner(mode, players, chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        game = _play_checked(mode, players, seed)
        _assert_won(game, mode, seed)


@pytest.mark.long  # scheduled first (tests/conftest.py)
@pytest.mark.parametrize(("mode", "players"), TABLES, ids=[f"{m}{n}人" for m, n in TABLES])
def test_greedy_games_keep_the_invariants_and_end_with_a_winner(mode, players):
    game = _play_checked(mode, players, seed=1, agent=GreedyAgent)
    _assert_won(game, mode, 1)


def test_the_checker_finds_a_lost_card_and_an_empty_controlled_battlefield():
    game = new_game("1v1", 2, seed=2)
    start = census(game)
    s = game.state
    assert violations(game, start) == []
    uid = s.players[0].deck.pop()
    s.cards[uid].zone = "destroyed"
    bf = s.zones["battlefields"][0]
    s.cards[bf].marks = {"ctrl": 1}
    found = " ".join(violations(game, start, (0, 1)))
    assert "不复存在" in found and "牌的数量变了" in found
    assert "但那里没有单位" in found
    assert "分数从1降到0" in found
