"""Files `zhdsl check` and `zhdsl fmt` understand: card-set TOML files and plain effect-text files.

A plain text file (`.txt`) holds one effect text per line; blank lines and lines starting
with `#` are skipped.
"""

from __future__ import annotations

import re
from pathlib import Path

from zhdsl.pipeline import analyze
from zhdsl.text.diagnostics import Located, locate
from zhdsl.text.fmt import format_text
from zhdsl.text.source import Origin

SUFFIXES = (".toml", ".txt")


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


def check_lines(lines: list[str], file: str) -> list[Located]:
    out: list[Located] = []
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        result = analyze(line)
        origin = Origin(file, number, 1)
        out.extend(locate(d, line, origin) for d in result.diagnostics)
    return out


def check_file(path: Path) -> list[Located]:
    if path.suffix == ".toml":
        from zhdsl.games.zongheng.cardset import load_cardset

        return list(load_cardset(path).diagnostics)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        from zhdsl.text.diagnostics import error
        from zhdsl.text.source import Span

        return [locate(error("E300", Span(0, 0), f"无法读取文件：{exc}"), "", Origin(str(path)))]
    return check_lines(text.split("\n"), str(path))


_TEXT_LINE = re.compile(r"""^(\s*(?:效果|技能|"效果"|"技能"|'效果'|'技能')\s*=\s*")([^"\\]*)("\s*(?:#.*)?)$""")


def format_source(path: Path, source: str) -> str:
    """The file with every card text in canonical punctuation."""
    lines = source.split("\n")
    if path.suffix == ".toml":
        for i, line in enumerate(lines):
            m = _TEXT_LINE.match(line)
            if m:
                lines[i] = m.group(1) + format_text(m.group(2)) + m.group(3)
    else:
        for i, line in enumerate(lines):
            if line.strip() and not line.strip().startswith("#"):
                lines[i] = format_text(line)
    return "\n".join(lines)
