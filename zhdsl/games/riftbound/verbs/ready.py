"""变为活跃状态 / 变为休眠状态 (rule 8.1), and {{横置}} as a cost (exhaust the source)."""

from zhdsl.games.riftbound import select, statics, triggers

KINDS = ("ready", "exhaust", "exhaust_self", "ready_or_exhaust")


def can_pay(ctx, vp, subject) -> bool:
    if vp.kind == "exhaust_self":
        return ctx.source is not None and not ctx.rt.card(ctx.source).tapped
    if vp.kind == "exhaust" and subject is not None:
        found = select.resolve(ctx, subject, ask=False)
        return bool(found) and not any(ctx.rt.card(u).tapped for u in found)
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "exhaust_self":
        if ctx.source is None or rt.card(ctx.source).tapped:
            return False
        rt.state.mut(ctx.source).tapped = True
        if rt.on_board(ctx.source):  # `当我变为休眠状态时` hears its own {{横置}} cost (rules-riftbound.md 10.96)
            triggers.fire(rt, "became_exhausted", uid=ctx.source, seat=ctx.seat)
        return True
    targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
    ctx.it = list(targets) or ctx.it
    want = vp.kind == "exhaust"
    if vp.kind == "ready_or_exhaust":  # `变为活跃或休眠状态`: the player picks the state (rules-riftbound.md 8.16)
        from zhdsl.engine.decisions import Decision, Option

        if not targets:
            return False
        want = rt.ask(Decision(ctx.seat, "choice", "变为哪种状态？", (Option("活跃", False), Option("休眠", True))))
    done = False
    for uid in targets:
        if uid in rt.state.cards and rt.card(uid).tapped != want and rt.card(uid).zone in ("base", "field", "legend", "rune_area"):
            if not want and statics.restricted(rt, "CANNOT_READY", uid=uid):  # `我无法变为活跃状态` (rules-riftbound.md 8.11)
                continue
            rt.state.mut(uid).tapped = want
            rt.log("ready", ctx.seat, f"{rt.card_name(uid)}变为{'休眠' if want else '活跃'}状态")
            if not want and rt.on_board(uid):
                triggers.fire(rt, "readied", uid=uid, seat=ctx.seat)
            if want and rt.on_board(uid):  # `当你横置一名友方单位时` (rules-riftbound.md 10.20(a))
                triggers.fire(rt, "exhaust", uid=uid, seat=ctx.seat, by=ctx.me)
                triggers.fire(rt, "became_exhausted", uid=uid, seat=ctx.seat)  # rules-riftbound.md 10.96
            done = True
    return done
