"""A game written outside zhdsl (examples/dialects/harvest) checks, plays to a winner with the
bundled bots, runs its scenarios and a simulation through every CLI command — and zhdsl/ has not a
line that knows it."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARVEST = ROOT / "examples" / "dialects" / "harvest"
CARDS = HARVEST / "harvest" / "cards.toml"


def test_zhdsl_knows_nothing_of_the_game():
    for path in (ROOT / "zhdsl").rglob("*"):
        if path.is_file() and path.suffix in (".py", ".lark", ".toml"):
            text = path.read_text(encoding="utf-8")
            assert "harvest" not in text and "丰收" not in text, path


def test_it_is_found_through_the_entry_point(harvest):
    from zhdsl import registry

    assert harvest.name == "harvest" and harvest.title == "丰收"
    assert registry.get("harvest") is harvest
    assert "harvest" in registry.available() and "zongheng" in registry.available()


def test_its_card_text_checks_with_its_own_words(harvest):
    from zhdsl.pipeline import analyze, compile_text

    assert analyze("播种。回合开始：收获", "丰收").ok
    assert analyze("如果你的粮食小于2，抽1张牌", "丰收").ok  # its synonyms of the core's 若 and its 摸
    bad = analyze("掠夺你2粮食", "丰收")
    assert [d.code for d in bad.diagnostics] == ["E204"]
    assert not analyze("生产1财富", "丰收").ok  # 纵横坛's words mean nothing here
    (program,) = compile_text("进贡2粮食，摸1张牌", "丰收")
    assert program.text == "进贡2粮食，摸1张牌"


def _play(game, agents) -> None:
    from zhdsl.play.driver import play

    play(game, agents)


def test_it_plays_to_a_winner_with_the_bundled_bots(harvest):
    from zhdsl.agents.greedy import GreedyAgent
    from zhdsl.agents.random import RandomAgent
    from zhdsl.play.invariants import violations
    from zhdsl.play.spec import GameSpec

    winners = 0
    for seed in range(6):
        game = GameSpec(game="丰收", seed=seed, players=2 + seed % 3).create()
        agents = [GreedyAgent(seed) if seat == 0 else RandomAgent(seed + seat) for seat in range(len(game.state.players))]
        _play(game, agents)
        assert game.is_terminal() and not violations(game.state)
        winners += bool(game.winners())
        assert game.returns()[0] in (1.0, -1.0, 0.0)
    assert winners >= 5


def test_the_zhdsl_command_finds_it_and_checks_its_cards(zhdsl):
    """The real `zhdsl` process, started as a user starts it, finds the game through its entry point."""
    out = zhdsl("games")
    assert out.returncode == 0 and "丰收" in out.stdout and "对决" in out.stdout
    assert zhdsl("check", str(CARDS)).returncode == 0


def test_the_cli_runs_it(zhdsl_here, tmp_path):
    zhdsl = zhdsl_here
    out = zhdsl("games")
    assert out.returncode == 0 and "丰收" in out.stdout and "对决" in out.stdout

    assert zhdsl("check", str(CARDS)).returncode == 0
    broken = tmp_path / "broken.toml"
    broken.write_text(CARDS.read_text(encoding="utf-8").replace("进贡2粮食", "进贡2财富"), encoding="utf-8")
    out = zhdsl("check", "--format", "json", str(broken))
    (d,) = json.loads(out.stdout)
    assert out.returncode == 1 and d["file"] == str(broken) and d["line"] > 1 and d["severity"] == "error"

    out = zhdsl("parse", "--game", "丰收", "--json", "掠夺目标其他角色2粮食")
    assert out.returncode == 0 and json.loads(out.stdout)["versions"][0]["type"] == "CardText"

    messy = tmp_path / "messy.txt"
    messy.write_text("摸1张牌 ， 收获\n", encoding="utf-8")
    assert zhdsl("fmt", "--game", "丰收", str(messy)).returncode == 0
    assert messy.read_text(encoding="utf-8") == "摸1张牌，收获\n"

    log = tmp_path / "game.jsonl"
    out = zhdsl("demo", "--game", "丰收", "--seed", "3", "--log", str(log))
    assert out.returncode == 0 and "《丰收》" in out.stdout and "对局结束" in out.stdout
    out = zhdsl("replay", str(log))
    assert out.returncode == 0 and "重放一致" in out.stdout

    out = zhdsl("simulate", "--game", "丰收", "--games", "8", "--agents", "greedy,random", "--json")
    summary = json.loads(out.stdout)
    assert out.returncode == 0 and summary["games"] == 8 and not summary["errors"]

    out = zhdsl("scenario", "run", str(HARVEST / "scenarios"))
    assert out.returncode == 0 and "3 个通过" in out.stdout

    out = zhdsl("play", "--game", "丰收", "--opponent", "random", input="1\n" * 400)
    assert out.returncode == 0 and ("对局结束" in out.stdout or "已退出" in out.stdout)
