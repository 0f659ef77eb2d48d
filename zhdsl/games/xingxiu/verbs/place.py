"""将…置于 (place): `将「天诛」置于你的判定区`, `将此牌置于你的装备区`, `将此牌置于下家判定区`,
`将一张手牌置于牌堆顶`. A card that is being used goes there when it has resolved (rules 8.3, 9.3);
a card in a zone moves at once."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Place(ast.Action):
    cards: ast.Node
    zone: ast.Node


NODES = (Place,)
PLACES_CARD = True


def _place(b, meta, children):
    cards, zone = [c for c in children if not isinstance(c, str)]
    return Place(cards, zone, span=b.span(meta))


RULES = {"place": _place}


def check(c, node, depth: int) -> None:
    zone = node.zone
    if zone.kind == "region":
        c.report(c.error("E242", zone.span, "不能把牌置于「区域」", "写明手牌区、装备区或判定区"))
    if zone.owner is not None:
        c.check_ref(zone.owner)


def describe(d, node) -> str:
    from zhdsl.games.xingxiu.verbs.cards import zone_text

    return f"将{d.ref(node.cards)}置于{zone_text(d, node.zone)}"


def lower(lw, node):
    from zhdsl.games.xingxiu.verbs.cards import Cards

    cards = node.cards
    own_name = None
    if isinstance(cards, Cards) and cards.owner is None and cards.zone is None and cards.count is None \
            and len(cards.kind.names) == 1:
        own_name = cards.kind.names[0]  # 将「天诛」置于…: the card itself, named
    return PlaceStep(lw.lower(cards), lw.lower(node.zone), own_name)


@attrs.frozen
class PlaceStep:
    cards: object
    zone: object  # fx.ZoneSpec
    own_name: str | None = None

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import card_uids

        rt = ctx.rt
        where = self.zone.resolve(ctx)
        if where is None:
            rt.log("fail", ctx.you, "没有可以放置的区域")
            return False
        if self.own_name is not None and ctx.source_card is not None and rt.defn_name(ctx.source_card) == self.own_name:
            uids = [ctx.source_card]
        else:
            uids = card_uids(self.cards, ctx, ctx.doer, "选择要放置的牌")
        if not uids:
            rt.log("fail", ctx.you, "没有可以放置的牌")
            return False
        zone, owner, position = where
        return rt.place(ctx, uids, zone, owner, position)
