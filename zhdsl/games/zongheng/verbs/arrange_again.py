"""`（你可以连续进行调度）`: a static effect that lifts the rulebook's 「玩家无法连续进行调度」 (7.9) for 你 while it is in
force (rule 13.33): the card's owner may use 调度 right after 调度."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

ARRANGE = "调度"


@attrs.frozen
class ArrangeAgain(ast.Node):
    """`（你可以连续进行调度）`."""

    player: ast.AnyRef


NODES = (ArrangeAgain,)


def build(b, meta, children):
    return ArrangeAgain(children[0], span=b.span(meta))


RULES = {"arrange_again": build}


def check(c, node: ArrangeAgain, depth: int) -> None:
    c.check_ref(node.player)
    if getattr(node.player, "kind", None) != "you":
        c.report(c.error("E209", node.player.span, "常驻效果只能约束「你」", "写「（你可以连续进行调度）」"))


def lower(lw, node: ArrangeAgain):
    return fx.StaticRule(None, ARRANGE, "allow", fx.Const(0), lw.describe.effect(ast.StaticEffect(node, span=node.span)))


def describe(d, node: ArrangeAgain) -> str:
    return f"{d.ref(node.player)}{d.structure('arrange_again')}"
