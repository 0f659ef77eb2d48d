"""转化 (convert): pay 1 物资, then draw 1 card; the built-in skill every player has (rule 5.8).
`进行N次转化` / `转化N次` converts N times in a row and fails at the first that cannot be paid (rule 11.30)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Convert(ast.Action):
    """转化：支付1物资，抽1张牌"""


@attrs.frozen
class ConvertTimes(ast.Action):
    """`进行2次转化`: 转化 `times` times in a row (rule 11.30)."""

    times: ast.Node


def _build_times(b, meta, children):
    times = next(n for n in children if isinstance(n, ast.Node))
    return ConvertTimes(times, span=b.span(meta))


@attrs.frozen
class FreeOfSupply(ast.Node):
    """（不支付物资） after 转化: draw without paying the 物资 (rule 11.38)."""


NODES = (Convert, ConvertTimes)
RESTATES = "支付1物资，抽1张牌"  # what 转化 is (rule 5.8): `进行1次转化（支付1物资，抽1张牌）` may say so (rule 10.25)
RULES = {"convert": Convert, "convert_times": _build_times}


def check(c, node, depth: int) -> None:
    if isinstance(node, ConvertTimes):
        c.check_amount(node.times, positive=True)


def lower(lw, node):
    free = any(isinstance(n, FreeOfSupply) for n in node.notes)
    return ConvertStep(lw.lower(node.times) if isinstance(node, ConvertTimes) else None, free)


def describe(d, node) -> str:
    if isinstance(node, ConvertTimes):
        return f"{d.verb('convert')}{d.expr(node.times)}{d.word('structure', 'times')}"
    return d.verb("convert")


@attrs.frozen
class ConvertStep:
    times: object = None  # an expression: 进行N次转化 (rule 11.30); None for once
    free: bool = False  # （不支付物资）: each 转化 draws without paying (rule 11.38)

    def run(self, ctx: fx.Ctx) -> bool:
        times = 1 if self.times is None else fx.amount(self.times, ctx)
        done = 0
        convert = (lambda seat: ctx.rt.draw(seat, 1)) if self.free else ctx.rt.convert
        while done < times and convert(ctx.doer):
            done += 1
        for _ in range(done):  # logged after the step, so one step of several 转化 triggers once (rule 9.12(b))
            ctx.rt.converted(ctx.doer)
        return done == times

    def ready(self, ctx: fx.Ctx) -> bool:
        n = 1 if self.times is None else fx.amount(self.times, ctx)
        if self.free:
            return ctx.rt.cards_to_draw() >= n
        return ctx.rt.can_pay(ctx.doer, [("supply", None, n)]) is None
