"""Effect objects: what compiled card text is made of.

One contract for every step: `run(ctx) -> bool` resolves it against the game and says
whether it succeeded. A failed step stops the rest of its sequence (rulebook: 逗号);
`/` asks the controller to choose; `&` does every part; notes modify their step; static
effects are `StaticRule`s the runtime re-applies after every change.

Programs are immutable and shared by every game and clone; all mutable state lives in
`zhdsl.engine.state`. The runtime (`zhdsl.engine.runtime.Runtime`) provides the primitive
operations these objects call.
"""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine.decisions import Decision, Option

# ---- context --------------------------------------------------------------------------


@attrs.define(slots=True)
class Ctx:
    """Who and what an effect resolves for. `actor` is who performs a measured action
    (你, or the subject of 令); `you` is the card's owner; `controller` answers questions."""

    rt: Any
    you: int
    controller: int
    program: Any  # EffectProgram
    entry: int | None = None  # the resolving stack entry
    source_card: int | None = None  # 此牌/自身 as a card instance
    targets: dict = attrs.Factory(dict)  # target word (slot key) -> seat
    card_target: int | None = None
    actor: int | None = None
    source: int | None = None  # who is the source of 生产/折损 (你)
    free: bool = False
    virtual: bool = False
    evaluating: frozenset = frozenset()
    values: dict = attrs.Factory(dict)  # variables already taken (rule 10.10), shared by evolved copies

    @property
    def doer(self) -> int:
        return self.you if self.actor is None else self.actor


# ---- expressions and conditions ----------------------------------------------------------


@attrs.frozen
class Const:
    value: int

    def evaluate(self, ctx: Ctx) -> int:
        return self.value


@attrs.frozen
class VarRef:
    name: str

    def evaluate(self, ctx: Ctx) -> int:
        """A variable takes its value the first time it is used, then keeps it (rule 10.10)."""
        if self.name in ctx.values:
            return ctx.values[self.name]
        expr = ctx.program.defines.get(self.name) if ctx.program is not None else None
        if expr is None or self.name in ctx.evaluating:
            return 0
        inner = attrs.evolve(ctx, evaluating=ctx.evaluating | {self.name})
        value = expr.evaluate(inner)
        ctx.values[self.name] = value
        return value


@attrs.frozen
class PlayerCountExpr:
    def evaluate(self, ctx: Ctx) -> int:
        return len(ctx.rt.state.players)


@attrs.frozen
class BinExpr:
    op: str
    left: Any
    right: Any

    def evaluate(self, ctx: Ctx) -> int:
        a, b = self.left.evaluate(ctx), self.right.evaluate(ctx)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "×":
            return a * b
        return a // b if b else 0


PLAYER_ATTRS = ("wealth", "supply", "energy", "storage", "efficiency", "hand_count")


@attrs.frozen
class AttrOf:
    subject: Any  # a PlayerRef/CardRef, or None for 你
    name: str

    def evaluate(self, ctx: Ctx) -> int | str | None:
        rt = ctx.rt
        if self.name in ("point", "colour"):
            entry = self.subject.entry(ctx) if self.subject is not None else None
            if entry is None:
                card = self.subject.card(ctx) if self.subject is not None else None
                if card is None:
                    return None
                d = rt.defn(card)
                return d.point if self.name == "point" else d.colour
            return entry.point if self.name == "point" else entry.colour
        seats = [ctx.you] if self.subject is None else self.subject.players(ctx)
        if not seats:
            return None
        return rt.attr(seats[0], self.name)


@attrs.frozen
class Compare:
    left: Any
    op: str
    right: Any  # expression, or a colour string when `colour` is set
    colour: bool = False

    def holds(self, ctx: Ctx) -> bool:
        a = self.left.evaluate(ctx)
        b = self.right if self.colour else self.right.evaluate(ctx)
        if a is None or b is None:
            return False
        if self.colour:
            return (a == b) == (self.op == "=")
        return {
            ">": a > b, "<": a < b, "=": a == b, ">=": a >= b, "<=": a <= b, "!=": a != b,
        }[self.op]


