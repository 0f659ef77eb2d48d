"""执行 a card's effect: `将1张手牌移入虚空，执行该牌的效果`, `选择过往中的1张牌，执行该牌的效果`, `执行目标牌的效果` (rule 11.56)
— the same as 执行「该牌的牌名」 (11.13, 11.34): a 虚拟 card with the effect of that card (its first effect, the printed
one of that very card) is created and used without paying 精力. The card itself stays where it is; a later 该牌 still
names it (not the 虚拟 card)."""

from __future__ import annotations

import attrs

from zhdsl.compiler.pronouns import ref_kind
from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_EFFECT = BY_TERMINAL["_EFFECT"].text  # 效果


@attrs.frozen
class ExecuteCard(ast.Action):
    """`执行该牌的效果`: the effect of the card `card` names."""

    card: ast.Node


NODES = (ExecuteCard,)


def build(b, meta, children):
    return ExecuteCard(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


RULES = {"execute_card": build}


def check(c, node: ExecuteCard, depth: int) -> None:
    c.check_ref(node.card)
    if ref_kind(node.card) == "player":  # `执行目标角色的效果`: a player has no effect
        verb = c.words.verb("execute")
        c.report(c.error("E204", node.card.span, f"只能{verb}一张牌的{_EFFECT}", f"例如「{verb}该牌的{_EFFECT}」"))


def lower(lw, node: ExecuteCard):
    return ExecuteCardStep(lw.lower(node.card), lw.describe.verb("execute"))


def describe(d, node: ExecuteCard) -> str:
    return f"{d.verb('execute')}{d.ref(node.card)}{d.structure('of')}{_EFFECT}"


@attrs.frozen
class ExecuteCardStep:
    card: object  # a card reference
    word: str

    def _program(self, ctx: fx.Ctx):
        uid = self.card.card(ctx) if hasattr(self.card, "card") else None
        if uid is None:
            return None
        d = ctx.rt.defn(uid)
        program = getattr(d, "program", None)
        return program.effects[0] if program is not None and program.effects else None

    def run(self, ctx: fx.Ctx) -> bool:
        program = self._program(ctx)
        if program is None:
            ctx.rt.log("fail", ctx.you, f"没有可以{self.word}的牌的效果")
            return False
        return ctx.rt.execute(ctx.you, ctx.doer, program, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._program(ctx) is not None
