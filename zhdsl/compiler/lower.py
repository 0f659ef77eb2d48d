"""Lower the typed AST into effect programs (`zhdsl.engine.program`).

The structure every game shares is lowered here; each verb's node is handed to its verb module
(`lower(lowerer, node) -> step`). Dispatch is by node class, through a table built once per
class. Nothing is generated or evaluated from text.
"""

from __future__ import annotations

from zhdsl.compiler.pronouns import PRONOUNS, antecedents, attached_referent, event_card_referent, event_referent
from zhdsl.engine import program as fx
from zhdsl.text import ast


class LoweringError(Exception):
    """The AST holds a construct the engine cannot run (the checker should have refused it)."""


_NO_TIMINGS: frozenset = frozenset()


def _fixed(dialect) -> tuple:
    """A game's parts of every Lowerer: its verbs, its describer, the verbs' placing classes and
    lowerings (node class -> its verb module's `lower`), the timings that modify another (mandatory,
    once per turn) and the moments; and what an effect with no timing gets (its `base`, moments,
    mandatory and once-per-turn flags), the same for every such effect."""
    verbs = dialect.verbs()
    modifiers = dialect.MANDATORY | dialect.ONCE_PER_TURN
    moments = frozenset(dialect.MOMENTS)
    plain = ((dialect.DEFAULT_TIMING,), _NO_TIMINGS & moments, bool(_NO_TIMINGS & dialect.MANDATORY),
             bool(_NO_TIMINGS & dialect.ONCE_PER_TURN))
    return verbs, dialect.describer(), verbs.placing, verbs.lower, modifiers, moments, plain


