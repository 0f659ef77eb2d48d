"""The balance table of docs/cardsets.md: per-lord win rates of a GreedyAgent mirror, as Markdown.

    nice -n 10 python benchmarks/balance.py                 # runs the documented simulation (about 30 min, one core)
    zhdsl simulate ... --json > run.json && python benchmarks/balance.py run.json   # formats a saved summary

The simulation is `zhdsl simulate --games 1000 --seed 2026 --agents greedy,greedy --alternate --json`
(`--jobs` changes nothing in the result, only the time). A draw counts as a loss for both seats; the
95% interval is Wilson's score interval.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys

Z95 = 1.96


def wilson(wins: int, games: int) -> tuple[float, float]:
    """Wilson's 95% score interval of a win rate, as fractions."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    scale = 1 + Z95 * Z95 / games
    centre = (p + Z95 * Z95 / (2 * games)) / scale
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 * Z95 / (4 * games * games)) / scale
    return max(0.0, centre - half), min(1.0, centre + half)


def simulate(games: int, seed: int, jobs: int) -> dict:
    command = [sys.executable, "-m", "zhdsl.cli", "simulate", "--games", str(games), "--seed", str(seed),
               "--agents", "greedy,greedy", "--alternate", "--jobs", str(jobs), "--json"]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def table(summary: dict) -> str:
    """The summary's header line and the per-lord table, highest win rate first."""
    games, draws = summary["games"], summary["draws"]
    seats = "、".join(f"{i + 1}号位胜 {w} 局" for i, w in enumerate(summary["wins_by_seat"]))
    lines = [
        f"{games} 局，{len(summary['errors'])} 个引擎错误；平局 {draws} 局；{seats}，"
        f"先手胜率 {summary['first_seat_win_rate']:.1%}（平局算负）；平均 {summary['mean_turns']} 回合（双方合计）。",
        "",
        "| 领主 | 局数 | 胜局 | 胜率（平局算负） | 95%区间 | 在40%–60%内 |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    lords = sorted(summary["lords"].items(), key=lambda item: (-item[1]["wins"] / item[1]["games"], item[0]))
    inside = 0
    for name, entry in lords:
        rate = entry["wins"] / entry["games"]
        low, high = wilson(entry["wins"], entry["games"])
        ok = 0.40 <= rate <= 0.60
        inside += ok
        lines.append(f"| {name} | {entry['games']} | {entry['wins']} | {rate:.1%} | "
                     f"{round(low * 100)}–{round(high * 100)}% | {'是' if ok else '**否**'} |")
    lines += ["", f"胜率在40%–60%内的领主：{inside} / {len(lords)}"]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("summary", nargs="?", help="a saved `zhdsl simulate --json` summary (default: run it)")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    if args.summary:
        with open(args.summary, encoding="utf-8") as f:
            summary = json.load(f)
    else:
        summary = simulate(args.games, args.seed, args.jobs)
    print(table(summary))


if __name__ == "__main__":
    main()
