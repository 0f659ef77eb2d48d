"""Fuzz every loader and the CLI with hostile files for a while, and print the figures.

    python tools/fuzz.py                       # every target, 2 minutes each
    python tools/fuzz.py --minutes 10 --targets scenario,log --out fuzz-crashes
    python tools/fuzz.py --minutes 5 --targets cardtext,cards    # card text near its bounds, and games of it

The generators are those of the CI property tests (tests/hardening/hostile_inputs.py): real files
mutated (truncated, snippets and random bytes inserted, values swapped for hostile ones, JSON
fields changed with the checksum recomputed) and input from nowhere. Each input goes to the
loader's oracle; an exception other than the loader's own clear error is a crash, an input that
takes more than --timeout seconds of CPU (or ten times that of wall-clock time, for one that
blocks) a hang: on a machine shared with other work, wall-clock time alone calls a slow-but-finite
input a hang. `cardtext` builds card texts from the language's own
pieces near and past every bound of zhdsl/text/bounds.py (whatever `check` accepts must compile);
`cards` plays games of such cards with the bundled bots (the work stays within the engine's
`Limits`, the same answers replay the same game) and times every greedy decision. `anyset` checks
and loads card sets of whichever game they name (《符文战场》's decks too), `catalog` reads mutated
Riftbound catalogs, `protocol` sends sessions of hostile lines to `zhdsl serve`'s dispatcher (malformed
JSON-RPC, wrong parameters, illegal and stale actions, tampered saves: a Chinese error, never an
internal one, and a refused request changes nothing). Crashing inputs are written to --out (one file per
distinct crash) so each can become a regression test. Record the last run in docs/reliability.md.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time
import traceback
import warnings
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hardening"))

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from hypothesis.errors import HypothesisException, HypothesisWarning  # noqa: E402

import hostile_inputs as h  # noqa: E402


class TimeUp(Exception):
    """The target's time is over (raised inside hypothesis to stop it)."""


class Hang(BaseException):
    """One input ran past the timeout (a BaseException, so no `except Exception` in zhdsl swallows it)."""


def _on_alarm(signum, frame):
    raise Hang


