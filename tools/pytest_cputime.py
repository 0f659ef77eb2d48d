"""Each test's own CPU, for docs/testing.md's "Wall time" passes: a pytest plugin and its summary.

Wall durations (`--durations`) say little when other work shares the cores; CPU does not depend on the
load as much. Run the README's command with the plugin, then summarize:

    PYTHONPATH=tools CPUTIME_OUT=/tmp/cpu python -m pytest -p pytest_cputime
    python tools/pytest_cputime.py /tmp/cpu [N]

Each process (every xdist worker) writes `<worker>.json`: per test and phase (setup, call, teardown) the
user + sys CPU of the process and of its waited-for subprocesses, and the process's totals (so what runs
outside any test — start-up, collection, session teardown — is the difference). The summary prints the
totals per worker, the N dearest tests and the dearest files.
"""

from __future__ import annotations

import collections
import json
import os
import resource
import sys

import pytest

_rows: list = []


def _now() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def _timed(phase: str):
    @pytest.hookimpl(hookwrapper=True)
    def hook(item):
        before = _now()
        yield
        after = _now()
        _rows.append((item.nodeid, phase, after[0] - before[0], after[1] - before[1]))
    return hook


pytest_runtest_setup = _timed("setup")
pytest_runtest_call = _timed("call")
pytest_runtest_teardown = _timed("teardown")


def pytest_sessionfinish(session) -> None:
    out = os.environ.get("CPUTIME_OUT", "cputime")
    own, children = _now()
    os.makedirs(out, exist_ok=True)
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(os.path.join(out, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump({"rows": _rows, "total_self": own, "total_children": children}, f)


def summary(directory: str, n: int = 40) -> None:
    per_test: collections.Counter = collections.Counter()
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as f:
            data = json.load(f)
        in_tests = sum(own + children for _, _, own, children in data["rows"])
        total = data["total_self"] + data["total_children"]
        if data["rows"]:
            print(f"{name}: {total:.1f} s of CPU, {in_tests:.1f} in tests, {total - in_tests:.1f} outside them")
        else:  # xdist's controller: its children are the workers
            print(f"{name}: {data['total_self']:.1f} s of CPU of its own, {total:.1f} with the workers")
        for nodeid, _, own, children in data["rows"]:
            per_test[nodeid] += own + children
    for nodeid, cpu in per_test.most_common(n):
        print(f"{cpu:7.2f}  {nodeid}")
    per_file: collections.Counter = collections.Counter()
    for nodeid, cpu in per_test.items():
        per_file[nodeid.split("::")[0]] += cpu
    print("-- by file")
    for path, cpu in per_file.most_common(20):
        print(f"{cpu:7.1f}  {path}")


if __name__ == "__main__":
    summary(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 40)
