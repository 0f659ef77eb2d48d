"""`支付X财富（X至多为3），抽X张牌`: a variable given only a bound is chosen within it by the card's controller when the
effect first needs it while resolving, then kept for the rest of the effect (rules 10.58, 10.10). 至多N: 0 to N; 至少N: N
to N+ANY_BOUND (fx.ANY_BOUND, as 任意张). Before it is chosen (whether the card can be used) it is its least value."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option
from zhdsl.text import ast


@attrs.frozen
class ChosenBound(ast.Node):
    """The definition of a variable chosen within a bound: `至多为3` (op "<=") or `至少为1` (">=")."""

    op: str
    bound: ast.Node
    PREDICATE = True  # reads `X至多为3`, not `X为…`


NODES = (ChosenBound,)


def build(b, meta, children):
    var, op, bound = children
    return ast.Define(str(var), ChosenBound(b.meaning(op), bound, span=b.span(meta)), span=b.span(meta))


RULES = {"define_chosen": build}


def check(c, node: ChosenBound, depth: int) -> None:
    c.check_expr(node.bound)


def lower(lw, node: ChosenBound):
    return ChosenExpr(node.op, lw.lower(node.bound))


def describe(d, node: ChosenBound) -> str:
    return f"{'至多为' if node.op == '<=' else '至少为'}{d.expr(node.bound)}"


_KEY = "#chosen_bound"


@attrs.frozen
class ChosenExpr:
    """Rule 10.58: asks the controller once per resolution (the answer is kept under the effect's values)."""

    op: str
    bound: object
    CHOSEN = True

    def evaluate(self, ctx: fx.Ctx) -> int:
        n = max(0, self.bound.evaluate(ctx) or 0)
        low, high = (0, n) if self.op == "<=" else (n, n + fx.ANY_BOUND)
        key = (_KEY, id(self))
        if key in ctx.values:
            return ctx.values[key]
        if ctx.entry is None:  # not resolving: whether it could be used, with the least value
            return low
        if high == low:
            value = low
        else:
            options = tuple(Option(str(k), k) for k in range(low, high + 1))
            value = ctx.rt.ask(Decision(ctx.controller, "choice", f"选择X的值（{low}至{high}）", options))
        ctx.values[key] = value
        ctx.rt.log("choose", ctx.controller, f"{ctx.rt.pname(ctx.controller)}选择X为{value}", value)
        return value


# -- a variable the text never defines, first met as the number of hand cards you discard (rule 10.69) ----------------


def _nodes(node, depth: int = 0):
    """Every AST node under `node` (itself included), to a bounded depth."""
    if depth > 64:
        return
    if isinstance(node, ast.Node):
        yield node
        for field in attrs.fields(type(node)):
            yield from _nodes(getattr(node, field.name), depth + 1)
    elif isinstance(node, tuple | list):
        for item in node:
            yield from _nodes(item, depth + 1)


def _choose_undefined(effect: ast.Effect) -> ast.Effect:
    body = effect.body
    steps = getattr(body, "steps", None)
    if not steps:
        return effect
    # Only your own 弃X张手牌 with a variable amount can take a definition: an effect without one (nearly every
    # effect) is returned before walking its tree, which was a seventh of compiling a bundled text.
    if not any(_chosen_amount(step, None) is not None for step in _flat(steps)):
        return effect
    found = list(_nodes(effect))
    defined = {n.var for n in found if isinstance(n, ast.Define | ast.DefineStep)}
    first: dict[str, ast.Var] = {}
    for var in sorted((n for n in found if isinstance(n, ast.Var)), key=lambda v: v.span.start):
        first.setdefault(var.name, var)
    new_body = body
    for name, var in first.items():
        if name in defined:
            continue
        new_body, _ = _define_at_discard(new_body, name, var)
    if new_body is body:
        return effect
    return attrs.evolve(effect, body=new_body)


_PAID_WITHIN = {"wealth": "wealth", "supply": "supply", "energy": "energy"}  # 支付X财富/物资/精力: what you hold (10.203)


def _chosen_amount(step, var) -> str | None:
    """The attribute of yours that bounds a variable amount of this step of yours (`var`, or any variable when None):
    弃X张手牌 within your hand (10.69), 支付X财富/物资/精力 (no colour) within what you hold (10.203)."""
    def same(amount):
        return amount is var if var is not None else isinstance(amount, ast.Var)
    if type(step) is ast.Discard:
        if any(same(q.amount) and q.object == "hand" for q in step.quantities):
            return "hand_count"
    elif type(step) is ast.Pay:
        for q in step.quantities:
            if same(q.amount) and q.object in _PAID_WITHIN and q.colour is None:
                return _PAID_WITHIN[q.object]
    return None


def _flat(steps):
    """The steps, with those of a group (`（…）`, or effects joined by 再 after `。`, rule 10.202) in their place."""
    for step in steps:
        if isinstance(step, ast.Group) and isinstance(step.body, ast.Sequence):
            yield from _flat(step.body.steps)
        else:
            yield step


def _define_at_discard(seq, name: str, var: ast.Var):
    """`seq` with the definition of `var` noted on your own 弃X张手牌 that is its first use (within groups too, rule
    10.202); (seq, False) when there is none."""
    steps = list(seq.steps)
    for i, step in enumerate(steps):
        # your own 弃X张手牌 or 支付X财富 (not a commanded one, whose hand is another's)
        limit = _chosen_amount(step, var)
        if limit is not None:
            you = ast.Ref("you", span=var.span)
            bound = ChosenBound("<=", ast.Attribute(you, limit, span=var.span), span=var.span)
            steps[i] = attrs.evolve(step, notes=(*step.notes, ast.Define(name, bound, span=var.span)))
            return attrs.evolve(seq, steps=tuple(steps)), True
        if isinstance(step, ast.Group) and isinstance(step.body, ast.Sequence):
            inner, done = _define_at_discard(step.body, name, var)
            if done:
                steps[i] = attrs.evolve(step, body=inner)
                return attrs.evolve(seq, steps=tuple(steps)), True
    return seq, False


def fold_effects(b, effects: tuple) -> tuple:
    """Rule 10.69: `弃X张手牌，生产2X财富` — an X no note defines, first met as the number of hand cards the card's 你
    discards, is chosen by them within their hand (as `（X至多为你的手牌数）`, rule 10.58); rule 10.203: first met as
    the 财富, 物资 or 精力 they pay, within what they hold."""
    return tuple(_choose_undefined(e) if isinstance(e, ast.Effect) else e for e in effects)
