"""防止接下来将对…造成的n点伤害 (rule 17.11): a shield of n on the unit, used up by damage; 无效化本回合内所有
法术或技能的伤害 (rule 17.11(a)): no spell or ability deals damage for the rest of the turn."""

from zhdsl.games.riftbound import select

KINDS = ("prevent", "nullify_damage", "prevent_next")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "nullify_damage":
        rt.state.mode_data["no_effect_damage"] = rt.state.turn
        rt.log("prevent", ctx.seat, "本回合内法术和技能造成的伤害都被无效化")
        return True
    targets = select.resolve(ctx, vp.parts[0], prompt="选择防止伤害的单位")
    if vp.kind == "prevent_next":  # `抵挡该单位下一次受到的伤害` (rules-riftbound.md 8.31): all of it, once, this turn
        for uid in targets:
            rt.mark(uid, prevent_next=True)
            rt.log("prevent", ctx.seat, f"{rt.card_name(uid)}本回合下一次受到的伤害将被防止", uid)
        ctx.it = list(targets) or ctx.it
        return bool(targets)
    n = select.number(vp.part("num"))
    for uid in targets:
        rt.mark(uid, prevent=rt.card(uid).marks.get("prevent", 0) + n)
    return bool(targets)
