"""Playing out and using cards from an effect (rules 6.7, 6.8): `需打出一张「进攻」响应` (a demand:
not played, the step fails and `否则` follows), `对方与你轮流打出「进攻」` (轮流: the duel of 「斗将」),
`依次…` / `依次选择是否…` (each in turn; with 是否, until someone does), `对同一名角色再使用一张「进攻」`,
`令该角色对…使用「进攻」`, and `视为你使用或打出了一张「防守」` (a card that is no card, rule 14.8(c))."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class PlayOut(ast.Action):
    count: ast.Node
    kind: ast.Node
    demand: bool = False  # 需打出…响应


@attrs.frozen
class Alternate(ast.Action):
    """从A开始，A与B轮流打出X: the first who does not play out loses (首先放弃打出X的角色, 另一名角色)."""

    first: ast.Node
    a: ast.Node
    b: ast.Node
    kind: ast.Node


@attrs.frozen
class InTurn(ast.Action):
    """依次X (each of the actors in turn), 依次选择是否X (each may, until one does)."""

    action: ast.Node
    whether: bool = False


@attrs.frozen
class UseCard(ast.Action):
    """对X（再）使用（一张）「Y」: the doer uses a card of that kind on X, from the hand or as its skills
    allow; not used, the step fails."""

    to: ast.Node
    kind: ast.Node
    again: bool = False


@attrs.frozen
class AsIf(ast.Action):
    """视为X使用/打出了一张「Y」."""

    who: ast.Node
    mode: str  # use play use_or_play
    kind: ast.Node


NODES = (PlayOut, Alternate, InTurn, UseCard, AsIf)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _toks(children):
    return [c.type for c in children if isinstance(c, str)]


def _play_out(b, meta, children):
    count, kind = _nodes(children)
    return PlayOut(count, kind, "MUST" in _toks(children) or "RESPOND" in _toks(children), span=b.span(meta))


def _alternate(b, meta, children):
    return Alternate(*_nodes(children), span=b.span(meta))


def _in_turn(whether):
    return lambda b, meta, children: InTurn(_nodes(children)[0], whether, span=b.span(meta))


def _use_card(b, meta, children):
    found = _nodes(children)
    return UseCard(found[0], found[-1], "AGAIN" in _toks(children), span=b.span(meta))


def _as_if(b, meta, children):
    toks = _toks(children)
    mode = "use_or_play" if "USE_OR_PLAY" in toks else "use" if "USE" in toks else "play"
    found = _nodes(children)
    return AsIf(found[0], mode, found[-1], span=b.span(meta))


RULES = {
    "play_out": _play_out,
    "alternate": _alternate,
    "in_turn": _in_turn(False),
    "in_turn_whether": _in_turn(True),
    "use_card": _use_card,
    "as_if": _as_if,
}


def check(c, node, depth: int) -> None:
    if isinstance(node, (PlayOut, UseCard, AsIf, Alternate)):
        kind = node.kind
        if getattr(kind, "names", ()) == () and isinstance(node, (UseCard, AsIf, Alternate)):
            c.report(c.error("E244", kind.span, "这里要写出牌名", "例如「使用一张「进攻」」"))
    if isinstance(node, UseCard):
        c.check_ref(node.to)
    if isinstance(node, InTurn):
        c.check_step(node.action, depth)


_MODES = {"use": "使用", "play": "打出", "use_or_play": "使用或打出"}


def describe(d, node) -> str:
    if isinstance(node, PlayOut):
        return ("需" if node.demand else "") + f"打出{d.ref(node.count)}{d.ref(node.kind)}" + ("响应" if node.demand else "")
    if isinstance(node, Alternate):
        return f"从{d.ref(node.first)}开始，{d.ref(node.a)}与{d.ref(node.b)}轮流打出{d.ref(node.kind)}"
    if isinstance(node, InTurn):
        return "依次" + ("选择是否" if node.whether else "") + d.action(node.action)
    if isinstance(node, UseCard):
        return f"对{d.ref(node.to)}{'再' if node.again else ''}使用{d.ref(node.kind)}"
    return f"视为{d.ref(node.who)}{_MODES[node.mode]}了一张{d.ref(node.kind)}"


def lower(lw, node):
    if isinstance(node, PlayOut):
        return PlayOutStep(lw.lower(node.kind))
    if isinstance(node, Alternate):
        return AlternateStep(lw.lower(node.first), lw.lower(node.a), lw.lower(node.b), lw.lower(node.kind))
    if isinstance(node, InTurn):
        return InTurnStep(lw.lower(node.action), node.whether)
    if isinstance(node, UseCard):
        return UseCardStep(lw.lower(node.to), lw.lower(node.kind))
    return AsIfStep(lw.lower(node.who), node.mode, lw.lower(node.kind))


MAX_ROUNDS = 200  # plays of one 轮流 (a bound: each play costs a card, so it ends long before)


@attrs.frozen
class PlayOutStep:
    kind: object

    def run(self, ctx) -> bool:
        return ctx.rt.play_out(ctx.doer, self.kind, ctx)


@attrs.frozen
class AlternateStep:
    first: object
    a: object
    b: object
    kind: object

    def run(self, ctx) -> bool:
        from zhdsl.games.xingxiu.selectors import PICK

        rt = ctx.rt
        firsts, aa, bb = self.first.players(ctx), self.a.players(ctx), self.b.players(ctx)
        if not (firsts and aa and bb):
            rt.log("fail", ctx.you, "轮流打出的角色已不在场")
            return False
        current = firsts[0]
        pair = (aa[0], bb[0])
        other = pair[1] if current == pair[0] else pair[0]
        for _ in range(MAX_ROUNDS):
            if rt.state.players[current].dead or rt.state.players[other].dead:
                return False
            if not rt.play_out(current, self.kind, ctx):
                ctx.values[(PICK, "giver_up")] = current
                ctx.values[(PICK, "the_other")] = other
                return True
            current, other = other, current
        rt.log("limit", ctx.you, f"轮流打出超过{MAX_ROUNDS}次，视为{rt.pname(current)}放弃")
        ctx.values[(PICK, "giver_up")] = current
        ctx.values[(PICK, "the_other")] = other
        return True


@attrs.frozen
class InTurnStep:
    action: object
    whether: bool

    def run(self, ctx) -> bool:
        if self.whether:
            if ctx.values.get("someone_played") is not None:
                return True
            if self.action.run(ctx):
                ctx.values["someone_played"] = ctx.doer
            return True
        return self.action.run(ctx)


@attrs.frozen
class UseCardStep:
    to: object
    kind: object

    def run(self, ctx) -> bool:
        return ctx.rt.use_by_effect(ctx, ctx.doer, self.kind, self.to)


@attrs.frozen
class AsIfStep:
    who: object
    mode: str
    kind: object

    def run(self, ctx) -> bool:
        seats = self.who.players(ctx)
        if not seats:
            return False
        ctx.values["as_if"] = (seats[0], self.mode, self.kind.name)
        ctx.rt.log("as_if", seats[0], f"视为{ctx.rt.pname(seats[0])}{_MODES[self.mode]}了一张「{self.kind.name}」")
        return True
