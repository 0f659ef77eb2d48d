"""Byte-identical games: record the JSON-lines logs of many seeded bot games of every mode, then check
that the engine still plays exactly those games after a change meant to keep behaviour (a speed-up,
a refactor).

    python tools/logcheck.py record DIR [--scale 1] [--jobs 2]   # write DIR/<case>.jsonl and DIR/digests.json
    python tools/logcheck.py record DIR --every-game             # every mode of every game (602 games)
    python tools/logcheck.py verify DIR [--jobs 2]               # replay every case, compare with DIR

A case is one game: game, mode, player count, agents (random, greedy, or greedy against random with
seats alternated — `zhdsl simulate`'s default) and seed. Its record is the game's log as `zhdsl demo
--log` writes it (every event, every decision with its prompt, options and answer), followed by the
observation of every seat at the end and at every 20th decision (what frontends and the greedy
evaluation read), and every legal action's label. `verify` prints the first differing line of each
case that changed and exits 1 if any did.

Record on the code before the change, verify after it (the two may be different checkouts: run the
recording with PYTHONPATH=<the other checkout>). The logs depend on the card sets, so record
again after a card set changes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# (mode, players): seeds per agent kind at --scale 1.
TABLES = {
    ("决斗", 2): {"random": 60, "greedy": 8, "mixed": 12},
    ("团队", 4): {"random": 10, "greedy": 2, "mixed": 2},
    ("权杖", 3): {"random": 40, "greedy": 6, "mixed": 6},
    ("权杖", 4): {"random": 30, "greedy": 4, "mixed": 4},
    ("权杖", 5): {"random": 24, "greedy": 3, "mixed": 3},
    ("生存", 4): {"random": 20, "greedy": 2, "mixed": 3},
    ("生存", 5): {"random": 16, "greedy": 2, "mixed": 2},
    ("生存", 6): {"random": 14, "greedy": 1, "mixed": 2},
    ("生存", 7): {"random": 12, "greedy": 1, "mixed": 2},
}
OBSERVE_EVERY = 20


def cases(scale: float) -> list[tuple[str, str, int, str, int]]:
    out = []
    for (mode, players), kinds in TABLES.items():
        for kind, n in kinds.items():
            for seed in range(max(1, round(n * scale))):
                out.append(("zongheng", mode, players, kind, seed))
    return out


def every_game_cases(scale: float) -> list[tuple[str, str, int, str, int]]:
    """`--every-game`: every mode of every game (纵横坛, 星宿, 符文战场) at its default player count, 50 random
    games each, and 6 greedy and 6 greedy-against-random games of a two-player mode, 2 greedy-against-random
    of any other (602 games at --scale 1)."""
    from zhdsl.play.spec import modes

    out = []
    for game_id in ("zongheng", "xingxiu", "riftbound"):
        for mode, cls in modes(game_id).items():
            players = cls.default_players()
            kinds = {"random": 50, "greedy": 6, "mixed": 6} if players == 2 else {"random": 50, "mixed": 2}
            for kind, n in kinds.items():
                out.extend((game_id, mode, players, kind, seed) for seed in range(max(1, round(n * scale))))
    return out


def case_name(case) -> str:
    game, mode, players, kind, seed = case
    return f"{game}-{mode}{players}-{kind}-{seed}"


def _agents(kind: str, players: int, seed: int) -> list[str]:
    if kind == "mixed":
        pair = ("greedy", "random")
        return [pair[(seat + seed) % 2] for seat in range(players)]
    return [kind] * players


def play_case(case) -> list[str]:
    """The record of one case: its log lines, then observations and labels."""
    from zhdsl.play.agents import make_bot
    from zhdsl.play.driver import play
    from zhdsl.play.gamelog import LogWriter
    from zhdsl.play.spec import GameSpec

    game_id, mode, players, kind, seed = case
    spec = GameSpec(game=game_id, mode=mode, players=players, seed=seed)
    game = spec.create()
    names = _agents(kind, players, seed)
    bots = [make_bot(name, seed * 7919 + seat) for seat, name in enumerate(names)]
    writer = LogWriter(spec, names, Path("/nonexistent/log.jsonl"))
    extra: list[str] = []
    count = 0

    def dump(obj) -> str:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)

    def on_step(step) -> None:
        nonlocal count
        writer.step(step)
        count += 1
        if count % OBSERVE_EVERY == 0 and not game.is_terminal():
            seat = game.decision.player
            extra.append(dump({"at": count, "seat": seat, "observation": game.observation(seat)}))
            extra.append(dump({"at": count, "labels": [game.action_to_string(a) for a in game.legal_actions()]}))

    decisions = play(game, bots, on_start=writer.start, on_step=on_step)
    lines = writer.finish(game, decisions)
    for seat in range(players):
        extra.append(dump({"end": True, "seat": seat, "observation": game.observation(seat)}))
    extra.append(dump({"returns": game.returns(), "winners": list(game.winners())}))
    # The header names card-set paths relative to a made-up folder: keep only their hashes, so a record
    # made in one checkout verifies in another. The end line's digest covers those paths; every line it
    # covers is compared anyway.
    header = json.loads(lines[0])
    for c in header.get("cardsets", []):
        c.pop("path", None)
    end = json.loads(lines[-1])
    end.pop("sha256", None)
    return [dump(header), *lines[1:-1], dump(end), *extra]


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


def _run(case):
    try:
        return case, play_case(case), None
    except Exception as exc:  # noqa: BLE001 - reported per case
        return case, None, f"{type(exc).__name__}: {exc}"


def _map(items, jobs: int):
    if jobs <= 1:
        yield from map(_run, items)
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(_run, items, chunksize=4)


def record(out: Path, scale: float, jobs: int, every_game: bool = False) -> int:
    out.mkdir(parents=True, exist_ok=True)
    digests = {}
    for case, lines, error in _map(every_game_cases(scale) if every_game else cases(scale), jobs):
        if error:
            print(f"{case_name(case)}: {error}", file=sys.stderr)
            return 1
        (out / f"{case_name(case)}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        digests[case_name(case)] = {"case": list(case), "sha256": digest(lines)}
    (out / "digests.json").write_text(json.dumps(digests, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"recorded {len(digests)} games in {out}")
    return 0


def verify(out: Path, jobs: int) -> int:
    digests = json.loads((out / "digests.json").read_text(encoding="utf-8"))
    wanted = [tuple(v["case"]) for v in digests.values()]
    bad = 0
    for case, lines, error in _map(wanted, jobs):
        name = case_name(case)
        if error:
            print(f"{name}: {error}")
            bad += 1
            continue
        if digest(lines) == digests[name]["sha256"]:
            continue
        bad += 1
        old = (out / f"{name}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
        for i, (a, b) in enumerate(zip(old, lines)):
            if a != b:
                print(f"{name}: line {i + 1} differs\n  was: {a[:300]}\n  now: {b[:300]}")
                break
        else:
            print(f"{name}: {len(old)} lines were recorded, {len(lines)} now")
    print(f"{len(wanted) - bad}/{len(wanted)} games identical")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("action", choices=["record", "verify"])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the seeds per case (record)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--every-game", action="store_true",
                    help="record every mode of 纵横坛, 星宿 and 符文战场 (602 games) instead of 纵横坛's table")
    args = ap.parse_args()
    if args.action == "record":
        return record(args.dir, args.scale, args.jobs, args.every_game)
    return verify(args.dir, args.jobs)


if __name__ == "__main__":
    sys.exit(main())
