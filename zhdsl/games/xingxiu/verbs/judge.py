"""判定 (judgement, rule 11): `进行一次判定`, the retrial `打出一张手牌代替之`, and reading the result:
`若结果为红色`, `若判定结果为「秋二」到「秋九」之间`, `若判断结果不为「春」`, `若结果的点数大于七`.
A judgement that did not happen (a nullified delayed strategy, an empty deck) satisfies no condition
on its result, negated ones included (rules 8.4, 8.5, 16.3)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Judge(ast.Action):
    """进行一次判定."""


@attrs.frozen
class Retrial(ast.Action):
    """打出一张手牌代替之: the played card becomes the judgement card (rule 11.3)."""

    count: ast.Node
    kind: ast.Node


@attrs.frozen
class Judged(ast.Node):
    """结果为 / 不为 X: X a colour, a season, a point or a season and point."""

    negated: bool
    value: str  # red black spring …, or the text of a quoted 「秋二」
    season: str | None = None
    point: int | None = None


@attrs.frozen
class JudgedBetween(ast.Node):
    """判定结果为「秋二」到「秋九」之间: the season and the point between, both ends included (rule 11.2)."""

    low: str
    high: str
    season: str | None
    lo: int
    hi: int


@attrs.frozen
class ResultFact(ast.Node):
    """结果的点数 / 结果的颜色."""

    fact: str  # point colour


NODES = (Judge, Retrial, Judged, JudgedBetween, ResultFact)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _judged(b, meta, children):
    from zhdsl.games.xingxiu.aliases import season_point
    from zhdsl.games.xingxiu.verbs.cards import _Colour

    negated = any(isinstance(c, str) and c.type == "IS_NOT" for c in children)
    value = _nodes(children)[-1]
    if isinstance(value, _Colour):
        if value.name in ("red", "black"):
            return Judged(negated, value.name, span=b.span(meta))
        return Judged(negated, value.name, value.name, span=b.span(meta))
    spec = season_point(value.name)
    if spec is None:
        b.diagnostics.append(_error(value.span, f"「{value.name}」不是判定结果", "写季节（春夏秋冬）、颜色、点数，或季节加点数，如「秋二」"))
        return Judged(negated, value.name, span=b.span(meta))
    return Judged(negated, value.name, spec[0], spec[1], span=b.span(meta))


def _judged_between(b, meta, children):
    from zhdsl.games.xingxiu.aliases import season_point

    low, high = [n for n in _nodes(children) if isinstance(n, ast.CardName)]
    a, z = season_point(low.name), season_point(high.name)
    if a is None or z is None or a[1] is None or z[1] is None or a[0] != z[0]:
        b.diagnostics.append(_error(low.span.cover(high.span), "「…到…之间」的两端应是同一季节的点数",
                                    "例如「若判定结果为「秋二」到「秋九」之间」"))
        return JudgedBetween(low.name, high.name, None, 0, 0, span=b.span(meta))
    return JudgedBetween(low.name, high.name, a[0], min(a[1], z[1]), max(a[1], z[1]), span=b.span(meta))


def _error(span, message, hint):
    from zhdsl.text.diagnostics import error

    return error("E243", span, message, hint)


def _result_fact(b, meta, children):
    """结果的点数 (its colour and season are read by `judged`: 结果的颜色为红色)."""
    return ResultFact("point", span=b.span(meta))


RULES = {
    "judge": lambda b, meta, children: Judge(span=b.span(meta)),
    "retrial": lambda b, meta, children: Retrial(*_nodes(children), span=b.span(meta)),
    "judged": _judged,
    "judged_between": _judged_between,
    "result_fact": _result_fact,
    "result": lambda b, meta, children: children[0],
}


def describe(d, node) -> str:
    from zhdsl.games.xingxiu.aliases import SEASON_WORDS

    if isinstance(node, Judge):
        return "进行一次判定"
    if isinstance(node, Retrial):
        return f"打出{d.ref(node.count)}{d.ref(node.kind)}代替之"
    if isinstance(node, Judged):
        shown = {"red": "红色", "black": "黑色"}.get(node.value) or (
            f"「{node.value}」" if node.point is not None else SEASON_WORDS.get(node.value, node.value))
        return f"结果{'不为' if node.negated else '为'}{shown}"
    if isinstance(node, JudgedBetween):
        return f"判定结果为「{node.low}」到「{node.high}」之间"
    return "结果的" + ("点数" if node.fact == "point" else "颜色")


def lower(lw, node):
    if isinstance(node, Judge):
        return JudgeStep()
    if isinstance(node, Retrial):
        return RetrialStep(lw.lower(node.count), lw.lower(node.kind))
    if isinstance(node, Judged):
        return JudgedCond(node.negated, node.value, node.season, node.point, describe(lw.describe, node))
    if isinstance(node, JudgedBetween):
        return BetweenCond(node.season, node.lo, node.hi, describe(lw.describe, node))
    return ResultFactExpr(node.fact)


JUDGEMENT = "judgement"  # ctx.values: the facts of the last judgement (None: it did not happen)


@attrs.frozen
class JudgeStep:
    def run(self, ctx) -> bool:
        return ctx.rt.judge(ctx)


@attrs.frozen
class RetrialStep:
    count: object
    kind: object

    def run(self, ctx) -> bool:
        return ctx.rt.retrial(ctx, self.kind)

    def ready(self, ctx) -> bool:
        return ctx.rt.can_retrial(ctx, self.kind)


def _facts(ctx):
    return ctx.values.get(JUDGEMENT)


@attrs.frozen
class JudgedCond:
    negated: bool
    value: str
    season: str | None
    point: int | None
    text: str = ""

    def holds(self, ctx) -> bool:
        facts = _facts(ctx)
        if facts is None:
            return False
        if self.value in ("red", "black"):
            match = facts.get("colour") == self.value
        else:
            match = (self.season is None or facts.get("season") == self.season) and (
                self.point is None or facts.get("point") == self.point)
        return match != self.negated

    def values(self, ctx) -> str:
        return ctx.rt.judgement_text(_facts(ctx))


@attrs.frozen
class BetweenCond:
    season: str | None
    lo: int
    hi: int
    text: str = ""

    def holds(self, ctx) -> bool:
        facts = _facts(ctx)
        if facts is None or self.season is None:
            return False
        return facts.get("season") == self.season and self.lo <= (facts.get("point") or 0) <= self.hi

    def values(self, ctx) -> str:
        return ctx.rt.judgement_text(_facts(ctx))


@attrs.frozen
class ResultFactExpr:
    fact: str

    def evaluate(self, ctx):
        facts = _facts(ctx)
        if facts is None:
            return None
        return facts.get(self.fact)
