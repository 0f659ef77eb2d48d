"""`若过往中有至少X张牌（X为你的手牌数），抽1张牌`: a variable defined in （） right after a condition (rule 10.81). The
note is the note of the first step the condition guards — `若过往中有至少X张牌，抽1张牌（X为你的手牌数）` — and reads so;
a variable is the effect's own wherever it is defined (rule 10.10), so the condition sees it."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.build import nodes

NODES = ()


def _with_note(seq: ast.Sequence, define: ast.Define) -> ast.Sequence:
    if seq.steps and hasattr(seq.steps[0], "notes"):
        first = seq.steps[0]
        return attrs.evolve(seq, steps=(attrs.evolve(first, notes=(define, *first.notes)), *seq.steps[1:]))
    group = ast.Group(seq, (define,), span=seq.span)  # `若A（X为…），若B，C`: the guarded steps, noted as one
    return ast.Sequence((group,), span=seq.span)


def build(b, meta, children):
    condition, expr, seq = nodes(children)
    var = next(c for c in children if isinstance(c, str) and c.type == "VAR")
    start = b.tok_span(var).start
    define = ast.Define(str(var), expr, span=ast.Span(start, expr.span.end))
    return b.rule_conditional(meta, [condition, _with_note(seq, define)])


RULES = {"conditional_defined": build}
