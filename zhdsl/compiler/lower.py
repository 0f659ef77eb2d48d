"""Lower the typed AST into effect objects (`zhdsl.compiler.effects`).

One method per AST node class, dispatched by class name (`lower_<Class>`); every node
class the language has is lowered here, and `tests/engine/test_lower.py` checks that no
node class is missing. Nothing is generated or evaluated from text.
"""

from __future__ import annotations

from functools import lru_cache

from zhdsl.compiler import describe
from zhdsl.compiler import effects as fx
from zhdsl.text import ast


class LoweringError(Exception):
    """The AST holds a construct the engine cannot run (the checker should have refused it)."""


class Lowerer:
    def __init__(self) -> None:
        self.targets: dict = {}
        self.defines: dict = {}

    # -- dispatch ----------------------------------------------------------------------------

    def lower(self, node):
        method = getattr(self, "lower_" + type(node).__name__, None)
        if method is None:
            raise LoweringError(f"无法执行的结构：{type(node).__name__}")
        return method(node)

    # -- texts and effects ----------------------------------------------------------------------

    def card_text(self, text: ast.CardText) -> fx.CardProgram:
        effects, statics = [], []
        for effect in text.effects:
            if isinstance(effect, ast.StaticEffect):
                statics.append(self.lower_StaticEffect(effect))
            else:
                effects.extend(self.effect(effect, len(effects)))
        return fx.CardProgram(tuple(effects), tuple(statics), describe.text(text))

    def effect(self, effect: ast.Effect, index: int) -> list[fx.EffectProgram]:
        """One program per alternative of the head (`回合开始/回合结束：…` gives two), sharing the body."""
        outer = (self.targets, self.defines)
        self.targets, self.defines = {}, {}
        try:
            alternatives = effect.head.alternatives if effect.head is not None else ((),)
            heads = []
            for parts in alternatives:
                timings, costs = set(), []
                for part in parts:
                    if isinstance(part, ast.Timing):
                        if part.kind is None:
                            raise LoweringError(f"「{part.word}」不是时机")
                        timings.add(part.kind)
                    else:
                        costs.append(self.lower(part))
                heads.append((frozenset(timings), tuple(costs), "&".join(describe.step(p) for p in parts)))
            body = self.lower(effect.body)
            spec, defines, body_text = self._target_spec(), dict(self.defines), describe.sequence(effect.body)
            attaches = _has_attach(effect.body)
            return [
                fx.EffectProgram(index + k, timings, costs, body, spec, defines,
                                 f"{head}：{body_text}" if head else body_text, attaches)
                for k, (timings, costs, head) in enumerate(heads)
            ]
        finally:
            self.targets, self.defines = outer

    def quoted(self, text: ast.CardText) -> fx.EffectProgram:
        """A quoted effect (执行「…」, 变为「…」): its effects' bodies in order, one program."""
        outer = (self.targets, self.defines)
        self.targets, self.defines = {}, {}
        try:
            bodies = []
            for effect in text.effects:
                if isinstance(effect, ast.StaticEffect):
                    raise LoweringError("引用的效果不能是常驻效果")
                bodies.append(self.lower(effect.body))
            body = bodies[0] if len(bodies) == 1 else fx.Sequence(tuple(bodies))
            return fx.EffectProgram(0, frozenset(), (), body, self._target_spec(), dict(self.defines), describe.text(text))
        finally:
            self.targets, self.defines = outer

    def _target_spec(self) -> fx.TargetSpec:
        """One target per target word (rule 7.6), in the order the words first appear."""
        slots = tuple(v for k, v in self.targets.items() if k != "card")
        return fx.TargetSpec(slots=slots, card=bool(self.targets.get("card")))

    def lower_StaticEffect(self, node: ast.StaticEffect) -> fx.StaticRule:
        inv = node.invariant
        if not isinstance(inv.left, ast.Attribute):
            raise LoweringError("「始终」前面必须是属性")
        subject = self.ref(inv.left.subject) if inv.left.subject is not None else None
        return fx.StaticRule(subject, inv.left.name, inv.op, self.lower(inv.right), describe.effect(node))

    # -- structure -------------------------------------------------------------------------------

    def lower_Sequence(self, node: ast.Sequence) -> fx.Sequence:
        steps = tuple(self.lower(s) for s in node.steps)
        if node.conditional is None:
            return fx.Sequence(steps)
        return fx.Sequence(steps, self.lower(node.conditional.condition), self.lower(node.conditional.then))

    def lower_Conditional(self, node: ast.Conditional) -> fx.Sequence:
        return fx.Sequence((), self.lower(node.condition), self.lower(node.then))

    def lower_Choice(self, node: ast.Choice) -> fx.Choice:
        return fx.Choice(tuple(self.lower(o) for o in node.options), tuple(describe.step(o) for o in node.options))

    def lower_Conjunction(self, node: ast.Conjunction) -> fx.Conjunction:
        return fx.Conjunction(tuple(self.lower(p) for p in node.parts))

    def lower_Group(self, node: ast.Group):
        return self._noted(self.lower(node.body), node.notes)

    def _noted(self, step, notes):
        free = any(isinstance(n, ast.FreeOfEnergy) for n in notes)
        virtual = any(isinstance(n, ast.VirtualNote) for n in notes)
        for n in notes:
            if isinstance(n, ast.Define):
                self.lower(n)
        return fx.Noted(step, free, virtual) if free or virtual else step

    # -- notes -----------------------------------------------------------------------------------

    def lower_Define(self, node: ast.Define):
        self.defines[node.var] = self.lower(node.expr)
        return None

    def lower_FreeOfEnergy(self, node):
        return fx.Noted(fx.Sequence(()), True, False)

    def lower_VirtualNote(self, node):
        return fx.Noted(fx.Sequence(()), False, True)

    # -- conditions and expressions -----------------------------------------------------------------

    def lower_Comparison(self, node: ast.Comparison) -> fx.Compare:
        if isinstance(node.right, ast.Colour):
            if node.right.colour is None:
                raise LoweringError(f"未知的颜色「{node.right.word}」")
            return fx.Compare(self.lower(node.left), node.op, node.right.colour, colour=True)
        return fx.Compare(self.lower(node.left), node.op, self.lower(node.right))

    def lower_AllOf(self, node):
        return fx.AllCond(tuple(self.lower(i) for i in node.items))

    def lower_AnyOf(self, node):
        return fx.AnyCond(tuple(self.lower(i) for i in node.items))

    def lower_Number(self, node):
        return fx.Const(node.value)

    def lower_Var(self, node):
        return fx.VarRef(node.name)

    def lower_PlayerCount(self, node):
        return fx.PlayerCountExpr()

    def lower_BinOp(self, node):
        return fx.BinExpr(node.op, self.lower(node.left), self.lower(node.right))

    def lower_Attribute(self, node):
        return fx.AttrOf(self.ref(node.subject) if node.subject is not None else None, node.name)

    def lower_Colour(self, node):
        raise LoweringError("颜色只能出现在比较的右边")

    # -- references ------------------------------------------------------------------------------

    def ref(self, node):
        return self.lower(node)

    def lower_Ref(self, node: ast.Ref):
        if node.kind in ("self", "this_card", "target_card"):
            if node.kind == "target_card":
                self.targets["card"] = True
            return fx.CardRef(node.kind)
        if node.kind in ("target_player", "target_other"):
            self.targets.setdefault(node.kind, fx.TargetSlot(node.kind, node.kind == "target_other", None))
        return fx.PlayerRef(node.kind)

    def lower_Within(self, node: ast.Within):
        distance = self.lower(node.distance)
        key = "within:" + describe.expr(node.distance)
        if node.targeted:
            self.targets.setdefault(key, fx.TargetSlot(key, False, distance))
        return fx.WithinRef(distance, node.targeted, key)

    def lower_Holder(self, node: ast.Holder):
        of = self.lower(node.of)
        if not isinstance(of, fx.CardRef):
            raise LoweringError("只有牌才有所有者或控制者")
        return fx.HolderRef(of, node.role)

    def lower_Zone(self, node: ast.Zone) -> fx.ZoneSpec:
        return fx.ZoneSpec(node.kind, self.lower(node.owner) if node.owner is not None else None)

    def lower_HandCards(self, node: ast.HandCards):
        return self.lower(node.amount)

    def lower_Quantity(self, node: ast.Quantity) -> fx.Quantity:
        colour = None
        if node.colour is not None:
            if node.colour.colour is None:
                raise LoweringError(f"未知的颜色「{node.colour.word}」")
            colour = node.colour.colour
        return fx.Quantity(self.lower(node.amount), node.object, colour)

    def lower_Timing(self, node: ast.Timing):
        raise LoweringError(f"时机「{node.word}」只能写在「：」之前")

    # -- actions ------------------------------------------------------------------------------------

    def _measured(self, cls, node: ast.Measured):
        step = cls(tuple(self.lower(q) for q in node.quantities))
        return self._noted(step, node.notes)

    def lower_Draw(self, node):
        return self._measured(fx.DrawStep, node)

    def lower_Discard(self, node):
        return self._measured(fx.DiscardStep, node)

    def lower_Use(self, node):
        return self._measured(fx.UseStep, node)

    def lower_Gain(self, node):
        return self._measured(fx.GainStep, node)

    def lower_Pay(self, node):
        return self._measured(fx.PayStep, node)

    def lower_Consume(self, node):
        return self._measured(fx.ConsumeStep, node)

    def lower_Produce(self, node):
        return self._measured(fx.ProduceStep, node)

    def lower_Damage(self, node):
        return self._measured(fx.DamageStep, node)

    def lower_Restore(self, node):
        return self._noted(fx.RestoreStep(), node.notes)

    def lower_Tap(self, node):
        return self._noted(fx.TapStep(self.lower(node.target) if node.target is not None else None, True), node.notes)

    def lower_Untap(self, node):
        return self._noted(fx.TapStep(self.lower(node.target) if node.target is not None else None, False), node.notes)

    def _card_ref(self, node, verb: str) -> fx.CardRef:
        ref = self.lower(node)
        if not isinstance(ref, fx.CardRef):
            raise LoweringError(f"「{verb}」的对象必须是牌")
        return ref

    def lower_Transform(self, node):
        return self._noted(fx.TransformStep(self._card_ref(node.target, "变为"), self.quoted(node.effect)), node.notes)

    def lower_Execute(self, node):
        return self._noted(fx.ExecuteStep(self.quoted(node.effect)), node.notes)

    def lower_Counter(self, node):
        return self._noted(fx.CounterStep(self._card_ref(node.target, "反制")), node.notes)

    def lower_Copy(self, node):
        return self._noted(fx.CopyStep(self._card_ref(node.target, "复制")), node.notes)

    def lower_Attach(self, node):
        turns = self.lower(node.turns) if node.turns is not None else None
        return self._noted(fx.AttachStep(self.lower(node.target), turns), node.notes)

    def lower_Move(self, node: ast.Move):
        from_hand = isinstance(node.cards, ast.HandCards)
        cards = self.lower(node.cards)
        if not from_hand and not isinstance(cards, fx.CardRef):
            raise LoweringError("「将…移入」的对象必须是牌")
        return self._noted(fx.MoveStep(cards, self.lower(node.zone), from_hand), node.notes)

    def lower_Shuffle(self, node: ast.Shuffle):
        if node.zone.kind not in ("deck", "past"):
            raise LoweringError("只能洗乱牌库或过往")
        return self._noted(fx.ShuffleStep(node.zone.kind), node.notes)

    def lower_Arrange(self, node):
        return self._noted(fx.ArrangeStep(), node.notes)

    def lower_Convert(self, node):
        return self._noted(fx.ConvertStep(), node.notes)

    def lower_Command(self, node: ast.Command):
        actor = self.lower(node.actor)
        if isinstance(actor, fx.CardRef):
            raise LoweringError("「令」的对象必须是角色")
        return self._noted(fx.CommandStep(actor, self.lower(node.action)), node.notes)


def _has_attach(node) -> bool:
    """结附 in this effect itself (not inside a quoted effect)."""
    if isinstance(node, ast.Attach):
        return True
    if isinstance(node, (ast.Execute, ast.Transform)):
        return False
    return any(_has_attach(c) for c in ast.children(node))


def lower(text: ast.CardText) -> fx.CardProgram:
    """Compile one card-text version into its program."""
    return Lowerer().card_text(text)


@lru_cache(maxsize=4096)
def compile_text(text: str) -> tuple[fx.CardProgram, ...]:
    """Parse, check and compile a card text: one program per `|` version (shared, cached).

    Raises LoweringError with the first diagnostic when the text is not valid."""
    from zhdsl.pipeline import analyze

    result = analyze(text)
    if not result.ok:
        first = next(d for d in result.diagnostics if d.is_error)
        raise LoweringError(f"「{text}」无效：{first.message}")
    return tuple(lower(v) for v in result.versions)
