"""Parse throughput and CLI cold start.

Prints:
- warm texts/s through the full pipeline (`zhdsl.analyze`: normalize → versions → parse →
  AST → check) over a corpus of realistic card texts, on one core;
- the raw Lark LALR parse rate (`Lark.parse`, a parse tree, no AST, no checks) over the same
  texts, for comparison;
- the cold wall time of `zhdsl check` on a one-card file (a fresh subprocess each run).

Goals (issue 2): ≥ 10,000 texts/s warm, cold check < 0.3 s. Figures only; nothing asserts.

    python benchmarks/parse.py [--seconds 3] [--cold-runs 7]
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CORPUS = [
    # the rulebook's texts
    "弃1张手牌，抽3张牌。",
    "回合开始：抽1张牌。",
    "使用1张手牌（不支付精力）",
    "重置/（横置，抽1张牌）。",
    "（你的仓储始终等于财富）",
    # texts in the style of the base deck and lords
    "若你的财富小于10，生产1财富。",
    "生产2财富，获得1物资。",
    "令目标其他角色折损2财富。",
    "抽2张牌，弃1张手牌。",
    "令目标其他角色弃1张手牌，抽1张牌。",
    "回合开始：抽一张牌。回合结束：弃一张手牌。",
    "锁定&回合开始：若你的物资小于2，获得1物资。",
    "支付1蓝色精力&1黄色精力：抽3张牌。",
    "令目标角色生产|折损1|2财富。",
    "即刻：反制目标牌。",
    "将目标牌变为「抽1张牌」。",
    "执行「抽2张牌，生产1财富」。",
    "限定&横置：令距离1以内的目标角色折损1财富。",
    "令所有角色折损X财富（X为角色数-2）。",
    "生产X财富（X为你的物资）。",
    "若目标牌的颜色等于红色，反制目标牌/将目标牌移入过往。",
    "若你的手牌数多于目标角色的手牌数&你的财富不大于10，生产2财富，抽1张牌。",
    "响应：将此牌移入目标角色的结界区，结附目标角色2回合。",
    "回合结束：若你的财富大于15，洗乱过往，将1张手牌移入牌库顶。",
]


def warm(seconds: float) -> tuple[float, float]:
    from zhdsl.pipeline import analyze, get_parser

    for text in CORPUS:  # warm up: grammar loaded, caches filled
        assert analyze(text).ok, text
    lark = get_parser().lark  # Lark itself, for comparison (zhdsl runs its tables without it)

    def rate(fn, texts) -> float:
        # CPU time of this process: other processes on a busy machine do not count
        n, start = 0, time.process_time()
        deadline = start + seconds
        while True:
            for text in texts:
                fn(text)
            n += len(texts)
            now = time.process_time()
            if now >= deadline:
                return n / (now - start)

    full = rate(analyze, CORPUS)
    raw = rate(lark.parse, [t.replace("|折损1|2", "1") for t in CORPUS])
    return full, raw


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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="measuring time per warm figure")
    ap.add_argument("--cold-runs", type=int, default=7)
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    full, raw = warm(args.seconds)
    avg = sum(map(len, CORPUS)) / len(CORPUS)
    print(f"corpus: {len(CORPUS)} texts, {avg:.1f} characters on average")
    print(f"warm, full pipeline (analyze): {full:,.0f} texts/s   (goal ≥ 10,000)")
    print(f"warm, raw Lark LALR parse:     {raw:,.0f} texts/s")
    walls, cpus = cold(args.cold_runs)
    print(
        f"cold `zhdsl check` one-card file: wall median {statistics.median(walls):.3f} s, "
        f"best {min(walls):.3f} s; CPU median {statistics.median(cpus):.3f} s "
        f"over {len(walls)} runs   (goal < 0.3 s)"
    )
    print(
        f"calibration: a 5M-iteration Python loop took {calibration():.2f} s of CPU; "
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs"
    )


if __name__ == "__main__":
    main()