class Lowerer:
    def __init__(self, dialect, source: str = "") -> None:
        self.dialect = dialect
        self.source = source  # the text as written, for each effect's `written`
        # What every text of the game reads, found once per game (a Lowerer is made per text).
        derived = dialect.__dict__.get("_derived")
        fixed = derived.get("lowering") if derived is not None else None
        if fixed is None:
            fixed = dialect._memo("lowering", lambda: _fixed(dialect))
        self.verbs, describer, self._placing, self._lowerings, self._modifiers, self._moments, self._plain = fixed
        # The game's describer, remembering what it rendered for this text: the canonical text of a
        # step is rendered once, for a choice's label, its effect's text and the card's text alike.
        self.describe = describer.remembering()
        self._places = False  # a step that places the card was lowered (this effect, not quoted ones)
        self.creates_triggers = False  # a step of this effect creates a trigger (a game's verb sets it while lowering)
        self.targets: dict = {}
        self.defines: dict = {}
        self.referents: dict = {}  # id(pronoun) -> the reference it stands for (the effect at hand)
        self._pronouns = dialect.has_pronoun(source) if source else True  # no source: look
        self._anys: list = []  # 任意张 amounts in the verb being lowered
        self._any_count = 0

    @staticmethod
    def error(message: str) -> LoweringError:
        return LoweringError(message)

    # -- dispatch ----------------------------------------------------------------------------

    def lower(self, node):
        cls = node.__class__
        method = _STRUCTURE.get(cls)
        if method is not None:
            return method(self, node)
        lower = self._lowerings.get(cls)
        if lower is None:
            raise LoweringError(f"无法执行的结构：{cls.__name__}")
        if cls in self._placing:
            self._places = True
        outer, self._anys = self._anys, []
        try:
            step = lower(self, node)
            if self._anys:
                step = fx.ChooseAmount(step, tuple(self._anys))
        finally:
            self._anys = outer
        notes = getattr(node, "notes", ())
        return self.noted(step, notes) if notes else step

    # -- texts and effects ----------------------------------------------------------------------

    def card_text(self, text: ast.CardText) -> fx.CardProgram:
        effects, statics = [], []
        outer, self._note_statics = getattr(self, "_note_statics", None), []
        outer_effects, self._card_effects = getattr(self, "_card_effects", ()), text.effects
        for segment, effect in enumerate(text.effects):
            if isinstance(effect, ast.StaticEffect):
                statics.append(self.static(effect))
            else:
                effects.extend(self.effect(effect, len(effects), segment))
        statics.extend(self._note_statics)  # rules a step's note adds (纵横坛: `结附…（你的仓储-2）`, rule 13.8)
        self._note_statics = outer
        self._card_effects = outer_effects
        return fx.CardProgram(tuple(effects), tuple(statics), self.describe.text(text))

    def effect(self, effect: ast.Effect, index: int, segment: int = 0) -> list[fx.EffectProgram]:
        """One program per alternative of the head (`回合开始/回合结束：…` gives two), sharing the body."""
        d = self.dialect
        outer = (self.targets, self.defines, self.referents)
        self.targets, self.defines = {}, {}
        event = event_referent(effect, self.dialect, self.verbs) or attached_referent(
            getattr(self, "_card_effects", ()), effect)
        self.referents = (antecedents(list(ast.walk(effect)), event,
                                      self.verbs.names_card, event_card_referent(effect, self.dialect, self.verbs),
                                      self.dialect.CARD_ATTRIBUTES)
                          if self._pronouns else {})
        try:
            alternatives = effect.head.alternatives if effect.head is not None else ()
            heads = [] if effect.head is not None else [(_NO_TIMINGS, (), "")]  # no head: no timing, no cost
            when = None  # a state trigger's condition (`当你的财富少于5时`)
            on = None  # an event trigger's watcher (`当你抽牌后`)
            for parts in alternatives:
                timings, costs = set(), []
                for part in parts:
                    if isinstance(part, ast.Trigger):
                        timing = self.verbs.timing.get(part.event.__class__)
                        kind = timing(part.event) if timing is not None else None
                        if kind is None:
                            raise LoweringError("无法识别的时机")
                        timings.add(kind)
                        module = self.verbs.module(part.event)
                        condition = module.condition(part.event) if hasattr(module, "condition") else None
                        if condition is not None:
                            when = self.lower(condition)
                        watcher = getattr(module, "watcher", None)
                        if watcher is not None and kind == fx.EVENT_TIMING:
                            on = watcher(self, part.event)
                    elif isinstance(part, ast.Timing):
                        if part.kind is None:
                            raise LoweringError(f"「{part.word}」不是时机")
                        timings.add(part.kind)
                    else:
                        costs.append(self.lower(part))
                heads.append((frozenset(timings), tuple(costs), "&".join(self.describe.step(p) for p in parts)))
            self._places = False
            outer_creates, self.creates_triggers = self.creates_triggers, False
            body = self.lower(effect.body)
            places = self._places
            creates, self.creates_triggers = self.creates_triggers, outer_creates
            spec, defines, body_text = self._target_spec(), dict(self.defines), self.describe.sequence(effect.body)
            written = self.source[effect.span.start:effect.span.end].strip()
            out = []
            if effect.head is None:  # no head: no timing (what that gives is the same for every such effect)
                base, moments, mandatory, once = self._plain
                return [fx.EffectProgram(index, _NO_TIMINGS, (), body, spec, defines, body_text, places, written,
                                         segment, base, moments, mandatory, once, creates_triggers=creates)]
            for k, (timings, costs, head) in enumerate(heads):
                base = tuple(sorted(timings - self._modifiers)) or (d.DEFAULT_TIMING,)
                out.append(
                    fx.EffectProgram(
                        index + k, timings, costs, body, spec, defines, f"{head}：{body_text}" if head else body_text,
                        places, written, segment, base, timings & self._moments,
                        # a state or event trigger is automatic (纵横坛 rules 9.11, 9.12)
                        bool(timings & d.MANDATORY) or fx.STATE_TIMING in timings or fx.EVENT_TIMING in timings,
                        bool(timings & d.ONCE_PER_TURN),
                        when=when if fx.STATE_TIMING in timings else None,
                        on=on if fx.EVENT_TIMING in timings else None,
                        creates_triggers=creates,
                    )
                )
            return out
        finally:
            self.targets, self.defines, self.referents = outer

    def quoted(self, text: ast.CardText) -> fx.EffectProgram:
        """A quoted effect (执行「…」, 变为「…」): its effects' bodies in order, one program."""
        outer = (self.targets, self.defines, self._places)
        self.targets, self.defines = {}, {}
        try:
            bodies = []
            for effect in text.effects:
                if isinstance(effect, ast.StaticEffect):
                    raise LoweringError("引用的效果不能是常驻效果")
                bodies.append(self.lower(effect.body))
            body = bodies[0] if len(bodies) == 1 else fx.Sequence(tuple(bodies))
            return fx.EffectProgram(0, frozenset(), (), body, self._target_spec(), dict(self.defines),
                                    self.describe.text(text), base=(self.dialect.DEFAULT_TIMING,))
        finally:
            self.targets, self.defines, self._places = outer

    def _target_spec(self) -> fx.TargetSpec:
        """One target per target word (rule 7.6), in the order the words first appear."""
        targets = self.targets
        if not targets:  # most effects name no target (a new spec each: specs compare by identity)
            return fx.TargetSpec()
        slots = tuple(v for k, v in targets.items() if k != "card")
        card = targets.get("card")
        kind, colour, name, point, targeting = card or (None, None, None, None, None)
        return fx.TargetSpec(slots=slots, card=card is not None, card_kind=kind, card_colour=colour, card_name=name,
                             card_point=point, card_targeting=targeting)

    def static(self, node: ast.StaticEffect) -> fx.StaticRule:
        inv = node.invariant
        if not isinstance(inv, ast.Invariant):  # a game's own static: its lowering gives the rule
            return self.lower(inv)
        if not isinstance(inv.left, ast.Attribute):
            raise LoweringError("「始终」前面必须是属性")
        subject = self.lower(inv.left.subject) if inv.left.subject is not None else None
        return fx.StaticRule(subject, inv.left.name, inv.op, self.lower(inv.right), self.describe.effect(node))

    # -- structure -------------------------------------------------------------------------------

    def sequence(self, node: ast.Sequence) -> fx.Sequence:
        steps = node.steps
        steps = (self.lower(steps[0]),) if len(steps) == 1 else tuple([self.lower(s) for s in steps])
        otherwise = self.lower(node.otherwise) if node.otherwise is not None else None
        if node.conditional is None:
            return fx.Sequence(steps, otherwise=otherwise)
        cond = node.conditional
        return fx.Sequence(
            steps, self.lower(cond.condition), self.lower(cond.then),
            self.lower(cond.otherwise) if cond.otherwise is not None else None, otherwise,
            self.describe.condition(cond.condition),
        )

    def choice(self, node: ast.Choice) -> fx.Choice:
        return fx.Choice(tuple(self.lower(o) for o in node.options), tuple(self.describe.step(o) for o in node.options))

    def conjunction(self, node: ast.Conjunction) -> fx.Conjunction:
        return fx.Conjunction(tuple(self.lower(p) for p in node.parts))

    def group(self, node: ast.Group):
        return self.noted(self.lower(node.body), node.notes)

    def noted(self, step, notes):
        """A step under its notes: definitions go to the effect's variables, the others set flags."""
        flags: dict[str, bool] = {}
        for n in notes:
            if isinstance(n, ast.Define):
                self.defines[n.var] = self.lower(n.expr)
            elif isinstance(n, ast.Reminder | ast.Restated):
                continue  # explains, never acts
            elif isinstance(n, ast.Rounding):
                flags["rounding"] = n.mode
            else:
                note_flags = self.verbs.note_flags.get(n.__class__)
                if note_flags is None:
                    raise LoweringError(f"无法执行的说明：{type(n).__name__}")
                flags.update(note_flags(n))
                note_statics = self.verbs.note_statics.get(n.__class__)
                if note_statics is not None and getattr(self, "_note_statics", None) is not None:
                    self._note_statics.extend(note_statics(self, n))
        free, virtual, rounding = flags.get("free", False), flags.get("virtual", False), flags.get("rounding")
        cap = self.lower(flags["cap"]) if flags.get("cap") is not None else None  # a game's cap on amounts
        return fx.Noted(step, free, virtual, rounding, cap) if free or virtual or rounding or cap else step

    def acts(self, node: ast.Acts):
        actor = self.lower(node.actor)
        if isinstance(actor, fx.CardRef):
            raise LoweringError("做动作的必须是角色")
        return self.noted(self._commanded(actor, node.action, "", own_source=True), node.notes)

    def _commanded(self, actor, action, word: str, own_source: bool = False):
        """X doing a step; a step that can name its own player (`X的财富变为5`, whose player has no source or controller to
        take from 令) is that step naming X, so `其财富变为5`, `令其财富变为5` and `该角色的财富变为5` are one program."""
        step = self.lower(action)
        naming = getattr(step, "naming", None)
        named = naming(actor) if naming is not None else None
        return named if named is not None else fx.CommandStep(actor, step, word, own_source=own_source)

    def from_zone(self, node: ast.FromZone):
        raise LoweringError(f"不能从{self.describe.zone(node.zone)}取牌")

    def command(self, node: ast.Command):
        actor = self.lower(node.actor)
        if isinstance(actor, fx.CardRef):
            raise LoweringError("「令」的对象必须是角色")
        return self.noted(self._commanded(actor, node.action, self.describe.verb("command")), node.notes)

    # -- conditions and expressions -----------------------------------------------------------------

    def comparison(self, node: ast.Comparison) -> fx.Compare:
        if isinstance(node.right, ast.Colour):
            if node.right.colour is None:
                raise LoweringError(f"未知的颜色「{node.right.word}」")
            return fx.Compare(self.lower(node.left), node.op, node.right.colour, colour=True)
        return fx.Compare(self.lower(node.left), node.op, self.lower(node.right))

    def same_player(self, node: ast.SamePlayer):
        left, right = self.lower(node.left), self.lower(node.right)
        if isinstance(left, fx.CardRef) or isinstance(right, fx.CardRef):
            raise LoweringError("「是」「不是」只能比较两名角色")
        return fx.SamePlayer(left, right, node.negated)

    def all_of(self, node):
        return fx.AllCond(tuple(self.lower(i) for i in node.items))

    def any_of(self, node):
        return fx.AnyCond(tuple(self.lower(i) for i in node.items))

    def number(self, node):
        return fx.Const(node.value)

    def var(self, node):
        return fx.VarRef(node.name)

    def player_count(self, node):
        return fx.PlayerCountExpr()

    def binop(self, node):
        return fx.BinExpr(node.op, self.lower(node.left), self.lower(node.right))

    def attribute(self, node):
        subject = self.lower(node.subject) if node.subject is not None else None
        return fx.AttrOf(subject, node.name, node.name in self.dialect.CARD_ATTRIBUTES)

    def colour(self, node):
        raise LoweringError("颜色只能出现在比较的右边")

    def timing(self, node: ast.Timing):
        raise LoweringError(f"时机「{node.word}」只能写在「：」之前")

    # -- references ------------------------------------------------------------------------------

    def ref(self, node: ast.Ref):
        if node.kind in PRONOUNS:
            referent = self.referents.get(id(node))
            if referent is None:
                raise LoweringError(f"「{self.describe.ref(node)}」前面没有可以指代的角色或牌")
            return self.lower(referent)
        if node.kind in ("self", "this_card", "target_card", "moved_card", "event_card", "former_moved"):
            if node.kind == "target_card":
                self._narrow_card_target(node)
            return fx.CardRef(node.kind)
        if node.kind in ("target_player", "target_other"):
            self.targets.setdefault(node.kind, fx.TargetSlot(node.kind, node.kind == "target_other", None))
        elif node.kind in ("target_mate", "target_self_mate"):  # a living teammate of the user's (or the user)
            self.targets.setdefault(node.kind, fx.TargetSlot(node.kind, node.kind == "target_mate", None, mates=True))
        elif node.kind in ("target_dead", "target_dead_mate"):  # a target among the dead (of the user's team)
            self.targets.setdefault(node.kind, fx.TargetSlot(node.kind, node.kind == "target_dead_mate", None, dead=True,
                                                             mates=node.kind == "target_dead_mate"))
        return fx.PlayerRef(node.kind)

    def _narrow_card_target(self, node: ast.Ref) -> None:
        """The effect's one target card, narrowed by every kind and colour its words give (rule 12.11 of 纵横坛)."""
        kind, colour, name, point, targeting = self.targets.get("card") or (None, None, None, None, None)
        if node.targeting is not None:  # `以你为目标的目标牌`
            targeting = node.targeting
        if node.card_kind is not None:
            kind = self.dialect.STACK_KINDS.get(node.card_kind)
            if kind is None:
                raise LoweringError(f"「{self.describe.ref(node)}」不是可以指定的一种牌")
        if node.colour is not None:
            if node.colour.colour is None:
                raise LoweringError(f"未知的颜色「{node.colour.word}」")
            colour = node.colour.colour
        if node.name is not None:  # `反制目标「攻伐」` (rule 12.12)
            name = node.name.name
        if node.point is not None:  # `点数不大于3的目标行动` (rule 12.42)
            point = (node.point_op, node.point.value)
        self.targets["card"] = (kind, colour, name, point, targeting)

    def within(self, node: ast.Within):
        distance = self.lower(node.distance)
        compare = "" if node.compare == "<=" else node.compare  # `距离1以内的目标角色` stays "within:1"
        key = f"within:{compare}{self.describe.expr(node.distance)}" + (":other" if node.other else "")
        if node.targeted:
            self.targets.setdefault(key, fx.TargetSlot(key, node.other, distance, node.compare))
        return fx.WithinRef(distance, node.targeted, key, node.compare, node.other)

    def holder(self, node: ast.Holder):
        referent = self.referents.get(id(node.of)) if isinstance(node.of, ast.Ref) else None
        if isinstance(referent, ast.ZoneCards):  # `目标结界…其所有者`: the holder of a zone that owns its cards
            zone = referent.zone
            if node.role == "owner" and zone.kind in self.dialect.HOLDER_OWNS and zone.owner is not None:
                return self.lower(zone.owner)
            raise LoweringError("只有牌才有所有者或控制者")
        of = self.lower(node.of)
        if not isinstance(of, fx.CardRef):
            raise LoweringError("只有牌才有所有者或控制者")
        return fx.HolderRef(of, node.role)

    def players(self, node: ast.Players):
        return fx.PlayersRef(tuple(self.lower(item) for item in node.items))

    def zone(self, node: ast.Zone) -> fx.ZoneSpec:
        positioned = self.dialect.ZONE_POSITIONS.get(node.kind)
        zone, position = positioned or (node.kind, "top")
        owner = self.lower(node.owner) if node.owner is not None else None
        return fx.ZoneSpec(zone, position, owner, positioned is not None)

    def zone_count(self, node: ast.ZoneCount):
        name = node.name.name if node.name is not None else None
        return fx.ZoneCountExpr(self.zone(node.zone), name, node.kind)

    def zone_cards(self, node: ast.ZoneCards):
        colour = None
        if node.colour is not None:
            if node.colour.colour is None:
                raise LoweringError(f"未知的颜色「{node.colour.word}」")
            colour = node.colour.colour
        point = (node.point_op, node.point.value) if isinstance(node.point, ast.Number) else None
        return fx.ZoneCardsRef(self.zone(node.zone), self.lower(node.amount), node.name.name if node.name else None,
                               node.kind, colour, point)

    def chosen(self, node: ast.Chosen):
        pool = self.zone(node.pool) if isinstance(node.pool, ast.Zone) else self.zone_cards(node.pool)
        colour = None
        if node.colour is not None:
            if node.colour.colour is None:
                raise LoweringError(f"未知的颜色「{node.colour.word}」")
            colour = node.colour.colour
        return fx.ChosenRef(pool, self.lower(node.amount), node.name.name if node.name else None, node.kind,
                            colour=colour)

    def among(self, node: ast.Among):
        return fx.ChosenRef(None, self.lower(node.amount), node.name.name if node.name else None,
                            extreme=node.extreme)

    def portion(self, node: ast.Portion):
        """The amount of hand cards a move takes (将所有手牌移入…); the check allows it nowhere else (E217)."""
        if node.kind == "any":
            return self._any(node, "hand")
        return fx.PortionExpr(node.kind, "hand")

    def _any(self, node: ast.Portion, obj: str) -> fx.PortionExpr:
        """任意张: the step that holds it asks the doer how many before it runs (rule 10.16)."""
        self._any_count += 1
        expr = fx.PortionExpr("any", obj, self._any_count)
        self._anys.append(expr)
        return expr

    def spent(self, node: ast.Spent):
        return fx.SpentExpr(node.verb)

    def card_ref(self, node, verb: str) -> fx.CardRef:
        ref = self.lower(node)
        if not isinstance(ref, fx.CardRef):
            raise LoweringError(f"「{verb}」的对象必须是牌")
        return ref

    def quantity(self, node: ast.Quantity) -> fx.Quantity:
        colour = None
        if node.colour is not None:
            if node.colour.colour is None:
                raise LoweringError(f"未知的颜色「{node.colour.word}」")
            colour = node.colour.colour
        if isinstance(node.amount, ast.Portion):
            if node.amount.kind == "any":
                return fx.Quantity(self._any(node.amount, node.object), node.object, colour)
            return fx.Quantity(fx.PortionExpr(node.amount.kind, node.object), node.object, colour)
        return fx.Quantity(self.lower(node.amount), node.object, colour)

    def quantities(self, node: ast.Measured) -> tuple:
        quantities = node.quantities
        if len(quantities) == 1:  # (no generator for the usual one)
            return (self.quantity(quantities[0]),)
        return tuple(self.quantity(q) for q in quantities)


