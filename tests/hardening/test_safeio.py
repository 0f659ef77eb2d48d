"""zhdsl.safeio: only regular files under a cap, UTF-8 with a located error, TOML and JSON with
bounded nesting and bounded integers — refused before a parser can overflow its stack."""

from __future__ import annotations

import io
import os
import threading
import tomllib
from pathlib import Path

import pytest

from zhdsl import safeio
from zhdsl.safeio import MAX_DEPTH, MAX_INT, InputError

ROOT = Path(__file__).resolve().parents[2]


def test_a_regular_file_is_read(tmp_path):
    path = tmp_path / "a.toml"
    path.write_bytes(b"x = 1\n")
    assert safeio.read_bytes(path, 100) == b"x = 1\n"


@pytest.mark.parametrize("make", ["dir", "missing", "devzero", "fifo"])
def test_what_is_not_a_regular_file_is_refused(tmp_path, make):
    path = tmp_path / "x.toml"
    if make == "dir":
        path.mkdir()
    elif make == "devzero":
        path = Path("/dev/zero")
    elif make == "fifo":
        os.mkfifo(path)
    with pytest.raises(InputError) as info:
        safeio.read_bytes(path, safeio.CARDSET_LIMIT)
    assert info.value.kind == "read"
    assert {"dir": "目录", "missing": "不存在", "devzero": "不是普通文件", "fifo": "不是普通文件"}[make] in info.value.message


def test_reading_a_fifo_never_blocks(tmp_path):
    """Opening a FIFO for reading blocks until a writer comes; zhdsl opens it without blocking."""
    path = tmp_path / "fifo.toml"
    os.mkfifo(path)
    done = threading.Event()

    def read():
        with pytest.raises(InputError):
            safeio.read_bytes(path, 100)
        done.set()

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    assert done.wait(5), "reading a FIFO hung"


def test_a_file_over_the_cap_is_a_bound(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"x" * 101)
    with pytest.raises(InputError, match="文件过大") as info:
        safeio.read_bytes(path, 100)
    assert info.value.bound
    assert safeio.read_bytes(path, 101) == b"x" * 101


def test_a_stream_over_the_cap_is_a_bound():
    with pytest.raises(InputError, match="输入过大"):
        safeio.read_stream(io.BytesIO(b"x" * 11), 10)
    assert safeio.read_stream(io.BytesIO(b"x" * 10), 10) == b"x" * 10


def test_undecodable_bytes_are_located():
    with pytest.raises(InputError) as info:
        safeio.decode(b"a\n" + "抽".encode("utf-8") + b"\xff")
    assert (info.value.line, info.value.column) == (2, 2)
    assert "0xff" in info.value.message
    assert safeio.decode(b"\xef\xbb\xbfx = 1") == "x = 1"  # a BOM is dropped


# -- TOML ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("a = " + "[" * 5000, (1, 5 + MAX_DEPTH)),
        ("a = " + "{b = " * 5000, (1, 5 + 5 * MAX_DEPTH)),
        ("x = 1\na = [" + "[" * 40 + "]" * 41, (2, 5 + MAX_DEPTH)),
        ("a" + ".a" * 40 + " = 1", (1, 1)),
        ("[" + ".".join(["t"] * 40) + "]\nx = 1", (1, 2)),
    ],
)
def test_toml_nested_too_deep_is_a_located_bound(text, where):
    with pytest.raises(InputError, match="嵌套过深") as info:
        safeio.parse_toml(text)
    assert (info.value.line, info.value.column) == where and info.value.bound


def test_toml_nesting_up_to_the_bound_is_accepted():
    assert safeio.parse_toml("a = " + "[" * MAX_DEPTH + "]" * MAX_DEPTH)["a"]


