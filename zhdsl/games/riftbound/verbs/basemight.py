"""`其基础战力在本回合内变为5` `让另一名单位的基础战力在本回合内变为4` (rules-riftbound.md 22.83): the unit's
printed might reads as the number until the turn ends; buffs, bonuses and keywords still add to it."""

from zhdsl.games.riftbound import select

KINDS = ("set_base_might",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if subject is not None:
        targets = select.resolve(ctx, subject, prompt="选择改变基础战力的单位")
    else:
        targets = list(ctx.it or ())
    ctx.it = list(targets)
    value = select.number(vp.part("num"))
    done = False
    for uid in targets:
        if uid in rt.state.cards and rt.on_board(uid) and rt.defn(uid).base == "unit":
            rt.mark(uid, base_might=(rt.state.turn, value))
            rt.log("might", ctx.seat, f"{rt.card_name(uid)}的基础战力在本回合内变为{value}")
            done = True
    return done
