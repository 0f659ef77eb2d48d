"""防止接下来将对…造成的n点伤害 (rule 17.11): a shield of n on the unit, used up by damage."""

from zhdsl.games.riftbound import select

KINDS = ("prevent",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择防止伤害的单位")
    n = select.number(vp.part("num"))
    for uid in targets:
        rt.mark(uid, prevent=rt.card(uid).marks.get("prevent", 0) + n)
    return bool(targets)
