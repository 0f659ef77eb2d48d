"""Several quantities of one verb joined by 和/与, as the rulebook writes them: `消耗角色的所有精力和物资` (领主牌·特别注意),
`支付1物资和1财富`. It is the verb with both quantities, the same as `&` (`支付1物资&1财富`); an object written without
an amount after 和 shares the amount before it (`所有精力和物资`: all 精力 and all 物资, rule 10.21)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


def build_joined(b, meta, children):
    verb, first, *rest = [c for c in children if not (isinstance(c, str) and c.type == "_WITH")]
    action = b._measured(verb, first, meta)
    if isinstance(first, tuple):  # `1红色/蓝色精力和…`: colours with `/` cannot be joined
        return action
    quantities = [first]
    for item in rest:
        if isinstance(item, ast.Quantity):
            quantities.append(item)
        elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str):  # an object without an amount
            obj, colours = item
            colour = b.colour(colours[0]) if colours else None
            quantities.append(ast.Quantity(first.amount, obj, colour, first.measured, span=first.span))
        else:  # a quantity with `/` colours
            quantities.extend(item)
    return attrs.evolve(action, quantities=tuple(quantities))


def build_half_of(b, meta, children):
    """`等于该牌点数一半的财富`, `你财富的一半`, `其仓储一半（向下取整）`: the expression divided by 2, rounded down (rules
    1.2, 10.68, 10.71)."""
    value = next(c for c in children if isinstance(c, ast.Node))
    half = next(c for c in children if getattr(c, "type", "") in ("HALF", "HALF_DOWN"))
    two = ast.Number(2, span=b.tok_span(half))
    return ast.BinOp("÷", value, two, span=b.span(meta))


def build_invariant_half(b, meta, children):
    """`（你的仓储始终等于你财富的一半（向下取整））`: an invariant whose bound is half of an amount (rules 13.1, 10.71)."""
    left, right = children[0], children[-1]
    op = children[2]
    op = "=" if getattr(op, "type", None) == "IS" else b.rule_invariant(meta, [left, children[1], op, right]).op
    return ast.Invariant(left, op, right, span=b.span(meta))


RULES = {"verb_joined": build_joined, "same_as_half": build_half_of, "half_of": build_half_of,
         "invariant_half": build_invariant_half}
