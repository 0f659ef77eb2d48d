"""Agents by name, for the command line and simulations."""

from __future__ import annotations

from zhdsl.agents.greedy import GreedyAgent
from zhdsl.agents.random import RandomAgent

BOTS = {"random": RandomAgent, "greedy": GreedyAgent}
NAMES = {"random": "随机", "greedy": "贪心", "human": "玩家"}


def make_bot(name: str, seed: int):
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"未知的代理「{name}」（可用：{'、'.join(BOTS)}）") from None
