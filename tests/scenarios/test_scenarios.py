"""Every scenario file under tests/scenarios/ is one test (docs/scenario-format.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from zhdsl.scenarios.runner import run_file

HERE = Path(__file__).parent
FILES = sorted(HERE.rglob("*.toml"))


def test_there_are_scenarios():
    assert FILES, "tests/scenarios/ should hold scenario files"


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario(path: Path):
    result = run_file(path)
    assert result.passed, "\n" + result.report()