@attrs.frozen
class AllCond:
    items: tuple

    def holds(self, ctx: Ctx) -> bool:
        return all(i.holds(ctx) for i in self.items)


@attrs.frozen
class AnyCond:
    items: tuple

    def holds(self, ctx: Ctx) -> bool:
        return any(i.holds(ctx) for i in self.items)


# ---- references ---------------------------------------------------------------------------


@attrs.frozen
class PlayerRef:
    kind: str  # you target_player target_other all_players all_others

    def players(self, ctx: Ctx) -> list[int]:
        s = ctx.rt.state
        if self.kind == "you":
            return [ctx.you]
        if self.kind in ("target_player", "target_other"):
            t = ctx.targets.get(self.kind)
            return [t] if t is not None and not s.players[t].dead else []
        order = s.order_from(ctx.you)
        return order if self.kind == "all_players" else [p for p in order if p != ctx.you]

    single = property(lambda self: self.kind in ("you", "target_player", "target_other"))


@attrs.frozen
class WithinRef:
    distance: Any
    targeted: bool
    key: str = ""  # the target slot of `距离N以内的目标角色`

    def players(self, ctx: Ctx) -> list[int]:
        s = ctx.rt.state
        if self.targeted:
            t = ctx.targets.get(self.key)
            return [t] if t is not None and not s.players[t].dead else []
        n = self.distance.evaluate(ctx)
        return [p for p in s.order_from(ctx.you) if s.distance(ctx.you, p) <= n]

    single = property(lambda self: self.targeted)


@attrs.frozen
class CardRef:
    kind: str  # self this_card target_card

    def entry(self, ctx: Ctx):
        uid = ctx.card_target if self.kind == "target_card" else ctx.entry
        return ctx.rt.state.entry(uid)

    def card(self, ctx: Ctx) -> int | None:
        """The card instance meant: the card on the stack, or the card granting a skill."""
        if self.kind == "target_card":
            e = self.entry(ctx)
            return e.card if e is not None else None
        e = self.entry(ctx)
        if e is not None and e.card is not None:
            return e.card
        return ctx.source_card

    def players(self, ctx: Ctx) -> list[int]:
        return []

    single = property(lambda self: False)


@attrs.frozen
class HolderRef:
    of: CardRef
    role: str  # owner controller

    def players(self, ctx: Ctx) -> list[int]:
        e = self.of.entry(ctx)
        if e is not None:
            return [e.owner if self.role == "owner" else e.controller]
        uid = self.of.card(ctx)
        if uid is None:
            return []
        c = ctx.rt.state.cards[uid]
        return [c.owner if self.role == "owner" else c.controller]

    single = property(lambda self: True)


# ---- structure ----------------------------------------------------------------------------


@attrs.frozen
class Sequence:
    steps: tuple
    condition: Any = None  # guards `then`
    then: Any = None

    def run(self, ctx: Ctx) -> bool:
        for step in self.steps:
            if not step.run(ctx):
                return False
        if self.condition is not None:
            if not self.condition.holds(ctx):
                ctx.rt.log("condition", ctx.you, "条件不满足，后续步骤不执行")
                return True
            return self.then.run(ctx)
        return True


@attrs.frozen
class Choice:
    options: tuple
    labels: tuple

    def run(self, ctx: Ctx) -> bool:
        """Options that cannot run now are not offered, unless none can (rule 10.6)."""
        runnable = [i for i, o in enumerate(self.options) if ready(o, ctx)]
        indices = runnable or list(range(len(self.options)))
        if len(indices) == 1:
            pick = indices[0]
        else:
            options = tuple(Option(self.labels[i], i) for i in indices)
            pick = ctx.rt.ask(Decision(ctx.controller, "choice", "选择一项执行", options))
        ctx.rt.log("choose", ctx.controller, f"{ctx.rt.pname(ctx.controller)}选择「{self.labels[pick]}」")
        return self.options[pick].run(ctx)


@attrs.frozen
class Conjunction:
    """`&`: every part happens; the step fails when any part failed (rule D9)."""

    parts: tuple

    def run(self, ctx: Ctx) -> bool:
        ok = True
        for part in self.parts:
            ok = part.run(ctx) and ok
        return ok


