"""进贡 (tribute): `进贡N粮食` — pay N 粮食 (not enough: the step fails), gain 1 声望."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Tribute(ast.Action):
    amount: ast.Amount


NODES = (Tribute,)
RULES = {"tribute": Tribute}


def check(c, node, depth: int) -> None:
    c.check_amount(node.amount, positive=True)


def lower(lw, node):
    return TributeStep(lw.lower(node.amount))


def describe(d, node) -> str:
    return f"{d.verb('tribute')}{d.expr(node.amount)}{d.attribute('grain')}"


@attrs.frozen
class TributeStep:
    amount: object

    def run(self, ctx) -> bool:
        rt, seat = ctx.rt, ctx.doer
        n = fx.amount(self.amount, ctx)
        p = rt.state.players[seat]
        if p.grain < n:
            rt.log("fail", seat, f"{rt.pname(seat)}的粮食不足{n}，进贡失败")
            return False
        rt.set_counter(seat, "grain", p.grain - n)
        rt.set_counter(seat, "fame", p.fame + 1)
        rt.log("tribute", seat, f"{rt.pname(seat)}进贡{n}粮食，声望变为{p.fame}", n, p.fame)
        rt.check()
        return True

    def ready(self, ctx) -> bool:
        return ctx.rt.state.players[ctx.doer].grain >= fx.amount(self.amount, ctx)
