"""纵横坛's turn as engine tasks (rule 6): turn start (恢复, 重置, 物资), the phases 回合开始 / the turn /
回合结束 with their priority windows, the hand limit (仓储), the 结附 countdown and the next player.
The stack's part of each window is the engine's (`zhdsl.engine.turn`). Each task runs to completion
on a trial state or stops at a decision (see `zhdsl.engine.game`). Docs: docs/engine-decisions.md D1–D6."""

from __future__ import annotations

from zhdsl.engine import usage
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.turn import CONTINUE, END, stack_window
from zhdsl.games.zongheng.verbs import lasting_trigger, this_turn, until_turn_end

# The extra option of each phase (immutable, shared).
_ENTER_TURN = Option("进入回合", CONTINUE)
_END_TURN = Option("结束回合", END)
_FINISH_TURN = Option("完成回合", CONTINUE)


def priority(rt) -> None:
    """A priority window (rule 8): the hand limit first (仓储, checked at every window), then what the
    stack needs (`stack_window`); with an empty stack only the active player acts, by phase: 回合开始
    (its timed cards, or go on), the turn itself (use a card or skill, or end the turn), 回合结束."""
    s = rt.state
    if rt.recall(_over_storage):
        s.tasks.append(("priority",))
        s.tasks.append(("hand_limit",))
        return
    if stack_window(rt):
        return
    seat = s.active
    if s.players[seat].dead:
        if s.phase != "end":
            s.phase = "end"
        s.tasks.append(("turn_finish",))
        return
    opts = rt.recall(usage.options, seat)
    if opts and s.turn_uses >= rt.limits.uses_per_turn:
        rt.log("limit", seat, f"{rt.pname(seat)}本回合已使用{s.turn_uses}次牌或技能，达到上限（{rt.limits.uses_per_turn}），本回合不能再使用")
        opts = []
        if s.phase == "main":
            begin_turn_end(rt)
            return
    if s.phase == "start":
        if not opts:
            s.phase = "main"
            s.tasks.append(("priority",))
            return
        extra = _ENTER_TURN
        prompt = "回合开始：使用回合开始的牌或技能，或进入回合"
    elif s.phase == "main":
        extra = _END_TURN
        prompt = "你的回合：使用一张牌或技能，或结束回合"
    else:
        if not opts:
            rt.then(("turn_finish",))  # nothing changed in this task: the turn's end runs on
            return
        extra = _FINISH_TURN
        prompt = "回合结束：使用回合结束的牌或技能，或完成回合"
    choice = rt.ask(Decision(seat, "priority", prompt, tuple(opts) + (extra,)))
    if choice == CONTINUE:
        if s.phase == "start":
            s.phase = "main"
            s.tasks.append(("priority",))
        else:
            s.tasks.append(("turn_finish",))
        return
    if choice == END:
        begin_turn_end(rt)
        return
    s.tasks.append(("priority",))
    s.turn_uses += 1
    usage.perform(rt, seat, choice)


def _over_storage(rt) -> bool:
    """Some living player holds more hand cards than their 仓储. Hand cards are counted only when the
    hand zone holds more cards than 仓储 (a lord card kept there is no hand card, rule 3.6): the count
    is never more than the zone's length, and this runs at every priority step."""
    for p in rt.state.players:
        if not p.dead:
            storage = rt.attr(p.seat, "storage")
            if len(p.hand) > storage and rt.hand_count(p.seat) > storage:
                return True
    return False


def begin_turn_end(rt) -> None:
    s = rt.state
    s.phase = "end"
    s.passed = frozenset()
    s.window_entry = None
    rt.log("turn_end", s.active, f"{rt.pname(s.active)}宣布回合结束")
    s.tasks.append(("priority",))
    usage.fire(rt, s.active, "TURN_END")


