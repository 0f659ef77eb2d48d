"""弃置 (discard): `弃置一张手牌`, `弃置两张手牌`, `弃置一张红色手牌`, `弃置任意张手牌`, `弃置其区域内的一张牌`,
`弃置你判定区内的一张牌`, `弃置其装备区内的一张骑兵牌`, `弃置你区域内的所有牌`, `弃置此牌` / `将此牌弃置`
(rules 15.12, 15.15). The doer chooses which cards; a hand card of another player is taken at random."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Discard(ast.Action):
    cards: ast.Node


NODES = (Discard,)


def _discard(b, meta, children):
    return Discard([c for c in children if not isinstance(c, str)][0], span=b.span(meta))


RULES = {"discard": _discard, "discard_taken": _discard}


def check(c, node, depth: int) -> None:
    from zhdsl.games.xingxiu.verbs.cards import Cards, check_count

    if isinstance(node.cards, Cards):
        check_count(c, node.cards.count)


def describe(d, node) -> str:
    return f"弃置{d.ref(node.cards)}"


def lower(lw, node):
    return DiscardStep(lw.lower(node.cards))


@attrs.frozen
class DiscardStep:
    cards: object

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import card_uids

        uids = card_uids(self.cards, ctx, ctx.doer, "选择要弃置的牌")
        if not uids:
            ctx.rt.log("fail", ctx.doer, f"{ctx.rt.pname(ctx.doer)}没有可以弃置的牌")
            return False
        fx.spent(ctx, len(uids))
        ctx.values["last_cards"] = tuple(uids)
        ctx.rt.discard(uids, ctx.doer)
        return True

    def ready(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import cards_ready

        return cards_ready(self.cards, ctx)
