"""`其余以任意顺序放回`, `将这些牌放回原处`, `以任意顺序放回牌库顶`, `获得其中1张` (rule 11.101): the cards an effect looked
at, back where they were in the order the doer chooses, or one of them into the hand."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import check_cards, describe_cards
from zhdsl.games.zongheng.verbs.move import MoveStep
from zhdsl.text import ast
from zhdsl.text.diagnostics import error



LOOKED_END = "__looked_end__"  # the ZoneSpec the effect's last 查看 looked at (set by LookStep), for 放回


@attrs.frozen
class PutBack(ast.Action):
    """`其余以任意顺序放回`, `以任意顺序放回`, `将这些牌放回原处`: the cards (其余: all the looked-at cards still there)
    go back to the end of the zone the effect's last 查看 looked at, in the order the doer chooses."""

    cards: ast.Node  # Rest, or an Among (`将其中1张放回`)
    any_order: bool = False


@attrs.frozen
class GainAmong(ast.Action):
    """`获得其中1张`: 将其中1张移入你的手牌区 (rule 11.101)."""

    cards: ast.Node


NODES = (PutBack, GainAmong)


def build_rest_back(b, meta, children):
    from zhdsl.games.zongheng.verbs.cards import Rest

    verb = next(c for c in children if getattr(c, "type", None) == "MOVE_INTO")
    cards = next((c for c in children if isinstance(c, ast.Node)), None) or Rest(span=b.span(meta))
    if any(getattr(c, "type", None) == "ANY_ORDER" for c in children):  # `将其以任意顺序放回` (rule 11.172)
        from zhdsl.games.zongheng.verbs.looked_again import looked_it

        cards = looked_it(b, cards)
    if not isinstance(cards, Rest | ast.Among):  # `将1张手牌放回`: back where? only looked-at cards go back
        b.diagnostics.append(error("E225", cards.span, "只有查看过的牌才能「放回」",
                                   "写「其余以任意顺序放回」，或写出区域：「将1张手牌置于牌库顶」"))
    if str(verb) not in ("放回", "移回") and not any(getattr(c, "type", None) == "BACK_PLACE" for c in children):
        b.diagnostics.append(error("E225", b.tok_span(verb), f"「{verb}」之后要写移入哪个区域",
                                   "写「放回」（回到查看时的位置），或写出区域：「其余以任意顺序置于牌库底」"))
    return PutBack(cards, any(getattr(c, "type", None) == "ANY_ORDER" for c in children), span=b.span(meta))


def build_rest_all_into(b, meta, children):
    """`观看牌库顶的3张牌，以任意顺序放回牌库顶`: 其余按任意顺序置于牌库顶 — all the cards looked at (rule 11.101)."""
    from zhdsl.games.zongheng.verbs.cards import Rest

    zone = next(c for c in children if isinstance(c, ast.Zone))
    cards = next((c for c in children if isinstance(c, ast.Node) and c is not zone), None)  # `以任意顺序将其余的牌…`
    return ast.Move(cards if cards is not None else Rest(span=b.span(meta)), zone, span=b.span(meta))


def build_gain_among(b, meta, children):
    among = next(c for c in children if isinstance(c, ast.Node))
    return GainAmong(among, span=b.span(meta))


RULES = {"rest_back": build_rest_back, "rest_all_into": build_rest_all_into, "gain_among": build_gain_among}


def check(c, node, depth: int) -> None:
    check_cards(c, node.cards)


def lower(lw, node):
    if isinstance(node, GainAmong):
        hand = ast.Zone(lw.dialect.HAND_ZONE, None, span=node.span)
        return MoveStep(lw.lower(node.cards), lw.lower(hand), "zone")
    return PutBackStep(lw.lower(node.cards))


def describe(d, node) -> str:
    if isinstance(node, GainAmong):
        return f"{d.verb('take')}{describe_cards(d, node.cards)}{d.verb('move_into')}{d.zone(ast.Zone('hand', None, span=node.span))}"
    order = d.structure("any_order") if node.any_order else ""
    return f"{describe_cards(d, node.cards)}{order}放回"


@attrs.frozen
class PutBackStep:
    cards: object  # RestRef / ChosenRef

    def run(self, ctx: fx.Ctx) -> bool:
        spec = ctx.values.get(LOOKED_END)
        if spec is None:  # nothing was looked at in this effect: nowhere to put them back (E256 catches most)
            ctx.rt.log("fail", ctx.you, "没有查看过的牌，无法放回")
            return False
        return MoveStep(self.cards, spec, "zone").run(ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
