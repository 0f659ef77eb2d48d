"""Load a dialect's grammar: core.lark + the dialect's .lark + terminals generated from its keyword table."""

from __future__ import annotations

import json
import os
import re
import zlib
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

GRAMMAR_DIR = Path(__file__).resolve().parent.parent.parent / "grammar"
if not GRAMMAR_DIR.is_dir():  # installed as a wheel: the grammar ships inside the package
    GRAMMAR_DIR = Path(__file__).resolve().parent.parent / "grammar"

_CJK = r"\u3400-\u4dbf\u4e00-\u9fff"


def keyword_terminals(keywords: dict[str, str]) -> str:
    """Terminal definitions for `keywords` (terminal name -> text), plus the free-text terminals.

    FREE_TEXT is a run of CJK characters in which no keyword starts, so it can never
    swallow a keyword; HEAD_TEXT is free text standing before `：`, `&` or `/` (an unknown timing).
    """
    lines = [f'{name}.2: "{text}"' for name, text in keywords.items()]
    longest_first = sorted(set(keywords.values()), key=lambda t: (-len(t), t))
    no_keyword = "|".join(re.escape(t) for t in longest_first)
    free = rf"(?:(?!{no_keyword})[{_CJK}])+"
    lines.append(f"FREE_TEXT: /{free}/")
    lines.append(f"HEAD_TEXT: /{free}(?=[ \\t]*[：&\\/])/")
    return "\n".join(lines) + "\n"


def grammar_text(dialect_file: str, keywords: dict[str, str]) -> str:
    core = (GRAMMAR_DIR / "core.lark").read_text(encoding="utf-8")
    vocabulary = (GRAMMAR_DIR / dialect_file).read_text(encoding="utf-8")
    return core + "\n" + vocabulary + "\n" + keyword_terminals(keywords)


@contextmanager
def _collision_check(enabled: bool):
    """Lark checks terminal collisions with interegular whenever it is installed, which takes
    about ten seconds on this grammar. Strict builds (the tests) keep the check; runtime builds,
    whose grammar the tests already proved collision-free, skip it."""
    import lark.lexer

    saved = lark.lexer.has_interegular
    lark.lexer.has_interegular = saved and enabled
    try:
        yield
    finally:
        lark.lexer.has_interegular = saved


@lru_cache(maxsize=None)
def build_lark(dialect_file: str, keyword_items: tuple[tuple[str, str], ...], strict: bool = False):
    """The Lark parser (imported lazily: the driver in `zhdsl.text.lalr` runs from cached tables)."""
    from lark import Lark

    with _collision_check(strict):
        return Lark(
            grammar_text(dialect_file, dict(keyword_items)),
            parser="lalr",
            lexer="contextual",
            propagate_positions=True,
            maybe_placeholders=False,
            cache=not strict,
            strict=strict,
        )


def _cache_dir() -> Path:
    """The temporary directory, without importing `tempfile` (which costs start-up time)."""
    for var in ("TMPDIR", "TEMP", "TMP"):
        if os.environ.get(var):
            return Path(os.environ[var])
    if os.name == "posix":
        return Path("/tmp")
    import tempfile

    return Path(tempfile.gettempdir())


def _tables_path(grammar: str) -> Path:
    from zhdsl.text.lalr import TABLES_FORMAT

    # The name only spreads grammars over files; the file itself holds the grammar it was
    # built from, and is used only when that is this grammar.
    key = zlib.crc32(grammar.encode("utf-8"))
    return _cache_dir() / f".zhdsl_tables_{TABLES_FORMAT}_{key:08x}_{len(grammar)}.json"


@lru_cache(maxsize=None)
def load_tables(dialect_file: str, keyword_items: tuple[tuple[str, str], ...]) -> dict:
    """The LALR tables for the driver (`zhdsl.text.lalr`), from a JSON cache keyed by the
    grammar text; on a miss they are compiled from a Lark parser and the cache is written."""
    from zhdsl.text.lalr import TABLES_FORMAT, compile_tables

    grammar = grammar_text(dialect_file, dict(keyword_items))
    path = _tables_path(grammar)
    try:
        tables = json.loads(path.read_text(encoding="utf-8"))
        if tables.get("format") == TABLES_FORMAT and tables.get("grammar") == grammar:
            return tables
    except (OSError, ValueError, AttributeError):
        pass
    tables = compile_tables(build_lark(dialect_file, keyword_items))
    tables["grammar"] = grammar
    try:  # write atomically: concurrent first runs must not read half a file
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(tables, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # no cache, still correct
    return tables
