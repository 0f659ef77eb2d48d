"""Card-set files and effect-text input that zhdsl will not read give a located E300/E310, and one
hostile file never stops `zhdsl check` from reporting the others."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.games.zongheng.cardset import load_cardset

GOOD = '''[["通用牌"]]
"类别" = "行动"
"名称" = "劳作"
"点数" = 1
"精力" = "1绿"
"效果" = "生产1财富。"
'''


def codes(result):
    return [(d.diagnostic.code, d.line, d.column) for d in result.diagnostics]


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (GOOD + '"说明" = ' + "[" * 5000, [("E310", 7, 7 + 31)]),
        (GOOD.replace('"点数" = 1', '"点数" = ' + "9" * 5000), [("E310", 4, 8)]),
        (GOOD.replace('"点数" = 1', '"点数" = 99999999999999999999'), [("E310", 4, 8)]),
        (GOOD.replace('"1绿"', '"' + "9" * 5000 + '绿"'), [("E306", 5, 8)]),
    ],
)
def test_hostile_card_sets_are_located_diagnostics(source, expected):
    assert codes(load_cardset("set.toml", source)) == expected


def test_an_undecodable_card_set_is_located(tmp_path):
    path = tmp_path / "set.toml"
    path.write_bytes(GOOD.encode("utf-8") + b'"\xe8\xaf\xb4\xe6\x98\x8e" = "\xff"\n')
    (d,) = load_cardset(path).diagnostics
    assert (d.diagnostic.code, d.line, d.column) == ("E300", 7, 9)
    assert "UTF-8" in d.diagnostic.message


def test_a_card_set_over_the_cap_is_e310(tmp_path, monkeypatch):
    from zhdsl import safeio

    monkeypatch.setattr(safeio, "CARDSET_LIMIT", 64)
    path = tmp_path / "set.toml"
    path.write_text(GOOD, encoding="utf-8")
    (d,) = load_cardset(path).diagnostics
    assert d.diagnostic.code == "E310" and "文件过大" in d.diagnostic.message


@pytest.mark.parametrize("kind", ["fifo", "devzero"])
def test_check_refuses_what_is_not_a_regular_file_quickly(tmp_path, kind):
    path = "/dev/zero" if kind == "devzero" else str(tmp_path / "set.toml")
    if kind == "fifo":
        os.mkfifo(path)
    result = CliRunner().invoke(main, ["check", path])
    assert result.exit_code == 1
    assert "E300" in result.output and "不是普通文件" in result.output


def test_one_hostile_file_does_not_stop_check_dir(tmp_path):
    (tmp_path / "a_deep.toml").write_text('"x" = ' + "[" * 5000, encoding="utf-8")
    (tmp_path / "b_bigint.toml").write_text('"x" = ' + "9" * 5000, encoding="utf-8")
    (tmp_path / "c_bytes.txt").write_bytes(b"\xff\xfe\n")
    (tmp_path / "d_good.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "e_bad.txt").write_text("回合中：抽1张牌\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--format", "json", str(tmp_path)])
    assert result.exit_code == 1, result.output
    found = [(os.path.basename(d["file"]), d["code"]) for d in json.loads(result.output)]
    assert found == [("a_deep.toml", "E310"), ("b_bigint.toml", "E310"), ("c_bytes.txt", "E300"), ("e_bad.txt", "E203")]


def test_stdin_that_is_not_utf8_gives_valid_json_with_a_located_diagnostic():
    result = CliRunner().invoke(main, ["check", "--format", "json", "-"], input=b"\xff\n\xe6\x8a\xbd1\xe5\xbc\xa0\xe7\x89\x8c\n\xe6\x8a\xbd\xff\n")
    assert result.exit_code == 1
    out = result.stdout_bytes.decode("utf-8")  # valid UTF-8
    diagnostics = json.loads(out)
    assert [(d["line"], d["column"], d["code"]) for d in diagnostics] == [(1, 1, "E300"), (3, 2, "E300")]
    assert "UTF-8" in diagnostics[0]["message"]


def test_stdin_over_the_cap_is_e310(monkeypatch):
    from zhdsl import safeio

    monkeypatch.setattr(safeio, "TEXT_LIMIT", 10)
    result = CliRunner().invoke(main, ["check", "--format", "json", "-"], input="抽1张牌\n" * 10)
    assert result.exit_code == 1
    (d,) = json.loads(result.output)
    assert (d["file"], d["code"]) == ("<stdin>", "E310") and "输入过大" in d["message"]


def test_a_file_name_that_is_not_utf8_is_printed_as_valid_utf8(tmp_path):
    bad = os.fsencode(str(tmp_path)) + b"/\xff.txt"
    with open(bad, "wb") as f:
        f.write("回合中：抽1张牌\n".encode("utf-8"))
    result = CliRunner().invoke(main, ["check", "--format", "json", str(tmp_path)])
    (d,) = json.loads(result.stdout_bytes.decode("utf-8"))
    assert d["file"].endswith("/\ufffd.txt") and d["code"] == "E203"
    text = CliRunner().invoke(main, ["check", str(tmp_path)])
    text.stdout_bytes.decode("utf-8")
    assert text.exit_code == 1


def test_fmt_refuses_a_fifo_with_a_clear_error(tmp_path):
    os.mkfifo(tmp_path / "x.txt")
    result = CliRunner().invoke(main, ["fmt", str(tmp_path / "x.txt")])
    assert result.exit_code == 1 and "不是普通文件" in result.output


def test_control_characters_in_a_card_text_do_not_reach_the_terminal(tmp_path):
    """An escape sequence written as \\u001b in a TOML string would drive the terminal of whoever runs check."""
    path = tmp_path / "set.toml"
    path.write_text(GOOD.replace("生产1财富。", "抽1张牌\\u001b]0;标题\\u0007"), encoding="utf-8")
    text = CliRunner().invoke(main, ["check", str(path)])
    assert text.exit_code == 1
    assert "\x1b" not in text.output and "\x07" not in text.output
    assert "抽1张牌␛]0;标题␇" in text.output
    (d,) = json.loads(CliRunner().invoke(main, ["check", "--format", "json", str(path)]).output)
    assert "\x1b" in d["message"]  # JSON keeps the text exactly (escaped as \u001b on the wire)


def test_unknown_keys_are_located_at_their_own_lines():
    """W307 points at the unknown key, at the top level and inside a card (tomlpos indexes every key
    once, so many unknown keys cost linear time)."""
    source = '"甲" = 1\n"乙" = 2\n' + GOOD + '"丙" = 3\n' + "".join(f'"k{i}" = {i}\n' for i in range(3000))
    found = codes(load_cardset("set.toml", source))
    assert found[:2] == [("W307", 1, 1), ("W307", 2, 1)]
    assert ("W307", 9, 7) in found and ("W307", 9 + 3000, 11) in found
    assert len(found) == 3003
