"""`生产其点数一半的财富`, `折损该牌点数的一半（向下取整）的财富`, `抽你手牌数一半的牌` (rule 10.172): half of a player's or
a card's amount, written right after the verb without 等于/等同于; the same as `生产等同于其点数一半的财富` (10.68,
10.71): that amount ÷ 2, rounded down (1.2)."""

from __future__ import annotations

from zhdsl.text import ast


def build(b, meta, children):
    verb = children[0]
    who = next(c for c in children if isinstance(c, ast.Ref))
    word = next(c for c in children if isinstance(c, str) and b.meaning(c) in
                (*b.dialect.PLAYER_ATTRIBUTES, *b.dialect.CARD_ATTRIBUTES))
    half = next(c for c in children if isinstance(c, str) and c.type in ("HALF", "HALF_DOWN"))
    measured = any(isinstance(c, str) and c.type in ("ZHANG", "_DIAN") for c in children)
    obj, colours = children[-1]
    value = ast.Attribute(who, b.meaning(word), span=who.span.cover(b.tok_span(word)))
    amount = ast.BinOp("÷", value, ast.Number(2, span=b.tok_span(half)), span=value.span.cover(b.tok_span(half)))
    quantity = ast.Quantity(amount, obj, b.colour(colours[0]) if colours else None, measured, span=b.span(meta))
    return b._measured(verb, quantity, meta)


RULES = {"verb_half_of": build}
