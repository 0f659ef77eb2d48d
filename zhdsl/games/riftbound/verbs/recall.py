"""召回 (rule 13.6): back to its controller's base; not a move, its state unchanged."""

from zhdsl.games.riftbound import select

KINDS = ("recall", "recall_take")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    sel = vp.parts[0] if vp.kind == "recall" else subject
    targets = select.resolve(ctx, sel, prompt="选择召回的单位") if sel is not None else []
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid) and rt.where(uid)[0] == "bf":
            rt.recall_unit(uid)
            from zhdsl.games.riftbound import triggers

            triggers.fire(rt, "recall", uid=uid, seat=ctx.seat, by=ctx.me)  # `当我被召回时` (rules-riftbound.md 10.20(a))
            done = True
    return done
