"""`X为财富大于10的其他角色数`: how many living players — other than you with 其他角色 — have the attribute so, when X is
taken (rule 10.59)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class PlayersCounted(ast.Node):
    """The number of living players (`others`: not you) whose `attribute` compares so with `value`."""

    attribute: str
    op: str
    value: ast.Node
    others: bool


@attrs.frozen
class SameIs(ast.Node):
    """`（等于…）` after a step with 等量: its amount is the expression (rule 10.60); the builder puts it in place."""

    expr: ast.Node
    REPLACES_SAME = True


NODES = (PlayersCounted,)
_OTHERS = frozenset({"OTHER_PLAYERS", "ALL_OTHERS"})


def build(b, meta, children):
    var, word, op, value = children[0], children[2], children[3], children[4]
    others = any(getattr(c, "type", None) in _OTHERS for c in children[5:])
    counted = PlayersCounted(b.meaning(word), b.meaning(op), value, others,
                             span=b.tok_span(word).cover(b.span(meta)))
    return ast.Define(str(var), counted, span=b.span(meta))


RULES = {"define_players_counted": build,
         "same_note": lambda b, meta, children: SameIs(children[-1], span=b.span(meta))}


def check(c, node: PlayersCounted, depth: int) -> None:
    c.check_expr(node.value)


def lower(lw, node: PlayersCounted):
    return PlayersCountedExpr(node.attribute, node.op, lw.lower(node.value), node.others)


def describe(d, node: PlayersCounted) -> str:
    who = d.word("structure", "target_other") if node.others else ""
    count = d.word("structure", "count") if node.others else d.word("reference", "player_count")
    return f"{d.attribute(node.attribute)}{d.op(node.op)}{d.expr(node.value)}{d.word('structure', 'of')}{who}{count}"


_TESTS = {">": int.__gt__, ">=": int.__ge__, "<": int.__lt__, "<=": int.__le__, "=": int.__eq__, "!=": int.__ne__}


@attrs.frozen
class PlayersCountedExpr:
    """Rule 10.59: counted over the living players, in turn order from you."""

    attribute: str
    op: str
    value: object
    others: bool

    def evaluate(self, ctx: fx.Ctx) -> int:
        n = self.value.evaluate(ctx)
        if n is None:
            return 0
        s = ctx.rt.state
        seats = [p for p in s.order_from(ctx.you) if not (self.others and p == ctx.you)]
        return sum(1 for p in seats if _TESTS[self.op](ctx.rt.attr(p, self.attribute), n))
