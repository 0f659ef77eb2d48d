"""Seeded random games: after every action every card is in exactly one zone, no resource is
negative, the stack is empty whenever a turn ends, and every game ends."""

from __future__ import annotations

import os

import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.engine.limits import Limits
from zhdsl.play.invariants import violations
from zhdsl.play.spec import GameSpec

GAMES = int(os.environ.get("ZHDSL_INVARIANT_GAMES", "1000"))
CHUNKS = 10


def _play_checked(seed: int) -> None:
    game = GameSpec(seed=seed).create()
    agent = RandomAgent(seed)
    steps = 0
    entry_turn: dict[int, int] = {}  # stack entry uid -> the turn it was seen in
    while not game.is_terminal():
        game.apply_action(agent.act(game))
        steps += 1
        for entry in game.state.stack:
            first = entry_turn.setdefault(entry.uid, game.state.turn)
            assert first == game.state.turn, f"种子{seed}第{steps}步：{entry.name}从第{first}回合留到了下一回合"
        problems = violations(game.state)
        assert not problems, f"种子{seed}第{steps}步：{problems}"
        assert steps <= Limits().actions_per_game + 1, f"种子{seed}：游戏没有结束"
    turn_starts = [i for i, e in enumerate(game.log) if e.kind == "turn_start"]
    assert turn_starts, f"种子{seed}：没有进行任何回合"
    assert game.state.over


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_the_invariants(chunk):
    for seed in range(chunk, GAMES, CHUNKS):
        _play_checked(seed)


def test_the_checker_finds_a_duplicated_card():
    game = GameSpec(seed=1).create()
    state = game.state.copy()
    uid = state.deck[0]
    state.past.append(uid)
    assert any(f"牌{uid}" in p for p in violations(state))


def test_the_checker_finds_negative_supply():
    game = GameSpec(seed=1).create()
    state = game.state.copy()
    state.players[0].supply = -1
    assert violations(state) == ["角色1的物资为负（-1）"]
