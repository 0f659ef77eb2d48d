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

The strict builds then go one step further (the tenth pass, 7 December 2026): each pattern's automaton
is built once per padding over its OWN alphabet, and a pair is answered by walking the product of the
two automata, stepping on the pairs of classes some character belongs to at once — instead of building
both automata again over each pair's alphabet (1,887 pairs in 纵横坛, 2,521 in 星宿, from about 107
patterns). The same languages, the same question: on both grammars every pair got the pair alphabet's
answer (checked pair by pair, docs/testing.md); 纵横坛's strict build 7.5 → 2.3 s of CPU, 星宿's 4.2 → 1.4 s.

A pattern is still met with several paddings (the pair's wider look-around), and was built again for each. A
pattern with no look-around anywhere (most keyword alternations) is now built once unpadded and padded by
concatenating runs of anything before and after: the language interegular's padding gives it (each alternative
between the two runs). On both grammars all 6,366 pairs got the same answer (session 13, docs/testing.md).
"""

from __future__ import annotations

import logging
from contextlib import contextmanager

import interegular
from interegular.fsm import FSM, anything_else
from interegular.patterns import _ALL, _DOT, _EMPTY, Pattern, REFlags, Unsupported, _CharGroup, _Concatenation, _Repeated


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


def _padding(pa, pb) -> tuple[int, int]:
    """The look-around padding of a pair: the wider of the two at each end (as interegular pads)."""
    return max(pa.prefix_postfix[0], pb.prefix_postfix[0]), max(pa.prefix_postfix[1], pb.prefix_postfix[1])


def own_fsm(pattern, padding):
    """A pattern's automaton over its OWN alphabet (its character classes, everything else one class)."""
    return pattern.to_fsm(pattern.get_alphabet(REFlags(0)), padding)


_LEAVES = (_CharGroup, type(_DOT), type(_EMPTY))


def _plain(node) -> bool:
    """Whether an interegular pattern holds no look-around anywhere (only groups, repeats and characters)."""
    if isinstance(node, Pattern):
        return all(_plain(o) for o in node.options)
    if isinstance(node, _Concatenation):
        return all(_plain(part) for part in node.parts)
    if isinstance(node, _Repeated):
        return _plain(node.base)
    return isinstance(node, _LEAVES)  # a look-around (`_NonCapturing`) or anything unknown is not plain


def padded(core, padding):
    """A plain pattern's automaton padded with any `padding` characters before and after: interegular pads
    each alternative of a plain pattern as `anything^before + alternative + anything^after` (its
    `_Concatenation.to_fsm`), so the padded language is the unpadded one between the two runs of anything."""
    every = _ALL.to_fsm(core.alphabet)
    return FSM.concatenate(every.times(padding[0]), core, every.times(padding[1]))


def fsms_isdisjoint(fa, fb) -> bool:
    """Whether two automata, each over its own alphabet, accept no common string: the product walked
    from the two initial states, stepping on each pair of classes that some character is in at once
    (a character one alphabet names and the other does not falls in the other's `anything_else`; a
    character neither names, in both `anything_else`)."""
    ma, mb = fa.alphabet._symbol_mapping, fb.alphabet._symbol_mapping
    else_a, else_b = ma.get(anything_else), mb.get(anything_else)
    steps = set()
    for char in set(ma).union(mb):
        if char is anything_else:
            continue
        ka, kb = ma.get(char, else_a), mb.get(char, else_b)
        if ka is not None and kb is not None:
            steps.add((ka, kb))
    if else_a is not None and else_b is not None:
        steps.add((else_a, else_b))
    start = (fa.initial, fb.initial)
    seen, todo = {start}, [start]
    while todo:
        sa, sb = todo.pop()
        if sa in fa.finals and sb in fb.finals:
            return False
        ta, tb = fa.map.get(sa, {}), fb.map.get(sb, {})
        for ka, kb in steps:
            if ka in ta and kb in tb:
                nxt = (ta[ka], tb[kb])
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
    return True


def own_alphabet_isdisjoint(pa, pb, fsms: dict) -> bool:
    """`pair_isdisjoint`'s answer from each pattern's automaton over its own alphabet, built once per
    pattern and padding (kept in `fsms`) instead of once per pair: the tenth pass (docs/testing.md)."""
    padding = _padding(pa, pb)
    try:
        built = []
        for p in (pa, pb):
            key = (id(p), padding)
            if key not in fsms:
                # a plain pattern (no look-around) is built once, unpadded, and padded as each pair needs: building
                # the large keyword alternations again for each padding was most of the pairs' cost
                if padding != (0, 0) and _plain(p):
                    if (id(p), (0, 0)) not in fsms:
                        fsms[id(p), (0, 0)] = (p, own_fsm(p, (0, 0)))
                    fsms[key] = (p, padded(fsms[id(p), (0, 0)][1], padding))
                else:
                    fsms[key] = (p, own_fsm(p, padding))  # the pattern kept with it, so its id stays its own
            built.append(fsms[key][1])
    except Unsupported as exc:  # as Comparator.get_fsm: cannot be compiled, assumed disjoint
        logging.getLogger("interegular").warning("Can't compile Pattern to fsm\n     %r", exc)
        return True
    return fsms_isdisjoint(*built)


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
                known[a, b] = own_alphabet_isdisjoint(self._patterns[a], self._patterns[b], self._own_fsms)
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
        self._own_fsms = {}

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
