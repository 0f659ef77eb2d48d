"""结附 (attach): `结附目标角色[N回合]` — after resolving, this card moves into that player's 结界区;
with N回合 it goes to 过往 after N turn ends (附录【结附】【结附…任意回合】, rules 4.5(b), 11.16)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Attach,)
RULES = {"attach": ast.Attach}
PLACES_CARD = True  # a segment with 结附 is the card's use (rule 4.5(b))


def check(c, node: ast.Attach, depth: int) -> None:
    if not c.is_single_player(node.target):
        v = c.words.verb("attach")
        c.report(c.error("E204", node.target.span, f"「{v}」的对象必须是单个角色", f"例如「{v}{c.hints['attach']}」"))
    if isinstance(node.turns, ast.Portion) and node.turns.kind == "any":
        c.report(c.error(
            "E232", node.turns.span,
            "结附的回合数要写出数字：规则书【结附…任意回合】中的「任意」代表设计者写下的一个数字（「在任意个回合结束时」），"
            "不是由谁在结算时选择（规则 10.16）",
            "写出回合数，例如「结附目标角色2回合」；不写回合数就一直结附（【结附】）"))
    elif node.turns is not None:
        c.check_amount(node.turns, positive=True)


def lower(lw, node: ast.Attach):
    turns = lw.lower(node.turns) if node.turns is not None else None
    return AttachStep(lw.lower(node.target), turns)


def describe(d, node: ast.Attach) -> str:
    turns = f"{d.expr(node.turns)}{d.structure('turns')}" if node.turns is not None else ""
    return d.verb("attach") + d.ref(node.target) + turns


@attrs.frozen
class AttachStep:
    target: object
    turns: object  # expression or None

    def run(self, ctx: fx.Ctx) -> bool:
        players = self.target.players(ctx)
        if len(players) != 1:
            ctx.rt.log("fail", ctx.you, "结附没有合法的目标角色")
            return False
        turns = fx.amount(self.turns, ctx) if self.turns is not None else None
        return ctx.rt.attach(ctx.entry, players[0], turns)

    def ready(self, ctx: fx.Ctx) -> bool:
        e = ctx.rt.state.entry(ctx.entry)
        return e is not None and e.card is not None and not e.virtual and len(self.target.players(ctx)) == 1
