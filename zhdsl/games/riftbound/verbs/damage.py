"""对…造成n点伤害 (rule 8.2, 417): damage marked on units; units with lethal damage die in the next
cleanup. `各造成` deals the amount to each; `等同于我战力的` reads the source's might."""

from zhdsl.games.riftbound import select

KINDS = ("damage",)


def amount(ctx, dmg) -> int:
    if dmg.has("EQUAL_MY_MIGHT"):
        return ctx.rt.might(ctx.me) if ctx.me is not None and ctx.rt.on_board(ctx.me) else 0
    return select.number(dmg)


def run(ctx, vp, subject) -> bool:
    sel, dmg = vp.parts[0], vp.part("dmg")
    n = amount(ctx, dmg)
    targets = select.resolve(ctx, sel, prompt="选择受到伤害的单位")
    ctx.it = list(targets)
    hit = False
    for uid in targets:
        if ctx.rt.on_board(uid) and ctx.rt.defn(uid).base == "unit":
            ctx.rt.deal_damage(uid, n, ctx.source)
            hit = True
    return hit
