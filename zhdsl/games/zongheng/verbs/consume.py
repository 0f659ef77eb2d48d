"""消耗 (consume): takes what there is; never fails (rule 11.8). A cost: it may stand before `：`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Consume,)
MEASURED = {"consume": ast.Consume}
COST = True
OBJECTS = frozenset({"wealth", "supply", "energy", "storage", "efficiency"})


def check(c, node: ast.Consume, depth: int) -> None:
    names = [c.words.object(o) for o in ("wealth", "supply", "energy", "storage", "efficiency")]
    v = c.words.verb("consume")
    c.check_measured(node, OBJECTS, v, f"可以{v}{'、'.join(names[:-1])}或{names[-1]}")


def lower(lw, node: ast.Consume):
    return ConsumeStep(lw.quantities(node))


def describe(d, node: ast.Consume) -> str:
    return d.measured(node, "consume")


@attrs.frozen
class ConsumeStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        taken = sum(ctx.rt.consume(ctx.doer, q.object, q.colour, fx.amount(q.amount, ctx)) for q in self.quantities)
        fx.spent(ctx, taken, "consume")  # what was there to consume (rule 11.8)
        return True
