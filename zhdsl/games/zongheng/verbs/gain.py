"""获得 (gain): `获得N财富/物资/精力` — never fails (rules 11.4–11.6)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Gain,)
MEASURED = {"gain": ast.Gain}
OBJECTS = frozenset({"wealth", "supply", "energy"})


def check(c, node: ast.Gain, depth: int) -> None:
    names = [c.words.object(o) for o in ("wealth", "supply", "energy")]
    c.check_measured(node, OBJECTS, c.words.verb("gain"), f"可以{c.words.verb('gain')}{'、'.join(names[:-1])}或{names[-1]}",
                     any_ok=False)


def lower(lw, node: ast.Gain):
    return GainStep(lw.quantities(node))


def describe(d, node: ast.Gain) -> str:
    return d.measured(node, "gain")


@attrs.frozen
class GainStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        total = 0
        for q in self.quantities:
            n = fx.amount(q.amount, ctx)
            ctx.rt.gain(ctx.doer, q.object, q.colour, n)
            total += n
        fx.spent(ctx, total, "gain")
        return True
