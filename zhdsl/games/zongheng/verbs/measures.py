"""Several quantities of one verb joined by 和/与, as the rulebook writes them: `消耗角色的所有精力和物资` (领主牌·特别注意),
`支付1物资和1财富`. It is the verb with both quantities, the same as `&` (`支付1物资&1财富`); an object written without
an amount after 和 shares the amount before it (`所有精力和物资`: all 精力 and all 物资, rule 10.21)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import error
from zhdsl.text.source import Span


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
    """`你财富的一半`, `其仓储一半（向下取整）`: the expression divided by 2, rounded down (rules 1.2, 10.68, 10.70)."""
    value = next(c for c in children if isinstance(c, ast.Node))
    half = next(c for c in children if getattr(c, "type", "") == "HALF")
    two = ast.Number(2, span=b.tok_span(half))
    return ast.BinOp("÷", value, two, span=b.span(meta))


def build_same_as_half(b, meta, children):
    """`等于该牌点数一半的财富`, `等同于其仓储一半的牌`: an amount ending in 一半的 (one word), that ÷ 2 (rules 10.68,
    10.70). Without 一半 the 的 before the object is missing (E100 at the object, as a word the grammar did not expect)."""
    expr = next(c for c in children if isinstance(c, ast.Node))
    if not (isinstance(expr, ast.BinOp) and expr.op == "÷" and isinstance(expr.right, ast.Number)
            and expr.right.value == 2 and getattr(expr.right, "span", None) is not None
            and expr.right.span.end == expr.span.end):
        end = expr.span.end
        b.diagnostics.append(error("E100", Span(end, end + 1), "此处缺少「的」",
                                   "写「等于X的…」或「等于X一半的…」，例如「生产等于你的手牌数的财富」"))
    return expr


RULES = {"verb_joined": build_joined, "same_as_half": build_same_as_half, "half_of": build_half_of}
