"""Cleanup, showdowns, combat, control and scoring (rules 11.5, 12, 14, 15, 16)."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import statics, triggers


def cleanup(rt) -> None:
    """Rule 11.5: units with lethal damage die (deathknells first); an empty, uncontested battlefield
    loses its controller; gear at a battlefield with no host is recalled."""
    s = rt.state
    rt.check()  # rule 11.5(1): victory first
    read = statics.reading(rt)  # asking might changes nothing: one scan until a unit becomes or stops being mighty
    for uid in list(rt.units()):
        with read:
            mighty = rt.might(uid) >= 5
        if mighty != bool(s.cards[uid].marks.get("mighty")):
            read.forget()
            rt.mark(uid, mighty=True if mighty else None)
            if mighty:
                triggers.fire(rt, "mighty", uid=uid, seat=s.cards[uid].controller)
    _mark_newcomers(rt)
    # all at once (rules-riftbound.md 11.5(3)): a death does not change whether another unit's damage is lethal
    # (a lone defender's bonus, `此处每有…`)
    lethal = [uid for uid in rt.units() if 0 < s.cards[uid].marks.get("damage", 0) >= rt.might(uid)]
    for uid in lethal:  # 落单 at the death counts the units dying with it (rules-riftbound.md 19.12(a))
        if any(u != uid and s.cards[u].controller == s.cards[uid].controller for u in rt.units(rt.where(uid))):
            rt.mark(uid, together=True)
    for uid in lethal:
        if uid in s.cards and rt.on_board(uid):
            rt.destroy(uid, s.cards[uid].marks.get("killer"))
    showdown = s.mode_data.get("showdown")
    for bf in rt.battlefields():
        marks = s.cards[bf].marks
        fighting = showdown is not None and showdown[0] == bf  # rule 15.1: only a showdown there holds it
        if not rt.units_at_bf(bf) and marks.get("ctrl") is not None and not fighting:
            rt.mark(bf, ctrl=None)
            rt.log("control", None, f"{rt.card_name(bf)}无人控制")
        if not rt.units_at_bf(bf) and marks.get("contest") is not None and not fighting:
            rt.mark(bf, contest=None)
    for g in list(s.zones["field"]):
        if rt.defn(g).base == "gear" and not s.cards[g].marks.get("host") \
                and not rt.defn(g).keywords.get("部署"):  # {{部署}} stays at its battlefield (rules-riftbound.md 19.51)
            rt.to_location(g, ("base", s.cards[g].controller))
    for u in list(s.zones["facedown"]):
        at = s.cards[u].marks.get("at")
        if rt.bf_controller(at) != s.cards[u].controller:
            rt.put(u, "trash", s.cards[u].owner)


def _mark_newcomers(rt) -> None:
    """Rule 11.5(2): during a combat, a unit at its battlefield without a mark gets its controller's
    (units moved or played there after the combat began join it, rule 12.5)."""
    s = rt.state
    showdown = s.mode_data.get("showdown")
    if showdown is None or not showdown[3]:
        return
    bf, attacker, _passes, _combat, defender = showdown
    for u in rt.units_at_bf(bf):
        c = s.cards[u]
        if c.marks.get("role") is None and c.controller in (attacker, defender):
            rt.mark(u, role="att" if c.controller == attacker else "def")


def contested(rt):
    for bf in rt.battlefields():
        seat = rt.state.cards[bf].marks.get("contest")
        if seat is not None and rt.units_at_bf(bf):
            return bf
    return None


def start_showdown(rt, bf: int) -> None:
    s = rt.state
    attacker = s.cards[bf].marks.get("contest")
    others = [c for c in rt.controllers_at(bf) if c != attacker]
    combat = bool(others) and attacker in rt.controllers_at(bf)
    defender = others[0] if others else None
    s.mode_data["showdown"] = (bf, attacker, 0, combat, defender)
    s.mode_data["focus"] = attacker  # rule 12.3
    triggers.fire(rt, "showdown", seat=attacker, bf=bf, here=("bf", bf))  # `当法术对决在此处开始时` (rule 12.1)
    if combat:
        rt.log("combat", attacker, f"{rt.card_name(bf)}：战斗开始，{rt.pname(attacker)}进攻，{rt.pname(defender)}防守")
        for u in rt.units_at_bf(bf):
            role = "att" if s.cards[u].controller == attacker else "def"
            rt.mark(u, role=role)
        # `当战斗在此处开始时` (rules-riftbound.md 22.224): after the roles are set, before `当我进攻时`
        triggers.fire(rt, "combat_start", seat=attacker, defender=defender, bf=bf, here=("bf", bf))
        for u in rt.units_at_bf(bf):
            if s.cards[u].marks.get("role") == "att":
                triggers.fire(rt, "attack", uid=u, seat=attacker, bf=bf, here=("bf", bf))
        for u in rt.units_at_bf(bf):
            if s.cards[u].marks.get("role") == "def":
                triggers.fire(rt, "defend", uid=u, seat=defender, bf=bf, here=("bf", bf))
    else:
        rt.log("showdown", attacker, f"{rt.card_name(bf)}：法术对决开始")


def showdown_step(rt) -> None:
    """Rule 12.4: the focus player acts (a 迅捷/反应 card or ability) or passes; either way the focus
    then goes to the next player in turn order (after an action: once its chain has resolved — a chain
    of triggers, like combat's, moves no focus). When every player has passed in a row the showdown ends."""
    from zhdsl.games.riftbound import play

    s = rt.state
    bf, attacker, passes, combat, defender = s.mode_data["showdown"]
    seats = s.order_from(attacker, alive_only=False)
    if passes >= len(seats):
        end_showdown(rt)
        return
    focus = s.mode_data.get("focus")
    if focus not in seats:
        focus = seats[0]
    following = seats[(seats.index(focus) + 1) % len(seats)]
    options = rt.recall(lambda r, seat: play.card_options(r, seat) + play.ability_options(r, seat), focus)
    s.tasks.append(("priority",))
    if not options:
        s.mode_data["showdown"] = (bf, attacker, passes + 1, combat, defender)
        s.mode_data["focus"] = following
        return
    choice = rt.ask(Decision(focus, "priority", f"{rt.card_name(bf)}的法术对决：打出迅捷/反应牌，或让过",
                             tuple(options) + (Option("让过", ("pass",)),)))
    s.mode_data["focus"] = following
    if choice == ("pass",):
        rt.log("pass", focus, f"{rt.pname(focus)}让过")
        s.mode_data["showdown"] = (bf, attacker, passes + 1, combat, defender)
        return
    s.mode_data["showdown"] = (bf, attacker, 0, combat, defender)
    from zhdsl.games.riftbound.turn import perform

    perform(rt, focus, choice)


def end_showdown(rt) -> None:
    s = rt.state
    bf, attacker, _passes, combat, defender = s.mode_data["showdown"]
    s.mode_data["showdown"] = None
    s.mode_data["focus"] = None
    # the units in this combat as it ends (`当我参与的战斗结束时`, rules-riftbound.md 22.82)
    fought = tuple(u for u in rt.units() if s.cards[u].marks.get("role") in ("att", "def")) if combat else ()
    here = rt.controllers_at(bf)
    if combat and attacker in here and defender in here:
        combat_damage(rt, bf, attacker, defender)
        cleanup(rt)
        for u in rt.units():
            rt.mark(u, damage=None, killer=None)
        if any(s.cards[u].controller == defender for u in rt.units_at_bf(bf)):
            for u in rt.units_at_bf(bf):
                if s.cards[u].controller == attacker:
                    rt.recall_unit(u)
    for u in rt.units():
        if s.cards[u].marks.get("role"):
            rt.mark(u, role=None, mods=tuple(m for m in s.cards[u].marks.get("mods", ()) if m[1] != "combat") or None,
                    grants=tuple(g for g in s.cards[u].marks.get("grants", ()) if g[2] != "combat") or None)
    rt.mark(bf, contest=None)
    if combat:  # those still on the board after the damage (recalled ones too) see the combat end
        survivors = tuple(u for u in fought if u in s.cards and rt.on_board(u))
        if survivors:
            triggers.fire(rt, "combat_end", seat=attacker, units=survivors, bf=bf, here=("bf", bf))
    left = rt.controllers_at(bf)
    if len(left) == 1:
        winner = left[0]
        if combat:
            triggers.fire(rt, "win", seat=winner, units=tuple(rt.units_at_bf(bf)), bf=bf, here=("bf", bf))
        if rt.bf_controller(bf) != winner:
            was_open = rt.bf_controller(bf) is None  # `当我征服一处开放的战场时` (rule 15.5(a))
            rt.mark(bf, ctrl=winner)
            rt.log("control", winner, f"{rt.pname(winner)}控制了{rt.card_name(bf)}")
            score(rt, winner, bf, "conquer", was_open)
    elif not left:
        rt.mark(bf, ctrl=None)
        rt.log("control", None, f"{rt.card_name(bf)}无人控制")


def _order(rt, units):
    """Rule 14.3(2)(c): 壁垒 first, 后排 last."""
    def rank(u):
        if rt.keyword(u, "壁垒"):
            return 0
        if rt.keyword(u, "后排"):
            return 2
        return 1
    return sorted(units, key=rank), rank


def assign(rt, seat: int, total: int, targets) -> dict:
    """The assigner gives lethal damage unit by unit, choosing among units of the same rank."""
    out: dict = {}
    remaining = list(targets)
    ordered, rank = _order(rt, remaining)
    while total > 0 and remaining:
        best = min(rank(u) for u in remaining)
        pool = [u for u in remaining if rank(u) == best]
        uid = pool[0] if len(pool) == 1 else rt.ask(Decision(seat, "choice", "战斗伤害：下一个分配致命伤害的单位",
                                                             tuple(Option(rt.describe_object(u), u) for u in pool)))
        lethal = max(1, rt.might(uid) - rt.state.cards[uid].marks.get("damage", 0))
        give = min(total, lethal)
        out[uid] = out.get(uid, 0) + give
        total -= give
        remaining.remove(uid)
    if total > 0 and out:
        first = next(iter(out))
        out[first] += total
        out[None] = total  # the excess beyond lethal (rules-riftbound.md 14.3(4)), read by combat_damage
    return out


def combat_damage(rt, bf: int, attacker: int, defender: int) -> None:
    s = rt.state
    att = [u for u in rt.units_at_bf(bf) if s.cards[u].controller == attacker]
    dfn = [u for u in rt.units_at_bf(bf) if s.cards[u].controller == defender]

    def total(units):
        return sum(max(0, rt.might(u)) for u in units if not s.cards[u].marks.get("stunned")
                   and not statics.restricted(rt, "NO_COMBAT_DAMAGE", uid=u))

    a_total, d_total = total(att), total(dfn)
    rt.log("combat", attacker, f"战斗伤害：进攻方{a_total}，防守方{d_total}")
    to_def = assign(rt, attacker, a_total, dfn)
    to_att = assign(rt, defender, d_total, att)
    excess = tuple((s.turn, seat, bf, given.pop(None)) for seat, given in ((attacker, to_def), (defender, to_att))
                   if None in given)
    if excess:  # `如果你给敌方单位分配了不低于3点的过量伤害` (rules-riftbound.md 14.3(4))
        s.mode_data["excess"] = tuple(e for e in (s.mode_data.get("excess") or ()) if e[0] == s.turn) + excess
    for uid, n in list(to_def.items()) + list(to_att.items()):
        rt.deal_damage(uid, n, None)


def score(rt, seat: int, bf: int, how: str, was_open: bool = False) -> None:
    """Rules 16.1–16.4: one score per battlefield per turn; the final point by conquering needs a
    score from every battlefield this turn, else a card is drawn instead."""
    s = rt.state
    p = s.players[seat]
    if bf in p.scored or bf in rt.mode.unscorable(rt, seat):
        return
    p.scored = p.scored | {bf}
    target = rt.mode.target_points(rt)
    units = tuple(u for u in rt.units_at_bf(bf) if s.cards[u].controller == seat)
    final = rt.mode.team_points(rt, seat) >= target - 1
    others = [b for b in rt.battlefields() if b not in rt.mode.unscorable(rt, seat)]
    if statics.restricted(rt, "CANNOT_SCORE", seat=seat) or statics.no_score_here(rt, seat, bf):
        # rule 16.10 (and 22.249, this battlefield before the player's own Nth turn): the conquer or hold happens, no point
        p.scored = p.scored - {bf}
        word = "征服" if how == "conquer" else "据守"
        rt.log("score", seat, f"{rt.pname(seat)}{word}{rt.card_name(bf)}，但无法得分")
    elif statics.early_score_draw(rt, seat, how):  # rules-riftbound.md 22.209: the point becomes a card drawn
        from zhdsl.games.riftbound.playrules import own_turn_number

        word = "征服" if how == "conquer" else "据守"
        rt.log("score", seat, f"{rt.pname(seat)}{word}{rt.card_name(bf)}：在其第{own_turn_number(rt, seat)}个回合中，改为抽一张牌")
        rt.draw(seat, 1)
    elif how == "conquer" and final and not all(b in p.scored for b in others):
        rt.log("score", seat, f"{rt.pname(seat)}征服{rt.card_name(bf)}：制胜分需本回合从每处战场得分，改为抽一张牌")
        rt.draw(seat, 1)
    else:
        word = "征服" if how == "conquer" else "据守"
        rt.log("score", seat, f"{rt.pname(seat)}{word}{rt.card_name(bf)}，获得1分")
        rt.gain_points(seat, 1, bf)
        if how == "hold":  # `你每通过据守获得1分` (rules-riftbound.md 16.17)
            from zhdsl.games.riftbound import conditions

            conditions.log_turn(rt, "hold_point", {"seat": seat, "bf": bf})
    triggers.fire(rt, how, seat=seat, bf=bf, units=units, here=("bf", bf), open=was_open)
    triggers.fire(rt, "score", seat=seat, bf=bf, units=units, here=("bf", bf))
    cleanup(rt)
