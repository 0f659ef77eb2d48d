"""无效化… (rule 17.6): a spell or ability leaves the chain without resolving; a countered card goes
to its owner's trash and does not count as played."""

from zhdsl.games.riftbound import select, statics

KINDS = ("counter",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择无效化的法术或技能")
    entries = {uid: rt.state.entry(uid) for uid in targets}
    # 其/其控制者 after it: the countered card itself (its controller, rules-riftbound.md 10.7(d)), not the chain entry
    ctx.it = [e.card if e is not None and e.card is not None else uid for uid, e in entries.items()]
    done = False
    for uid in targets:
        e = entries[uid]
        if e is not None and e.card is not None and uncounterable(rt, e.card):
            rt.log("counter", ctx.seat, f"{rt.card_name(e.card)}无法被无效化", e.card)  # rules-riftbound.md 22.81
            continue
        if e is not None:
            rt.counter_entry(uid)
            done = True
    return done


def uncounterable(rt, uid: int) -> bool:
    """`此牌无法被无效化` printed on the card (rules-riftbound.md 22.81)."""
    return uid in rt.state.cards and "UNCOUNTERABLE" in statics._index(rt.defn(uid).program).restrictions
