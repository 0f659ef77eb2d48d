"""`X为你与目标角色的手牌数之差`, `生产等同于你们财富之差的财富`, `你的财富与其财富之差` (rule 10.175): how far apart two players'
amounts of one attribute are — the greater less the smaller, never below 0 — read when the amount is taken. 你们 is
你与其: you and the other player the effect named last (12.37); with none named, E224."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_DIFF = BY_TERMINAL["_DIFF"].text  # 之差


@attrs.frozen
class Difference(ast.Node):
    """|left - right|: two attributes of one kind."""

    left: ast.Node
    right: ast.Node
    UNNAMED_FIELDS = ("left",)  # `你们` (你与其), `你与其的…之差`: 你 names no player for a later pronoun (as 12.13's distance)


NODES = (Difference,)


def _word(b, children):
    return next(c for c in children if isinstance(c, str) and b.meaning(c) in
                (*b.dialect.PLAYER_ATTRIBUTES, *b.dialect.CARD_ATTRIBUTES))


def build_between(b, meta, children):
    """`你与目标角色的手牌数之差`: the attribute of each."""
    first, second = [c for c in children if isinstance(c, ast.Node)]
    name = b.meaning(_word(b, children))
    return Difference(ast.Attribute(first, name, span=first.span), ast.Attribute(second, name, span=second.span),
                      span=b.span(meta))


def build_yours(b, meta, children):
    """`你们财富之差`: 你与其."""
    tok = children[0]
    span = b.tok_span(tok)
    name = b.meaning(_word(b, children))
    you = ast.Ref("you", span=ast.Span(span.start, span.start + 1))
    it = ast.Ref("it", span=ast.Span(span.start + 1, span.end))
    return Difference(ast.Attribute(you, name, span=you.span), ast.Attribute(it, name, span=it.span), span=b.span(meta))


def build_attributes(b, meta, children):
    """`你的财富与其财富之差`: two attributes written out."""
    first, second = [c for c in children if isinstance(c, ast.Node)]
    if isinstance(second, ast.Ref):  # `其财富`: 的 left out
        word = next(c for c in children if isinstance(c, str) and c.type != "_WITH" and c.type != "_DIFF")
        second = ast.Attribute(second, b.meaning(word), span=second.span.cover(b.tok_span(word)))
    return Difference(first, second, span=b.span(meta))


RULES = {"difference_between": build_between, "difference_yours": build_yours, "difference_of": build_attributes}


def check(c, node: Difference, depth: int) -> None:
    c.check_expr(node.left)
    c.check_expr(node.right)


def lower(lw, node: Difference):
    return DifferenceExpr(lw.lower(node.left), lw.lower(node.right))


def describe(d, node: Difference) -> str:
    left, right = node.left, node.right
    if isinstance(left, ast.Attribute) and isinstance(right, ast.Attribute) and left.name == right.name \
            and left.subject is not None and right.subject is not None:
        return f"{d.ref(left.subject)}与{d.ref(right.subject)}{d.structure('of')}{d.attribute(left.name)}{_DIFF}"
    return f"{d.expr(left)}与{d.expr(right)}{_DIFF}"


@attrs.frozen
class DifferenceExpr:
    left: object
    right: object

    def evaluate(self, ctx: fx.Ctx) -> int:
        a, b = self.left.evaluate(ctx), self.right.evaluate(ctx)
        return abs((a or 0) - (b or 0))
