"""The strict build of a game's grammar, with interegular's pair cache made symmetric.

Lark's strict mode checks, for every state of the contextual lexer, every pair of regex terminals
it accepts for a collision (interegular intersects the two automata). interegular's comparator
caches a pair's answer under `(a, b)` in the order the state's terminals happen to come in (a set's
iteration order), so the same pair met as `(b, a)` in another state is intersected again. Two
languages are disjoint or not whatever the order, so the cache here is keyed by the unordered pair:
the same pairs are checked with the same automata and the same answers, each once.
"""

from __future__ import annotations

from contextlib import contextmanager

import interegular


@contextmanager
def symmetric_pair_cache():
    original = interegular.Comparator.isdisjoint

    def isdisjoint(self, a, b) -> bool:
        known = self._know_pairs
        if (b, a) in known and (a, b) not in known:
            known[a, b] = known[b, a]
        return original(self, a, b)

    interegular.Comparator.isdisjoint = isdisjoint
    try:
        yield
    finally:
        interegular.Comparator.isdisjoint = original


def strict_parser(dialect):
    """`Parser(dialect, strict=True)`: Lark refuses to build on a conflict or a terminal collision."""
    from zhdsl.text.parser import Parser

    with symmetric_pair_cache():
        return Parser(dialect, strict=True)
