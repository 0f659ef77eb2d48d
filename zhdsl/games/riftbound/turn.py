"""Riftbound's turn as engine tasks (rules 6, 11, 12): the turn's start (awaken, beginning with
瞬息 and holding, channel, draw), the main phase (play, move, use abilities, hide, end the turn),
the chain (each player in turn order may respond with 反应; when all pass the newest item resolves),
showdowns and combat (combat.py), and the end of the turn."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import combat, lasting, play, playrules, statics, triggers

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
    if s.phase != "main":
        return  # the chain of a turn step (the end of turn) has resolved: the step goes on
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


def move_destinations(rt, seat: int, uid: int) -> list:
    """Where a ready unit may go by a standard move (rules 13.1, 13.3): from base to a battlefield, back to
    base, or (游走) between battlefields; a battlefield's move rules (13.9) open it to units at other
    battlefields or close its way back to base."""
    if seat in rt.card(uid).marks.get("no_move", ()):  # `该对手在本回合内无法移动该单位` (rules-riftbound.md 10.7(d))
        return []
    w = rt.where(uid)
    bfs = [b for b in rt.battlefields() if rt.legal_destination(seat, b)]
    if w[0] == "base":
        return [("bf", b) for b in bfs]
    base_barred = statics.move_rule(rt, "NO_MOVE_TO_BASE", w[1], uid) or statics.restricted(rt, "NO_MOVE_BASE_UNIT", uid=uid)
    out = [] if base_barred else [("base", seat)]  # `我无法移动到基地` (rules-riftbound.md 13.11)
    roams = rt.keyword(uid, "游走")
    out.extend(("bf", b) for b in bfs if b != w[1] and (roams or statics.move_rule(rt, "MOVE_IN_ANYWHERE", b, uid)))
    return out


def move_options(rt, seat: int) -> list[Option]:
    """Standard moves (rules 13.1, 13.2): one ready unit to a legal destination, or a group of ready units
    to one destination (`集体移动到…`, the units chosen next)."""
    s = rt.state
    out = []
    mine = [u for u in rt.units() if s.cards[u].controller == seat and not s.cards[u].tapped]
    by_dest: dict = {}
    for uid in mine:
        for dest in move_destinations(rt, seat, uid):
            by_dest.setdefault(dest, []).append(uid)
            if not rt.can_afford(seat, *statics.move_tax(rt, seat, dest, 1)):  # rules-riftbound.md 22.245
                continue
            out.append(Option(f"移动{rt.defn(uid).name}{_dest_text(rt, dest)}", ("move", (uid,), dest)))
    for dest, units in by_dest.items():
        if len(units) > 1 and rt.can_afford(seat, *statics.move_tax(rt, seat, dest, 2)):
            out.append(Option(f"集体移动{_dest_text(rt, dest)}", ("group", dest)))
    return out


def _dest_text(rt, dest) -> str:
    return "回基地" if dest[0] == "base" else f"到{rt.defn(dest[1]).name}"


def choose_group(rt, seat: int, dest) -> tuple:
    """The units of a group move, chosen one by one (rule 13.2: any ready units this destination is legal
    for); at least two."""
    s = rt.state
    eligible = [u for u in rt.units() if s.cards[u].controller == seat and not s.cards[u].tapped
                and dest in move_destinations(rt, seat, u)]
    chosen: list = []
    while len(chosen) < len(eligible):
        options = [Option(f"{rt.defn(u).name}（{rt.location_name(rt.where(u))}）", u) for u in eligible if u not in chosen]
        if len(chosen) >= 2:
            options.append(Option("完成", None))
        pick = rt.ask(Decision(seat, "choice", f"集体移动{_dest_text(rt, dest)}：选择一起移动的单位", tuple(options)))
        if pick is None:
            break
        chosen.append(pick)
    return tuple(chosen)


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
                out.append(Option(f"布置待命{rt.defn(uid).name}到{rt.defn(b).name}", ("hide", (uid, b))))
    return out


def main_decision(rt) -> None:
    s = rt.state
    seat = s.active
    if s.turn_uses >= rt.limits.uses_per_turn:
        s.tasks.append(("turn_end",))
        return
    opts = rt.recall(lambda r, x: play.card_options(r, x) + play.ability_options(r, x) + move_options(r, x)
                     + hide_options(r, x), seat)
    invite = invite_option(rt, seat)
    choice = rt.ask(Decision(seat, "priority", "你的主阶段：打出卡牌、移动单位、使用技能，或结束回合",
                             tuple(opts) + invite + (Option("结束回合", END),)))
    if choice == END:
        rt.log("turn_end", seat, f"{rt.pname(seat)}结束回合")
        s.tasks.append(("turn_end",))
        return
    s.tasks.append(("priority",))
    s.turn_uses += 1
    if choice[0] == "invite":
        invited(rt, seat, choice[1])
        return
    perform(rt, seat, choice)


def _mates(rt, seat: int) -> list[int]:
    return [m for m in rt.mode.team_of(seat, len(rt.state.players)) if m != seat]


def invite_option(rt, seat: int) -> tuple:
    """2v2 (rule 20.5(e), official 316.2.b.1, 484.8.a): in the main phase, neutral and open, the turn
    player may let a teammate act once — play a card or use an ability as if it were their main phase.
    Offered when the teammate has something to do, once between two of the turn player's own actions."""
    s = rt.state
    if not rt.mode.teams or s.mode_data.get("invite_at") == s.turn_uses:
        return ()
    out = []
    for mate in _mates(rt, seat):
        s.mode_data["invited"] = mate
        try:
            can = bool(rt.recall(lambda r, x: play.card_options(r, x) + play.ability_options(r, x), mate))
        finally:
            s.mode_data["invited"] = None
        if can:
            out.append(Option(f"邀请队友{rt.pname(mate)}行动", ("invite", mate)))
    return tuple(out)


