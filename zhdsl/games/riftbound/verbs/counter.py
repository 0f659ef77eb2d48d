"""无效化… (rule 17.6): a spell or ability leaves the chain without resolving; a countered card goes
to its owner's trash and does not count as played."""

from zhdsl.games.riftbound import select

KINDS = ("counter",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择无效化的法术或技能")
    ctx.it = [u for u in targets]
    done = False
    for uid in targets:
        if rt.state.entry(uid) is not None:
            rt.counter_entry(uid)
            done = True
    return done
