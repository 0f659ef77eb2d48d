"""摧毁… (rule 17.5): a permanent goes to its owner's trash (deathknell first); `摧毁此牌` as a cost."""

from zhdsl.games.riftbound import select

KINDS = ("kill",)


def can_pay(ctx, vp, subject) -> bool:
    return bool(select.resolve(ctx, vp.parts[0], ask=False))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, vp.parts[0], prompt="选择摧毁的对象")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            rt.destroy(uid, ctx.source)
            done = True
    return done
