"""`直到其回合结束，其仓储-1`, `若其因此失去牌，直到其回合结束，其不能使用「攻伐」` (rule 11.173): a change of 仓储/效率 (10.14),
or a card name (all cards, or a colour's) that player cannot use, lasting until the end of the named player's turn —
this turn's end when it is their turn now, else the end of their next turn; then the counter changes back by as much as
it changed (11.54) and the ban ends. Without a player written (`直到回合结束`) it is the turn now going on."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs import set as set_verb, this_turn
from zhdsl.text import ast

_LASTING = ("storage", "efficiency")
_KEY = "#until_turn_end"  # in the state's mode_data: ((whose turn ends it, seat, kind, payload), …)


@attrs.frozen
class UntilTurnEnd(ast.Action):
    """`直到<whose>回合结束，<change>` — change is a SetAttribute, or a Forbid."""

    whose: ast.Node | None = attrs.field(metadata=ast.OPTIONAL)
    change: ast.Node


@attrs.frozen
class Forbid(ast.Node):
    """`其不能使用「攻伐」`, `其不能使用红色牌`, `其不能使用牌`: the player may not use such cards."""

    who: ast.Node
    name: ast.CardName | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)


NODES = (UntilTurnEnd, Forbid)


def build(b, meta, children):
    found = [c for c in children if isinstance(c, ast.Node)]
    change = found[-1]
    whose = found[0] if len(found) > 1 else None
    return UntilTurnEnd(whose, change, span=b.span(meta))


def build_forbid(b, meta, children):
    who = next(c for c in children if isinstance(c, ast.Node))
    name = next((c for c in children if isinstance(c, ast.CardName)), None)
    colour = next((b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
    return Forbid(who, name, colour, span=b.span(meta))


def build_adjust(b, meta, children):
    """`直到其回合结束，其效率-1`: 的 left out before the counter."""
    at = next(i for i, c in enumerate(children) if isinstance(c, str) and c.type == "TURN_END")
    rest = [c for c in children[at + 1:] if not (isinstance(c, str) and c.type == "_COMMA")]
    change = set_verb.adjust(b, meta, rest)
    whose = next((c for c in children[:at] if isinstance(c, ast.Node)), None)
    return UntilTurnEnd(whose, change, span=b.span(meta))


RULES = {"until_turn_end": build, "forbid_use": build_forbid, "until_turn_end_adjust": build_adjust}


def check(c, node, depth: int) -> None:
    if isinstance(node, Forbid):
        c.check_ref(node.who)
        if not c.is_player(node.who):
            c.report(c.error("E204", node.who.span, "「不能使用」之前要写角色", "例如「直到其回合结束，其不能使用「攻伐」」"))
        if node.colour is not None and node.colour.colour is None:
            c.report(c.error("E201", node.colour.span, f"未知的颜色「{node.colour.word}」", c.hints["colours"]))
        return
    if node.whose is not None:
        c.check_ref(node.whose)
        if not c.is_player(node.whose):
            c.report(c.error("E204", node.whose.span, "「直到…回合结束」之间要写一名角色", "例如「直到其回合结束，其仓储-1」"))
    if isinstance(node.change, Forbid):
        check(c, node.change, depth)
        return
    attribute = node.change.attribute
    if attribute.name not in _LASTING:
        names = "、".join(c.words.attribute(a) for a in _LASTING)
        c.report(c.error("E226", attribute.span, f"「{c.words.attribute(attribute.name)}」不能只改变到回合结束",
                         f"暂时改变的只能是{names}，或写「其不能使用「攻伐」」"))
        return
    set_verb.check(c, node.change, depth)


def lower(lw, node):
    whose = lw.lower(node.whose) if node.whose is not None else None
    if isinstance(node.change, Forbid):
        f = node.change
        return UntilTurnEndStep(whose, None, lw.lower(f.who), f.name.name if f.name is not None else None,
                                f.colour.colour if f.colour is not None else None)
    return UntilTurnEndStep(whose, set_verb.lower(lw, node.change))


def describe(d, node) -> str:
    if isinstance(node, Forbid):
        what = (d.card_name(node.name) if node.name is not None else
                (node.colour.word if node.colour is not None else "") + d.object("card"))
        return f"{d.ref(node.who)}不能{d.verb('use')}{what}"
    whose = d.ref(node.whose) if node.whose is not None else ""
    if isinstance(node.change, Forbid):
        change = describe(d, node.change)
    elif isinstance(node.change.value, ast.BinOp) and node.change.value.left == node.change.attribute:
        value = node.change.value  # `其仓储-1`, as written
        change = f"{d.expr(node.change.attribute)}{value.op}{d.expr(value.right)}"
    else:
        change = set_verb.describe(d, node.change)
    return f"{d.word('structure', 'until')}{whose}回合结束，{change}"


@attrs.frozen
class UntilTurnEndStep:
    whose: object  # a player ref, or None: the player whose turn it is
    change: object = None  # a SetStep
    forbidden: object = None  # a player ref: who may not use
    name: str | None = None
    colour: str | None = None

    def _until(self, ctx: fx.Ctx) -> int | None:
        if self.whose is None:
            return ctx.rt.state.active
        seats = self.whose.players(ctx)
        return seats[0] if seats else None

    def run(self, ctx: fx.Ctx) -> bool:
        rt = ctx.rt
        until = self._until(ctx)
        if until is None:
            rt.log("fail", ctx.you, "没有可以指定的角色")
            return False
        data = rt.state.mode_data
        if self.change is None:
            seats = self.forbidden.players(ctx)
            if not seats:
                rt.log("fail", ctx.you, "没有可以指定的角色")
                return False
            data[_KEY] = data.get(_KEY, ()) + tuple((until, seat, "forbid", (self.name, self.colour)) for seat in seats)
            for seat in seats:
                rt.log("forbid", seat, f"{rt.pname(seat)}直到{rt.pname(until)}的回合结束不能使用{self._what()}")
            return True
        seats = self.change._seats(ctx)
        before = [rt.attr(seat, self.change.name) for seat in seats]
        ok = self.change.run(ctx)
        kept = tuple((until, seat, "change", (self.change.name, rt.attr(seat, self.change.name) - b))
                     for seat, b in zip(seats, before) if rt.attr(seat, self.change.name) != b)
        if kept:
            data[_KEY] = data.get(_KEY, ()) + kept
        return ok

    def _what(self) -> str:
        if self.name is not None:
            return f"「{self.name}」"
        return {"red": "红色", "blue": "蓝色", "green": "绿色", "yellow": "黄色", "black": "黑色"}.get(self.colour, "") + "牌"

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._until(ctx) is not None


def expire(rt, ending: int) -> None:
    """At the end of `ending`'s turn: what lasted until it ends (the changes change back, the bans end)."""
    for _until, seat, kind, payload in this_turn.take_due(rt.state.mode_data, _KEY, ending):
        if kind == "change":
            this_turn.change_back(rt, seat, *payload, "持续到回合结束的改变结束")


def forbidden(rt, seat: int, u) -> str | None:
    """A ban in force on `seat` that covers this use (a card, by its printed name or colour)."""
    entries = rt.state.mode_data.get(_KEY, ())
    if not entries or u.kind != "card" or u.defn is None:
        return None
    for _until, who, kind, payload in entries:
        if kind != "forbid" or who != seat:
            continue
        name, colour = payload
        if name is not None and u.defn.name != name:
            continue
        if colour is not None and u.card is not None and rt.card_fact(u.card, "colour") != colour:
            continue
        return f"直到回合结束不能使用{'「' + name + '」' if name else '这张牌'}"
    return None


def any_ban(rt) -> bool:
    return any(e[2] == "forbid" for e in rt.state.mode_data.get(_KEY, ()))
