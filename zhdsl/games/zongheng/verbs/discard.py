"""弃 (discard): `弃N张手牌` — the doer discards N hand cards of their choice to 过往 (rule 11.2);
`弃N张红色手牌` only hand cards of that colour (rule 11.2(a)). A cost: it may stand before `：`."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.text import ast

NODES = (ast.Discard,)
MEASURED = {"discard": ast.Discard}
COST = True


def check(c, node: ast.Discard, depth: int) -> None:
    v, hand = c.words.verb("discard"), c.words.object("hand")
    c.check_measured(node, frozenset({"hand", "card"}), v, f"{v}只能{v}{hand}，例如「{v}1张{hand}」",
                     coloured=frozenset({"hand"}))


def names_card(node: ast.Discard) -> bool:
    """`弃1张手牌`: one card, which a later 该牌 names (rule 12.8(d))."""
    if len(node.quantities) != 1:
        return False
    amount = node.quantities[0].amount
    return isinstance(amount, ast.Number) and amount.value == 1


def lower(lw, node: ast.Discard):
    return DiscardStep(lw.quantities(node))


def describe(d, node: ast.Discard) -> str:
    return d.measured(node, "discard")


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
        n = 0
        for q in self._coloured_first():
            k = self._n(ctx, q)
            if not ctx.rt.discard_from_hand(ctx.doer, k, among=self._among(ctx.rt, q)):
                return False
            n += k
        fx.spent(ctx, n, "discard")
        return True

    def _coloured_first(self) -> list:
        """Coloured quantities choose first, so a plain one never takes the card a coloured one needs."""
        return sorted(self.quantities, key=lambda q: q.colour is None)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._short(ctx.rt, ctx.doer, ctx, None) is None

    def _short(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        """Why the hand cannot pay all quantities, or None. Coloured quantities take their cards first."""
        left = [uid for uid in rt.hand_cards(seat) if uid != exclude]
        if all(q.colour is None for q in self.quantities):
            n = sum(self._n(ctx, q) for q in self.quantities)
            return f"手牌不足：需要弃{n}张，现有{len(left)}张" if len(left) < n else None
        for q in self._coloured_first():
            k = self._n(ctx, q)
            among = self._among(rt, q)
            fits = [uid for uid in left if among is None or among[0](uid)]
            if len(fits) < k:
                which = among[1] if among else ""
                return f"{which}手牌不足：需要弃{k}张，现有{len(fits)}张"
            taken = set(fits[:k])
            left = [uid for uid in left if uid not in taken]
        return None

    def cost_reason(self, rt, seat: int, ctx: fx.Ctx, exclude) -> str | None:
        return self._short(rt, seat, ctx, exclude)
