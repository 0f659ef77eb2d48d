"""将…贴附到… and 卸除… (rules 18, 17.9): equipment attached to a unit moves with it; its effect text
speaks for the unit."""

from zhdsl.games.riftbound import select

KINDS = ("attach_take", "detach", "attach_for")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "detach":
        gear = select.resolve(ctx, vp.parts[0], prompt="选择卸除的武装")
        for g in gear:
            rt.mark(g, host=None)
        ctx.it = list(gear)
        return bool(gear)
    if vp.kind == "attach_for":  # `为其贴附你控制的一件武装` (rules-riftbound.md 18.10): 为 host 贴附 gear
        hosts = select.resolve(ctx, vp.parts[0], prompt="选择贴附到的单位")
        gear = select.resolve(ctx, vp.parts[1], prompt="选择贴附的武装") if hosts else []
    else:
        gear = select.resolve(ctx, subject, prompt="选择贴附的武装") if subject is not None else []
        hosts = select.resolve(ctx, vp.parts[0], prompt="选择贴附到的单位")
    if not gear or not hosts:
        return False
    from zhdsl.games.riftbound import triggers

    for g in gear:
        if rt.on_board(g) and rt.on_board(hosts[0]):
            rt.attach(g, hosts[0])
            # `当你为我贴附一件武装时`: attaching by an effect is attaching too (rules-riftbound.md 10.20(a))
            triggers.fire(rt, "equipped", uid=hosts[0], seat=ctx.seat, by=ctx.me)
    return True
