"""弃 (discard): `弃N张手牌` — the doer discards N hand cards of their choice to 过往 (rule 11.2);
`弃N张红色手牌` only hand cards of that colour (rule 11.2(a)). A cost: it may stand before `：`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.games.zongheng.verbs.cards import check_cards
from zhdsl.games.zongheng.verbs.point_filter import describe as describe_point
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class DiscardChosen(ast.Action):
    """`弃置其中1张`: cards the doer chooses among those the effect looked at, into 过往 (rule 11.27); `弃1张手牌中的「攻伐」`,
    `弃置过往中的1张牌`: cards the doer chooses in a zone (rule 11.51)."""

    cards: ast.Node  # Among, ZoneCards


@attrs.frozen
class DiscardLord(ast.Action):
    """`弃1张领主牌`: lord cards the doer chooses from their own 手牌区, into 过往 (rule 11.43; a lord card is no 手牌,
    rule 3.6, so `弃1张手牌` never takes one)."""

    amount: ast.Node


NODES = (ast.Discard, DiscardChosen, DiscardLord)


def build_discard_lord(b, meta, children):
    verb, amount, lord = children[0], children[1], children[-1]
    if b.meaning(verb) != "discard":  # `获得1张领主牌`: only 弃 takes a lord card so (others: 将…中的1张领主牌移入…)
        b.diagnostics.append(error("E204", b.span(meta), f"「{verb}」的对象不能是「{lord}」",
                                   "弃置手牌区中的领主牌写「弃1张领主牌」；移动写「将你手牌中的1张领主牌移入…」"))
    return DiscardLord(amount, span=b.span(meta))


def build_discard_zone(b, meta, children):
    """`弃置手牌中的1张「攻伐」`: N cards of the doer's 手牌区 of that name or kind (rule 11.51)."""
    from zhdsl.games.zongheng.verbs.cards import build_zone_cards

    return DiscardChosen(build_zone_cards(b, meta, children[1:]), span=b.span(meta))


RULES = {"discard_chosen": lambda b, meta, children: DiscardChosen(children[-1], span=b.span(meta)),
         "discard_zone": build_discard_zone,
         "discard_lord": build_discard_lord}
MEASURED = {"discard": ast.Discard}
COST = True


def check(c, node, depth: int) -> None:
    if isinstance(node, DiscardLord):
        c.check_amount(node.amount, positive=True)
        return
    if isinstance(node, DiscardChosen):
        check_cards(c, node.cards)
        return
    v, hand = c.words.verb("discard"), c.words.object("hand")
    c.check_measured(node, frozenset({"hand", "card"}), v, f"{v}只能{v}{hand}，例如「{v}1张{hand}」",
                     coloured=frozenset({"hand"}))


def names_card(node) -> bool:
    """`弃1张手牌`, `弃1张点数不小于5的手牌`, `弃置过往中的1张牌`: one card, which a later 该牌 names (rules 12.8(d), 12.121)."""
    if isinstance(node, DiscardChosen) and isinstance(node.cards, ast.ZoneCards):
        amount = node.cards.amount
        return isinstance(amount, ast.Number) and amount.value == 1
    if not isinstance(node, ast.Discard) or len(node.quantities) != 1:
        return False
    amount = node.quantities[0].amount
    return isinstance(amount, ast.Number) and amount.value == 1


def lower(lw, node):
    if isinstance(node, DiscardLord):
        return DiscardLordStep(lw.lower(node.amount))
    if isinstance(node, DiscardChosen):
        return DiscardChosenStep(lw.lower(node.cards))
    return DiscardStep(lw.quantities(node))


def describe(d, node) -> str:
    if isinstance(node, DiscardLord):
        return f"{d.verb('discard')}{d.expr(node.amount)}{d.word('structure', 'measure')}{d.word('reference', 'lord')}牌"
    if isinstance(node, DiscardChosen):
        if isinstance(node.cards, ast.ZoneCards):  # `弃1张手牌区中的「攻伐」`: the count first (rule 11.51)
            return f"{d.verb('discard')}{count_first(d, node.cards)}"
        from zhdsl.games.zongheng.verbs.cards import describe_cards

        # `弃置其中的红色牌` (rule 11.142), `弃置其中至多2张` (rule 11.150): 其中 as every step writes it
        return f"{d.verb('discard')}{describe_cards(d, node.cards)}"
    return d.measured(node, "discard")


def count_first(d, cards: ast.ZoneCards) -> str:
    """`1张手牌区中的「攻伐」`: a zone's cards with the count before the zone (rule 11.51)."""
    what = d._what(cards.name, cards.kind)
    if cards.colour is not None:
        what = cards.colour.word + what
    what = describe_point(d, cards.point_op, cards.point) + what
    where = d.zone(cards.zone) + d.structure("in") + d.structure("of")
    return f"{d.expr(cards.amount)}{d.structure('measure')}{where}{what}"


