"""播种 (sow): after resolving, this card goes to your 田地 instead of the discard pile; a card in a
田地 takes part in `回合开始：…` each turn."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Sow(ast.Action):
    """播种"""


NODES = (Sow,)
RULES = {"sow": Sow}
PLACES_CARD = True  # a segment that sows is the card's use


def lower(lw, node):
    return SowStep()


def describe(d, node) -> str:
    return d.verb("sow")


@attrs.frozen
class SowStep:
    def run(self, ctx) -> bool:
        if ctx.rt.place_after_resolving(ctx.entry, "field", ctx.you, {}) is None:
            ctx.rt.log("fail", ctx.you, "只有打出的实体牌可以播种")
            return False
        ctx.rt.log("sow", ctx.you, f"{ctx.rt.pname(ctx.you)}将这张牌播种到田地")
        return True
