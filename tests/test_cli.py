"""`zhdsl check | parse | fmt` through click's CliRunner: exit codes, JSON keys, excerpts."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.text.source import display_width

JSON_KEYS = ["file", "line", "column", "end_line", "end_column", "severity", "code", "message", "hint"]


@pytest.fixture
def cli():
    runner = CliRunner()

    def invoke(*args, input=None):
        return runner.invoke(main, list(args), input=input, catch_exceptions=False)

    return invoke


# ---- check -----------------------------------------------------------------------------


def test_check_stdin_valid_exits_0(cli):
    result = cli("check", "-", input="弃1张手牌，抽3张牌。\n回合开始：抽1张牌。\n")
    assert result.exit_code == 0
    assert "0 个错误，0 个警告" in result.output


def test_check_stdin_warnings_only_exits_0(cli):
    result = cli("check", "-", input="弃1张手牌，，抽3张牌\n")
    assert result.exit_code == 0
    assert "警告[W120]" in result.output


def test_check_stdin_error_exits_1(cli):
    result = cli("check", "-", input="抽1张牌\n回合中：抽1张牌\n")
    assert result.exit_code == 1
    assert "<stdin>:2:1: 错误[E203] 「回合中」不是时机" in result.output


@pytest.mark.parametrize("args", [["check"], ["check", "no/such/path"], ["check", "--format", "xml", "-"], ["nosuch"]])
def test_usage_errors_exit_2(cli, args):
    assert cli(*args, input="").exit_code == 2


def test_check_json_keys_and_stdin_line(cli):
    text = "抽1张牌\n\n# 注释行\n支付1紫色精力，弃1财富\n"
    result = cli("check", "--format", "json", "-", input=text)
    assert result.exit_code == 1
    items = json.loads(result.stdout)
    assert [list(item) for item in items] == [JSON_KEYS, JSON_KEYS]
    first, second = items
    assert first == {
        "file": "<stdin>", "line": 4, "column": 4, "end_line": 4, "end_column": 6, "severity": "error",
        "code": "E201", "message": "未知的颜色「紫色」", "hint": first["hint"],
    }
    assert (second["code"], second["line"], second["column"], second["end_column"]) == ("E202", 4, 10, 13)
    assert second["severity"] == "error" and second["hint"]


def test_check_json_warning_and_null_hint(cli):
    result = cli("check", "--format", "json", "-", input="抽0张牌\n")
    assert result.exit_code == 0
    (item,) = json.loads(result.stdout)
    assert item["severity"] == "warning" and item["code"] == "W211" and item["hint"] is None


def test_caret_lines_up_under_cjk_text(cli):
    result = cli("check", "-", input="令目标角色支付1紫色精力\n")
    lines = result.output.split("\n")
    i = next(k for k, ln in enumerate(lines) if "错误[E201]" in ln)
    source, carets = lines[i + 1], lines[i + 2]
    assert source == "    令目标角色支付1紫色精力"
    start = carets.index("^")
    # the carets start under 紫 and are as wide as 紫色 on screen
    assert start == display_width("    令目标角色支付1")
    assert carets[start:] == "^" * display_width("紫色")


def test_all_problems_in_one_run(cli):
    result = cli("check", "--format", "json", "-", input="抽-1张牌\n回合中：抽1张牌\n弃1财富\n")
    assert [(d["line"], d["code"]) for d in json.loads(result.stdout)] == [(1, "E200"), (2, "E203"), (3, "E202")]


def test_check_text_file_and_directory(cli, tmp_path):
    (tmp_path / "a.txt").write_text("# 示例\n抽1张牌\n\n弃1财富\n", encoding="utf-8")
    (tmp_path / "ignored.md").write_text("弃1财富", encoding="utf-8")
    result = cli("check", "--format", "json", str(tmp_path))
    assert result.exit_code == 1
    (item,) = json.loads(result.stdout)
    assert item["file"].endswith("a.txt") and (item["line"], item["column"]) == (4, 2)


CARDSET = '''["卡组"]
"名称" = "测试"

[["通用牌"]]
"类别" = "行动"
"名称" = "劳作"
"点数" = 1
"精力" = "1绿"
"效果" = "生产1财富，弃1财富"

[["领主牌"]]
"阵营" = "中立"
"名称" = "甲"
"效率" = 5
"仓储" = 12
"精力" = "2紫"
"技能" = "回合开始：抽1张牌"
'''


def test_check_cardset_with_located_errors(cli, tmp_path):
    path = tmp_path / "set.toml"
    path.write_text(CARDSET, encoding="utf-8")
    result = cli("check", "--format", "json", str(path))
    assert result.exit_code == 1
    got = [(d["code"], d["line"], d["column"]) for d in json.loads(result.stdout)]
    # 弃1财富 inside the TOML string on line 9; the lord's 精力 on line 16
    assert got == [("E202", 9, 16), ("E306", 16, 8)]
    text = cli("check", str(path)).output
    assert f"{path}:9:16: 错误[E202] 不能「弃」财富" in text


def test_check_bundled_rulebook_examples_are_valid(cli):
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    result = cli("check", str(root / "examples" / "rulebook.txt"))
    assert result.exit_code == 0, result.output


# ---- parse -----------------------------------------------------------------------------


def test_parse_prints_a_tree(cli):
    result = cli("parse", "回合开始：抽1张牌")
    assert result.exit_code == 0
    assert "Timing word=回合开始 kind=TURN_START [0:4]  「回合开始」" in result.output
    assert "Draw [5:9]  「抽1张牌」" in result.output


def test_parse_json_is_stable(cli):
    first = cli("parse", "--json", "令目标角色生产|折损1|2财富")
    second = cli("parse", "--json", "令目标角色生产|折损1|2财富")
    assert first.exit_code == 0 and first.output == second.output
    data = json.loads(first.output)
    assert list(data) == ["text", "versions", "diagnostics"]
    assert [v["effects"][0]["body"]["steps"][0]["action"]["type"] for v in data["versions"]] == ["Produce", "Damage"]
    step = data["versions"][0]["effects"][0]["body"]["steps"][0]
    assert list(step) == ["type", "span", "notes", "actor", "action"]
    assert step["span"] == [0, 15]


def test_parse_json_error(cli):
    result = cli("parse", "--json", "抽-1张牌")
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["versions"] == []
    assert [(d["code"], d["column"]) for d in data["diagnostics"]] == [("E200", 2)]


def test_parse_versions_are_labelled(cli):
    result = cli("parse", "抽1|2张牌")
    assert "版本 1：" in result.output and "版本 2：" in result.output


# ---- fmt -------------------------------------------------------------------------------


def test_fmt_rewrites_text_files_and_is_idempotent(cli, tmp_path):
    path = tmp_path / "cards.txt"
    path.write_text("# 注释, 不改\n回合开始:抽1张牌,,弃1张手牌.\n执行“抽2张牌”\n", encoding="utf-8")
    check = cli("fmt", "--check", str(path))
    assert check.exit_code == 1 and "需要改写" in check.output
    assert path.read_text(encoding="utf-8").startswith("# 注释, 不改\n回合开始:")  # --check does not write
    assert cli("fmt", str(path)).exit_code == 0
    assert path.read_text(encoding="utf-8") == "# 注释, 不改\n回合开始：抽1张牌，弃1张手牌。\n执行「抽2张牌」\n"
    again = cli("fmt", "--check", str(path))
    assert again.exit_code == 0 and again.output == ""


def test_fmt_rewrites_card_text_in_toml(cli, tmp_path):
    path = tmp_path / "set.toml"
    path.write_text(CARDSET.replace("生产1财富，弃1财富", "生产1财富,抽1张牌"), encoding="utf-8")
    assert cli("fmt", str(path)).exit_code == 0
    source = path.read_text(encoding="utf-8")
    assert '"效果" = "生产1财富，抽1张牌"' in source
    assert '"名称" = "测试"' in source
    assert cli("fmt", "--check", str(path)).exit_code == 0


def test_fmt_missing_path_is_a_usage_error(cli):
    assert cli("fmt", "no/such/file.txt").exit_code == 2


def test_parse_json_format_is_locked(cli, snapshot):
    """The JSON of `zhdsl parse --json` is an interface: a change to it shows up here."""
    result = cli("parse", "--json", "锁定&回合开始：若你的物资小于2，获得1物资/将此牌移入虚空（X为1）")
    assert result.exit_code == 0
    assert json.loads(result.output)["diagnostics"][0]["code"] == "W206"
    assert result.output == snapshot
