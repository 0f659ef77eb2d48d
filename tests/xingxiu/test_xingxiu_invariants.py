"""Seeded random games of every mode and player count (rule 17.1.1): after every action every card is in
exactly one zone and no 军力 is below 0 or above its 军力上限, no dead player is asked, the stack is empty
whenever a turn starts, and every game ends — almost all with a winner."""

from __future__ import annotations

import os

import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.engine.limits import Limits
from zhdsl.play.invariants import violations
from zhdsl.play.spec import GameSpec

# A sample sized to what it catches (docs/testing.md, "Wall time"): every mode and player count, a few
# games each; the environment variables restore the deep sweep (200 duels, 40 games per table).
DUELS = int(os.environ.get("ZHDSL_XINGXIU_DUELS", "40"))
PER_TABLE = int(os.environ.get("ZHDSL_XINGXIU_TABLE_GAMES", "8"))
GRADES = {1.0, 0.5, -0.5, -1.0}  # rule 18.5: the renegade's results
TABLES = [("单挑", 2), ("斩首论功", 3), ("两两对决", 4), ("官军剿匪", 5), ("官军剿匪", 6), ("官军剿匪", 7), ("官军剿匪", 8)]
CHUNKS = 4


def play_checked(seed: int, mode: str, players: int):
    game = GameSpec(mode=mode, seed=seed, players=players, game="星宿").create()
    agents = [RandomAgent(seed * 31 + seat) for seat in range(players)]
    steps = 0
    turn = 0
    while not game.is_terminal():
        decision = game.decision
        s = game.state
        assert not s.players[decision.player].dead or decision.kind == "pick_general", \
            f"{mode}种子{seed}第{steps}步：阵亡的角色被问询（{decision.prompt}）"
        game.apply_action(agents[decision.player].act(game))
        steps += 1
        s = game.state
        if s.turn != turn:
            turn = s.turn
            assert s.over or not s.stack, f"{mode}种子{seed}：第{turn}回合开始时结算栈不为空"
        problems = violations(s)
        for p in s.players:
            if p.strength > p.max_strength:
                problems.append(f"角色{p.seat + 1}的军力{p.strength}超过上限{p.max_strength}")
            if p.dead and p.strength != 0:
                problems.append(f"阵亡的角色{p.seat + 1}军力为{p.strength}")
        assert not problems, f"{mode}种子{seed}第{steps}步：{problems}"
        assert steps <= Limits().actions_per_game + 1, f"{mode}种子{seed}：游戏没有结束"
    return game


@pytest.mark.long  # scheduled first (tests/conftest.py)
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("mode", "players"), TABLES, ids=[f"{m}{n}人" for m, n in TABLES])
def test_random_games_keep_the_invariants_and_end(mode, players, chunk):
    count = DUELS if mode == "单挑" else PER_TABLE
    games = [play_checked(seed, mode, players) for seed in range(chunk, count, CHUNKS)]
    decided = sum(1 for g in games if g.winners() or mode == "斩首论功" and g.state.mode_data.get("tied"))
    assert decided >= 0.95 * len(games), f"{mode}{players}人：{len(games)}局中只有{decided}局分出胜负"
    for g in games:
        returns = g.returns()
        assert len(returns) == players and all(-1.0 <= r <= 1.0 for r in returns)
        if g.winners():
            assert all(returns[w] > 0 for w in g.winners())
        if mode == "官军剿匪":
            roles = g.state.mode_data["roles"]
            assert {returns[seat] for seat, role in enumerate(roles) if role == "renegade"} <= GRADES


def test_renegade_outcomes_are_graded():
    """Rule 18.5: the renegade's result is one of +1, +0.5, −0.5, −1 (every 官军剿匪 game of the test above
    checks it too); the grades are not all one: within 60 games more than one occurs."""
    seen = set()
    for seed in range(60):
        g = play_checked(seed, "官军剿匪", 5)
        roles = g.state.mode_data["roles"]
        seen.add(g.returns()[roles.index("renegade")])
        assert seen <= GRADES, f"种子{seed}：内奸的结果{seen - GRADES}不在规则18.5之列"
        if len(seen) >= 2:
            break
    assert len(seen) >= 2, f"60局中内奸的结果都是{seen}"
