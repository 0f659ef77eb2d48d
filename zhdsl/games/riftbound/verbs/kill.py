"""摧毁… (rule 17.5): a permanent goes to its owner's trash (deathknell first); `摧毁此牌` as a cost."""

from zhdsl.games.riftbound import select

KINDS = ("kill", "kill_take")


def _object(vp, subject):
    return subject if vp.kind == "kill_take" else vp.parts[0]  # `将它摧毁` names its object first


def can_pay(ctx, vp, subject) -> bool:
    return bool(select.resolve(ctx, _object(vp, subject), ask=False))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, _object(vp, subject), prompt="选择摧毁的对象")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.destroy(uid, ctx.source)
            done = True
    return done

