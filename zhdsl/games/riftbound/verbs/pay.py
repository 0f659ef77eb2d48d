"""支付… and 消耗n经验 as steps or costs (rules 7.7, 8.6): resources from the pool and the runes."""

from zhdsl.games.riftbound import select

KINDS = ("pay", "spend_xp")


def cost_of(vp) -> tuple[int, tuple]:
    mana, colours = 0, []
    for p in vp.walk():
        for t, text in p.tokens:
            inner = text.strip("{}[] ")
            if t == "MANA":
                mana += int(inner)
            elif t == "POWER":
                colours.append(inner)
    return mana, tuple(colours)


def can_pay(ctx, vp, subject) -> bool:
    if vp.kind == "spend_xp":
        return ctx.rt.state.players[ctx.seat].xp >= select.number(vp)
    mana, colours = cost_of(vp)
    return ctx.rt.can_afford(ctx.seat, mana, colours)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "spend_xp":
        n = select.number(vp)
        p = rt.state.players[ctx.seat]
        if p.xp < n:
            return False
        p.xp = p.xp - n
        return True
    mana, colours = cost_of(vp)
    cut, ctx.mana_cut = min(mana, ctx.mana_cut), max(0, ctx.mana_cut - mana)  # rules-riftbound.md 10.5(g)
    return rt.pay(ctx.seat, mana - cut, colours)
