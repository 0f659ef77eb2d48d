"""获得 a player's lord card: `获得其领主牌（移入手牌区）`, `获得目标其他角色的领主牌` (rule 11.55) — the lord card of that
player's 领主区 moves into the doer's 手牌区 (as 16.4.3's 击杀 gives it); the player's lord is then the one beneath it,
or the default lord (3.8, 15.3). With no lord card there (the default lord, or taken already by 16.4.3), nothing is
gained and the step does not fail. `（移入手牌区）` after it restates where the card goes (10.25)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.history import AmongDiedCond
from zhdsl.games.zongheng.verbs.lord import LordOf, LordRef
from zhdsl.games.zongheng.verbs.take import DoerRef
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class GainLord(ast.Action):
    """`获得X的领主牌`: X's lord card into the doer's 手牌区."""

    lord: ast.Node  # LordOf


@attrs.frozen
class IntoHandNote(ast.Node):
    """（移入手牌区）after 获得其领主牌: where the card goes, said again; it changes nothing."""


NODES = (GainLord, IntoHandNote)


def build(b, meta, children):
    """`获得其领主牌`, `获得目标其他角色的领主牌`, with the bracket (dropped: it says what the step does)."""
    owner = next((c for c in children if isinstance(c, ast.Node)), None)
    if owner is None:  # `其领主牌`
        it = next(c for c in children[1:] if isinstance(c, str) and c.type != "LORD")
        owner = ast.Ref(b.meaning(it), span=b.tok_span(it))
    lord_word = next(c for c in children if isinstance(c, str) and c.type == "LORD")
    lord = LordOf(owner, span=owner.span.cover(b.tok_span(lord_word)))
    verb = children[0]
    if b.meaning(verb) != "gain":  # `抽其领主牌`: only 获得 takes a lord card so (横置/重置 are their own verbs)
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」后不能接领主牌",
                                   "写「获得其领主牌」，或「将其领主牌移入你的手牌区」"))
    return GainLord(lord, span=b.span(meta))


RULES = {"gain_lord": build, "into_hand_note": lambda b, meta, children: IntoHandNote(span=b.span(meta))}


def check_note(c, note: IntoHandNote, action) -> None:
    target = action.action if isinstance(action, ast.Command | ast.Acts) else action  # `你获得其领主牌（移入手牌）`
    if not isinstance(target, GainLord):  # `抽1张牌（移入手牌区）`: says nothing about that step
        gain = c.words.verb("gain")
        c.report(c.error("E251", note.span, f"这个说明只能写在「{gain}…领主牌」之后",
                         f"例如「{gain}其领主牌（移入手牌区）」，或去掉括号"))


def note_flags(note: IntoHandNote) -> dict:
    return {}


def check(c, node: GainLord, depth: int) -> None:
    c.check_ref(node.lord.owner)
    from zhdsl.games.zongheng.verbs.history import AmongDied
    if isinstance(c.resolve(node.lord.owner), AmongDied):  # `若有角色因此死亡，你获得其领主牌`: each who died (12.45)
        return
    if not c.is_single_player(node.lord.owner):
        c.report(c.error("E204", node.lord.owner.span, "领主属于单个角色", "例如「获得其领主牌」「获得目标其他角色的领主牌」"))


def lower(lw, node: GainLord):
    return GainLordStep(lw.lower(node.lord))


def describe(d, node) -> str:
    if isinstance(node, IntoHandNote):
        return f"{d.verb('move_into')}{d.word('zone', 'hand')}"
    owner = node.lord.owner
    of = "" if isinstance(owner, ast.Ref) and owner.kind == "it" else d.structure("of")  # 其领主, not 其的领主
    return f"{d.verb('gain')}{d.ref(owner)}{of}{d.word('reference', 'lord')}"


@attrs.frozen
class _Seat:
    """One player by seat: each of the players who died, in turn (rule 12.45)."""

    seat: int
    single = True

    def players(self, ctx: fx.Ctx) -> list[int]:
        return [self.seat]


@attrs.frozen
class GainLordStep:
    lord: object  # LordRef

    def run(self, ctx: fx.Ctx) -> bool:
        owner = getattr(self.lord, "owner", None)
        if isinstance(owner, AmongDiedCond):  # the players who died (rule 12.45): each
            return all([GainLordStep(LordRef(_Seat(seat))).run(ctx) for seat in owner.players(ctx)])
        if owner is not None and not owner.players(ctx):  # a target who died of this effect is still that target
            from zhdsl.games.zongheng.verbs.by_this import _named  # (rule 12.45(a))

            dead = [seat for seat in _named(owner, ctx) if ctx.rt.state.players[seat].dead]
            if len(dead) == 1:
                return GainLordStep(LordRef(_Seat(dead[0]))).run(ctx)
        uid = self.lord.card(ctx)
        rt = ctx.rt
        if uid is None:  # the default lord, or the card 16.4.3 already gave: nothing to gain (rule 11.55)
            rt.log("fail", ctx.doer, f"{rt.pname(ctx.doer)}没有可以获得的领主牌")
            return True
        doer = DoerRef().players(ctx)[0]
        rt.move_card(uid, rt.schema.role("hand"), doer)
        fx.remember_moved(ctx, [uid])
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
