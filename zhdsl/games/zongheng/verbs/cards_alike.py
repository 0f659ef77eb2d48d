"""lang14c: `若其与此牌颜色相同`, `若该牌的点数与此牌不同`, `若两张牌颜色不同` — two cards' colour (or point) compared for
equality, as `若其颜色等于此牌的颜色` (rule 10.170). 两张牌 names the last two cards named before it: 上一张牌 and 该牌."""

from __future__ import annotations

from zhdsl.text import ast
from zhdsl.text.diagnostics import error

NODES = ()


def _fact(b, children) -> str:
    return next(b.meaning(c) for c in children if isinstance(c, str) and c.type in ("POINT", "COLOUR"))


def _op(children) -> str:
    word = next(c for c in children if isinstance(c, str) and c.type in ("ALIKE", "UNLIKE"))
    return "=" if word.type == "ALIKE" else "!="


def _compare(b, meta, first, second, children):
    fact = _fact(b, children)
    left = ast.Attribute(first, fact, span=first.span)
    right = ast.Attribute(second, fact, span=second.span)
    return ast.Comparison(left, _op(children), right, span=b.span(meta))


def build(b, meta, children):
    """`其与此牌颜色相同`: the first card's fact compared with the second's."""
    first, second = [c for c in children if isinstance(c, ast.Node)][:2]
    return _compare(b, meta, first, second, children)


def build_fact_first(b, meta, children):
    """`该牌的颜色与此牌（的颜色）相同`: the same, the fact written after the first card. The first card and its fact are
    read as an `attribute` (the grammar shares that prefix with `你的财富与其财富之差`, rule 10.175), so the fact must be
    checked here: only a card's colour or point can be compared so."""
    first, second = [c for c in children if isinstance(c, ast.Node)][:2]
    if isinstance(first, ast.Attribute):
        fact = first.name
        if first.subject is None or fact not in b.dialect.CARD_ATTRIBUTES:
            b.diagnostics.append(error("E204", first.span, "只能比较两张牌的颜色或点数是否相同",
                                       "写「若该牌的颜色与此牌相同」或「若该牌的点数与此牌不同」"))
        subject = first.subject if first.subject is not None else ast.Ref("that_card", span=first.span)
        left = ast.Attribute(subject, fact, span=first.span)
        right = ast.Attribute(second, fact, span=second.span)
        return ast.Comparison(left, _op(children), right, span=b.span(meta))
    return _compare(b, meta, first, second, children)


def build_two(b, meta, children):
    """`两张牌颜色不同`: the card named before the last one (上一张牌) compared with the last one (该牌)."""
    amount = children[0]
    span = b.span(meta)
    if not (isinstance(amount, ast.Number) and amount.value == 2):
        b.diagnostics.append(error("E209", amount.span, "只能比较两张牌的颜色或点数",
                                   "写「若两张牌颜色相同」，或写出两张牌，例如「若该牌与此牌颜色相同」"))
    first = ast.Ref("former_card", span=amount.span)
    second = ast.Ref("that_card", span=amount.span)
    return _compare(b, meta, first, second, children)


RULES = {"cards_alike": build, "cards_alike_fact_first": build_fact_first, "two_cards_alike": build_two}
