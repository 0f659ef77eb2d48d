"""Riftbound's turn as engine tasks (rules 6, 11, 12): the turn's start (awaken, beginning with
瞬息 and holding, channel, draw), the main phase (play, move, use abilities, hide, end the turn),
the chain (each player in turn order may respond with 反应; when all pass the newest item resolves),
showdowns and combat (combat.py), and the end of the turn."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import combat, play, triggers

END = ("end",)
PASS = ("pass",)


def priority(rt) -> None:
    s = rt.state
    if s.stack:
        chain_window(rt)
        return
    combat.cleanup(rt)
    if s.over:
        return
    if s.stack:
        s.tasks.append(("priority",))
        return
    if s.mode_data.get("showdown") is not None:
        combat.showdown_step(rt)
        return
    bf = combat.contested(rt)
    if bf is not None:
        combat.start_showdown(rt, bf)
        s.tasks.append(("priority",))
        return
    main_decision(rt)


def chain_window(rt) -> None:
    s = rt.state
    for seat in s.order_from(s.active, alive_only=False):
        if seat in s.passed:
            continue
        opts = rt.recall(lambda r, x: play.card_options(r, x) + play.ability_options(r, x), seat)
        if not opts:
            s.passed = s.passed | {seat}
            continue
        s.tasks.append(("priority",))
        choice = rt.ask(Decision(seat, "priority", f"结算链顶部是{s.stack[-1].name}：打出反应牌、使用技能，或让过",
                                 tuple(opts) + (Option("让过", PASS),)))
        if choice == PASS:
            s.passed = s.passed | {seat}
            rt.log("pass", seat, f"{rt.pname(seat)}让过")
        else:
            perform(rt, seat, choice)
        return
    e = s.stack.pop()
    s.passed = frozenset()
    s.tasks.append(("priority",))
    rt.log("resolve", e.controller, f"结算{e.name}", e.uid)
    play.resolve_entry(rt, e)
    combat.cleanup(rt)
    rt.check()


def move_options(rt, seat: int) -> list[Option]:
    """Standard moves (rules 13.1, 13.2): a ready unit from base to a battlefield, back to base, or
    (游走) between battlefields; all ready units in base together to one battlefield."""
    s = rt.state
    out = []
    bfs = rt.battlefields()
    mine = [u for u in rt.units() if s.cards[u].controller == seat and not s.cards[u].tapped]
    for uid in mine:
        w = rt.where(uid)
        if w[0] == "base":
            for b in bfs:
                if rt.legal_destination(seat, b):
                    out.append(Option(f"移动{rt.card_name(uid)}到{rt.card_name(b)}", ("move", (uid,), ("bf", b))))
        else:
            out.append(Option(f"移动{rt.card_name(uid)}回基地", ("move", (uid,), ("base", seat))))
            if rt.keyword(uid, "游走"):
                for b in bfs:
                    if b != w[1] and rt.legal_destination(seat, b):
                        out.append(Option(f"移动{rt.card_name(uid)}到{rt.card_name(b)}", ("move", (uid,), ("bf", b))))
    base = tuple(u for u in mine if rt.where(u)[0] == "base")
    if len(base) > 1:
        for b in bfs:
            if rt.legal_destination(seat, b):
                out.append(Option(f"集体移动基地的{len(base)}名单位到{rt.card_name(b)}", ("move", base, ("bf", b))))
    return out


def hide_options(rt, seat: int) -> list[Option]:
    """待命 (rule 19.3(a)): pay {{A}}, face down at a battlefield you control with room."""
    s = rt.state
    out = []
    spots = [b for b in rt.battlefields() if rt.bf_controller(b) == seat
             and not any(s.cards[u].marks.get("at") == b for u in s.zones["facedown"])]
    if not spots or not rt.can_afford(seat, 0, ("A",)):
        return out
    for uid in s.players[seat].hand:
        if rt.defn(uid).keywords.get("待命"):
            for b in spots:
                out.append(Option(f"布置待命{rt.card_name(uid)}到{rt.card_name(b)}", ("hide", uid, b)))
    return out


def main_decision(rt) -> None:
    s = rt.state
    seat = s.active
    if s.turn_uses >= rt.limits.uses_per_turn:
        s.tasks.append(("turn_end",))
        return
    opts = rt.recall(lambda r, x: play.card_options(r, x) + play.ability_options(r, x) + move_options(r, x)
                     + hide_options(r, x), seat)
    choice = rt.ask(Decision(seat, "priority", "你的主阶段：打出卡牌、移动单位、使用技能，或结束回合",
                             tuple(opts) + (Option("结束回合", END),)))
    if choice == END:
        rt.log("turn_end", seat, f"{rt.pname(seat)}结束回合")
        s.tasks.append(("turn_end",))
        return
    s.tasks.append(("priority",))
    s.turn_uses += 1
    perform(rt, seat, choice)


def perform(rt, seat: int, choice) -> None:
    kind = choice[0]
    if kind == "play":
        play.play_card(rt, seat, choice[1])
    elif kind == "ability":
        play.use_ability(rt, seat, choice[1], choice[2])
    elif kind == "equip":
        play.equip(rt, seat, choice[1], choice[2], choice[3])
    elif kind == "move":
        _, units, where = choice
        for uid in units:
            rt.state.mut(uid).tapped = True
        for uid in units:
            rt.move_unit(uid, where)
    elif kind == "hide":
        _, uid, b = choice
        if rt.pay(seat, 0, ("A",)):
            rt.put(uid, "facedown", None, at=b)
            c = rt.state.mut(uid)
            c.controller = seat
            rt.mark(uid, hidden_turn=rt.state.turn)
            rt.log("hide", seat, f"{rt.pname(seat)}在{rt.card_name(b)}布置一张待命牌")
            triggers.fire(rt, "hide", seat=seat, bf=b)


def turn_begin(rt) -> None:
    """Rules 6.2–6.5: awaken; 瞬息 and start-of-turn triggers; hold; channel 2 (the mode may add one);
    draw 1; empty the pools."""
    s = rt.state
    seat = s.active
    s.turn += 1
    s.phase = "start"
    s.turn_uses = 0
    s.mode_data["burn"] = 0
    s.mode_data["killed_turn"] = False
    for p in s.players:
        p.played, p.spells, p.scored = 0, 0, frozenset()
    rt.log("turn", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合")
    rt.mode.turn_starting(rt, seat)
    p = s.players[seat]
    for uid in list(p.base) + list(p.rune_area) + list(p.legend) + [u for u in s.zones["field"] if s.cards[u].controller == seat]:
        if s.cards[uid].tapped:
            s.mut(uid).tapped = False
    for uid in [u for u in rt.permanents() if s.cards[u].controller == seat]:
        if rt.keyword(uid, "瞬息"):
            rt.destroy(uid)
    triggers.fire(rt, "start", seat=seat)
    combat.cleanup(rt)
    for bf in rt.battlefields():
        if rt.bf_controller(bf) == seat:
            combat.score(rt, seat, bf, "hold")
    s.mode_data["holders"] = tuple((bf, rt.bf_controller(bf)) for bf in rt.battlefields())
    rt.channel(seat, 2 + rt.mode.extra_runes(rt, seat))
    if rt.mode.draws_first_turn(rt, seat):
        rt.draw(seat, 1)
    rt.empty_pools()
    s.phase = "main"
    s.tasks.append(("priority",))
    rt.check()


def turn_end(rt) -> None:
    """Rule 6.7: end-of-turn triggers; stuns end; damage and this-turn effects go; pools empty; the
    next player's turn."""
    s = rt.state
    seat = s.active
    if s.phase != "end":
        s.phase = "end"
        triggers.fire(rt, "end", seat=seat)
        if s.stack:
            s.tasks.append(("turn_end",))
            s.tasks.append(("priority",))
            return
    for uid in rt.units():
        marks = s.cards[uid].marks
        if any(k in marks for k in ("damage", "stunned", "mods", "grants", "prevent")):
            rt.mark(uid, damage=None, stunned=None, killer=None, prevent=None,
                    mods=tuple(m for m in marks.get("mods", ()) if m[1] not in ("turn", "combat")) or None,
                    grants=tuple(g for g in marks.get("grants", ()) if g[2] not in ("turn", "combat")) or None)
    rt.empty_pools()
    rt.mode.turn_over(rt, seat)
    if s.turn >= rt.limits.turns_per_game:
        s.over, s.winner, s.end_reason = True, None, f"超过回合上限（{rt.limits.turns_per_game}）"
        rt.log("end", None, f"游戏结束：{s.end_reason}，平局")
        return
    s.active = s.order_from(seat, alive_only=False)[1]
    s.tasks.append(("turn_begin",))


TASKS = {"priority": priority, "turn_begin": turn_begin, "turn_end": turn_end}
