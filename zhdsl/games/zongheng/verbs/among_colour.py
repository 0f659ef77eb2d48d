"""`将其中的红色牌加入手牌`, `将其中所有蓝色牌移入过往`, `将其中1张红色牌加入手牌`: of the cards the effect looked at
last (其中, rule 11.27), only those of that colour — all of them without a count (none is no failure: nothing moves), or
N of them chosen by the doer (rule 11.142)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class AmongColour(ast.Among):
    """`其中的红色牌` (every=True) or `其中1张红色牌`; an `ast.Among`, so every check of 其中 holds for it."""

    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    every: bool = False


NODES = (AmongColour,)


def build(b, meta, children):
    colour = next(b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT")
    amount = next((c for c in children if isinstance(c, ast.Number | ast.Var)), None)
    every = amount is None  # `其中的红色牌`, `其中所有红色牌`
    span = b.span(meta)
    if colour.colour is None:  # `其中的紫色牌`
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", "颜色有：绿、红、蓝、黄，以及代表任意颜色的黑"))
    return AmongColour(amount if amount is not None else ast.Number(1, span=span), None, colour=colour, every=every, span=span)


RULES = {"among_colour": build}


def check(c, node: AmongColour, depth: int) -> None:
    if node.colour is not None and node.colour.colour is None:
        c.report(c.error("E201", node.colour.span, f"未知的颜色「{node.colour.word}」", c.hints["colours"]))


def lower(lw, node: AmongColour):
    colour = node.colour.colour if node.colour is not None else None
    return AmongColourRef(None, None if node.every else lw.lower(node.amount), colour=colour)


def describe(d, node: AmongColour) -> str:
    among = d.word("reference", "among")
    colour = node.colour.word if node.colour is not None else ""
    if node.every:
        return f"{among}{d.word('structure', 'of')}{colour}{d.object('card')}"
    return f"{among}{d.expr(node.amount)}{d.structure('measure')}{colour}{d.object('card')}"


@attrs.frozen
class AmongColourRef(fx.ChosenRef):
    colour: str | None = None

    def candidates(self, ctx: fx.Ctx) -> list[int] | None:
        cards = self._pool(ctx)
        return None if cards is None else fx.of_kind(ctx.rt, cards, None, None, self.colour)

    def choose(self, ctx: fx.Ctx) -> list[int] | None:
        cards = self.candidates(ctx)
        if cards is None:
            return None
        if self.amount is None:  # all of them, however many (0 included)
            return list(cards)
        n = fx.amount(self.amount, ctx)
        if len(cards) < n:
            return None
        return ctx.rt.choose_cards_seen(ctx.doer, cards, n, "选择牌")
