"""How many random games the invariant tests need: the branches of zhdsl each game reaches that the games
before it did not (docs/testing.md, "Eleventh pass").

Plays the games of one invariant test exactly as the test does (its own functions, its default sizes or
the environment variables that set them) under coverage.py's branch measurement, one coverage context
per game, then prints for each table the new branches per seed, and for each KEEP the branches only the
games at seed >= KEEP reach (the ones a test cut to KEEP games per table would no longer reach), by file:

    python tools/game_coverage.py zongheng 8 16     # tests/play/test_invariants.py (纵横坛)
    python tools/game_coverage.py xingxiu 4 8       # tests/xingxiu/test_xingxiu_invariants.py
    python tools/game_coverage.py riftbound 4       # tests/riftbound/test_riftbound_invariants.py
    python tools/game_coverage.py riftbound 4 --json /tmp/rift.json   # and the lost branches, for a check
                                                    # against the coverage data of other tests
    python tools/game_coverage.py zongheng 8 --whole 决斗2   # the mode tables cut to 8, the duels kept whole

A branch no later game reaches is code the extra games do not run; it says nothing of the positions
they reach on the way, which is why the issue-18 mutation sample (none of its survivors caught by the
random games alone) is the other half of the argument for a size.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _games(family: str) -> list[tuple[str, int, object]]:
    """(table, seed, play) for every game the family's invariant test plays by default."""
    sys.path[:0] = [str(ROOT / "tests" / d) for d in ("play", "xingxiu", "riftbound")]
    out = []
    if family == "zongheng":
        from test_invariants import GAMES, MODE_GAMES, TABLES, _play_checked

        out += [("决斗2", seed, lambda s=seed: _play_checked(s)) for seed in range(GAMES)]
        out += [(f"{m}{n}", seed, lambda m=m, n=n, s=seed: _play_checked(s, m, n))
                for m, n in TABLES for seed in range(MODE_GAMES)]
    elif family == "xingxiu":
        from test_xingxiu_invariants import DUELS, PER_TABLE, TABLES, play_checked

        out += [(f"{m}{n}", seed, lambda m=m, n=n, s=seed: play_checked(s, m, n))
                for m, n in TABLES for seed in range(DUELS if m == "单挑" else PER_TABLE)]
    elif family == "riftbound":
        from test_riftbound_invariants import GAMES, TABLES, _play_checked

        out += [(f"{m}{n}", seed, lambda m=m, n=n, s=seed: _play_checked(m, n, s))
                for m, n in TABLES for seed in range(GAMES)]
    else:
        raise SystemExit(f"unknown family {family!r}: zongheng, xingxiu or riftbound")
    return out


def main() -> None:
    import coverage

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("family", choices=["zongheng", "xingxiu", "riftbound"])
    ap.add_argument("keep", nargs="*", type=int, help="games per table a smaller test would keep")
    ap.add_argument("--json", help="write the branches only the games past each KEEP reach to this file")
    ap.add_argument("--whole", nargs="*", default=[], metavar="TABLE",
                    help="tables KEEP does not cut (e.g. 决斗2 or 单挑2, sized apart from the mode tables)")
    args = ap.parse_args()

    games = _games(args.family)
    # concurrency: the engine runs its tasks in greenlets, whose code is misattributed without it
    cov = coverage.Coverage(branch=True, source=[str(ROOT / "zhdsl")], data_file=None, concurrency=["greenlet"])
    cov.start()
    cov.switch_context("warm-up")  # the first game's one-off work (libraries, parsers) in a context of its own
    games[0][2]()
    for table, seed, play in games:
        cov.switch_context(f"{table}/{seed}")
        play()
    cov.stop()
    data = cov.get_data()
    reached: dict[tuple[str, int], set] = {}
    for table, seed, _ in games:
        data.set_query_contexts([f"^{re.escape(f'{table}/{seed}')}$"])  # patterns are searched: anchor them
        reached[table, seed] = {(Path(f).relative_to(ROOT).as_posix(), a, b)
                                for f in data.measured_files() for a, b in (data.arcs(f) or ())}
    every = set().union(*reached.values())
    print(f"{args.family}: {len(games)} games, {len(every)} branches of zhdsl")
    for table in dict.fromkeys(t for t, _, _ in games):
        seen, row = set(), []
        for (t, _seed), arcs in reached.items():
            if t == table:
                row.append(len(arcs - seen))
                seen |= arcs
        print(f"  {table}: new branches per seed {row}")
    lost_by_keep = {}
    for keep in args.keep:
        kept = set().union(*(arcs for (t, seed), arcs in reached.items() if seed < keep or t in args.whole))
        lost = every - kept
        lost_by_keep[keep] = sorted(lost)
        by_file = collections.Counter(f for f, _, _ in lost)
        print(f"  keeping {keep} per table: {len(lost)} branches lost {by_file.most_common()}")
    if args.json:
        Path(args.json).write_text(json.dumps(lost_by_keep, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
