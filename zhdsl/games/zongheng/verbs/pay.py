"""支付 (pay): all or nothing; not enough means the step fails and nothing is paid (rule 11.7).
A cost: it may stand before `：`; `支付1蓝色精力&1黄色精力` pays both at once."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Pay,)
MEASURED = {"pay": ast.Pay}
COST = True
OBJECTS = frozenset({"wealth", "supply", "energy", "storage", "efficiency"})


def check(c, node: ast.Pay, depth: int) -> None:
    names = [c.words.object(o) for o in ("wealth", "supply", "energy", "storage", "efficiency")]
    v = c.words.verb("pay")
    c.check_measured(node, OBJECTS, v, f"可以{v}{'、'.join(names[:-1])}或{names[-1]}")


def lower(lw, node: ast.Pay):
    return PayStep(lw.quantities(node))


def describe(d, node: ast.Pay) -> str:
    return d.measured(node, "pay")


@attrs.frozen
class PayStep:
    quantities: tuple

    def _items(self, ctx: fx.Ctx) -> list:
        return [(q.object, q.colour, fx.amount(q.amount, ctx)) for q in self.quantities]

    def run(self, ctx: fx.Ctx) -> bool:
        items = self._items(ctx)
        ok = ctx.rt.pay(ctx.doer, items)
        if ok:
            fx.spent(ctx, sum(n for _o, _c, n in items), "pay")
        return ok

    def most(self, ctx: fx.Ctx, obj: str) -> int:
        """支付任意…: what can be paid (仓储 and 效率 stay at least 1, rule 1.3)."""
        have = ctx.rt.amount_of(ctx.doer, obj)
        return have - 1 if obj in ("storage", "efficiency") else have

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.payable(ctx.doer, self._items(ctx))

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        return rt.can_pay(seat, self._items(ctx))

    def cost_ok(self, rt, seat: int, ctx: fx.Ctx, exclude) -> bool:
        """`cost_reason(...) is None`, without the reason (asked for every option list)."""
        return rt.payable(seat, self._items(ctx))
