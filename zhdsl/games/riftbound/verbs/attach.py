"""将…贴附到… and 卸除… (rules 18, 17.9): equipment attached to a unit moves with it; its effect text
speaks for the unit."""

from zhdsl.games.riftbound import select

KINDS = ("attach_take", "detach", "attach_for", "attach_or_detach", "detach_take")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind in ("detach", "detach_take"):
        # `将其卸除` names its object first (rules-riftbound.md 18.12); only gear attached to a unit
        sel = subject if vp.kind == "detach_take" else vp.parts[0]
        gear = select.resolve(ctx, sel, prompt="选择卸除的武装")
        if vp.kind == "detach_take":
            gear = [g for g in gear if g in rt.state.cards and rt.card(g).marks.get("host") is not None]
        for g in gear:
            rt.mark(g, host=None)
        ctx.it = list(gear)
        return bool(gear)
    if vp.kind == "attach_or_detach":  # `为该单位贴附或卸除该武装` (rules-riftbound.md 18.11)
        return _attach_or_detach(ctx, vp)
    if vp.kind == "attach_for":  # `为其贴附你控制的一件武装` (rules-riftbound.md 18.10): 为 host 贴附 gear
        hosts = select.resolve(ctx, vp.parts[0], prompt="选择贴附到的单位")
        gear = select.resolve(ctx, vp.parts[1], prompt="选择贴附的武装") if hosts else []
    else:
        gear = select.resolve(ctx, subject, prompt="选择贴附的武装") if subject is not None else []
        if not gear and subject is not None and subject.tokens and subject.tokens[0] == ("PRONOUN", "其") \
                and ctx.source in rt.state.cards and rt.defn(ctx.source).base == "gear" and not ctx.it:
            gear = [ctx.source]  # a gear's `将其贴附到…` with nothing named before: this gear (rules-riftbound.md 22.242(b))
        hosts = select.resolve(ctx, vp.parts[0], prompt="选择贴附到的单位")
    if not gear or not hosts:
        return False
    from zhdsl.games.riftbound import triggers

    for g in gear:
        if rt.on_board(g) and rt.on_board(hosts[0]):
            rt.attach(g, hosts[0])
            # `当你为我贴附一件武装时`: attaching by an effect is attaching too (rules-riftbound.md 10.20(a))
            triggers.fire(rt, "equipped", uid=hosts[0], seat=ctx.seat, by=ctx.me, gear=g)
    return True


def _attach_or_detach(ctx, vp) -> bool:
    """`为该单位贴附或卸除该武装` (rules-riftbound.md 18.11): the player chooses; only what changes something is offered —
    attach when the gear is not on that unit, detach when it is attached (to that unit or another)."""
    from zhdsl.engine.decisions import Decision, Option
    from zhdsl.games.riftbound import triggers

    rt = ctx.rt
    sels = vp.all("selector")
    hosts = [u for u in select.resolve(ctx, sels[0], prompt="选择单位") if rt.on_board(u) and rt.defn(u).base == "unit"]
    gear = [u for u in select.resolve(ctx, sels[1], prompt="选择武装") if rt.on_board(u) and rt.defn(u).base == "gear"]
    if not hosts or not gear:
        return False
    host, g = hosts[0], gear[0]
    options = []
    if rt.card(g).marks.get("host") != host:
        options.append(Option(f"将{rt.card_name(g)}贴附到{rt.card_name(host)}上", "attach"))
    if rt.card(g).marks.get("host") is not None:
        options.append(Option(f"卸除{rt.card_name(g)}", "detach"))
    pick = options[0].value if len(options) == 1 else rt.ask(Decision(ctx.seat, "choice", "贴附还是卸除？", tuple(options)))
    if pick == "detach":
        rt.mark(g, host=None)
        rt.log("attach", ctx.seat, f"{rt.card_name(g)}被卸除", g)
    else:
        rt.attach(g, host)
        triggers.fire(rt, "equipped", uid=host, seat=ctx.seat, by=ctx.me, gear=g)
    ctx.it = [g]
    return True
