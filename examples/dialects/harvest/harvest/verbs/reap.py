"""收获 (reap): gain 1 粮食 for each card in your 田地."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Reap(ast.Action):
    """收获"""


NODES = (Reap,)
RULES = {"reap": Reap}


def lower(lw, node):
    return ReapStep()


def describe(d, node) -> str:
    return d.verb("reap")


@attrs.frozen
class ReapStep:
    def run(self, ctx) -> bool:
        rt, seat = ctx.rt, ctx.doer
        n = len(rt.state.players[seat].field)
        rt.set_counter(seat, "grain", rt.state.players[seat].grain + n)
        rt.log("reap", seat, f"{rt.pname(seat)}收获{n}粮食，现有{rt.state.players[seat].grain}", n)
        rt.check()
        return True
