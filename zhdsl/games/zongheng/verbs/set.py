"""变为 (set): `你的财富变为10` — a counter of a player becomes a value (rule 10.14). Neither
生产 nor 折损: it has no source, so no 折损-triggered mode rule sees it; the counter's bounds hold
(财富 not below 0), and the game's checks (death, 物资 tiers) run after it like after any change."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.source import Span

SETTABLE = ("wealth", "supply", "storage", "efficiency")  # 精力 is a pool of colours: no single value


@attrs.frozen
class SetAttribute(ast.Action):
    """将你的财富变为10"""

    attribute: ast.Attribute
    value: ast.Node


NODES = (SetAttribute,)


_OPS = {"PLUS": "+", "MINUS": "-", "INCREASE": "+", "DECREASE": "-"}


def adjust(b, meta, children):
    """`你的仓储+1`: the counter becomes itself plus (or minus) the amount (rule 10.14)."""
    attribute, value = [c for c in children if not isinstance(c, str)]
    # 增加 / 减少 are + / - in words (rule 10.66)
    op = next(_OPS[getattr(c, "type", "")] for c in children if getattr(c, "type", "") in _OPS)
    span = Span(attribute.span.start, value.span.end)
    return SetAttribute(attribute, ast.BinOp(op, attribute, value, span=span), span=b.span(meta))


RULES = {"set_attribute": SetAttribute, "adjust_attribute": adjust}


def check(c, node: SetAttribute, depth: int) -> None:
    attribute = node.attribute
    if attribute.name not in SETTABLE:
        names = "、".join(c.words.attribute(a) for a in SETTABLE)
        c.report(c.error("E226", attribute.span, f"「{c.words.attribute(attribute.name)}」不能直接变为一个数值",
                         f"可以变为数值的是{names}，例如「你的财富变为10」"))
        return
    c.check_expr(attribute)
    c.check_expr(node.value)


def lower(lw, node: SetAttribute):
    subject = lw.lower(node.attribute.subject) if node.attribute.subject is not None else None
    return SetStep(subject, node.attribute.name, lw.lower(node.value))


def describe(d, node: SetAttribute) -> str:
    return f"{d.expr(node.attribute)}{d.verb('transform')}{d.expr(node.value)}"


@attrs.frozen
class SetStep:
    subject: object  # a PlayerRef, or None: whoever does the step
    name: str
    value: object  # an expression

    def naming(self, actor) -> "SetStep | None":
        """`令其财富变为5`, `其财富变为5`: the same step as `该角色的财富变为5` (rule 11.180): a set has no source."""
        return attrs.evolve(self, subject=actor) if self.subject is None else None

    def _seats(self, ctx: fx.Ctx) -> list[int]:
        return [ctx.doer] if self.subject is None else self.subject.players(ctx)

    def run(self, ctx: fx.Ctx) -> bool:
        seats = self._seats(ctx)
        if not seats:
            ctx.rt.log("fail", ctx.you, "没有可以改变的角色")
            return False
        # the value for each player in turn: a bare 财富 in it is that player's own (`你的仓储+1`, rule 10.14)
        values = [fx.amount(self.value, attrs.evolve(ctx, actor=seat)) for seat in seats]
        return all([ctx.rt.set_attribute(seat, self.name, v) for seat, v in zip(seats, values)])

    def ready(self, ctx: fx.Ctx) -> bool:
        return bool(self._seats(ctx))
