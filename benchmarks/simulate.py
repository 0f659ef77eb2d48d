"""Engine speed on one core: random-agent 决斗 games/s and decisions/s, and clone()s per second
of a mid-game state. Goals (issue 4): ≥ 200 games/s, ≥ 50,000 clones/s. Prints figures only.

    python benchmarks/simulate.py [--games N] [--clones N] [--mode 生存 --players 5]
"""

from __future__ import annotations

import argparse
import time

from zhdsl.agents.random import RandomAgent
from zhdsl.play.spec import GameSpec


def games_per_second(games: int, mode: str = "决斗", players: int | None = None) -> tuple[float, float]:
    GameSpec(mode=mode, players=players).create()  # warm: card sets parsed and compiled once per process
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = GameSpec(mode=mode, seed=seed, players=players).create()
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
    parser.add_argument("--mode", default="决斗")
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args()
    gps, dps = games_per_second(args.games, args.mode, args.players)
    cps = clones_per_second(args.clones)
    table = f"{args.mode}{'' if args.players is None else f' {args.players}人'}"
    print(f"random {table}: {gps:,.1f} games/s, {dps:,.0f} decisions/s  (goal for 决斗 ≥ 200 games/s)")
    print(f"clone() of a mid-game state: {cps:,.0f} /s  (goal ≥ 50,000/s)")


if __name__ == "__main__":
    main()
