"""Several targets of one kind: `令两名目标角色各抽1张牌`, `令至多两名目标其他角色各折损1财富` (rule 7.11).
The players are chosen when the card is used, all different; a step on them acts on each in turn order from you."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class TargetGroup(ast.Node):
    """`两名目标角色`: `count` different players chosen as targets when the card is used (`at_most`: one up to
    `count`); `other` leaves the user out."""

    count: int
    at_most: bool = False
    other: bool = False


NODES = (TargetGroup,)
REF = "players"  # players, for the checker, but not one player (结附, 交给 want one)
# `两名角色` is `两名目标角色`, `两名其他角色` is `两名目标其他角色` (rule 12.10)
_WHO = {"target_player": False, "target_other": True, "player": False}


def build(b, meta, children):
    """`两名目标角色`; one (`一名目标角色`) is the target word itself. The count is a number written out: the
    targets are chosen when the card is used, before anything is known at resolution."""
    amount = next(c for c in children if isinstance(c, ast.Node))
    other = _WHO[b.meaning(children[-1])]
    at_most = any(getattr(c, "type", None) == "AT_MOST" for c in children)
    count = amount.value if isinstance(amount, ast.Number) else None
    if count is None or count < 1:
        b.diagnostics.append(error("E257", amount.span, "目标的人数要写出一个正整数：使用这张牌时就要选定这些目标（规则 7.11）",
                                   "例如「两名目标角色」「至多2名目标其他角色」"))
        count = 1
    elif not at_most and count > _largest_table():  # `至多N名` can still take fewer
        b.diagnostics.append(error("E257", amount.span,
                                   f"目标的人数{count}超过了任何模式的角色数（最多{_largest_table()}名）：这张牌永远无法使用（规则 7.11）",
                                   "例如「两名目标角色」「至多2名目标其他角色」"))
        count = 1
    if count == 1 and not at_most:
        return ast.Ref("target_other" if other else "target_player", span=b.span(meta))
    return TargetGroup(count, at_most, other, span=b.span(meta))


def _largest_table() -> int:
    """The most players any mode seats: more targets than that can never be chosen."""
    from zhdsl.games.zongheng.modes import load_all  # the modes import the runtime; only when a count is written

    return max(mode.max_players for mode in load_all().values())


def build_within_one(b, meta, children):
    """`1名距离为1的角色`, `一名距离不大于2的其他角色`: the count first, then the distance — `距离为1的1名角色`, one target
    at that distance (rule 7.11(e)). Only one: several targets at a distance are not a form (E257)."""
    count = children[0]
    if not (isinstance(count, ast.Number) and count.value == 1):
        b.diagnostics.append(error("E257", count.span, "按距离选的目标只能是1名：写「1名距离为1的角色」（规则 7.11(e)）",
                                   "例如「令1名距离为1的角色折损2财富」；几名角色写「令距离为1的角色…」"))
    rest = children[2:]
    amount = next(c for c in rest if isinstance(c, ast.Node))
    words = [c for c in rest[:-1] if isinstance(c, str)]
    compare = "="  # `距离为N的`, `距离N的`
    for w in words:
        if w.type not in ("DISTANCE", "IS", "OF"):
            compare = b.meaning(w)  # `距离不大于N的`
    other = _WHO.get(b.meaning(rest[-1]), False)
    return ast.Within(amount, True, compare=compare, other=other, span=b.span(meta))


RULES = {"target_group": build, "group_who": lambda b, meta, children: children[0], "within_one": build_within_one}


def lower(lw, node: TargetGroup):
    key = f"group:{'<=' if node.at_most else ''}{node.count}" + (":other" if node.other else "")
    lw.targets.setdefault(key, fx.TargetSlot(key, node.other, None, count=node.count, at_most=node.at_most))
    return fx.TargetGroupRef(key, node.count)


def describe(d, node: TargetGroup) -> str:
    who = d.word("reference", "target_other" if node.other else "target_player")
    return f"{'至多' if node.at_most else ''}{node.count}{d.structure('persons')}{who}"
