"""{{眩晕}}一名单位 (rule 8.4): a stunned unit deals no combat damage until the next end step."""

from zhdsl.games.riftbound import select, triggers

KINDS = ("stun", "stun_take")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    obj = subject if vp.kind == "stun_take" else vp.parts[0]  # `将其眩晕` names its object first
    targets = select.resolve(ctx, obj, prompt="选择眩晕的单位")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid) and not rt.card(uid).marks.get("stunned"):
            rt.mark(uid, stunned=True)
            rt.log("stun", ctx.seat, f"{rt.card_name(uid)}被眩晕")
            triggers.fire(rt, "stun", uid=uid, seat=ctx.seat)
            done = True
    return done
