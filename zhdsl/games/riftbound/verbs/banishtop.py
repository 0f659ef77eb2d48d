"""`放逐你主牌堆顶部的一张牌。直到你的下一个回合结束阶段，你可以选择打出该牌。` (rules-riftbound.md 17.62): the top n
cards of the main deck of the one who does it are banished face up (`banish_top`); the next sentence lets that player
play them from the banishment, paying their cost, until their next turn ends (`play_later`)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("banish_top", "play_later", "play_it_free")


def _next_turn_end(rt, seat: int) -> int:
    """The turn number of `seat`'s next turn (turns are numbered as they begin)."""
    s = rt.state
    order = s.order_from(s.active, alive_only=False)
    ahead = order.index(seat) if seat in order and seat != s.active else len(order)
    return s.turn + ahead


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "banish_top":
        n = select.number(vp.part("count"))
        top = list(rt.state.players[ctx.seat].deck[:n])
        for uid in top:
            rt.banish(uid, ctx.seat)
            rt.log("banish", ctx.seat, f"{rt.pname(ctx.seat)}放逐主牌堆顶部的{rt.card_name(uid)}", uid)
        ctx.it = top
        return bool(top)
    cards = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "banish"]
    if vp.kind == "play_it_free":  # `你可以选择将其打出，无视其法力费用` (17.62(a)): now, from the banishment, no mana paid
        pool = [u for u in cards if rt.defn(u).base in ("unit", "gear", "spell")]
        played = False
        while pool:
            uid = rt.ask(Decision(ctx.seat, "card", "选择打出的牌", tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
            if uid is None:
                break
            pool.remove(uid)
            rt.play_free(ctx.seat, uid, ("base", ctx.seat) if rt.defn(uid).base == "unit" else None)
            played = True
        return played
    until = _next_turn_end(rt, ctx.seat)
    for uid in cards:
        rt.mark(uid, late_play=(ctx.seat, until))
        rt.log("grant", ctx.seat, f"直到{rt.pname(ctx.seat)}的下一个回合结束，可以打出被放逐的{rt.card_name(uid)}", uid)
    return bool(cards)


def playable(rt, seat: int, uid: int) -> bool:
    """Whether `seat` may play this banished card now by a `play_later` (until the end of their next turn)."""
    late = rt.card(uid).marks.get("late_play")
    return bool(late) and late[0] == seat and rt.state.turn <= late[1]
