"""Condition forms of 纵横坛 beyond a plain comparison: `N或更多` / `N或更少` (rule 10.18), `为空` (an empty zone,
rule 10.19) and a card's tapped state, `若你的领主已横置` / `若此牌未横置` (rule 10.20)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class Tapped(ast.Node):
    """`若你的领主已横置`: whether the card is tapped (`tapped` False: 未横置)."""

    card: ast.Node
    tapped: bool


NODES = (Tapped,)


def build_bound(b, meta, children):
    """`若你的财富达到20或更多`, `若你的财富为5或更少`: at least / at most the amount."""
    left, word, right, bound = children
    if word.type not in ("IS", "EQ", "AT_LEAST", "AT_MOST"):
        b.diagnostics.append(error("E210", b.tok_span(bound), f"「{word}」与「{bound}」不能同时使用",
                                   f"写「为N{bound}」，或者去掉「{bound}」"))
    op = ">=" if b.meaning(bound) == "or_more" else "<="
    return ast.Comparison(left, op, right, span=b.span(meta))


def build_empty(b, meta, children):
    """`若牌库为空`, `若你的结界区为空`: the zone holds no card; `若你的手牌为空`: no hand card."""
    holder, word = children[0], children[-1]
    if isinstance(holder, ast.Zone):
        count = ast.ZoneCount(holder, span=holder.span)
    else:
        count = ast.Attribute(holder, "hand_count", span=holder.span)
    return ast.Comparison(count, "=", ast.Number(0, span=b.tok_span(word)), span=b.span(meta))


def build_tapped(b, meta, children):
    card, word = children[0], children[-1]
    return Tapped(card, b.meaning(word) == "tapped", span=b.span(meta))


def build_colour_is(b, meta, children):
    """`若目标牌的颜色为红色`: 为 compares for equality, as with a number."""
    left, _is, tok = children
    return ast.Comparison(left, "=", b.colour(tok), span=b.span(meta))


RULES = {"colour_is": build_colour_is, "bound_comparison": build_bound, "is_empty": build_empty, "tapped_state": build_tapped}


def check(c, node: Tapped, depth: int) -> None:
    c.check_ref(node.card)
    if not c.is_card(node.card):
        c.report(c.error("E204", node.card.span, "只有牌才能横置或重置", "例如「若你的领主已横置」「若此牌未横置」"))


def lower(lw, node: Tapped):
    return TappedCond(lw.lower(node.card), node.tapped)


def describe(d, node: Tapped) -> str:
    return d.ref(node.card) + d.word("structure", "tapped" if node.tapped else "untapped")


@attrs.frozen
class TappedCond:
    card: object  # a card reference
    tapped: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        uid = self.card.card(ctx)
        return uid is not None and ctx.rt.state.cards[uid].tapped == self.tapped
