"""Smaller verbs of the family: 重铸 (recast: discard, then draw one), 选择 (pick players for the rest of
the effect: `选择一至两名角色，令其各摸一张牌`), 各 (`令所有其他角色各弃置一张牌`: each of them does it), and
`此「进攻」不计入次数限制` (rule 5.8)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Recast(ast.Action):
    cards: ast.Node


@attrs.frozen
class ChoosePlayers(ast.Action):
    players: ast.Node


@attrs.frozen
class NotCounted(ast.Action):
    card: ast.Node


NODES = (Recast, ChoosePlayers, NotCounted)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


RULES = {
    "recast": lambda b, meta, children: Recast(_nodes(children)[0], span=b.span(meta)),
    "choose_players": lambda b, meta, children: ChoosePlayers(_nodes(children)[0], span=b.span(meta)),
    "each_do": lambda b, meta, children: _nodes(children)[0],
    "not_counted": lambda b, meta, children: NotCounted(_nodes(children)[0], span=b.span(meta)),
}


def check(c, node, depth: int) -> None:
    if isinstance(node, ChoosePlayers):
        if not c.is_player(node.players):
            c.report(c.error("E204", node.players.span, "「选择」的对象必须是角色", "例如「选择一名其他角色」"))
        c.check_ref(node.players)


def describe(d, node) -> str:
    if isinstance(node, Recast):
        return f"重铸{d.ref(node.cards)}"
    if isinstance(node, ChoosePlayers):
        return f"选择{d.ref(node.players)}"
    return f"此{d.ref(node.card)}不计入次数限制"


def lower(lw, node):
    if isinstance(node, Recast):
        return RecastStep(lw.lower(node.cards))
    if isinstance(node, ChoosePlayers):
        return ChoosePlayersStep(lw.lower(node.players))
    return NotCountedStep()


@attrs.frozen
class RecastStep:
    cards: object

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import card_uids

        uids = card_uids(self.cards, ctx, ctx.doer, "选择要重铸的牌")
        if not uids:
            return False
        ctx.rt.discard(uids, ctx.doer, verb="重铸")
        return ctx.rt.draw(ctx.doer, len(uids))

    def ready(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import cards_ready

        return cards_ready(self.cards, ctx)


@attrs.frozen
class ChoosePlayersStep:
    players: object

    def run(self, ctx) -> bool:
        return bool(self.players.players(ctx))

    def ready(self, ctx) -> bool:
        ref = self.players
        return bool(ref.candidates(ctx)) if hasattr(ref, "candidates") else bool(ref.players(ctx))


@attrs.frozen
class NotCountedStep:
    def run(self, ctx) -> bool:
        return ctx.rt.not_counted(ctx)
