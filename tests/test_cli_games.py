"""`zhdsl games`, `--game` and card-set files that name their game."""

from __future__ import annotations

import json

from click.testing import CliRunner

from zhdsl.cli import main


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_games_lists_the_default_game_and_its_modes():
    out = run("games")
    assert out.exit_code == 0
    assert "纵横坛（默认）" in out.output and "代号 zongheng" in out.output
    assert "决斗（2人）" in out.output and "生存（4–7人）" in out.output


def test_an_unknown_game_is_a_usage_error_that_names_the_installed_ones():
    for args in (["check", "--game", "星球大战", "-"], ["parse", "--game", "星球大战", "抽1张牌"],
                 ["demo", "--game", "星球大战"], ["simulate", "--game", "星球大战", "--games", "1"]):
        out = run(*args, input="")
        assert out.exit_code == 2 and "未知的游戏「星球大战」" in out.output and "纵横坛" in out.output, args


def test_game_accepts_the_id_the_title_and_an_alias():
    for name in ("zongheng", "纵横坛", "纵横"):
        out = run("check", "--game", name, "-", input="抽1张牌\n")
        assert out.exit_code == 0, name


def test_a_card_set_naming_an_unknown_game_is_located_e308(tmp_path):
    path = tmp_path / "set.toml"
    path.write_text('["卡组"]\n"名称" = "x"\n"游戏" = "不存在的游戏"\n', encoding="utf-8")
    out = run("check", "--format", "json", str(path))
    (d,) = json.loads(out.stdout)
    assert out.exit_code == 1 and d["code"] == "E308" and (d["line"], d["column"]) == (3, 8)
    assert "不存在的游戏" in d["message"]


def test_a_card_set_naming_zongheng_is_checked_as_zongheng(tmp_path):
    path = tmp_path / "set.toml"
    path.write_text('["卡组"]\n"游戏" = "纵横坛"\n\n[["通用牌"]]\n"类别" = "行动"\n"名称" = "甲"\n"点数" = 1\n'
                    '"精力" = "1绿"\n"效果" = "抽1张牌，回合中：抽1张牌"\n', encoding="utf-8")
    out = run("check", str(path))
    assert out.exit_code == 1 and "set.toml:9:" in out.output, out.output
