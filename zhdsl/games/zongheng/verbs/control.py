"""获得…的控制权 (take control): `获得目标结界的控制权`, `获得目标其他角色的1张结界的控制权` — the doer becomes the
controller of a 结界 (the rulebook: 结界的控制者是使用者; its owner stays the 结界区's, rule 3.7): from then on the ward's
effects name the doer as 此结界的控制者 and ask them its choices, until it moves (rule 11.53). Only a 结界 (a card in a
结界区) changes controller so; another object is E204."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_WARD_ZONE = "ward"


@attrs.frozen
class TakeControl(ast.Action):
    cards: ast.Node  # ZoneCards of a 结界区


NODES = (TakeControl,)


def build(b, meta, children):
    """`verb ref 结界? 的 控制权`: 获得 only; the ref with 结界 after it is one ward of that player's (目标结界)."""
    verb, owner = children[0], next(c for c in children if isinstance(c, ast.Node))
    if b.meaning(verb) != "gain":
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」不能接「控制权」", "写「获得目标结界的控制权」"))
    span = b.span(meta)
    if isinstance(owner, ast.ZoneCards):
        cards = owner
    else:
        zone = ast.Zone(_WARD_ZONE, owner, span=owner.span)
        found = [c for c in children if isinstance(c, ast.Node)]
        amount = found[1] if len(found) > 1 else ast.Number(1, span=owner.span)
        cards = ast.ZoneCards(zone, amount, None, span=owner.span)
        if not any(isinstance(c, str) and getattr(c, "type", None) == "WARD" for c in children):
            b.diagnostics.append(error("E204", owner.span, "只能获得结界的控制权",
                                       "写「获得目标结界的控制权」或「获得目标其他角色的1张结界的控制权」"))
    return TakeControl(cards, span=span)


RULES = {"gain_control": build}


def check(c, node: TakeControl, depth: int) -> None:
    cards = node.cards
    if not isinstance(cards, ast.ZoneCards) or cards.zone is None or cards.zone.kind != _WARD_ZONE:
        c.report(c.error("E204", node.span, "只能获得结界的控制权", "写「获得目标结界的控制权」"))
        return
    c.check_amount(cards.amount, positive=True)
    c.check_zone(cards.zone)


def lower(lw, node: TakeControl):
    return TakeControlStep(lw.lower(node.cards))


def describe(d, node: TakeControl) -> str:
    cards = node.cards
    owner = cards.zone.owner
    ward = d.word("structure", "ward_card")
    amount = d.expr(cards.amount)
    if (owner is not None and owner.kind == "target_player" and isinstance(cards.amount, ast.Number)
            and cards.amount.value == 1):  # `获得目标结界的控制权` reads as written (rule 11.39): the target word, 结界
        card, target = d.object("card"), d.word("reference", "target_card")
        what = (target[:-len(card)] if target.endswith(card) else target) + ward
        return f"{d.verb('gain')}{what}{d.structure('of')}{d.word('structure', 'control')}"
    what = f"{d.ref(owner) if owner is not None else d.ref(ast.Ref('you', span=node.span))}{d.structure('of')}" \
           f"{amount}{d.structure('measure')}{ward}"
    return f"{d.verb('gain')}{what}{d.structure('of')}{d.word('structure', 'control')}"


@attrs.frozen
class TakeControlStep:
    cards: fx.ZoneCardsRef

    def run(self, ctx: fx.Ctx) -> bool:
        chosen = self.cards.choose(ctx)
        if not chosen:
            ctx.rt.log("fail", ctx.doer, "没有可以获得控制权的结界")
            return False
        rt = ctx.rt
        for uid in chosen:
            rt.state.mut(uid).controller = ctx.doer
            rt.log("control", ctx.doer, f"{rt.pname(ctx.doer)}获得了{rt.card_name(uid)}的控制权", uid)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        return cards is not None and len(cards) >= self.cards.count(ctx, cards)
