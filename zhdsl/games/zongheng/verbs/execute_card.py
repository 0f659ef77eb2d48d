"""执行 a card's effect: `将1张手牌移入虚空，执行该牌的效果`, `选择过往中的1张牌，执行该牌的效果`, `执行目标牌的效果` (rule 11.56)
— the same as 执行「该牌的牌名」 (11.13, 11.34): a 虚拟 card with the effect of that card (its first effect, the printed
one of that very card) is created and used without paying 精力. The card itself stays where it is; a later 该牌 still
names it (not the 虚拟 card).

`执行过往中1张牌的效果` (rule 11.57): the user chooses one card of that zone (of the kind or colour written) that has an
effect, and its effect is executed the same way; the card stays in its zone."""

from __future__ import annotations

import attrs

from zhdsl.compiler.pronouns import ref_kind
from zhdsl.games.zongheng.verbs.cards import build_zone_cards, check_cards, describe_cards
from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_EFFECT = BY_TERMINAL["_EFFECT"].text  # 效果


@attrs.frozen
class ExecuteCard(ast.Action):
    """`执行该牌的效果`: the effect of the card `card` names."""

    card: ast.Node


NODES = (ExecuteCard,)


def build(b, meta, children):
    return ExecuteCard(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


def build_zone(b, meta, children):
    """`执行过往中1张牌的效果`: the card is one of that zone's (`ast.ZoneCards`), chosen when the step runs."""
    cards = build_zone_cards(b, meta, [c for c in children if not (isinstance(c, str) and c.type == "EXECUTE")])
    return ExecuteCard(cards, span=b.span(meta))


RULES = {"execute_card": build, "execute_zone_card": build_zone}


def check(c, node: ExecuteCard, depth: int) -> None:
    if isinstance(node.card, ast.ZoneCards):
        check_cards(c, node.card)
        amount = node.card.amount
        if not (isinstance(amount, ast.Number) and amount.value == 1):  # `执行过往中2张牌的效果`: whose first?
            verb = c.words.verb("execute")
            c.report(c.error("E204", amount.span, f"一次只能{verb}1张牌的{_EFFECT}",
                             f"写「{verb}过往中1张牌的{_EFFECT}」，要多张就分成几步"))
        return
    c.check_ref(node.card)
    if ref_kind(node.card) == "player":  # `执行目标角色的效果`: a player has no effect
        verb = c.words.verb("execute")
        c.report(c.error("E204", node.card.span, f"只能{verb}一张牌的{_EFFECT}", f"例如「{verb}该牌的{_EFFECT}」"))


def names_card(node) -> bool:
    """`执行过往中1张牌的效果，然后将其移入虚空`: the card chosen, still in its zone, which a later 其/该牌 names (rule 11.57)."""
    return isinstance(node, ExecuteCard) and isinstance(node.card, ast.ZoneCards)


def lower(lw, node: ExecuteCard):
    return ExecuteCardStep(lw.lower(node.card), lw.describe.verb("execute"))


def describe(d, node: ExecuteCard) -> str:
    if isinstance(node.card, ast.ZoneCards):
        return f"{d.verb('execute')}{describe_cards(d, node.card)}{d.structure('of')}{_EFFECT}"
    return f"{d.verb('execute')}{d.ref(node.card)}{d.structure('of')}{_EFFECT}"


@attrs.frozen
class ExecuteCardStep:
    card: object  # a card reference
    word: str

    @staticmethod
    def _effect(ctx: fx.Ctx, uid: int | None):
        if uid is None:
            return None
        program = getattr(ctx.rt.defn(uid), "program", None)
        return program.effects[0] if program is not None and program.effects else None

    def _program(self, ctx: fx.Ctx):
        return self._effect(ctx, self.card.card(ctx) if hasattr(self.card, "card") else None)

    def _zone_candidates(self, ctx: fx.Ctx) -> list[int]:
        """Rule 11.57: the zone's cards (of the kind written) that have an effect to execute."""
        return [uid for uid in self.card.candidates(ctx) or () if self._effect(ctx, uid) is not None]

    def run(self, ctx: fx.Ctx) -> bool:
        if isinstance(self.card, fx.ZoneCardsRef):
            cards = self._zone_candidates(ctx)
            chosen = ctx.rt.choose_cards_seen(ctx.controller, cards, 1, f"选择要{self.word}其效果的牌") if cards else None
            program = self._effect(ctx, chosen[0]) if chosen else None
            if chosen:  # a later 其/该牌 names the card chosen, where it stays (rule 11.57)
                fx.remember_moved(ctx, tuple(chosen))
        else:
            program = self._program(ctx)
        if program is None:
            ctx.rt.log("fail", ctx.you, f"没有可以{self.word}的牌的效果")
            return False
        return ctx.rt.execute(ctx.you, ctx.doer, program, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        if isinstance(self.card, fx.ZoneCardsRef):
            return bool(self._zone_candidates(ctx))
        return self._program(ctx) is not None
