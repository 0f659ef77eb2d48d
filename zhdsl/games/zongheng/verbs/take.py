"""获得 another player's cards: `获得目标其他角色的1张手牌` — the doer takes N of that player's hand cards into their
own 手牌区 (rule 11.37). It is `将目标其他角色的1张手牌移入你的手牌区` said the way designers say it: the doer
chooses among the cards (by position, as they cannot see them, rule 11.18) and the cards become theirs (rule 3.6).
`令目标其他角色获得你的1张手牌`: they take one of yours; `获得你的1张手牌` (yours, by you) is E236. With any other object,
`获得你的…` keeps its meaning (E236 for a player who is not the doer)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.move import MoveStep
from zhdsl.text import ast

_TAKEN = ("hand", "card")  # 手牌, 牌: what 获得X的… takes from X's 手牌区


@attrs.frozen
class Take(ast.Action):
    """`获得目标其他角色的1张手牌`: cards of another player's hand into the doer's."""

    cards: ast.ZoneCards  # N cards of the player's 手牌区


NODES = (Take,)


def build_own(b, meta, children):
    """`verb ref 的 quantity`: 获得X的N张手牌 is a Take; anything else the doer's own quantity (the core's rule)."""
    verb, owner, quantity = children[0], next(c for c in children if isinstance(c, ast.Node)), children[-1]
    if (b.meaning(verb) == "gain" and isinstance(quantity, ast.Quantity) and quantity.object in _TAKEN and quantity.colour is None
            and isinstance(owner, (ast.Ref, ast.Holder))):
        zone = ast.Zone(b.dialect.HAND_ZONE, owner, span=owner.span)
        cards = ast.ZoneCards(zone, quantity.amount, None, span=owner.span.cover(quantity.span))
        return Take(cards, span=b.span(meta))
    return b.rule_verb_own(meta, children)


RULES = {"verb_own_taking": build_own}


def check(c, node: Take, depth: int) -> None:
    owner = node.cards.zone.owner
    c.check_ref(owner)
    doer = getattr(c, "doer", None)
    if isinstance(owner, ast.Ref) and owner.kind == "you" and doer is None:  # 你 takes from 你
        gain, hand = c.words.verb("gain"), c.words.object("hand")
        c.report(c.error("E236", owner.span, f"不能{gain}自己的{hand}", f"{gain}别人的{hand}写「{gain}目标其他角色的1张{hand}」"))
        return
    c.check_amount(node.cards.amount, positive=True)
    if not c.is_single_player(owner):
        gain, hand = c.words.verb("gain"), c.words.object("hand")
        c.report(c.error("E204", owner.span, f"只能{gain}一名角色的{hand}，「{c.words.ref(owner)}」不是一名角色",
                         f"例如「{gain}目标其他角色的1张{hand}」"))


def lower(lw, node: Take):
    cards = lw.lower(node.cards)
    return TakeStep(MoveStep(cards, fx.ZoneSpec(lw.dialect.HAND_ZONE, "top", DoerRef()), "zone"))


def describe(d, node: Take) -> str:
    return f"{d.verb('gain')}{d.zone_cards(node.cards)}"


@attrs.frozen
class DoerRef:
    """The player doing the step (you, or X after 令X)."""

    def players(self, ctx: fx.Ctx) -> list[int]:
        return [ctx.doer]

    single = True


@attrs.frozen
class TakeStep:
    move: MoveStep  # into the doer's 手牌区

    def run(self, ctx: fx.Ctx) -> bool:
        cards = self.move.cards.candidates(ctx)
        if cards and ctx.rt.state.cards[cards[0]].zone_owner == ctx.doer:
            ctx.rt.log("fail", ctx.doer, f"{ctx.rt.pname(ctx.doer)}不能获得自己的手牌")
            return False
        return self.move.run(ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.move.ready(ctx)
