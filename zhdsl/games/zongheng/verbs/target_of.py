"""`若你是其目标`, `若你不是该牌的目标`: whether a player is among the target players of a card on the 堆叠 (rule 10.50);
in `当一张「攻伐」进入堆叠后：若你是其目标，…` 其 is the card that entered (9.18)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class IsTargetOf(ast.Node):
    """`若你是其目标`: `player` is one of `card`'s target players (`negated`: is not)."""

    player: ast.Node
    card: ast.Node
    negated: bool = False

    CARD_FIELDS = ("card",)  # 其 here can only be a card
    UNNAMED_FIELDS = ("player",)  # `若你是其目标，则令其…`: not you again


NODES = (IsTargetOf,)


def build(b, meta, children):
    player, word, card = children[0], children[1], children[2]
    if isinstance(card, str):  # `你是其目标`: 其 is a token-built ref already
        card = children[3]
    return IsTargetOf(player, card, word.type == "NOT_SAME_PLAYER", span=b.span(meta))


RULES = {"is_target_of": build}


def check(c, node: IsTargetOf, depth: int) -> None:
    c.check_ref(node.player)
    c.check_ref(node.card)
    if not c.is_single_player(node.player):
        c.report(c.error("E204", node.player.span, "这里要写一名角色", "例如「若你是其目标」"))
    if not c.is_card(node.card):
        c.report(c.error("E204", node.card.span, "只有牌才有目标", "例如「若你是该牌的目标」"))


def lower(lw, node: IsTargetOf):
    return TargetOfCond(lw.lower(node.player), lw.card_ref(node.card, "的目标"), node.negated)


def describe(d, node: IsTargetOf) -> str:
    word = d.word("structure", "not_same_player" if node.negated else "same_player")
    of = "" if isinstance(node.card, ast.Ref) and node.card.kind == "it" else d.word("structure", "of")  # 其目标
    return f"{d.ref(node.player)}{word}{d.ref(node.card)}{of}目标"


@attrs.frozen
class TargetOfCond:
    """Rule 10.50: the player is among the card's target players while it is on the 堆叠; a card no longer there has
    none (false; with 不是, true)."""

    player: object
    card: object
    negated: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        entry = self.card.entry(ctx)
        among = bool(seats) and entry is not None and seats[0] in entry.player_targets
        return among != self.negated
