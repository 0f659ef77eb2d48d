"""执行 (execute): `执行「…」` — create a 虚拟 card with that effect and use it without paying 精力
(附录【执行】, rule 11.13)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Execute,)
RULES = {"execute": ast.Execute}


def check(c, node: ast.Execute, depth: int) -> None:
    if isinstance(node.effect, ast.CardText):
        c.check_quoted(node.effect, depth)


def lower(lw, node: ast.Execute):
    if isinstance(node.effect, ast.CardName):
        return ExecuteStep(fx.NamedEffect(node.effect.name), lw.describe.verb("execute"))
    return ExecuteStep(lw.quoted(node.effect), lw.describe.verb("execute"))


def describe(d, node: ast.Execute) -> str:
    if isinstance(node.effect, ast.CardName):
        return f"{d.verb('execute')}「{node.effect.name}」"
    return f"{d.verb('execute')}「{d.text(node.effect)}」"


@attrs.frozen
class ExecuteStep:
    program: object  # an EffectProgram, or a NamedEffect found when it runs
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        program = self.program
        if isinstance(program, fx.NamedEffect):  # 执行「攻伐」: the 攻伐 of this card's point, else the first (11.13)
            program = program.program(ctx.rt, fx.card_point(ctx.rt, ctx.source_card))
            if program is None:
                ctx.rt.log("fail", ctx.you, f"没有名为「{self.program.name}」的牌，无法{self.word}")
                return False
        return ctx.rt.execute(ctx.you, ctx.doer, program, self.word)
