"""`你的非指示物单位在本回合内的打出费用增加{{1}}` (rules-riftbound.md 9.15): a lasting change to the cost of the
cards its subject describes, until the turn ends. The effect notes (source, controller, subject, mana, turn) in
the state; statics.cost_increase reads it whenever a cost is computed."""

KINDS = ("cost_raise",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if subject is None or ctx.source is None:
        return False
    icons = vp.part("cost_icons")
    n = sum(int(t.strip("{}[] ")) for x in (icons.walk() if icons else ()) for k, t in x.tokens if k == "MANA")
    rows = rt.state.mode_data.get("cost_raise") or ()
    rt.state.mode_data["cost_raise"] = rows + ((ctx.source, ctx.seat, subject.span.start, n, rt.state.turn),)
    rt.log("cost", ctx.seat, f"本回合内{rt.describe_phrase(subject)}的打出费用增加{n}")
    return True


def subject_of(rt, source: int, start: int):
    """The subject selector a noted increase speaks of, found again in its source's text."""
    for ability in rt.defn(source).program.abilities:
        for q in ability.phrase.walk():
            if q.kind == "selector" and q.span.start == start:
                return q
    return None

