"""执行 (execute): `执行「…」` — create a 虚拟 card with that effect and use it without paying 精力
(附录【执行】, rule 11.13)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Execute,)
RULES = {"execute": ast.Execute}


def check(c, node: ast.Execute, depth: int) -> None:
    c.check_quoted(node.effect, depth)


def lower(lw, node: ast.Execute):
    return ExecuteStep(lw.quoted(node.effect), lw.describe.verb("execute"))


def describe(d, node: ast.Execute) -> str:
    return f"{d.verb('execute')}「{d.text(node.effect)}」"


@attrs.frozen
class ExecuteStep:
    program: object
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.execute(ctx.you, ctx.doer, self.program, self.word)
