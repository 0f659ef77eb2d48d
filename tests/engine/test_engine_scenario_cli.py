"""`scenario run`: summary, readable failures, exit codes; and the scenario loader's key quoting."""

from __future__ import annotations

import textwrap

from click.testing import CliRunner

from zhdsl.scenarios.cli import scenario
from zhdsl.scenarios.loader import quote_bare_keys

PASSING = """
名称 = "生产"
卡组 = []

[[角色]]
手牌 = ["「生产2财富」"]

[[角色]]

[公共区域]
牌库 = ["「抽1张牌」"]

[[步骤]]
角色 = 1
使用 = "「生产2财富」"

[期望]
"角色1.财富" = 12
"""


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_a_passing_scenario_exits_0(tmp_path):
    path = _write(tmp_path, "ok.toml", PASSING)
    result = CliRunner().invoke(scenario, ["run", "-v", str(path)])
    assert result.exit_code == 0, result.output
    assert "1 个通过，0 个失败" in result.output and "✓" in result.output


def test_a_failing_scenario_shows_the_difference_and_exits_1(tmp_path):
    _write(tmp_path, "ok.toml", PASSING)
    _write(tmp_path, "bad.toml", PASSING.replace('"角色1.财富" = 12', '"角色1.财富" = 13'))
    result = CliRunner().invoke(scenario, ["run", str(tmp_path)])
    assert result.exit_code == 1
    assert "1 个通过，1 个失败" in result.output
    assert "角色1.财富：期望 13，实际 12" in result.output
    assert "最近的事件" in result.output and "生产2财富" in result.output


def test_an_unexpected_refusal_is_a_failure(tmp_path):
    path = _write(tmp_path, "r.toml", PASSING.replace('使用 = "「生产2财富」"', '使用 = "劳作"'))
    result = CliRunner().invoke(scenario, ["run", str(path)])
    assert result.exit_code == 1 and "被拒绝" in result.output and "没有" in result.output


def test_a_broken_scenario_file_is_reported(tmp_path):
    path = _write(tmp_path, "broken.toml", '名称 = "x"\n奇怪 = 1\n')
    result = CliRunner().invoke(scenario, ["run", str(path)])
    assert result.exit_code == 1 and "未知的键" in result.output


def test_missing_paths_are_a_usage_error(tmp_path):
    result = CliRunner().invoke(scenario, ["run", str(tmp_path / "nope.toml")])
    assert result.exit_code == 2


def test_bare_chinese_keys_are_quoted_but_strings_and_comments_are_not():
    src = '名称 = "角色 = 1" # 注释 = 2\n[[角色]]\n手牌 = [{ 名称 = "甲" }]\n"已引" = 1\n'
    assert quote_bare_keys(src) == '"名称" = "角色 = 1" # 注释 = 2\n[["角色"]]\n"手牌" = [{ "名称" = "甲" }]\n"已引" = 1\n'
