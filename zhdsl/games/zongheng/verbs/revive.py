"""复活 (revive): `令目标已死亡的队友复活` — a dead player returns to play (rule 11.40). The rulebook's modes revive
players by their own rules (rule 14.3); a card's 复活 brings the player back at once with the 财富 they have (0
after dying of it), to take their turns again; `…复活并获得等量财富` then gives them what the card says. A player who
is not dead cannot be revived: the step fails."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Revive(ast.Action):
    """复活: the doer (X of 令X复活) is revived."""


NODES = (Revive,)
RULES = {"revive": Revive}


def lower(lw, node: Revive):
    return ReviveStep()


def describe(d, node: Revive) -> str:
    return d.verb("revive")


@attrs.frozen
class ReviveStep:
    def run(self, ctx: fx.Ctx) -> bool:
        seat = ctx.doer
        p = ctx.rt.state.players[seat]
        if not p.dead:
            ctx.rt.log("fail", ctx.you, f"{ctx.rt.pname(seat)}没有死亡，不能复活")
            return False
        # not `rt.revive`, which checks the state at once: at 0 财富 the player would die again before the
        # `并获得N财富` of the same step gives them any (rule 11.40); the state is checked after that step
        p.dead = False
        p.wealth = max(p.wealth, 0)
        ctx.rt.log("revive", seat, f"{ctx.rt.pname(seat)}复活，财富为{p.wealth}", p.wealth)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.state.players[ctx.doer].dead


_DEAD = ("target_dead", "target_dead_mate", "event_dead", "team_mates")  # team_mates: `若你的队友已死亡` (7.13(b))  # event_dead: who died, in `当…死亡时` (rule 11.47)


def check(c, node: Revive, depth: int) -> None:
    """E273: only a player chosen among the dead can be revived; anyone else is alive when the card is used."""
    doer = getattr(c, "doer", None)
    doer = c.resolve(doer) if doer is not None else None
    if not (isinstance(doer, ast.Ref) and doer.kind in _DEAD):
        who = (c.words.ref(ast.Ref("it", span=node.span)) if isinstance(doer, ast.Ref) and doer.kind == "event_actor"
               else c.words.ref(doer) if doer is not None else c.words.ref(ast.Ref("you", span=node.span)))
        revive, let = c.words.verb("revive"), c.words.verb("command")
        dead = c.words.ref(ast.Ref("target_dead", span=node.span))
        c.report(c.error("E273", node.span, f"「{who}」在使用这张牌时还活着，不能{revive}",
                         f"写「{let}{dead}{revive}」，或「{let}目标已死亡的队友{revive}」"))


# `复活目标角色`: the verb first, its object after — 令X复活 written as the rulebook's modes write it (`复活并获得…`).
# A player revived is chosen among the dead: 目标角色/目标其他角色 there is 目标已死亡的角色, 目标队友 目标已死亡的队友
# (rule 11.180); any other player (你, 所有角色) is E273 as in 令X复活.
_AS_DEAD = {"target_player": "target_dead", "target_other": "target_dead", "target_mate": "target_dead_mate",
            "target_self_mate": "target_dead_mate"}


def revive_object(b, meta, children):
    who = next(c for c in children if isinstance(c, ast.Node))
    if isinstance(who, ast.Ref) and who.kind in _AS_DEAD and who.card_kind is None and who.name is None:
        who = ast.Ref(_AS_DEAD[who.kind], span=who.span)
    word = children[0]
    return ast.Command(who, Revive(span=b.tok_span(word)), span=b.span(meta))


RULES = {**RULES, "revive_object": revive_object}
