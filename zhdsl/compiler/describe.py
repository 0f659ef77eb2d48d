"""Render AST nodes back to canonical text in the game's own words (labels for choices, the
game log, `zhdsl fmt`-independent canonical readings).

Words come from the game's keyword table by meaning — the first row of a category with that
meaning gives the canonical spelling — so a game that respells a keyword is described in its
own spelling. Each verb describes its own nodes (`describe(describer, node)` in its module).
"""

from __future__ import annotations

import attrs

from zhdsl.compiler.verbs import by_class
from zhdsl.text import ast


class Describer:
    def __init__(self, dialect) -> None:
        self.dialect = dialect
        self.verbs = dialect.verbs()
        words: dict[tuple[str, str], str] = {}
        for k in dialect.table():
            if k.meaning is not None:
                words.setdefault((k.category, k.meaning), k.text)
        self._words = words
        self._spellings = frozenset(w for k in dialect.table() for w in k.words)  # every word the game reads
        # the pronoun owns without the word for "of" (`其仓储`, `其控制者`, never `其的…`): wherever a reference is
        # followed by that word, the pronoun's is dropped, in every step, condition and amount read out
        it = self.word("reference", "it")
        self._its = (it + self.structure("of"), it)
        self._memo: dict | None = None

    def remember(self) -> None:
        """Remember the text of every step and sequence rendered from now on, by node (for one
        text's nodes, which live while it is compiled: use it on a copy of the game's describer)."""
        self._memo = {}

    def remembering(self) -> Describer:
        """A copy of this describer that remembers (`remember`) for one text; this one is unchanged."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._memo = {}
        return other

    def _describe(self, node) -> str:
        """A game's own node, described by its verb module."""
        describe = self.verbs.describe.get(node.__class__)
        if describe is None:
            raise TypeError(f"no verb module describes {type(node).__name__}")
        return describe(self, node)

    # -- words -------------------------------------------------------------------------------

    def word(self, category: str, meaning: str) -> str:
        return self._words.get((category, meaning), meaning)

    # (`word` written out in the ones below: they are asked for several times a text)
    def verb(self, meaning: str) -> str:
        return self._words.get(("verb", meaning), meaning)

    def structure(self, meaning: str) -> str:
        return self._words.get(("structure", meaning), meaning)

    def object(self, meaning: str) -> str:
        """The word of a quantity's object: a structure word (牌, 手牌) or an attribute (财富)."""
        words = self._words
        return words.get(("structure", meaning)) or words.get(("attribute", meaning), meaning)

    def attribute(self, meaning: str) -> str:
        return self._words.get(("attribute", meaning), meaning)

    def always(self) -> str:
        return self.structure("always")

    # -- references and expressions -------------------------------------------------------------

    def ref(self, node) -> str:
        method = _REFS.get(node.__class__)
        if method is None:
            method = _REFS[node.__class__] = by_class(_REF_WORDS, node.__class__, Describer._own)
        return method(self, node)

    def _ref_word(self, node: ast.Ref) -> str:
        if node.targeting is not None:  # `以你为目标的目标牌`: whom the card targets, before the target's words
            before = self.structure({"you": "targeting_you", "mates": "targeting_mates"}.get(node.targeting,
                                                                                           "targeting_others"))
            return before + self._ref_word(attrs.evolve(node, targeting=None))
        if node.point is not None:  # `点数不大于3的目标行动`: the point's comparison before the target's words
            point = f"{self.word('attribute', 'point')}{self.op(node.point_op)}{self.expr(node.point)}{self.structure('of')}"
            return point + self._ref_word(attrs.evolve(node, point=None, point_op=None))
        kind = node.kind
        if kind == "team_mates" and ("reference", kind) not in self._words:  # your teammates dead or alive: 你的队友
            kind = "mates"
        word = self.word("reference", kind)
        if node.name is not None:  # `目标「攻伐」`: the target word without its card word, the name
            card = self.object("card")
            return (word[:-len(card)] if word.endswith(card) else word) + self.card_name(node.name)
        if node.card_kind is None and node.colour is None:
            return word
        # a narrowed target card (`目标红色牌`, `目标技能牌`): the target word without its card word, the colour, the kind's word
        card = self.object("card")
        head = word[:-len(card)] if word.endswith(card) else word
        kind = self.structure(node.card_kind) if node.card_kind is not None else card
        return head + (node.colour.word if node.colour is not None else "") + kind

    def _within(self, node: ast.Within) -> str:
        kind = ("target_other" if node.other else "target_player") if node.targeted else (
            "all_others" if node.other else "player")
        who = self.word("reference", kind)
        n = self.expr(node.distance)
        if node.compare == "<=":
            measure = f"{n}{self.structure('within')}"
        elif node.compare == "=":
            measure = f"{self.structure('is')}{n}"
        else:
            measure = f"{self.op(node.compare)}{n}"
        return f"{self.structure('distance')}{measure}{self.structure('of')}{who}"

    def _holder(self, node: ast.Holder) -> str:
        return self.ref(node.of) + self.structure("of") + self.word("reference", node.role)

    def _players(self, node: ast.Players) -> str:
        return "&".join(self.ref(item) for item in node.items)

    def _own(self, node) -> str:
        """A game's own reference or value (the damage being dealt …), described by its verb module."""
        describe = self.verbs.describe.get(node.__class__)
        if describe is not None:
            return describe(self, node)
        raise TypeError(node)

    def owning(self, text: str) -> str:
        """`其的仓储` → `其仓储` (the pronoun owns without 的)."""
        its = self._its
        return text.replace(*its) if its[0] in text else text

    def expr(self, node) -> str:
        method = _EXPRS.get(node.__class__)
        if method is None:
            method = _EXPRS[node.__class__] = by_class(_EXPR_WORDS, node.__class__, Describer._own)
        return self.owning(method(self, node))

    def _number(self, node: ast.Number) -> str:
        return str(node.value)

    def _var(self, node: ast.Var) -> str:
        return node.name

    def _attribute(self, node: ast.Attribute) -> str:
        subject = self.ref(node.subject) + self.structure("of") if node.subject is not None else ""
        return subject + self.attribute(node.name)

    def _player_count(self, node: ast.PlayerCount) -> str:
        return self.word("reference", "player_count")

    def _binop(self, node: ast.BinOp) -> str:
        return f"{self.expr(node.left)}{node.op}{self.expr(node.right)}"

    def _colour(self, node: ast.Colour) -> str:
        return node.word

    def _portion(self, node: ast.Portion) -> str:
        return self.structure(node.kind)

    def _zone_count(self, node: ast.ZoneCount) -> str:
        what = self._what(node.name, node.kind)
        return f"{self.zone(node.zone)}{self.structure('in')}{self.structure('of')}{what}{self.structure('of')}{self.structure('count')}"

    def _spent(self, node: ast.Spent) -> str:
        return f"{self.structure('by_this')}{self.verb(node.verb)}{self.structure('of')}{self.structure('count')}"

    def zone_cards(self, node: ast.ZoneCards) -> str:
        zone = node.zone
        if (zone is not None and zone.kind == self.dialect.HAND_ZONE and zone.owner is not None and node.name is None
                and node.kind is None and node.colour is None and node.point is None):  # `你手牌区中的1张红色牌` keeps its colour
            return f"{self.ref(zone.owner)}{self.structure('of')}{self.expr(node.amount)}{self.structure('measure')}{self.object('hand')}"
        what = self._what(node.name, node.kind)
        if node.colour is not None:  # `过往中的1张蓝色牌`
            what = node.colour.word + what
        if node.point is not None:  # `过往中的1张点数等于0的牌`
            what = f"{self.attribute('point')}{self.op(node.point_op)}{self.expr(node.point)}{self.structure('of')}{what}"
        where = self.zone(node.zone) + self.structure("in") + self.structure("of") if node.zone is not None else ""
        return f"{where}{self.expr(node.amount)}{self.structure('measure')}{what}"

    def _what(self, name, kind) -> str:
        """What kind of card a choice takes: a name, 手牌, a card kind's word (领主牌), or any 牌."""
        if name is not None:
            return self.card_name(name)
        if kind == "hand":
            return self.object("hand")
        card = self.object("card")
        if kind is not None:
            word = self.word("reference", kind)
            return word if word.endswith(card) else word + card
        return card

    def chosen(self, node: ast.Chosen) -> str:
        """`从过往中选择1张牌`, `从牌库顶的3张牌中选择1张牌`."""
        pool = self.zone(node.pool) if isinstance(node.pool, ast.Zone) else self.zone_cards(node.pool)
        colour = node.colour.word if node.colour is not None else ""  # `从过往中选择1张红色牌`
        return (f"{self.structure('from')}{pool}{self.structure('in')}{self.verb('choose')}{self.expr(node.amount)}"
                f"{self.structure('measure')}{colour}{self._what(node.name, node.kind)}")

    def among(self, node: ast.Among) -> str:
        what = self.card_name(node.name) if node.name is not None else self.object("card")
        extreme = ""
        if node.extreme is not None:  # `其中点数最大的1张牌`
            extreme = f"{self.word('attribute', 'point')}{self.structure(node.extreme)}{self.structure('of')}"
        return f"{self.word('reference', 'among')}{extreme}{self.expr(node.amount)}{self.structure('measure')}{what}"

    def op(self, op: str) -> str:
        return self.word("comparator", op)

    def quantity(self, q: ast.Quantity) -> str:
        colour = q.colour.word if q.colour is not None else ""
        amount = self.expr(q.amount)
        measure = self.structure("measure")
        if isinstance(q.amount, ast.Portion) and q.amount.kind == "any":
            # 任意张 counts cards; before anything else it is 任意 (任意物资) where the game writes it so
            if q.object not in ("card", "hand") and amount.endswith(measure) and amount[:-len(measure)] in self._spellings:
                amount = amount[:-len(measure)]
            return f"{amount}{colour}{self.object(q.object)}"
        if not isinstance(q.amount, ast.Number | ast.Var | ast.Portion):  # 等同于你的手牌数的财富
            # no measure word after 的: `抽X+1张牌` (rule 10.200) reads `抽等同于X+1的牌`
            return f"{self.structure('same_as')}{amount}{self.structure('of')}{colour}{self.object(q.object)}"
        return f"{amount}{measure if q.measured else ''}{colour}{self.object(q.object)}"

    def notes(self, items) -> str:
        out, own = [], []
        for n in items:
            if getattr(n, "OWN_BRACKET", False):  # a note read on its own (纵横坛's lasting change after 结附)
                own.append(f"（{self._describe(n)}）")
            elif isinstance(n, ast.Define):
                # a game's amount that reads as its own predicate (`X至多为3`) is written without 为
                is_ = "" if getattr(n.expr, "PREDICATE", False) else self.structure("is")
                out.append(f"{n.var}{is_}{self.expr(n.expr)}")
            elif isinstance(n, ast.Rounding):
                out.append(self.rounding(n))
            elif isinstance(n, ast.Restated):
                continue
            elif not isinstance(n, ast.Reminder):
                out.append(self._describe(n))
        reminders = "".join(self.reminder(n) if isinstance(n, ast.Reminder) else self.restated(n)
                            for n in items if isinstance(n, ast.Reminder | ast.Restated))
        return "".join(own) + (f"（{'&'.join(out)}）" if out else "") + reminders

    def restated(self, r: ast.Restated) -> str:
        return "（" + "，".join(self.step(s) for s in r.steps) + "）"

    @staticmethod
    def reminder(r: ast.Reminder) -> str:
        return f"（附注：{r.text}）"

    @staticmethod
    def card_name(n: ast.CardName) -> str:
        return f"「{n.name}」"

    def rounding(self, n: ast.Rounding) -> str:
        return self.structure("round_" + n.mode)

    def zone(self, z: ast.Zone) -> str:
        return (self.ref(z.owner) + self.structure("of") if z.owner is not None else "") + self.word("zone", z.kind)

    # -- actions and structure ------------------------------------------------------------------

    def action(self, a) -> str:
        method = _ACTIONS.get(a.__class__)
        if method is None:
            method = _ACTIONS[a.__class__] = by_class(_ACTION_WORDS, a.__class__, Describer._describe)
        if method is Describer.step:
            return self.step(a)
        body = method(self, a)
        return body + self.notes(a.notes) if a.notes else body

    def _command(self, a: ast.Command) -> str:
        return self.verb("command") + self.ref(a.actor) + self._done_by(a.action)

    def _acts(self, a: ast.Acts) -> str:
        return self.ref(a.actor) + self._done_by(a.action)

    def _from_zone(self, a: ast.FromZone) -> str:
        return self.structure("from") + self.zone(a.zone) + self.action(a.action)

    def _done_by(self, a) -> str:
        """What 令X / X does: parts joined by 并且, which keeps them all X's (`令X A&B` is `(令X A)&B`)."""
        if isinstance(a, ast.Conjunction):
            return self.structure("and").join(self.step(p) for p in a.parts)
        if isinstance(a, ast.Choice) and _shared_quantity(a.options):  # `令X生产/折损2财富`: both X's
            meanings = {cls: m for m, cls in self.verbs.measured.items()}
            first = a.options[0]
            return "/".join(self.verb(meanings[type(o)]) for o in a.options) + "&".join(
                self.quantity(q) for q in first.quantities)
        return self.action(a)

    def measured(self, a: ast.Measured, meaning: str) -> str:
        quantities = a.quantities
        if len(quantities) == 1:  # (no generator for the usual one)
            return self.verb(meaning) + self.quantity(quantities[0])
        return self.verb(meaning) + "&".join(self.quantity(q) for q in quantities)

    def condition(self, c) -> str:
        return self.owning(self._condition(c))

    def _condition(self, c) -> str:
        # (by exact class: a game's own kind of AllOf/AnyOf reads itself back through its module)
        if type(c) is ast.AllOf:
            return "&".join(self.condition(i) for i in c.items)
        if type(c) is ast.AnyOf:
            return "/".join(self.condition(i) for i in c.items)
        if isinstance(c, ast.SamePlayer):
            return f"{self.ref(c.left)}{self.structure('not_same_player' if c.negated else 'same_player')}{self.ref(c.right)}"
        if not isinstance(c, ast.Comparison):  # a game's own condition node
            return self._describe(c)
        if isinstance(c.left, ast.ZoneCount) and isinstance(c.right, ast.Number) and c.right.value == 0:
            has = self.structure("has_no" if c.op == "=" else "has")
            colour = getattr(c.left, "colour", None)  # a game's count of cards of a colour (`中有红色牌`)
            what = (colour.word if colour is not None else "") + self._what(c.left.name, c.left.kind)
            return f"{self.zone(c.left.zone)}{self.structure('in')}{has}{what}"
        return f"{self.expr(c.left)}{self.op(c.op)}{self.expr(c.right)}"

    def _remembered(self, node, describe) -> str:
        """`describe(node)`, remembered per node while a memo is on."""
        memo = self._memo
        if memo is None:
            return describe(node)
        known = memo.get(id(node))
        if known is not None and known[0] is node:
            return known[1]
        text = describe(node)
        memo[id(node)] = (node, text)  # the node is kept, so its id is not reused meanwhile
        return text

    def step(self, s) -> str:
        return self._remembered(s, self._step)

    def _step(self, s) -> str:
        method = _STEPS.get(s.__class__)
        if method is None:
            method = _STEPS[s.__class__] = by_class(_STEP_WORDS, s.__class__, Describer.action)
        return self.owning(method(self, s))

    def _choice(self, s: ast.Choice) -> str:
        return "/".join(self.step(o) for o in s.options)

    def _conjunction(self, s: ast.Conjunction) -> str:
        return "&".join(self.step(p) for p in s.parts)

    def _group(self, s: ast.Group) -> str:
        return f"（{self.sequence(s.body)}）" + self.notes(s.notes)

    def _timing(self, s: ast.Timing) -> str:
        return s.word

    def _trigger(self, s: ast.Trigger) -> str:
        return self.structure("when") + self._describe(s.event)

    def sequence(self, seq: ast.Sequence) -> str:
        return self._remembered(seq, self._sequence)

    def _sequence(self, seq: ast.Sequence) -> str:
        steps = seq.steps
        if len(steps) == 1 and seq.conditional is None and seq.otherwise is None:  # (no list for the usual one)
            return self.step(steps[0])
        parts = [self.step(s) for s in steps]
        if seq.conditional is not None:
            cond = seq.conditional
            parts.append(f"{self.structure('if')}{self.condition(cond.condition)}，{self.sequence(cond.then)}")
            if cond.otherwise is not None:
                parts.append(self.structure("otherwise") + self.sequence(cond.otherwise))
        if seq.otherwise is not None:
            parts.append(self.structure("otherwise") + self.sequence(seq.otherwise))
        return "，".join(parts)

    def effect(self, e) -> str:
        if isinstance(e, ast.StaticEffect) and not isinstance(e.invariant, ast.Invariant):
            return f"（{self._describe(e.invariant)}）"  # a game's own static
        if isinstance(e, ast.StaticEffect):
            inv = e.invariant
            return f"（{self.expr(inv.left)}{self.always()}{self.op(inv.op)}{self.expr(inv.right)}）"
        head = "&".join(self.step(p) for p in e.head.parts) + "：" if e.head is not None else ""
        return head + self.sequence(e.body)

    def text(self, t: ast.CardText) -> str:
        effects = t.effects
        if len(effects) == 1 and not t.reminders:  # (no generators for the usual text)
            return self.effect(effects[0])
        return "。".join(self.effect(e) for e in effects) + "".join(self.reminder(r) for r in t.reminders)


