"""Where the time goes: cProfile of random games, greedy games, or the card-text pipeline.

Prints the functions with the most own time (tottime) and the project functions with the most
cumulative time, as shares of the profiled total. The profiler slows Python calls down, so the
shares are indicative: use benchmarks/parse.py and benchmarks/simulate.py for speeds.

    python benchmarks/profiles.py random [--games 40] [--mode 决斗 --players 2] [--top 25]
    python benchmarks/profiles.py greedy [--games 8]
    python benchmarks/profiles.py pipeline [--rounds 30]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats

import parse  # benchmarks/parse.py: the pipeline's entry point and corpus
import simulate  # benchmarks/simulate.py: the game entry points


def games(kind: str, mode: str, players: int, count: int) -> None:
    for seed in range(count):
        game = simulate.new_game(mode, players, seed)
        agents = [simulate.make_agent(kind, seed * 7919 + seat) for seat in range(players)]
        while not game.is_terminal():
            game.apply_action(agents[game.decision.player].act(game))


def pipeline(rounds: int) -> None:
    compile_text = parse.pipeline()
    texts = parse.bundled_texts()
    for _ in range(rounds):
        for text in texts:
            compile_text(text)


def report(stats: pstats.Stats, top: int) -> None:
    total = stats.total_tt
    rows = stats.stats  # (file, line, name) -> (calls, primitive calls, tottime, cumtime, callers)

    def where(key) -> str:
        path, line, name = key
        short = path.split("site-packages/")[-1].split("zhdsl/")[-1] if "/" in path else path
        return f"{short}:{line} {name}"

    print(f"total {total:.2f} s (profiled)")
    print(f"\nown time (tottime), top {top}:")
    for key, (_, calls, tt, _ct, _) in sorted(rows.items(), key=lambda kv: -kv[1][2])[:top]:
        print(f"  {tt / total:6.1%} {calls:>9} calls  {where(key)}")
    print(f"\nzhdsl functions by cumulative time, top {top}:")
    ours = [(k, v) for k, v in rows.items() if "/zhdsl/" in k[0]]
    for key, (_, calls, _tt, ct, _) in sorted(ours, key=lambda kv: -kv[1][3])[:top]:
        print(f"  {ct / total:6.1%} {calls:>9} calls  {where(key)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["random", "greedy", "pipeline"])
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--mode", default="决斗")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=30, help="passes over the bundled texts (pipeline)")
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    if args.what == "pipeline":
        pipeline(1)  # warm: tables loaded
        run = lambda: pipeline(args.rounds)  # noqa: E731
    else:
        count = args.games or (40 if args.what == "random" else 8)
        games(args.what, args.mode, args.players, 1)  # warm: card sets loaded
        run = lambda: games(args.what, args.mode, args.players, count)  # noqa: E731
    profiler = cProfile.Profile()
    profiler.runcall(run)
    report(pstats.Stats(profiler), args.top)


if __name__ == "__main__":
    main()
