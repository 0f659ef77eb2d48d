"""支付… and 消耗n经验 as steps or costs (rules 7.7, 8.6): resources from the pool and the runes."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("pay", "spend_xp", "pay_any")

MAX_ANY = 12  # `支付任意数量的…`: at most this many symbols are offered (a player has at most 12 runes, rule 7.1)


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
    if vp.kind == "pay_any":  # zero is a number too
        return True
    if vp.kind == "spend_xp":
        return ctx.rt.state.players[ctx.seat].xp >= select.number(vp)
    mana, colours = cost_of(vp)
    return ctx.rt.can_afford(ctx.seat, mana, colours)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "pay_any":
        return _pay_any(ctx, vp)
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


def _pay_any(ctx, vp) -> bool:
    """`支付任意数量的{{A}}` (rules-riftbound.md 7.9): the player picks a number from 0 to the most they can pay
    now, pays that many symbols, and `等同于该数量的` reads it; paying 0 is a legal choice that does nothing."""
    rt = ctx.rt
    mana, colours = cost_of(vp)
    most = 0
    while most < MAX_ANY and rt.can_afford(ctx.seat, mana * (most + 1), colours * (most + 1)):
        most += 1
    symbol = "".join(text for t, text in vp.tokens if t in ("MANA", "POWER"))
    n = 0 if most == 0 else rt.ask(Decision(ctx.seat, "choice", f"支付多少个{symbol}？",
                                            tuple(Option(f"{k}个", k) for k in range(most + 1))))
    if n and not rt.pay(ctx.seat, mana * n, colours * n):
        n = 0
    ctx.paid_amount = n
    return n > 0
