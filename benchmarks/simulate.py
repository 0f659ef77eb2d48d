"""Engine speed on one core: random-agent 决斗 games/s and decisions/s, and clone()s per second
of a mid-game state. Goals (issue 4): ≥ 200 games/s, ≥ 50,000 clones/s. Prints figures only.

    python benchmarks/simulate.py [--games N] [--clones N]
"""

from __future__ import annotations

import argparse
import time

from zhdsl.agents.random import RandomAgent
from zhdsl.play.spec import GameSpec


def games_per_second(games: int) -> tuple[float, float]:
    GameSpec(seed=0).create()  # warm: card sets parsed and compiled once per process
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = GameSpec(seed=seed).create()
        agent = RandomAgent(seed)
        while not game.is_terminal():
            game.apply_action(agent.act(game))
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def clones_per_second(clones: int) -> float:
    game = GameSpec(seed=7).create()
    agent = RandomAgent(7)
    while not game.is_terminal() and game.state.turn < 8:
        game.apply_action(agent.act(game))
    start = time.perf_counter()
    for _ in range(clones):
        game.clone()
    return clones / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clones", type=int, default=20000)
    args = parser.parse_args()
    gps, dps = games_per_second(args.games)
    cps = clones_per_second(args.clones)
    print(f"random 决斗: {gps:,.1f} games/s, {dps:,.0f} decisions/s  (goal ≥ 200 games/s)")
    print(f"clone() of a mid-game state: {cps:,.0f} /s  (goal ≥ 50,000/s)")


if __name__ == "__main__":
    main()
