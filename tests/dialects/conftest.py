"""The `zhdsl` command with 《丰收》 installed (the fixtures that install it are in tests/conftest.py, shared
with the protocol tests): in a process of its own, as a user runs it, and in this process through click's
runner, for the commands whose test a fresh Python process adds nothing to."""

from __future__ import annotations

import sys
import types
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


@pytest.fixture()
def zhdsl_here(harvest):
    """Run a `zhdsl` command in this process, 《丰收》 installed; the answer has the fields of a finished
    process (returncode, stdout)."""
    from click.testing import CliRunner

    from zhdsl.cli import main

    def run(*args: str, input: str | None = None):
        result = CliRunner().invoke(main, list(args), input=input)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return types.SimpleNamespace(returncode=result.exit_code, stdout=result.stdout)

    return run
