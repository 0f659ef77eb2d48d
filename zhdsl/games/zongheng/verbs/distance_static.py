"""`（其他角色与你的距离+1）`, `（你与其他角色的距离-1）`: a static effect that changes distances while its card is in force
(rule 13.22): the distance from any other player to the card's owner, or from the owner to any other player, is so much
more or less (never below 1 between two players). The runtime's `seat_distance` reads the rules."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

DISTANCE_TO_YOU = "distance_to_you"  # the static rule's attribute: other players' distance to the owner
DISTANCE_FROM_YOU = "distance_from_you"  # the owner's distance to other players


@attrs.frozen
class DistanceChange(ast.Node):
    """`其他角色与你的距离+1` (to_you) or `你与其他角色的距离-1` (not to_you): `sign` × `amount`."""

    to_you: bool
    sign: str  # + -
    amount: ast.Node


NODES = (DistanceChange,)
_SIGNS = {"PLUS": "+", "INCREASE": "+", "MINUS": "-", "DECREASE": "-"}


def build(b, meta, children):
    first = children[0]
    to_you = not isinstance(first, ast.Ref)
    if not to_you and first.kind != "you":  # `（目标角色与其他角色的距离-1）`: only the card's owner (rule 13.22)
        b.diagnostics.append(error("E209", first.span, "常驻效果只能约束「你」", "写「（你与其他角色的距离-1）」"))
    sign = next(_SIGNS[c.type] for c in children if getattr(c, "type", None) in _SIGNS)
    amount, *floor = [c for c in children[1:] if isinstance(c, ast.Node)]
    # `，至少为1`: between two players a distance is never below 1 (13.22); no other floor can be kept (rule 13.180)
    if floor and not (isinstance(floor[0], ast.Number) and floor[0].value == 1):
        b.diagnostics.append(error("E210", floor[0].span, "距离的改变只能写「至少为1」：两名角色之间的距离总是至少为1",
                                   "去掉这个下限，或写「（你与其他角色的距离始终-1，至少为1）」"))
    if not isinstance(amount, ast.Number):  # read at any moment: no variable of one use (rule 10.10)
        b.diagnostics.append(error("E279", amount.span, "距离的改变要写出具体的数", "例如「（其他角色与你的距离+1）」"))
        amount = ast.Number(0, span=amount.span)
    elif amount.value < 1:  # `+0` changes nothing
        b.diagnostics.append(error("E200", amount.span, "距离的改变至少为1", "例如「（其他角色与你的距离+1）」"))
    return DistanceChange(to_you, sign, amount, span=b.span(meta))


RULES = {"distance_static": build}


def check(c, node: DistanceChange, depth: int) -> None:
    c.check_amount(node.amount, positive=True)


def lower(lw, node: DistanceChange):
    value = node.amount.value if node.sign == "+" else -node.amount.value
    attribute = DISTANCE_TO_YOU if node.to_you else DISTANCE_FROM_YOU
    return fx.StaticRule(None, attribute, "+", fx.Const(value),
                         lw.describe.effect(ast.StaticEffect(node, span=node.span)))


def describe(d, node: DistanceChange) -> str:
    you, others = d.word("reference", "you"), d.word("structure", "target_other")
    amount = f"{node.sign}{d.expr(node.amount)}"
    if node.to_you:
        return f"{others}与{you}{d.structure('of')}{d.structure('distance')}{amount}"
    return f"{you}与{others}{d.structure('of')}{d.structure('distance')}{amount}"
