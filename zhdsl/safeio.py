"""Reading user files safely: the one door every loader goes through (docs/reliability.md).

A file is read only when it is a regular file (never a FIFO, a device such as /dev/zero, or a
directory) no larger than the cap its kind allows; its bytes must be UTF-8; TOML and JSON are
parsed only after a linear scan has shown that their nesting depth and every integer stay within
bounds, so neither parser can run out of stack and no integer is too large to convert. Every
refusal is an `InputError`: a Chinese message, and the line and column where that is known.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import BinaryIO

MiB = 1024 * 1024
CARDSET_LIMIT = 4 * MiB  # a card-set TOML file
SCENARIO_LIMIT = 4 * MiB  # a scenario TOML file
TEXT_LIMIT = 4 * MiB  # a .txt effect-text file, or everything read from stdin
SAVE_LIMIT = 16 * MiB  # a save (JSON)
LOG_LIMIT = 256 * MiB  # a game log (JSON lines)

MAX_DEPTH = 32  # arrays and tables nested in one TOML or JSON document (dotted keys count too)
MAX_INT = 2**63 - 1  # |n| of any integer in a TOML or JSON file (a signed 64-bit integer)
_MAX_INT_DIGITS = len(str(MAX_INT))


class InputError(Exception):
    """A file or stream zhdsl will not read. `kind` is "read" (missing, not a regular file, an
    I/O error, not UTF-8), "syntax" (not valid TOML/JSON) or "bound" (past a size, depth or
    integer bound)."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None, *, kind: str = "read"):
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.kind = kind

    @property
    def bound(self) -> bool:
        return self.kind == "bound"

    def where(self, name: str) -> str:
        """`name:line:column` (as far as known)."""
        if self.line is None:
            return name
        return f"{name}:{self.line}" + (f":{self.column}" if self.column is not None else "")


def size_text(n: int) -> str:
    return f"{n // MiB} MiB" if n % MiB == 0 else f"{n} 字节"


# -- bytes -------------------------------------------------------------------------------------------


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them.

    The file is opened without blocking (a FIFO opens at once) and checked with fstat on the
    open descriptor, so what is read is what was checked."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise InputError("文件不存在") from None
    except IsADirectoryError:
        raise InputError("这是一个目录，不是文件") from None
    except OSError as exc:
        raise InputError(f"无法打开文件（{exc.strerror or exc}）") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise InputError("这是一个目录，不是文件")
        if not stat.S_ISREG(info.st_mode):
            raise InputError("不是普通文件（设备、管道或套接字不能作为输入文件）")
        if info.st_size > limit:
            raise InputError(f"文件过大：{info.st_size} 字节，上限是 {size_text(limit)}", kind="bound")
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise InputError(f"无法读取文件（{exc.strerror or exc}）") from None
    finally:
        os.close(fd)
    if len(data) > limit:  # it grew while we read
        raise InputError(f"文件过大：超过上限 {size_text(limit)}", kind="bound")
    return data


def read_stream(stream: BinaryIO, limit: int) -> bytes:
    """At most `limit` bytes from a binary stream (stdin); more is an error."""
    try:
        data = stream.read(limit + 1)
    except OSError as exc:
        raise InputError(f"无法读取输入（{exc.strerror or exc}）") from None
    if len(data) > limit:
        raise InputError(f"输入过大：超过上限 {size_text(limit)}", kind="bound")
    return data


