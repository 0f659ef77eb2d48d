"""正面向上放置 (turn face up): `将你的1张手牌正面向上放置`, `令目标角色将其所有手牌正面向上放置`, `翻开牌库顶的1张牌` —
the cards stay where they lie and turn face up: every player sees them until they move or their zone is shuffled
(rule 11.120, the rulebook's 3.10: 正面向上的牌对所有人可见). A later `其中` of the effect means them, and one card is
what a later 该牌 names (as 展示, 11.61)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import CHOSEN, check_cards
from zhdsl.text import ast


@attrs.frozen
class FlipUp(ast.Action):
    """`将…正面向上放置`: the cards, turned face up in place."""

    cards: ast.Node


NODES = (FlipUp,)


def build(b, meta, children):
    cards = next(c for c in children if isinstance(c, ast.Node))
    return FlipUp(cards, span=b.span(meta))


RULES = {"flip_up": build}


def names_card(node) -> bool:
    """One card turned face up: a later 该牌 names it (rule 11.120)."""
    amount = getattr(node.cards, "amount", None)
    return isinstance(amount, ast.Number) and amount.value == 1


def check(c, node: FlipUp, depth: int) -> None:
    if isinstance(node.cards, ast.HandCards):
        c.check_amount(node.cards.amount, positive=True, any_ok=True)
    elif isinstance(node.cards, CHOSEN):
        check_cards(c, node.cards)
    else:
        flip = c.words.word("verb", "flip")
        c.report(c.error("E204", node.cards.span, f"「{flip}」的对象必须是几张牌",
                         "例如「将你的1张手牌正面向上放置」「翻开牌库顶的1张牌」"))


def lower(lw, node: FlipUp):
    if isinstance(node.cards, ast.HandCards):
        return FlipStep(lw.lower(node.cards.amount), True)
    return FlipStep(lw.lower(node.cards), False)


def describe(d, node: FlipUp) -> str:
    if isinstance(node.cards, ast.HandCards):
        what = f"{d.expr(node.cards.amount)}{d.structure('measure')}{d.object('hand')}"
    else:
        from zhdsl.games.zongheng.verbs.cards import describe_cards

        what = describe_cards(d, node.cards) if isinstance(node.cards, CHOSEN) else d.ref(node.cards)
    return f"{d.verb('take')}{what}{d.word('structure', 'face_up')}{d.word('verb', 'place')}"


@attrs.frozen
class FlipStep:
    cards: object  # an amount of the doer's hand cards, or cards of a zone (ZoneCardsRef / ChosenRef)
    hand: bool

    def _choose(self, ctx: fx.Ctx) -> list[int] | None:
        rt = ctx.rt
        if self.hand:
            hand = list(rt.state.players[ctx.doer].zone(rt.schema.hand_zone))
            hand = [u for u in hand if rt.is_hand_card(rt.defn(u))]
            n = fx.amount(self.cards, ctx)
            if len(hand) < n:
                return None
            return hand if n == len(hand) else rt.choose_cards_seen(ctx.doer, hand, n, "选择要正面向上放置的牌")
        return self.cards.choose(ctx)

    def run(self, ctx: fx.Ctx) -> bool:
        uids = self._choose(ctx)
        if uids is None:
            ctx.rt.log("fail", ctx.doer, "可以正面向上放置的牌不够，这一步失败")
            return False
        rt = ctx.rt
        for uid in uids:
            rt.state.mut(uid).face_up = True  # until it moves (move_card) or its zone is shuffled (rule 11.120)
        for seat in range(len(rt.state.players)):
            fx.look_at(ctx, seat, uids)  # 其中 means them (rule 11.27)
        fx.spent(ctx, len(uids))
        names = "、".join(f"「{rt.defn(uid).name}」" for uid in uids)
        rt.log("reveal", ctx.doer, f"{rt.pname(ctx.doer)}正面向上放置了{names or '0张牌'}", len(uids))
        fx.remember_moved(ctx, uids)  # one card: 该牌 (rule 11.120)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        if self.hand:
            return ctx.rt.hand_count(ctx.doer) >= fx.amount(self.cards, ctx)
        cards = self.cards.candidates(ctx)
        return cards is not None and len(cards) >= self.cards.count(ctx, cards)
