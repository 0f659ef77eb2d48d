"""恢复 (restore): spend all 精力, then gain the lord card's 精力 (附录【恢复】, rule 11.11)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class Restore(ast.Action):
    """恢复：消耗所有精力，获得领主牌上的精力"""


def build_restore_of(b, meta, children):
    """`恢复你的精力`: the player whose 精力 is restored is the one who 恢复s (rule 11.9(a)) — 你 (or 其 after 令X) is
    the doer's own 恢复, another player is `令X恢复` (as `消耗目标角色所有精力`, rule 11.59)."""
    owner = children[1]
    action = Restore(span=b.span(meta))
    if isinstance(owner, ast.Ref) and owner.kind in _OTHERS:
        return ast.Command(owner, action, span=b.span(meta))
    b._owned.append((action, owner))
    return action


_OTHERS = frozenset({"target_player", "target_other", "all_players", "all_others"})

NODES = (Restore,)
RULES = {"restore": Restore, "restore_of": build_restore_of}


def lower(lw, node: Restore):
    return RestoreStep()


def describe(d, node: Restore) -> str:
    return d.verb("restore")


@attrs.frozen
class RestoreStep:
    def run(self, ctx: fx.Ctx) -> bool:
        ctx.rt.restore(ctx.doer)
        return True