@pytest.mark.parametrize(
    ("token", "ok"),
    [
        (str(MAX_INT), True),
        (f"-{MAX_INT}", True),
        (str(MAX_INT + 1), False),
        (f"-{MAX_INT + 1}", False),
        ("9" * 5000, False),
        ("1_000_000_000_000_000_000_000", False),
        ("0x" + "f" * 16, False),
        ("0x7fff_ffff_ffff_ffff", True),
        ("0o" + "7" * 5000, False),
        ("0b" + "1" * 64, False),
    ],
)
def test_toml_integers_are_bounded(token, ok):
    text = f'"名称" = "x"\n"点数" = {token}\n'
    if ok:
        assert abs(safeio.parse_toml(text)["点数"]) <= MAX_INT
    else:
        with pytest.raises(InputError, match="超出范围") as info:
            safeio.parse_toml(text)
        assert (info.value.line, info.value.column) == (2, 8)


def test_brackets_and_digits_inside_strings_and_comments_are_text():
    text = (
        'a = "' + "[" * 100 + "9" * 5000 + '"\n'
        "b = '''\n" + "{" * 100 + "\n'''\n"
        'c = """\n' + "[" * 100 + '\\"""\n"""\n'
        "# " + "[" * 100 + "\n"
        "d = 1979-05-27 07:32:00\n"
        "123456789012345678901234567890 = 1\n"  # a bare key of digits, not an integer
    )
    assert safeio.parse_toml(text) == tomllib.loads(text)


def test_every_bundled_and_example_toml_file_parses_as_tomllib_does():
    from zhdsl.scenarios.loader import quote_bare_keys

    files = [*ROOT.glob("cardsets/**/*.toml"), *ROOT.glob("examples/**/*.toml")]
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert safeio.parse_toml(text) == tomllib.loads(text), path
    for path in ROOT.glob("tests/scenarios/**/*.toml"):
        text = quote_bare_keys(path.read_text(encoding="utf-8"))
        assert safeio.parse_toml(text) == tomllib.loads(text), path
    assert len(files) >= 5


def test_toml_syntax_errors_are_located():
    with pytest.raises(InputError, match="TOML 语法错误") as info:
        safeio.parse_toml('x = 1\n"点数" = \n')
    assert (info.value.kind, info.value.line, info.value.column) == ("syntax", 2, 8)


# -- JSON ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["[" * 1000, '{"a":' * 1000, "[" * 100_000 + "]" * 100_000])
def test_json_bombs_are_a_located_bound(text):
    with pytest.raises(InputError, match="嵌套过深") as info:
        safeio.parse_json(text, first_line=7)
    assert (info.value.line, info.value.column) == (7, MAX_DEPTH + 1 + (4 * MAX_DEPTH if text[1] == '"' else 0))


@pytest.mark.parametrize("token", ["9" * 5000, str(MAX_INT + 1), f"-{MAX_INT + 1}"])
def test_json_integers_are_bounded(token):
    with pytest.raises(InputError, match="超出范围") as info:
        safeio.parse_json('{"seed": ' + token + "}")
    assert info.value.column == 10


@pytest.mark.parametrize("text", ["NaN", '{"a": Infinity}', "[-Infinity]"])
def test_json_constants_are_refused(text):
    with pytest.raises(InputError, match="不接受"):
        safeio.parse_json(text)


def test_json_strings_hold_anything():
    text = '{"t": "' + "[" * 5000 + "9" * 5000 + '\\"]"}'
    assert safeio.parse_json(text)["t"].startswith("[[[")
    assert safeio.parse_json(f'[{MAX_INT}, -{MAX_INT}, 1.5e999]')[:2] == [MAX_INT, -MAX_INT]


def test_check_tree_catches_what_a_scan_could_miss():
    deep: list = []
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(InputError, match="嵌套过深"):
        safeio.check_tree(deep)
    with pytest.raises(InputError, match="超出范围"):
        safeio.check_tree({"a": [1, MAX_INT + 1]})
    safeio.check_tree({"a": [True, MAX_INT, "x" * 10]})
