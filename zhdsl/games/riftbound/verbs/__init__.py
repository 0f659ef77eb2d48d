"""Riftbound's verbs: one module per verb (or verb family), each with the phrase kinds it runs
(`KINDS`, the grammar's aliases in riftbound.lark), `run(ctx, vp, subject) -> bool` and, for a verb
that may be a cost, `can_pay(ctx, vp, subject)`. A step that does nothing returns False (a later
`改为` or `以此` reads that)."""

from __future__ import annotations

from zhdsl.games.riftbound.verbs import (
    add, among, attach, banish, buff, channel, counter, damage, discard, draw, gain, hand, heal, kill, might, move, pay,
    play, predict, prevent, ready, recall, recycle, stun, trash, win, repeat,
)
from zhdsl.games.riftbound.verbs import ban  # rift10
from zhdsl.games.riftbound.verbs import costup  # rift11
from zhdsl.games.riftbound.verbs import battlefield, copy, declare  # rift12
from zhdsl.games.riftbound.verbs import pair  # rift17
from zhdsl.games.riftbound.verbs import amounts, facedown, replay  # rift17c
from zhdsl.games.riftbound.verbs import turnrules  # rift17d
from zhdsl.games.riftbound.verbs import reveal  # rift17g
from zhdsl.games.riftbound.verbs import playcut  # rift17h
from zhdsl.games.riftbound.verbs import keep  # rift17j
from zhdsl.games.riftbound.verbs import empower  # rift12c
from zhdsl.games.riftbound.verbs import chain, deckput  # rift12b
from zhdsl.games.riftbound.verbs import mill  # rift12a
from zhdsl.games.riftbound.verbs import basemight, shroud, showunit  # rift12c (continued)
from zhdsl.games.riftbound.verbs import banishtop  # rift13c

MODULES = (add, among, attach, banish, buff, channel, counter, damage, discard, draw, gain, hand, heal, kill, might, move, pay,
           play, predict, prevent, ready, recall, recycle, stun, trash, win, repeat, ban, costup, declare, copy, battlefield, pair,
           amounts, replay, facedown, turnrules, reveal, playcut, keep, empower, chain, deckput, mill, basemight, shroud, showunit,
           banishtop)
BY_KIND = {kind: m for m in MODULES for kind in m.KINDS}
STATIC_KINDS = frozenset({"enter_ready", "enter_exhausted", "alt_play", "play_to_attacked", "cost_reduce", "ignore_own_cost", "skill_cost_reduce", "cost_up",
                          "play_from_trash_self"})  # read by the rules, not run (statics.py)
EXECUTABLE = frozenset(BY_KIND) | STATIC_KINDS


def _unwrap(ctx, vp):
    while vp.kind == "vp":
        scope = vp.tok("SCOPE")
        if scope:
            ctx.scope = "combat" if "战斗" in scope else "turn"
        vp = vp.parts[0]
    return vp


def run(ctx, vp, subject) -> bool:
    vp = _unwrap(ctx, vp)
    module = BY_KIND.get(vp.kind)
    if module is None:
        return False
    return bool(module.run(ctx, vp, subject))


def can_pay(ctx, clause) -> bool:
    if clause.kind not in ("clause", "let_cmd", "take"):
        return True
    vp = clause.parts[-1]
    subject = clause.parts[0] if len(clause.parts) == 2 else None
    vp = _unwrap(ctx, vp)
    module = BY_KIND.get(vp.kind)
    check = getattr(module, "can_pay", None)
    return True if check is None else bool(check(ctx, vp, subject))
