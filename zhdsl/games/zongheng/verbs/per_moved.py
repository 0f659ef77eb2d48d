"""`每以此法移入1张牌，你生产1财富` (rule 10.62): the step after the comma is done once for each N cards the step before
moved (its 移入的牌, 10.44: what `其中牌的数量` counts), in a row; N cards short of a whole N do nothing more. It reads
as written. `每以此法移入1张红色牌`, `每以此法弃置1张蓝色牌`, `你每以此法令1张黄色牌进入过往，就…` count only the cards of
that colour, and (弃置, 进入Z) only those now in the discard zone or in Z (rule 10.62(a))."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.among_count import AmongCount, AmongCountExpr
from zhdsl.text import ast

_PER = BY_TERMINAL["PER_THIS_WAY"].text  # 每以此法
_MAX_TIMES = 64  # a bound on the repetitions (the cards of one step are far fewer)


@attrs.frozen
class PerMoved(ast.Action):
    """`每以此法移入N张牌，STEP`."""

    per: ast.Node  # N
    count: ast.Node  # the cards moved (an AmongCount, checked as 其中 is: a move must come before — before this step,
    # so it is walked before `step`: `每以此法移入1张牌，抽1张牌` has no move before it)
    step: ast.Node
    how: str = "move_into"  # the verb written: move_into (移入), discard (弃置), enter (令…进入 zone)
    zone: ast.Zone | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # 进入过往: only the cards now there


NODES = (PerMoved,)


def build(b, meta, children):
    found = [c for c in children if isinstance(c, ast.Node) and not isinstance(c, ast.Ref)]
    per, step = found[0], found[-1]
    zone = next((c for c in found[1:-1] if isinstance(c, ast.Zone)), None)
    verb = next(c for c in children if isinstance(c, str) and c.type in ("MOVE_INTO", "DISCARD", "LET"))
    how = {"MOVE_INTO": "move_into", "DISCARD": "discard", "LET": "enter"}[verb.type]
    colour = next((b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
    count = AmongCount(None, colour, span=b.tok_span(verb))
    return PerMoved(per, count, step, how, zone, span=b.span(meta))


RULES = {"per_moved": build}


def check(c, node: PerMoved, depth: int) -> None:
    from zhdsl.games.zongheng.verbs.among_count import check as check_moved

    c.check_amount(node.per, positive=True)
    if node.zone is not None:
        c.check_zone(node.zone)
    check_moved(c, node.count, depth)  # a step that moves cards must come before (E256, as for 其中)


def lower(lw, node: PerMoved):
    colour = node.count.colour.colour if node.count.colour is not None else None
    zone = lw.zone(node.zone) if node.zone is not None else None
    return PerMovedStep(lw.lower(node.per), lw.lower(node.step), colour, zone, node.how == "discard")


def describe(d, node: PerMoved) -> str:
    colour = node.count.colour.word if node.count.colour is not None else ""
    cards = f"{d.expr(node.per)}{d.structure('measure')}{colour}{d.object('card')}"
    if node.how == "enter":
        what = f"{d.verb('command')}{cards}{d.word('structure', 'enter')}{d.zone(node.zone)}"
    else:
        what = f"{d.verb(node.how)}{cards}"
    return f"{_PER}{what}，{d.step(node.step)}"


@attrs.frozen
class PerMovedStep:
    per: object
    step: object
    colour: str | None = None  # only the cards of this colour (rule 10.62(a))
    zone: object = None  # a ZoneSpec: only the cards now in it (`令1张黄色牌进入过往`)
    discarded: bool = False  # 弃置: only the cards now in the discard zone

    def _counted(self, ctx: fx.Ctx) -> int:
        if self.zone is None and not self.discarded:
            return AmongCountExpr(None, self.colour).evaluate(ctx)
        cards = ctx.values.get(fx.MOVED_CARDS, ())
        if self.colour is not None:
            cards = fx.of_kind(ctx.rt, list(cards), None, None, self.colour)
        where = self.zone.resolve(ctx) if self.zone is not None else None
        zone = where[0] if where is not None else ctx.rt.schema.discard_zone
        state = ctx.rt.state.cards
        return sum(1 for uid in cards if uid in state and state[uid].zone == zone)

    def run(self, ctx: fx.Ctx) -> bool:
        per = max(1, fx.amount(self.per, ctx))
        times = min(self._counted(ctx) // per, _MAX_TIMES)
        for _ in range(times):
            if not self.step.run(ctx):
                return False
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
