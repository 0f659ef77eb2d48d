"""What the AST module (zhdsl/text/ast.py) gives the checker and the compiler: a head with `/` spelled out
as its alternatives, a group of one part in a head read as that part; the child nodes of any node in field
order (strings, numbers and flags are not children) and the pre-order walk over a tree — found unasserted
by the seeded mutation sample of ast.py (docs/testing.md). The child fields of a class are computed once per
process, so a node class defined here is the one way to see them computed."""

from __future__ import annotations

import attrs

from zhdsl.pipeline import analyze
from zhdsl.text import ast
from zhdsl.text.source import Span


def _alternatives(text: str) -> list[list[str]]:
    result = analyze(text)
    assert result.ok, result.diagnostics
    head = result.versions[0].effects[0].head
    return [[type(p).__name__ + (f":{p.word}" if isinstance(p, ast.Timing) else "") for p in alt]
            for alt in head.alternatives]


def test_a_head_with_a_bar_is_spelled_out_as_its_alternatives():
    assert _alternatives("锁定&回合开始/回合结束：抽1张牌") == [["Timing:锁定", "Timing:回合开始"], ["Timing:回合结束"]]


def test_a_group_of_one_part_in_a_head_is_that_part():
    assert _alternatives("（弃1张手牌）/回合结束：抽1张牌") == [["Discard"], ["Timing:回合结束"]]
    assert _alternatives("（锁定&回合开始）/回合结束：抽1张牌") == [["Timing:锁定", "Timing:回合开始"],
                                                               ["Timing:回合结束"]]


def test_the_walk_is_pre_order_over_every_node():
    card = analyze("若你的财富小于10，抽1张牌").versions[0]
    assert [type(n).__name__ for n in ast.walk(card)] == [
        "CardText", "Effect", "Sequence", "Conditional", "Comparison", "Attribute", "Ref", "Number", "Sequence",
        "Draw", "Quantity", "Number"]


def _pair_class():
    """A node class no test has walked yet: defined anew at every call (child fields are cached per class)."""

    @attrs.frozen
    class Pair(ast.Node):
        word: str
        first: ast.Node | None
        rest: tuple[ast.Node, ...]
        count: int = 0
        flag: bool = False

    return Pair


def test_the_children_of_a_node_are_its_node_fields_in_order():
    Pair = _pair_class()
    a, b, c = (ast.Number(i, span=Span(i, i + 1)) for i in range(3))
    pair = Pair("抽", a, (b, c), 2, True, span=Span(0, 3))
    assert [n.value for n in ast.children(pair)] == [0, 1, 2]  # computed on first use
    assert ast.children(pair) == [a, b, c]  # and from the cache
    assert ast.child_fields(Pair) == ("first", "rest")
    assert ast.children(Pair("抽", None, (), span=Span(0, 0))) == []
    assert list(ast.walk(pair)) == [pair, a, b, c]
    Other = _pair_class()
    assert ast.child_fields(Other) == ("first", "rest")  # asked before any node of it is walked
