"""`再次打出此法术` (rules-riftbound.md 9.41): once this spell has resolved it is played again from the trash, for
free, its targets chosen anew; the play it makes does not play it again. `此法术在本回合内每造成过一次伤害，便额外造成
1点伤害` (8.14): the spell's damage steps this turn are counted (hits) and each later one deals that much more."""

KINDS = ("replay_self",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    uid = ctx.source
    if uid is None or rt.defn(uid).base != "spell":
        return False
    data = rt.state.mode_data
    if uid in (data.get("replaying") or ()):  # the second play does not play itself again (rule 9.41)
        rt.log("replay", ctx.seat, f"再次打出的{rt.card_name(uid)}不会再次打出自己", uid)
        return False
    if uid not in (data.get("replay_pending") or ()):
        data["replay_pending"] = (data.get("replay_pending") or ()) + (uid,)
    return True


def after_resolve(rt, seat: int, uid: int) -> None:
    """The spell `uid` has resolved and gone to the trash: a pending replay plays it again (rule 9.41)."""
    data = rt.state.mode_data
    replaying = data.get("replaying") or ()
    if uid in replaying:
        data["replaying"] = tuple(u for u in replaying if u != uid)
        return
    pending = data.get("replay_pending") or ()
    if uid not in pending:
        return
    data["replay_pending"] = tuple(u for u in pending if u != uid)
    if uid not in rt.state.cards or rt.card(uid).zone != "trash":
        return
    data["replaying"] = (data.get("replaying") or ()) + (uid,)
    rt.log("replay", seat, f"{rt.pname(seat)}再次打出{rt.card_name(uid)}（无视费用）", uid)
    rt.play_free(seat, uid)


def hits(rt, uid: int) -> int:
    """How many of the spell's steps dealt damage this turn (rules-riftbound.md 8.14)."""
    return sum(n for u, turn, n in (rt.state.mode_data.get("spell_hits") or ()) if u == uid and turn == rt.state.turn)


def note_hit(rt, uid: int) -> None:
    turn = rt.state.turn
    rows = [r for r in (rt.state.mode_data.get("spell_hits") or ()) if r[1] == turn]  # older turns are forgotten
    n = next((r[2] for r in rows if r[0] == uid), 0)
    rows = [r for r in rows if r[0] != uid] + [(uid, turn, n + 1)]
    rt.state.mode_data["spell_hits"] = tuple(rows)


def per_hit_bonus(rt, uid: int) -> int:
    """The `每造成过一次伤害，便额外造成n点伤害` of the spell `uid`, times its hits this turn (0 without one)."""
    from zhdsl.games.riftbound import select

    d = rt.defn(uid)
    if d.base != "spell":
        return 0
    per = [select.number(q.part("num")) for a in d.program.abilities for q in a.phrase.walk() if q.kind == "per_hit_bonus"]
    return sum(per) * hits(rt, uid) if per else 0
