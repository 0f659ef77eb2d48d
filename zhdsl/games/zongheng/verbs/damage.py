"""折损 (damage): `折损N财富` — the main way to lose 财富, by violence; `令X折损` makes 你 its source,
which the modes' rules hang on (rule 11.10, 16.3, 16.4)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Damage,)
MEASURED = {"damage": ast.Damage}


def check(c, node: ast.Damage, depth: int) -> None:
    v, w = c.words.verb("damage"), c.words.object("wealth")
    c.check_measured(node, frozenset({"wealth"}), v, f"{v}只能减少{w}，例如「{v}2{w}」")


def lower(lw, node: ast.Damage):
    return DamageStep(lw.quantities(node))


def describe(d, node: ast.Damage) -> str:
    return d.measured(node, "damage")


@attrs.frozen
class DamageStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        n = sum(fx.amount(q.amount, ctx) for q in self.quantities)
        source = ctx.source if ctx.source is not None else ctx.you
        ok = ctx.rt.change_wealth(ctx.doer, -n, source, "折损")
        if ok:
            fx.spent(ctx, n, "damage")
        return ok

    def ready(self, ctx: fx.Ctx) -> bool:
        return not ctx.rt.state.players[ctx.doer].dead and not ctx.rt.locked(ctx.doer, "wealth")
