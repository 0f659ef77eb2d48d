"""选择 on its own: `选择过往中的1张牌，执行该牌的效果`, `从过往中选择1张牌，将该牌移入虚空` — the doer looks at the pool and
chooses the cards (rule 11.26), which stay where they are; a later 该牌 names the one card chosen, 其中 the cards looked at
(rule 11.26(a))."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import _kind, _parts, check_cards, describe_cards
from zhdsl.text import ast


@attrs.frozen
class ChooseCards(ast.Action):
    """`从过往中选择1张牌` as a step: nothing moves."""

    cards: ast.Chosen


NODES = (ChooseCards,)


def build(b, meta, children):
    """`从过往中选择1张牌` (the pool first, as before 移入) as a step of its own."""
    return ChooseCards(next(c for c in children if isinstance(c, ast.Chosen)), span=b.span(meta))


def build_in(b, meta, children):
    """`选择过往中的1张牌`: 选择 first, the zone and count after it."""
    pool, amount, name = _parts(children)
    span = b.span(meta)
    return ChooseCards(ast.Chosen(pool, amount, name, _kind(b, children), span=span), span=span)


def build_among(b, meta, children):
    """`选择其中1张`: of the cards looked at last, the doer chooses; nothing moves, 该牌 names the card (rule 11.26(b))."""
    return ChooseCards(next(c for c in children if isinstance(c, ast.Among)), span=b.span(meta))


RULES = {"choose_cards": build, "choose_cards_in": build_in, "choose_among": build_among}


def check(c, node: ChooseCards, depth: int) -> None:
    check_cards(c, node.cards)


def names_card(node) -> bool:
    """One card chosen: a later 该牌 names it (rule 11.26(a))."""
    amount = node.cards.amount
    return isinstance(amount, ast.Number) and amount.value == 1


def lower(lw, node: ChooseCards):
    return ChooseCardsStep(lw.lower(node.cards))


def describe(d, node: ChooseCards) -> str:
    if isinstance(node.cards, ast.Among):  # `选择其中1张` (rule 11.26(b))
        return d.verb("choose") + describe_cards(d, node.cards)
    return describe_cards(d, node.cards)


@attrs.frozen
class ChooseCardsStep:
    cards: fx.ChosenRef

    def run(self, ctx: fx.Ctx) -> bool:
        chosen = self.cards.choose(ctx)
        if chosen is None:
            ctx.rt.log("fail", ctx.you, "可选的牌不够，选择失败")
            return False
        fx.remember_moved(ctx, chosen)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        return cards is not None and len(cards) >= self.cards.count(ctx, cards)
