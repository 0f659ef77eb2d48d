"""移除其所受伤害 (rule 8.2): the damage marked on units is removed; `以休眠状态将其召回`, a recall that also
leaves the unit exhausted and without its damage (rules-riftbound.md 10.3(c))."""

KINDS = ("heal", "recall_exhausted")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    done = False
    for uid in list(ctx.it):
        if uid not in rt.state.cards or not rt.on_board(uid):
            continue
        if rt.card(uid).marks.get("damage"):
            rt.mark(uid, damage=None)
            rt.log("heal", rt.card(uid).controller, f"移除{rt.card_name(uid)}所受的伤害", uid)
            done = True
        if vp.kind == "recall_exhausted":
            rt.mark(uid, damage=None)
            if rt.where(uid)[0] == "bf":
                rt.recall_unit(uid)
            rt.state.mut(uid).tapped = True
            done = True
    return done
