"""恢复 (restore): spend all 精力, then gain the lord card's 精力 (附录【恢复】, rule 11.11)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Restore(ast.Action):
    """恢复：消耗所有精力，获得领主牌上的精力"""


NODES = (Restore,)
RULES = {"restore": Restore}


def lower(lw, node: Restore):
    return RestoreStep()


def describe(d, node: Restore) -> str:
    return d.verb("restore")


@attrs.frozen
class RestoreStep:
    def run(self, ctx: fx.Ctx) -> bool:
        ctx.rt.restore(ctx.doer)
        return True
