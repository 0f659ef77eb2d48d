"""Conditions on facts of the game rather than of a step: a lord's 阵营 (`若目标角色的领主属于“烽烟”阵营`, rule 10.72), the
mode being played (`若本局为决斗`, rule 10.73) and the seat order (`若你为后手`, rule 10.73). The rulebook gives every lord card
a 阵营 (4.2), names the modes (16) and 决斗's 先手/后手 (16.1.2); a card may ask about them as about any attribute."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.lord import LordOf
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_NEGATED = ("NOT_IS", "NOT_BELONGS", "NOT_SAME_PLAYER")


@attrs.frozen
class LordFaction(ast.Node):
    """`若X的领主属于「烽烟」阵营`: X's lord (the top lord card of X's 领主区, else the default lord, 15.3) is of that 阵营."""

    player: ast.AnyRef
    faction: str
    negated: bool = False


@attrs.frozen
class ModeIs(ast.Node):
    """`若本局为决斗`: the mode being played has that name (16)."""

    mode: str
    negated: bool = False


@attrs.frozen
class SeatIs(ast.Node):
    """`若你为后手`: the player is 先手 (`first` True: 1号座次, who takes the first turn) or 后手 (any other seat)."""

    player: ast.AnyRef
    first: bool
    negated: bool = False


NODES = (LordFaction, ModeIs, SeatIs)


def _negated(children) -> bool:
    return any(getattr(c, "type", None) in _NEGATED for c in children)


def build_faction(b, meta, children):
    """`若目标角色的领主属于“烽烟”阵营`, `若你的领主的阵营为“中立”`, `若其属于烽烟阵营`: a player's 阵营 is their lord's."""
    ref = next(c for c in children if isinstance(c, ast.Node) and not isinstance(c, ast.CardName))
    named = next((c for c in children if isinstance(c, ast.CardName)), None)
    word = named.name if named is not None else str(next(c for c in children if getattr(c, "type", None) == "FREE_TEXT"))
    player = ref.owner if isinstance(ref, LordOf) else ref
    return LordFaction(player, word, _negated(children), span=b.span(meta))


def build_mode(b, meta, children):
    """`若本局为决斗`, `若本局是团队模式`, `若本局模式不为权杖`: a mode by its name; another word is E283."""
    named = next((c for c in children if isinstance(c, ast.CardName)), None)  # `若本局为「决斗」`
    tok = named if named is not None else next(c for c in children if getattr(c, "type", None) == "FREE_TEXT")
    name = named.name if named is not None else str(tok)
    from zhdsl.games.zongheng.modes import RULEBOOK_ORDER as modes
    if name not in modes:
        b.diagnostics.append(error("E283", named.span if named is not None else b.tok_span(tok), f"「{name}」不是模式的名字",
                                   "模式有：" + "、".join(modes) + "，例如「若本局为决斗」"))
    return ModeIs(name, _negated(children), span=b.span(meta))


def build_seat(b, meta, children):
    """`若你为后手`, `若目标角色是先手`."""
    ref = next(c for c in children if isinstance(c, ast.Node))
    first = any(getattr(c, "type", None) == "FIRST_SEAT" for c in children)
    # `若你不是先手` is `若你为后手`: every seat is one or the other (rule 10.73(a))
    return SeatIs(ref, first != _negated(children), span=b.span(meta))


RULES = {"lord_faction": build_faction, "mode_is": build_mode, "seat_is": build_seat}


def check(c, node, depth: int) -> None:
    if isinstance(node, ModeIs):
        return
    c.check_ref(node.player)
    if not c.is_single_player(node.player):
        what = "阵营" if isinstance(node, LordFaction) else "先手或后手"
        c.report(c.error("E204", node.player.span, f"要问的是一名角色的{what}",
                         "例如「若目标角色的领主属于“烽烟”阵营」" if isinstance(node, LordFaction) else "例如「若你为后手」"))


def lower(lw, node):
    if isinstance(node, ModeIs):
        return ModeCond(node.mode, node.negated)
    if isinstance(node, SeatIs):
        return SeatCond(lw.lower(node.player), node.first, node.negated)
    return FactionCond(lw.lower(node.player), node.faction, node.negated)


def describe(d, node) -> str:
    is_word = d.word("structure", "is_not" if node.negated else "is")
    if isinstance(node, ModeIs):
        return f"{d.word('structure', 'this_game')}{is_word}{node.mode}"
    if isinstance(node, SeatIs):
        return f"{d.ref(node.player)}{is_word}{d.word('structure', 'first_seat' if node.first else 'second_seat')}"
    belongs = d.word("structure", "not_belongs" if node.negated else "belongs")
    return (f"{d.ref(node.player)}{d.structure('of')}{d.word('reference', 'lord')}{belongs}「{node.faction}」"
            f"{d.word('structure', 'faction')}")


@attrs.frozen
class FactionCond:
    """Rule 10.72: the one player's lord (its card's 阵营, the default lord's 中立) is of that 阵营."""

    player: object  # a player reference
    faction: str
    negated: bool = False

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        if len(seats) != 1:
            return False
        return (ctx.rt.lord_def(seats[0]).category == self.faction) != self.negated


@attrs.frozen
class ModeCond:
    """Rule 10.73: the mode of this game."""

    mode: str
    negated: bool = False

    def holds(self, ctx: fx.Ctx) -> bool:
        return (ctx.rt.mode.name == self.mode) != self.negated


@attrs.frozen
class SeatCond:
    """Rule 10.73: 先手 is 1号座次 (seat 0), who takes the game's first turn (16.1.2, 2.2); 后手 is any other seat."""

    player: object  # a player reference
    first: bool
    negated: bool = False

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        if len(seats) != 1:
            return False
        return ((seats[0] == 0) == self.first) != self.negated
