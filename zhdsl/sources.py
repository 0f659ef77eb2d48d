"""Files `zhdsl check` and `zhdsl fmt` understand: card-set TOML files and plain effect-text files.

A card-set file names its game (`[卡组]` table, key `游戏`; a file without it is 纵横坛) and is
checked by that game's loader. A plain text file (`.txt`) holds one effect text per line in the
game given on the command line (default 纵横坛); blank lines and lines starting with `#` are skipped.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.pipeline import analyze
from zhdsl.text.diagnostics import Located, error, locate
from zhdsl.text.fmt import format_text
from zhdsl.text.source import Origin, Span

SUFFIXES = (".toml", ".txt")
META = "卡组"
GAME_KEY = "游戏"


def collect(paths: list[str]) -> tuple[list[Path], list[str]]:
    """Expand directories (recursively, sorted; symbolic links to directories are not followed)
    into files; return files and missing paths."""
    files: list[Path] = []
    missing: list[str] = []
    for p in paths:
        path = Path(p)
        kind = safeio.path_kind(path)
        if kind == "dir":
            files.extend(sorted(f for f in path.rglob("*") if f.is_file() and f.suffix in SUFFIXES))
        elif kind == "file":  # one that is not regular is refused when read, with a diagnostic
            files.append(path)
        else:
            missing.append(p)
    return files, missing


def check_lines(lines: list[str], file: str, game=None) -> list[Located]:
    out: list[Located] = []
    for number, line in enumerate(lines, start=1):
        out.extend(_check_line(line, number, file, game))
    return out


def _check_line(line: str, number: int, file: str, game=None) -> list[Located]:
    stripped = line.strip()
    if not stripped or stripped.startswith("#"):
        return []
    result = analyze(line, game)
    origin = Origin(file, number, 1)
    return [locate(d, line, origin) for d in result.diagnostics]


def input_diagnostic(file: str, exc: safeio.InputError) -> Located:
    """E300 for input zhdsl cannot read, E310 for input past a bound (docs/reliability.md)."""
    code = "E310" if exc.bound else "E300"
    message = exc.message if exc.bound else f"无法读取：{exc.message}"
    return locate(error(code, Span(0, 0), message), "", Origin(file, exc.line or 1, exc.column or 1))


def check_bytes(data: bytes, file: str, game=None) -> list[Located]:
    """Effect texts, one per line: a line that is not UTF-8 is an E300 at its first bad byte,
    every other line is checked."""
    out: list[Located] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            line = safeio.decode(raw, number)
        except safeio.InputError as exc:
            out.append(input_diagnostic(file, exc))
            continue
        out.extend(_check_line(line, number, file, game))
    return out


def check_stream(stream: BinaryIO, file: str = "<stdin>", game=None) -> list[Located]:
    try:
        data = safeio.read_stream(stream, safeio.TEXT_LIMIT)
    except safeio.InputError as exc:
        return [input_diagnostic(file, exc)]
    return check_bytes(data, file, game)


def declared_game(source: str) -> str | None:
    """The game a card-set file names in `[卡组] 游戏 = …`, or None (not written, or not TOML)."""
    try:
        data = safeio.parse_toml(source)
    except (safeio.InputError, tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None
    meta = data.get(META)
    value = meta.get(GAME_KEY) if isinstance(meta, dict) else None
    return value if isinstance(value, str) else None


def _game_key(path: Path, source: str) -> Origin:
    """Where a card-set file writes `游戏 = …` (the file's start when it does not)."""
    for number, line in enumerate(source.split("\n"), start=1):
        m = re.match(rf"""\s*["']?{GAME_KEY}["']?\s*=\s*""", line)
        if m:
            return Origin(str(path), number, m.end() + 1)
    return Origin(str(path))


def check_file(path: Path, game=None) -> list[Located]:
    """The diagnostics of one file (`game`, a name, overrides the game a card-set file names); never
    raises, so one file cannot stop `zhdsl check DIR`."""
    try:
        return _check_file(path, game)
    except Exception as exc:  # noqa: BLE001  a bug in zhdsl must not hide the other files' diagnostics
        message = f"内部错误：{type(exc).__name__}: {str(exc)[:200]}"
        hint = "这是 zhdsl 的缺陷，请连同这个文件一起报告"
        return [locate(error("E199", Span(0, 0), message, hint), "", Origin(str(path)))]


def _check_file(path: Path, game=None) -> list[Located]:
    if path.suffix == ".toml":
        try:
            text = safeio.read_text(path, safeio.CARDSET_LIMIT)
        except safeio.InputError as exc:
            return [input_diagnostic(str(path), exc)]
        return check_cardset_text(path, text, game)
    try:
        data = safeio.read_bytes(path, safeio.TEXT_LIMIT)
    except safeio.InputError as exc:
        return [input_diagnostic(str(path), exc)]
    return check_bytes(data, str(path), game)


def check_cardset_text(path: Path, text: str, game=None) -> list[Located]:
    """The diagnostics of a card-set file's text (an editor's unsaved buffer, or the file as read)."""
    try:
        dialect = registry.get(game or declared_game(text))
    except DialectError as exc:
        hint = "在[卡组]中写明已安装的游戏，或用 --game 指定"
        return [locate(error("E308", Span(0, 0), str(exc), hint), "", _game_key(path, text))]
    return list(dialect.game().check_cardset(path, text))


def read_source(path: Path) -> str:
    """The text of a file for `zhdsl fmt` (the same caps as `check`); InputError when it cannot be read."""
    limit = safeio.CARDSET_LIMIT if path.suffix == ".toml" else safeio.TEXT_LIMIT
    return safeio.read_text(path, limit)


_TEXT_LINE = re.compile(r"""^(\s*(?:效果|技能|"效果"|"技能"|'效果'|'技能')\s*=\s*")([^"\\]*)("\s*(?:#.*)?)$""")


def _formatted(text: str, game) -> str:
    """`text` in canonical punctuation, unless that would change what it means in `game` (then as is)."""
    formatted = format_text(text)
    if formatted == text or game is False:
        return formatted
    before, after = analyze(text, game), analyze(formatted, game)
    if before.ok and list(before.versions) != list(after.versions):
        return text
    return formatted


def format_source(path: Path, source: str, game=None) -> str:
    """The file with every card text in canonical punctuation (`game`: the file's own when None)."""
    lines = source.split("\n")
    if path.suffix == ".toml":
        game = game or declared_game(source)
    try:
        registry.get(game)
    except DialectError:
        game = False  # an unknown game: its texts are formatted by punctuation only
    if path.suffix == ".toml":
        for i, line in enumerate(lines):
            m = _TEXT_LINE.match(line)
            if m:
                lines[i] = m.group(1) + _formatted(m.group(2), game) + m.group(3)
    else:
        for i, line in enumerate(lines):
            if line.strip() and not line.strip().startswith("#"):
                lines[i] = _formatted(line, game)
    return "\n".join(lines)


def load_cardsets(paths, load_cardset) -> list:
    """Card sets of the files, read by a game's `load_cardset(path)`; each is kept while its file is
    unchanged (path, size and modification time). Raises ValueError with the first error."""
    out = []
    for path in paths:
        p = Path(path).resolve()
        stat = p.stat() if p.is_file() else None
        out.append(_loaded(load_cardset, str(p), stat.st_mtime_ns if stat else 0, stat.st_size if stat else 0))
    return out


@lru_cache(maxsize=128)
def _loaded(load_cardset, path: str, mtime_ns: int, size: int):
    result = load_cardset(path)
    if not result.ok or result.cardset is None:
        first = next(d for d in result.diagnostics if d.diagnostic.is_error)
        raise ValueError(f"卡组文件有错误：{first.render()}")
    return result.cardset
