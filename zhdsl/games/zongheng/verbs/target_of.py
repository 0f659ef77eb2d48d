"""A card's target players as a player reference: `令其目标弃1张手牌`, `该牌的目标` (rule 12.32), and `若你是其目标`,
`若你不是该牌的目标`: whether a player is among them (rule 10.50). In `当一张「攻伐」进入堆叠后：若你是其目标，…` 其 is the
card that entered (9.21); after `使用1张虚拟的「攻伐」` it is that 虚拟 card (12.32)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class TargetsOf(ast.Node):
    """`其目标`: the target players of `card` (the players it was used on), alive, in the order they were chosen."""

    card: ast.Node

    CARD_FIELDS = ("card",)  # 其 here can only be a card


@attrs.frozen
class IsTargetOf(ast.Node):
    """`若你是其目标`: `player` is one of `card`'s target players (`negated`: is not)."""

    player: ast.Node
    card: ast.Node
    negated: bool = False

    CARD_FIELDS = ("card",)
    UNNAMED_FIELDS = ("player",)  # `若你是其目标，则令其…`: not you again


NODES = (TargetsOf, IsTargetOf)
REF = "players"  # a card may have several target players


def build_targets(b, meta, children):
    card = children[0]
    if isinstance(card, str):  # `其目标`: one word, its 其 the pronoun
        span = b.tok_span(card)
        card = ast.Ref("it", span=type(span)(span.start, span.start + 1))
    return TargetsOf(card, span=b.span(meta))


def build_same_player(b, meta, children):
    """`若X是Y` (`ast.SamePlayer`); with a card's targets as Y, `若你是其目标` (`IsTargetOf`)."""
    left, tok, right = children
    negated = b.meaning(tok) == "not_same_player"
    if isinstance(right, TargetsOf):
        return IsTargetOf(left, right.card, negated, span=b.span(meta))
    if isinstance(left, TargetsOf):  # `若目标行动的目标不是你` (rule 10.55)
        return IsTargetOf(right, left.card, negated, span=b.span(meta))
    return ast.SamePlayer(left, right, negated, span=b.span(meta))


RULES = {"targets_of": build_targets, "same_player_or_target": build_same_player}


def _check_card(c, card) -> None:
    c.check_ref(card)
    if not c.is_card(card):
        c.report(c.error("E204", card.span, "只有牌才有目标", "例如「若你是该牌的目标」「令其目标弃1张手牌」（其为一张牌）"))


def check_ref(c, node: TargetsOf) -> None:
    _check_card(c, node.card)


def check(c, node, depth: int) -> None:
    if isinstance(node, TargetsOf):
        _check_card(c, node.card)
        return
    c.check_ref(node.player)
    _check_card(c, node.card)
    if not c.is_single_player(node.player):
        c.report(c.error("E204", node.player.span, "这里要写一名角色", "例如「若你是其目标」"))


def lower(lw, node):
    if isinstance(node, TargetsOf):
        return TargetsRef(lw.card_ref(node.card, "的目标"))
    return TargetOfCond(lw.lower(node.player), lw.card_ref(node.card, "的目标"), node.negated)


def _targets(d, card) -> str:
    of = "" if isinstance(card, ast.Ref) and card.kind == "it" else d.word("structure", "of")  # 其目标
    return f"{d.ref(card)}{of}目标"


def describe(d, node) -> str:
    if isinstance(node, TargetsOf):
        return _targets(d, node.card)
    word = d.word("structure", "not_same_player" if node.negated else "same_player")
    return f"{d.ref(node.player)}{word}{_targets(d, node.card)}"


def _entry_targets(ctx, card) -> list[int]:
    entry = card.entry(ctx)
    return list(entry.player_targets) if entry is not None else []


@attrs.frozen
class TargetsRef:
    """Rule 12.32: the card's target players, alive, while it is on the 堆叠; none once it has left (a step on them then
    does nothing)."""

    card: object

    def players(self, ctx) -> list[int]:
        s = ctx.rt.state
        return [p for p in _entry_targets(ctx, self.card) if not s.players[p].dead]

    single = False


@attrs.frozen
class TargetOfCond:
    """Rule 10.50: the player is among the card's target players while it is on the 堆叠; a card no longer there has
    none (false; with 不是, true)."""

    player: object
    card: object
    negated: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        among = bool(seats) and seats[0] in _entry_targets(ctx, self.card)
        return among != self.negated
