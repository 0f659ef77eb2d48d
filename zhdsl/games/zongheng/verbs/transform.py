"""变为 (transform): `将目标牌变为「…」` — the card on the stack gets the quoted effect instead,
keeping its point, colour, timing and targets (附录【变为】, rule 11.12)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Transform,)
ON_STACK = "needs"  # its card must be on the 堆叠 (W230)
ON_STACK_FIELD = "target"


def build(b, meta, children):
    target, effect = [c for c in children if not isinstance(c, str)]
    return ast.Transform(target, effect, span=b.span(meta))


RULES = {"become": build}


def check(c, node: ast.Transform, depth: int) -> None:
    c.check_card_target(node.target, c.words.verb("transform"), "例如「反制目标牌」")
    c.check_quoted(node.effect, depth)


def lower(lw, node: ast.Transform):
    return TransformStep(lw.card_ref(node.target, "变为"), lw.quoted(node.effect), lw.describe.verb("transform"))


def describe(d, node: ast.Transform) -> str:
    return f"{d.verb('take')}{d.ref(node.target)}{d.verb('transform')}「{d.text(node.effect)}」"


@attrs.frozen
class TransformStep:
    target: fx.CardRef
    program: object  # EffectProgram
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.change_effect(self.target.entry(ctx), self.program, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.target.entry(ctx) is not None
