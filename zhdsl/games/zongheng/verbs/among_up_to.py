"""lang14c: `将其中任意张移入你的手牌区`, `将其中至多2张置入过往`: of the cards the effect looked at last (其中, rule 11.27),
as many as the doer chooses — any number, or at most N — and then which (rule 11.150). Choosing 0 is no failure."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast


@attrs.frozen
class AmongUpTo(ast.Among):
    """`其中任意张` (`amount` None) or `其中至多N张`; an `ast.Among`, so every check of 其中 holds for it."""

    up_to: bool = True


NODES = (AmongUpTo,)


def among_any(b, meta, amount, name) -> AmongUpTo:
    """`其中任意张`: built by the 其中 rule when its amount is 任意张."""
    return AmongUpTo(ast.Number(1, span=amount.span), name, span=b.span(meta), up_to=False)


def build(b, meta, children):
    """`其中至多N张（牌）`."""
    amount = next(c for c in children if isinstance(c, ast.Node) and not isinstance(c, ast.CardName))
    name = next((c for c in children if isinstance(c, ast.CardName)), None)
    return AmongUpTo(amount, name, span=b.span(meta))


RULES = {"among_up_to": build}


def check(c, node: AmongUpTo, depth: int) -> None:
    return None  # the amount and the look before are checked as every 其中's (cards.check_cards)


def lower(lw, node: AmongUpTo):
    return UpToRef(None, lw.lower(node.amount) if node.up_to else None, node.name.name if node.name else None)


def describe(d, node: AmongUpTo) -> str:
    what = d.card_name(node.name) if node.name is not None else d.object("card")
    among = d.word("reference", "among")
    if not node.up_to:
        return f"{among}{d.expr(ast.Portion('any', span=node.span))}{what}"
    return f"{among}{BY_TERMINAL['AT_MOST'].text}{d.expr(node.amount)}{d.structure('measure')}{what}"


@attrs.frozen
class UpToRef(fx.ChosenRef):
    """Rule 11.150: the doer chooses how many (0 to all of them, or to N), then which; never fails for want of cards."""

    def choose(self, ctx: fx.Ctx) -> list[int] | None:
        cards = self.candidates(ctx)
        if cards is None:
            return None
        most = len(cards) if self.amount is None else min(len(cards), max(0, fx.amount(self.amount, ctx)))
        most = min(most, fx.ANY_BOUND)
        n = 0
        if most > 0:
            options = tuple(Option(str(k), k) for k in range(most + 1))
            n = ctx.rt.ask(Decision(ctx.doer, "choice", f"选择数量（0至{most}）", options))
        ctx.rt.log("choose", ctx.doer, f"{ctx.rt.pname(ctx.doer)}选择数量{n}", n)
        return list(ctx.rt.choose_cards_seen(ctx.doer, cards, n, "选择牌")) if n else []