@attrs.frozen
class Noted:
    """A step with its notes (不支付精力, 虚拟) applied to everything inside it."""

    body: Any
    free: bool
    virtual: bool

    def run(self, ctx: Ctx) -> bool:
        inner = attrs.evolve(ctx, free=ctx.free or self.free, virtual=ctx.virtual or self.virtual)
        return self.body.run(inner)


# ---- measured actions ------------------------------------------------------------------------


def _n(amount, ctx: Ctx) -> int:
    return max(0, amount.evaluate(ctx))


@attrs.frozen
class Quantity:
    amount: Any
    object: str
    colour: str | None


@attrs.frozen
class DrawStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        n = sum(_n(q.amount, ctx) for q in self.quantities)
        return ctx.rt.draw(ctx.doer, n)


@attrs.frozen
class DiscardStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        n = sum(_n(q.amount, ctx) for q in self.quantities)
        return ctx.rt.discard_from_hand(ctx.doer, n)


@attrs.frozen
class UseStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        n = sum(_n(q.amount, ctx) for q in self.quantities)
        for _ in range(n):
            if not ctx.rt.use_from_effect(ctx.doer, ctx.controller, free=ctx.free, virtual=ctx.virtual):
                return False
        return True


@attrs.frozen
class GainStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        for q in self.quantities:
            ctx.rt.gain(ctx.doer, q.object, q.colour, _n(q.amount, ctx))
        return True


@attrs.frozen
class PayStep:
    """支付: all-or-nothing; insufficient means failure and nothing is paid."""

    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        items = [(q.object, q.colour, _n(q.amount, ctx)) for q in self.quantities]
        return ctx.rt.pay(ctx.doer, items)


@attrs.frozen
class ConsumeStep:
    """消耗: takes what there is; never fails."""

    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        for q in self.quantities:
            ctx.rt.consume(ctx.doer, q.object, q.colour, _n(q.amount, ctx))
        return True


@attrs.frozen
class ProduceStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        n = sum(_n(q.amount, ctx) for q in self.quantities)
        source = ctx.source if ctx.source is not None else ctx.you
        return ctx.rt.change_wealth(ctx.doer, n, source, "生产")


@attrs.frozen
class DamageStep:
    quantities: tuple

    def run(self, ctx: Ctx) -> bool:
        n = sum(_n(q.amount, ctx) for q in self.quantities)
        source = ctx.source if ctx.source is not None else ctx.you
        return ctx.rt.change_wealth(ctx.doer, -n, source, "折损")


# ---- other actions -----------------------------------------------------------------------------


@attrs.frozen
class RestoreStep:
    def run(self, ctx: Ctx) -> bool:
        ctx.rt.restore(ctx.doer)
        return True


@attrs.frozen
class TapStep:
    target: Any  # CardRef or None (自身)
    tap: bool  # False: 重置

    def run(self, ctx: Ctx) -> bool:
        ref = self.target or CardRef("self")
        uid = ref.card(ctx)
        if uid is None:
            ctx.rt.log("fail", ctx.you, "没有可以" + ("横置" if self.tap else "重置") + "的牌")
            return False
        return ctx.rt.set_tapped(uid, self.tap)


@attrs.frozen
class TransformStep:
    target: CardRef
    program: Any  # EffectProgram

    def run(self, ctx: Ctx) -> bool:
        return ctx.rt.transform(self.target.entry(ctx), self.program)


@attrs.frozen
class ExecuteStep:
    program: Any

    def run(self, ctx: Ctx) -> bool:
        return ctx.rt.execute(ctx.you, ctx.doer, self.program)


@attrs.frozen
class CounterStep:
    target: CardRef

    def run(self, ctx: Ctx) -> bool:
        return ctx.rt.counter(self.target.entry(ctx), ctx.you)


@attrs.frozen
class CopyStep:
    target: CardRef

    def run(self, ctx: Ctx) -> bool:
        return ctx.rt.copy_entry(self.target.entry(ctx), ctx.controller, ctx.you)


