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
