"""The stack's part of every turn, as engine tasks: automatic uses that are due, the priority round
while the stack holds cards, resolving the top entry and where its card goes. A game's own turn
structure (phases, what happens with an empty stack) is its `priority` task, which starts with
`stack_window` (see zhdsl/games/zongheng/turn.py). Each task runs to completion on a trial state
or stops at a decision (see `zhdsl.engine.game`). Docs: docs/engine-decisions.md D1–D6."""

from __future__ import annotations

from zhdsl.engine import program as fx
from zhdsl.engine import usage
from zhdsl.engine.decisions import Decision, Option

PASS = ("pass",)
END = ("end",)
CONTINUE = ("continue",)
PASS_OPTION = Option("过", PASS)  # options are immutable: one shared by every priority round


def stack_window(rt) -> bool:
    """Automatic uses that are due, else — with cards on the stack — a priority round: every living
    player in turn order from the active player may use something or pass (players with nothing
    usable pass automatically); when all have passed, the top entry resolves. True when this task
    has done its step (the caller's `priority` task returns); False when the stack is empty.
    When everybody has passed, the resolution runs on inside this task (`Runtime.then`), so the
    caller changes nothing but bookkeeping before it calls this."""
    s = rt.state
    if s.triggers and len(s.stack) <= s.triggers[0][0]:
        _depth, seat, action, *actor = s.triggers[0]  # an event trigger's: the player who acted, too
        s.triggers = s.triggers[1:]
        s.tasks.append(("priority",))
        usage.auto_use(rt, seat, action, *actor)
        return True
    if not s.stack:
        return False
    for seat in s.order_from(s.active):
        if seat in s.passed:
            continue
        opts = rt.recall(usage.options, seat)
        if not opts:
            s.passed = s.passed | {seat}
            continue
        top = s.stack[-1].name
        prompt = f"{rt.word('stack')}顶部是{top}：使用一张牌或过"
        choice = rt.ask(Decision(seat, "priority", prompt, tuple(opts) + (PASS_OPTION,)))
        s.tasks.append(("priority",))
        if choice == PASS:
            s.passed = s.passed | {seat}
            rt.log("pass", seat, f"{rt.pname(seat)}过")
        else:
            usage.perform(rt, seat, choice)
        return True
    # No priority task is queued here: `resolve` queues its own before it changes anything (one here as
    # well was left beneath it, one more with every resolution, for the rest of the game).
    rt.then(("resolve",))
    return True


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
    if e.carried:  # `支付2物资：生产等量财富`: the cost's amount (rule 10.11(b))
        ctx.values.update(e.carried)
    if e.event_actor is not None:  # an event trigger's: the player whose action it answers
        ctx.values[fx.EVENT_ACTOR] = e.event_actor
    done = e.effect.body.run(ctx)
    if not done:
        rt.log("fail", e.controller, f"{e.name}的某一步骤未能完成，后续步骤不执行", e.uid)
    rt.resolved(e, done)
    finish(rt, e.uid)


def finish(rt, uid: int) -> None:
    """The resolved entry leaves the stack: to the discard zone, to the destination an effect gave
    it (结附, 将此牌移入…), or destroyed if 虚拟."""
    s = rt.state
    e = s.entry(uid)
    if e is None:
        return
    s.stack.remove(e)
    s.passed = frozenset()
    s.left_stack = {} if not s.stack else s.left_stack  # nothing on the stack can name a departed entry
    if s.window_entry == e.uid:  # a response window lasts until its card leaves or another enters (9.4)
        s.window_entry = None
    if e.card is not None:
        c = s.mut(e.card)
        if e.virtual:
            c.virtual = True
        dest = e.destination
        if c.virtual or dest is None:
            rt.move_card(e.card, rt.schema.role("discard"))
        else:
            zone, owner, position, marks = dest
            rt.move_card(e.card, zone, owner, position, controller=e.controller)
            if marks:
                s.mut(e.card).marks = dict(marks)
    rt.check()


TASKS = {"resolve": resolve}
