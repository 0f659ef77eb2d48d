"""Static modifiers — what locked skills and equipment say while they are in force (rules 3.5, 4.4–4.9,
5.8, 9.7, 15.10, 15.11): `你的手牌上限加一`, `你的进攻范围加一`, `你与其他角色的距离减一`,
`其他角色与你的距离加一`, `你于出牌阶段使用「进攻」的次数上限加一`, `你于出牌阶段使用「进攻」无次数限制`,
`你使用计策牌无距离限制`, `你使用的「进攻」无视目标角色的防具`, `你不能成为「劫掠粮道」和「焚毁辎重」的目标`,
`黑色的「进攻」对你无效`. They are never run: the runtime reads them (zhdsl/games/xingxiu/statics.py)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class AttributeChange(ast.Action):
    attribute: ast.Node  # ast.Attribute: 手牌上限, 进攻范围, 军力上限 …
    delta: int  # +1 or -1
    amount: ast.Node


@attrs.frozen
class DistanceChange(ast.Action):
    """(X)与Y的距离加/减N: X's distance to Y changes (X is the doer: `你与…`, `其他角色与你…`)."""

    to: ast.Node
    delta: int
    amount: ast.Node


@attrs.frozen
class UseLimit(ast.Action):
    """于X阶段使用「Y」的次数上限加N (amount None: 无次数限制)."""

    phase: str | None
    card: ast.Node
    delta: int = 1
    amount: ast.Node | None = None


@attrs.frozen
class NoDistanceLimit(ast.Action):
    card: ast.Node


@attrs.frozen
class IgnoreArmour(ast.Action):
    card: ast.Node


@attrs.frozen
class CannotTarget(ast.Action):
    card: ast.Node


@attrs.frozen
class InvalidFor(ast.Action):
    """X对Y无效 (a kind of card has no effect on Y)."""

    card: ast.Node
    player: ast.Node


NODES = (AttributeChange, DistanceChange, UseLimit, NoDistanceLimit, IgnoreArmour, CannotTarget, InvalidFor)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _delta(children) -> int:
    return -1 if any(isinstance(c, str) and c.type in ("REDUCE", "MINUS") for c in children) else 1


def _phase(b, children):
    tok = next((c for c in children if isinstance(c, str) and c.type.endswith("_PHASE")), None)
    return b.meaning(tok) if tok is not None else None


def _use_limit(b, meta, children):
    found = _nodes(children)
    return UseLimit(_phase(b, children), found[0], _delta(children), found[1], span=b.span(meta))


def _no_use_limit(b, meta, children):
    return UseLimit(_phase(b, children), _nodes(children)[0], 1, None, span=b.span(meta))


RULES = {
    "attribute_change": lambda b, meta, children: AttributeChange(_nodes(children)[0], _delta(children),
                                                                  _nodes(children)[1], span=b.span(meta)),
    "distance_change": lambda b, meta, children: DistanceChange(_nodes(children)[0], _delta(children),
                                                                _nodes(children)[1], span=b.span(meta)),
    "use_limit": _use_limit,
    "no_use_limit": _no_use_limit,
    "no_distance_limit": lambda b, meta, children: NoDistanceLimit(_nodes(children)[0], span=b.span(meta)),
    "ignore_armour": lambda b, meta, children: IgnoreArmour(_nodes(children)[0], span=b.span(meta)),
    "cannot_target": lambda b, meta, children: CannotTarget(_nodes(children)[0], span=b.span(meta)),
    "invalid": lambda b, meta, children: InvalidFor(*_nodes(children), span=b.span(meta)),
}

MODIFIABLE = frozenset({"hand_limit", "attack_range", "max_strength"})


def check(c, node, depth: int) -> None:
    if isinstance(node, AttributeChange):
        attr = node.attribute
        if attr.name not in MODIFIABLE:
            word = c.words.attribute(attr.name)
            c.report(c.error("E246", attr.span, f"「{word}」不能这样持续修改",
                             "锁定技可以修改手牌上限、进攻范围；军力用「回复」「失去」"))
        if attr.subject is not None:
            c.check_ref(attr.subject)
    if isinstance(node, (DistanceChange, InvalidFor)):
        c.check_ref(node.to if isinstance(node, DistanceChange) else node.player)


def describe(d, node) -> str:
    sign = "加" if getattr(node, "delta", 1) > 0 else "减"
    if isinstance(node, AttributeChange):
        return f"{d.expr(node.attribute)}{sign}{d.expr(node.amount)}"
    if isinstance(node, DistanceChange):
        return f"与{d.ref(node.to)}的距离{sign}{d.expr(node.amount)}"
    if isinstance(node, UseLimit):
        phase = "于出牌阶段" if node.phase == "play" else ""
        if node.amount is None:
            return f"{phase}使用{d.ref(node.card)}无次数限制"
        return f"{phase}使用{d.ref(node.card)}的次数上限{sign}{d.expr(node.amount)}"
    if isinstance(node, NoDistanceLimit):
        return f"使用{d.ref(node.card)}无距离限制"
    if isinstance(node, IgnoreArmour):
        return f"使用的{d.ref(node.card)}无视目标角色的防具"
    if isinstance(node, CannotTarget):
        return f"不能成为{d.ref(node.card)}的目标"
    return f"{d.ref(node.card)}对{d.ref(node.player)}无效"


def lower(lw, node):
    from zhdsl.games.xingxiu import statics as st

    if isinstance(node, AttributeChange):
        attr = node.attribute
        subject = lw.lower(attr.subject) if attr.subject is not None else None
        return st.AttributeMod(subject, attr.name, node.delta, lw.lower(node.amount))
    if isinstance(node, DistanceChange):
        return st.DistanceMod(lw.lower(node.to), node.delta, lw.lower(node.amount))
    if isinstance(node, UseLimit):
        return st.UseLimitMod(node.phase, lw.lower(node.card), node.delta,
                              lw.lower(node.amount) if node.amount is not None else None)
    if isinstance(node, NoDistanceLimit):
        return st.NoDistanceLimitMod(lw.lower(node.card))
    if isinstance(node, IgnoreArmour):
        return st.IgnoreArmourMod(lw.lower(node.card))
    if isinstance(node, CannotTarget):
        return st.CannotTargetMod(lw.lower(node.card))
    return st.InvalidMod(lw.lower(node.card), lw.lower(node.player))
