"""`zhdsl scenario run` as a designer uses it: a summary, a readable diff, exit codes."""

from __future__ import annotations

from click.testing import CliRunner

from zhdsl.cli import main

PASSING = '''
"名称" = "抽牌"
[["角色"]]
"手牌" = ["「抽1张牌」"]
"精力" = "0"
[["角色"]]
["公共区域"]
"牌库" = ["「生产1财富」", "「生产2财富」"]
[["步骤"]]
"角色" = 1
"使用" = "抽1张牌"
["期望"]
"角色1.手牌数" = 1
"牌库数" = 1
'''


def test_passing_and_failing_scenarios(tmp_path):
    good = tmp_path / "good.toml"
    good.write_text(PASSING, encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(PASSING.replace('"牌库数" = 1', '"牌库数" = 5'), encoding="utf-8")
    ok = CliRunner().invoke(main, ["scenario", "run", str(good)])
    assert ok.exit_code == 0, ok.output
    assert "1 个通过，0 个失败" in ok.output
    failed = CliRunner().invoke(main, ["scenario", "run", str(tmp_path)])
    assert failed.exit_code == 1
    assert "1 个通过，1 个失败" in failed.output
    assert "牌库数" in failed.output and "5" in failed.output and "1" in failed.output


def test_missing_path_is_a_usage_error(tmp_path):
    result = CliRunner().invoke(main, ["scenario", "run", str(tmp_path / "nope")])
    assert result.exit_code == 2
