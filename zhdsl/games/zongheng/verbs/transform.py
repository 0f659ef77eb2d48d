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
    c.check_card_target(node.target, c.words.verb("transform"), "例如「将目标牌变为「劳作」」")
    if isinstance(node.effect, ast.CardText):
        c.check_quoted(node.effect, depth)


def lower(lw, node: ast.Transform):
    target = lw.card_ref(node.target, "变为")
    if isinstance(node.effect, ast.CardName):
        return TransformStep(target, fx.NamedEffect(node.effect.name), lw.describe.verb("transform"))
    return TransformStep(target, lw.quoted(node.effect), lw.describe.verb("transform"))


def describe(d, node: ast.Transform) -> str:
    effect = node.effect.name if isinstance(node.effect, ast.CardName) else d.text(node.effect)
    return f"{d.verb('take')}{d.ref(node.target)}{d.verb('transform')}「{effect}」"


@attrs.frozen
class TransformStep:
    target: fx.CardRef
    program: object  # EffectProgram
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        entry = self.target.entry(ctx)
        program = self.program
        if isinstance(program, fx.NamedEffect) and entry is not None:
            # 变为「劳作」: the 劳作 of the target's point, which it keeps (附录【变为】, rule 11.12)
            program = program.program(ctx.rt, fx.card_point(ctx.rt, entry.card))
            if program is None:
                ctx.rt.log("fail", ctx.you, f"没有名为「{self.program.name}」的牌，无法{self.word}")
                return False
        return ctx.rt.change_effect(entry, program, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.target.entry(ctx) is not None