def hand_limit(rt) -> None:
    """仓储: a player with more hand cards than 仓储 discards down to it (at least 1)."""
    s = rt.state
    for seat in s.order_from(s.active):
        excess = rt.hand_count(seat) - rt.attr(seat, "storage")
        if excess > 0:
            rt.log("hand_limit", seat, f"{rt.pname(seat)}的手牌超过仓储，需弃{excess}张", excess)
            rt.discard_from_hand(seat, excess, "手牌超过仓储：选择要弃置的牌")


def turn_start(rt, seat: int) -> None:
    """Rule 6.1: clear 限定, 恢复, 重置 the lord, gain 物资; then 回合开始 triggers and the start phase."""
    s = rt.state
    if s.turn >= rt.limits.turns_per_game:
        s.over, s.winner, s.end_reason = True, None, f"超过回合上限（{rt.limits.turns_per_game}）"
        rt.log("limit", None, f"游戏结束：{s.end_reason}，平局")
        return
    p = s.players[seat]
    s.active, s.turn, s.phase = seat, s.turn + 1, "start"
    s.limited, s.virtual_made, s.passed, s.window_entry = frozenset(), 0, frozenset(), None
    s.turn_uses, s.cards_used = 0, frozenset()
    rt.log("turn_start", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合开始", s.turn)
    this_turn.undo_next_turn(rt, seat)  # `直到你的下回合开始，你的仓储+2` ends (rule 11.123)
    lasting_trigger.expire(rt, "turn_start", seat)  # `直到你的下回合开始，每当…` ends (rule 11.190)
    p.supply_level = 10**9  # no instant 物资 until this turn's level is set below
    rt.mode.turn_starting(rt, seat)
    rt.restore(seat)
    lord = rt.lord_card(seat)
    if lord is not None and s.cards[lord].tapped:
        rt.set_tapped(lord, False)
    level = rt.supply_level(seat)
    p.supply_level = level
    p.supply += level
    rt.log("supply", seat, f"{rt.pname(seat)}根据财富与效率获得{level}物资", level)
    rt.check()
    s.tasks.append(("priority",))
    usage.fire(rt, seat, "TURN_START")


def turn_finish(rt) -> None:
    s = rt.state
    s.tasks.append(("turn_next",))
    rt.then(("hand_limit",))


def turn_next(rt) -> None:
    """结附…N回合 counts down at every turn end; the mode's turn-end rules; then the next living
    player in turn order starts a turn. Dead players on the way have their turns skipped (rule 2.4)."""
    s = rt.state
    for p in s.players:
        for uid in list(p.ward):
            left = s.cards[uid].marks.get("turns_left")
            if left is not None:
                s.mut(uid).marks = {**s.cards[uid].marks, "turns_left": left - 1}
                if left - 1 <= 0:
                    rt.log("expire", p.seat, f"结界{rt.card_name(uid)}的回合数已满", uid)
                    rt.move_card(uid, "past")
    this_turn.undo(rt)  # `本回合你的仓储+1` ends (rule 11.54)
    until_turn_end.expire(rt, s.active)  # `直到其回合结束，…` ends (rule 11.173)
    lasting_trigger.expire(rt, "turn_end", s.active)  # `直到回合结束，每当…` ends (rule 11.190)
    rt.log("turn_over", s.active, f"{rt.pname(s.active)}的回合结束")
    below = len(s.tasks)
    rt.mode.turn_over(rt, s.active)  # tasks it adds run before the next turn starts
    n = len(s.players)
    for k in range(1, 2 * n + 1):  # a second lap reaches a player revived while being skipped
        seat = (s.active + k) % n
        if not s.players[seat].dead:
            s.tasks.insert(below, ("turn_start", seat))
            rt.check()
            return
        rt.log("skip", seat, f"{rt.pname(seat)}已死亡，跳过其回合")
        rt.mode.turn_skipped(rt, seat)
    s.over, s.winner, s.end_reason = True, None, "所有角色都已死亡"
    rt.log("end", None, "游戏结束：所有角色都已死亡，平局")


TASKS = {
    "priority": priority,
    "hand_limit": hand_limit,
    "turn_start": turn_start,
    "turn_finish": turn_finish,
    "turn_next": turn_next,
}
