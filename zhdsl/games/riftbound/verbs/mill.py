"""将你主牌堆顶部的n张牌放入废牌堆 (rules-riftbound.md 17.34): the top n cards of the main deck of the one
who does it go to the trash, face up; fewer cards move all there are. It is not a draw (no burn out, rule
16.7) and not a discard (no `弃置` trigger)."""

from zhdsl.games.riftbound import select

KINDS = ("mill",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    n = select.number(vp.part("count"))
    top = list(rt.state.players[ctx.seat].deck[:n])
    for uid in top:
        rt.put(uid, "trash", rt.card(uid).owner)
        rt.log("mill", ctx.seat, f"{rt.pname(ctx.seat)}将主牌堆顶部的{rt.card_name(uid)}放入废牌堆", uid)
    ctx.it = top
    return bool(top)
