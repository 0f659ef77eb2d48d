"""召出n枚（休眠的）符文 (rules 7.1, 6.4): from the top of the rune deck into the rune area."""

from zhdsl.games.riftbound import select

KINDS = ("channel",)


def run(ctx, vp, subject) -> bool:
    n = select.number(vp.part("count"))
    # done only when all n came (rule 17.5b: `如果你无法以此方式召出两枚符文` after channelling one)
    return ctx.rt.channel(ctx.seat, n, exhausted=vp.has("EXHAUSTED_ADJ") or vp.has("EXHAUSTED_RUNE_ADJ")) == n
