"""让…返回其所属的手牌 (rule 17.13): a permanent back to its owner's hand (a token ceases to exist)."""

from zhdsl.games.riftbound import select

KINDS = ("return_hand",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, subject) if subject is not None else []
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.put(uid, "hand", rt.card(uid).owner)
            rt.log("bounce", ctx.seat, f"{rt.card_name(uid)}返回其所有者的手牌")
            done = True
    return done
