"""`本回合你的仓储+1`, `本回合令目标角色的效率-1`: a change of 仓储 or 效率 (rule 10.14) that lasts to the end of this turn:
at the turn's end, after the hand limit is checked (rule 5.9), the counter changes back by as much as it changed
(rule 11.54)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs import set as set_verb
from zhdsl.text import ast

_LASTING = ("storage", "efficiency")
_KEY = "#this_turn"  # in the state's mode_data: ((seat, counter, change), …) to undo at this turn's end


@attrs.frozen
class ThisTurnChange(ast.Action):
    """`本回合` + a SetAttribute; `直到你的下回合开始，` + a SetAttribute (until="next_turn", rule 11.123)."""

    change: ast.Node
    until: str | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # None: this turn; "next_turn": 你的下回合开始


NODES = (ThisTurnChange,)


def build(b, meta, children):
    return ThisTurnChange(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


def build_until(b, meta, children):
    """`直到你的下回合开始，你的仓储+2`: undone when your next turn starts (rule 11.123)."""
    return ThisTurnChange(next(c for c in children if isinstance(c, ast.Node)), "next_turn", span=b.span(meta))


RULES = {"this_turn_change": build, "until_next_turn": build_until}
_UNTIL_KEY = "#until_next_turn"  # ((whose turn ends it, seat, counter, change), …)


def check(c, node: ThisTurnChange, depth: int) -> None:
    attribute = node.change.attribute
    if attribute.name not in _LASTING:
        names = "、".join(c.words.attribute(a) for a in _LASTING)
        if node.until is not None:
            c.report(c.error("E226", attribute.span, f"「{c.words.attribute(attribute.name)}」不能只改变到你的下回合开始",
                             f"暂时改变的只能是{names}，例如「直到你的下回合开始，你的仓储+2」"))
            return
        c.report(c.error("E226", attribute.span, f"「{c.words.attribute(attribute.name)}」不能只在本回合改变",
                         f"本回合内改变的只能是{names}，例如「本回合你的仓储+1」；要一直改变就不写「本回合」"))
        return
    set_verb.check(c, node.change, depth)


def lower(lw, node: ThisTurnChange):
    return ThisTurnStep(set_verb.lower(lw, node.change), node.until is not None)


def describe(d, node: ThisTurnChange) -> str:
    if node.until is not None:
        return f"{d.word('structure', 'until')}{d.word('structure', 'next_turn_start')}，{set_verb.describe(d, node.change)}"
    return f"{d.word('structure', 'this_turn')}{set_verb.describe(d, node.change)}"


@attrs.frozen
class ThisTurnStep:
    """Rule 11.54: the change, remembered to be undone at this turn's end."""

    step: object  # a SetStep
    next_turn: bool = False  # undone when 你 (the effect's 你) starts a turn, not at this turn's end (rule 11.123)

    def run(self, ctx: fx.Ctx) -> bool:
        rt = ctx.rt
        seats = self.step._seats(ctx)
        before = [rt.attr(seat, self.step.name) for seat in seats]
        ok = self.step.run(ctx)
        changes = tuple((seat, self.step.name, rt.attr(seat, self.step.name) - b) for seat, b in zip(seats, before))
        kept = tuple(c for c in changes if c[2])
        if kept:
            data = rt.state.mode_data
            if self.next_turn:
                data[_UNTIL_KEY] = data.get(_UNTIL_KEY, ()) + tuple((ctx.you, *c) for c in kept)
            else:
                data[_KEY] = data.get(_KEY, ()) + kept
        return ok

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.step.ready(ctx)


def change_back(rt, seat: int, name: str, delta: int, why: str) -> None:
    """A lasting change of `seat`'s attribute ends: it changes back by its own amount (not for a dead player)."""
    if not rt.state.players[seat].dead:
        rt.log("this_turn", seat, f"{why}：{rt.pname(seat)}", name, -delta)
        rt.set_attribute(seat, name, rt.attr(seat, name) - delta)


def take_due(data: dict, key: str, seat: int) -> tuple:
    """The entries under `key` whose first item is `seat`, removed from `data` (the key too when none is left)."""
    entries = data.get(key, ())
    due = tuple(e for e in entries if e[0] == seat)
    if due:
        left = tuple(e for e in entries if e[0] != seat)
        if left:
            data[key] = left
        else:
            data.pop(key)
    return due


def undo(rt) -> None:
    """At a turn's end: every change of this turn changes back (in the order made, each by its own amount)."""
    for seat, name, delta in rt.state.mode_data.pop(_KEY, ()):
        change_back(rt, seat, name, delta, "本回合的改变结束")


def undo_next_turn(rt, starting: int) -> None:
    """When `starting` starts a turn: the changes that last until that player's next turn change back (rule 11.123)."""
    for _owner, seat, name, delta in take_due(rt.state.mode_data, _UNTIL_KEY, starting):
        change_back(rt, seat, name, delta, "持续到下回合开始的改变结束")