_STRUCTURE = {
    ast.Sequence: Lowerer.sequence,
    ast.Choice: Lowerer.choice,
    ast.Conjunction: Lowerer.conjunction,
    ast.Group: Lowerer.group,
    ast.Command: Lowerer.command,
    ast.Acts: Lowerer.acts,
    ast.FromZone: Lowerer.from_zone,
    ast.Comparison: Lowerer.comparison,
    ast.SamePlayer: Lowerer.same_player,
    ast.AllOf: Lowerer.all_of,
    ast.AnyOf: Lowerer.any_of,
    ast.Number: Lowerer.number,
    ast.Var: Lowerer.var,
    ast.PlayerCount: Lowerer.player_count,
    ast.BinOp: Lowerer.binop,
    ast.Attribute: Lowerer.attribute,
    ast.Colour: Lowerer.colour,
    ast.Timing: Lowerer.timing,
    ast.Ref: Lowerer.ref,
    ast.Within: Lowerer.within,
    ast.Holder: Lowerer.holder,
    ast.Quantity: Lowerer.quantity,
    ast.Players: Lowerer.players,
    ast.Zone: Lowerer.zone,
    ast.ZoneCount: Lowerer.zone_count,
    ast.ZoneCards: Lowerer.zone_cards,
    ast.Chosen: Lowerer.chosen,
    ast.Among: Lowerer.among,
    ast.Portion: Lowerer.portion,
    ast.Spent: Lowerer.spent,
}


def lower(text: ast.CardText, dialect, source: str = "") -> fx.CardProgram:
    """Compile one card-text version into its program (`source`: the text as written)."""
    return Lowerer(dialect, source).card_text(text)
