"""The `zhdsl` command in a process that has 《丰收》 installed (the fixtures that install it are in
tests/conftest.py, shared with the protocol tests)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def zhdsl(harvest_env):
    """Run the `zhdsl` command in a process that has 《丰收》 installed."""
    import subprocess

    def run(*args: str, input: str | None = None):
        return subprocess.run([sys.executable, "-m", "zhdsl.cli", *args], env=harvest_env, cwd=ROOT, input=input,
                              capture_output=True, text=True, timeout=300)

    return run
