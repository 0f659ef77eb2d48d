"""The distance between two players as an amount: `X为你与其的距离`, `生产等同于你与目标角色的距离的财富` (rule 12.13).
It is the distance of rule 2.3 (seats between them + 1 the shorter way round, the dead not counted; 0 to oneself)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_WITH = BY_TERMINAL["_WITH"].text  # 与


@attrs.frozen
class DistanceBetween(ast.Node):
    """`你与其的距离`: the distance from `first` to `second`, both one player."""

    first: ast.Node
    second: ast.Node

    # `令目标角色折损X财富（X为你与其的距离）`: 其 is the target, not the 你 written just before it (rule 12.13); read
    # back as `其与你的距离` (其 owns without 的, rule 12.13(a)), the 你 after it is not named either
    @property
    def UNNAMED_FIELDS(self) -> tuple:
        second = isinstance(self.second, ast.Ref) and self.second.kind == "you" and not _you(self.first)
        return ("second",) if second else ("first",)


NODES = (DistanceBetween,)


def build(b, meta, children):
    """`你与其的距离`; `目标角色与你的距离` (与你的距离 is one word, the distance to you)."""
    found = [c for c in children if isinstance(c, ast.Node)]
    if len(found) == 1:
        word = children[-1]
        found.append(ast.Ref("you", span=b.tok_span(word)))
    first, second = found
    return DistanceBetween(first, second, span=b.span(meta))


RULES = {"distance_between": build}


def check(c, node: DistanceBetween, depth: int) -> None:
    word = c.words.structure("distance")
    for ref in (node.first, node.second):
        c.check_ref(ref)
        if not c.is_single_player(ref) and not c.one_or_each(ref):  # 该角色 of a 追加: each (rule 12.8(l))
            c.report(c.error("E204", ref.span, f"「{word}」只在两名角色之间计算，「{c.words.ref(ref)}」不是一名角色",
                             f"例如「X为你与目标角色的{word}」"))


def lower(lw, node: DistanceBetween):
    return DistanceExpr(lw.lower(node.first), lw.lower(node.second))


def _you(ref) -> bool:
    return isinstance(ref, ast.Ref) and ref.kind == "you"


def describe(d, node: DistanceBetween) -> str:
    first, second = node.first, node.second
    if isinstance(second, ast.Ref) and second.kind == "it":  # `你与其的距离` reads `其与你的距离` (rule 12.13(a))
        first, second = second, first
    return f"{d.ref(first)}{_WITH}{d.ref(second)}{d.word('structure', 'of')}{d.word('structure', 'distance')}"


@attrs.frozen
class DistanceExpr:
    first: object  # a player reference
    second: object

    def evaluate(self, ctx: fx.Ctx) -> int | None:
        a, b = self.first.players(ctx), self.second.players(ctx)
        if len(a) != 1 or len(b) != 1:
            return None
        return ctx.rt.seat_distance(a[0], b[0])

    def each(self, ctx: fx.Ctx) -> list | None:
        """In a comparison, the distance to each of several players compared one by one (rule 12.8(l))."""
        if not any(isinstance(r, fx.PlayerRef) and r.kind in fx.EACH_KINDS for r in (self.first, self.second)):
            return None
        a, b = self.first.players(ctx), self.second.players(ctx)
        if len(a) * len(b) <= 1:
            return None
        return [ctx.rt.seat_distance(x, y) for x in a for y in b]