@attrs.frozen
class DiscardChosenStep:
    cards: fx.ChosenRef

    def run(self, ctx: fx.Ctx) -> bool:
        rt = ctx.rt
        chosen = self.cards.choose(ctx)
        if chosen is None:
            rt.log("fail", ctx.doer, "可选的牌不够，弃牌失败")
            return False
        discard = rt.schema.role("discard")
        for uid in chosen:
            owner = rt.state.cards[uid].zone_owner
            rt.move_card(uid, discard, log=False)
            whose = f"{rt.pname(owner)}的" if owner is not None and owner != ctx.doer else ""
            rt.log("discard", ctx.doer, f"{rt.pname(ctx.doer)}弃置了{whose}{rt.card_name(uid)}", uid)
        fx.spent(ctx, len(chosen), "discard")
        fx.remember_moved(ctx, chosen)  # `弃1张点数不小于5的手牌，…该牌的点数`: the card discarded (rule 12.121)
        rt.check()
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        return cards is not None and len(cards) >= self.cards.count(ctx, cards)


_COLOUR_WORD = {colour: word for word, colour in COLOURS.items() if word.endswith("色")}


@attrs.frozen
class DiscardStep:
    quantities: tuple

    def _n(self, ctx: fx.Ctx, q) -> int:
        return fx.amount(q.amount, ctx)

    def _among(self, rt, q):
        """Which hand cards a quantity may take: any, or those of its colour (a card's 颜色)."""
        if q.colour is None:
            return None
        return (lambda uid: rt.card_fact(uid, "colour") == q.colour), _COLOUR_WORD.get(q.colour, "")

    def run(self, ctx: fx.Ctx) -> bool:
        if all(q.colour is None for q in self.quantities):
            n = sum(self._n(ctx, q) for q in self.quantities)
            ok = ctx.rt.discard_from_hand(ctx.doer, n)
            if ok:
                fx.spent(ctx, n, "discard")
                fx.remember_moved(ctx, ctx.rt.last_discarded)
            return ok
        short = self._short(ctx.rt, ctx.doer, ctx, None)
        if short is not None:  # all or nothing: `弃1张红色手牌&1张手牌` checks both before either
            ctx.rt.log("fail", ctx.doer, f"{ctx.rt.pname(ctx.doer)}的{short}，弃牌失败")
            return False
        n, discarded = 0, []
        for q in self._coloured_first():
            k = self._n(ctx, q)
            if not ctx.rt.discard_from_hand(ctx.doer, k, among=self._among(ctx.rt, q)):
                return False
            n += k
            discarded.extend(ctx.rt.last_discarded)
        fx.spent(ctx, n, "discard")
        fx.remember_moved(ctx, discarded)  # `弃1张红色手牌，…该牌的点数`: the card discarded (rule 12.121)
        return True

    def _coloured_first(self) -> list:
        """Coloured quantities choose first, so a plain one never takes the card a coloured one needs."""
        return sorted(self.quantities, key=lambda q: q.colour is None)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._lacking(ctx.rt, ctx.doer, ctx, None) is None

    def _short(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        """Why the hand cannot pay all quantities, or None."""
        lack = self._lacking(rt, seat, ctx, exclude)
        if lack is None:
            return None
        which, k, there = lack
        return f"{which}手牌不足：需要弃{k}张，现有{there}张"

    def _lacking(self, rt, seat: int, ctx: fx.Ctx, exclude) -> tuple | None:
        """(the colour word or "", cards needed, cards there) for the first quantity the hand cannot
        pay, or None. Coloured quantities take their cards first."""
        left = [uid for uid in rt.hand_cards(seat) if uid != exclude]
        if all(q.colour is None for q in self.quantities):
            n = sum(self._n(ctx, q) for q in self.quantities)
            return ("", n, len(left)) if len(left) < n else None
        for q in self._coloured_first():
            k = self._n(ctx, q)
            among = self._among(rt, q)
            fits = [uid for uid in left if among is None or among[0](uid)]
            if len(fits) < k:
                return (among[1] if among else "", k, len(fits))
            taken = set(fits[:k])
            left = [uid for uid in left if uid not in taken]
        return None

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        return self._short(rt, seat, ctx, exclude)

    def cost_ok(self, rt, seat: int, ctx: fx.Ctx, exclude) -> bool:
        """`cost_reason(...) is None`, without the reason (asked for every option list)."""
        return self._lacking(rt, seat, ctx, exclude) is None


@attrs.frozen
class DiscardLordStep:
    """Rule 11.43: the doer chooses N lord cards of their 手牌区 (all when there are exactly N) and puts them into 过往;
    fewer than N there, the step fails."""

    amount: object

    def _lords(self, ctx: fx.Ctx) -> list[int]:
        rt = ctx.rt
        return [uid for uid in rt.state.players[ctx.doer].hand if rt.defn(uid).kind == "lord"]

    def run(self, ctx: fx.Ctx) -> bool:
        rt, n = ctx.rt, fx.amount(self.amount, ctx)
        lords = self._lords(ctx)
        if len(lords) < n:
            rt.log("fail", ctx.doer, f"{rt.pname(ctx.doer)}的手牌区中的领主牌不足{n}张，弃牌失败")
            return False
        discard = rt.schema.role("discard")
        for uid in rt.choose_cards(ctx.doer, lords, n, "选择要弃置的领主牌"):
            rt.move_card(uid, discard, log=False)
            rt.log("discard", ctx.doer, f"{rt.pname(ctx.doer)}弃置了{rt.card_name(uid)}", uid)
        rt.check()
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return len(self._lords(ctx)) >= fx.amount(self.amount, ctx)
