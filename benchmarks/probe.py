"""Count how many Riftbound texts of a probe file read clean (check + compile), one text a line.

    python benchmarks/probe.py benchmarks/probes/rift17e_probe1.txt [-v]

A measure of generality (docs/riftbound.md part 8, rift17e): the probe texts are written in varied wordings
before any code is changed, and the count is recorded on the starting commit and after the work.
"""

from __future__ import annotations

import sys
from pathlib import Path

from zhdsl.pipeline import analyze


def main(argv: list[str]) -> int:
    path = Path(argv[0])
    verbose = "-v" in argv
    texts = [line.strip().replace("\\n", "\n") for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    ok = 0
    for text in texts:
        result = analyze(text, "riftbound")
        ok += result.ok
        if verbose and not result.ok:
            print("FAIL", text, "|", result.diagnostics[0].message[:80] if result.diagnostics else "")
    print(f"{ok}/{len(texts)} read clean ({path.name})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
