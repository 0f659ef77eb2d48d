"""将…移动到… (rules 13.4, 13.5): an effect's move costs nothing and keeps the unit's state; the
destination is its base (`其所属的基地`, `你的基地`), here, or a battlefield; a battlefield's
`单位无法从此处移动到基地` keeps its units from being moved to base (rule 13.9)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select, statics

KINDS = ("move",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    units = select.resolve(ctx, subject, prompt="选择移动的单位") if subject is not None else []
    dest = vp.part("dest")
    done = False
    for uid in units:
        if not rt.on_board(uid) or rt.defn(uid).base != "unit":
            continue
        controller = rt.card(uid).controller
        if dest is None and (vp.has("MOVE_ANY") or vp.has("MOVE_BETWEEN")):
            where = _any_place(ctx, uid, controller, between=vp.has("MOVE_BETWEEN"))
        elif dest is None:  # `将…移动到此处` (MOVE_TO_HERE, rules-riftbound.md 13.4)
            where = ctx.here if vp.has("MOVE_TO_HERE") else None
            if where is not None and not _may_go(rt, controller, where):
                where = None
        elif dest.has("HER_BASE") or dest.has("YOUR_BASE"):
            where = ("base", controller)
        elif dest.has("HERE"):
            where = ctx.here
        elif dest.has("PLACE_OF") or dest.has("PLACES_OF"):  # `移动到其所在位置` (rules-riftbound.md 13.10): where that unit is now
            others = [u for u in select.resolve(ctx, dest.part("selector"), prompt="选择单位") if u != uid and rt.on_board(u)]
            where = rt.where(others[0]) if others else None
            if where is not None and not _may_go(rt, controller, where):
                where = None
        elif dest.has("MY_OLD_PLACE"):  # `移动到我原来的位置`: where I was before this effect moved me
            where = ctx.origins.get(ctx.me)
            if where is not None and not _may_go(rt, controller, where):
                where = None
        elif dest.has("SAME_DEST"):  # `到同一位置` (rules-riftbound.md 9.54): one battlefield, chosen once for all
            where = _same_dest(ctx, rt, dest, units, controller)
        elif dest.has("MY_BF"):  # `到我所在的战场` (rules-riftbound.md 13.4(b)): only while I am at one
            mine = rt.where(ctx.me) if ctx.me is not None and rt.on_board(ctx.me) else None
            where = mine if mine is not None and mine[0] == "bf" and rt.legal_destination(controller, mine[1]) else None
        else:
            sel = dest.part("selector")
            bfs = select.resolve(ctx, sel, prompt="选择目的地") if sel is not None else rt.battlefields()
            bfs = [b for b in bfs if rt.legal_destination(controller, b)]
            if not bfs:
                continue
            b = bfs[0] if len(bfs) == 1 else rt.ask(Decision(ctx.seat, "choice", "选择目的地",
                                                             tuple(Option(rt.card_name(x), x) for x in bfs)))
            where = ("bf", b)
        if where is None or rt.where(uid) == where:
            continue
        origin = rt.where(uid)
        if where[0] == "base" and ((origin[0] == "bf" and statics.move_rule(rt, "NO_MOVE_TO_BASE", origin[1], uid))
                                   or statics.restricted(rt, "NO_MOVE_BASE_UNIT", uid=uid)):  # 13.9, 13.11
            rt.log("move", ctx.seat, f"{rt.card_name(uid)}无法从{rt.location_name(origin)}移动到基地", uid)
            continue
        ctx.origins[uid] = origin  # `我原来的位置` (13.10); `该战场上有…` after moving a unit away (22.53)
        rt.move_unit(uid, where)
        done = True
    if units and not (subject.tokens and subject.tokens[0][0] == "PRONOUN"):
        # `将一名敌方单位…移动到其基地。然后，如果该战场上…`: the units chosen here (rules-riftbound.md 22.53); a
        # pronoun subject (`把我移动到其所在位置，再将其…`) leaves 其 naming the other unit (13.10)
        ctx.it = [u for u in units if u in rt.state.cards]
    return done


def _same_dest(ctx, rt, dest, units, controller):
    """The one battlefield all the units of `到同一位置` go to: chosen by the effect's controller before the
    first move, among those every unit named may go to; a unit that may not is left where it is."""
    key = ("same_dest", dest.span.start)
    if key not in ctx.chosen:
        owners = {rt.card(u).controller for u in units if rt.on_board(u)}
        bfs = [b for b in rt.battlefields() if all(rt.legal_destination(s, b) for s in owners)]
        if not bfs:
            ctx.chosen[key] = ()
        elif len(bfs) == 1:
            ctx.chosen[key] = (bfs[0],)
        else:
            ctx.chosen[key] = (rt.ask(Decision(ctx.seat, "choice", "选择同一处目的地",
                                               tuple(Option(rt.card_name(x), x) for x in bfs))),)
    chosen = ctx.chosen[key]
    return ("bf", chosen[0]) if chosen and rt.legal_destination(controller, chosen[0]) else None


def _may_go(rt, seat: int, where) -> bool:
    """A unit is only ever in its controller's base (rule 13.1) or at a battlefield it may be at (rule 13.3)."""
    if where[0] == "base":
        return where[1] == seat
    return where[0] == "bf" and rt.legal_destination(seat, where[1])


def _any_place(ctx, uid: int, controller: int, between: bool):
    """`移动一名敌方单位` (no place named) and `在战场和其所属基地之间移动…` (rules-riftbound.md 13.12): the player
    who acts chooses among the places the unit may go — its controller's base and the battlefields it may enter (13.3)
    other than where it is; `之间` only from a battlefield to the base or from the base to a battlefield."""
    rt = ctx.rt
    here = rt.where(uid)
    places = []
    if here[0] == "bf":
        places.append(("base", controller))
    if not between or here[0] == "base":
        places.extend(("bf", b) for b in rt.battlefields() if ("bf", b) != here and _may_go(rt, controller, ("bf", b)))
    if not places:
        return None
    if len(places) == 1:
        return places[0]
    return rt.ask(Decision(ctx.seat, "choice", f"将{rt.card_name(uid)}移动到哪里？",
                           tuple(Option(rt.location_name(w), w) for w in places)))
