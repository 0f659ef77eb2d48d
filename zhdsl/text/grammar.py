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
    code that runs as whoever parses next. A non-strict parser is loaded instead from Lark's own
    serialized form kept as JSON in the user's cache directory (`_load_lark`), built on a miss; a
    strict build — the proof that the grammar has no conflict and no terminal collision — is always
    built from the grammar."""
    if not strict:
        loaded = _load_lark(source)
        if loaded is not None:
            return loaded
    lark = _build_lark(source, strict)
    if not strict:
        _save_lark(source, lark)
    return lark


def _build_lark(source: GrammarSource, strict: bool):
    from lark import Lark

    def load_core(base_path, grammar_path):
        if grammar_path == "core.lark":
            return "core.lark", source.core
        raise FileNotFoundError(grammar_path)

    from zhdsl.text.lark_analysis import faster_analysis

    with _collision_check(strict), faster_analysis():
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


# -- Lark's serialized parser as JSON --------------------------------------------------------------------------
# Lark builds its LALR tables and contextual lexer from the grammar in about 0.7-1 s for each game's grammar,
# on the first syntax error of every process (`zhdsl check` on a file with a mistake, each language-server
# start, each test worker). Loaded from Lark's own serialized form (`Lark.memo_serialize`, what `Lark.save`
# pickles) the same parser takes 0.1-0.25 s. The form holds only dicts (string and integer keys), lists,
# tuples, strings, numbers, booleans and None; JSON has no tuples nor integer keys, so a dict is written as
# {"__d": [[key, value], …]} and a tuple as {"__t": […]}, and read back exactly. Nothing in it is code.
LARK_FORMAT = 1


def _lark_name(grammar: str) -> str:
    import lark

    key = zlib.crc32(grammar.encode("utf-8"))
    return f"lark_{LARK_FORMAT}_{lark.__version__}_{key:08x}_{len(grammar)}.json"


def _to_json(value):
    if isinstance(value, dict):
        return {"__d": [[_to_json(k), _to_json(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"__t": [_to_json(v) for v in value]}
    if isinstance(value, list):
        return [_to_json(v) for v in value]
    if isinstance(value, str):
        return str(value)  # lark's Token (a str) as the plain name it stands for
    if value is None or isinstance(value, (bool, int, float)):
        return value
    raise TypeError(f"not plain data: {type(value).__name__}")


def _from_json(obj: dict):
    if "__d" in obj:
        return {k: v for k, v in obj["__d"]}
    if "__t" in obj:
        return tuple(obj["__t"])
    return obj  # the file's envelope


def _load_lark(source: GrammarSource):
    """The non-strict parser of this grammar from the cache, or None (missing, another grammar, another
    Lark, unreadable)."""
    from zhdsl import cachedir

    grammar = source.text
    raw = cachedir.read(_lark_name(grammar))
    if raw is None:
        return None
    try:
        from lark import Lark

        saved = json.loads(raw.decode("utf-8"), object_hook=_from_json)
        if not (isinstance(saved, dict) and saved.get("format") == LARK_FORMAT and saved.get("grammar") == grammar):
            return None
        return Lark._load_from_dict(saved["data"], saved["memo"])
    except Exception:  # noqa: BLE001  a damaged file is no cache: build the parser again
        return None


def _save_lark(source: GrammarSource, parser) -> None:
    from zhdsl import cachedir
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    try:
        data, memo = parser.memo_serialize([TerminalDef, Rule])
        data["options"] = {k: v for k, v in data["options"].items() if k != "import_paths"}  # a function: not needed to parse
        text = json.dumps({"format": LARK_FORMAT, "grammar": source.text, "data": _to_json(data), "memo": _to_json(memo)},
                          ensure_ascii=False)
    except (TypeError, ValueError):  # a Lark whose form holds something else: no cache, still correct
        return
    cachedir.write(_lark_name(source.text), text.encode("utf-8"))


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
