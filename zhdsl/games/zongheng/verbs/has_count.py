"""The count of `若你的手牌中有领主牌`, `若过往中有「攻伐」` (rule 10.30): the cards it finds are those a later 其中 of the
effect chooses among — `若你的手牌中有领主牌，则将其中1张移入虚空` (rule 10.30(a))."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class HasCount(ast.ZoneCount):
    """A ZoneCount whose cards a later 其中 names; `若过往中有红色牌`: only cards of that colour (rule 10.30(b))."""

    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)


NODES = (HasCount,)


def check(c, node: HasCount, depth: int) -> None:
    c.check_zone(node.zone)
    if node.colour is not None and node.colour.colour is None:
        c.report(c.error("E201", node.colour.span, f"未知的颜色「{node.colour.word}」", c.hints["colours"]))


def lower(lw, node: HasCount):
    colour = node.colour.colour if node.colour is not None else None
    return HasCountExpr(lw.zone_count(node), colour)


def describe(d, node: HasCount) -> str:
    return d.expr(ast.ZoneCount(node.zone, node.name, node.kind, span=node.span))


@attrs.frozen
class HasCountExpr:
    """Rule 10.30(a): the number of the zone's cards of that name or kind; they are what a later 其中 chooses among."""

    count: fx.ZoneCountExpr
    colour: str | None = None

    def evaluate(self, ctx: fx.Ctx) -> int | None:
        cards = self.count.zone.cards(ctx)
        if cards is None:
            return None
        if self.count.name is not None or self.count.kind is not None or self.colour is not None:
            cards = fx.of_kind(ctx.rt, cards, self.count.name, self.count.kind, self.colour)
        state = ctx.rt.state.cards
        ctx.values[fx.LOOKED] = tuple((uid, state[uid].zone, state[uid].zone_owner) for uid in cards)
        return len(cards)
