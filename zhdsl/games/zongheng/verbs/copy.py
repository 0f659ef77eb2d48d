"""复制 (copy): `复制目标牌` — a 虚拟 copy of the card on the stack, with the same targets, is put on
top; a copy is not used (附录【复制】, rule 11.15)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Copy,)
ON_STACK = "needs"  # its card must be on the 堆叠 (W230)
ON_STACK_FIELD = "target"
RULES = {"copy": ast.Copy}


def check(c, node: ast.Copy, depth: int) -> None:
    v = c.words.verb("copy")
    c.check_card_target(node.target, v, f"例如「{v}{c.words.ref(ast.Ref('target_card', span=node.span))}」")


def lower(lw, node: ast.Copy):
    return CopyStep(lw.card_ref(node.target, "复制"), lw.describe.verb("copy"))


def describe(d, node: ast.Copy) -> str:
    return d.verb("copy") + d.ref(node.target)


@attrs.frozen
class CopyStep:
    target: fx.CardRef
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.copy_entry(self.target.entry(ctx), ctx.controller, ctx.you, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.target.entry(ctx) is not None
