"""Card-text pipeline throughput against raw Lark, and CLI cold start.

Prints, on one core, for two corpora — every 效果/技能 text of the bundled card sets, and
short single-step texts:
- texts/s through the full pipeline with compile: normalize → versions → parse → AST → check →
  lowering to effect programs (what the engine gets for a card text), with no cache between the
  text and the programs;
- texts/s of raw Lark LALR (`Lark.parse`, contextual lexer, `propagate_positions=False`: a parse
  tree, no AST, no checks) built from the same grammar text the project builds, on the same texts
  (each `|` version, normalized, as the pipeline parses it);
- the ratio of the two, and the time per text of each stage: parse (normalize → versions →
  parse → AST), check, compile (lowering). Everything is measured in one run, interleaved round
  by round, and each figure is its best round: other work on the machine only ever slows a
  round down, so the fastest round is the least disturbed one (as `timeit` reports).

Then the cold wall time of `zhdsl check` on a one-card file (a fresh subprocess each run).

Goals (issue 13): pipeline with compile ≥ 20,000 texts/s on the bundled texts and ≥ 0.66 of raw
Lark; cold check < 0.3 s (issue 2). Figures only; nothing asserts.

    python benchmarks/parse.py [--seconds 0.2] [--rounds 15] [--cold-runs 7]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARDSETS = ROOT / "cardsets" / "zongheng"  # the default game's bundled sets
TEXT_FIELDS = ("效果", "技能")

# One step or one timing and a step: the smallest texts a designer writes.
SHORT = [
    "抽1张牌。",
    "生产1财富。",
    "弃1张手牌。",
    "获得1物资。",
    "抽3张牌。",
    "折损1财富。",
    "回合开始：抽1张牌。",
    "回合结束：生产1财富。",
    "即刻：反制目标牌。",
    "复制目标牌。",
    "令目标角色抽1张牌。",
    "令目标其他角色折损2财富。",
    "横置，抽1张牌。",
    "洗乱过往。",
    "生产2财富，获得1物资。",
    "抽2张牌，弃1张手牌。",
]


# ---- the entry points (repoint these when the modules move) -----------------------------------


def pipeline() -> Callable[[str], object]:
    """Text → compiled programs, every stage, no cache in front: `compile_text` is memoized, so
    its undecorated function is used. A new cache on this path must be bypassed here too."""
    from zhdsl import pipeline as p

    uncached, dialect = p._compile.__wrapped__, p.dialect_of(None)
    return lambda text: uncached(text, dialect)


def stages() -> dict[str, Callable[[str], object]]:
    """The pipeline cut after parsing (normalize → versions → parse → AST) and after checking,
    for the per-stage split; `pipeline()` is the whole."""
    from zhdsl.pipeline import analyze, get_parser

    return {"parse": get_parser().parse, "parse+check": analyze}


def lark_grammar():
    """The grammar the project builds its parser from: the game's module and the core module it
    imports (core.lark + keyword terminals), as `zhdsl.text.grammar.GrammarSource`."""
    from zhdsl.pipeline import get_parser

    return get_parser().dialect.grammar_source()


def parsed_texts(text: str) -> list[str]:
    """The strings the pipeline hands its LALR parser for `text`: normalized, one per `|` version."""
    from zhdsl.pipeline import get_parser
    from zhdsl.text.normalize import blank_duplicate_punctuation, normalize
    from zhdsl.text.versions import expand

    clean, _ = blank_duplicate_punctuation(normalize(text))
    versions, errors = expand(clean, get_parser().dialect.keyword_texts())
    assert not errors, text
    return [v.text for v in versions]


# ---- corpora and measurement ------------------------------------------------------------------


def bundled_texts() -> list[str]:
    """Every non-empty 效果/技能 text of the bundled card-set files, in file order."""
    texts: list[str] = []

    def visit(node) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in TEXT_FIELDS and isinstance(value, str):
                    if value.strip():
                        texts.append(value)
                else:
                    visit(value)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    for path in sorted(CARDSETS.rglob("*.toml")):
        visit(tomllib.loads(path.read_text(encoding="utf-8")))
    return texts


def raw_lark():
    """Lark LALR on the project's grammar text with positions off (a fair baseline)."""
    import lark.lexer
    from lark import Lark

    saved = lark.lexer.has_interegular  # the optional collision check takes seconds; not parsing
    lark.lexer.has_interegular = False
    source = lark_grammar()

    def load_core(base_path, grammar_path):
        if grammar_path == "core.lark":
            return "core.lark", source.core
        raise FileNotFoundError(grammar_path)

    try:
        return Lark(source.game, parser="lalr", lexer="contextual", propagate_positions=False,
                    maybe_placeholders=False, import_paths=[load_core])
    finally:
        lark.lexer.has_interegular = saved


