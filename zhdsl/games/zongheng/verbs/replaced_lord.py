"""The lord card a lord change replaced: `使用手牌中的1张领主牌（不消耗精力与物资），原有的领主牌移入虚空而非手牌区` (rule 15.7).
15.5 (1) moves the old lord card to its owner's 手牌区; this step, written after a step of the same effect that used a lord
card, moves that card from where it went on to the zone written (`而非手牌区` says it only: the card ends there instead)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

REPLACED_LORD = "__replaced_lord__"  # ctx.values: the lord card the effect's last lord change replaced (a uid)


@attrs.frozen
class ReplacedLordMove(ast.Action):
    """`原有的领主牌移入虚空`: the replaced lord card into `zone`."""

    zone: ast.Zone


NODES = (ReplacedLordMove,)


def build(b, meta, children):
    zones = [c for c in children if isinstance(c, ast.Zone)]
    if len(zones) > 1 and zones[1].kind != b.dialect.HAND_ZONE:  # `而非过往`: it would have gone to the 手牌区 (15.5)
        b.diagnostics.append(error("E100", zones[1].span, "原有的领主牌本来移入手牌区，「而非」之后只能是手牌区",
                                   "写「原有的领主牌移入虚空而非手牌区」"))
    return ReplacedLordMove(zones[0], span=b.span(meta))


RULES = {"replaced_lord_move": build}


def _uses_a_card(n) -> bool:
    """A step that changes the lord: a lord card used (15.5(a)) or moved into a 领主区 (15.8)."""
    from zhdsl.games.zongheng.verbs.move import MoveFrom
    from zhdsl.games.zongheng.verbs.use import UseFrom

    return isinstance(n, UseFrom) or isinstance(n, ast.Move | MoveFrom) and n.zone.kind == "lord"


def check(c, node: ReplacedLordMove, depth: int) -> None:
    c.check_zone(node.zone)
    if not step_before(c.survey.nodes, node, _uses_a_card):
        use = c.words.verb("use")
        c.report(c.error("E256", node.span, "前面没有使用领主牌或将领主牌移入领主区的步骤，不知道原有的领主牌是哪一张",
                         f"先写「{use}手牌中的1张领主牌」或「将手牌中的1张领主牌移入领主区」，再写「原有的领主牌移入虚空」"))


def lower(lw, node: ReplacedLordMove):
    return ReplacedLordStep(lw.lower(node.zone))


def describe(d, node: ReplacedLordMove) -> str:
    return f"{d.word('structure', 'replaced_lord')}{d.verb('move_into')}{d.zone(node.zone)}"


@attrs.frozen
class ReplacedLordStep:
    zone: fx.ZoneSpec

    def run(self, ctx: fx.Ctx) -> bool:
        uid = ctx.values.get(REPLACED_LORD)
        if uid is None or uid not in ctx.rt.state.cards:  # the default lord is no card (15.3): nothing to move
            return True
        where = self.zone.resolve(ctx)
        if where is None:
            ctx.rt.log("fail", ctx.you, "移入的区域没有唯一的所有者")
            return False
        return ctx.rt.move_cards([uid], where, ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
