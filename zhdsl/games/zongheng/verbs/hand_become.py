"""变为 on a card in a hand: `将你的1张手牌变为「教育」`, `令你手牌中的1张「攻伐」变为「教育」` — the doer chooses that card
in the hand; while it stays there its effect is the named card's (附录【变为】: its point, colour and timing kept), and
using it (`…，使用该牌`) uses it with that effect; any other move ends the change (rules 3.12, 12.67)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import check_cards
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

BECAME = "became"  # the mark a changed hand card carries: the name of the card whose effect it has


@attrs.frozen
class HandBecome(ast.Action):
    """`将你的1张手牌变为「教育」`: the cards chosen in a hand take that card's effect."""

    cards: ast.Chosen
    effect: ast.CardName


NODES = (HandBecome,)


def build_hand(b, meta, children):
    """`将你的1张手牌变为「教育」`: a player's hand cards, as `你手牌中的1张牌`."""
    owner = next(c for c in children if isinstance(c, ast.Ref))
    hand = next(c for c in children if isinstance(c, str) and b.meaning(c) == "hand")
    amount = next(c for c in children if isinstance(c, ast.Number | ast.Var))
    zone = ast.Zone(b.dialect.HAND_ZONE, owner, span=b.tok_span(hand))
    return _node(b, meta, ast.Chosen(zone, amount, None, "hand", span=b.span(meta)), children[-1])


def from_zone(b, meta, zone, amount, what, effect):
    """`令你手牌中的1张「攻伐」变为「教育」` (built by the stack's 变为 when its zone is a hand)."""
    name = what if isinstance(what, ast.CardName) else None
    kind = None if name is not None else ((what.card_kind or "hand") if isinstance(what, ast.Ref) else None)
    return _node(b, meta, ast.Chosen(zone, amount, name, kind, span=b.span(meta)), effect)


def _node(b, meta, chosen, effect):
    if not isinstance(effect, ast.CardName):
        b.diagnostics.append(error("E225", effect.span, "手牌只能变为一张有名字的牌",
                                   "写「将你的1张手牌变为「教育」」（引号中是牌名）"))
        effect = ast.CardName("?", span=effect.span)
    return HandBecome(chosen, effect, span=b.span(meta))


RULES = {"become_hand": build_hand}


def check(c, node: HandBecome, depth: int) -> None:
    check_cards(c, node.cards)


def names_card(node) -> bool:
    amount = node.cards.amount
    return isinstance(amount, ast.Number) and amount.value == 1


def lower(lw, node: HandBecome):
    return HandBecomeStep(lw.lower(node.cards), node.effect.name, lw.describe.verb("transform"))


def describe(d, node: HandBecome) -> str:
    """`将你的手牌区中的1张「攻伐」变为「教育」`, `将你的手牌区中的1张牌变为「教育」`."""
    cards = node.cards
    what = f"「{cards.name.name}」" if cards.name is not None else d.structure("card")
    return (f"{d.verb('take')}{d.zone(cards.pool)}{d.structure('in')}{d.structure('of')}{d.expr(cards.amount)}"
            f"{d.structure('measure')}{what}{d.verb('transform')}「{node.effect.name}」")


@attrs.frozen
class HandBecomeStep:
    cards: fx.ChosenRef
    name: str
    word: str

    def run(self, ctx: fx.Ctx) -> bool:
        if fx.NamedEffect(self.name).program(ctx.rt) is None:
            ctx.rt.log("fail", ctx.you, f"没有名为「{self.name}」的牌，无法{self.word}")
            return False
        chosen = self.cards.choose(ctx)
        if not chosen:
            ctx.rt.log("fail", ctx.you, f"没有可以{self.word}的手牌")
            return False
        for uid in chosen:
            c = ctx.rt.state.mut(uid)
            c.marks = {**c.marks, BECAME: self.name}
            ctx.rt.log("transform", c.owner, f"{ctx.rt.card_name(uid)}{self.word}「{self.name}」", uid)
        fx.remember_moved(ctx, chosen)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        return bool(cards)


def effect_of(rt, uid: int, own):
    """The effect a hand card is used with: the named card's, with the card's own timing (附录【变为】), while it carries
    the mark; else its own."""
    name = rt.state.cards[uid].marks.get(BECAME) if rt.state.cards[uid].marks else None
    if name is None:
        return own
    program = fx.NamedEffect(name).program(rt, fx.card_point(rt, uid))
    if program is None:
        return own
    return attrs.evolve(program, timings=own.timings, once_per_turn=own.once_per_turn, on=own.on)
