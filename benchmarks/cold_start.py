"""Cold start: the CPU (user + sys) of fresh `zhdsl` processes, for docs/performance.md ("Cold start").

    python benchmarks/cold_start.py [N]                       # this checkout, each command N times (default 7)
    python benchmarks/cold_start.py 7 --against /tmp/old      # and a checkout of another commit, alternated

`--against DIR`: DIR holds another commit's `zhdsl/` and `cardsets/` (`git archive COMMIT zhdsl cardsets |
tar -x -C DIR`); its runs put DIR first on PYTHONPATH and every process runs from a scratch folder, so neither
checkout is found through the working directory. The two are run in turn, command by command, so a change of
load touches both; each row is the minimum and the median over N runs, and whether the two printed the same
(stdout, stderr, exit code). CPU, not wall: the machine is shared.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def commands(cardsets: Path) -> list[list[str]]:
    py, zhdsl = sys.executable, shutil.which("zhdsl") or "zhdsl"
    return [
        [py, "-c", "pass"],
        [py, "-c", "import zhdsl"],
        [py, "-c", "import zhdsl.cli"],
        [zhdsl, "--help"],
        [zhdsl, "--version"],
        [zhdsl, "games"],
        [py, "-c", "from zhdsl import analyze; analyze('抽1张牌')"],  # 纵横坛's first load and text
        [zhdsl, "parse", "--game", "riftbound", "抽一张牌。"],
        [zhdsl, "check", str(cardsets / "zongheng")],
        [zhdsl, "check", str(cardsets)],
        [zhdsl, "demo", "--seed", "3"],
    ]


def run_once(cmd: list[str], pythonpath: str | None, cwd: str) -> tuple[float, tuple]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, capture_output=True, env=env, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, (done.returncode, done.stdout, done.stderr)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", nargs="?", type=int, default=7)
    ap.add_argument("--against", help="a folder with another commit's zhdsl/ and cardsets/")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        for cmd in commands(ROOT / "cardsets"):
            label = " ".join(Path(c).name if i == 0 else c for i, c in enumerate(cmd)).replace(str(ROOT) + "/", "")
            mine: list[float] = []
            theirs: list[float] = []
            outputs: dict[str, tuple] = {}
            for _ in range(args.n):
                if args.against:
                    cpu, out = run_once(cmd, args.against, scratch)
                    theirs.append(cpu)
                    outputs.setdefault("against", out)
                cpu, out = run_once(cmd, None, scratch)
                mine.append(cpu)
                outputs.setdefault("this", out)
            row = f"{label[:58]:58s} min {min(mine):.3f} s  median {statistics.median(mine):.3f} s"
            if args.against:
                same = outputs["this"] == outputs["against"]
                row += (f"  | against: min {min(theirs):.3f} s  median {statistics.median(theirs):.3f} s"
                        f"  | same output: {'yes' if same else 'NO'}")
            print(row, flush=True)


if __name__ == "__main__":
    main()
