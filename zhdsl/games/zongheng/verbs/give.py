"""交给 (give): `将1张手牌交给目标其他角色`, `令目标其他角色将1张手牌交给你`, `从过往中选择1张牌交给目标角色` —
cards into another player's 手牌区 (rule 11.25). The giver chooses which of their hand cards; the cards
enter the receiver's hand face down (the others see only that a card moved, rule 3.10) and become theirs
(rule 3.6). Giving to oneself is no give: the step fails."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.cards import CHOSEN, check_cards
from zhdsl.games.zongheng.verbs.move import MoveStep, describe_moving
from zhdsl.text import ast


@attrs.frozen
class Give(ast.Action):
    cards: ast.Node  # HandCards, ZoneCards (目标其他角色的1张手牌), Chosen, Among, or a card reference
    receiver: ast.Node


NODES = (Give,)


def build(b, meta, children):
    cards, receiver = [c for c in children if not isinstance(c, str)]
    return Give(cards, receiver, span=b.span(meta))


def build_to(b, meta, children):
    """`交给你1张手牌`: the receiver written before the cards, the giver's own hand cards (rule 11.35)."""
    receiver, amount = [c for c in children if not isinstance(c, str)]
    cards = ast.HandCards(amount, span=amount.span.cover(b.tok_span(children[-1])))
    return Give(cards, receiver, span=b.span(meta))


RULES = {"give": build, "give_chosen": build, "give_to": build_to}


def check(c, node: Give, depth: int) -> None:
    give = c.words.verb("give")
    if isinstance(node.cards, ast.HandCards):
        c.check_amount(node.cards.amount, positive=True, any_ok=True)
    elif isinstance(node.cards, CHOSEN):
        check_cards(c, node.cards)
    elif not c.is_card(node.cards):
        c.report(c.error("E204", node.cards.span, f"「{give}」的对象必须是牌", "例如「将1张手牌交给目标其他角色」"))
    if not c.is_single_player(node.receiver):
        what = "牌" if c.is_card(node.receiver) else "多名角色"
        c.report(c.error("E204", node.receiver.span, f"牌只能{give}一名角色，「{c.words.ref(node.receiver)}」是{what}",
                         "例如「将1张手牌交给目标其他角色」；给每名角色各1张写「令…」分开写"))
    else:
        c.check_ref(node.receiver)


def lower(lw, node: Give):
    hand = ast.Zone(lw.dialect.HAND_ZONE, node.receiver, span=node.receiver.span)
    move = lw.lower(ast.Move(node.cards, hand, span=node.span))
    return GiveStep(move, lw.lower(node.receiver))


def describe(d, node: Give) -> str:
    return describe_moving(d, node.cards, f"{d.verb('give')}{d.ref(node.receiver)}")


@attrs.frozen
class GiveStep:
    move: MoveStep  # into the receiver's 手牌区
    receiver: object  # a player reference

    def _receiver(self, ctx) -> int | None:
        seats = self.receiver.players(ctx)
        return seats[0] if len(seats) == 1 else None

    def run(self, ctx) -> bool:
        seat = self._receiver(ctx)
        if seat is None or ctx.rt.state.players[seat].dead:
            ctx.rt.log("fail", ctx.doer, "没有可以交给的角色")
            return False
        if seat == ctx.doer and self.move.source == "hand":
            ctx.rt.log("fail", ctx.doer, f"{ctx.rt.pname(seat)}不能把手牌交给自己")
            return False
        return self.move.run(ctx)

    def ready(self, ctx) -> bool:
        seat = self._receiver(ctx)
        if seat is None or (seat == ctx.doer and self.move.source == "hand"):
            return False
        return self.move.ready(ctx)
