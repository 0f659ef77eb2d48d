"""`令所有其他角色折损1财富，每有1名角色因此死亡，你获得1物资` (rule 10.112): the step after the comma is done once for each
N players, of those the step before named (`令…`, `其…`: what `若其中有角色死亡` looks at, rule 10.40), who are dead now; in
a row, as `每以此法移入1张牌，…` (rule 10.62)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.per_has import PerCountStep
from zhdsl.text import ast



@attrs.frozen
class PerDied(ast.Action):
    """`每有N名角色因此死亡，STEP` (`其中每有…死亡`, `每有N名其他角色…`, `…，你就STEP`)."""

    per: ast.Node  # N
    step: ast.Node
    other: bool = False  # 其他角色: you are not counted


NODES = (PerDied,)


def build(b, meta, children):
    found = [c for c in children if isinstance(c, ast.Node)]
    step = found[-1]
    per = next((c for c in found[:-1] if not isinstance(c, ast.Ref)), None)
    kinds = [getattr(c, "type", None) for c in children]
    if per is None:  # `每有1名角色`: one word (`1名角色`), or `每有角色`
        per = ast.Number(1, span=b.span(meta))
    other = "TARGET_OTHER" in kinds or "OTHER_PLAYERS" in kinds
    you = next((c for c in children if getattr(c, "type", None) == "YOU"), None)
    if you is not None:  # `…，你就获得1物资` (rule 10.114): the step as `你获得1物资`
        step = b.rule_acts(meta, [ast.Ref(b.meaning(you), span=b.span(meta)), step])
    return PerDied(per, step, other, span=b.span(meta))


RULES = {"per_died": build}


def check(c, node: PerDied, depth: int) -> None:
    from zhdsl.games.zongheng.verbs.history import _named_players_before

    c.check_amount(node.per, positive=True)
    if not _named_players_before(c.survey.nodes, node):
        c.report(c.error("E278", node.span, "「每有角色因此死亡」前面没有令角色做过的步骤，不知道是哪些角色",
                         "先写令哪些角色做什么：「令所有其他角色折损1财富，每有1名角色因此死亡，你获得1物资」；"
                         "「。」（或「；」）结束了一段效果，上一段的步骤不算，用「，」连接"))
        return
    before = _command_before(c.survey.nodes, node)
    if before is not None and not _changes_wealth(before):  # `令所有其他角色抽1张牌，每有…死亡`: nobody dies of it
        c.report(c.warning("W258", node.span, "前一步不改变角色的财富，没有角色会因此死亡，这一步永远不会执行",
                           "死亡是财富降到0（规则 14.1）：例如「令所有其他角色折损1财富，每有1名角色因此死亡，…」"))


def _command_before(nodes, node):
    """The last step done by players (`令…`, `其…`) before `node` in its effect."""
    last = None
    for n in nodes:
        if n is node:
            return last
        if isinstance(n, ast.Effect):
            last = None
        elif isinstance(n, ast.Command | ast.Acts):
            last = n
    return None


def _changes_wealth(node, depth: int = 0) -> bool:
    """Whether any quantity or attribute of 财富 is written in the step (a change of it may kill)."""
    if depth > 40:
        return True
    if isinstance(node, ast.Quantity | ast.Attribute) and getattr(node, "object", getattr(node, "name", None)) == "wealth":
        return True
    if isinstance(node, tuple):
        return any(_changes_wealth(n, depth + 1) for n in node)
    if isinstance(node, ast.Node):
        return any(_changes_wealth(getattr(node, a.name), depth + 1) for a in attrs.fields(type(node)))
    return False


def lower(lw, node: PerDied):
    return PerCountStep(lw.lower(node.per), DiedCount(node.other), lw.lower(node.step))


def describe(d, node: PerDied) -> str:
    who = "其他角色" if node.other else "角色"
    return f"每有{d.expr(node.per)}名{who}因此死亡，{d.step(node.step)}"


@attrs.frozen
class DiedCount:
    """How many of the players the last command step named are dead now (you left out for 其他角色)."""

    other: bool = False

    def evaluate(self, ctx: fx.Ctx) -> int:
        players = ctx.rt.state.players
        return sum(1 for seat in set(ctx.values.get(fx.ACTED, ()))
                   if players[seat].dead and not (self.other and seat == ctx.you))