def path_kind(path: str | Path) -> str | None:
    """"dir", "file" (anything else that exists: reading it decides) or None (missing, or a name the
    system refuses: too long, a NUL byte). Never raises."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return "dir" if stat.S_ISDIR(info.st_mode) else "file"


def check_regular(path: str | Path) -> str | None:
    """Why `path` cannot be an input file (missing, a directory, not a regular file), or None."""
    try:
        info = os.stat(path)
    except OSError as exc:
        return "文件不存在" if isinstance(exc, FileNotFoundError) else f"无法访问（{exc.strerror or exc}）"
    except ValueError:
        return "文件名含有空字符"
    if stat.S_ISDIR(info.st_mode):
        return "这是一个目录，不是文件"
    if not stat.S_ISREG(info.st_mode):
        return "不是普通文件（设备、管道或套接字不能作为输入文件）"
    return None


# -- text ----------------------------------------------------------------------------------------------

_BOM = b"\xef\xbb\xbf"


def decode(data: bytes, first_line: int = 1) -> str:
    """UTF-8 text (a leading BOM dropped); InputError at the line and column of the first bad byte."""
    if data.startswith(_BOM):
        data = data[len(_BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        pos = exc.start
        line_start = data.rfind(b"\n", 0, pos) + 1
        line = first_line + data.count(b"\n", 0, pos)
        column = len(data[line_start:pos].decode("utf-8", "replace")) + 1
        raise InputError(f"不是有效的 UTF-8 文本（字节 0x{data[pos]:02x} 无法解码）", line, column) from None


def read_text(path: str | Path, limit: int) -> str:
    return decode(read_bytes(path, limit))


# -- bounded parsing -------------------------------------------------------------------------------

_INT = re.compile(r"[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|[0-9][0-9_]*)")
_BASES = {"0x": 16, "0o": 8, "0b": 2}


def _int_too_big(token: str) -> bool:
    """Whether a TOML/JSON integer literal is beyond ±MAX_INT (without converting a huge one)."""
    body = token.lstrip("+-").replace("_", "")
    base = _BASES.get(body[:2], 10)
    digits = body[2:] if base != 10 else body
    digits = digits.lstrip("0") or "0"
    if base == 10 and len(digits) > _MAX_INT_DIGITS:
        return True
    if base != 10 and len(digits) * {16: 4, 8: 3, 2: 1}[base] > 64 + 4:
        return True
    try:
        return abs(int(digits, base)) > MAX_INT
    except ValueError:
        return False  # not an integer after all: the parser reports it


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _too_deep(text: str, offset: int) -> InputError:
    return InputError(f"嵌套过深：数组和表最多嵌套 {MAX_DEPTH} 层", *_position(text, offset), kind="bound")


def _too_big(text: str, offset: int, token: str) -> InputError:
    shown = token if len(token) <= 24 else f"{token[:12]}…（{len(token)} 个字符）"
    return InputError(f"整数 {shown} 超出范围：绝对值最大为 {MAX_INT}", *_position(text, offset), kind="bound")


_STRINGS = "|".join(
    (
        r'"""[^"\\]*(?:(?:\\[\s\S]|"(?!""))[^"\\]*)*"""(?:"{1,2}(?!"))?',  # multi-line basic
        r"'''[\s\S]*?''''{0,2}",  # multi-line literal
        r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"',  # basic
        r"'[^'\n]*'",  # literal
        r"[\"'][^\n]*",  # unterminated: the rest of the line (the parser reports it)
    )
)
_TOML_TOKEN = re.compile(
    r"(?P<ws>[ \t\r]+)|(?P<nl>\n)|(?P<comment>#[^\n]*)|(?P<str>" + _STRINGS + r")"
    r"|(?P<bare>[A-Za-z0-9_+\-.:]+)|(?P<punct>.)"
)


def scan_toml(text: str) -> None:
    """Check the nesting depth and every integer of a TOML document in one linear pass.

    Tracks just enough of TOML to know keys from values: a key's dotted parts and every inline
    array or table add a level; a value token that is an integer is bounded. Malformed input is
    left for the parser to report."""
    table_depth = 0  # parts of the current [table] header
    stack: list[tuple[str, int]] = []  # open inline containers: ("[" or "{", their depth)
    mode = "key"  # "key", "header", "after_header" or "value"
    key_parts = 1
    value_depth = 0  # depth of the next value

    def base() -> int:
        return stack[-1][1] if stack else table_depth

    for m in _TOML_TOKEN.finditer(text):
        kind, tok, at = m.lastgroup, m.group(), m.start()
        if kind in ("ws", "comment"):
            continue
        if kind == "nl":
            if not stack:
                mode, key_parts = "key", 1
            continue
        if mode == "header":
            if tok == "]":
                mode = "after_header"
            elif tok == "[":  # `[[…]]`: an array of tables, one level more
                table_depth += 1
            elif "." in tok and kind != "str":
                table_depth += tok.count(".")
                if table_depth > MAX_DEPTH:
                    raise _too_deep(text, at)
            continue
        if mode == "after_header":
            continue  # the second `]` of `[[…]]`; anything else is the parser's to report
        if mode == "key":
            if tok == "[" and not stack:
                mode, table_depth = "header", 1
            elif tok == "=":
                mode = "value"
                value_depth = base() + key_parts
            elif kind != "str" and "." in tok:
                key_parts += tok.count(".")
                if base() + key_parts - 1 > MAX_DEPTH:  # `a.b.c = …` makes the tables a and b
                    raise _too_deep(text, at)
            elif tok == "}" and stack and stack[-1][0] == "{":  # `{}` or a trailing `,`
                stack.pop()
                mode = "value"
            continue
        # a value
        if tok in ("[", "{"):
            if value_depth > MAX_DEPTH:
                raise _too_deep(text, at)
            stack.append((tok, value_depth))
            if tok == "[":
                value_depth += 1
            else:
                mode, key_parts = "key", 1
        elif tok in ("]", "}"):
            if stack:
                stack.pop()
            if stack and stack[-1][0] == "[":
                value_depth = stack[-1][1] + 1
        elif tok == ",":
            if stack and stack[-1][0] == "{":
                mode, key_parts = "key", 1
        elif kind == "bare" and _INT.fullmatch(tok) and _int_too_big(tok):
            raise _too_big(text, at, tok)


