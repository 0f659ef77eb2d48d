"""A game's grammar: its .lark file composed with the core's (`%import core (…)`), plus keyword
terminals generated from the keyword tables (zhdsl.text.keywords).

`GrammarSource` holds the two texts Lark reads: the core module (core.lark and the terminals of
the core's keywords and free text) and the game's module (its .lark file and the terminals of
its own keywords). Lark loads the game's module and finds `core` through an import loader.
"""

from __future__ import annotations

import json
import zlib
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import attrs

from zhdsl.text.keywords import free_text_lines, terminal_lines

CORE_GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "core.lark"


@attrs.frozen
class GrammarSource:
    core: str  # the `core` module: core.lark + the core keywords' terminals + FREE_TEXT/HEAD_TEXT
    game: str  # the game's module: its .lark + its keywords' terminals

    @property
    def text(self) -> str:
        """Both modules, for cache keys."""
        return self.core + "\n%% game\n" + self.game


def compose(grammar_file: str | Path, core_rows, game_rows, every_word: tuple[str, ...]) -> GrammarSource:
    """The grammar of a game: `core_rows` are the keywords core.lark uses (respelled as the game
    wants), `game_rows` the game's own; `every_word` all their spellings, longest first."""
    core = CORE_GRAMMAR.read_text(encoding="utf-8")
    game = Path(grammar_file).read_text(encoding="utf-8")
    core_part = "\n".join(terminal_lines(core_rows, every_word) + free_text_lines(every_word))
    game_part = "\n".join(terminal_lines(game_rows, every_word))
    return GrammarSource(core + "\n" + core_part + "\n", game + "\n" + game_part + "\n")


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
def build_lark(source: GrammarSource, strict: bool = False):
    """The Lark parser (imported lazily: the driver in `zhdsl.text.lalr` runs from cached tables).
    Lark's own cache is a pickle, so it is never used: a cache file another user can write would be
    code that runs as whoever parses next."""
    from lark import Lark

    def load_core(base_path, grammar_path):
        if grammar_path == "core.lark":
            return "core.lark", source.core
        raise FileNotFoundError(grammar_path)

    with _collision_check(strict):
        return Lark(
            source.game,
            parser="lalr",
            lexer="contextual",
            propagate_positions=True,
            maybe_placeholders=False,
            import_paths=[load_core],
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
def load_tables(source: GrammarSource) -> dict:
    """The LALR tables for the driver (`zhdsl.text.lalr`), from a JSON cache keyed by the
    grammar text in the user's own cache directory (`zhdsl.cachedir`: only that user can write
    it); on a miss they are compiled from a Lark parser and the cache is written."""
    from zhdsl import cachedir
    from zhdsl.text.lalr import TABLES_FORMAT, compile_tables

    grammar = source.text
    name = _tables_name(grammar)
    raw = cachedir.read(name)
    if raw is not None:
        try:
            tables = json.loads(raw.decode("utf-8"))
            if tables.get("format") == TABLES_FORMAT and tables.get("grammar") == grammar:
                return tables
        except (ValueError, AttributeError, RecursionError):
            pass
    tables = compile_tables(build_lark(source))
    tables["grammar"] = grammar
    cachedir.write(name, json.dumps(tables, ensure_ascii=False).encode("utf-8"))  # no cache: still correct
    return tables
