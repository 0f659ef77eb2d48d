"""{{S}}+n / {{S}}-n（不得低于n{{S}}）and 战力翻倍 (rules 8.9, 8.10): might changes that last this turn
(or this combat, `在本次战斗中`); without a time scope on a permanent's static text they are read by
statics.py instead."""

from zhdsl.games.riftbound import select

KINDS = ("modify", "double_might")


def delta(ctx, mod) -> tuple[int, int | None]:
    nums = mod.all("num")
    n = select.value(ctx, nums[0]) if nums else 0  # X (rules-riftbound.md 1.11)
    if mod.has("MINUS"):
        floor = select.number(nums[1]) if len(nums) > 1 else None
        return -n, floor
    return n, None


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
    targets = [u for u in targets if rt.on_board(u) and rt.defn(u).base == "unit"]
    ctx.it = list(targets) or ctx.it
    until = ctx.scope or "turn"
    for uid in targets:
        if vp.kind == "double_might":
            n, floor = rt.might(uid), None
        else:
            n, floor = delta(ctx, vp.parts[0])
        if floor is not None and rt.might(uid) + n < floor:
            n = min(0, floor - rt.might(uid))
        rt.modify_might(uid, n, until)
    return bool(targets)
