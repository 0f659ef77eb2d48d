"""Engine speed: games/s and decisions/s per agent, mode and player count; clones/s; `--jobs` speed-up.

Prints, on one core (CPU time of this process):
- random games (every seat a RandomAgent) and greedy mirrors (every seat a GreedyAgent) per mode
  and player count: 决斗 2, 团队 4, 权杖 3–5, 生存 4–7;
- `zhdsl simulate`'s default (greedy vs random, seats alternated, 决斗) through the same function
  the command runs;
- `clone()`s per second of a mid-game 决斗 state.

Then, on K processes (wall time, so the K cores should be idle): the default simulation with
`--jobs 1` and `--jobs K`, and the speed-up.

Every row plays a fixed set of games — seeds 0 … n-1, n from `GAMES` times `--scale` (about two
seconds each on the code of issue 13's start) — so every run measures the same work. With
`--repeat R` every figure is the best of R measurements (other work on the machine only ever slows
a run down). Goals (issue 13): random 决斗 ≥ 200 games/s; greedy mirror ≥ 50 games/s; `zhdsl
simulate` default ≥ 100 games/s; `--jobs K` within 10% of K×. Figures only; nothing asserts.

    python benchmarks/simulate.py [--repeat 1] [--scale 1] [--jobs K] [--only random|greedy] [--tables 决斗2,生存5]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

# Games per row (agent kind, mode, players) at --scale 1.
GAMES = {
    "random": {("决斗", 2): 100, ("团队", 4): 16, ("权杖", 3): 800, ("权杖", 4): 600, ("权杖", 5): 500,
               ("生存", 4): 200, ("生存", 5): 160, ("生存", 6): 140, ("生存", 7): 120},
    "greedy": {("决斗", 2): 16, ("团队", 4): 4, ("权杖", 3): 60, ("权杖", 4): 40, ("权杖", 5): 30,
               ("生存", 4): 12, ("生存", 5): 10, ("生存", 6): 8, ("生存", 7): 8},
}
DEFAULT_AGENTS = ("greedy", "random")  # `zhdsl simulate`'s default, seats alternated
DEFAULT_GAMES = 60


# ---- the entry points (repoint these when the modules move) -----------------------------------


def new_game(mode: str, players: int, seed: int):
    from zhdsl.play.spec import GameSpec

    return GameSpec(mode=mode, players=players, seed=seed).create()


def make_agent(kind: str, seed: int):
    from zhdsl.play.agents import make_bot

    return make_bot(kind, seed)


def simulate_default(games: int, jobs: int) -> None:
    """What `zhdsl simulate --games N --jobs K` runs (without the table)."""
    from zhdsl.play.simulate import simulate
    from zhdsl.play.spec import GameSpec

    results = simulate(GameSpec(), games, list(DEFAULT_AGENTS), jobs=jobs, alternate=True)
    assert not any(r.error for r in results), [r.error for r in results if r.error]


# ---- measurement ------------------------------------------------------------------------------


def play_games(kind: str, mode: str, players: int, games: int) -> tuple[float, float]:
    """Games/s and decisions/s of games 0 … games-1 with `kind` agents in every seat."""
    new_game(mode, players, 0)  # warm: card sets parsed and compiled once per process
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        game = new_game(mode, players, seed)
        agents = [make_agent(kind, seed * 7919 + seat) for seat in range(players)]
        while not game.is_terminal():
            game.apply_action(agents[game.decision.player].act(game))
            decisions += 1
    elapsed = time.process_time() - start
    return games / elapsed, decisions / elapsed


def default_rate(games: int) -> float:
    """Games/s of the default simulation in one process."""
    simulate_default(2, 1)  # warm
    start = time.process_time()
    simulate_default(games, 1)
    return games / (time.process_time() - start)


def clones_per_second(seconds: float) -> float:
    game = new_game("决斗", 2, 7)
    agent = make_agent("random", 7)
    while not game.is_terminal() and game.state.turn < 8:
        game.apply_action(agent.act(game))
    assert not game.is_terminal()
    n, start = 0, time.process_time()
    while True:
        for _ in range(1000):
            game.clone()
        n += 1000
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return n / elapsed


def jobs_speedup(games: int, jobs: int) -> tuple[float, float]:
    """Wall-time games/s of the default simulation with one process and with `jobs` processes."""
    simulate_default(2, 1)  # warm (forked workers inherit the loaded card sets)
    rates = []
    for k in (1, jobs):
        start = time.perf_counter()
        simulate_default(games, k)
        rates.append(games / (time.perf_counter() - start))
    return rates[0], rates[1]


def best_of(repeat: int, measure: Callable[[], tuple]) -> tuple:
    """The fastest of `repeat` measurements of the same work, by its first figure."""
    return max((measure() for _ in range(repeat)), key=lambda run: run[0])


def verdict(ok: bool) -> str:
    """A goal's verdict; one not met points at where docs/performance.md says why and what would reach it."""
    return "met" if ok else "NOT met (why, and what would reach it: docs/performance.md, \"What would reach the goals\")"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="measure each figure R times, print the best")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every row's number of games")
    parser.add_argument("--only", choices=["random", "greedy"], help="one agent kind only, no other figures")
    parser.add_argument("--tables", help="rows to measure, e.g. 决斗2,生存5 (default: every mode and count)")
    parser.add_argument("--clone-seconds", type=float, default=1.0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="K for the --jobs speed-up")
    parser.add_argument("--jobs-games", type=int, default=200, help="games for the --jobs speed-up; 0 skips it")
    args = parser.parse_args()
    tables = list(GAMES["random"])
    if args.tables:
        tables = [(t[:-1], int(t[-1])) for t in args.tables.split(",")]
    affinity = os.sched_getaffinity(0) if hasattr(os, "sched_setaffinity") else None
    if affinity is not None:
        os.sched_setaffinity(0, {min(affinity)})  # one core

    def count(n: int) -> int:
        return max(1, round(n * args.scale))

    kinds = [args.only] if args.only else ["random", "greedy"]
    print(f"{'agents':<8} {'table':<6} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'decisions/game':>15}")
    figures: dict[tuple[str, str, int], float] = {}
    for kind in kinds:
        for mode, players in tables:
            games = count(GAMES[kind][mode, players])
            gps, dps = best_of(args.repeat, lambda: play_games(kind, mode, players, games))
            figures[kind, mode, players] = gps
            print(f"{kind:<8} {mode}{players}人 {games:>6} {gps:>9,.1f} {dps:>12,.0f} {dps / gps:>15,.0f}")
    if ("random", "决斗", 2) in figures:
        print(f"goal: random 决斗 ≥ 200 games/s: {verdict(figures['random', '决斗', 2] >= 200)}")
    if ("greedy", "决斗", 2) in figures:
        print(f"goal: greedy mirror 决斗 ≥ 50 games/s: {verdict(figures['greedy', '决斗', 2] >= 50)}")
    if args.only or args.tables:
        return
    games = count(DEFAULT_GAMES)
    (gps,) = best_of(args.repeat, lambda: (default_rate(games),))
    print(f"zhdsl simulate default (greedy vs random, 决斗, alternated): {gps:,.1f} games/s over {games} games"
          f"   (goal ≥ 100: {verdict(gps >= 100)})")
    (cps,) = best_of(args.repeat, lambda: (clones_per_second(args.clone_seconds),))
    print(f"clone() of a mid-game 决斗 state: {cps:,.0f} /s")
    if affinity is not None:
        os.sched_setaffinity(0, affinity)
    if args.jobs_games > 0 and args.jobs > 1:
        runs = [jobs_speedup(args.jobs_games, args.jobs) for _ in range(args.repeat)]
        one, many = max(r[0] for r in runs), max(r[1] for r in runs)
        speedup = many / one
        print(f"--jobs {args.jobs}: {many:,.1f} games/s against {one:,.1f} with --jobs 1 "
              f"(wall, {args.jobs_games} games, all cores): {speedup:.2f}× of {args.jobs}×"
              f"   (goal within 10%: {verdict(speedup >= 0.9 * args.jobs)})")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
