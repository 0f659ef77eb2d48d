"""放逐… (rule 17.4): into its owner's banishment; not a kill."""

from zhdsl.games.riftbound import select

KINDS = ("banish",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择放逐的对象")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.put(uid, "banish", rt.card(uid).owner)
            rt.log("banish", ctx.seat, f"{rt.card_name(uid)}被放逐")
            done = True
    return done
