"""Conditions after 若 (rules 15.4–15.8): `成功`, `如此做`, `有角色打出`, `你军力未满`, `你没有手牌`,
`你的判定区内没有牌`, `你于此阶段没有造成过伤害`, `你本回合没有使用过「进攻」`,
`你于此阶段弃置了至少两张手牌`, `此「进攻」是你最后的手牌`, `你与其的距离大于一`, `你的手牌数为全场最少`,
and comparisons of numbers: `你的手牌数小于二`, `伤害值大于一`, `X为其他白虎角色的数量`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Flag(ast.Node):
    """成功 (success), 如此做 (done), 有角色打出 (someone_played)."""

    kind: str


@attrs.frozen
class Wounded(ast.Node):
    """X军力未满."""

    attribute: ast.Node


@attrs.frozen
class HasCards(ast.Node):
    """X有/没有Y (Y a kind of card, from the hand) or X的Z区内有/没有牌."""

    holder: ast.Node  # a player, or a zone
    has: bool
    kind: ast.Node | None = None


@attrs.frozen
class Did(ast.Node):
    """X于此阶段/本回合(没有)造成过伤害 / 使用过Y / 弃置了(至少)N张Y."""

    player: ast.Node
    scope: str  # phase turn
    what: str  # damage use discard
    negated: bool = False
    kind: ast.Node | None = None
    op: str = ">="
    count: ast.Node | None = None


@attrs.frozen
class LastHand(ast.Node):
    """此「X」是Y最后的手牌 (rule 19.35)."""

    card: ast.Node
    player: ast.Node


@attrs.frozen
class DistanceIs(ast.Node):
    a: ast.Node
    b: ast.Node
    op: str
    value: ast.Node


@attrs.frozen
class Extreme(ast.Node):
    """X为全场最少/最多."""

    value: ast.Node
    most: bool


@attrs.frozen
class DamageValue(ast.Node):
    """伤害值 / 此次伤害的伤害值."""


@attrs.frozen
class PlayerCount(ast.Node):
    """X的数量: how many players X describes."""

    players: ast.Node


NODES = (Flag, Wounded, HasCards, Did, LastHand, DistanceIs, Extreme, DamageValue, PlayerCount)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _toks(children):
    return [c.type for c in children if isinstance(c, str)]


def _flag(kind):
    return lambda b, meta, children: Flag(kind, span=b.span(meta))


def _has(b, meta, children):
    found = _nodes(children)
    has = "HAS" in _toks(children)
    kind = found[1] if len(found) > 1 else None
    return HasCards(found[0], has, kind, span=b.span(meta))


def _did(b, meta, children):
    player, history = _nodes(children)
    return attrs.evolve(history, player=player, span=b.span(meta))


def _history(b, meta, children):
    toks = _toks(children)
    found = _nodes(children)
    scope = "phase" if "THIS_PHASE" in toks else "turn"
    negated = "HAS_NO" in toks
    if "CAUSE" in toks:
        return Did(None, scope, "damage", negated, span=b.span(meta))
    if "USE" in toks:
        return Did(None, scope, "use", negated, found[-1], span=b.span(meta))
    op = ">="
    comparator = next((c for c in children if isinstance(c, str) and c.type in _OPS), None)
    if comparator is not None:
        op = _OPS[comparator.type]
    count = next(n for n in found if type(n).__name__ == "Count")
    return Did(None, scope, "discard", False, found[-1], op, count, span=b.span(meta))


_OPS = {"GT": ">", "LT": "<", "EQ": "=", "GE": ">=", "LE_CMP": "<=", "NE": "!=", "IS": "="}


def _last_hand(b, meta, children):
    card, player = _nodes(children)
    return LastHand(card, player, span=b.span(meta))


def _distance_is(b, meta, children):
    a, bb, value = _nodes(children)
    op_tok = next(c for c in children if isinstance(c, str) and c.type in _OPS)
    return DistanceIs(a, bb, _OPS[op_tok.type], value, span=b.span(meta))


def _extreme(b, meta, children):
    value = _nodes(children)[0]
    return Extreme(value, "MOST" in _toks(children), span=b.span(meta))


RULES = {
    "success": _flag("success"),
    "done_so": _flag("done"),
    "someone_played": _flag("someone_played"),
    "wounded": lambda b, meta, children: Wounded(_nodes(children)[0], span=b.span(meta)),
    "holds_cards": _has,
    "zone_holds_cards": _has,
    "did": _did,
    "history": _history,
    "last_hand": _last_hand,
    "distance_is": _distance_is,
    "extreme": _extreme,
    "damage_value": lambda b, meta, children: DamageValue(span=b.span(meta)),
    "player_count_of": lambda b, meta, children: PlayerCount(_nodes(children)[0], span=b.span(meta)),
}


def check(c, node, depth: int) -> None:
    if isinstance(node, Wounded) and node.attribute.name != "strength":
        c.report(c.error("E247", node.attribute.span, "「未满」只能说军力", "写作「若你的军力未满」"))


def describe(d, node) -> str:
    if isinstance(node, Flag):
        return {"success": "成功", "done": "如此做", "someone_played": "有角色打出"}[node.kind]
    if isinstance(node, Wounded):
        return f"{d.expr(node.attribute)}未满"
    if isinstance(node, HasCards):
        holder = d.ref(node.holder) if not isinstance(node.holder, ast.Zone) else d.zone(node.holder) + "内"
        return f"{holder}{'有' if node.has else '没有'}{d.ref(node.kind) if node.kind is not None else '牌'}"
    if isinstance(node, Did):
        scope = "于此阶段" if node.scope == "phase" else "本回合"
        if node.what == "damage":
            return f"{d.ref(node.player)}{scope}{'没有' if node.negated else ''}造成过伤害"
        if node.what == "use":
            return f"{d.ref(node.player)}{scope}{'没有' if node.negated else ''}使用过{d.ref(node.kind)}"
        return f"{d.ref(node.player)}{scope}弃置了{d.op(node.op)}{d.ref(node.count)}{d.ref(node.kind)}"
    if isinstance(node, LastHand):
        return f"此{d.ref(node.card)}是{d.ref(node.player)}最后的手牌"
    if isinstance(node, DistanceIs):
        return f"{d.ref(node.a)}与{d.ref(node.b)}的距离{d.op(node.op)}{d.expr(node.value)}"
    if isinstance(node, Extreme):
        return f"{d.expr(node.value)}为全场{'最多' if node.most else '最少'}"
    if isinstance(node, DamageValue):
        return "伤害值"
    return f"{d.ref(node.players)}的数量"


def lower(lw, node):
    if isinstance(node, Flag):
        return FlagCond(node.kind)
    if isinstance(node, Wounded):
        return WoundedCond(lw.lower(node.attribute.subject) if node.attribute.subject is not None else None)
    if isinstance(node, HasCards):
        holder = lw.lower(node.holder)
        return HasCardsCond(holder, node.has, lw.lower(node.kind) if node.kind is not None else None)
    if isinstance(node, Did):
        return DidCond(lw.lower(node.player), node.scope, node.what, node.negated,
                       lw.lower(node.kind) if node.kind is not None else None, node.op,
                       lw.lower(node.count) if node.count is not None else None)
    if isinstance(node, LastHand):
        return LastHandCond(lw.lower(node.player))
    if isinstance(node, DistanceIs):
        return fx.Compare(DistanceExpr(lw.lower(node.a), lw.lower(node.b)), node.op, lw.lower(node.value))
    if isinstance(node, Extreme):
        return ExtremeCond(lw.lower(node.value), node.most)
    if isinstance(node, DamageValue):
        return DamageValueExpr()
    return PlayerCountExpr(lw.lower(node.players))


@attrs.frozen
class FlagCond:
    kind: str

    def holds(self, ctx) -> bool:
        if self.kind == "success":
            return ctx.rt.succeeded(ctx)
        if self.kind == "someone_played":
            return ctx.values.get("someone_played") is not None
        return True  # 如此做: the step before it was done, or the sequence would have stopped


def _seat(ref, ctx):
    if ref is None:
        return ctx.you
    seats = ref.players(ctx)
    return seats[0] if seats else None


@attrs.frozen
class WoundedCond:
    player: object

    def holds(self, ctx) -> bool:
        seat = _seat(self.player, ctx)
        return seat is not None and ctx.rt.wounded(seat)


@attrs.frozen
class HasCardsCond:
    holder: object  # player ref or fx.ZoneSpec
    has: bool
    kind: object

    def holds(self, ctx) -> bool:
        rt = ctx.rt
        if isinstance(self.holder, fx.ZoneSpec):
            cards = self.holder.cards(ctx) if self.holder.zone != "region" else rt.region_cards(
                _seat(self.holder.owner, ctx))
            n = len(cards or [])
        else:
            seat = _seat(self.holder, ctx)
            if seat is None:
                return False
            n = sum(1 for uid in rt.hand_cards(seat) if self.kind is None or self.kind.matches(rt, uid))
        return (n > 0) == self.has


@attrs.frozen
class DidCond:
    player: object
    scope: str
    what: str
    negated: bool
    kind: object
    op: str
    count: object

    def holds(self, ctx) -> bool:
        seat = _seat(self.player, ctx)
        if seat is None:
            return False
        rt = ctx.rt
        if self.what == "damage":
            return (rt.damage_done(seat, self.scope) > 0) != self.negated
        if self.what == "use":
            return rt.used(seat, self.scope, self.kind) != self.negated
        n = rt.discarded(seat, self.scope)
        want = self.count.bounds(ctx, 0)[0] if self.count is not None else 1
        return fx._COMPARE[self.op](n, want)


@attrs.frozen
class LastHandCond:
    player: object

    def holds(self, ctx) -> bool:
        use = ctx.use if ctx.use is not None else getattr(ctx.event, "use", None)
        return bool(use is not None and use.last_hand)


@attrs.frozen
class DistanceExpr:
    a: object
    b: object

    def evaluate(self, ctx):
        a, b = _seat(self.a, ctx), _seat(self.b, ctx)
        if a is None or b is None:
            return None
        return ctx.rt.distance(a, b)


@attrs.frozen
class ExtremeCond:
    value: object
    most: bool

    def holds(self, ctx) -> bool:
        mine = self.value.evaluate(ctx)
        if mine is None or not isinstance(self.value, fx.AttrOf):
            return False
        others = [ctx.rt.attr(p, self.value.name) for p in ctx.rt.state.alive()]
        return mine == (max(others) if self.most else min(others))


@attrs.frozen
class DamageValueExpr:
    def evaluate(self, ctx):
        return getattr(ctx.event, "amount", None)


@attrs.frozen
class PlayerCountExpr:
    players: object

    def evaluate(self, ctx):
        ref = self.players
        if hasattr(ref, "candidates"):
            return len(ref.candidates(ctx))
        return len(ref.players(ctx))
