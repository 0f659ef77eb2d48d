"""`抽牌直到你的手牌数等于你的仓储`, `弃牌直到其手牌数为2` (规则书·手牌区：「其需要弃牌直到相等」): draw or discard as many
cards as it takes for the hand count to reach the number, none when it is there already (rule 11.23)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.discard import DiscardStep
from zhdsl.games.zongheng.verbs.draw import DrawStep
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class Until(ast.Action):
    """`VERB牌直到COUNT等于N`: `verb` is draw or discard, `count` the hand count written, `target` N."""

    verb: str
    count: ast.Node
    target: ast.Node


NODES = (Until,)
# the comparisons that say where the hand count stops: 等于/为 for both, 不小于 for drawing, 不大于 for discarding
_OPS = {"draw": ("=", ">="), "discard": ("=", "<=")}


def _not_a_count(span):
    return error("E237", span, "「直到」之后要写手牌数达到多少", "例如「抽牌直到你的手牌数等于你的仓储」「弃牌直到你的手牌数为2」")


def build(b, meta, children):
    verb = b.meaning(children[0])
    comparison = children[-1]
    if not isinstance(comparison, ast.Comparison) or comparison.op not in _OPS.get(verb, ("=",)):
        b.diagnostics.append(_not_a_count(comparison.span))  # `直到你的领主已横置`, `抽牌直到手牌数小于3`
        return Until(verb, comparison, comparison, span=b.span(meta))
    return Until(verb, comparison.left, comparison.right, span=b.span(meta))


RULES = {"until": build}


def check(c, node: Until, depth: int) -> None:
    if node.verb not in _OPS:
        v = c.words.verb(node.verb)
        c.report(c.error("E237", node.span, f"「{v}」不能与「直到」连用", "只有抽牌和弃牌可以写「直到…」"))
        return
    if not (isinstance(node.count, ast.Attribute) and node.count.name == "hand_count"):
        c.report(_not_a_count(node.count.span))
        return
    c.check_expr(node.count)
    c.check_expr(node.target)


def lower(lw, node: Until):
    count, target = lw.lower(node.count), lw.lower(node.target)
    if node.verb == "draw":
        return DrawStep((fx.Quantity(fx.BinExpr("-", target, count), "card", None),))
    return DiscardStep((fx.Quantity(fx.BinExpr("-", count, target), "hand", None),))


def describe(d, node: Until) -> str:
    obj = d.object("card" if node.verb == "draw" else "hand")
    return f"{d.verb(node.verb)}{obj}{d.word('structure', 'until')}{d.expr(node.count)}{d.op('=')}{d.expr(node.target)}"
