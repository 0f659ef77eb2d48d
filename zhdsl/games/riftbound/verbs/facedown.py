"""`查看一张正面朝下的卡牌` (rules-riftbound.md 9.42): the player looks at a face-down card at a battlefield; it stays face
down and its controller's; the log says only that it was looked at, not what it is."""

from zhdsl.games.riftbound import select

KINDS = ("look_card",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    cards = [u for u in select.resolve(ctx, vp.part("selector"), prompt="选择查看的牌") if select.face_down(rt, u)]
    for uid in cards:
        c = rt.state.mut(uid)
        c.seen_by = frozenset(c.seen_by) | {ctx.seat}
        rt.log("look", ctx.seat, f"{rt.pname(ctx.seat)}查看了{rt.location_name(('bf', c.marks.get('at')))}的一张正面朝下的卡牌")
    ctx.it = cards or ctx.it
    return bool(cards)
