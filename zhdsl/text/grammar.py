"""Load a dialect's grammar: core.lark + the dialect's .lark + terminals generated from its keyword table."""

from __future__ import annotations

import json
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
    """The Lark parser (imported lazily: the driver in `zhdsl.text.lalr` runs from cached tables).

    Never with Lark's own cache: that is a pickle at a predictable name in the shared temporary
    directory, which another user could plant (docs/reliability.md)."""
    from lark import Lark

    with _collision_check(strict):
        return Lark(
            grammar_text(dialect_file, dict(keyword_items)),
            parser="lalr",
            lexer="contextual",
            propagate_positions=True,
            maybe_placeholders=False,
            cache=False,
            strict=strict,
        )


def _tables_name(grammar: str) -> str:
    from zhdsl.text.lalr import TABLES_FORMAT

    # The name only spreads grammars over files; the file itself holds the grammar it was
    # built from, and is used only when that is this grammar.
    key = zlib.crc32(grammar.encode("utf-8"))
    return f"tables_{TABLES_FORMAT}_{key:08x}_{len(grammar)}.json"


@lru_cache(maxsize=None)
def load_tables(dialect_file: str, keyword_items: tuple[tuple[str, str], ...]) -> dict:
    """The LALR tables for the driver (`zhdsl.text.lalr`), from a JSON cache keyed by the
    grammar text in the user's own cache directory (`zhdsl.cachedir`: only that user can write
    it); on a miss they are compiled from a Lark parser and the cache is written."""
    from zhdsl import cachedir
    from zhdsl.text.lalr import TABLES_FORMAT, compile_tables

    grammar = grammar_text(dialect_file, dict(keyword_items))
    name = _tables_name(grammar)
    raw = cachedir.read(name)
    if raw is not None:
        try:
            tables = json.loads(raw.decode("utf-8"))
            if tables.get("format") == TABLES_FORMAT and tables.get("grammar") == grammar:
                return tables
        except (ValueError, AttributeError, RecursionError):
            pass
    tables = compile_tables(build_lark(dialect_file, keyword_items))
    tables["grammar"] = grammar
    cachedir.write(name, json.dumps(tables, ensure_ascii=False).encode("utf-8"))  # no cache: still correct
    return tables
