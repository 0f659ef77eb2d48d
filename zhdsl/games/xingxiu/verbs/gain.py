"""获得 (gain) and 交给 (give): `获得其区域内的一张牌`, `获得此判定牌`, `获得其所有牌`, `获得其武器牌`,
`获得其中一张`; `将一张手牌交给一名其他角色`. Gained cards go to the doer's hand (rule 15.12)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Gain(ast.Action):
    cards: ast.Node


@attrs.frozen
class Give(ast.Action):
    cards: ast.Node
    to: ast.Node


NODES = (Gain, Give)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


RULES = {
    "gain": lambda b, meta, children: Gain(_nodes(children)[0], span=b.span(meta)),
    "give": lambda b, meta, children: Give(*_nodes(children), span=b.span(meta)),
    "give_to": lambda b, meta, children: Give(_nodes(children)[1], _nodes(children)[0], span=b.span(meta)),
}


def check(c, node, depth: int) -> None:
    if isinstance(node, Give):
        if not c.is_single_player(node.to):
            c.report(c.error("E204", node.to.span, "「交给」的对象必须是一名角色", "例如「交给一名其他角色」"))
        c.check_ref(node.to)


def describe(d, node) -> str:
    if isinstance(node, Gain):
        return f"获得{d.ref(node.cards)}"
    return f"将{d.ref(node.cards)}交给{d.ref(node.to)}"


def lower(lw, node):
    if isinstance(node, Gain):
        return GainStep(lw.lower(node.cards))
    return GiveStep(lw.lower(node.cards), lw.lower(node.to))


@attrs.frozen
class GainStep:
    cards: object

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import card_uids

        uids = card_uids(self.cards, ctx, ctx.doer, "选择要获得的牌")
        if not uids:
            ctx.rt.log("fail", ctx.doer, "没有可以获得的牌")
            return False
        ctx.values["last_cards"] = tuple(uids)
        ctx.rt.gain(ctx.doer, uids)
        return True

    def ready(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import cards_ready

        return cards_ready(self.cards, ctx)


@attrs.frozen
class GiveStep:
    cards: object
    to: object

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import card_uids

        to = self.to.players(ctx)
        if not to:
            ctx.rt.log("fail", ctx.doer, "没有可以交给的角色")
            return False
        uids = card_uids(self.cards, ctx, ctx.doer, "选择要交出的牌")
        if not uids:
            ctx.rt.log("fail", ctx.doer, "没有可以交出的牌")
            return False
        ctx.values["last_cards"] = tuple(uids)
        ctx.rt.gain(to[0], uids, giver=ctx.doer)
        return True

    def ready(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import cards_ready

        return cards_ready(self.cards, ctx)