@attrs.frozen
class AttachStep:
    target: Any
    turns: Any  # expression or None

    def run(self, ctx: Ctx) -> bool:
        players = self.target.players(ctx)
        if len(players) != 1:
            ctx.rt.log("fail", ctx.you, "结附没有合法的目标角色")
            return False
        turns = _n(self.turns, ctx) if self.turns is not None else None
        return ctx.rt.attach(ctx.entry, players[0], turns)


@attrs.frozen
class ZoneSpec:
    kind: str  # hand ward lord creation stack deck deck_top deck_bottom past void
    owner: Any  # player ref or None

    def resolve(self, ctx: Ctx) -> tuple[str, int | None, str] | None:
        """(zone, owner seat, position) or None when the owner is not one player."""
        position = {"deck_bottom": "bottom"}.get(self.kind, "top")
        zone = {"deck_top": "deck", "deck_bottom": "deck"}.get(self.kind, self.kind)
        if zone in ("hand", "ward", "lord", "creation"):
            seats = [ctx.you] if self.owner is None else self.owner.players(ctx)
            if len(seats) != 1:
                return None
            return zone, seats[0], position
        return zone, None, position


@attrs.frozen
class MoveStep:
    cards: Any  # CardRef, or an amount of hand cards
    zone: ZoneSpec
    from_hand: bool

    def run(self, ctx: Ctx) -> bool:
        where = self.zone.resolve(ctx)
        if where is None:
            ctx.rt.log("fail", ctx.you, "移入的区域没有唯一的所有者")
            return False
        if self.from_hand:
            return ctx.rt.move_from_hand(ctx.doer, _n(self.cards, ctx), where, ctx)
        return ctx.rt.move_ref(self.cards, where, ctx)


@attrs.frozen
class ShuffleStep:
    zone: str  # deck past

    def run(self, ctx: Ctx) -> bool:
        ctx.rt.shuffle_zone(self.zone)
        return True


@attrs.frozen
class ArrangeStep:
    def run(self, ctx: Ctx) -> bool:
        ctx.rt.arrange(ctx.doer)
        return True


@attrs.frozen
class ConvertStep:
    def run(self, ctx: Ctx) -> bool:
        return ctx.rt.convert(ctx.doer)


@attrs.frozen
class CommandStep:
    """令X…: X performs the action with 你 as the source (生产/折损) or the controller (使用).
    With several players, each acts in turn order; the step fails when any failed (rule 11.21)."""

    actor: Any
    action: Any

    def run(self, ctx: Ctx) -> bool:
        actors = self.actor.players(ctx)
        if not actors:
            ctx.rt.log("fail", ctx.you, "「令」没有可以执行的角色")
            return False
        ok = True
        for seat in actors:
            inner = attrs.evolve(ctx, actor=seat, source=ctx.you, controller=ctx.controller)
            ok = self.action.run(inner) and ok
        return ok


# ---- programs ---------------------------------------------------------------------------------


@attrs.frozen(eq=False)
class TargetSlot:
    """One target word of an effect: 目标角色, 目标其他角色 or 距离N以内的目标角色 (rule 7.6)."""

    key: str  # target_player target_other within:N
    other: bool  # must not be the user
    within: Any  # distance expression, or None


@attrs.frozen(eq=False)
class TargetSpec:
    slots: tuple = ()  # TargetSlot per player-target word
    card: bool = False  # needs one target card on the stack

    @property
    def player(self) -> bool:
        return bool(self.slots)


