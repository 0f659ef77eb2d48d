"""将…移入 (move): `将此牌移入虚空`, `将目标牌移入牌库底`, `将N张手牌移入堆叠` — a card, or hand cards
of the doer's choice, into a zone; hand cards moved to the 堆叠 are used without paying 精力
(rules 11.17, 11.18)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Move,)
PRIVATE = ("hand", "ward", "lord", "creation")


def build(b, meta, children):
    cards, zone = [c for c in children if not isinstance(c, str)]
    return ast.Move(cards, zone, span=b.span(meta))


RULES = {"move": build}


def check(c, node: ast.Move, depth: int) -> None:
    if isinstance(node.cards, ast.HandCards):
        c.check_amount(node.cards.amount, positive=True)
    elif not c.is_card(node.cards):
        take, into = c.words.verb("take"), c.words.verb("move_into")
        c.report(c.error("E204", node.cards.span, f"「{take}…{into}」的对象必须是牌", f"例如「{c.hints['move']}」"))
    c.check_zone(node.zone)


def lower(lw, node: ast.Move):
    from_hand = isinstance(node.cards, ast.HandCards)
    cards = lw.lower(node.cards.amount) if from_hand else lw.lower(node.cards)
    if not from_hand and not isinstance(cards, fx.CardRef):
        raise lw.error("「将…移入」的对象必须是牌")
    owner = lw.lower(node.zone.owner) if node.zone.owner is not None else None
    return MoveStep(cards, ZoneSpec(node.zone.kind, owner), from_hand)


def describe(d, node: ast.Move) -> str:
    if isinstance(node.cards, ast.HandCards):
        cards = f"{d.expr(node.cards.amount)}{d.structure('measure')}{d.object('hand')}"
    else:
        cards = d.ref(node.cards)
    return f"{d.verb('take')}{cards}{d.verb('move_into')}{d.zone(node.zone)}"


@attrs.frozen
class ZoneSpec:
    kind: str  # hand ward lord creation stack deck deck_top deck_bottom past void
    owner: object  # player ref or None

    def resolve(self, ctx: fx.Ctx) -> tuple[str, int | None, str] | None:
        """(zone, owner seat, position) or None when the owner is not one player."""
        position = "bottom" if self.kind == "deck_bottom" else "top"
        zone = "deck" if self.kind in ("deck_top", "deck_bottom") else self.kind
        if zone in PRIVATE:
            seats = [ctx.you] if self.owner is None else self.owner.players(ctx)
            if len(seats) != 1:
                return None
            return zone, seats[0], position
        return zone, None, position


@attrs.frozen
class MoveStep:
    cards: object  # CardRef, or an amount of hand cards
    zone: ZoneSpec
    from_hand: bool

    def run(self, ctx: fx.Ctx) -> bool:
        where = self.zone.resolve(ctx)
        if where is None:
            ctx.rt.log("fail", ctx.you, "移入的区域没有唯一的所有者")
            return False
        if self.from_hand:
            return ctx.rt.move_from_hand(ctx.doer, fx.amount(self.cards, ctx), where, ctx)
        return ctx.rt.move_ref(self.cards, where, ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        if self.from_hand:
            return ctx.rt.hand_count(ctx.doer) >= fx.amount(self.cards, ctx)
        if self.cards.kind == "target_card":
            return self.cards.entry(ctx) is not None
        return True
