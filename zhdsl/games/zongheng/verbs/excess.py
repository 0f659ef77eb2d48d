"""超出的张数 (the excess): `若你的手牌数大于仓储，则消耗X财富（X为超出的张数）` — by how much the left side of the last
「大于/超过/不小于」 comparison of the effect exceeded the right side when it was checked (rule 10.39). The rulebook
itself speaks so of the hand limit: 「当一名玩家的手牌中的卡牌超过仓储时，其需要弃牌直到相等」."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.text import ast

_OVER = frozenset({">", ">="})


@attrs.frozen
class Excess(ast.Node):
    """`超出的张数`: the excess of the last 大于 comparison of the effect, as an amount."""


NODES = (Excess,)
RULES = {"excess": lambda b, meta, children: Excess(span=b.span(meta))}


def _compared_before(nodes, excess) -> bool:
    """Whether a 大于/不小于 comparison comes before this 超出的张数 in its effect."""
    return step_before(nodes, excess, lambda n: isinstance(n, ast.Comparison) and n.op in _OVER)


def check(c, node: Excess, depth: int) -> None:
    if not _compared_before(c.survey.nodes, node):
        word = c.words.structure("excess")
        c.report(c.error("E277", node.span, f"「{word}」前面没有「大于」「超过」的比较，不知道超出的是什么",
                         f"先写比较：「若你的手牌数大于你的仓储，则消耗X财富（X为{word}）」"))


def lower(lw, node: Excess):
    return ExcessExpr()


def describe(d, node: Excess) -> str:
    return d.word("structure", "excess")


@attrs.frozen
class ExcessExpr:
    """Rule 10.39: the excess the effect's last 大于 comparison found (the core's `fx.EXCESS`), 0 when none was checked."""

    def evaluate(self, ctx: fx.Ctx) -> int:
        return ctx.values.get(fx.EXCESS, 0)