@attrs.frozen(eq=False)
class EffectProgram:
    index: int  # position among the card's effects
    timings: frozenset  # ACTIVE INSTANT RESPONSE FOLLOWUP LIMITED LOCKED TURN_START TURN_END
    costs: tuple  # steps paid when used (head actions)
    body: Any  # Sequence
    targets: TargetSpec
    defines: dict  # var -> expression (read-only by convention)
    text: str
    attaches: bool = False  # the body has 结附 (rule 4.5(b): such a segment is the card's use)
    base: tuple = attrs.field(  # the timings that must hold, sorted (限定/锁定 are no moments; none → 主动)
        init=False,
        default=attrs.Factory(
            lambda self: tuple(sorted((self.timings - {"LIMITED", "LOCKED"}) or {"ACTIVE"})), takes_self=True
        ),
    )
    base_set: frozenset = attrs.field(  # `base` as a set (derived, for fast checks)
        init=False, default=attrs.Factory(lambda self: frozenset(self.base), takes_self=True)
    )
    simple: bool = attrs.field(  # no costs and no targets: usable whenever timing, limits and 精力 allow (derived)
        init=False,
        default=attrs.Factory(
            lambda self: not self.costs and not self.targets.slots and not self.targets.card, takes_self=True
        ),
    )

    @property
    def triggers(self) -> frozenset:
        return self.timings & {"TURN_START", "TURN_END", "RESPONSE", "FOLLOWUP"}

    @property
    def locked(self) -> bool:
        return "LOCKED" in self.timings

    @property
    def limited(self) -> bool:
        return "LIMITED" in self.timings

    def base_timings(self) -> frozenset:
        return frozenset(self.base)


@attrs.frozen(eq=False)
class StaticRule:
    """`（你的仓储始终等于财富）`: the attribute of the subject is kept in relation to the right side."""

    subject: Any  # PlayerRef / None (你)
    attribute: str
    op: str
    right: Any
    text: str


@attrs.frozen(eq=False)
class CardProgram:
    effects: tuple  # EffectProgram, in text order
    statics: tuple  # StaticRule
    text: str
    uses: tuple = attrs.field(  # the segments the card is used by (rule 4.5): with 结附 if any, else all (derived)
        init=False,
        default=attrs.Factory(lambda self: tuple(e for e in self.effects if e.attaches) or self.effects, takes_self=True),
    )


# ---- can a step run now? (for 「/」, rule 10.6) -------------------------------------------------


def _amount(quantities, ctx: Ctx) -> int:
    return sum(_n(q.amount, ctx) for q in quantities)


def ready(step, ctx: Ctx) -> bool:
    """Whether the step's first action could succeed now."""
    rt = ctx.rt
    if isinstance(step, Noted):
        return ready(step.body, attrs.evolve(ctx, free=ctx.free or step.free))
    if isinstance(step, Sequence):
        if step.steps:
            return ready(step.steps[0], ctx)
        return True
    if isinstance(step, Conjunction):
        return all(ready(p, ctx) for p in step.parts)
    if isinstance(step, Choice):
        return any(ready(o, ctx) for o in step.options)
    if isinstance(step, CommandStep):
        actors = step.actor.players(ctx)
        return bool(actors) and all(ready(step.action, attrs.evolve(ctx, actor=a, source=ctx.you)) for a in actors)
    seat = ctx.doer
    if isinstance(step, DrawStep):
        s = rt.state
        return len(s.deck) + len(s.past) >= _amount(step.quantities, ctx)
    if isinstance(step, DiscardStep):
        return rt.hand_count(seat) >= _amount(step.quantities, ctx)
    if isinstance(step, PayStep):
        return rt.can_pay(seat, [(q.object, q.colour, _n(q.amount, ctx)) for q in step.quantities]) is None
    if isinstance(step, (ProduceStep, DamageStep)):
        return not rt.state.players[seat].dead and not rt.locked(seat, "wealth")
    if isinstance(step, TapStep):
        uid = (step.target or CardRef("self")).card(ctx)
        return uid is not None and rt.state.cards[uid].tapped != step.tap
    if isinstance(step, (TransformStep, CounterStep, CopyStep)):
        return step.target.entry(ctx) is not None
    if isinstance(step, AttachStep):
        e = rt.state.entry(ctx.entry)
        return e is not None and e.card is not None and not e.virtual and len(step.target.players(ctx)) == 1
    if isinstance(step, MoveStep):
        if step.from_hand:
            return rt.hand_count(seat) >= _n(step.cards, ctx)
        if step.cards.kind == "target_card":
            return step.cards.entry(ctx) is not None
        return True
    if isinstance(step, ConvertStep):
        return rt.can_pay(seat, [("supply", None, 1)]) is None
    if isinstance(step, UseStep):
        return rt.can_use_from_hand(seat, ctx.free)
    return True
