"""Files `zhdsl check` and `zhdsl fmt` understand: card-set TOML files and plain effect-text files.

A card-set file names its game (`[卡组]` table, key `游戏`; a file without it is 纵横坛) and is
checked by that game's loader. A plain text file (`.txt`) holds one effect text per line in the
game given on the command line (default 纵横坛); blank lines and lines starting with `#` are skipped.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from zhdsl import registry
from zhdsl.dialect import DialectError
from zhdsl.pipeline import analyze
from zhdsl.text.diagnostics import Located, error, locate
from zhdsl.text.fmt import format_text
from zhdsl.text.source import Origin, Span

SUFFIXES = (".toml", ".txt")
META = "卡组"
GAME_KEY = "游戏"


def collect(paths: list[str]) -> tuple[list[Path], list[str]]:
    """Expand directories (recursively, sorted) into files; return files and missing paths."""
    files: list[Path] = []
    missing: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            files.extend(sorted(f for f in path.rglob("*") if f.is_file() and f.suffix in SUFFIXES))
        elif path.is_file():
            files.append(path)
        else:
            missing.append(p)
    return files, missing


def check_lines(lines: list[str], file: str, game=None) -> list[Located]:
    out: list[Located] = []
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        result = analyze(line, game)
        origin = Origin(file, number, 1)
        out.extend(locate(d, line, origin) for d in result.diagnostics)
    return out


def declared_game(source: str) -> str | None:
    """The game a card-set file names in `[卡组] 游戏 = …`, or None (not written, or not TOML)."""
    try:
        data = tomllib.loads(source)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
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


def _unreadable(path: Path, exc) -> list[Located]:
    return [locate(error("E300", Span(0, 0), f"无法读取文件：{exc}"), "", Origin(str(path)))]


def check_file(path: Path, game=None) -> list[Located]:
    """Diagnostics of one file; `game` (a name) overrides the game a card-set file names."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return _unreadable(path, exc)
    if path.suffix == ".toml":
        name = game or declared_game(text)
        try:
            dialect = registry.get(name)
        except DialectError as exc:
            return [locate(error("E308", Span(0, 0), str(exc), "在[卡组]中写明已安装的游戏，或用 --game 指定"), "",
                           _game_key(path, text))]
        return list(dialect.game().check_cardset(path, text))
    return check_lines(text.split("\n"), str(path), game)


_TEXT_LINE = re.compile(r"""^(\s*(?:效果|技能|"效果"|"技能"|'效果'|'技能')\s*=\s*")([^"\\]*)("\s*(?:#.*)?)$""")


def _formatted(text: str, game) -> str:
    """`text` in canonical punctuation, unless that would change what it means in `game` (then as is)."""
    formatted = format_text(text)
    if formatted == text or game is False:
        return formatted
    before, after = analyze(text, game), analyze(formatted, game)
    if before.ok and [v for v in before.versions] != [v for v in after.versions]:
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
