"""The turn loop as engine tasks: priority windows, resolving the stack, turn start and end,
the hand limit. Each task runs to completion on a trial state or stops at a decision
(see `zhdsl.engine.game`). Docs: docs/engine-decisions.md D1–D6."""

from __future__ import annotations

from zhdsl.engine import program as fx
from zhdsl.engine import usage
from zhdsl.engine.decisions import Decision, Option

PASS = ("pass",)
END = ("end",)
CONTINUE = ("continue",)


def priority(rt) -> None:
    """A priority window. With cards on the stack, every living player in turn order from the
    active player may use something or pass (players with nothing usable pass automatically);
    when all have passed, the top entry resolves. With an empty stack only the active player acts."""
    s = rt.state
    if rt.recall(_over_storage):
        s.tasks.append(("priority",))
        s.tasks.append(("hand_limit",))
        return
    if s.triggers and len(s.stack) <= s.triggers[0][0]:
        _depth, seat, action = s.triggers[0]
        s.triggers = s.triggers[1:]
        s.tasks.append(("priority",))
        usage.auto_use(rt, seat, action)
        return
    if s.stack:
        for seat in s.order_from(s.active):
            if seat in s.passed:
                continue
            opts = rt.recall(usage.options, seat)
            if not opts:
                s.passed = s.passed | {seat}
                continue
            top = s.stack[-1].name
            choice = rt.ask(Decision(seat, "priority", f"堆叠顶部是{top}：使用一张牌或过", tuple(opts) + (Option("过", PASS),)))
            s.tasks.append(("priority",))
            if choice == PASS:
                s.passed = s.passed | {seat}
                rt.log("pass", seat, f"{rt.pname(seat)}过")
            else:
                usage.perform(rt, seat, choice)
            return
        s.tasks.append(("priority",))
        s.tasks.append(("resolve",))
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
        extra = Option("进入回合", CONTINUE)
        prompt = "回合开始：使用回合开始的牌或技能，或进入回合"
    elif s.phase == "main":
        extra = Option("结束回合", END)
        prompt = "你的回合：使用一张牌或技能，或结束回合"
    else:
        if not opts:
            s.tasks.append(("turn_finish",))
            return
        extra = Option("完成回合", CONTINUE)
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
    """Some living player holds more hand cards than their 仓储."""
    return any(rt.hand_count(seat) > rt.attr(seat, "storage") for seat in rt.state.alive())


def begin_turn_end(rt) -> None:
    s = rt.state
    s.phase = "end"
    s.passed = frozenset()
    s.window_entry = None
    rt.log("turn_end", s.active, f"{rt.pname(s.active)}宣布回合结束")
    s.tasks.append(("priority",))
    usage.fire(rt, s.active, "TURN_END")


def resolve(rt) -> None:
    """The top entry resolves completely; a failed step stops the rest of its sequence."""
    s = rt.state
    e = s.stack[-1]
    e.resolving = True
    s.tasks.append(("priority",))
    rt.log("resolve", e.controller, f"结算{e.name}", e.uid)
    ctx = fx.Ctx(
        rt, e.owner, e.controller, e.effect, entry=e.uid, source_card=e.card if e.card is not None else e.source,
        targets=dict(e.targets), card_target=e.card_target,
    )
    if not e.effect.body.run(ctx):
        rt.log("fail", e.controller, f"{e.name}的某一步骤未能完成，后续步骤不执行", e.uid)
    finish(rt, e.uid)


def finish(rt, uid: int) -> None:
    """The resolved entry leaves the stack: to 过往, to its 结附/移入 destination, or destroyed if 虚拟."""
    s = rt.state
    e = s.entry(uid)
    if e is None:
        return
    s.stack.remove(e)
    s.passed = frozenset()
    if s.window_entry == e.uid:  # a 响应/追加 window lasts until its card leaves or another enters (9.4)
        s.window_entry = None
    if e.card is not None:
        c = s.mut(e.card)
        if e.virtual:
            c.virtual = True
        dest = e.destination
        if c.virtual or dest is None:
            rt.move_card(e.card, "past")
        elif dest[0] == "ward":
            _zone, seat, turns = dest
            rt.move_card(e.card, "ward", seat, controller=e.controller)
            c.turns_left = turns
        else:
            zone, owner, position = dest
            rt.move_card(e.card, zone, owner, position, controller=e.controller)
    rt.check()


def hand_limit(rt) -> None:
    """仓储: a player with more hand cards than 仓储 discards down to it (at least 1)."""
    s = rt.state
    for seat in s.order_from(s.active):
        excess = rt.hand_count(seat) - rt.attr(seat, "storage")
        if excess > 0:
            rt.log("hand_limit", seat, f"{rt.pname(seat)}的手牌超过仓储，需弃{excess}张")
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
    s.turn_uses = 0
    rt.log("turn_start", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合开始", s.turn)
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
    s.tasks.append(("hand_limit",))


def turn_next(rt) -> None:
    """结附…N回合 counts down at every turn end; the mode's turn-end rules; then the next living
    player in turn order starts a turn. Dead players on the way have their turns skipped (rule 2.4)."""
    s = rt.state
    for p in s.players:
        for uid in list(p.ward):
            c = s.mut(uid)
            if c.turns_left is not None:
                c.turns_left -= 1
                if c.turns_left <= 0:
                    rt.log("expire", p.seat, f"结界{rt.card_name(uid)}的回合数已满")
                    rt.move_card(uid, "past")
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
    "resolve": resolve,
    "hand_limit": hand_limit,
    "turn_start": turn_start,
    "turn_finish": turn_finish,
    "turn_next": turn_next,
}