def rate(fn: Callable[[str], object], texts: list[str], seconds: float) -> float:
    """Texts per CPU second of this process (other processes on a busy machine do not count)."""
    n, start = 0, time.process_time()
    deadline = start + seconds
    while True:
        for text in texts:
            fn(text)
        n += len(texts)
        now = time.process_time()
        if now >= deadline:
            return n / (now - start)


def compare(texts: list[str], seconds: float, rounds: int) -> dict[str, float]:
    """Texts/s of the pipeline, its stages and raw Lark: the best of `rounds` interleaved rounds."""
    parser = raw_lark()
    versions = {text: parsed_texts(text) for text in texts}

    def raw(text: str) -> None:
        for version in versions[text]:
            parser.parse(version)

    fns = {"pipeline": pipeline(), **stages(), "raw": raw}
    for fn in fns.values():  # warm up, and prove every text is accepted
        for text in texts:
            fn(text)
    figures: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            figures[name].append(rate(fn, texts, seconds))
    return {name: max(values) for name, values in figures.items()}


def cold(runs: int) -> tuple[list[float], list[float]]:
    """Wall time and CPU time (user + system) of each run."""
    exe = shutil.which("zhdsl") or str(Path(sys.executable).with_name("zhdsl"))
    with tempfile.TemporaryDirectory() as tmp:
        # Bytecode is cached as for any installed package (in a temporary prefix, so nothing is
        # written into the source tree even when PYTHONDONTWRITEBYTECODE is set around us).
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        card = Path(tmp) / "one.toml"
        card.write_text(
            '[["通用牌"]]\n"类别" = "行动"\n"名称" = "劳作"\n"点数" = 1\n"精力" = "1绿"\n"效果" = "生产1财富。"\n',
            encoding="utf-8",
        )
        subprocess.run([exe, "check", str(card)], check=True, capture_output=True, env=env)  # fill the caches
        walls, cpus = [], []
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([exe, "check", str(card)], check=True, capture_output=True, env=env)
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return walls, cpus


def calibration() -> float:
    """CPU seconds for a fixed pure-Python loop: a yardstick for the machine. On a busy
    machine (hyperthreads shared with other work) this and every figure above slow down by
    about the same factor, so compare figures from different runs relative to it."""
    start = time.process_time()
    total = 0
    for i in range(5_000_000):
        total += i
    return time.process_time() - start


def verdict(ok: bool) -> str:
    """A goal's verdict; one not met points at where docs/performance.md says why and what would reach it."""
    return "met" if ok else "NOT met (why, and what would reach it: docs/performance.md, \"What would reach the goals\")"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=0.2, help="CPU seconds per figure per round")
    ap.add_argument("--rounds", type=int, default=15, help="interleaved rounds; each figure is its best round")
    ap.add_argument("--cold-runs", type=int, default=7, help="0 skips the cold start")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    corpora = {"bundled card texts": bundled_texts(), "short texts": SHORT}
    print(f"{'corpus':<20} {'texts':>5} {'chars':>6} {'pipeline+compile':>17} {'raw Lark':>10} {'ratio':>6}"
          f"   µs/text: parse, check, compile")
    figures = {}
    for name, texts in corpora.items():
        f = figures[name] = compare(texts, args.seconds, args.rounds)
        avg = sum(map(len, texts)) / len(texts)
        parse, check, full = 1e6 / f["parse"], 1e6 / f["parse+check"], 1e6 / f["pipeline"]
        print(f"{name:<20} {len(texts):>5} {avg:>6.1f} {f['pipeline']:>13,.0f} t/s {f['raw']:>6,.0f} t/s "
              f"{f['pipeline'] / f['raw']:>6.2f}   {parse:.0f}, {check - parse:.0f}, {full - check:.0f}")
    full, raw = figures["bundled card texts"]["pipeline"], figures["bundled card texts"]["raw"]
    print(f"goal: pipeline with compile ≥ 20,000 texts/s on the bundled texts: {verdict(full >= 20_000)} "
          f"({full:,.0f})")
    print(f"goal: ≥ 0.66 of raw Lark on the bundled texts: {verdict(full / raw >= 0.66)} ({full / raw:.3f})")
    if args.cold_runs > 0:
        walls, cpus = cold(args.cold_runs)
        print(
            f"cold `zhdsl check` one-card file: wall median {statistics.median(walls):.3f} s, "
            f"best {min(walls):.3f} s; CPU median {statistics.median(cpus):.3f} s "
            f"over {len(walls)} runs   (goal < 0.3 s: {verdict(statistics.median(walls) < 0.3)})"
        )
    print(
        f"calibration: a 5M-iteration Python loop took {calibration():.2f} s of CPU; "
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs"
    )


if __name__ == "__main__":
    main()
