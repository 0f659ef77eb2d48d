"""调度 (arrange): put your hand in a new order; the built-in skill every player has, never twice
in a row (rule 7.9)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Arrange(ast.Action):
    """调度：重新排列你的手牌"""


NODES = (Arrange,)
RULES = {"arrange": Arrange}


def lower(lw, node: Arrange):
    return ArrangeStep()


def describe(d, node: Arrange) -> str:
    return d.verb("arrange")


@attrs.frozen
class ArrangeStep:
    def run(self, ctx: fx.Ctx) -> bool:
        ctx.rt.arrange(ctx.doer)
        return True
