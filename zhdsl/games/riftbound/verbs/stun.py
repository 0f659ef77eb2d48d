"""{{眩晕}}一名单位 (rule 8.4): a stunned unit deals no combat damage until the next end step."""

from zhdsl.games.riftbound import select, triggers

KINDS = ("stun",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择眩晕的单位")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid) and not rt.card(uid).marks.get("stunned"):
            rt.mark(uid, stunned=True)
            rt.log("stun", ctx.seat, f"{rt.card_name(uid)}被眩晕")
            triggers.fire(rt, "stun", uid=uid, seat=ctx.seat)
            done = True
    return done
