"""A condition joined by `&` to the timing before `：` (rule 9.23): `回合开始&你的财富不大于5：获得1物资`. The rulebook's
「&」 joins 「多个条件之间需全部满足」 and defines each timing as a condition (主动 is 「回合内&没有牌正在结算」), so the
condition is one more of them: the effect can be used (an automatic one fires) only while it holds, like a cost that
cannot be paid when it does not. Also the counts and colours of batch r: `你的物资数` (rule 5.10), `1点任意颜色的精力`
(5.10), and a static with a second bound, `（你的效率始终等于你的手牌数，且至少为1）` (13.10)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.text import ast


@attrs.frozen
class HeadCondition(ast.Node):
    """`…&你的财富不大于5：`: the condition, in the head."""

    condition: ast.Node
    notes: tuple = attrs.field(default=(), kw_only=True, metadata=ast.OPTIONAL)  # as every part of a head has


NODES = (HeadCondition,)
COST = True  # a part of the head beside the costs (rule 9.23)


def build(b, meta, children):
    left, op, right = children[0], children[-2], children[-1]
    if not isinstance(left, ast.Attribute):  # `ref attribute_word …`: 的 left out
        left = ast.Attribute(left, b.meaning(children[1]), span=left.span.cover(b.tok_span(children[1])))
    comparison = ast.Comparison(left, b.meaning(op), right, span=b.span(meta))
    return HeadCondition(comparison, span=b.span(meta))


def build_with_player(b, meta, children):
    """`…&你的财富少于目标角色：` is `少于目标角色的财富` (rule 10.35)."""
    left, op, right = children
    same = ast.Attribute(right, left.name, span=right.span)
    return HeadCondition(ast.Comparison(left, b.meaning(op), same, span=b.span(meta)), span=b.span(meta))


def build_counted(b, meta, children):
    """`你的物资数`: the resource itself (rule 5.10)."""
    first = children[0]
    if isinstance(first, ast.Attribute):
        return attrs.evolve(first, span=b.span(meta))
    return ast.Attribute(first, b.meaning(children[1]), span=b.span(meta))


_BLACK = next(word for word, colour in COLOURS.items() if colour == "black" and len(word) > 1)


def build_any_colour(b, meta, children):
    """`任意颜色的精力`: 黑色精力 (the rulebook: 黑色的精力……代表任意颜色)."""
    word, energy = children
    return b.meaning(energy), [type(word)("FREE_TEXT", _BLACK, word.start_pos, word.end_pos)]


def build_invariant_and_bound(b, meta, children):
    """`（你的效率始终等于你的手牌数，且至少为1）`: two statics on the attribute, the bound applied after (rule 13.10)."""
    found = [c for c in children if not (isinstance(c, str) and c.type == "AND")]
    left, op, right, bound, limit = found[0], found[2], found[3], found[4], found[5]
    first = ast.Invariant(left, "=" if op.type == "IS" else b.meaning(op), right, span=b.span(meta))
    return first, ast.Invariant(left, b.meaning(bound), limit, span=b.span(meta))


RULES = {"head_condition": build, "head_compared_with_player": build_with_player, "counted": build_counted,
         "any_colour_energy": build_any_colour, "invariant_and_bound": build_invariant_and_bound}


def check(c, node: HeadCondition, depth: int) -> None:
    c.check_condition(node.condition)


def lower(lw, node: HeadCondition):
    return HeadConditionStep(lw.lower(node.condition), lw.describe.condition(node.condition))


def describe(d, node: HeadCondition) -> str:
    return d.condition(node.condition)


@attrs.frozen
class HeadConditionStep:
    """Rule 9.23: a part of the head that holds or not; as a cost it is paid by holding, so the effect is not usable
    (an automatic one does not fire) while it does not."""

    condition: object
    text: str

    def run(self, ctx: fx.Ctx) -> bool:
        return self.condition.holds(ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.condition.holds(ctx)

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        return None if self.condition.holds(ctx) else f"条件不满足：{self.text}"
