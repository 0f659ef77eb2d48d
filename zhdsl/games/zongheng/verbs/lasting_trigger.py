"""lang15b: a trigger the resolving effect creates, in force for a while (rule 11.190) —
`直到回合结束，每当你使用「攻伐」时，生产1财富`, `本回合中，当你抽牌后，获得1物资`,
`直到你的下回合开始，每当目标角色折损财富时，你抽1张牌`, `令目标角色抽1张牌，直到其回合结束，其使用牌时折损1财富`.

The step reads a duration, a trigger and the steps after it to the effect's end (what the trigger does). When it
resolves, the trigger is kept in the state for its controller (the effect's controller) with the targets the effect
chose and the players its trigger names, and ends at the end of the turn named (`直到回合结束` / `本回合`: this turn's,
`直到其回合结束`: that player's), or when 你 starts a turn (`直到你的下回合开始`) — whatever happens to the card that
made it. While in force it fires as an event trigger of its controller's (rule 9.12): its steps are put on the 堆叠 as
a 锁定 effect, counted in that player's event triggers of the turn (`Limits.event_triggers_per_turn`)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.stack import StackEntry
from zhdsl.games.zongheng.verbs.events import ActionEvent
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

KEY = "#lasting_triggers"  # in the state's mode_data: (LastingEntry, …) in the order made
SUBJECT = "#lasting_subject"  # the key in Ctx.values of the players a bound trigger watches
MAX_IN_FORCE = 16  # lasting triggers in force at once (every resource bounded): one more is not made
_WHO_BOUND = {"any": "target_player", "other": "target_other"}  # 目标角色 / 目标其他角色 in the trigger (E250 elsewhere)


@attrs.frozen
class LastingTrigger(ast.Action):
    """`<duration>，<trigger>，<steps>`: `until` is "turn_end" (直到[X的]回合结束, 本回合中) or "next_turn"
    (直到你的下回合开始); `whose` the player written in 直到X的回合结束."""

    until: str
    whose: ast.Node | None = attrs.field(metadata=ast.OPTIONAL)
    trigger: ast.Trigger
    body: ast.Sequence
    # the player who acted, named for a pronoun in the steps (`每当一名其他角色使用牌时，令其折损1财富`, rule 12.23)
    actor: ast.Ref | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    # `其使用牌时折损1财富`: the steps without a doer of their own are the subject's (rule 11.190(c))
    subject_does: bool = attrs.field(default=False, metadata=ast.OPTIONAL)


NODES = (LastingTrigger,)


def _subject_of(b, trigger: ast.Trigger):
    """The player a trigger of this step names by a reference: `目标角色` after 当 (E250 in a card's own trigger: here the
    target is chosen when the effect is used), or the subject written before a trigger without 当 (`其使用牌时`)."""
    event = trigger.event
    if not isinstance(event, ActionEvent) or event.whom is not None:
        return None, False
    span = trigger.span
    inside = [d for d in b.diagnostics if d.code in ("E250", "E275") and span.start <= d.span.start < span.end]
    bare = b.notes.get("bare_subjects", {}).get(span.start)
    if bare is not None and isinstance(bare, ast.Ref) and bare.kind in ("it", "that_player", "target_player",
                                                                          "target_other"):
        for d in inside:
            b.diagnostics.remove(d)
        return bare, bare.span.start == span.start  # `其使用牌时` (no 当): the steps are its
    e250 = [d for d in inside if d.code == "E250"]
    if e250 and event.who in _WHO_BOUND:
        for d in e250:
            b.diagnostics.remove(d)
        return ast.Ref(_WHO_BOUND[event.who], span=e250[0].span), False
    return None, False


def _as_action(trigger: ast.Trigger) -> ast.Trigger:
    """`当你成为他人使用牌的目标时` (响应's moment, rule 9.4) as the action it names (rule 9.50), for a lasting trigger."""
    from zhdsl.games.zongheng.verbs.events import Event

    event = trigger.event
    if isinstance(event, Event) and event.timing == "RESPONSE":
        return attrs.evolve(trigger, event=ActionEvent("you", "targeted", None, False, by_others=True, span=event.span))
    return trigger


def _by_subject(subject, step):
    """A step without its own doer after `其使用牌时` is done by 其 (`其使用牌时折损1财富`, rule 11.190(c))."""
    if isinstance(step, ast.Action) and not isinstance(step, ast.Acts | ast.Command | LastingTrigger):
        return ast.Acts(attrs.evolve(subject), step, span=step.span)
    return step


def build(b, meta, children):
    tokens = [c for c in children if isinstance(c, str)]
    nodes = [c for c in children if isinstance(c, ast.Node)]
    kinds = {t.type for t in tokens}
    # 本回合中/本回合内 lasts to this turn's end, as 直到回合结束 (rule 11.190(a))
    until = "next_turn" if "NEXT_TURN_START" in kinds else "turn_end"
    trigger = _as_action(next(n for n in nodes if isinstance(n, ast.Trigger)))
    whose = nodes[0] if not isinstance(nodes[0], ast.Trigger) else None
    end = next((t for t in tokens if t.type == "TURN_END"), None)
    if whose is None and end is not None and str(end).startswith("你"):  # `直到你的回合结束`: your turn's end
        whose = ast.Ref("you", span=b.tok_span(end))
    first = nodes[-1]
    subject, bare = _subject_of(b, trigger)
    event = trigger.event
    if subject is not None:
        event = attrs.evolve(event, who="bound", subject=subject, pronoun=None)
        trigger = attrs.evolve(trigger, event=event)
        if bare and not (isinstance(subject, ast.Ref) and subject.kind == "you"):
            first = _by_subject(subject, first)  # `其使用牌时折损1财富`
    actor = None
    if isinstance(event, ActionEvent) and event.who != "bound":
        from zhdsl.games.zongheng.verbs.events import event_player

        kind = event_player(event)  # who acted, or the other party of `其他角色令你折损财富` (rules 12.23, 9.18)
        if kind in ("event_actor", "event_dead"):
            actor = ast.Ref(kind, span=trigger.span)
    if not isinstance(event, ActionEvent):
        b.diagnostics.append(error("E275", trigger.span, "持续到回合结束的触发只能是一个动作",
                                   "例如「直到回合结束，每当你使用「攻伐」时，生产1财富」"))
    does = subject is not None and bare and not (isinstance(subject, ast.Ref) and subject.kind == "you")
    body = ast.Sequence((first,), span=first.span)
    return LastingTrigger(until, whose, trigger, body, actor, does, span=b.span(meta))


RULES = {"lasting_trigger": build}


def _fold_sequence(seq: ast.Sequence) -> ast.Sequence:
    """The steps after a LastingTrigger (and the condition after them) are its body."""
    steps = seq.steps
    at = next((i for i, s in enumerate(steps) if isinstance(s, LastingTrigger)), None)
    if at is None:
        if seq.conditional is not None:
            cond = seq.conditional
            then = _fold_sequence(cond.then)
            if then is not cond.then:
                return attrs.evolve(seq, conditional=attrs.evolve(cond, then=then))
        return seq
    node = steps[at]
    subject = node.trigger.event.subject if node.subject_does else None
    rest = tuple(_by_subject(subject, s) if subject is not None else s for s in steps[at + 1:])
    if not rest and seq.conditional is None and seq.otherwise is None:
        return seq
    end = max([node.span.end] + [s.span.end for s in rest]
              + [x.span.end for x in (seq.conditional, seq.otherwise) if x is not None])
    body = ast.Sequence(node.body.steps + rest, seq.conditional, seq.otherwise,
                        span=ast.Span(node.body.span.start, end))
    body = _fold_sequence(body)
    node = attrs.evolve(node, body=body, span=ast.Span(node.span.start, end))
    return attrs.evolve(seq, steps=steps[:at] + (node,), conditional=None, otherwise=None)


def fold_effects(b, effects: tuple) -> tuple:
    out = []
    for effect in effects:
        if isinstance(effect, ast.Effect) and isinstance(effect.body, ast.Sequence):
            body = _fold_sequence(effect.body)
            if body is not effect.body:
                effect = attrs.evolve(effect, body=body)
        out.append(effect)
    return tuple(out)


def check(c, node: LastingTrigger, depth: int) -> None:
    if node.whose is not None:
        c.check_ref(node.whose)
        if not c.is_player(node.whose):
            c.report(c.error("E204", node.whose.span, "「直到…回合结束」之间要写一名角色",
                             "例如「直到其回合结束，其使用牌时折损1财富」"))
    event = node.trigger.event
    module_check = c.verbs.check.get(event.__class__)
    if module_check is not None:
        module_check(c, event, 0)
    if isinstance(event, ActionEvent) and event.who == "attached":
        c.report(c.error("E275", node.trigger.span, "持续的触发中不能写「结附的角色」：这张牌不在结界区",
                         "写出所指的角色，例如「每当目标角色折损财富时」"))
    c.check_sequence(node.body, depth)


def lower(lw, node: LastingTrigger):
    from zhdsl.games.zongheng.verbs.events import watcher

    event = node.trigger.event
    subject = lw.lower(event.subject) if getattr(event, "who", None) == "bound" else None
    whose = lw.lower(node.whose) if node.whose is not None else None
    body = lw.lower(node.body)
    lw.creates_triggers = True
    trigger_text = _trigger_text(lw.describe, node)
    text = f"{trigger_text}，{lw.describe.sequence(node.body)}"
    prog = fx.EffectProgram(0, frozenset({fx.EVENT_TIMING}), (), body, fx.TargetSpec(), lw.defines, text,
                            base=(fx.EVENT_TIMING,), mandatory=True, on=watcher(lw, event))
    return LastingStep(node.until, whose, subject, prog, _duration_text(lw.describe, node))


def _duration_text(d, node: LastingTrigger) -> str:
    if node.until == "next_turn":
        return f"{d.word('structure', 'until')}{d.word('structure', 'next_turn_start')}"
    whose = d.ref(node.whose) if node.whose is not None else ""
    if isinstance(node.whose, ast.Ref) and node.whose.kind == "you":
        whose += d.word("structure", "of")
    return f"{d.word('structure', 'until')}{whose}回合结束"


def _trigger_text(d, node: LastingTrigger) -> str:
    text = d.step(node.trigger)
    when = d.word("structure", "when")
    if node.subject_does and text.startswith(when):  # `其使用牌时`: written without 当, as it reads
        return text[len(when):]
    return text


def describe(d, node: LastingTrigger) -> str:
    return f"{_duration_text(d, node)}，{_trigger_text(d, node)}，{d.sequence(node.body)}"


@attrs.frozen
class LastingEntry:
    """One lasting trigger in force (immutable: state copies share it)."""

    uid: int
    ends: str  # "turn_end": at the end of `until`'s turn; "turn_start": when `until` starts a turn
    until: int
    you: int
    controller: int
    program: object  # EffectProgram: its watcher (`on`) and steps
    targets: tuple  # ((slot key, seat), …) the effect chose
    card_target: int | None
    subject: tuple  # the players a bound trigger watches
    text: str
    after: object = None  # the last event logged when it was made: only later events fire it


@attrs.frozen
class LastingStep:
    until: str
    whose: object  # a player ref or None
    subject: object  # a player ref or None
    program: object
    duration: str

    def _until(self, ctx: fx.Ctx) -> int | None:
        if self.until == "next_turn":
            return ctx.you
        if self.whose is None:
            return ctx.rt.state.active
        seats = self.whose.players(ctx)
        return seats[0] if seats else None

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._until(ctx) is not None

    def run(self, ctx: fx.Ctx) -> bool:
        rt = ctx.rt
        s = rt.state
        until = self._until(ctx)
        if until is None:
            rt.log("fail", ctx.you, "没有可以指定的角色")
            return False
        subject = tuple(self.subject.players(ctx)) if self.subject is not None else ()
        if self.subject is not None and not subject:
            rt.log("fail", ctx.you, "没有可以指定的角色")
            return False
        entries = s.mode_data.get(KEY, ())
        if len(entries) >= MAX_IN_FORCE:
            rt.log("limit", ctx.controller, f"持续的触发已达上限（{MAX_IN_FORCE}个），不再产生新的")
            return False
        names = "、".join(rt.pname(p) for p in subject)
        text = f"{self.duration}，{self.program.text}" + (f"（{names}）" if names else "")
        entry = LastingEntry(s.new_uid(), "turn_start" if self.until == "next_turn" else "turn_end", until, ctx.you,
                             ctx.controller, self.program, tuple(ctx.targets.items()), ctx.card_target, subject, text,
                             s.events[-1] if s.events else None)
        s.mode_data[KEY] = entries + (entry,)
        rt.log("lasting", ctx.controller, f"{rt.pname(ctx.controller)}的持续触发开始：{text}")
        return True


def in_force(rt) -> tuple:
    return rt.state.mode_data.get(KEY, ())


def _ctx(rt, entry: LastingEntry) -> fx.Ctx:
    ctx = fx.Ctx(rt, entry.you, entry.controller, entry.program, targets=dict(entry.targets),
                 card_target=entry.card_target)
    ctx.values[SUBJECT] = entry.subject
    return ctx


def fire(rt, batch: list) -> list:
    """The lasting triggers whose watcher matches an event of `batch` (one each), as queued automatic uses."""
    s = rt.state
    out = []
    for entry in in_force(rt):
        if s.players[entry.controller].dead:
            continue
        events = batch
        if entry.after is not None:
            at = next((i for i, e in enumerate(batch) if e is entry.after), None)
            if at is not None:
                events = batch[at + 1:]
        watcher = entry.program.on
        ctx = _ctx(rt, entry)
        matched = next((e for e in events if watcher.matches(ctx, e)), None)
        if matched is not None and rt._event_budget(entry.controller, entry.text):
            action = ("lasting", entry.uid, watcher.actor(ctx, matched), _amount(matched))
            out.append((len(s.stack), entry.controller, action))
    return out


def _amount(event) -> int | None:
    """How much the action that fired it changed (财富 lost or produced, cards drawn, a resource gained or consumed): what
    a 等量 in its steps before any step of their own is (rule 11.190(e))."""
    data = event.data
    if event.kind in ("wealth", "draw") and data and type(data[0]) is int:
        return abs(data[0])
    if event.kind in ("gain", "consume") and len(data) > 1 and type(data[1]) is int:
        return data[1]
    return None


def _entry(rt, uid: int):
    return next((e for e in in_force(rt) if e.uid == uid), None)


def usable(rt, seat: int, action):
    """The Usable of a queued lasting trigger (usage.resolve_action's hook)."""
    from zhdsl.engine.usage import Usable

    entry = _entry(rt, action[1])
    prog = entry.program if entry is not None else fx.EffectProgram(
        0, frozenset({fx.EVENT_TIMING}), (), fx.Sequence(()), fx.TargetSpec(), {}, "", mandatory=True)
    return Usable("skill", f"持续触发「{prog.text}」", prog, entry.you if entry is not None else seat,
                  key=("lasting", action[1]))


def perform(rt, seat: int, action) -> bool:
    """Put the lasting trigger's steps on the 堆叠 with the targets its effect chose (usage.perform's hook)."""
    s = rt.state
    entry = _entry(rt, action[1])
    if entry is None:  # it ended before its turn to be used came
        rt.log("fail", seat, "持续触发已经结束")
        return False
    uid = s.new_uid()
    name = f"持续触发「{entry.program.text}」"
    rt.log("use", seat, f"{rt.pname(seat)}使用{name}", uid, "skill")
    amount = action[3] if len(action) > 3 else None
    e = StackEntry(uid, "skill", name, entry.controller, entry.you, entry.program, targets=entry.targets,
                   card_target=entry.card_target, event_actor=action[2] if len(action) > 2 else None,
                   carried=((fx.LAST_AMOUNT, amount),) if amount is not None else ())
    if not rt.push(e):
        return False
    rt.check()
    rt.entered_stack(e)
    return True


def expire(rt, ends: str, seat: int) -> None:
    """At the end of `seat`'s turn ("turn_end") or when `seat` starts one ("turn_start"): the lasting triggers that
    last until then end; at a turn's end, those that wait for a dead player's turn too (it never comes)."""
    s = rt.state
    entries = in_force(rt)
    if not entries:
        return
    dead = {p.seat for p in s.players if p.dead}
    gone = [e for e in entries if (e.ends == ends and e.until == seat) or (ends == "turn_end" and e.until in dead)]
    if not gone:
        return
    left = tuple(e for e in entries if e not in gone)
    if left:
        s.mode_data[KEY] = left
    else:
        s.mode_data.pop(KEY)
    for e in gone:
        rt.log("lasting_end", e.controller, f"{rt.pname(e.controller)}的持续触发结束：{e.text}")


def shown(rt, seat: int) -> list:
    """The texts of the lasting triggers `seat` controls, for the observation."""
    return [e.text for e in in_force(rt) if e.controller == seat]
