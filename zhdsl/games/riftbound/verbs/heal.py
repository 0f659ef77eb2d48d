"""移除其所受伤害 (rule 8.2): the damage marked on units is removed; `以休眠状态将其召回`, a recall that also
leaves the unit exhausted and without its damage (rules-riftbound.md 10.3(c))."""

from zhdsl.games.riftbound import select

KINDS = ("heal", "recall_exhausted", "heal_sel")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    done = False
    # `为你此处的所有单位移除伤害` (rules-riftbound.md 9.53): the objects named, else 其 (the ones before)
    named = vp.part("selector") is not None and vp.kind in ("heal_sel", "recall_exhausted")
    objects = select.resolve(ctx, vp.part("selector"), prompt="选择单位") if named else list(ctx.it)
    if named:  # `以休眠状态将该单位召回` names its object (rules-riftbound.md 10.30)
        ctx.it = list(objects) or ctx.it
    for uid in objects:
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
