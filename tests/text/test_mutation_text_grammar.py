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
