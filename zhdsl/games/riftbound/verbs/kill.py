"""摧毁… (rule 17.5): a permanent goes to its owner's trash (deathknell first); `摧毁此牌` as a cost."""

from zhdsl.games.riftbound import select

KINDS = ("kill", "kill_take")


def _object(vp, subject):
    return subject if vp.kind == "kill_take" else vp.parts[0]  # `将它摧毁` names its object first


def can_pay(ctx, vp, subject) -> bool:
    return bool(select.resolve(ctx, _object(vp, subject), ask=False))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "kill" and subject is not None and select.is_player_selector(subject, ctx) \
            and not (subject.tokens and subject.tokens[0] == ("PRONOUN", "你")):
        return _each_player(ctx, vp, subject)
    targets = select.resolve(ctx, _object(vp, subject), prompt="选择摧毁的对象")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.destroy(uid, ctx.source)
            done = True
    return done


def _each_player(ctx, vp, subject) -> bool:
    """`每名对手必须摧毁自己的一名单位` (rules-riftbound.md 9.4(m)): each player named chooses among what the
    selector names for them (自己的: their own), in turn order from the active player."""
    from zhdsl.games.riftbound.effects import Ctx

    rt = ctx.rt
    done = False
    seats = select.players(ctx, subject)
    for seat in rt.state.order_from(rt.state.active, alive_only=False):
        if seat not in seats:
            continue
        theirs = Ctx(rt, seat, ctx.source, event=ctx.event)
        for uid in select.resolve(theirs, vp.parts[0], prompt="选择摧毁的对象"):
            if rt.on_board(uid):
                rt.destroy(uid, ctx.source)
                done = True
    return done
