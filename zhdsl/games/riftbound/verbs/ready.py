"""变为活跃状态 / 变为休眠状态 (rule 8.1), and {{横置}} as a cost (exhaust the source)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select, statics, triggers

KINDS = ("ready", "exhaust", "exhaust_self", "ready_or_exhaust")


def can_pay(ctx, vp, subject) -> bool:
    if vp.kind == "exhaust_self":
        return ctx.source is not None and not ctx.rt.card(ctx.source).tapped
    if vp.kind == "exhaust" and subject is not None:
        pool = _ready_pool(ctx, subject)
        if pool is not None:  # `让一名友方单位变为休眠状态：…` (rules-riftbound.md 10.96(c)): n ready ones are enough
            return len(pool[0]) >= pool[1]
        found = select.resolve(ctx, subject, ask=False)
        return bool(found) and not any(ctx.rt.card(u).tapped for u in found)
    return True


def _ready_pool(ctx, subject):
    """(the ready units a counted, not yet chosen `让一名友方单位变为休眠状态` can take, n), or None (a pronoun,
    `所有…`, or objects chosen as the text was played): only a ready unit can be made exhausted (10.96(c))."""
    if subject.kind != "selector" or (subject.tokens and subject.tokens[0][0] == "PRONOUN") \
            or subject.span.start in ctx.chosen:
        return None
    mode, n = select.quantity(subject)
    if mode == "all" or n < 1:
        return None
    return [u for u in select.board_candidates(ctx, subject) if not ctx.rt.card(u).tapped], n


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "exhaust_self":
        if ctx.source is None or rt.card(ctx.source).tapped:
            return False
        rt.state.mut(ctx.source).tapped = True
        if rt.on_board(ctx.source):  # `当我变为休眠状态时` hears its own {{横置}} cost (rules-riftbound.md 10.96)
            triggers.fire(rt, "became_exhausted", uid=ctx.source, seat=ctx.seat)
        return True
    pool = _ready_pool(ctx, subject) if vp.kind == "exhaust" and subject is not None else None
    if pool is not None:
        targets = []
        while len(targets) < min(pool[1], len(pool[0])):
            fits = [u for u in pool[0] if u not in targets]
            targets.append(fits[0] if len(fits) == 1 else rt.ask(Decision(
                ctx.seat, "target_card", "选择变为休眠的单位", tuple(Option(rt.describe_object(u), u) for u in fits))))
    else:
        targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
    ctx.it = list(targets) or ctx.it
    want = vp.kind == "exhaust"
    if vp.kind == "ready_or_exhaust":  # `变为活跃或休眠状态`: the player picks the state (rules-riftbound.md 8.16)
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
                triggers.fire(rt, "became_ready", uid=uid, seat=ctx.seat)  # rules-riftbound.md 22.154
            if want and rt.on_board(uid):  # `当你横置一名友方单位时` (rules-riftbound.md 10.20(a))
                triggers.fire(rt, "exhaust", uid=uid, seat=ctx.seat, by=ctx.me)
                triggers.fire(rt, "became_exhausted", uid=uid, seat=ctx.seat)  # rules-riftbound.md 10.96
            done = True
    return done
