"""The strict build of a game's grammar, with interegular's pair check made cheaper, not weaker.

Lark's strict mode checks, for every state of the contextual lexer, every pair of regex terminals of
the same priority it accepts for a collision: interegular intersects the two automata, and Lark
refuses to build when they share a string. Two costs of interegular's comparator are not needed for
that answer:

- it caches a pair's answer under `(a, b)` in the order the state's terminals happen to come in (a
  set's iteration order), so the same pair met as `(b, a)` in another state is intersected again.
  Two languages are disjoint or not whatever the order: here each unordered pair is checked once;
- it builds every automaton over one alphabet for all of the grammar's terminals (hundreds of
  character classes with the keywords' Chinese characters), so every intersection steps through
  every class. Whether two patterns share a string does not depend on how the characters neither
  of them names are grouped: here a pair's automata are built over the pair's own alphabet (the
  union of the two patterns' classes, everything else one class) and the pair's own look-around
  padding — what interegular itself does to find the example it prints for a collision
  (`Comparator.get_example_overlap`).

Nor is the shared alphabet itself, which interegular's constructor builds for every comparator (a
third of the strict build): it is left out. The pairs, the patterns and the intersection are interegular's; so is the answer for a pattern it
cannot turn into an automaton (assumed disjoint, with its warning, as Lark has it). On the strict
builds of 纵横坛 and 星宿 the pair alphabet gives the shared alphabet's answer for every one of the
3,485 pairs they check (1 December 2026), in a fifth of the time (纵横坛: 61 → 9 s of CPU);
tests/text/test_tables.py checks the same on patterns with look-arounds, and that a collision is
still refused.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager

import interegular
from interegular.patterns import REFlags, Unsupported


def pair_isdisjoint(pa, pb) -> bool:
    """Whether no string is matched by both interegular patterns, over the pair's own alphabet."""
    alphabet = pa.get_alphabet(REFlags(0)).union(pb.get_alphabet(REFlags(0)))[0]
    padding = (max(pa.prefix_postfix[0], pb.prefix_postfix[0]), max(pa.prefix_postfix[1], pb.prefix_postfix[1]))
    try:
        fa, fb = pa.to_fsm(alphabet, padding), pb.to_fsm(alphabet, padding)
    except Unsupported as exc:  # as Comparator.get_fsm: cannot be compiled, assumed disjoint
        logging.getLogger("interegular").warning("Can't compile Pattern to fsm\n     %r", exc)
        return True
    return fa.isdisjoint(fb)


@contextmanager
def pair_alphabet_check():
    """Within: every interegular Comparator answers `isdisjoint` once per unordered pair, over the
    pair's alphabet."""
    original = interegular.Comparator.isdisjoint

    def isdisjoint(self, a, b) -> bool:
        known = self._know_pairs
        if (a, b) not in known:
            if (b, a) in known:
                known[a, b] = known[b, a]
            elif a not in self._patterns or b not in self._patterns:  # thrown away by from_regexes
                known[a, b] = True
            else:
                known[a, b] = pair_isdisjoint(self._patterns[a], self._patterns[b])
        return known[a, b]

    original_init = interegular.Comparator.__init__

    def init(self, patterns) -> None:
        # interegular's constructor also builds the one alphabet of all the patterns and their widest
        # look-around padding, which only its own `get_fsm` reads (the automata over the shared alphabet):
        # with every pair asked over its own alphabet above they are never read, and building them was a
        # third of the strict build (the ninth pass, docs/testing.md). Left out, `get_fsm` fails loudly.
        self._patterns = patterns
        self._marked_pairs = set()
        self._fsms = {}
        self._know_pairs = {}

    interegular.Comparator.isdisjoint = isdisjoint
    interegular.Comparator.__init__ = init
    try:
        yield
    finally:
        interegular.Comparator.isdisjoint = original
        interegular.Comparator.__init__ = original_init


def strict_parser(dialect):
    """`Parser(dialect, strict=True)`: Lark refuses to build on a conflict or a terminal collision."""
    from zhdsl.text.parser import Parser

    with pair_alphabet_check():
        return Parser(dialect, strict=True)
