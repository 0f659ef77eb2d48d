"""zhdsl/text/lark_analysis.py: one step of Lark's LALR analysis made cheaper must find exactly Lark's relations.

Every fresh Lark build zhdsl makes (a cold cache, the strict builds) runs it, so the tables, conflicts and
errors of every build depend on it: it is compared with Lark's own method on real grammars, element by
element, in order and by identity (the order in which a set receives its elements decides its iteration
order, which the rest of Lark's analysis follows)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from lark import Lark
from lark.common import ParserConf
from lark.exceptions import GrammarError
from lark.load_grammar import load_grammar
from lark.parsers.lalr_analysis import LALR_Analyzer

from zhdsl import registry
from zhdsl.text import lark_analysis

# nullable tails (`tail`, `opt`), a rule whose items are met in several states, left and right recursion
TINY = """
start: item+ tail
item: NAME opt opt | NAME ":" item | "(" start ")" opt
opt: | "!" | opt "?"
tail: | ";" tail | "."
NAME: /[a-z]+/
%ignore " "
"""
# an item `a: "(" . a ")"` of the transition's own nonterminal past its start, in a state whose kernel holds
# another rule's item too: its path ends in another state than the rule's own from the start (only rules
# started at the transition have a lookback)
NESTED = """
start: "(" a ")" "!" | a
a: "(" a ")" | "x"
"""


def _both(grammar: str, import_paths=()) -> tuple[list, list, int]:
    """Lark's relations and this module's on one analyzer of `grammar` (its LR(0) states and reads relations
    as Lark's `compute_lalr` finds them first; no lexer built): (Lark's, ours, how many nullables)."""
    loaded, _used = load_grammar(grammar, "<grammar>", list(import_paths), False)
    _terminals, rules, _ignore = loaded.compile(["start"], set())
    analyzer = LALR_Analyzer(ParserConf(rules, {}, ["start"]))
    analyzer.compute_lr0_states()
    analyzer.compute_reads_relations()
    lark_analysis.lark_method()(analyzer)
    lark = _relations(analyzer)
    analyzer.includes, analyzer.lookback = defaultdict(set), defaultdict(set)
    lark_analysis.compute_includes_lookback(analyzer)
    return lark, _relations(analyzer), len(analyzer.NULLABLE)


def _relations(analyzer) -> list:
    """includes and lookback, in their keys' order and each set's order, by the identity of every object."""
    return [[(tuple(map(id, key)), [tuple(map(id, value)) for value in values]) for key, values in relation.items()]
            for relation in (analyzer.includes, analyzer.lookback)]


def test_the_same_relations_on_a_grammar_with_nullable_tails():
    lark, ours, nullable = _both(TINY)
    assert nullable >= 2  # `opt` and `tail` are nullable: the tail rule is exercised
    assert sum(len(values) for values in lark[0]) > 10 and sum(len(values) for values in lark[1]) > 10
    assert ours == lark


def test_the_same_relations_on_a_grammar_with_nested_rules():
    lark, ours, _nullable = _both(NESTED)
    assert sum(len(values) for values in lark[1]) >= 4
    assert ours == lark


@pytest.mark.parametrize("game", ["星宿"])
def test_the_same_relations_on_a_game_grammar(game):
    """A whole game grammar (keyword alternations, the core's rules, 4,000 transitions): 星宿's, the cheapest to
    load. Riftbound's (3 s of CPU more) caught no mutant of the module that this one and the two small grammars
    did not (docs/testing.md, seventeenth pass); 纵横坛's builds use the module in the strict-build test."""
    source = registry.get(game).grammar_source()

    def load_core(base_path, grammar_path):
        if grammar_path == "core.lark":
            return "core.lark", source.core
        raise FileNotFoundError(grammar_path)

    lark, ours, _nullable = _both(source.game, import_paths=[load_core])
    assert len(lark[0]) > 1000 and len(lark[1]) > 1000
    assert ours == lark


def test_only_the_known_lark_method_is_replaced_and_only_during_a_build(monkeypatch):
    lark_own = lark_analysis.lark_method()
    assert lark_analysis.applies()  # the installed Lark is one it was written against
    with lark_analysis.faster_analysis():
        assert LALR_Analyzer.compute_includes_lookback is lark_analysis.compute_includes_lookback
    assert lark_analysis.lark_method() is lark_own
    with pytest.raises(ZeroDivisionError), lark_analysis.faster_analysis():
        1 / 0
    assert lark_analysis.lark_method() is lark_own  # restored after an error too
    monkeypatch.setattr(lark_analysis, "KNOWN_SOURCE", "0" * 64)  # another Lark: its own method runs
    assert not lark_analysis.applies()
    with lark_analysis.faster_analysis():
        assert lark_analysis.lark_method() is lark_own


def test_a_conflict_is_still_refused_with_the_faster_step():
    """Lark finds a reduce/reduce conflict from the lookaheads these relations give."""
    with lark_analysis.faster_analysis(), pytest.raises(GrammarError, match="Reduce/Reduce"):
        Lark('start: a | b\na: "x"\nb: "x"', parser="lalr", cache=False)
