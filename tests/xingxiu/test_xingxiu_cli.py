"""Every command a player or designer uses works for 星宿 with `--game 星宿`: check, parse, fmt, demo,
play, simulate, replay and scenario (issue 12, deliverable 7)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from xingxiu_texts import ROOT
from zhdsl.cli import main

SCENARIO = ROOT / "tests" / "scenarios" / "xingxiu" / "基本牌" / "02_防守防御进攻.toml"


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_games_lists_xingxiu_with_its_four_modes():
    out = run("games")
    assert out.exit_code == 0
    assert "星宿" in out.output and "代号 xingxiu" in out.output
    for mode in ("单挑（2人）", "斩首论功（3人）", "两两对决（4人）", "官军剿匪（5–8人）"):
        assert mode in out.output


def test_check_accepts_the_bundled_deck_and_locates_an_error_in_a_line():
    assert run("check", str(ROOT / "cardsets" / "xingxiu")).exit_code == 0
    out = run("check", "--game", "星宿", "-", input="锁定技，你的手牌上限加一。\n出牌阶段，你可以飞。\n")
    assert out.exit_code == 1
    assert "<stdin>:2:9" in out.output and "无法识别的词语「飞」" in out.output


def test_parse_shows_the_tree_of_a_skill():
    out = run("parse", "--game", "星宿", "出牌阶段限一次，你可以弃置一张手牌，然后摸两张牌。")
    assert out.exit_code == 0
    assert "Timing word=限一次 kind=ONCE" in out.output and "Discard" in out.output and "Draw" in out.output


def test_fmt_normalises_the_punctuation_of_a_new_general(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('["卡组"]\n"名称" = "我的武将"\n"游戏" = "星宿"\n\n[["武将"]]\n"名称" = "轸宿·新蚓"\n"阵营" = "朱雀"\n'
                    '"军力" = 4\n\n[["武将"."技能"]]\n"名称" = "回春"\n'
                    '"效果" = "出牌阶段限一次,你可以弃置一张红色手牌,令一名军力未满的角色回复一点军力."\n', encoding="utf-8")
    out = run("fmt", "--game", "星宿", str(path))
    assert out.exit_code == 0 and "已改写" in out.output, out.output
    assert '"效果" = "出牌阶段限一次，你可以弃置一张红色手牌，令一名军力未满的角色回复一点军力。"' in path.read_text("utf-8")
    checked = run("check", str(path))  # a newcomer's general, written as text, checks clean (docs/xingxiu.md 九)
    assert checked.exit_code == 0 and "0 个错误，0 个警告" in checked.output, checked.output


def test_demo_plays_each_mode_to_a_winner_and_logs_it(tmp_path):
    for mode, players in (("单挑", 2), ("斩首论功", 3), ("两两对决", 4), ("官军剿匪", 5)):
        log = tmp_path / f"{mode}.jsonl"
        out = run("demo", "--game", "星宿", "--mode", mode, "--players", str(players), "--seed", "3",
                  "--agent", "random", "--log", str(log))
        assert out.exit_code == 0, out.output
        assert "游戏结束" in out.output, mode
        replayed = run("replay", str(log))
        assert replayed.exit_code == 0, replayed.output


def test_simulate_reports_each_general():
    out = run("simulate", "--game", "星宿", "--games", "4", "--agents", "random", "--json")
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data


def test_scenario_run_passes_a_xingxiu_scenario():
    out = run("scenario", "run", str(SCENARIO))
    assert out.exit_code == 0, out.output


def test_play_in_the_terminal_shows_your_general_your_hand_with_its_texts_and_the_options():
    out = run("play", "--game", "星宿", "--seed", "2", "--opponent", "random", input="1\n1\n")
    text = out.output
    assert "选择你的武将" in text and "奎宿·奎木狼（白虎，军力4，狼顾）" in text
    assert "你的技能：狼顾" in text and "你的手牌（6张）" in text
    assert "对你进攻范围的其他武将使用" in text  # a card in hand is shown with its text
    assert "使用「斗将」（类别计策牌 颜色黑 季节冬 点数1）" in text  # options name the card's face
    assert "角色2受到角色1造成的1点伤害，军力3→2" in text


def test_a_hidden_role_is_shown_only_to_its_player():
    from zhdsl.play.spec import GameSpec

    game = GameSpec(game="星宿", mode="官军剿匪", players=5, seed=4).create()
    roles = game.state.mode_data["roles"]
    for seat in range(5):
        obs = game.observation(seat)
        assert obs["mode"]["private"] == {"role": roles[seat]}
        shown = obs["mode"]["facts"]["roles"]
        assert shown[0] == "lord" and all(r is None for r in shown[1:])
    assert game.observation(None)["mode"]["private"] == {}