def _signature(exc: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/zhdsl/" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__} at {where}: {str(exc)[:120]}"


def targets(work: Path) -> dict:
    """name -> (strategy of bytes, oracle taking the bytes)."""
    cardsets = h.corpus("cardsets/zongheng/*.toml") + h.corpus("examples/broken/*.toml")
    scenarios = h.corpus("tests/scenarios/**/*.toml")
    texts = h.corpus("examples/*.txt")
    records = h.short_log(work / "real.jsonl")
    save = h.short_save(work / "real.json")
    real_log = h.log_with_checksum(records)
    real_save = h.save_with_checksum(save)

    def in_file(name: str, oracle):
        def run(data: bytes) -> str:
            path = work / name
            path.write_bytes(data)
            return oracle(path)

        return run

    def cli(data: bytes) -> str:
        path = work / "cli.toml"
        path.write_bytes(data)
        outcomes = [
            h.cli_outcome(["check", "--format", "json", str(path), "-"], stdin=data),
            h.cli_outcome(["scenario", "run", str(path)]),
            h.cli_outcome(["replay", str(path)]),
            h.cli_outcome(["play", "--load", str(path)], stdin=b"q\n"),
            h.cli_outcome(["fmt", "--check", str(path)]),
        ]
        return " ".join(outcomes)

    bundled = sorted((ROOT / "cardsets" / "zongheng").glob("*.toml"))

    def game(data: bytes) -> str:
        """A bot game on one mutated bundled set and the other bundled sets, then its replay."""
        index = data[0] % len(bundled) if data else 0
        path = work / bundled[index].name
        path.write_bytes(data[1:])
        sets = [a for p in bundled for a in ("--cardset", str(path if p == bundled[index] else p))]
        log = work / "game-log.jsonl"
        log.unlink(missing_ok=True)
        outcome = h.cli_outcome(["demo", "--agent", "random", "--seed", str(len(data)), "--log", str(log), *sets])
        if log.exists():
            outcome += " replay " + h.cli_outcome(["replay", str(log)])
        return outcome

    def cards(drawn) -> str:
        """A game of generated cards (those `check` accepts) with the greedy or random bot, replayed."""
        texts, seed, bot = drawn
        return h.card_game_outcome(texts, seed, bot)

    anything = h.hostile_bytes()
    riftbound_decks = h.corpus("cardsets/riftbound/decks/*.toml")
    catalogs = h.corpus("cardsets/riftbound/*.json")
    served_save = h.real_save_doc()
    return {
        "cardtext": (h.card_text(), h.card_text_outcome),
        "cards": (st.tuples(st.lists(h.card_text(within=True), min_size=1, max_size=6), st.integers(0, 2**32),
                            st.sampled_from(["random", "greedy"])), cards),
        "cardset": (st.one_of(h.mutated(cardsets), anything), in_file("set.toml", h.cardset_outcome)),
        "anyset": (st.one_of(h.mutated(riftbound_decks + cardsets), anything), in_file("any.toml", h.any_cardset_outcome)),
        "catalog": (st.one_of(h.mutated(catalogs), anything), in_file("catalog.json", h.catalog_outcome)),
        "protocol": (h.protocol_lines(served_save), h.protocol_outcome),
        "scenario": (st.one_of(h.mutated(scenarios), anything), in_file("scenario.toml", h.scenario_outcome)),
        "text": (st.one_of(h.mutated(texts), anything), h.text_outcome),
        "log": (
            st.one_of(h.mutated_json(records).map(h.log_with_checksum), h.mutated([real_log]), anything),
            in_file("game.jsonl", h.log_outcome),
        ),
        "save": (
            st.one_of(h.mutated_json(save).map(h.save_with_checksum), h.mutated([real_save]), anything),
            in_file("save.json", h.save_outcome),
        ),
        "cli": (st.one_of(h.mutated(cardsets + scenarios[:20] + [real_log, real_save]), anything), cli),
        "game": (st.integers(0, len(bundled) - 1).flatmap(
            lambda i: h.mutated([bundled[i].read_bytes()]).map(lambda d: bytes([i]) + d)), game),
    }


class BotClock:
    """Times every decision of the greedy bot in CPU time (docs/reliability.md asks under ~100 ms each)."""

    def __init__(self) -> None:
        from zhdsl.agents import greedy

        self.decisions = 0
        self.slow = 0  # decisions over 100 ms
        self.slowest = 0.0
        act = greedy.GreedyAgent.act

        def timed(agent, game):
            began = time.process_time()
            try:
                return act(agent, game)
            finally:
                took = time.process_time() - began
                self.decisions += 1
                self.slow += took > 0.1
                self.slowest = max(self.slowest, took)

        greedy.GreedyAgent.act = timed


def fuzz(name: str, strategy, oracle, seconds: float, timeout: int, out: Path | None) -> dict:
    outcomes: Counter = Counter()
    crashes: dict[str, bytes] = {}
    slowest = 0.0
    start = time.monotonic()

    @settings(max_examples=10**9, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), derandomize=False)
    @given(strategy)
    def one(data: bytes) -> None:
        nonlocal slowest
        if time.monotonic() - start > seconds:
            raise TimeUp
        began = time.process_time()
        signal.setitimer(signal.ITIMER_PROF, timeout)  # CPU time: an endless loop
        signal.alarm(timeout * 10)  # wall-clock time: an input that blocks
        try:
            outcomes[oracle(data)] += 1
        except Hang:
            outcomes["HANG"] += 1
            crashes.setdefault(f"hang over {timeout} s of CPU or {timeout * 10} s", data)
        except Exception as exc:  # noqa: BLE001  that is what we look for
            outcomes["CRASH"] += 1
            crashes.setdefault(_signature(exc), data)
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.alarm(0)
        slowest = max(slowest, time.process_time() - began)

    while time.monotonic() - start < seconds:
        try:
            one()
        except (TimeUp, HypothesisException, BaseExceptionGroup):
            break  # only TimeUp leaves `one`, perhaps wrapped by hypothesis when its replay differs
    tried = sum(outcomes.values())
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        for i, (signature, data) in enumerate(sorted(crashes.items()), start=1):
            (out / f"{name}-{i}.bin").write_bytes(data if isinstance(data, bytes) else repr(data).encode("utf-8"))
            (out / f"{name}-{i}.txt").write_text(signature + "\n", encoding="utf-8")
    return {"target": name, "tried": tried, "seconds": round(time.monotonic() - start, 1), "slowest": round(slowest, 2),
            "outcomes": dict(outcomes.most_common()), "crashes": sorted(crashes)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=2.0, help="per target")
    parser.add_argument("--targets", default="cardset,anyset,catalog,scenario,text,cardtext,log,save,protocol,cli,game,cards")
    parser.add_argument("--timeout", type=int, default=10, help="seconds of CPU one input may take")
    parser.add_argument("--out", type=Path, default=None, help="folder for crashing inputs")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _on_alarm)
    signal.signal(signal.SIGPROF, _on_alarm)
    warnings.filterwarnings("ignore", category=HypothesisWarning)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        os.chdir(work)  # relative paths in hostile files point here, not into the project
        every = targets(work)
        clock = BotClock()
        for name in args.targets.split(","):
            strategy, oracle = every[name]
            r = fuzz(name, strategy, oracle, args.minutes * 60, args.timeout, args.out)
            failures += len(r["crashes"])
            print(f"{r['target']:9} {r['tried']:7} inputs in {r['seconds']:6} s  slowest {r['slowest']:5} s CPU  "
                  f"{r['outcomes']}", flush=True)
            for c in r["crashes"]:
                print(f"    CRASH {c}", flush=True)
    if clock.decisions:
        print(f"greedy bot: {clock.decisions} decisions, {clock.slow} over 100 ms, slowest {clock.slowest * 1000:.0f} ms")
    print(f"distinct crashes and hangs: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