_JSON_TOKEN = re.compile(
    r"""(?P<str>"[^"\\]*(?:\\.[^"\\]*)*"?)|(?P<const>NaN|-?Infinity)|(?P<num>-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)|(?P<open>[\[{])|(?P<close>[\]}])"""
)


def scan_json(text: str) -> None:
    """Check the nesting depth and every integer of a JSON document in one linear pass."""
    depth = 0
    for m in _JSON_TOKEN.finditer(text):
        kind = m.lastgroup
        if kind == "open":
            depth += 1
            if depth > MAX_DEPTH:
                raise _too_deep(text, m.start())
        elif kind == "close":
            depth = max(0, depth - 1)
        elif kind == "const":
            raise InputError(f"不是可接受的 JSON（不接受 {m.group()}）", *_position(text, m.start()), kind="syntax")
        elif kind == "num":
            tok = m.group()
            if "." not in tok and "e" not in tok and "E" not in tok and _int_too_big(tok):
                raise _too_big(text, m.start(), tok)


_SURROGATE = re.compile("[\ud800-\udfff]")


def check_tree(data) -> None:
    """The same bounds on parsed data, without recursion: the scans above are the located check,
    this one holds whatever they might have missed. Text must be encodable as UTF-8: a JSON
    `\\ud800` escape would make a lone surrogate that no output can print."""
    todo = [(data, 0)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH + 1:
                raise InputError(f"嵌套过深：数组和表最多嵌套 {MAX_DEPTH} 层", kind="bound")
            if isinstance(value, dict):
                todo.extend((k, depth + 1) for k in value)
            todo.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
            raise InputError(f"整数超出范围：绝对值最大为 {MAX_INT}", kind="bound")
        elif isinstance(value, str) and _SURROGATE.search(value):
            raise InputError("文本含有孤立的 UTF-16 代理项（例如 \\ud800），不是有效的 Unicode", kind="syntax")


def parse_toml(text: str) -> dict:
    """A TOML document, bounded (see `scan_toml`); InputError with the position of the problem."""
    scan_toml(text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        reason = str(exc).split(" (at")[0]
        raise InputError(f"TOML 语法错误：{reason}", *((int(m.group(1)), int(m.group(2))) if m else ()),
                         kind="syntax") from None
    except (RecursionError, ValueError, MemoryError) as exc:  # held off by scan_toml; never a traceback
        raise InputError(f"TOML 无法解析：{type(exc).__name__}", kind="bound") from None
    check_tree(data)
    return data


def _no_constant(name: str):
    raise ValueError(f"不接受 {name}")


def parse_json(text: str, first_line: int = 1):
    """A JSON document, bounded (see `scan_json`); no NaN or Infinity. InputError with a position."""
    try:
        scan_json(text)
    except InputError as exc:
        if exc.line is not None:
            exc.line += first_line - 1
        raise
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise InputError(f"不是有效的 JSON（{exc.msg}）", exc.lineno + first_line - 1, exc.colno, kind="syntax") from None
    except ValueError as exc:  # NaN or Infinity
        raise InputError(f"不是可接受的 JSON（{exc}）", first_line, kind="syntax") from None
    except (RecursionError, MemoryError) as exc:  # held off by scan_json; never a traceback
        raise InputError(f"JSON 无法解析：{type(exc).__name__}", first_line, kind="bound") from None
    check_tree(data)
    return data


def type_name(value, mapping: str = "表") -> str:
    """The Chinese name of the type of a value read from a user's file, for an error message; `mapping` is
    what the format calls a key-value table (TOML 表, JSON 对象)."""
    if value is None:
        return "null"
    kinds = ((bool, "真假值"), (int, "整数"), (float, "小数"), (str, "文本"), (list, "数组"), (dict, mapping))
    return next((name for typ, name in kinds if isinstance(value, typ)), "其他值")
