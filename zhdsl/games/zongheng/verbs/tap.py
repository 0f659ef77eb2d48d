"""横置 / 重置 (tap / untap): turn a card (itself by default) sideways, or back (附录【横置】【重置】,
rules 11.20). A tapped card cannot be tapped, an untapped one cannot be untapped. A cost: `横置：…`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Tap, ast.Untap)
RULES = {"tap": ast.Tap, "untap": ast.Untap}
COST = True


def _verb(node) -> str:
    return "tap" if isinstance(node, ast.Tap) else "untap"


def check(c, node, depth: int) -> None:
    if node.target is not None and not c.is_card(node.target):
        verb = c.words.verb(_verb(node))
        c.report(c.error("E204", node.target.span, f"「{verb}」的对象必须是牌", f"省略对象即{verb}自身"))


def lower(lw, node):
    target = lw.lower(node.target) if node.target is not None else None
    return TapStep(target, isinstance(node, ast.Tap))


def describe(d, node) -> str:
    return d.verb(_verb(node)) + (d.ref(node.target) if node.target is not None else "")


_SELF = fx.CardRef("self")


@attrs.frozen
class TapStep:
    target: object  # CardRef or None (自身)
    tap: bool  # False: 重置

    def _card(self, ctx: fx.Ctx):
        return (self.target or _SELF).card(ctx)

    def run(self, ctx: fx.Ctx) -> bool:
        uid = self._card(ctx)
        if uid is None:
            ctx.rt.log("fail", ctx.you, "没有可以" + ("横置" if self.tap else "重置") + "的牌")
            return False
        return ctx.rt.set_tapped(uid, self.tap)

    def ready(self, ctx: fx.Ctx) -> bool:
        uid = self._card(ctx)
        return uid is not None and ctx.rt.state.cards[uid].tapped != self.tap

    def cost_ok(self, rt, seat: int, ctx: fx.Ctx, exclude) -> bool:
        """`cost_reason(...) is None`, without the reason (asked for every option list)."""
        uid = self._card(ctx)
        return uid is not None and rt.state.cards[uid].tapped != self.tap

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        uid = self._card(ctx)
        if uid is None:
            return "没有可以横置或重置的牌"
        if rt.state.cards[uid].tapped == self.tap:
            return f"{rt.card_name(uid)}已{'横置' if self.tap else '竖直'}"
        return None
