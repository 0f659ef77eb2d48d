"""使用 (use): `使用N张手牌` — the doer uses N hand cards, one at a time; the effect grants the
timing, the card's cost and targets still apply (rule 7.7). Notes: （不支付精力）, （虚拟）."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Use,)
MEASURED = {"use": ast.Use}


def check(c, node: ast.Use, depth: int) -> None:
    v, hand = c.words.verb("use"), c.words.object("hand")
    c.check_measured(node, frozenset({"hand", "card"}), v, f"{v}的对象是{hand}，例如「{v}1张{hand}」")


def lower(lw, node: ast.Use):
    return UseStep(lw.quantities(node))


def describe(d, node: ast.Use) -> str:
    return d.measured(node, "use")


@attrs.frozen
class UseStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        n = sum(fx.amount(q.amount, ctx) for q in self.quantities)
        for _ in range(n):
            if not ctx.rt.use_from_effect(ctx.doer, ctx.controller, free=ctx.free, virtual=ctx.virtual):
                return False
        fx.spent(ctx, n, "use")
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.can_use_from_hand(ctx.doer, ctx.free)
