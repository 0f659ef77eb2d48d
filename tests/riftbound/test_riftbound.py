"""《符文战场》: its card text, its catalog format and its games (docs/riftbound.md, docs/rules-riftbound.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from zhdsl.agents.random import play_random
from zhdsl.cli import main
from zhdsl.games.riftbound.catalog import group, read_catalog
from zhdsl.games.riftbound.check import check_catalog
from zhdsl.games.riftbound.game import new_game
from zhdsl.pipeline import analyze

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "cardsets" / "riftbound" / "catalog.json"
BRIEF = ROOT / "cardsets" / "riftbound" / "catalog-brief-form.json"


@pytest.fixture(scope="module")
def report():
    return check_catalog(CATALOG)


def test_every_original_card_checks_compiles_and_plays(report):
    """The coverage test over our 120 cards: each checks clean and plays in the smoke game."""
    assert report["total"] == 120 and report["printings"] == 125
    bad = [(r["card"], [d.diagnostic.message for d in r["diagnostics"]]) for r in report["cards"] if not r["clean"]]
    assert bad == []
    assert report["plays"] == 120


def test_every_keyword_is_on_some_card(report):
    from zhdsl.games.riftbound.keywords import PLACEHOLDERS

    assert set(report["keywords"]) == {word for word, *_ in PLACEHOLDERS}


def test_alternate_printings_are_one_card():
    cards = {c.printing.number: c for c in group(read_catalog(CATALOG))}
    assert [p.number for p in cards["ZH-073"].printings] == ["ZH-073", "ZH-073a", "ZH-073*"]
    assert "ZH-073a" not in cards


def test_brief_form_reads_like_the_official_form():
    official = {p.number: p for p in read_catalog(CATALOG)}
    for p in read_catalog(BRIEF):
        o = official[p.number]
        assert (p.category, p.colours, p.mana, p.power_cost, p.might) == (o.category, o.colours, o.mana, o.power_cost, o.might)


@pytest.mark.parametrize("text", [
    "{{急速}}\n{{强攻2}}", "[急速]\n[强攻2]", "{{横置}}：{{反应}}—{{获得}}{{1}}。", "[E]：[反应]—[Add][1]。",
    "当你打出我时，对此处的一名敌方单位造成2点伤害。", "我获得[S]+2和[强攻]。", "{{装配}}{{1}}{{绿色}}\n我获得{{坚守2}}。",
])
def test_both_spellings_read(text):
    assert analyze(text, "riftbound").ok


def test_reminder_text_is_not_read():
    result = analyze("{{坚守2}}（我作为防守方时{{S}}+2。这里的文字不会被读取）", "riftbound")
    assert result.ok


def test_unreadable_text_is_a_located_error():
    result = analyze("当你打出我时，做一件奇怪的事。", "riftbound")
    assert not result.ok and result.diagnostics[0].span.start > 0


@pytest.mark.parametrize("mode,players", [("1v1", 2), ("混战", 3), ("混战", 4), ("2v2", 4)])
def test_each_mode_plays_to_an_end(mode, players):
    game = new_game(mode, players, seed=3)
    play_random(game, seed=5, max_actions=6000)
    assert game.is_terminal()
    assert game.state.winner is not None or game.state.end_reason
    target = 11 if mode == "2v2" else 8
    if game.state.winner is not None:
        mode_obj = game.mode
        rt = game.runtime(game.state)
        assert mode_obj.team_points(rt, game.state.winner) >= target


def test_same_seed_same_game():
    a, b = new_game("1v1", 2, seed=9), new_game("1v1", 2, seed=9)
    play_random(a, seed=1, max_actions=3000)
    play_random(b, seed=1, max_actions=3000)
    assert [e.text for e in a.log] == [e.text for e in b.log]


def test_check_catalog_json_names_each_card(tmp_path):
    sample = {"cards": [
        {"cardNo": "T-1", "cardName": "甲", "cardCategory": "spell", "cardColorList": ["red"], "energy": 1,
         "cardEffect": "对战场上的一名单位造成3点伤害。"},
        {"cardNo": "T-2", "cardName": "乙", "cardCategory": "spell", "cardColorList": ["red"], "energy": 1,
         "cardEffect": "做一件奇怪的事。"},
    ]}
    path = tmp_path / "c.json"
    path.write_text(json.dumps(sample, ensure_ascii=False), encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--game", "符文战场", "--catalog", str(path), "--format", "json"])
    out = json.loads(result.output)
    assert [c["card"] for c in out["cards"]] == ["T-1", "T-2"]
    assert out["cards"][0]["plays"] and not out["cards"][1]["compiles"]
    assert result.exit_code == 1


def test_a_broken_catalog_is_a_chinese_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{\"cards\": 3}", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--game", "符文战场", "--catalog", str(path)])
    assert result.exit_code == 1 and "目录文件必须是" in result.output
