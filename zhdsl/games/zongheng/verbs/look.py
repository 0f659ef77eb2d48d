"""查看 (look): `查看目标其他角色的手牌`, `查看牌库顶的3张牌` — the doer looks at the cards; each stays visible
to them until it moves, the others learn only how many and where (rules 3.10, 11.27). A later `其中N张` of
the same effect chooses among them (`弃置其中1张`, `将其中1张移入你的手牌区`). Looking at no cards (an
empty hand) does not fail; a 其中 after it then finds too few."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Look(ast.Action):
    cards: ast.Node  # a Zone, or ZoneCards at a zone's end (牌库顶的3张牌)
    reveal: bool | None = attrs.field(default=None, kw_only=True, metadata=ast.OPTIONAL)  # 展示 (None: 查看): every player sees them (rule 11.61)


NODES = (Look,)


def build(b, meta, children):
    cards = next(c for c in children if not isinstance(c, str))
    return Look(cards, span=b.span(meta))


def build_hand(b, meta, children):
    """`观看目标角色的所有手牌`: that player's 手牌区, as `查看目标角色的手牌` (rule 11.27(a))."""
    owner = next(c for c in children if isinstance(c, ast.Node))
    return Look(ast.Zone(b.dialect.HAND_ZONE, owner, span=b.span(meta)), span=b.span(meta))


def build_reveal(b, meta, children):
    """`展示牌库顶的1张牌`: shown to every player (rule 11.61)."""
    cards = next(c for c in children if not isinstance(c, str))
    return Look(cards, reveal=True, span=b.span(meta))


RULES = {"look": build, "look_hand": build_hand, "reveal": build_reveal}


def names_card(node) -> bool:
    """展示 of one card at a zone's end: a later 该牌 names it (rule 11.61)."""
    amount = getattr(node.cards, "amount", None)
    return bool(node.reveal) and isinstance(amount, ast.Number) and amount.value == 1


def check(c, node: Look, depth: int) -> None:
    zone = node.cards if isinstance(node.cards, ast.Zone) else node.cards.zone
    if isinstance(node.cards, ast.ZoneCards):
        c.check_amount(node.cards.amount, positive=True)
        check_end(c, node.cards)  # `查看过往中的3张牌`: which three?
    c.check_zone(zone)


def lower(lw, node: Look):
    if isinstance(node.cards, ast.Zone):
        return LookStep(lw.zone(node.cards))
    if node.reveal:
        return RevealStep(lw.zone_cards(node.cards))
    return LookStep(lw.zone_cards(node.cards))


def describe(d, node: Look) -> str:
    what = d.zone(node.cards) if isinstance(node.cards, ast.Zone) else d.zone_cards(node.cards)
    return f"{d.verb('reveal' if node.reveal else 'look')}{what}"


@attrs.frozen
class LookStep:
    cards: object  # ZoneSpec, or ZoneCardsRef taken from an end
    reveal = False

    def _cards(self, ctx: fx.Ctx) -> list[int] | None:
        if isinstance(self.cards, fx.ZoneSpec):
            return self.cards.cards(ctx)
        return self.cards.at_end(ctx)

    def run(self, ctx: fx.Ctx) -> bool:
        cards = self._cards(ctx)
        if cards is None:
            ctx.rt.log("fail", ctx.doer, "没有可以查看的区域")
            return False
        from zhdsl.games.zongheng.verbs.put_back import LOOKED_END

        ctx.values[LOOKED_END] = self.cards if isinstance(self.cards, fx.ZoneSpec) else self.cards.zone  # for 放回 (11.101)
        if not self.reveal:
            fx.look_at(ctx, ctx.doer, cards)
            return True
        rt = ctx.rt
        for seat in range(len(rt.state.players)):
            fx.look_at(ctx, seat, cards)
        names = "、".join(f"「{rt.defn(uid).name}」" for uid in cards)
        rt.log("reveal", ctx.doer, f"{rt.pname(ctx.doer)}展示{names or '0张牌'}")
        fx.remember_moved(ctx, cards)  # 该牌 after one card shown (rule 11.61); 其中 still means them
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._cards(ctx) is not None


@attrs.frozen
class RevealStep(LookStep):
    """展示: every player sees the cards, and one card is what a later 该牌 names (rule 11.61)."""

    reveal = True


def check_end(c, pool: ast.ZoneCards) -> None:
    """E254: N cards looked at or chosen from must be at a written end (`牌库顶的3张牌`): `过往中的3张牌` says not which."""
    if pool.zone.kind not in c.dialect.ZONE_POSITIONS:
        look = c.words.verb("look")
        c.report(c.error("E254", pool.span, "一个区域中的几张牌要写明是哪一端的",
                         f"写「牌库顶的3张牌」，或{look}、选择整个区域（「从过往中选择1张牌」）"))
