"""{{亮出}}一名单位 (rules-riftbound.md 19.55): as the card's effect begins, its controller may show a unit card from
their hand or pick a friendly unit in play; `如果你亮出了一名单位` and `等同于你所亮出单位战力的` read that unit
(a hand card's printed might, a unit in play its might now)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("reveal_unit",)
MAX_SHOWN = 40  # options offered for one 亮出 (bound): hand cards and friendly units


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    hand = [u for u in rt.state.players[ctx.seat].hand if u != ctx.source and rt.defn(u).base == "unit"]
    board = [u for u in rt.units() if rt.card(u).controller == ctx.seat and u != ctx.source]
    pool = (hand + board)[:MAX_SHOWN]
    ctx.shown_unit = None
    if not pool:
        return False
    options = tuple(Option(f"{rt.card_name(u)}（{'手牌' if u in hand else rt.location_name(rt.where(u))}）", u) for u in pool)
    uid = rt.ask(Decision(ctx.seat, "card", "亮出一名单位（从手牌中展示，或挑选一名友方单位）", options + (Option("不亮出", None),)))
    if uid is None:
        return False
    ctx.shown_unit = uid
    if uid in hand:
        c = rt.state.mut(uid)
        c.seen_by = c.seen_by | frozenset(rt.state.seats)
    rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}亮出了{rt.card_name(uid)}")
    return True


def shown_might(ctx) -> int:
    """The might of the unit this effect revealed: printed for a hand card, now for one in play; 0 with none."""
    rt = ctx.rt
    uid = getattr(ctx, "shown_unit", None)
    if uid is None or uid not in rt.state.cards:
        return 0
    return rt.might(uid) if rt.on_board(uid) else (rt.defn(uid).might or 0)
