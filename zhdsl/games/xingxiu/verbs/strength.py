"""军力: 回复 (recover), damage (`受到伤害，减少N点军力`, `受到另一名角色的伤害，减少一点军力`,
`受到你造成的一点伤害`, `对X造成一点伤害`), 失去 (lose, not damage), 军力上限 changes, and changing the
damage being dealt (`令此伤害加一`, `伤害值改为一`) — rules 3, 12."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Recover(ast.Action):
    amount: ast.Node
    extra: bool = False


@attrs.frozen
class Receive(ast.Action):
    """The doer takes damage: `amount` points, from `source` (None: the effect's own source, rule 12.1)."""

    amount: ast.Node
    source: ast.Node | None = None


@attrs.frozen
class Deal(ast.Action):
    """对X造成N点伤害: the doer is the source."""

    target: ast.Node
    amount: ast.Node


@attrs.frozen
class Lose(ast.Action):
    """失去N点军力 (rule 12.5)."""

    amount: ast.Node


@attrs.frozen
class ChangeMax(ast.Action):
    """增加 / 减少 / 失去 N点军力上限."""

    delta: int
    amount: ast.Node


@attrs.frozen
class DamageMod(ast.Action):
    """令此伤害加一 (op "+"/"-") / 伤害值改为一 (op "=")."""

    op: str
    amount: ast.Node


NODES = (Recover, Receive, Deal, Lose, ChangeMax, DamageMod)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _toks(children):
    return [c.type for c in children if isinstance(c, str)]


def _recover(b, meta, children):
    return Recover(_nodes(children)[0], "EXTRA" in _toks(children), span=b.span(meta))


def _receive_reduce(b, meta, children):
    return Receive(_nodes(children)[0], span=b.span(meta))


def _receive_from(b, meta, children):
    source, amount = _nodes(children)
    return Receive(amount, source, span=b.span(meta))


def _element(b, children) -> None:
    from zhdsl.text.diagnostics import warning

    tok = next((c for c in children if isinstance(c, str) and c.type == "ELEMENT"), None)
    if tok is not None:
        b.diagnostics.append(warning("W250", b.tok_span(tok), f"本游戏没有属性伤害，「{tok}」伤害按普通伤害结算",
                                     "删去属性，写作「造成一点伤害」"))


def _deal(b, meta, children):
    _element(b, children)
    target, amount = _nodes(children)
    return Deal(target, amount, span=b.span(meta))


def _receive_amount(b, meta, children):
    _element(b, children)
    return Receive(_nodes(children)[0], span=b.span(meta))


def _change_max(b, meta, children):
    delta = 1 if children[0].type == "INCREASE" else -1
    return ChangeMax(delta, _nodes(children)[0], span=b.span(meta))


def _damage_mod(b, meta, children):
    op = "-" if "REDUCE" in _toks(children) else "+"
    return DamageMod(op, _nodes(children)[0], span=b.span(meta))


RULES = {
    "recover": _recover,
    "receive_reduce": _receive_reduce,
    "receive_reduce_from": _receive_from,
    "receive_from": _receive_from,
    "receive_amount": _receive_amount,
    "deal": _deal,
    "lose": lambda b, meta, children: Lose(_nodes(children)[0], span=b.span(meta)),
    "change_max": _change_max,
    "damage_mod": _damage_mod,
    "damage_set": lambda b, meta, children: DamageMod("=", _nodes(children)[0], span=b.span(meta)),
}


def check(c, node, depth: int) -> None:
    c.check_amount(node.amount, positive=True)
    for ref in (getattr(node, "source", None), getattr(node, "target", None)):
        if ref is not None:
            c.check_ref(ref)


def describe(d, node) -> str:
    n = d.expr(node.amount)
    if isinstance(node, Recover):
        return ("额外" if node.extra else "") + f"回复{n}点军力"
    if isinstance(node, Receive):
        if node.source is None:
            return f"受到伤害，减少{n}点军力"
        return f"受到{d.ref(node.source)}造成的{n}点伤害"
    if isinstance(node, Deal):
        return f"对{d.ref(node.target)}造成{n}点伤害"
    if isinstance(node, Lose):
        return f"失去{n}点军力"
    if isinstance(node, ChangeMax):
        return ("增加" if node.delta > 0 else "减少") + f"{n}点军力上限"
    if node.op == "=":
        return f"伤害值改为{n}"
    return f"令此伤害{'加' if node.op == '+' else '减'}{n}"


def lower(lw, node):
    amount = lw.lower(node.amount)
    if isinstance(node, Recover):
        return RecoverStep(amount, node.extra)
    if isinstance(node, Receive):
        return DamageStep(None, amount, lw.lower(node.source) if node.source is not None else None)
    if isinstance(node, Deal):
        return DamageStep(lw.lower(node.target), amount, "doer")
    if isinstance(node, Lose):
        return LoseStep(amount)
    if isinstance(node, ChangeMax):
        return ChangeMaxStep(node.delta, amount)
    return DamageModStep(node.op, amount)


def effect_source(ctx):
    """The source of damage a text names none for (rule 12.1): a card's user; none for a delayed strategy's
    judgement (天诛); a skill's owner."""
    if getattr(ctx, "judging", None) is not None:
        return None
    use = getattr(ctx, "use", None)
    if use is not None:
        return use.user
    return ctx.you


@attrs.frozen
class RecoverStep:
    amount: object
    extra: bool = False

    def run(self, ctx) -> bool:
        return ctx.rt.recover(ctx.doer, fx.amount(self.amount, ctx), ctx.you) > 0

    def ready(self, ctx) -> bool:
        return ctx.rt.wounded(ctx.doer)


@attrs.frozen
class DamageStep:
    target: object  # None: the doer takes it
    amount: object
    source: object  # a player reference, "doer" (对X造成: the doer), or None: the effect's source

    def _source(self, ctx):
        if self.source == "doer":
            return ctx.doer
        if self.source is not None:
            seats = self.source.players(ctx)
            return seats[0] if seats else None
        return effect_source(ctx)

    def run(self, ctx) -> bool:
        rt = ctx.rt
        targets = [ctx.doer] if self.target is None else self.target.players(ctx)
        if not targets:
            rt.log("fail", ctx.you, "没有受到伤害的角色")
            return False
        source = self._source(ctx)
        n = fx.amount(self.amount, ctx)
        for seat in targets:
            rt.damage(seat, n, source, ctx)
        return True

    def ready(self, ctx) -> bool:
        if self.target is None:
            return True
        return bool(self.target.players(ctx)) if not hasattr(self.target, "candidates") else bool(
            self.target.candidates(ctx))


@attrs.frozen
class LoseStep:
    amount: object

    def run(self, ctx) -> bool:
        ctx.rt.lose_strength(ctx.doer, fx.amount(self.amount, ctx))
        return True


@attrs.frozen
class ChangeMaxStep:
    delta: int
    amount: object

    def run(self, ctx) -> bool:
        ctx.rt.change_max_strength(ctx.doer, self.delta * fx.amount(self.amount, ctx))
        return True


@attrs.frozen
class DamageModStep:
    op: str
    amount: object

    def run(self, ctx) -> bool:
        damage = ctx.event
        if damage is None or not hasattr(damage, "amount"):
            ctx.rt.log("fail", ctx.you, "没有正在进行的伤害")
            return False
        n = fx.amount(self.amount, ctx)
        new = damage.amount + n if self.op == "+" else damage.amount - n if self.op == "-" else n
        ctx.rt.log("damage_mod", ctx.you, f"伤害值由{damage.amount}变为{max(0, new)}")
        damage.amount = max(0, new)
        return True
