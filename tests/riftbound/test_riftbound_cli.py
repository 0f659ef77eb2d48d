"""Every command in every mode of 《符文战场》: demo writes a log that replay verifies event by event,
simulate reports its games, play starts with the game's own view."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from zhdsl.cli import main

TABLES = [("1v1", 2), ("混战", 3), ("混战", 4), ("2v2", 4)]


def run(*args, input=None):
    return CliRunner().invoke(main, [str(a) for a in args], input=input)


@pytest.mark.long  # scheduled first (tests/conftest.py)
@pytest.mark.parametrize(("mode", "players"), TABLES, ids=[f"{m}{n}人" for m, n in TABLES])
def test_demo_then_replay_in_every_mode(tmp_path, mode, players):
    """demo's default bots (greedy) in 1v1; random bots at the larger tables, where a greedy game cost four
    times as much CPU (混战4: 10.6 s against 2.4 s) and the command's printing, log and replay do not
    depend on the bot. Greedy games at every table are played, their invariants checked after every
    action, by tests/riftbound/test_riftbound_invariants.py; `simulate` below runs both bots in 2v2."""
    log = tmp_path / "game.jsonl"
    agent = [] if mode == "1v1" else ["--agent", "random"]
    out = run("demo", "--game", "符文战场", "--mode", mode, "--players", players, "--seed", 4, *agent, "--log", log)
    assert out.exit_code == 0, out.output
    target = 11 if mode == "2v2" else 8
    assert "对局结束：" in out.output and f"达到{target}分" in out.output
    replayed = run("replay", log)
    assert replayed.exit_code == 0, replayed.output


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_simulate_reports_each_agent():
    out = run("simulate", "--game", "符文战场", "--mode", "2v2", "--games", 2, "--seed", 1)
    assert out.exit_code == 0, out.output
    assert "greedy" in out.output and "random" in out.output


def test_play_shows_the_battlefields_and_quits():
    out = run("play", "--game", "符文战场", "--seed", 2, input="q\n")
    assert "战场" in out.output and "你的手牌" in out.output and "调度" in out.output
