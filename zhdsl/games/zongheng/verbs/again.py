"""再 (also, once more) before a step: `生产1财富。若你的手牌数为0，再生产1财富` (rule 10.26). The step is done as
written — nothing is repeated — and a sentence after `。` whose first step carries 再 continues the effect before
it instead of being a use of its own (`A。若B，再C` is `A，若B，C`). 星宿's 再 is its own AGAIN verb; this is
纵横坛's reading only."""

from __future__ import annotations

import attrs

from zhdsl.text.diagnostics import error
from zhdsl.text.source import Span


def build(b, meta, children):
    action = next(c for c in children if not isinstance(c, str))
    if action.span.start in b._continuing:  # `额外额外生产1财富`, `再额外生产…`: the word said twice (rule 10.52(a))
        start = b.span(meta).start
        b.diagnostics.append(error("E100", Span(start, max(action.span.start, start + 1)),
                                   "「再」「额外」在同一步骤前只能写一次", "删去重复的「额外」或「再」"))
    b.continues(action.span)
    return action


def build_pay(b, meta, children):
    """`额外支付1财富` as a step: the lexer reads 额外支付 as one word (the PAY_MORE of a cost change, rule 13.40),
    but at a step's start it is 额外 (= 再) before 支付 (rule 10.52(b))."""
    action = b.measured_as("pay", children[-1], meta)
    word = b.tok_span(children[0])  # every spelling of PAY_MORE ends in 支付: the step itself starts there
    action = attrs.evolve(action, span=Span(word.end - len("支付"), action.span.end))
    b.continues(action.span)
    return action


RULES = {"again": build, "again_pay": build_pay}
