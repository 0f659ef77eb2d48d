"""摸 (draw): `摸两张牌`, `摸两张手牌`, `摸X张牌`, `摸等量的牌`; and in a draw phase `多摸一张牌` /
`少摸一张牌`, which change how many cards the phase draws (rule 5.6)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Draw(ast.Action):
    count: ast.Node
    kind: ast.Node


@attrs.frozen
class DrawMod(ast.Action):
    """多摸 / 少摸 N张牌."""

    more: bool
    count: ast.Node
    kind: ast.Node


NODES = (Draw, DrawMod)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _draw(b, meta, children):
    count, kind = _nodes(children)
    return Draw(count, kind, span=b.span(meta))


def _draw_mod(b, meta, children):
    count, kind = _nodes(children)
    return DrawMod(children[0].type == "DRAW_MORE", count, kind, span=b.span(meta))


RULES = {"draw": _draw, "draw_mod": _draw_mod}


def check(c, node, depth: int) -> None:
    from zhdsl.games.xingxiu.verbs.cards import check_count

    kinds = set(node.kind.kinds)
    if node.kind.names or node.kind.colour is not None or not kinds <= {"card", "hand"}:
        c.report(c.error("E202", node.kind.span, "只能摸牌（从牌堆顶）", "写作「摸两张牌」；要拿特定的牌，写「获得…」"))
    if node.count.kind not in ("n", "same"):
        c.report(c.error("E202", node.count.span, "摸牌要写明张数", "例如「摸两张牌」「摸等量的牌」"))
    check_count(c, node.count)


def describe(d, node) -> str:
    verb = "摸" if isinstance(node, Draw) else ("多摸" if node.more else "少摸")
    return f"{verb}{d.ref(node.count)}{d.ref(node.kind)}"


def lower(lw, node):
    count = lw.lower(node.count)
    if isinstance(node, Draw):
        return DrawStep(count)
    return DrawModStep(node.more, count)


@attrs.frozen
class DrawStep:
    count: object

    def run(self, ctx) -> bool:
        n, _ = self.count.bounds(ctx, 0)
        fx.spent(ctx, n)
        return ctx.rt.draw(ctx.doer, n)

    def ready(self, ctx) -> bool:
        return not ctx.rt.state.players[ctx.doer].dead


@attrs.frozen
class DrawModStep:
    more: bool
    count: object

    def run(self, ctx) -> bool:
        n, _ = self.count.bounds(ctx, 0)
        return ctx.rt.change_draw_count(ctx.doer, n if self.more else -n)

    def ready(self, ctx) -> bool:
        return self.more or ctx.rt.draw_count(ctx.doer) >= fx.amount(self.count.amount, ctx)
