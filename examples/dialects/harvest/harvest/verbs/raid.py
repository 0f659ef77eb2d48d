"""掠夺 (raid): `掠夺目标其他角色N粮食` — take up to N of that player's 粮食 for yourself."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Raid(ast.Action):
    victim: ast.AnyRef
    amount: ast.Amount


NODES = (Raid,)
RULES = {"raid": Raid}


def check(c, node, depth: int) -> None:
    if not c.is_single_player(node.victim) or getattr(node.victim, "kind", "") == "you":
        c.report(c.error("E204", node.victim.span, "「掠夺」的对象必须是另一名角色", "例如「掠夺目标其他角色2粮食」"))
    c.check_amount(node.amount, positive=True)


def lower(lw, node):
    return RaidStep(lw.lower(node.victim), lw.lower(node.amount))


def describe(d, node) -> str:
    return f"{d.verb('raid')}{d.ref(node.victim)}{d.expr(node.amount)}{d.attribute('grain')}"


@attrs.frozen
class RaidStep:
    victim: object
    amount: object

    def run(self, ctx) -> bool:
        rt = ctx.rt
        victims = self.victim.players(ctx)
        if not victims:
            rt.log("fail", ctx.you, "没有可以掠夺的角色")
            return False
        victim, me = victims[0], ctx.doer
        taken = min(fx.amount(self.amount, ctx), rt.state.players[victim].grain)
        rt.set_counter(victim, "grain", rt.state.players[victim].grain - taken)
        rt.set_counter(me, "grain", rt.state.players[me].grain + taken)
        rt.log("raid", me, f"{rt.pname(me)}掠夺了{rt.pname(victim)}的{taken}粮食", victim, taken)
        rt.check()
        return True
