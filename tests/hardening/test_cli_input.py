"""The command line: output files checked before the work starts, card-set options that are not
regular files refused at once, and the interactive prompt survives any input."""

from __future__ import annotations

import os
import time

import pytest
from click.testing import CliRunner

from zhdsl.agents.human import option_number, shown
from zhdsl.cli import main


@pytest.mark.parametrize("command", ["demo", "play"])
def test_a_log_in_a_missing_folder_fails_before_the_game(tmp_path, command):
    started = time.perf_counter()
    result = CliRunner().invoke(main, [command, "--log", str(tmp_path / "missing" / "x.jsonl")], input="1\n" * 50)
    assert result.exit_code == 2
    assert "目录" in result.output and "不存在" in result.output
    assert "《纵横坛》" not in result.output and "对局结束" not in result.output
    assert time.perf_counter() - started < 5


@pytest.mark.parametrize(("make", "words"), [("dir", "这是一个目录"), ("slash", "这是一个目录"), ("parent_file", "不是目录")])
def test_a_log_that_cannot_be_written_is_a_usage_error(tmp_path, make, words):
    target = {"dir": tmp_path, "slash": f"{tmp_path}/new/", "parent_file": tmp_path / "f" / "x.jsonl"}[make]
    (tmp_path / "f").write_text("", encoding="utf-8")
    result = CliRunner().invoke(main, ["demo", "--log", str(target)])
    assert result.exit_code == 2 and words in result.output, result.output


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_a_log_in_a_read_only_folder_is_a_usage_error(tmp_path):
    tmp_path.chmod(0o500)
    try:
        result = CliRunner().invoke(main, ["demo", "--log", str(tmp_path / "x.jsonl")])
    finally:
        tmp_path.chmod(0o700)
    assert result.exit_code == 2 and "没有在目录" in result.output


@pytest.mark.parametrize("kind", ["devzero", "fifo", "dir"])
def test_a_cardset_that_is_not_a_regular_file_is_refused_at_once(tmp_path, kind):
    path = {"devzero": "/dev/zero", "fifo": str(tmp_path / "s.toml"), "dir": str(tmp_path)}[kind]
    if kind == "fifo":
        os.mkfifo(path)
    started = time.perf_counter()
    for command in ("demo", "simulate", "play"):
        result = CliRunner().invoke(main, [command, "--cardset", path], input="q\n")
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
    assert time.perf_counter() - started < 5


