"""`每以此法移入1张牌，你生产1财富` (rule 10.62): the step after the comma is done once for each N cards the step before
moved (its 移入的牌, 10.44: what `其中牌的数量` counts), in a row; N cards short of a whole N do nothing more. It reads
as written."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.among_count import AmongCount, AmongCountExpr
from zhdsl.text import ast

_PER = BY_TERMINAL["PER_THIS_WAY"].text  # 每以此法
_MAX_TIMES = 64  # a bound on the repetitions (the cards of one step are far fewer)


@attrs.frozen
class PerMoved(ast.Action):
    """`每以此法移入N张牌，STEP`."""

    per: ast.Node  # N
    step: ast.Node
    count: ast.Node  # the cards moved (an AmongCount, checked as 其中 is: a move must come before)


NODES = (PerMoved,)


def build(b, meta, children):
    found = [c for c in children if isinstance(c, ast.Node)]
    per, step = found[0], found[-1]
    move = next(c for c in children if isinstance(c, str) and c.type == "MOVE_INTO")
    return PerMoved(per, step, AmongCount(None, span=b.tok_span(move)), span=b.span(meta))


RULES = {"per_moved": build}


def check(c, node: PerMoved, depth: int) -> None:
    from zhdsl.games.zongheng.verbs.among_count import check as check_moved

    c.check_amount(node.per, positive=True)
    check_moved(c, node.count, depth)  # a step that moves cards must come before (E256, as for 其中)


def lower(lw, node: PerMoved):
    return PerMovedStep(lw.lower(node.per), lw.lower(node.step))


def describe(d, node: PerMoved) -> str:
    return (f"{_PER}{d.verb('move_into')}{d.expr(node.per)}{d.structure('measure')}{d.object('card')}，"
            f"{d.step(node.step)}")


@attrs.frozen
class PerMovedStep:
    per: object
    step: object

    def run(self, ctx: fx.Ctx) -> bool:
        per = max(1, fx.amount(self.per, ctx))
        times = min(AmongCountExpr(None).evaluate(ctx) // per, _MAX_TIMES)
        for _ in range(times):
            if not self.step.run(ctx):
                return False
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
