"""洗乱 (shuffle): `洗乱牌库` / `洗乱过往` (rule 11.19)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Shuffle,)
RULES = {"shuffle": ast.Shuffle}
SHUFFLED = ("deck", "past")


def check(c, node: ast.Shuffle, depth: int) -> None:
    if node.zone.kind not in SHUFFLED:
        v = c.words.verb("shuffle")
        deck, past = (c.words.word("zone", z) for z in SHUFFLED)
        c.report(c.error("E222", node.zone.span, f"只能{v}{deck}或{past}", f"写作「{v}{deck}」或「{v}{past}」"))


def lower(lw, node: ast.Shuffle):
    if node.zone.kind not in SHUFFLED:
        raise lw.error("只能洗乱牌库或过往")
    return ShuffleStep(node.zone.kind)


def describe(d, node: ast.Shuffle) -> str:
    return d.verb("shuffle") + d.zone(node.zone)


@attrs.frozen
class ShuffleStep:
    zone: str  # deck past

    def run(self, ctx: fx.Ctx) -> bool:
        ctx.rt.shuffle_zone(self.zone)
        return True
