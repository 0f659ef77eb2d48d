"""弃 (discard): `弃N张手牌` — the doer discards N hand cards of their choice to 过往 (rule 11.2).
A cost: it may stand before `：`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Discard,)
MEASURED = {"discard": ast.Discard}
COST = True


def check(c, node: ast.Discard, depth: int) -> None:
    v, hand = c.words.verb("discard"), c.words.object("hand")
    c.check_measured(node, frozenset({"hand", "card"}), v, f"{v}只能{v}{hand}，例如「{v}1张{hand}」")


def lower(lw, node: ast.Discard):
    return DiscardStep(lw.quantities(node))


def describe(d, node: ast.Discard) -> str:
    return d.measured(node, "discard")


@attrs.frozen
class DiscardStep:
    quantities: tuple

    def _n(self, ctx: fx.Ctx) -> int:
        return sum(fx.amount(q.amount, ctx) for q in self.quantities)

    def run(self, ctx: fx.Ctx) -> bool:
        n = self._n(ctx)
        ok = ctx.rt.discard_from_hand(ctx.doer, n)
        if ok:
            fx.spent(ctx, n, "discard")
        return ok

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.hand_count(ctx.doer) >= self._n(ctx)

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        n = self._n(ctx)
        have = sum(1 for uid in rt.hand_cards(seat) if uid != exclude)
        return f"手牌不足：需要弃{n}张，现有{have}张" if have < n else None
