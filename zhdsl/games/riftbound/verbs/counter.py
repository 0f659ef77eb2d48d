"""无效化… (rule 17.6): a spell or ability leaves the chain without resolving; a countered card goes
to its owner's trash and does not count as played."""

from zhdsl.games.riftbound import select

KINDS = ("counter",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择无效化的法术或技能")
    entries = {uid: rt.state.entry(uid) for uid in targets}
    # 其/其控制者 after it: the countered card itself (its controller, rules-riftbound.md 10.7(d)), not the chain entry
    ctx.it = [e.card if e is not None and e.card is not None else uid for uid, e in entries.items()]
    done = False
    for uid in targets:
        if entries[uid] is not None:
            rt.counter_entry(uid)
            done = True
    return done