def test_a_hostile_cardset_is_a_usage_error(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('"x" = ' + "[" * 5000, encoding="utf-8")
    result = CliRunner().invoke(main, ["demo", "--cardset", str(path)])
    assert result.exit_code == 2 and "E310" in result.output


def test_seeds_are_bounded_as_logs_hold_them(tmp_path):
    assert CliRunner().invoke(main, ["demo", "--seed", "9" * 5000]).exit_code == 2
    assert CliRunner().invoke(main, ["demo", "--seed", str(2**63)]).exit_code == 2
    log = tmp_path / "x.jsonl"
    result = CliRunner().invoke(main, ["demo", "--seed", str(2**63 - 1), "--agent", "random", "--log", str(log)])
    assert result.exit_code == 0
    assert CliRunner().invoke(main, ["replay", str(log)]).exit_code == 0


HOSTILE_ANSWERS = [
    "²",
    "9" * 5000,
    "",
    "   ",
    "\x1b[31m红\x00\x07",
    "[/]",
    "[bold]粗",
    "-1",
    "0",
    "1.5",
    "１",  # a full-width digit
    "为什么",
    "为什么 ",
    "为什么 [/]",
    "为什么 " + "牌" * 5000,
    "save",
    "save ",
]


def test_the_prompt_survives_any_input_and_asks_again(tmp_path):
    answers = [*HOSTILE_ANSWERS, f"save {tmp_path}/missing/s.json", f"save {tmp_path}", f"save {tmp_path}/ok.json", "q"]
    result = CliRunner().invoke(main, ["play", "--seed", "3", "--opponent", "random"], input="\n".join(answers) + "\n")
    assert result.exit_code == 0, result.output[-3000:]
    assert result.exception is None or isinstance(result.exception, SystemExit)
    out = result.output.replace("\n", "")  # rich wraps long lines
    assert out.count("无法接受") >= 12
    assert "无法接受「²」" in out
    assert "\x1b[31m" not in out and "\\x1b[31m红\\x00\\x07" in out
    assert "无法接受「[/]」" in out and "无法接受「[bold]粗」" in out
    assert "请写出文件名：save 文件名" in out
    flat = "".join(out.split())  # rich may wrap a long path at any space
    assert f"无法存档到{tmp_path}/missing/s.json：目录{tmp_path}/missing不存在" in flat
    assert f"无法存档到{tmp_path}：这是一个目录，不是文件" in flat
    assert (tmp_path / "ok.json").is_file()
    assert "已退出" in out


def test_the_prompt_ends_cleanly_at_end_of_input():
    result = CliRunner().invoke(main, ["play", "--seed", "3"], input="")
    assert result.exit_code == 0 and "已退出" in result.output


def test_option_numbers_are_ascii_digits_in_range():
    assert option_number("2", 3) == 1
    assert [option_number(a, 3) for a in ("²", "9" * 5000, "0", "4", "-1", "１", "", " 1")] == [None] * 8


def test_shown_escapes_control_characters_and_cuts_long_answers():
    assert shown("a\x1bb\u202ec\ud800") == "a\\x1bb\\u202ec\\ud800"
    assert shown("x" * 500) == "x" * 200 + "…"
    assert shown("x" * 500, None) == "x" * 500


@pytest.mark.parametrize("command", [["check"], ["fmt"], ["scenario", "run"], ["replay"], ["play", "--load"],
                                     ["demo", "--cardset"], ["demo", "--log"]])
def test_a_path_too_long_for_the_system_is_a_usage_error(command):
    """Found by tools/fuzz.py: Path.is_file() and Path.exists() raise OSError for a name too long."""
    result = CliRunner().invoke(main, [*command, "a" * 5000])
    assert result.exit_code == 2, result.output[-500:]
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_parse_output_is_valid_utf8_for_an_argument_that_is_not():
    text = b"\xff\xe6\x8a\xbd".decode("utf-8", "surrogateescape")  # as Python passes such an argv
    for args in (["parse", "--json", text], ["parse", text]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.exception
        result.stdout_bytes.decode("utf-8")
        result.output.encode("utf-8")


def test_card_names_that_look_like_rich_markup_are_printed_as_they_are(tmp_path):
    """A lord named 「[/]…」 passes check; printing it as rich markup raised MarkupError in play."""
    import re

    from zhdsl.games.zongheng.rules import bundled_paths

    args = []
    for path in bundled_paths():
        text = path.read_text(encoding="utf-8")
        if path.name == "lords.toml":
            text = re.sub(r'"名称" = "', '"名称" = "[/]:smile:', text)
        (tmp_path / path.name).write_text(text, encoding="utf-8")
        args += ["--cardset", str(tmp_path / path.name)]
    assert CliRunner().invoke(main, ["check", str(tmp_path)]).exit_code == 0
    log = tmp_path / "x.jsonl"
    for command in (["play", "--opponent", "random"], ["demo", "--agent", "random", "--log", str(log)],
                    ["simulate", "--games", "2"]):
        result = CliRunner().invoke(main, [*command, *args], input="1\n" * 5 + "q\n")
        assert result.exit_code == 0, result.output[-1500:]
        assert "[/]:smile:" in result.output
    assert CliRunner().invoke(main, ["replay", "--step", str(log)], input="\n" * 5000).exit_code == 0


def test_control_characters_in_card_names_do_not_reach_the_terminal_in_play(tmp_path):
    import re

    from zhdsl.games.zongheng.rules import bundled_paths

    args = []
    for path in bundled_paths():
        text = path.read_text(encoding="utf-8")
        if path.name == "lords.toml":
            text = re.sub(r'"名称" = "', '"名称" = "\\\\u001b]0;x\\\\u0007', text)
        (tmp_path / path.name).write_text(text, encoding="utf-8")
        args += ["--cardset", str(tmp_path / path.name)]
    log = tmp_path / "x.jsonl"
    for command in (["play", "--opponent", "random"], ["demo", "--agent", "random", "--log", str(log)],
                    ["replay", "--step", str(log)]):
        result = CliRunner().invoke(main, [*command, *(args if command[0] != "replay" else [])], input="1\n" * 3000)
        assert result.exit_code in (0, 1), result.output[-1500:]
        assert "\x1b" not in result.output and "\x07" not in result.output
        assert "␛]0;x␇" in result.output
