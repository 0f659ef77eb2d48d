"""选择 before a target, as a step: `选择1名死亡的队友，…该队友复活` (rule 11.50). A target is chosen when the card is
used (7.3), so the step does nothing more than name it for a later 该队友/该角色/其; it fails (and the steps after it do
not happen) when the target is no longer there, as a step acting on it would."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_TARGETS = frozenset({"target_player", "target_other", "target_dead", "target_dead_mate", "target_card", "target_mate",
                      "target_self_mate"})


@attrs.frozen
class ChooseTarget(ast.Action):
    """`选择1名死亡的队友`: the target, named."""

    target: ast.Node


NODES = (ChooseTarget,)


def build(b, meta, children):
    target = next(c for c in children if isinstance(c, ast.Node))
    if isinstance(target, ast.Ref) and target.kind == "mates":  # `选择1名队友`: your teammate, dead or alive (11.50(a))
        target = attrs.evolve(target, kind="team_mates")
    return ChooseTarget(target, span=b.span(meta))


RULES = {"choose_target": build}


def _is_target(ref) -> bool:
    if isinstance(ref, ast.Ref):
        return ref.kind in _TARGETS or ref.kind == "team_mates"  # `选择1名队友` (rule 11.50(a))
    from zhdsl.games.zongheng.verbs.farthest import ExtremeTarget  # `选择1名距离你最远的角色` (rule 7.16)

    return isinstance(ref, ast.Within) and ref.targeted or isinstance(ref, ExtremeTarget)


def check(c, node: ChooseTarget, depth: int) -> None:
    c.check_ref(node.target)
    if not _is_target(node.target):
        word = c.words.verb("choose")
        c.report(c.error("E204", node.target.span, f"「{word}」一步只能写一个目标（使用时选择）",
                         f"例如「{word}1名死亡的队友，该队友复活」；从区域中选牌写「从过往中{word}1张牌」"))


def lower(lw, node: ChooseTarget):
    return ChooseTargetStep(lw.lower(node.target))


def describe(d, node: ChooseTarget) -> str:
    target = node.target
    if isinstance(target, ast.Ref) and target.kind == "team_mates":  # read as written: 选择你的队友 (rule 11.50(a))
        return d.verb("choose") + d.word("reference", "mates")
    return d.verb("choose") + d.ref(target)


@attrs.frozen
class ChooseTargetStep:
    """Rule 11.50: the target was chosen when the card was used; the step holds while it is still there."""

    target: object  # a PlayerRef, WithinRef or CardRef

    def run(self, ctx: fx.Ctx) -> bool:
        if self.ready(ctx):
            return True
        ctx.rt.log("fail", ctx.you, "所选的目标已不在，后续步骤不执行")
        return False

    def ready(self, ctx: fx.Ctx) -> bool:
        if isinstance(self.target, fx.PlayerRef | fx.WithinRef):  # WithinRef: a target by distance (7.11(e), 7.16)
            return bool(self.target.players(ctx))
        return self.target.card(ctx) is not None
