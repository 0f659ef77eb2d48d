"""执行 (execute): `执行「…」` — create a 虚拟 card with that effect and use it without paying 精力
(附录【执行】, rule 11.13). `执行「…」N次` / `执行N次「…」` does that N times in a row, each a card of its own
(rule 11.24)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class ExecuteTimes(ast.Action):
    """`执行「劳作」两次`: `effect` executed `times` times (rule 11.24)."""

    effect: ast.CardText | ast.CardName
    times: ast.Node


def _build_times(b, meta, children):
    found = [n for n in children if isinstance(n, ast.Node)]
    effect = next(n for n in found if isinstance(n, (ast.CardText, ast.CardName)))
    times = next(n for n in found if n is not effect)
    return ExecuteTimes(effect, times, span=b.span(meta))


@attrs.frozen
class ExecuteAgain(ast.Execute):
    """`执行「劳作」/「攻伐」`: 「攻伐」 alone after `/` is 执行 again (rule 11.31), and after `&` too (`执行「劳作」&「教育」`:
    both, in order, rule 11.44); valid only right after a 执行 option or part."""


def _build_again(b, meta, children):
    effect = next(n for n in children if isinstance(n, (ast.CardText, ast.CardName)))
    return ExecuteAgain(effect, span=b.span(meta))


def _build_as_used(b, meta, children):
    """`视为使用「攻伐」`: without a count, the one 虚拟 card (rule 11.144)."""
    return ast.Execute(next(n for n in children if isinstance(n, (ast.CardText, ast.CardName))), span=b.span(meta))


def _build_virtual(b, meta, children):
    """`使用1张虚拟的「攻伐」`: the appendix's 执行 (create a 虚拟 card and use it), one card only (rule 11.45)."""
    amount = next(n for n in children if isinstance(n, ast.Node) and not isinstance(n, (ast.CardText, ast.CardName)))
    effect = next(n for n in children if isinstance(n, (ast.CardText, ast.CardName)))
    verb = children[0]
    if b.meaning(verb) != "use":  # `抽1张虚拟的「攻伐」`: only a card used can be 虚拟
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」的对象不能是虚拟的牌",
                                   "写「使用1张虚拟的「攻伐」」或「执行「攻伐」」"))
    if not (isinstance(amount, ast.Number) and amount.value == 1):
        b.diagnostics.append(error("E274", amount.span, "只能使用1张虚拟的牌",
                                   "使用几次就写「执行「攻伐」两次」，或写「使用1张虚拟的「攻伐」」"))
    return ast.Execute(effect, span=b.span(meta))


def _build_created(b, meta, children):
    """`创建1张虚拟的「劳作」并令目标角色使用`: 执行「劳作」 (the appendix: 「创造一张虚拟的卡牌并使用」), done by the player 令
    names — `令目标角色执行「劳作」` — or by the doer when no one is named (rule 11.181). One card only (E274, as 11.45)."""
    found = [n for n in children if isinstance(n, ast.Node)]
    amount = found[0]
    effect = next(n for n in found if isinstance(n, (ast.CardText, ast.CardName)))
    if not (isinstance(amount, ast.Number) and amount.value == 1):
        b.diagnostics.append(error("E274", amount.span, "只能创建并使用1张虚拟的牌",
                                   "使用几次就写「执行「攻伐」两次」，或写「创建1张虚拟的「攻伐」并使用」"))
    step = ast.Execute(effect, span=b.span(meta))
    who = [n for n in found if isinstance(n, ast.Ref) and n.kind != "that_card"]
    if who:
        return ast.Command(who[0], step, span=b.span(meta))
    return step


NODES = (ast.Execute, ExecuteTimes, ExecuteAgain)
RULES = {"execute": ast.Execute, "execute_times": _build_times, "execute_again": _build_again,
         "execute_virtual": _build_virtual, "execute_as_used": _build_as_used,
         "create_virtual": _build_created}


def names_card(node) -> bool:
    """`执行「攻伐」`, `使用1张虚拟的「攻伐」`: one 虚拟 card, on the stack after the step, which a later 其/该牌 names
    (rule 12.32); `执行…两次` is several."""
    return type(node) in (ast.Execute, ExecuteAgain)


def check(c, node: ast.Execute | ExecuteTimes, depth: int) -> None:
    if isinstance(node, ExecuteAgain) and not isinstance(c.option_before, ast.Execute):
        verb = c.words.verb("execute")
        c.report(c.error("E100", node.span, f"{d_text(node)}前面缺少动作",
                         f"在「/」或「&」后单独写引号，表示再{verb}一次前一个选项的「{verb}」，例如「{verb}「劳作」/「攻伐」」"
                         f"「{verb}「劳作」&「教育」」；"
                         f"否则写出动作，如「{verb}{d_text(node)}」"))
        return
    if isinstance(node.effect, ast.CardText):
        c.check_quoted(node.effect, depth)
    if isinstance(node, ExecuteTimes):
        c.check_expr(node.times)


def d_text(node) -> str:
    """The quoted part as written: 「劳作」 or 「抽1张牌」."""
    return f"「{node.effect.name}」" if isinstance(node.effect, ast.CardName) else "「…」"


def lower(lw, node: ast.Execute | ExecuteTimes):
    times = lw.lower(node.times) if isinstance(node, ExecuteTimes) else None
    if isinstance(node.effect, ast.CardName):
        return ExecuteStep(fx.NamedEffect(node.effect.name), lw.describe.verb("execute"), times)
    return ExecuteStep(lw.quoted(node.effect), lw.describe.verb("execute"), times)


def describe(d, node: ast.Execute | ExecuteTimes) -> str:
    effect = node.effect.name if isinstance(node.effect, ast.CardName) else d.text(node.effect)
    times = f"{d.expr(node.times)}{d.word('structure', 'times')}" if isinstance(node, ExecuteTimes) else ""
    return f"{d.verb('execute')}「{effect}」{times}"


@attrs.frozen
class ExecuteStep:
    program: object  # an EffectProgram, or a NamedEffect found when it runs
    word: str  # the game's word, for the log
    times: object = None  # an expression: 执行…N次 (rule 11.24); None for once

    def run(self, ctx: fx.Ctx) -> bool:
        if self.times is None:
            return self._once(ctx)
        # each execution is a 虚拟 card of its own, bounded by the virtual cards per turn (rule 11.24)
        return all(self._once(ctx) for _ in range(fx.amount(self.times, ctx)))

    def _once(self, ctx: fx.Ctx) -> bool:
        program = self.program
        if isinstance(program, fx.NamedEffect):  # 执行「攻伐」: the 攻伐 of this card's point, else the first (11.13)
            program = program.program(ctx.rt, fx.card_point(ctx.rt, ctx.source_card))
            if program is None:
                ctx.rt.log("fail", ctx.you, f"没有名为「{self.program.name}」的牌，无法{self.word}")
                return False
        before = {e.uid for e in ctx.rt.state.stack}
        if not ctx.rt.execute(ctx.you, ctx.doer, program, self.word):
            return False
        # the 虚拟 card is what a later 其/该牌 names (`使用1张虚拟的「攻伐」，令其目标…`, rule 12.32)
        entered = next((e.uid for e in ctx.rt.state.stack if e.uid not in before), None)
        ctx.values.pop(fx.MOVED_CARD, None)
        if entered is not None:
            ctx.values[fx.MOVED_ENTRY] = entered
        return True
