"""摸 (draw): `摸N张牌` — a shared node (zhdsl.text.ast.Draw), this game's spelling."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


def build(b, meta, children):
    amount = next(c for c in children if isinstance(c, ast.Node))
    quantity = ast.Quantity(amount, "card", None, True, span=b.span(meta))
    return ast.Draw((quantity,), span=b.span(meta))


NODES = (ast.Draw,)
RULES = {"draw": build}


def check(c, node, depth: int) -> None:
    for q in node.quantities:
        c.check_amount(q.amount, positive=True)


def lower(lw, node):
    return DrawStep(lw.lower(node.quantities[0].amount))


def describe(d, node) -> str:
    return f"{d.verb('draw')}{d.expr(node.quantities[0].amount)}{d.structure('measure')}{d.structure('card')}"


@attrs.frozen
class DrawStep:
    amount: object

    def run(self, ctx) -> bool:
        return ctx.rt.draw(ctx.doer, fx.amount(self.amount, ctx))

    def ready(self, ctx) -> bool:
        return ctx.rt.cards_to_draw() >= fx.amount(self.amount, ctx)
