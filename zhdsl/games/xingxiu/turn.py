"""星宿's turn as engine tasks (rule 5): 回合开始时, then the phases 准备 判定 摸牌 出牌 弃牌 结束 (each with
its 开始时 and 结束时), 回合结束时, the next living player. A card used in the play phase resolves as tasks
too — its moments of use, one task per target, its end — so each task stops at few decisions.

Each task runs to completion on a trial state or stops at a decision (zhdsl.engine.game)."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.turn import END
from zhdsl.games.xingxiu.selectors import XCtx
from zhdsl.games.xingxiu.triggers import Event

PHASES = ("prepare", "judge", "draw", "play", "discard", "finish")
PHASE_WORDS = {"prepare": "准备阶段", "judge": "判定阶段", "draw": "摸牌阶段", "play": "出牌阶段", "discard": "弃牌阶段",
               "finish": "结束阶段"}
START = {p: f"{p.upper()}_START" for p in PHASES}
END_OF = {p: f"{p.upper()}_END" for p in PHASES}
DRAW = 2  # cards the draw phase draws (rule 5.6)


def _alive(rt, seat) -> bool:
    return not rt.state.players[seat].dead


def turn_start(rt, seat: int) -> None:
    """Rule 5.2: a turn begins (the turn limit of rule 5.13 first)."""
    s = rt.state
    if s.turn >= rt.limits.turns_per_game:
        s.over, s.winner, s.end_reason = True, None, f"超过回合上限（{rt.limits.turns_per_game}）"
        rt.log("limit", None, f"游戏结束：{s.end_reason}，平局")
        return
    s.active, s.turn, s.phase = seat, s.turn + 1, "turn_start"
    p = s.players[seat]
    p.skips, p.turn_used, p.damage_turn = frozenset(), frozenset(), 0
    p.used_names = ()
    p.no_retry = frozenset()
    for other in s.players:
        other.phase_used = frozenset()
    rt.log("turn_start", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合开始", s.turn)
    rt.mode.turn_starting(rt, seat)
    s.tasks.append(("x_phase", "prepare"))
    rt.fire_phase("TURN_START")


def phase(rt, name: str) -> None:
    """Rule 5.3: a phase — skipped, or 开始时, its action, 结束时."""
    s = rt.state
    seat = s.active
    if not _alive(rt, seat):
        s.tasks.append(("x_turn_over",))
        return
    p = s.players[seat]
    if name in p.skips:
        rt.log("skip_phase", seat, f"{rt.pname(seat)}跳过{PHASE_WORDS[name]}")
        _next_phase(rt, name)
        return
    s.phase = name
    for other in s.players:
        other.damage_phase = 0
        other.discarded_phase = 0
    p.phase_used = frozenset()
    p.used_names = tuple(x for x in p.used_names if x[0] != "phase")
    if name == "play":
        p.attacks = 0
    rt.log("phase", seat, f"{rt.pname(seat)}的{PHASE_WORDS[name]}")
    s.tasks.append(("x_phase_end", name))
    if name == "judge":
        s.tasks.append(("x_judge", frozenset()))
    elif name == "draw":
        s.tasks.append(("x_draw",))
    elif name == "play":
        s.tasks.append(("priority",))
    elif name == "discard":
        s.tasks.append(("x_discard",))
    rt.fire_phase(START[name])


def phase_end(rt, name: str) -> None:
    s = rt.state
    if not _alive(rt, s.active):
        s.tasks.append(("x_turn_over",))
        return
    _next_phase(rt, name)
    if name in s.players[s.active].skips:
        return
    rt.fire_phase(END_OF[name])


def _next_phase(rt, name: str) -> None:
    s = rt.state
    i = PHASES.index(name)
    if i + 1 < len(PHASES):
        s.tasks.append(("x_phase", PHASES[i + 1]))
    else:
        s.tasks.append(("x_turn_end",))


def judge(rt, done: frozenset) -> None:
    """Rule 11.5: the cards of the judgement zone, the last placed first, each once."""
    s = rt.state
    seat = s.active
    if not _alive(rt, seat):
        return
    left = [u for u in s.players[seat].judge if u not in done]
    if not left:
        return
    uid = left[-1]
    s.tasks.append(("x_judge", done | {uid}))
    rt.judge_card(seat, uid)


def draw(rt) -> None:
    """Rule 5.6: `摸牌阶段，你可以…` skills, then the draw."""
    s = rt.state
    seat = s.active
    p = s.players[seat]
    p.draw_count = DRAW
    for d, src, k, part in list(rt.skill_parts(seat)):
        if part.draw_phase and rt.skill_allowed(seat, d, src, k, part) is None and _alive(rt, seat):
            rt.run_part(rt.part_ctx(seat, d, src, k, part), mark=part.locked)
    if _alive(rt, seat) and p.draw_count > 0:
        rt.draw(seat, p.draw_count)


def discard(rt) -> None:
    """Rule 5.9: down to the hand limit."""
    s = rt.state
    seat = s.active
    if not _alive(rt, seat):
        return
    excess = len(s.players[seat].hand) - rt.hand_limit(seat)
    if excess <= 0:
        return
    rt.log("hand_limit", seat, f"{rt.pname(seat)}的手牌超过上限（{rt.hand_limit(seat)}），需弃置{excess}张")
    cards = rt.choose_cards_of(seat, seat, list(s.players[seat].hand), excess, excess, f"手牌超过上限：选择{excess}张弃置")
    rt.discard(cards, seat)


def priority(rt) -> None:
    """The play phase's idle moment (rule 5.7, 10.2): use a card or a skill, or end the phase."""
    s = rt.state
    seat = s.active
    if s.phase != "play" or not _alive(rt, seat) or s.over:
        return
    if rt.mode.needs_settle(rt):  # its own task, so what it does is there before the next decision
        s.tasks.append(("priority",))
        s.tasks.append(("x_settle",))
        return
    opts = rt.recall(_play_options, seat)
    if s.turn_uses >= rt.limits.uses_per_turn:
        rt.log("limit", seat, f"本回合已使用{s.turn_uses}次牌或技能，达到上限，出牌阶段结束")
        return
    choice = rt.ask(Decision(seat, "priority", "出牌阶段：使用一张牌或发动技能，或结束出牌阶段",
                             tuple(opts) + (Option("结束出牌阶段", END),)))
    if choice == END:
        rt.log("play_end", seat, f"{rt.pname(seat)}结束出牌阶段")
        return
    s.tasks.append(("priority",))
    s.turn_uses += 1
    uid = rt.play(seat, choice)
    if uid is not None:
        s.tasks.append(("x_use_end", uid))
        s.tasks.append(("x_use_targets", uid))
        s.tasks.append(("x_use_begin", uid))


