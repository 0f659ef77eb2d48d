"""Conditions (`如果…，则…`, rule 10.4(d)): what the grammar's `c_*` phrases ask of the game now."""

from __future__ import annotations

from zhdsl.games.riftbound import select


def _subject(ctx, cond):
    actor = cond.parts[0] if len(cond.parts) == 2 else None
    vp = cond.parts[-1]
    return actor, vp


def _units(ctx, actor):
    if actor is None:
        return [ctx.me] if ctx.me is not None else []
    if select.is_player_selector(actor):
        return []
    return select.resolve(ctx, actor, ask=False)


def holds(ctx, cond) -> bool:
    rt = ctx.rt
    if cond.kind == "cond_and":
        return all(holds(ctx, c) for c in cond.parts)
    actor, vp = _subject(ctx, cond)
    kind = vp.kind
    p = rt.state.players[ctx.seat]
    if kind == "c_control":
        sel = vp.parts[0]
        noun = select.noun_of(sel)
        if noun == "BATTLEFIELD":
            return any(rt.bf_controller(b) == ctx.seat for b in rt.battlefields())
        return any(rt.card(u).controller == ctx.seat for u in select.board_candidates(ctx, sel))
    if kind == "c_control_n":
        sel = vp.part("selector")
        n = select.quantity(sel)[1]
        found = [u for u in select.board_candidates(ctx, sel) if rt.card(u).controller == ctx.seat]
        if select.noun_of(sel) == "BATTLEFIELD":
            found = [b for b in rt.battlefields() if rt.bf_controller(b) == ctx.seat]
        return len(found) >= n
    if kind == "c_is":
        units = _units(ctx, actor)
        return bool(units) and all(select.matches(ctx, vp.parts[0], u) for u in units)
    if kind == "c_mighty":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.might(u) >= 5 for u in units)
    if kind in ("c_attacker", "c_defender"):
        role = "att" if kind == "c_attacker" else "def"
        units = _units(ctx, actor)
        return bool(units) and all(rt.card(u).marks.get("role") == role for u in units)
    if kind == "c_alone":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and ctx.alone(u) for u in units)
    if kind == "c_at_battlefield":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.where(u)[0] == "bf" for u in units)
    if kind == "c_no_hand":
        return not p.hand
    if kind == "c_paid_extra":
        return ctx.paid_extra
    if kind == "c_equipped":
        units = _units(ctx, actor)
        return any(rt.card(g).marks.get("host") in units for g in rt.permanents())
    if kind == "c_paid_mana":
        limit = ctx.cost_value(vp)
        paid = ctx.mana_paid if not vp.has("SPENT_MANA") else ctx.event.get("mana_paid", 0)
        return paid <= limit if vp.part("cmp").has("NOT_MORE_THAN") else paid >= limit
    if kind == "c_targets":
        e = rt.state.entry(ctx.it[0]) if ctx.it else None
        if e is None:
            return False
        wanted = select.board_candidates(ctx, vp.parts[0])
        return any(u in wanted for _k, u in e.targets)
    if kind == "c_unit_killed":
        return bool(rt.state.mode_data.get("killed_turn"))
    if kind == "c_bf_controlled":
        return ctx.here is not None and ctx.here[0] == "bf" and rt.bf_controller(ctx.here[1]) == ctx.seat
    if kind == "c_played_other":
        return p.played > 0
    return False
