"""放逐…, 将…放逐 (rule 17.4): into its owner's banishment; not a kill."""

from zhdsl.games.riftbound import select

KINDS = ("banish", "banish_take")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    sel = subject if vp.kind == "banish_take" else vp.parts[0]  # `将其放逐` names its object first
    targets = select.resolve(ctx, sel, prompt="选择放逐的对象") if sel is not None else []
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.put(uid, "banish", rt.card(uid).owner)
            rt.log("banish", ctx.seat, f"{rt.card_name(uid)}被放逐")
            done = True
    return done
