"""What a response or a skill does to a card being used (rules 7, 8, 10, 15.10, 19): `防御此「进攻」的效果`,
`该计策牌对该角色失效`, `令此「进攻」依然对其生效`, `该角色不能使用「防守」响应此「进攻」`, `此「进攻」对你无效`,
`将此「进攻」转移给…`, `额外指定至多两名目标`, and `跳过此次出牌阶段`."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Defend(ast.Action):
    card: ast.Node  # the kind named (此「进攻」)


@attrs.frozen
class Nullify(ast.Action):
    card: ast.Node
    player: ast.Node


@attrs.frozen
class Still(ast.Action):
    card: ast.Node
    player: ast.Node


@attrs.frozen
class CannotRespond(ast.Action):
    """(该角色)不能使用「防守」响应此「进攻」."""

    response: ast.Node
    card: ast.Node


@attrs.frozen
class Invalid(ast.Action):
    """此「进攻」对你无效 (this use, now); `黑色的「进攻」对你无效` without 此 is a static (statics.py)."""

    card: ast.Node
    player: ast.Node


@attrs.frozen
class Transfer(ast.Action):
    card: ast.Node
    to: ast.Node


@attrs.frozen
class Extra(ast.Action):
    """额外指定至多N名目标."""

    amount: ast.Node


@attrs.frozen
class Skip(ast.Action):
    phase: str  # play draw judge …


NODES = (Defend, Nullify, Still, CannotRespond, Invalid, Transfer, Extra, Skip)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _skip(b, meta, children):
    tok = [c for c in children if isinstance(c, str) and c.type.endswith("_PHASE")][0]
    return Skip(b.meaning(tok), span=b.span(meta))


RULES = {
    "defend": lambda b, meta, children: Defend(_nodes(children)[0], span=b.span(meta)),
    "nullify": lambda b, meta, children: Nullify(*_nodes(children), span=b.span(meta)),
    "still": lambda b, meta, children: Still(*_nodes(children), span=b.span(meta)),
    "cannot_respond": lambda b, meta, children: CannotRespond(*_nodes(children), span=b.span(meta)),
    "invalid_this": lambda b, meta, children: Invalid(*_nodes(children), span=b.span(meta)),
    "transfer": lambda b, meta, children: Transfer(*_nodes(children), span=b.span(meta)),
    "extra": lambda b, meta, children: Extra(_nodes(children)[0], span=b.span(meta)),
    "skip": _skip,
    "phase_word": lambda b, meta, children: children[0],
}


def check(c, node, depth: int) -> None:
    for name in ("player", "to"):
        ref = getattr(node, name, None)
        if ref is not None:
            c.check_ref(ref)


_PHASES = {"play": "出牌阶段", "draw": "摸牌阶段", "judge": "判定阶段", "prepare": "准备阶段", "discard": "弃牌阶段",
           "finish": "结束阶段"}


def describe(d, node) -> str:
    if isinstance(node, Defend):
        return f"防御此{d.ref(node.card)}的效果"
    if isinstance(node, Nullify):
        return f"该{d.ref(node.card)}对{d.ref(node.player)}失效"
    if isinstance(node, Still):
        return f"令此{d.ref(node.card)}依然对{d.ref(node.player)}生效"
    if isinstance(node, CannotRespond):
        return f"不能使用{d.ref(node.response)}响应此{d.ref(node.card)}"
    if isinstance(node, Invalid):
        return f"此{d.ref(node.card)}对{d.ref(node.player)}无效"
    if isinstance(node, Transfer):
        return f"将此{d.ref(node.card)}转移给{d.ref(node.to)}"
    if isinstance(node, Extra):
        return f"额外指定至多{d.expr(node.amount)}名目标"
    return f"跳过此次{_PHASES.get(node.phase, node.phase)}"


def lower(lw, node):
    if isinstance(node, Defend):
        return OutcomeStep("defended", lw.lower(node.card), None)
    if isinstance(node, Nullify):
        return OutcomeStep("nullified", lw.lower(node.card), lw.lower(node.player))
    if isinstance(node, Still):
        return OutcomeStep("still", lw.lower(node.card), lw.lower(node.player))
    if isinstance(node, Invalid):
        return OutcomeStep("invalid", lw.lower(node.card), lw.lower(node.player))
    if isinstance(node, CannotRespond):
        return ForbidStep(lw.lower(node.response), lw.lower(node.card))
    if isinstance(node, Transfer):
        return TransferStep(lw.lower(node.card), lw.lower(node.to))
    if isinstance(node, Extra):
        return ExtraStep(lw.lower(node.amount))
    return SkipStep(node.phase)


@attrs.frozen
class OutcomeStep:
    """Mark what happens to a use for one player: defended / nullified / still effective / invalid."""

    outcome: str
    card: object  # KindSpec of the use meant
    player: object  # whom (None: the one the window is for)

    def run(self, ctx) -> bool:
        return ctx.rt.mark_outcome(ctx, self.outcome, self.card, self.player)


@attrs.frozen
class ForbidStep:
    response: object
    card: object

    def run(self, ctx) -> bool:
        return ctx.rt.forbid_response(ctx, ctx.doer, self.response, self.card)


@attrs.frozen
class TransferStep:
    card: object
    to: object

    def run(self, ctx) -> bool:
        return ctx.rt.transfer(ctx, self.card, self.to)

    def ready(self, ctx) -> bool:
        return ctx.rt.can_transfer(ctx, self.card, self.to)


@attrs.frozen
class ExtraStep:
    amount: object

    def run(self, ctx) -> bool:
        return ctx.rt.extra_targets(ctx, self.amount)

    def ready(self, ctx) -> bool:
        return ctx.rt.can_extra_targets(ctx)


@attrs.frozen
class SkipStep:
    phase: str

    def run(self, ctx) -> bool:
        ctx.rt.skip_phase(ctx.doer, self.phase)
        return True
