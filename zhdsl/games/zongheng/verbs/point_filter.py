"""Cards filtered by their printed point: `过往中1张点数为0的牌`, `弃1张点数为0的手牌`, `若其中有点数为9的牌` (rule 11.33(a)).
`点数为N的` (or with a comparator, `点数不大于3的`) before a card word keeps only the cards whose point compares so; the
builders of the cards it stands in fold it into their node (`ZoneCards.point_op/point`, `AmongHas.point_op/point`)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class PointOf(ast.Node):
    """`点数为0的`, as the grammar gives it; never left in a built tree."""

    op: str
    value: ast.Node


def build(b, meta, children):
    point, op_tok, value = [c for c in children if getattr(c, "type", None) not in ("OF", "core__OF")][:3]
    op = "=" if getattr(op_tok, "type", None) in ("IS", "core__IS") else b.meaning(op_tok)
    if not isinstance(value, ast.Number):
        b.diagnostics.append(error("E274", value.span, f"「{point}」之后须写一个数", f"例如「过往中1张{point}为0的牌」"))
    return PointOf(op, value, span=b.span(meta))


def build_point_hand(b, meta, children):
    """`弃1张点数为0的手牌`, `使用1张点数不大于3的手牌`: those cards of the doer's 手牌区 (as `弃1张手牌中的…`, rule 11.51)."""
    from zhdsl.games.zongheng.verbs.use import build_verb_zone_cards

    hand = next(c for c in children if isinstance(c, str) and b.meaning(c) == "hand")
    zone = ast.Zone(b.dialect.HAND_ZONE, None, span=b.tok_span(hand))
    return build_verb_zone_cards(b, meta, [children[0], zone, *(c for c in children[1:] if c is not hand)])


def fold(cards, children):
    """`cards` (ZoneCards or AmongHas) narrowed by the PointOf among `children`, if any."""
    point = next((c for c in children if isinstance(c, PointOf)), None)
    if point is None:
        return cards
    value = point.value if isinstance(point.value, ast.Number) else None
    return attrs.evolve(cards, point_op=point.op if value is not None else None, point=value)


def describe(d, op: str | None, point) -> str:
    """`点数等于0的` (empty without a point)."""
    if point is None:
        return ""
    return f"{d.attribute('point')}{d.op(op)}{d.expr(point)}{d.structure('of')}"


RULES = {"point_of": build, "verb_point_hand": build_point_hand}
