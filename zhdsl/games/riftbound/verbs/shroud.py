"""`其在本回合内无法被敌方法术和技能选作目标` (rules-riftbound.md 22.83): until the turn ends, opponents' spells
and abilities can't choose the unit (as a printed `我无法被敌方法术和技能选作目标`, select.shielded)."""

from zhdsl.games.riftbound import select

KINDS = ("untargetable_turn",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, subject, prompt="选择单位") if subject is not None else list(ctx.it or ())
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if uid in rt.state.cards and rt.on_board(uid):
            rt.mark(uid, untargetable=rt.state.turn)
            rt.log("shroud", ctx.seat, f"{rt.card_name(uid)}在本回合内无法被敌方法术和技能选作目标")
            done = True
    return done
