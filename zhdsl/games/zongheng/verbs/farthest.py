"""`选择1名距离你最远的角色`, `令1名距离你最近的其他角色折损1财富`: one target among the other living players at the
greatest (最远) or least (最近) distance from you (rule 7.16) — a target at distance N (rule 7.11(e)) whose N is the
greatest or least distance from you to another living player when the target is chosen."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class ExtremeTarget(ast.Node):
    """`1名距离你最远的角色`: `extreme` is "max" (最远) or "min" (最近)."""

    extreme: str
    NAMES_FOR_PRONOUN = "player"  # 该角色 after it is that player


NODES = (ExtremeTarget,)
REF = "player"  # one target player, for the checker


def build(b, meta, children):
    count = children[0]
    if not (isinstance(count, ast.Number) and count.value == 1):
        b.diagnostics.append(error("E257", count.span, "按距离选的目标只能是1名：写「1名距离你最远的角色」（规则 7.16）",
                                   "例如「选择1名距离你最远的角色」"))
    extreme = next(c for c in children if getattr(c, "type", "") in ("FARTHEST", "NEAREST"))
    return ExtremeTarget(b.meaning(extreme), span=b.span(meta))


RULES = {"extreme_one": build}


@attrs.frozen
class ExtremeDistance:
    """The greatest or least distance from you to another living player (0 when there is none)."""

    extreme: str

    def evaluate(self, ctx: fx.Ctx) -> int:
        s = ctx.rt.state
        found = [ctx.rt.seat_distance(ctx.you, p) for p in s.order_from(ctx.you) if p != ctx.you]
        if not found:
            return 0
        return max(found) if self.extreme == "max" else min(found)


def lower(lw, node: ExtremeTarget):
    distance = ExtremeDistance(node.extreme)
    key = f"within:{node.extreme}:other"
    lw.targets.setdefault(key, fx.TargetSlot(key, True, distance, "="))
    return fx.WithinRef(distance, True, key, "=", True)


def describe(d, node: ExtremeTarget) -> str:
    word = d.word("structure", node.extreme)
    return f"1{d.structure('persons')}{d.word('structure', 'distance')}{word}{d.structure('of')}{d.word('reference', 'player')}"
