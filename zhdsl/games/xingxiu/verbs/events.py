"""Events: what follows 当 (每当) in a trigger or in the first sentence of a response card — the
moments of rule 14.7: `一张「进攻」对你生效前`, `你受到伤害后`, `你使用「进攻」指定一名角色为目标后`,
`一名角色的判定牌生效前`, `当一名武将军力数归零时` … Each event names who it happens to (a player
description is a pattern: `一名角色` matches anyone, `你` the skill's owner), a kind of card where it
has one, and when (时 / 后 / 前)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Event(ast.Node):
    kind: str  # before judged cause receive use designate targeted defended use_or_play need recovered
    #            last_hand equip_lost dying die used_on phase
    when: str  # at after before
    who: ast.Node | None = None  # the player it happens to (the user, the damaged …)
    card: ast.Node | None = None  # the kind of card (CardKind)
    other: ast.Node | None = None  # the other player (the target, the damaged by 你 …)
    amount: ast.Node | None = None  # `受到一点伤害后`: per point of damage
    by: ast.Node | None = None  # defended: the card that defended


NODES = (Event,)
_WHEN = {"AT": "at", "AFTER": "after", "BEFORE": "before"}


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _when(b, meta, children):
    return _When(_WHEN[children[0].type], span=b.span(meta))


@attrs.frozen
class _When(ast.Node):
    value: str


def _split(children):
    found = _nodes(children)
    when = next((n.value for n in found if isinstance(n, _When)), "at")
    rest = [n for n in found if not isinstance(n, _When)]
    return rest, when


def _build(kind):
    from zhdsl.games.xingxiu.verbs.cards import CardKind, Count
    from zhdsl.games.xingxiu.verbs.players import Person, PlayerNP, Pronoun

    players = (Person, PlayerNP, Pronoun)

    def build(b, meta, children):
        rest, when = _split(children)
        if kind == "before":
            _count, card, target = rest
            return Event(kind, "before", None, card, target, span=b.span(meta))
        who = rest[0]
        others = [n for n in rest[1:] if isinstance(n, players)]
        card_kinds = [n for n in rest[1:] if isinstance(n, CardKind)]
        amounts = [n for n in rest[1:] if isinstance(n, (ast.Number, ast.Var))]
        counts = [n for n in rest[1:] if isinstance(n, Count)]
        del counts
        card = card_kinds[0] if card_kinds else None
        by = card_kinds[1] if kind == "defended" and len(card_kinds) > 1 else None
        if kind == "used_on":
            return Event(kind, when, who, card, others[0] if others else None, span=b.span(meta))
        return Event(kind, when, who, card, others[0] if others else None, amounts[0] if amounts else None, by,
                     span=b.span(meta))

    return build


RULES = {"when": _when, **{name: _build(name[3:]) for name in (
    "ev_before", "ev_judged", "ev_cause", "ev_receive", "ev_use", "ev_designate", "ev_targeted", "ev_defended",
    "ev_use_or_play", "ev_need", "ev_recovered", "ev_last_hand", "ev_equip_lost", "ev_dying", "ev_die", "ev_used_on",
    "ev_lose",
)}}


def timing(node: Event) -> str:
    """The timing a trigger stands for, for the core's checks (the full pattern is matched in play)."""
    return f"EV_{node.kind.upper()}_{node.when.upper()}"


def phase_key(node) -> str:
    return f"OTHER_{node.timing.kind}"


_KIND_TEXT = {
    "judged": "的判定牌生效", "recovered": "回复军力", "last_hand": "失去最后的手牌", "equip_lost": "失去装备区内的牌",
    "dying": "处于濒死状态", "die": "阵亡",
}
_WHEN_TEXT = {"at": "时", "after": "后", "before": "前"}


def describe(d, node: Event) -> str:
    who = d.ref(node.who) if node.who is not None else ""
    card = d.ref(node.card) if node.card is not None else ""
    when = _WHEN_TEXT[node.when]
    if node.kind == "before":
        return f"一张{card}对{d.ref(node.other)}生效前"
    if node.kind in ("cause", "receive"):
        used = (f"使用{card}" if node.card is not None else "") + (f"对{d.ref(node.other)}" if node.other is not None else "")
        amount = f"{d.expr(node.amount)}点" if node.amount is not None else ""
        verb = "造成" if node.kind == "cause" else "受到"
        return f"{who}{used}{verb}{amount}伤害{when}"
    if node.kind == "use":
        return f"{who}使用{card}{when}"
    if node.kind == "designate":
        return f"{who}使用{card}指定{d.ref(node.other)}为目标{when}"
    if node.kind == "targeted":
        return f"{who}成为{card}的目标{when}"
    if node.kind == "defended":
        return f"{who}使用的{card}被{d.ref(node.by)}防御{when}"
    if node.kind == "use_or_play":
        return f"{who}使用或打出{card}{when}"
    if node.kind == "need":
        return f"{who}需要使用或打出{card}{when}"
    if node.kind == "used_on":
        return f"{who}对{d.ref(node.other)}使用{card}{when}"
    if node.kind == "lose":
        return f"{who}失去{card}{when}"
    if node.kind == "judged":
        return f"{who}{_KIND_TEXT[node.kind]}{when}"
    return f"{who}{_KIND_TEXT[node.kind]}{when}"


def check(c, node: Event, depth: int) -> None:
    for player in (node.who, node.other):
        if player is not None:
            c.check_ref(player)


def lower(lw, node: Event):
    from zhdsl.games.xingxiu.triggers import EventSpec

    def low(n):
        return lw.lower(n) if n is not None else None

    return EventSpec(node.kind, node.when, low(node.who), low(node.card), low(node.other), low(node.amount), low(node.by))
