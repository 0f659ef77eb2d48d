"""`若弃置的牌点数之和大于10`, `生产X财富（X为以此法弃置的牌的点数之和）`: the printed points of every card the effect's
last step that moved cards moved (弃置, 移入, 抽…), summed; 0 when none moved (rule 10.154)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class MovedPoints(ast.Node):
    """The points of the cards the last moving step moved, summed."""


NODES = (MovedPoints,)


def build(b, meta, children):
    ref = next((c for c in children if isinstance(c, ast.Ref)), None)
    if ref is not None and ref.kind != "that_card":  # `你的点数之和`: only the cards moved are summed
        b.diagnostics.append(error("E204", ref.span, "「点数之和」只能说移动过的牌",
                                   "写「弃置的牌点数之和」或「以此法弃置的牌的点数之和」"))
    return MovedPoints(span=b.span(meta))


RULES = {"moved_points": build}


def check(c, node: MovedPoints, depth: int) -> None:
    """A step that moves cards must come before, as for `其中牌的数量` (E256, rule 10.44)."""
    from zhdsl.games.zongheng.verbs.among_count import _cards_before

    if not _cards_before(c.survey.nodes, node):
        c.report(c.error("E256", node.span, "「点数之和」前面没有移动过的牌",
                         "先弃置或移动几张牌：「弃2张手牌，若弃置的牌点数之和大于10，生产2财富」"))


def lower(lw, node: MovedPoints):
    return MovedPointsExpr()


def describe(d, node: MovedPoints) -> str:
    return f"{d.word('reference', 'that_card')}{d.attribute('point')}之和"


@attrs.frozen
class MovedPointsExpr:
    def evaluate(self, ctx: fx.Ctx) -> int:
        cards = ctx.values.get(fx.MOVED_CARDS, ())
        return sum(ctx.rt.card_fact(uid, "point") or 0 for uid in cards)