def _play_options(rt, seat):
    return rt.play_options(seat)


def use_begin(rt, uid: int) -> None:
    rt.begin_use(uid)
    rt.run_preface(uid)


def use_targets(rt, uid: int) -> None:
    """One task per target, in order (the targets are known once the moments of use are over)."""
    use = rt.use_of(uid)
    if use is None:
        return
    for i in range(len(use.targets) - 1, -1, -1):
        rt.state.tasks.append(("x_target", uid, i))


def target(rt, uid: int, index: int) -> None:
    rt.resolve_target(uid, index)


def use_end(rt, uid: int) -> None:
    rt.finish_use(uid)


def turn_end(rt) -> None:
    s = rt.state
    s.phase = "turn_end"
    s.tasks.append(("x_turn_over",))
    if _alive(rt, s.active):
        rt.fire_phase("TURN_END")


def turn_over(rt) -> None:
    """The next living player in seat order starts a turn (rule 5.1); the mode's moments come first
    (斩首论功's revivals)."""
    s = rt.state
    rt.log("turn_over", s.active, f"{rt.pname(s.active)}的回合结束")
    below = len(s.tasks)
    rt.mode.turn_over(rt, s.active)
    nxt = rt.mode.next_seat(rt, s.active)
    if nxt is None:
        s.over, s.winner, s.end_reason = True, None, "没有存活的角色"
        rt.log("end", None, "游戏结束：没有存活的角色，平局")
        return
    s.tasks.insert(below, ("x_turn_start", nxt))
    rt.check()


def settle(rt) -> None:
    rt.mode.settle(rt)


TASKS = {
    "priority": priority,
    "x_settle": settle,
    "x_turn_start": turn_start,
    "x_phase": phase,
    "x_phase_end": phase_end,
    "x_judge": judge,
    "x_draw": draw,
    "x_discard": discard,
    "x_use_begin": use_begin,
    "x_use_targets": use_targets,
    "x_target": target,
    "x_use_end": use_end,
    "x_turn_end": turn_end,
    "x_turn_over": turn_over,
}


def judge_card(rt, seat: int, uid: int) -> None:
    """Rule 8.3–8.5, 11.5: a delayed strategy in the judgement zone takes effect — the window before it
    does, a judgement unless it was nullified, its judgement effect."""
    from zhdsl.games.xingxiu.uses import NULLIFIED, Use
    from zhdsl.engine.stack import StackEntry

    s = rt.state
    d = rt.defn(uid)
    plan = d.plan
    if plan.judgement is None:
        rt.move_card(uid, "discard")
        return
    up = plan.uses[0]
    use = Use(s.new_uid(), seat, d.name, 0, (uid,), tuple(sorted(d.facts().items())), (seat,))
    entry = StackEntry(use.uid, "card", f"「{d.name}」", seat, seat, up.program, card=uid, targets=(("target", seat),),
                       facts=d.facts(), def_id=d.id)
    c = s.mut(uid)
    rt._remove_from_zone(uid)
    c.zone, c.zone_owner, c.face_up = "stack", None, True
    s.stack.append(entry)
    rt.save_use(use)
    rt.log("judge_card", seat, f"{rt.pname(seat)}判定区中的「{d.name}」生效", uid)
    rt.respond_window(Event("before", "before", other=seat, user=seat, use=use, entry=use.uid, name=d.name,
                            facts=d.facts()))
    nullified = rt.use_of(use.uid).outcome(seat) == NULLIFIED
    ctx = XCtx(rt, seat, seat, up.program, entry=use.uid, source_card=uid, source=None, focus=seat, use=use,
               judging=uid)
    if nullified:
        rt.log("nullified", seat, f"「{d.name}」失效，不进行判定")
        from zhdsl.games.xingxiu.verbs.judge import JUDGEMENT

        ctx.values[JUDGEMENT] = None
    else:
        rt.judge(ctx)
    if not s.players[seat].dead:
        plan.judgement.run(ctx)
    rt.clean_up(ctx)
    rt.finish_use(use.uid)
