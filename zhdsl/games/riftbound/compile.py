"""Checking and compiling Riftbound card text: the dialect's `check_version` and `lower_version`.

The grammar reads the phrases; this module reports what it reads but cannot yet run (E401), so
a card that checks clean is a card the engine plays."""

from __future__ import annotations

from zhdsl.games.riftbound.nodes import Phrase
from zhdsl.text.diagnostics import error

# Codes of this game (docs/riftbound.md part 8): E401 a phrase read but not yet run; E330 a deck rule
# 5.2 refuses (a file code, like E308); E331 a card that fails in the smoke game of `check --catalog`.

UNSUPPORTED_EVENTS: dict[str, str] = {}


def check(version) -> list:
    from zhdsl.games.riftbound import verbs

    out = []
    for ability in version.effects:
        if not isinstance(ability, Phrase):
            continue
        for p in ability.walk():
            if p.kind in UNSUPPORTED_EVENTS:
                out.append(error("E401", p.span, f"{UNSUPPORTED_EVENTS[p.kind]}还不能执行",
                                 "见 docs/riftbound.md「尚未支持的写法」"))
            if p.kind in ("bare_vp",) or (p.kind.islower() and p.kind in _VERB_ALIASES and p.kind not in verbs.EXECUTABLE):
                out.append(error("E401", p.span, f"「{p.kind}」还不能执行", "见 docs/riftbound.md「尚未支持的写法」"))
    return out


_VERB_ALIASES = frozenset({
    "draw", "damage", "modify", "gain", "buff", "stun", "kill", "banish", "recall", "counter", "ready", "exhaust",
    "enter_ready", "return_hand", "channel", "add_resource", "play_token", "play_more", "play_card",
    "play_from_trash", "ignore_cost", "predict", "discard", "recycle", "recycle_trash", "look_top", "look_hand",
    "pay", "exhaust_self", "spend_xp", "spend_buff", "detach", "prevent", "cost_reduce", "double_might", "move",
    "recall_take", "attach_take",
})


def compile_card(version, source: str = ""):
    from zhdsl.games.riftbound.program import compile_text

    return compile_text(version)
