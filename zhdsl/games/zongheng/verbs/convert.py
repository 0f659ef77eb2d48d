"""转化 (convert): pay 1 物资, then draw 1 card; the built-in skill every player has (rule 5.8)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Convert(ast.Action):
    """转化：支付1物资，抽1张牌"""


NODES = (Convert,)
RESTATES = "支付1物资，抽1张牌"  # what 转化 is (rule 5.8): `进行1次转化（支付1物资，抽1张牌）` may say so (rule 10.25)
RULES = {"convert": Convert}


def lower(lw, node: Convert):
    return ConvertStep()


def describe(d, node: Convert) -> str:
    return d.verb("convert")


@attrs.frozen
class ConvertStep:
    def run(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.convert(ctx.doer)

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.can_pay(ctx.doer, [("supply", None, 1)]) is None