def invited(rt, seat: int, mate: int) -> None:
    s = rt.state
    s.mode_data["invite_at"] = s.turn_uses
    s.mode_data["invited"] = mate
    try:
        opts = play.card_options(rt, mate) + play.ability_options(rt, mate)
        rt.log("invite", seat, f"{rt.pname(seat)}邀请{rt.pname(mate)}行动")
        choice = rt.ask(Decision(mate, "priority", f"{rt.pname(seat)}邀请你行动：打出一张牌或使用一个技能，或不行动",
                                 tuple(opts) + (Option("不行动", PASS),)))
        if choice != PASS:
            perform(rt, mate, choice)
    finally:
        s.mode_data["invited"] = None


def perform(rt, seat: int, choice) -> None:
    kind = choice[0]
    if kind == "play":
        play.play_card(rt, seat, choice[1])
    elif kind == "ability":
        play.use_ability(rt, seat, choice[1], choice[2])
    elif kind == "equip":
        play.equip(rt, seat, choice[1], choice[2], choice[3])
    elif kind == "empower":  # rules-riftbound.md 19.49
        play.empower(rt, seat, choice[1], choice[2], choice[3])
    elif kind in ("move", "group"):
        where = choice[-1]
        units = choice[1] if kind == "move" else choose_group(rt, seat, where)
        tax = statics.move_tax(rt, seat, where, len(units))  # a price on moving there (rules-riftbound.md 22.245)
        if (tax[0] or tax[1]) and not rt.pay(seat, *tax):
            rt.log("refuse", seat, f"{rt.pname(seat)}付不起移动{_dest_text(rt, where)}的费用")
            units = ()
        elif tax[0] or tax[1]:
            rt.log("pay", seat, f"{rt.pname(seat)}为移动{_dest_text(rt, where)}支付费用（规则 22.245）")
        for uid in units:
            rt.state.mut(uid).tapped = True
        rt.move_units(units, where)
        for uid in units:  # a standard move exhausts: `当我变为休眠状态时` (rules-riftbound.md 10.96)
            triggers.fire(rt, "became_exhausted", uid=uid, seat=seat)
    elif kind == "hide":
        _, (uid, b) = choice
        if rt.pay(seat, 0, ("A",)):
            rt.put(uid, "facedown", None, at=b)
            c = rt.state.mut(uid)
            c.controller = seat
            rt.mark(uid, hidden_turn=rt.state.turn)
            rt.log("hide", seat, f"{rt.pname(seat)}在{rt.card_name(b)}布置一张待命牌")
            triggers.fire(rt, "hide", seat=seat, bf=b)
    if not rt.state.stack:
        combat.cleanup(rt)  # rule 11.5: after every action, so the position a player sees is clean


