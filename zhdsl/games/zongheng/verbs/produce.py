"""生产 (produce): `生产N财富` — the main way to gain 财富; `令X生产` makes 你 its source (rule 11.9)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Produce,)
MEASURED = {"produce": ast.Produce}


def check(c, node: ast.Produce, depth: int) -> None:
    v, w = c.words.verb("produce"), c.words.object("wealth")
    c.check_measured(node, frozenset({"wealth"}), v, f"{v}只能增加{w}，例如「{v}2{w}」", any_ok=False)


def lower(lw, node: ast.Produce):
    return ProduceStep(lw.quantities(node))


def describe(d, node: ast.Produce) -> str:
    return d.measured(node, "produce")


@attrs.frozen
class ProduceStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        n = sum(fx.amount(q.amount, ctx) for q in self.quantities)
        source = ctx.source if ctx.source is not None else ctx.you
        ok = ctx.rt.change_wealth(ctx.doer, n, source, "生产")
        if ok:
            fx.spent(ctx, n, "produce")
        return ok

    def ready(self, ctx: fx.Ctx) -> bool:
        return not ctx.rt.state.players[ctx.doer].dead and not ctx.rt.locked(ctx.doer, "wealth")
