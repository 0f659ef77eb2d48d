"""The Node.js client (examples/clients/node/random_bot.js) plays whole games through `zhdsl serve`:
a client in another language, built from the protocol alone. Runs where `node` is installed."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "examples" / "clients" / "node" / "random_bot.js"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def run(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([NODE, str(BOT), *args, "--", sys.executable, "-m", "zhdsl.cli", "serve"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT, env=env)


def test_the_node_bot_plays_a_duel_to_the_end():
    done = run("--seed", "3", "--bot-seed", "5")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("《纵横坛》决斗（2人）")
    assert lines[-2].startswith("对局结束：")
    summary = json.loads(lines[-1])
    assert summary["result"]["terminal"] and summary["decisions"] > 0
    assert any("回合开始" in line for line in lines)
    again = run("--seed", "3", "--bot-seed", "5")
    assert again.stdout == done.stdout  # seeded: the same game


def test_the_node_bot_plays_the_external_game(harvest_env):
    done = run("--game", "丰收", "--players", "3", "--seed", "2", "--quiet", env=harvest_env)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["result"]["terminal"] and len(summary["result"]["returns"]) == 3


def test_the_node_bot_reports_a_server_error():
    done = run("--mode", "混战")
    assert done.returncode == 1 and "未知模式「混战」" in done.stderr and "game_error" in done.stderr
