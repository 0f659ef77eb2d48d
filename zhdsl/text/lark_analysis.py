"""One step of Lark's LALR analysis, the same relations found with fewer comparisons.

Every fresh Lark build of a game's grammar (a cold cache, a new grammar, the strict builds of the tests)
runs Lark's LALR analysis, and almost half of it is `LALR_Analyzer.compute_includes_lookback`: for each
nonterminal transition (state, A) it walks the whole closure of the state comparing every item's rule
origin with A (`Symbol.__ne__`, a Python call), and for each rule of A that starts there, the whole closure
of the state the rule ends in comparing rules (`Rule.__eq__`): 6 million comparisons for 纵横坛's grammar.

`compute_includes_lookback` below does the same walk over the same items in the same order, but finds the
items of A in a state by a table built once per state (the closure's items grouped by origin, closure
order kept), the finished items of a rule in a state likewise (grouped by rule, closure order kept), and a
rule's nullable tail once per rule. Dicts group by the same `__eq__`/`__hash__` the comparisons use, and
every `includes` and `lookback` set receives the same elements in the same order, so the analysis that
follows — and the tables, conflicts and errors — are Lark's. tests/text/test_lark_analysis.py compares
both on real grammars, element by element and in order.

It replaces Lark's method only while a zhdsl build runs (`faster_analysis()`), and only when Lark's method
is the one it was written against (its source's SHA-256 below: Lark 1.2.2–1.3.1); any other Lark keeps its own.
"""

from __future__ import annotations

import hashlib
import inspect
import threading
from contextlib import contextmanager

# SHA-256 of inspect.getsource(lark.parsers.lalr_analysis.LALR_Analyzer.compute_includes_lookback)
KNOWN_SOURCE = "0d0a254b4d998194863ad228553120433616e1053f91408509418be93ce87313"

_LOCK = threading.RLock()


def compute_includes_lookback(self) -> None:
    """Lark's `LALR_Analyzer.compute_includes_lookback`, the same result (see the module's docstring)."""
    reads, nullable, includes_of, lookback_of = self.reads, self.NULLABLE, self.includes, self.lookback
    by_origin: dict = {}  # state -> {origin: [item, …]}, closure order (states hash by identity)
    finished: dict = {}  # state -> {rule: [the rules of the finished items equal to it, …]}, closure order
    tails: dict = {}  # id(rule) -> the first index from which every symbol of its expansion is nullable
    for nt in self.nonterminal_transitions:
        state, nonterminal = nt
        includes = []
        lookback = lookback_of[nt]  # created for every transition, as Lark does (its keys' order counts)
        groups = by_origin.get(state)
        if groups is None:
            groups = by_origin[state] = {}
            for rp in state.closure:
                found = groups.get(rp.rule.origin)
                if found is None:
                    groups[rp.rule.origin] = [rp]
                else:
                    found.append(rp)
        for rp in groups.get(nonterminal, ()):
            rule = rp.rule
            expansion = rule.expansion
            tail = tails.get(id(rule))
            if tail is None:
                tail = len(expansion)
                while tail > 0 and expansion[tail - 1] in nullable:
                    tail -= 1
                tails[id(rule)] = tail
            state2 = state
            for i in range(rp.index, len(expansion)):
                s = expansion[i]
                nt2 = (state2, s)
                state2 = state2.transitions[s]
                if nt2 not in reads:
                    continue
                if i + 1 >= tail:  # every symbol after i is nullable
                    includes.append(nt2)
            if rp.index == 0:
                ends = finished.get(state2)
                if ends is None:
                    ends = finished[state2] = {}
                    for rp2 in state2.closure:
                        if rp2.is_satisfied:
                            found = ends.get(rp2.rule)
                            if found is None:
                                ends[rp2.rule] = [rp2.rule]
                            else:
                                found.append(rp2.rule)
                for rule2 in ends.get(rule, ()):
                    lookback.add((state2, rule2))
        for nt2 in includes:
            includes_of[nt2].add(nt)


def lark_method():
    from lark.parsers.lalr_analysis import LALR_Analyzer

    return LALR_Analyzer.__dict__["compute_includes_lookback"]


def applies() -> bool:
    """Whether Lark's method is the one this module was written against."""
    try:
        source = inspect.getsource(lark_method())
    except (OSError, TypeError):
        return False
    return hashlib.sha256(source.encode("utf-8")).hexdigest() == KNOWN_SOURCE


@contextmanager
def faster_analysis():
    """While a zhdsl build runs: Lark's LALR analysis with the step above (nothing changes when Lark's own
    step is not the known one)."""
    from lark.parsers.lalr_analysis import LALR_Analyzer

    with _LOCK:
        if not applies():
            yield
            return
        saved = lark_method()
        LALR_Analyzer.compute_includes_lookback = compute_includes_lookback
        try:
            yield
        finally:
            LALR_Analyzer.compute_includes_lookback = saved
