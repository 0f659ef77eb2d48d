"""Conditions on the moment and on a player's life: `若此时是回合外` / `若现在是你的回合` (whose turn it is, rule
10.48) and `若你的队友已死亡` / `若目标角色未死亡` (whether a player is dead, rule 10.49). In `若你的队友已死亡` 你的队友
is the teammate dead or alive (`team_mates`, rule 7.13(b)), so a 其 after it names that teammate: `令其复活`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class InTurn(ast.Node):
    """`若此时是回合内`: whether it is your own turn now (`inside` False: 回合外, someone else's turn)."""

    inside: bool


@attrs.frozen
class IsDead(ast.Node):
    """`若你的队友已死亡`: whether the player is dead (`dead` False: 未死亡)."""

    player: ast.Node
    dead: bool


NODES = (InTurn, IsDead)


def build_in_turn(b, meta, children):
    word = children[-1]
    return InTurn(b.meaning(word) == "in_turn", span=b.span(meta))


def build_dead(b, meta, children):
    player, word = children[0], children[-1]
    if isinstance(player, ast.Ref) and player.kind == "mates":  # dead or alive: the team's other member (rule 7.13(b))
        player = attrs.evolve(player, kind="team_mates")
    return IsDead(player, b.meaning(word) == "dead", span=b.span(meta))


RULES = {"in_turn": build_in_turn, "is_dead": build_dead}


def check(c, node, depth: int) -> None:
    if isinstance(node, IsDead):
        c.check_ref(node.player)
        if not c.is_player(node.player):
            c.report(c.error("E204", node.player.span, "只有角色才会死亡", "例如「若你的队友已死亡」"))


def lower(lw, node):
    if isinstance(node, IsDead):
        return DeadCond(lw.lower(node.player), node.dead)
    return InTurnCond(node.inside)


def describe(d, node) -> str:
    if isinstance(node, IsDead):
        who = d.word("reference", "mates") if isinstance(node.player, ast.Ref) and node.player.kind == "team_mates" \
            else d.ref(node.player)
        return who + d.word("structure", "dead" if node.dead else "alive")
    return d.word("structure", "in_turn" if node.inside else "out_of_turn")


@attrs.frozen
class InTurnCond:
    """Rule 10.48: it is the turn of the effect's owner (回合内), or another player's (回合外)."""

    inside: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        return (ctx.rt.state.active == ctx.you) == self.inside


@attrs.frozen
class DeadCond:
    """Rule 10.49: some player the reference names is dead (`dead` False: some is alive); none named, false."""

    player: object  # a player reference
    dead: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        s = ctx.rt.state
        return any(s.players[p].dead == self.dead for p in self.player.players(ctx))
