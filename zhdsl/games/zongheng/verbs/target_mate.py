"""lang14c: `以你或你的队友为目标，生产2财富`: the step after the comma is done by a target chosen among you and your living
teammates, as `令你或目标队友生产2财富` (rule 7.17). The references 目标队友 and 你或目标队友 themselves are reference words."""

from __future__ import annotations

from zhdsl.text import ast

NODES = ()


def build(b, meta, children):
    word = children[0]
    step = children[-1]
    who = ast.Ref("target_self_mate", span=b.tok_span(word))
    return ast.Command(who, step, span=b.span(meta))


RULES = {"as_target_self_mate": build}
