"""Engine speed: games/s and decisions/s per agent, mode and player count; clones/s; `--jobs` speed-up.

Prints, on one core (CPU time of this process):
- random games (every seat a RandomAgent) and greedy mirrors (every seat a GreedyAgent) per mode
  and player count: 决斗 2, 团队 4, 权杖 3–5, 生存 4–7;
- `zhdsl simulate`'s default (greedy vs random, seats alternated, 决斗) through the same function
  the command runs;
- `clone()`s per second of a mid-game 决斗 state.

Then, on K processes (wall time, so the K cores should be idle): the default simulation with
`--jobs 1` and `--jobs K`, and the speed-up.

Game i of a row uses seed i, so every run plays the same games; a row plays games until it has
used `--seconds` of CPU (at least `--min-games`). With `--repeat R` every figure is the best of R
measurements of the same games (other work on the machine only ever slows a run down). Goals (issue 13): random 决斗 ≥ 200 games/s; greedy mirror ≥ 50 games/s;
`zhdsl simulate` default ≥ 100 games/s; `--jobs K` within 10% of K×. Figures only; nothing asserts.

    python benchmarks/simulate.py [--seconds 2] [--repeat 1] [--jobs K] [--only random|greedy]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

TABLES = [("决斗", 2), ("团队", 4), ("权杖", 3), ("权杖", 4), ("权杖", 5),
          ("生存", 4), ("生存", 5), ("生存", 6), ("生存", 7)]
DEFAULT_AGENTS = ("greedy", "random")  # `zhdsl simulate`'s default, seats alternated


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


def play_games(kind: str, mode: str, players: int, seconds: float, min_games: int,
               games: int | None = None) -> tuple[float, float, int]:
    """Games/s and decisions/s of `kind` agents in every seat, and the number of games played:
    games 0 … games-1 when `games` is given, else as many as take `seconds` of CPU."""
    new_game(mode, players, 0)  # warm: card sets parsed and compiled once per process
    played = decisions = 0
    start = time.process_time()
    while True:
        game = new_game(mode, players, played)
        agents = [make_agent(kind, played * 7919 + seat) for seat in range(players)]
        while not game.is_terminal():
            game.apply_action(agents[game.decision.player].act(game))
            decisions += 1
        played += 1
        elapsed = time.process_time() - start
        if played == games or (games is None and elapsed >= seconds and played >= min_games):
            return played / elapsed, decisions / elapsed, played


def default_rate(seconds: float, games: int | None = None) -> tuple[float, int]:
    """Games/s of the default simulation in one process: `games` games, else enough for `seconds` of CPU."""
    simulate_default(2, 1)  # warm
    n = games or 8
    while True:
        start = time.process_time()
        simulate_default(n, 1)
        elapsed = time.process_time() - start
        if games is not None or elapsed >= seconds:
            return n / elapsed, n
        n = int(n * min(8.0, 1.2 * seconds / max(elapsed, 1e-3))) + 1


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


def best_of(repeat: int, measure: Callable[..., tuple]) -> tuple:
    """The fastest of `repeat` measurements (the first is a rate, the last the amount of work,
    which later measurements repeat exactly): other work on the machine only slows a run down."""
    first = measure(None)
    runs = [first] + [measure(first[-1]) for _ in range(repeat - 1)]
    return max(runs, key=lambda run: run[0])


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure")
    parser.add_argument("--min-games", type=int, default=3, help="games per row at least")
    parser.add_argument("--repeat", type=int, default=1, help="measure each figure R times, print the best")
    parser.add_argument("--only", choices=["random", "greedy"], help="one agent kind only, no other figures")
    parser.add_argument("--tables", help="rows to measure, e.g. 决斗2,生存5 (default: every mode and count)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="K for the --jobs speed-up")
    parser.add_argument("--jobs-games", type=int, default=200, help="games for the --jobs speed-up; 0 skips it")
    args = parser.parse_args()
    tables = TABLES
    if args.tables:
        tables = [(t[:-1], int(t[-1])) for t in args.tables.split(",")]
    affinity = os.sched_getaffinity(0) if hasattr(os, "sched_setaffinity") else None
    if affinity is not None:
        os.sched_setaffinity(0, {min(affinity)})  # one core

    kinds = [args.only] if args.only else ["random", "greedy"]
    print(f"{'agents':<8} {'table':<6} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'decisions/game':>15}")
    figures: dict[tuple[str, str, int], float] = {}
    for kind in kinds:
        for mode, players in tables:
            gps, dps, games = best_of(
                args.repeat, lambda n: play_games(kind, mode, players, args.seconds, args.min_games, n))
            figures[kind, mode, players] = gps
            print(f"{kind:<8} {mode}{players}人 {games:>6.0f} {gps:>9,.1f} {dps:>12,.0f} {dps / gps:>15,.0f}")
    if ("random", "决斗", 2) in figures:
        print(f"goal: random 决斗 ≥ 200 games/s: {verdict(figures['random', '决斗', 2] >= 200)}")
    if ("greedy", "决斗", 2) in figures:
        print(f"goal: greedy mirror 决斗 ≥ 50 games/s: {verdict(figures['greedy', '决斗', 2] >= 50)}")
    if args.only:
        return
    gps, games = best_of(args.repeat, lambda n: default_rate(args.seconds, n))
    print(f"zhdsl simulate default (greedy vs random, 决斗, alternated): {gps:,.1f} games/s over {games:.0f} games"
          f"   (goal ≥ 100: {verdict(gps >= 100)})")
    cps, _ = best_of(args.repeat, lambda _n: (clones_per_second(args.seconds), None))
    print(f"clone() of a mid-game 决斗 state: {cps:,.0f} /s")
    if affinity is not None:
        os.sched_setaffinity(0, affinity)
    if args.jobs_games > 0 and args.jobs > 1:
        runs = [jobs_speedup(args.jobs_games, args.jobs) for _ in range(args.repeat)]
        one, many = max(r[0] for r in runs), max(r[1] for r in runs)
        speedup = many / one
        print(f"--jobs {args.jobs}: {many:,.1f} games/s against {one:,.1f} with --jobs 1 (wall, {args.jobs_games} games): "
              f"{speedup:.2f}× of {args.jobs}×   (goal within 10%: {verdict(speedup >= 0.9 * args.jobs)})")
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
