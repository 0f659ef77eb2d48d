"""Choices and optional steps: `选择一项：A；或B` (rule 15.3), `你可以…` (rule 14.2), `然后你可以重复此流程`,
and revealing cards (`亮出牌堆顶部同人数的牌`, rule 8.8)."""

from __future__ import annotations

import attrs

from zhdsl.engine.decisions import Decision, Option
from zhdsl.text import ast


@attrs.frozen
class ChooseOne(ast.Action):
    options: tuple


@attrs.frozen
class OrOption(ast.Action):
    """`或B`: one more option of the 选择一项 before it (joined by the card builder)."""

    action: ast.Node


@attrs.frozen
class May(ast.Action):
    """可以X: the doer decides whether to (asked unless it is a skill the owner has just chosen to use)."""

    action: ast.Node


@attrs.frozen
class Repeat(ast.Action):
    """重复此流程: the effect runs again from its start."""


@attrs.frozen
class Reveal(ast.Action):
    zone: ast.Node
    count: ast.Node
    kind: ast.Node


NODES = (ChooseOne, OrOption, May, Repeat, Reveal)


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


RULES = {
    "choose_one": lambda b, meta, children: ChooseOne(tuple(_nodes(children)), span=b.span(meta)),
    "or_option": lambda b, meta, children: OrOption(_nodes(children)[0], span=b.span(meta)),
    "may": lambda b, meta, children: May(_nodes(children)[0], span=b.span(meta)),
    "repeat": lambda b, meta, children: Repeat(span=b.span(meta)),
    "reveal": lambda b, meta, children: Reveal(*_nodes(children), span=b.span(meta)),
}


def find_choice(step):
    """The ChooseOne a step ends with (itself, or inside 令X… / X…), or None."""
    while isinstance(step, (ast.Acts, ast.Command, May)):
        step = step.action
    return step if isinstance(step, ChooseOne) else None


def add_option(step, action):
    if isinstance(step, ChooseOne):
        return attrs.evolve(step, options=step.options + (action,), span=step.span.cover(action.span))
    inner = add_option(step.action, action)
    return attrs.evolve(step, action=inner, span=step.span.cover(action.span))


def check(c, node, depth: int) -> None:
    if isinstance(node, ChooseOne):
        if len(node.options) < 2:
            c.report(c.error("E245", node.span, "「选择一项」至少要有两个选项", "写作「选择一项：A；或B」"))
        for option in node.options:
            c.check_step(option, depth)
    elif isinstance(node, (May, OrOption)):
        c.check_step(node.action, depth)
    elif isinstance(node, Reveal):
        if node.zone.kind not in ("deck", "deck_top"):
            c.report(c.error("E242", node.zone.span, "只能亮出牌堆顶的牌", "写作「亮出牌堆顶部两张牌」"))


def describe(d, node) -> str:
    if isinstance(node, ChooseOne):
        return "选择一项：" + "；或".join(d.action(o) for o in node.options)
    if isinstance(node, OrOption):
        return "或" + d.action(node.action)
    if isinstance(node, May):
        return "可以" + d.action(node.action)
    if isinstance(node, Repeat):
        return "重复此流程"
    return f"亮出牌堆顶部{d.ref(node.count)}{d.ref(node.kind)}"


def lower(lw, node):
    if isinstance(node, ChooseOne):
        return ChooseStep(tuple(lw.lower(o) for o in node.options), tuple(lw.describe.action(o) for o in node.options))
    if isinstance(node, OrOption):
        raise lw.error("「或…」前面没有「选择一项」")
    if isinstance(node, May):
        return MayStep(lw.lower(node.action), lw.describe.action(node.action))
    if isinstance(node, Repeat):
        return RepeatStep()
    return RevealStep(lw.lower(node.count))


@attrs.frozen
class ChooseStep:
    options: tuple
    labels: tuple

    def run(self, ctx) -> bool:
        from zhdsl.engine.program import ready

        runnable = [i for i, o in enumerate(self.options) if ready(o, ctx)]
        if not runnable:
            ctx.rt.log("fail", ctx.doer, "没有可以执行的选项")
            return False
        if len(runnable) == 1:
            pick = runnable[0]
        else:
            options = tuple(Option(self.labels[i], i) for i in runnable)
            pick = ctx.rt.ask(Decision(ctx.doer, "choice", "选择一项执行", options))
        ctx.rt.log("choose", ctx.doer, f"{ctx.rt.pname(ctx.doer)}选择「{self.labels[pick]}」")
        return self.options[pick].run(ctx)

    def ready(self, ctx) -> bool:
        from zhdsl.engine.program import ready

        return any(ready(o, ctx) for o in self.options)


@attrs.frozen
class MayStep:
    action: object
    label: str

    def run(self, ctx) -> bool:
        from zhdsl.engine.program import ready

        if not ready(self.action, ctx):
            return False
        if not ctx.rt.may(ctx, self.label):
            return False
        return self.action.run(ctx)

    def ready(self, ctx) -> bool:
        from zhdsl.engine.program import ready

        return ready(self.action, ctx)


MAX_REPEATS = 30  # 重复此流程 in one use (a bound; every repeat draws a card from the deck)


@attrs.frozen
class RepeatStep:
    def run(self, ctx) -> bool:
        return ctx.rt.repeat_effect(ctx, MAX_REPEATS)


@attrs.frozen
class RevealStep:
    count: object

    def run(self, ctx) -> bool:
        n, _ = self.count.bounds(ctx, 0)
        uids = ctx.rt.reveal(ctx.doer, n)
        ctx.values["revealed"] = tuple(uids)
        return bool(uids)