def turn_begin(rt) -> None:
    """Rules 6.2–6.5: awaken; 瞬息 and start-of-turn triggers; hold; channel 2 (the mode may add one);
    draw 1; empty the pools."""
    s = rt.state
    seat = s.active
    s.turn += 1
    playrules.count_own_turn(rt, seat)  # `你的第一、第二或第三个回合` (rules-riftbound.md 22.201)
    s.phase = "start"
    s.turn_uses = 0
    s.mode_data["invite_at"] = None
    s.mode_data["burn"] = 0
    s.mode_data["killed_turn"] = False
    s.mode_data["spell_mana"] = None
    s.mode_data["killed_seats"] = None
    s.mode_data["killed_start_seats"] = None
    s.mode_data["killed_gear_seats"] = None
    if s.mode_data.get("chose_enemy_seats"):  # `你本回合内已选择过敌方单位` (rules-riftbound.md 22.172)
        s.mode_data["chose_enemy_seats"] = None
    s.mode_data["xp_seats"] = None
    s.mode_data["power_paid"] = None  # rules-riftbound.md 22.41
    s.mode_data["buff_bonus"] = None  # this-turn effects of the last turn (rules-riftbound.md 8.3(a), 17.11(a))
    s.mode_data["no_effect_damage"] = None
    s.mode_data["turn_triggers"] = None
    s.mode_data.pop("play_cuts", None)  # `你本回合打出的下一张法术牌费用减少{{2}}` (rules-riftbound.md 10.26)
    s.mode_data["cost_raise"] = None  # `…在本回合内的打出费用增加{{1}}` (rules-riftbound.md 9.15)
    s.mode_data["turn_log"] = None  # plays and discards of the turn (rules-riftbound.md 22.50)
    for p in s.players:
        p.played, p.spells, p.drawn, p.scored = 0, 0, 0, frozenset()
    rt.log("turn", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合")
    rt.mode.turn_starting(rt, seat)
    p = s.players[seat]
    for uid in list(p.base) + list(p.rune_area) + list(p.legend) + [u for u in s.zones["field"] if s.cards[u].controller == seat]:
        if s.cards[uid].tapped and not statics.restricted(rt, "CANNOT_READY", uid=uid):  # rules-riftbound.md 8.11
            s.mut(uid).tapped = False
            if rt.on_board(uid):  # `当我变为活跃状态时` hears the awaken step too (rules-riftbound.md 22.154)
                triggers.fire(rt, "became_ready", uid=uid, seat=seat)
    for uid in [u for u in rt.permanents() if s.cards[u].controller == seat]:
        if rt.keyword(uid, "瞬息") and not lasting.keyword_suppressed(rt, uid, "瞬息"):
            rt.destroy(uid)
    # each player takes one turn in the first round (rule 20), so turns 1..n are every player's first
    triggers.fire(rt, "start", seat=seat, first=s.turn <= len(s.players))
    _after_chain(rt, "turn_begin_rest")  # rule 6.3(3): the start step's chain resolves before the scoring step


def _after_chain(rt, task: str) -> None:
    """Go on with the turn's next step (`task`, one of TASKS) now, or once the chain its triggers opened has resolved."""
    if rt.state.stack:
        rt.state.tasks.append((task,))
        rt.state.tasks.append(("priority",))
        return
    TASKS[task](rt)


def turn_begin_rest(rt) -> None:
    """Rule 6.3(2), after the start step's triggers have resolved: hold; then (its triggers resolved) channel and draw."""
    s = rt.state
    seat = s.active
    combat.cleanup(rt)
    for bf in rt.battlefields():
        if rt.bf_controller(bf) == seat:
            combat.score(rt, seat, bf, "hold")
    s.mode_data["holders"] = tuple((bf, rt.bf_controller(bf)) for bf in rt.battlefields())
    _after_chain(rt, "turn_begin_draw")  # rules-riftbound.md 6.3(6): the scoring step's chain resolves before the channel phase


def turn_begin_draw(rt) -> None:
    """Rules 6.4–6.5: channel; draw; the pools empty; the main phase begins."""
    s = rt.state
    seat = s.active
    n = 2 + rt.mode.extra_runes(rt, seat)
    cap = statics.channel_cap(rt, seat)  # `所有玩家在其召出阶段开始时只能召出一枚符文` (rules-riftbound.md 22.212)
    if cap is not None and cap < n:
        rt.log("channel", seat, f"{rt.pname(seat)}本回合的召出阶段只能召出{cap}枚符文")
        n = cap
    rt.channel(seat, n)
    if rt.mode.draws_first_turn(rt, seat):
        rt.draw(seat, 1)
    rt.empty_pools()
    s.phase = "main"
    from zhdsl.games.riftbound.verbs import add  # `在下一个主阶段开始时{{获得}}…` (rules-riftbound.md 7.5(d))

    add.at_main_start(rt, seat)
    from zhdsl.games.riftbound.effects import main_start_steps  # `在你的下一个主阶段开始时，…` (rules-riftbound.md 10.21)

    main_start_steps(rt, seat)
    triggers.fire(rt, "main_start", seat=seat)  # `在你的主阶段开始时，…` (rules-riftbound.md 22.157)
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
        if any(k in marks for k in ("damage", "stunned", "mods", "grants", "prevent", "prevent_next", "death_instead", "no_move",
                                  "stuck")):
            rt.mark(uid, damage=None, stunned=None, killer=None, prevent=None, prevent_next=None, death_instead=None, no_move=None,
                    stuck=None,
                    mods=tuple(m for m in marks.get("mods", ()) if m[1] not in ("turn", "combat")) or None,
                    grants=tuple(g for g in marks.get("grants", ()) if g[2] not in ("turn", "combat")) or None)
    for p in s.players:  # `你手牌中的所有法术都获得{{反应}}` in a spell: until the turn ends (rules-riftbound.md 19.29)
        for uid in p.hand:
            if s.cards[uid].marks.get("grants"):
                rt.mark(uid, grants=tuple(g for g in s.cards[uid].marks["grants"] if g[2] not in ("turn", "combat")) or None)
    from zhdsl.games.riftbound.verbs.pair import give_back

    give_back(rt)  # `获得…的控制权，直到回合结束` (rules-riftbound.md 17.18(c))
    for p in s.players:  # the timed bans end with the turn (rules-riftbound.md 10.7(d))
        p.no_spells = 0
        p.play_grants = ()  # `本回合你可以额外打出…` (rules-riftbound.md 9.24)
    rt.empty_pools()
    from zhdsl.games.riftbound import playrules

    extra = playrules.turn_over(rt)  # this turn's permissions end; `再进行一个回合` (rules-riftbound.md 6.10)
    rt.mode.turn_over(rt, seat)
    if s.turn >= rt.limits.turns_per_game:
        s.over, s.winner, s.end_reason = True, None, f"超过回合上限（{rt.limits.turns_per_game}）"
        rt.log("end", None, f"游戏结束：{s.end_reason}，平局")
        return
    s.active = extra if extra is not None else s.order_from(seat, alive_only=False)[1]
    s.tasks.append(("turn_begin",))


MULLIGAN_MAX = 2  # cards a player may set aside (rule 5.3(6))


def mulligan(rt, k: int) -> None:
    """Rule 5.3(6): in turn order from the first player, each player sets aside up to two cards of their
    hand, draws as many, then recycles the set-aside cards to the bottom of their main deck in a random
    order. One task per player; the set-aside cards are chosen one by one."""
    s = rt.state
    order = s.order_from(s.mode_data.get("first", s.active), alive_only=False)
    if k >= len(order):
        return
    seat = order[k]
    s.tasks.append(("mulligan", k + 1))
    p = s.players[seat]
    aside: list = []
    while len(aside) < MULLIGAN_MAX:
        options = [Option(f"放到一旁：{rt.defn(u).name}", u) for u in p.hand if u not in aside]
        options.append(Option("完成调度" if aside else "不调度", None))
        pick = rt.ask(Decision(seat, "card", f"调度：选择至多{MULLIGAN_MAX}张手牌放到一旁，再抽同样张数（已选{len(aside)}张）",
                               tuple(options)))
        if pick is None:
            break
        aside.append(pick)
    if not aside:
        rt.log("mulligan", seat, f"{rt.pname(seat)}不调度")
        return
    rt.draw(seat, len(aside))
    s.rng.shuffle(aside)
    for uid in aside:
        rt.put(uid, "deck", seat, top=False)
    rt.log("mulligan", seat, f"{rt.pname(seat)}调度了{len(aside)}张牌")


TASKS = {"priority": priority, "turn_begin": turn_begin, "turn_begin_rest": turn_begin_rest, "turn_begin_draw": turn_begin_draw, "turn_end": turn_end, "mulligan": mulligan}
