"""抽 (draw): `抽N张牌` — the doer draws N cards from the 牌库 (rule 11.1)."""

from __future__ import annotations

import attrs

from zhdsl.compiler.pronouns import THAT_CARD_ONLY
from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Draw,)
MEASURED = {"draw": ast.Draw}
FROM_ZONES = ("deck", "deck_top")  # `从牌库中抽1张牌`, `从牌库顶抽1张牌`: where drawing takes cards from anyway


def check(c, node: ast.Draw, depth: int) -> None:
    v, card = c.words.verb("draw"), c.words.object("card")
    c.check_measured(node, frozenset({"card"}), v, f"{v}只能{v}{card}，例如「{v}2张{card}」")


def names_card(node) -> bool:
    """`抽1张牌`: one card, which a later 该牌 (not 其) names — the card drawn, now in the doer's hand (rule 12.14)."""
    if not isinstance(node, ast.Draw) or len(node.quantities) != 1:
        return False
    amount = node.quantities[0].amount
    return THAT_CARD_ONLY if isinstance(amount, ast.Number) and amount.value == 1 else False


def lower(lw, node: ast.Draw):
    return DrawStep(lw.quantities(node))


def describe(d, node: ast.Draw) -> str:
    return d.measured(node, "draw")


@attrs.frozen
class DrawStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        n = sum(fx.amount(q.amount, ctx) for q in self.quantities)
        ok = ctx.rt.draw(ctx.doer, n)
        if ok:
            fx.spent(ctx, n, "draw")
            fx.remember_moved(ctx, ctx.rt.last_drawn)
        return ok

    def most(self, ctx: fx.Ctx, obj: str) -> int:
        """任意张牌: as many as can still be drawn."""
        return ctx.rt.cards_to_draw()

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.cards_to_draw() >= sum(fx.amount(q.amount, ctx) for q in self.quantities)
