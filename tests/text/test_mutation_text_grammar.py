"""What zhdsl/text/grammar.py does that the suite ran but did not state: where Lark's grammar errors point, and
the parser kept as JSON in the user's cache (`_load_lark`, `_save_lark`, `_to_json`, `_from_json`) — stated where
the every-mutant run of grammar.py (`mut13b`, docs/testing.md) found them unasserted."""

from __future__ import annotations

import attrs
import pytest
from lark.exceptions import GrammarError

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.text import grammar


def test_a_syntax_error_in_the_core_grammar_names_core_lark():
    """A developer who breaks zhdsl/grammar/core.lark (every game imports it) is told the file to fix: Lark's
    error names the core module `core.lark`, the name the import loader gives it."""
    source = Zongheng.grammar_source()
    broken = attrs.evolve(source, core=source.core + "\n§\n")
    with pytest.raises(GrammarError, match=r"Unexpected input at line \d+ column 1 in core\.lark"):
        grammar._build_lark(broken, False)


def _tiny(words: str) -> grammar.GrammarSource:
    """A game module importing two terminals from a core module, as every game's grammar does."""
    core = 'WORD: /[a-z0-9]+/\nDIGITS: /[0-9]+/\nNAME: /[A-Z]+/\n'
    game = f'%import core (WORD, DIGITS, NAME)\nstart: "x" ({words})\n%ignore " "\n'
    return grammar.GrammarSource(core, game)


def test_a_strict_build_checks_terminal_collisions_and_a_runtime_build_does_not():
    """The strict build is the suite's proof that a grammar has no terminal collision (two terminals matching the
    same text): it refuses one with Lark's `Collision`, and builds a grammar without one; the build users run
    skips the check (about ten seconds on a game's grammar) and builds either."""
    from lark.exceptions import LexError

    with pytest.raises(LexError, match="Collision"):
        grammar._build_lark(_tiny("WORD | DIGITS"), True)
    assert grammar._build_lark(_tiny("NAME | DIGITS"), True).parse("x 12").children[0] == "12"
    assert grammar._build_lark(_tiny("WORD | DIGITS"), False).parse("x ab").children[0] == "ab"


def test_the_cached_parser_is_loaded_only_for_its_own_format_and_grammar(tmp_path, monkeypatch):
    """The user's cache holds Lark's serialized parser as JSON, keyed by a checksum of the grammar: a file of
    another format, of another grammar under the same name, of another shape or damaged is no cache (the
    parser is built again), and the file written for a grammar loads a parser that reads as the built one."""
    import json

    from zhdsl import cachedir

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    source = _tiny("NAME | DIGITS")
    assert grammar._load_lark(source) is None
    grammar._save_lark(source, grammar._build_lark(source, False))
    name = grammar._lark_name(source.text)
    assert name.startswith(f"lark_{grammar.LARK_FORMAT}_") and name.endswith(f"_{len(source.text)}.json")
    written = cachedir.read(name)
    saved = json.loads(written.decode("utf-8"))
    assert saved["format"] == grammar.LARK_FORMAT and saved["grammar"] == source.text
    loaded = grammar._load_lark(source)
    assert loaded.parse("x AB").children[0] == "AB" and loaded.parse("x 7").children[0].type == "DIGITS"

    def planted(envelope) -> object:
        cachedir.write(name, json.dumps(envelope, ensure_ascii=False).encode("utf-8"))
        return grammar._load_lark(source)

    assert planted(dict(saved, format=grammar.LARK_FORMAT + 1)) is None
    assert planted(dict(saved, grammar=source.text + " ")) is None
    assert planted([saved]) is None
    assert planted(dict(saved, data={})) is None  # damaged: not Lark's form
    cachedir.write(name, b"\xff not json")
    assert grammar._load_lark(source) is None
    cachedir.write(name, written)
    assert grammar._load_lark(source) is not None


def test_the_grammar_files_are_read_as_utf8_whatever_the_locale():
    """core.lark and a game's .lark hold Chinese (keywords, comments): they are read as UTF-8 on a system whose
    locale is not (a POSIX locale here; a Windows machine set to GBK alike), not in the locale's encoding."""
    import os
    import subprocess
    import sys

    code = ("from zhdsl.games.zongheng.dialect import Zongheng; from zhdsl.text.grammar import CORE_GRAMMAR; "
            "s = Zongheng.grammar_source(); "
            "print(s.core.startswith(CORE_GRAMMAR.read_bytes().decode('utf-8')), chr(0x82E5) in s.core, "  # 若
            "chr(0x9886) + chr(0x4E3B) in s.game)")  # 领主: the command line itself in ASCII, as the locale reads it
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONIOENCODING="utf-8")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, encoding="utf-8")
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["True", "True", "True"]