# What the core describes itself, by node class (a subclass is described as its base); anything
# else is described by its verb module (`Verbs.describe`).
_REF_WORDS = {ast.Ref: Describer._ref_word, ast.Within: Describer._within, ast.Holder: Describer._holder,
              ast.Players: Describer._players}
_EXPR_WORDS = {
    ast.Number: Describer._number, ast.Var: Describer._var, ast.Attribute: Describer._attribute,
    ast.PlayerCount: Describer._player_count, ast.BinOp: Describer._binop, ast.Colour: Describer._colour,
    ast.Portion: Describer._portion, ast.ZoneCount: Describer._zone_count, ast.Spent: Describer._spent,
}
_STEP_WORDS = {ast.Choice: Describer._choice, ast.Conjunction: Describer._conjunction, ast.Group: Describer._group,
               ast.Timing: Describer._timing, ast.Trigger: Describer._trigger}
_ACTION_WORDS = {ast.Choice: Describer.step, ast.Conjunction: Describer.step, ast.Group: Describer.step,
                 ast.Command: Describer._command, ast.Acts: Describer._acts, ast.FromZone: Describer._from_zone}
_REFS: dict = {}  # every class met: its method, through its bases
_EXPRS: dict = {}
_STEPS: dict = {}
_ACTIONS: dict = {}


def _shared_quantity(options) -> bool:
    """Measured actions of different verbs with the same quantities and no notes (a verb choice)."""
    first = options[0]
    return all(isinstance(o, ast.Measured) and not o.notes and o.quantities == first.quantities for o in options) \
        and len({type(o) for o in options}) == len(options)
