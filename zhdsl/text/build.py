"""Build the typed AST, one callback per grammar rule.

`zhdsl.text.lalr.LalrDriver` calls `rule(meta, children)` as it reduces each rule: `meta`
holds the rule's start and end offsets in the version's text, `children` the rule's values
(AST nodes, and tokens — `str`s with `.type`, `.start_pos`, `.end_pos`).

The builder knows the core's rules (effects, sequences, choices, notes, arithmetic) and the
rule *shapes* games write their vocabulary with (`ref`, `zone`, `attribute`, `comparison`,
`quantity` …): a token is turned into meaning by its terminal's row in the game's keyword
table, never by its spelling, so a game that respells a word changes nothing here. A game's
verbs add their own rules (`zhdsl.compiler.verbs`).
"""

from __future__ import annotations

from functools import partial

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.numerals import chinese_to_int
from zhdsl.text.source import Span
from zhdsl.text.versions import Version


def _first_child(method):
    """Marks a rule whose value is its first child: the LALR driver skips the call."""
    method.first_child = True
    return method


def _one_child_is_value(method):
    """Marks a rule whose value is its child when it has exactly one (a `/` or `&` or note
    that is not there): the LALR driver skips the call for one-symbol reductions."""
    method.one_child_is_value = True
    return method


_new_tuple = tuple.__new__

_POSITIONAL: dict[type, int] = {}


def _positional_fields(cls) -> int:
    n = _POSITIONAL.get(cls)
    if n is None:
        n = _POSITIONAL[cls] = sum(1 for f in attrs.fields(cls) if f.name != "span" and not f.kw_only)
    return n


# the players whose counters a 消耗 may name before its quantity, read as 令X消耗 (rule 11.59)
_OTHERS_CONSUMED = frozenset({"target_player", "target_other", "all_players", "all_others"})

class _Otherwise:
    """`否则…` while its sequence is being built (it becomes the sequence's or the condition's field)."""

    __slots__ = ("body",)

    def __init__(self, body) -> None:
        self.body = body


class _IfUnable:
    """`若其无法弃牌，…` while its sequence is being built: what happens when the step before fails."""

    __slots__ = ("who", "verb", "body", "span")

    def __init__(self, who, verb, body, span) -> None:
        self.who, self.verb, self.body, self.span = who, verb, body, span


class _FailedStep:
    """What `若…无法` names: a verb's meaning, or None for "doing so"."""

    __slots__ = ("verb",)

    def __init__(self, verb) -> None:
        self.verb = verb


def nodes(children) -> list:
    return [c for c in children if not isinstance(c, str)]  # tokens are str


def _plain_action(node) -> bool:
    """An action of a verb (not a command, a choice or a group, not a bare quantity)."""
    return isinstance(node, ast.Action) and not isinstance(node, ast.Command | ast.Acts)


def _is_action_trigger(step) -> bool:
    """A trigger on an action (not a condition written as one): `限定：当你使用红色牌指定他人时，…` is 限定&<trigger> (纵横坛
    rule 9.191), while after 限定： a `当<condition>时，` stays the steps' condition (9.14)."""
    parts = step.parts if isinstance(step, ast.Conjunction) else (step,)
    return all(isinstance(p, ast.Trigger) and not isinstance(p.event, ast.WhileCondition) for p in parts
               if not isinstance(p, ast.Timing))


def _is_trigger_head(step) -> bool:
    """A trigger (`当…时`), alone or joined by `&` to timings (`锁定&当…时`)."""
    parts = step.parts if isinstance(step, ast.Conjunction) else (step,)
    trigger = False  # (a loop, not two generators: every step of a text passes here)
    for p in parts:
        if isinstance(p, ast.Trigger):
            trigger = True
        elif not isinstance(p, ast.Timing):
            return False
    return trigger


def _defines_as_notes(steps: list) -> tuple:
    """`X为…，STEP`: the definition becomes a note of the step after it (the step's span starts at it)."""
    DefineStep = ast.DefineStep
    for step in steps:
        if isinstance(step, DefineStep):
            break
    else:
        return tuple(steps)  # no definition, the common case
    out: list = []
    pending: list = []
    for step in steps:
        if isinstance(step, DefineStep):
            pending.append(step)
            continue
        if pending and isinstance(step, ast.Action | ast.Group):
            defines = tuple(ast.Define(d.var, d.expr, span=d.span) for d in pending)
            step = attrs.evolve(step, notes=defines + step.notes, span=Span(pending[0].span.start, step.span.end))
            pending = []
        out.extend(pending)
        pending = []
        out.append(step)
    out.extend(pending)
    return tuple(out)


def _first_step_start(seq) -> int | None:
    if seq.steps:
        return seq.steps[0].span.start
    if seq.conditional is not None:
        return _first_step_start(seq.conditional.then)
    return None


def _joined(before, after):
    """The sequence `before，after` (a sequence with a condition or 否则 kept whole in （）)."""
    span = before.span.cover(after.span)
    if before.conditional is None and before.otherwise is None:
        return ast.Sequence(before.steps + after.steps, after.conditional, after.otherwise, span=span)
    return ast.Sequence((ast.Group(before, span=before.span), *after.steps), after.conditional, after.otherwise,
                        span=span)


def _conditions_after_colon(body):
    """`主动：当你的财富小于5时，生产1财富`: after `：` the words are the effect itself, never its timing (the
    rulebook: 冒号前半部分是时机，后半部分是效果本身), so a condition written as a trigger is the condition of the
    steps after it — `若你的财富小于5，生产1财富`. A trigger on an action stays a step (the checker's E220)."""
    for i, step in enumerate(body.steps):
        if not (isinstance(step, ast.Trigger) and isinstance(step.event, ast.WhileCondition)):
            continue
        rest = body.steps[i + 1:]
        if not rest and body.conditional is None:
            return body  # nothing to guard: the checker says where a trigger belongs
        start = rest[0].span.start if rest else body.conditional.span.start
        then = _conditions_after_colon(
            ast.Sequence(rest, body.conditional, body.otherwise, span=Span(start, body.span.end)))
        otherwise = None
        if then.otherwise is not None and then.conditional is None:  # `…，否则B` belongs to the condition (10.13)
            otherwise = then.otherwise
            then = attrs.evolve(then, otherwise=None, span=Span(then.span.start, then.steps[-1].span.end))
        guarded = ast.Conditional(step.event.condition, then, otherwise, span=Span(step.span.start, body.span.end))
        return ast.Sequence(body.steps[:i], guarded, None, span=body.span)
    return body


@attrs.frozen
class _NotedQuantity:
    """A bare quantity after & with notes (`&一半财富（向下取整）`): joined to the step before, its notes become that step's."""

    quantity: object
    notes: tuple
    span: Span


class AstBuilder:
    """Not thread-safe: `version` and `diagnostics` are set per parse by the parser."""

    def __init__(self, dialect) -> None:
        self.dialect = dialect
        self._meaning = {k.terminal: k.meaning for k in dialect.table()}
        # a core keyword the game's grammar does not import by name is prefixed by Lark (core__IF)
        self._meaning.update({f"core__{k.terminal}": k.meaning for k in dialect.table()})
        self._timings = {t: k.text for t, k in dialect.terminals("timing").items()}  # a synonym reads as the word
        self._colours = dialect.COLOURS
        self._verbs = dialect.verbs()
        self.version = Version("", None)
        self.diagnostics: list[Diagnostic] = []

    def callback(self, name: str):
        """The callable building rule `name`, or None (a rule only ever reduced with one child)."""
        method = getattr(self, "rule_" + name, None)
        if method is not None:
            return method
        build = self._verbs.rules.get(name)
        if build is None:
            return None
        return partial(build, self)

    @property
    def version(self) -> Version:
        return self._version

    @version.setter
    def version(self, version: Version) -> None:
        self._version = version
        self._step_otherwise: list = []  # sequences whose 否则 came from `若…无法…` (kept alive: compared by identity)
        self._owned: list = []  # (action, the player written before its quantity) not yet matched with a doer
        self._each_again: list = []  # steps opened by 各 (`…，各弃1张手牌`) not yet given the players before them
        self._identity = version.offsets is None  # no `|`: version offsets are the text's
        self._continuing: set[int] = set()  # where the steps that continue the effect before them start
        self.notes: dict = {}  # what a game's rules note about this version while it is built (纵横坛: a trigger's subject)

    # -- spans and meanings
    def span(self, meta) -> Span:
        if meta.empty:
            return Span(0, 0)
        if self._identity:
            return _new_tuple(Span, (meta.start_pos, meta.end_pos))  # Span(...) without its Python __new__
        v = self._version
        return Span(v.original(meta.start_pos), v.original(meta.end_pos - 1) + 1)

    def tok_span(self, tok) -> Span:
        if self._identity:
            return _new_tuple(Span, (tok.start_pos, tok.end_pos))
        v = self._version
        return Span(v.original(tok.start_pos), v.original(tok.end_pos - 1) + 1)

    def meaning(self, tok) -> str | None:
        """What the game's keyword table says the token means."""
        return self._meaning.get(tok.type)

    def colour(self, tok) -> ast.Colour:
        return ast.Colour(str(tok), self._colours.get(str(tok)), span=self.tok_span(tok))

    def positional(self, cls, meta, children):
        """`cls` from the rule's child nodes in field order, missing trailing fields None."""
        values = nodes(children)
        wanted = _positional_fields(cls)
        if len(values) < wanted:
            values += [None] * (wanted - len(values))
        return cls(*values, span=self.span(meta))

    # -- effects
    def rule_start(self, meta, children):
        for _action, owner in self._owned:  # not inside 令X / X…: the doer is 你
            if owner.kind != "you":
                self._not_the_doer(owner)
        self._owned = []
        for _action, span in self._each_again:  # `各…` with no players' step right before it in its sequence
            self.diagnostics.append(error("E224", span, "「各」前面没有可以沿用的角色",
                                          "「各」接在几名角色的一步之后，例如「所有角色各抽2张牌，各弃1张手牌」"))
        self._each_again = []
        reminders, effects = [], []  # (a loop, not two generators: every text passes here)
        for n in children:
            if isinstance(n, tuple):  # `（你的效率始终等于你的手牌数，且至少为1）`: one static per bound
                effects.extend(n)
            elif not isinstance(n, str):  # tokens are str
                (reminders if isinstance(n, ast.Reminder) else effects).append(n)
        reminders, effects = tuple(reminders), tuple(effects)
        if self._continuing:
            effects = self._join_continuing(effects)
        for fold in self._verbs.fold_effects:  # a game's own joining of effects (纵横坛: a ward's （…） after `。`)
            effects = fold(self, effects)
        return ast.CardText(effects, reminders, span=self.span(meta))

    def continues(self, span: Span) -> None:
        """A game marks a step written to continue the effect before it across `。` (纵横坛's 再): an effect
        with no head whose first step (or its condition's first step) is marked joins the one before —
        `A。若B，再C` is `A，若B，C`; after an effect with a condition, `（若X，Y），若B，C`."""
        self._continuing.add(span.start)

    def _join_continuing(self, effects: tuple) -> tuple:
        out: list = []
        for effect in effects:
            prev = out[-1] if out else None
            if (isinstance(effect, ast.Effect) and effect.head is None and isinstance(prev, ast.Effect)
                    and _first_step_start(effect.body) in self._continuing):
                out[-1] = ast.Effect(prev.head, _joined(prev.body, effect.body), span=prev.span.cover(effect.span))
                continue
            out.append(effect)
        return tuple(out)

    rule_quoted = rule_start

    def rule_reminder(self, meta, children):
        tok = children[0]
        text = str(tok)[1:-1]  # without the brackets
        body = text.split("：", 1)[1] if "：" in text else text.split(":", 1)[-1]
        return ast.Reminder(body.strip(), span=self.tok_span(tok))

    def rule_rounding(self, meta, children):
        return ast.Rounding("up" if self.meaning(children[0]) == "round_up" else "down", span=self.span(meta))

    def rule_quoted_name(self, meta, children):
        tok = children[0]
        return ast.CardName(str(tok)[1:-1], span=self.tok_span(tok))

    def rule_card_name(self, meta, children):
        tok = children[0]
        return ast.CardName(str(tok)[1:-1], span=self.tok_span(tok))

    def rule_trigger(self, meta, children):
        return ast.Trigger(nodes(children)[0], span=self.span(meta))
    def rule_skill(self, meta, children):
        head, body = children
        parts = head.parts if isinstance(head, ast.Conjunction) else (head,)
        mandatory = getattr(self.dialect, "MANDATORY", frozenset())
        once = getattr(self.dialect, "ONCE_PER_TURN", frozenset())
        if (isinstance(body, ast.Sequence) and body.steps and _is_trigger_head(body.steps[0])
                and (body.steps[1:] or body.conditional is not None)
                and all(isinstance(p, ast.Timing) and p.kind in mandatory | once for p in parts)
                and (all(p.kind in mandatory for p in parts) or _is_action_trigger(body.steps[0]))):
            # `锁定：回合结束时，…`: a timing that needs a trigger, and the trigger written first after `：` — the
            # same skill as `锁定&回合结束：…` (纵横坛 rule 9.70)
            trigger, rest = body.steps[0], body.steps[1:]
            start = rest[0].span.start if rest else body.conditional.span.start
            body = ast.Sequence(rest, body.conditional, body.otherwise, span=ast.Span(start, body.span.end))
            more = trigger.parts if isinstance(trigger, ast.Conjunction) else (trigger,)
            head = ast.Head((*parts, *more), span=head.span.cover(trigger.span))
            return ast.Effect(head, _conditions_after_colon(body), span=self.span(meta))
        return ast.Effect(ast.Head(parts, span=head.span), _conditions_after_colon(body), span=self.span(meta))

    def rule_skill_cost(self, meta, children):
        """`主动：弃1张手牌：抽2张牌`: the part between the colons joins the head (`主动&弃1张手牌：抽2张牌`)."""
        timing, cost, body = children
        parts = tuple(p for h in (timing, cost) for p in (h.parts if isinstance(h, ast.Conjunction) else (h,)))
        return ast.Effect(ast.Head(parts, span=timing.span.cover(cost.span)), _conditions_after_colon(body),
                          span=self.span(meta))

    def rule_plain(self, meta, children):
        body = children[0]
        if body.steps and _is_trigger_head(body.steps[0]) and (body.steps[1:] or body.conditional is not None):
            # `当…时，…`: the way most card games write a trigger — the same skill as `当…时：…`
            head = body.steps[0]
            rest = body.steps[1:]
            start = rest[0].span.start if rest else body.conditional.span.start
            body = ast.Sequence(rest, body.conditional, body.otherwise, span=ast.Span(start, body.span.end))
            parts = head.parts if isinstance(head, ast.Conjunction) else (head,)
            return ast.Effect(ast.Head(parts, span=head.span), body, span=self.span(meta))
        return ast.Effect(None, body, span=self.span(meta))

    def rule_static(self, meta, children):
        invariant = children[0]
        if isinstance(invariant, tuple):  # a game's invariant with two bounds: two statics (纵横坛 rule 13.10)
            return tuple(ast.StaticEffect(i, span=self.span(meta)) for i in invariant)
        return ast.StaticEffect(invariant, span=self.span(meta))

    def rule_static_after_head(self, meta, children):
        """`锁定：（你的效率始终为2）`: a static effect after the timing that says it must be executed is that static
        effect (it always applies); after another timing it is an error (纵横坛 rule 13.10)."""
        head, invariant = children[0], children[-1]
        parts = head.parts if isinstance(head, ast.Conjunction) else (head,)
        mandatory = getattr(self.dialect, "MANDATORY", frozenset())
        if not all(isinstance(p, ast.Timing) and p.kind in mandatory for p in parts):
            words = "、".join(k.text for k in self.dialect.table() if k.terminal in mandatory) or "？"
            self.diagnostics.append(error("E203", head.span, "常驻效果（「始终」）前只能写必须执行的时机",
                                          f"去掉「：」前的时机，或写「{words}：」"))
        return self.rule_static(meta, [invariant])

    def rule_head_word(self, meta, children):
        tok = children[0]
        if not isinstance(tok, str):  # a trigger (`当…时`)
            return tok
        word = self._timings.get(tok.type)
        if word is None:
            return ast.Timing(str(tok), None, span=self.tok_span(tok))
        return ast.Timing(word, tok.type, span=self.tok_span(tok))

    @_first_child
    def rule_timing_word(self, meta, children):
        return children[0]

    # -- structure
    def rule_each_again(self, meta, children):
        """`所有角色各抽2张牌，各弃1张手牌`: a step opened by 各 is done by the players of the step before it
        (纵横坛 rule 10.47); the sequence gives it them."""
        action = nodes(children)[0]
        self._each_again.append((action, self.span(meta)))
        return action

    def _carry_each(self, children: list) -> list:
        if not self._each_again:
            return children
        waiting = {id(a): span for a, span in self._each_again}
        out: list = []
        for c in children:
            span = waiting.pop(id(c), None)
            prev = out[-1] if out else None
            if span is not None and isinstance(prev, ast.Command | ast.Acts):
                c = attrs.evolve(prev, action=c, span=span)
            elif span is not None:
                waiting[id(c)] = span
            out.append(c)
        self._each_again = [(a, s) for a, s in self._each_again if id(a) in waiting]
        return out

    def rule_sequence(self, meta, children):
        for c in children:  # an amount with no verb before it (纵横坛 rule 10.57)
            if isinstance(c, ast.Quantity | tuple):
                q = c[0] if isinstance(c, tuple) else c
                self.diagnostics.append(error("E215", q.span, "单独的数量前面没有可以附着的动作",
                                              "在数量前写出动作；「/」后单独的数量接在前一个带数量的动作之后"))
        children = self._carry_each(nodes(children))  # `，并` joins steps like `，`
        conditional = otherwise = None
        step_otherwise = False
        if children and isinstance(children[-1], _Otherwise):
            otherwise = children[-1].body
            children = children[:-1]
        if children and isinstance(children[-1], _IfUnable):
            unable, children = children[-1], children[:-1]
            self._check_unable(unable, children[-1])
            if len(children) == 1:
                otherwise = unable.body
                step_otherwise = True
            else:  # only the step right before has this 否则 (rule 10.13(b))
                last = children[-1]
                inner = ast.Sequence((last,), None, unable.body, span=last.span.cover(unable.span))
                children = [*children[:-1], ast.Group(inner, (), span=inner.span)]
        if children and isinstance(children[-1], ast.Conditional):
            conditional = children[-1]
            children = children[:-1]
        seq = ast.Sequence(_defines_as_notes(children), conditional, otherwise, span=self.span(meta))
        if step_otherwise:
            self._step_otherwise.append(seq)
        return seq

    def rule_conditional(self, meta, children):
        condition, then = nodes(children)
        otherwise = None
        if any(then is s for s in self._step_otherwise):  # `若A，B，若其无法B，C`: C is B's, not the condition's
            then = ast.Sequence((ast.Group(then, (), span=then.span),), span=then.span)
        if then.otherwise is not None and then.conditional is None:
            # `若…，A，否则B`: 否则 belongs to the condition, not to A (rule 10.13)
            otherwise = then.otherwise
            last = then.steps[-1] if then.steps else then
            then = attrs.evolve(then, otherwise=None, span=Span(then.span.start, last.span.end))
        return ast.Conditional(condition, then, otherwise, span=self.span(meta))

    def rule_otherwise(self, meta, children):
        return _Otherwise(nodes(children)[0])

    rule_otherwise_after_end = rule_otherwise

    def rule_if_unable(self, meta, children):
        found = nodes(children)
        who = next((n for n in found if isinstance(n, ast.Node) and not isinstance(n, ast.Sequence)), None)
        failed = next(n for n in found if isinstance(n, _FailedStep))
        return _IfUnable(who, failed.verb, found[-1], self.span(meta))

    def rule_failed_step(self, meta, children):
        verb = next((self.meaning(c) for c in children if self.meaning(c) in self._verbs.measured), None)
        return _FailedStep(verb)

    def rule_unable(self, meta, children):
        return children[0]

    def _check_unable(self, unable: _IfUnable, step) -> None:
        """`若其无法弃牌` must name the step right before it: its verb, and its doer (你 for a step of one's
        own, a pronoun or the commanded player after 令)."""
        doer = None
        while isinstance(step, (ast.Command, ast.Acts)):
            doer, step = step.actor, step.action
        parts = step.parts if isinstance(step, ast.Conjunction) else (step,)
        wrong_verb = unable.verb is not None and not any(
            isinstance(p, self._verbs.measured[unable.verb]) or getattr(p, "UNABLE_VERB", None) == unable.verb
            for p in parts)
        who = unable.who
        wrong_doer = who is not None and isinstance(who, ast.Ref) and (who.kind == "you") != (doer is None)
        if wrong_verb or wrong_doer:
            row = next((k for k in self.dialect.table() if k.meaning == "unable"), None)
            word, example = (row.text, f"，例如「{row.example}」") if row else ("", "")
            self.diagnostics.append(error(
                "E235", unable.span, f"「若…{word}…」说的不是它前面那一步",
                f"接在它所说的那一步之后，写明同一个角色和动作{example}"))
    @_one_child_is_value
    def rule_choice(self, meta, children):
        children = self._repeat_verbs(children)
        if len(children) == 1:
            return children[0]
        first, rest = children[0], children[1:]
        if isinstance(first, ast.Command | ast.Acts) and not first.notes and all(_plain_action(c) for c in rest):
            # `令目标角色抽1张牌/弃1张手牌`: the options after a command are the commanded player's too, as the
            # appendix's 【令…生产/折损】 writes it (纵横坛 rule 10.28); `令X A/令Y B` keeps its own subjects
            inner = first.action
            options = (*inner.options, *rest) if isinstance(inner, ast.Choice) else (inner, *rest)
            span = inner.span.cover(rest[-1].span)
            return attrs.evolve(first, action=ast.Choice(options, span=span), span=self.span(meta))
        return ast.Choice(tuple(children), span=self.span(meta))

    def _repeat_verbs(self, options) -> list:
        """`获得1红色精力/1蓝色精力`: an amount alone after `/` is the verb before it again, with that amount (纵横坛 rule
        10.57); alone anywhere else it is E215."""
        out: list = []
        for option in options:
            quantities = option if isinstance(option, tuple) else (option,) if isinstance(option, ast.Quantity) else None
            if quantities is None:
                out.append(option)
                continue
            prev = out[-1] if out else None
            inner = prev.action if isinstance(prev, ast.Command | ast.Acts) and not prev.notes else prev
            if isinstance(inner, ast.Measured) and not inner.notes:
                again = [attrs.evolve(inner, quantities=(q,), span=q.span) for q in quantities]
                if inner is prev or len(out) == 1:  # after `令X` first: X's too, as rule_choice folds them
                    out.extend(again)
                else:  # `令目标角色生产1财富/2物资`: the commanded player's verb again
                    out.extend(attrs.evolve(prev, action=a, span=a.span) for a in again)
                continue
            self.diagnostics.append(error("E215", quantities[0].span, "单独的数量前面没有可以附着的动作",
                                          "在数量前写出动作；「/」后单独的数量接在前一个带数量的动作之后"))
            out.append(option)
        return out

    @_one_child_is_value
    def rule_conjunction(self, meta, children):
        if len(children) == 1 and not isinstance(children[0], ast.Quantity):
            return children[0]  # a unit without `&`, the common case
        parts = self._join_quantities(self._fold_and(children))
        if len(parts) == 1:
            return parts[0]
        return ast.Conjunction(parts, span=self.span(meta))

    def _fold_and(self, children) -> list:
        """`令目标角色抽1张牌并弃1张手牌`: an action joined by 并/且 to a command is the commanded
        player's too (`&` keeps `(令X A)&B`). The joining tokens are dropped."""
        out: list = []
        joined = False
        for c in children:
            if isinstance(c, str):
                joined = self.meaning(c) == "and"
                continue
            prev = out[-1] if out else None
            if joined and isinstance(prev, ast.Command | ast.Acts) and not prev.notes and _plain_action(c):
                inner = prev.action
                both = (*inner.parts, c) if isinstance(inner, ast.Conjunction) else (inner, c)
                out[-1] = attrs.evolve(prev, action=ast.Conjunction(both, span=inner.span.cover(c.span)),
                                       span=prev.span.cover(c.span))
                self._match_owner(c)  # now the commanded player's action: `令X A并弃置你的…` is E236 as `令X弃置你的…` is
            else:
                out.append(c)
            joined = False
        return out

    def _join_quantities(self, parts) -> tuple:
        """A bare quantity after & joins the measured action before it: 支付1蓝色精力&1黄色精力."""
        out: list = []
        for part in parts:
            if isinstance(part, tuple):  # a quantity with `/` colours cannot join an action with `&`
                self.diagnostics.append(
                    error("E215", part[0].span, "「&」后的数量不能用「/」列出几种颜色", "把这一项写成单独的动作，用「/」连接")
                )
                continue
            if isinstance(part, _NotedQuantity):  # `支付1物资&一半财富（向下取整）`: the notes are the joined step's
                prev = out[-1] if out else None
                if isinstance(prev, ast.Measured) and not prev.notes:
                    out[-1] = attrs.evolve(prev, quantities=prev.quantities + (part.quantity,), notes=part.notes,
                                           span=prev.span.cover(part.span))
                    continue
                part = part.quantity
            if isinstance(part, ast.Quantity):
                prev = out[-1] if out else None
                if isinstance(prev, ast.Measured) and not prev.notes:
                    out[-1] = attrs.evolve(prev, quantities=prev.quantities + (part,), span=prev.span.cover(part.span))
                    continue
                if isinstance(prev, ast.Measured):  # `支付一半物资（向下取整）&1财富`: the note closed the step
                    self.diagnostics.append(error("E215", part.span, "「&」前的括号已经结束了这个动作，后面的数量无法附着",
                                                  "把括号写在「&」连接的最后一项之后"))
                    continue
                self.diagnostics.append(
                    error(
                        "E215",
                        part.span,
                        "「&」后的数量前面没有可以附着的动作",
                        "数量只能接在一个带数量的动作之后，用「&」连接",
                    )
                )
                continue
            out.append(part)
        return tuple(out)

    @_one_child_is_value
    def rule_noted_quantity(self, meta, children):
        quantity, *notes = children
        return _NotedQuantity(quantity, tuple(n for group in notes for n in group), self.span(meta))

    def rule_noted(self, meta, children):
        action, *notes = children
        if not notes:
            return action
        flat = tuple(n for group in notes for n in group)
        same = next((n for n in flat if getattr(n, "REPLACES_SAME", False)), None)
        if same is not None:  # `生产等量的财富（等于…）`: what 等量 is, said (纵横坛 rule 10.60)
            action = self._same_is(action, same)
            flat = tuple(n for n in flat if n is not same)
            if not flat:
                return attrs.evolve(action, span=self.span(meta))
        return attrs.evolve(action, notes=flat, span=self.span(meta))

    def _same_is(self, action, note):
        """The action with its 等量 amount replaced by the note's expression; E100 where there is none."""
        inner = action.action if isinstance(action, ast.Command | ast.Acts) else action
        if isinstance(inner, ast.Measured):
            quantities = tuple(attrs.evolve(q, amount=note.expr)
                               if isinstance(q.amount, ast.Portion) and q.amount.kind == "same" else q
                               for q in inner.quantities)
            if quantities != inner.quantities:
                inner = attrs.evolve(inner, quantities=quantities)
                return attrs.evolve(action, action=inner) if isinstance(action, ast.Command | ast.Acts) else inner
        self.diagnostics.append(error("E100", note.span, "「（等于…）」只能说明前面动作中的「等量」是多少",
                                      "把它写在数量为「等量」的动作之后，或去掉括号"))
        return action

    def rule_group(self, meta, children):
        body, *notes = children
        return ast.Group(body, tuple(n for g in notes for n in g), span=self.span(meta))

    def rule_note(self, meta, children):
        return tuple(children)

    def rule_restated(self, meta, children):
        return (ast.Restated(tuple(nodes(children)), span=self.span(meta)),)

    def rule_define_step(self, meta, children):
        var, _is, expr = children
        return ast.DefineStep(str(var), expr, span=self.span(meta))

    def rule_define(self, meta, children):
        var, _is, expr = children
        return ast.Define(str(var), expr, span=self.span(meta))

    # -- expressions
    def rule_amount(self, meta, children):
        span = self.span(meta)
        sign = -1 if len(children) == 2 else 1
        tok = children[-1]
        if tok.type == "VAR":
            return ast.Var(str(tok), span=span)
        meaning = self._meaning.get(tok.type)
        if meaning in ("all", "half", "same", "any"):
            return ast.Portion(meaning, span=span)
        if tok.type == "NUMBER":
            return ast.Number(sign * int(tok), span=span)
        value = chinese_to_int(str(tok))
        if value is None:
            self.diagnostics.append(
                error("E105", span, f"无法识别的数字「{tok}」", "用阿拉伯数字，或一、二、两、三……十这样的中文数字")
            )
            value = 0
        return ast.Number(sign * value, span=span)

    def rule_scaled_var(self, meta, children):
        """`2X`: the number times the variable, as `2×X`."""
        number, var = children
        span = self.span(meta)
        return ast.BinOp("×", ast.Number(int(number), span=span), ast.Var(str(var), span=span), span=span)

    def rule_binop(self, meta, children):
        left, op, right = children
        return ast.BinOp(str(op).replace("*", "×"), left, right, span=self.span(meta))

    def rule_same_as(self, meta, children):
        """`等同于你的手牌数的`: the expression is the amount."""
        return nodes(children)[0]

    def rule_spent(self, meta, children):
        """`以此法弃置的牌数`: the verb is the token after 以此法."""
        return ast.Spent(self.meaning(children[1]), span=self.span(meta))

    def rule_player_count(self, meta, children):
        return ast.PlayerCount(span=self.span(meta))

    def rule_attribute(self, meta, children):
        found = nodes(children)
        subject = found[0] if found else None
        return ast.Attribute(subject, self.meaning(children[-1]), span=self.span(meta))

    @_first_child
    def rule_attribute_word(self, meta, children):
        return children[0]

    def rule_comparison(self, meta, children):
        left, op, right = children
        return ast.Comparison(left, self.meaning(op), right, span=self.span(meta))

    def rule_same_player(self, meta, children):
        left, tok, right = children
        return ast.SamePlayer(left, right, self.meaning(tok) == "not_same_player", span=self.span(meta))

    def rule_is_comparison(self, meta, children):
        """`若你的手牌数为0`: 为 compares for equality."""
        left, _is, right = children
        return ast.Comparison(left, "=", right, span=self.span(meta))

    def rule_colour_comparison(self, meta, children):
        left, op, tok = children
        return ast.Comparison(left, self.meaning(op), self.colour(tok), span=self.span(meta))

    @_first_child
    def rule_comparator(self, meta, children):
        return children[0]

    def rule_all_of(self, meta, children):
        items: list = []
        for c in nodes(children):  # joined by & or 且
            items.extend(c.items if isinstance(c, ast.AllOf) else (c,))
        return ast.AllOf(tuple(items), span=self.span(meta))

    def rule_any_of(self, meta, children):
        items: list = []
        for c in children:
            items.extend(c.items if isinstance(c, ast.AnyOf) else (c,))
        return ast.AnyOf(tuple(items), span=self.span(meta))

    def rule_invariant(self, meta, children):
        left, _always, op, right = children
        return ast.Invariant(left, self.meaning(op), right, span=self.span(meta))

    # -- references and zones
    def rule_ref(self, meta, children):
        return ast.Ref(self.meaning(children[0]), span=self.span(meta))

    @_first_child
    def rule_ref_word(self, meta, children):
        return children[0]

    def rule_within(self, meta, children):
        amount = nodes(children)[0]
        who = self.meaning(children[-1])
        words = [c for c in children[:-1] if isinstance(c, str)]  # tokens
        compare = "<="  # `距离N以内的`
        if not any(w.type == "WITHIN" for w in words):
            compare = "="  # `距离为N的`, `距离N的`
            for w in words:
                if w.type not in ("DISTANCE", "IS", "OF", "YOU", "ALL_OF"):  # `所有与你距离为1的角色`: all of them
                    compare = self.meaning(w)  # `距离不大于N的`
        if children[-1].type == "OTHER_PLAYERS":  # `距离2以内的其他角色`: every such player but you, not a target
            return ast.Within(amount, False, compare=compare, other=True, span=self.span(meta))
        return ast.Within(amount, who in ("target_player", "target_other"), compare=compare,
                          other=who in ("target_other", "all_others"), span=self.span(meta))

    @_first_child
    def rule_within_who(self, meta, children):
        return children[0]

    def rule_holder(self, meta, children):
        return ast.Holder(children[0], self.meaning(children[-1]), span=self.span(meta))

    @_first_child
    def rule_holder_word(self, meta, children):
        return children[0]

    def rule_zone(self, meta, children):
        found = nodes(children)
        owner = found[0] if found else None
        return ast.Zone(self.meaning(children[-1]), owner, span=self.span(meta))

    def rule_hand_zone_of(self, meta, children):
        """`X的手牌` as a zone: X's hand zone (the dialect's HAND_ZONE)."""
        return ast.Zone(self.dialect.HAND_ZONE, children[0], span=self.span(meta))

    @_first_child
    def rule_zone_word(self, meta, children):
        return children[0]

    @_first_child
    def rule_private_zone_word(self, meta, children):
        return children[0]

    def rule_hand_cards(self, meta, children):
        return ast.HandCards(nodes(children)[0], span=self.span(meta))

    def rule_acts(self, meta, children):
        actor, action = nodes(children)
        joint = self._joint(actor, action, meta)
        if joint is not None:
            return joint
        self._match_owner(action)
        return ast.Acts(actor, action, span=self.span(meta))

    def rule_verb_choice(self, meta, children):
        """`生产/折损1财富`: one option per verb, sharing the quantity."""
        *verbs, quantity = children
        options = tuple(self._measured(v, quantity, meta) for v in verbs)
        return ast.Choice(options, span=self.span(meta))

    def _measured(self, verb, quantity, meta):
        return self.measured_as(self.meaning(verb), quantity, meta)

    def measured_as(self, meaning: str, quantity, meta):
        """The measured action of the verb with that meaning (`pay`, `draw`, …) on a quantity."""
        cls = self._verbs.measured[meaning]
        if isinstance(quantity, tuple):  # colours written with `/`: one option per colour
            return ast.Choice(tuple(cls((q,), span=self.span(meta)) for q in quantity), span=self.span(meta))
        return cls((quantity,), span=self.span(meta))

    def rule_colours(self, meta, children):
        return list(children)

    def rule_players(self, meta, children):
        return ast.Players(tuple(nodes(children)), span=self.span(meta))

    def rule_zone_count(self, meta, children):
        return ast.ZoneCount(nodes(children)[0], span=self.span(meta))

    def rule_zone_cards(self, meta, children):
        """`过往中的1张牌`, `1张「攻伐」` (a zone, an amount, what kind of card)."""
        found = nodes(children)
        zone = next((n for n in found if isinstance(n, ast.Zone)), None)
        amount = next(n for n in found if isinstance(n, (ast.Number, ast.Var, ast.Portion)))
        name = next((n for n in found if isinstance(n, ast.CardName)), None)
        colour = next((self.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
        return ast.ZoneCards(zone, amount, name, colour=colour, span=self.span(meta))

    def rule_hand_of(self, meta, children):
        """`目标其他角色的1张手牌`: cards from that player's hand zone."""
        owner, amount = nodes(children)[:2]
        zone = ast.Zone(self.dialect.HAND_ZONE, owner, span=owner.span)
        return ast.ZoneCards(zone, amount, None, span=self.span(meta))

    @_first_child
    def rule_zone_in(self, meta, children):
        return children[0]

    def rule_has_cards(self, meta, children):
        """`你有手牌`, `若过往中有牌`, `你的结界区没有牌`: a count of cards compared with 0."""
        holder, has = nodes(children)[0], children[1]
        if isinstance(holder, ast.Zone):
            count = ast.ZoneCount(holder, span=holder.span)
        else:
            count = ast.Attribute(holder, "hand_count", span=holder.span)
        none = self._meaning.get(has.type) == "has_no"
        zero = ast.Number(0, span=self.tok_span(has))
        return ast.Comparison(count, "=" if none else ">", zero, span=self.span(meta))

    def rule_has_attribute(self, meta, children):
        """`若你没有物资`, `若其有精力`: the player's attribute compared with 0."""
        holder, has, word = nodes(children)[0], children[1], children[-1]
        if isinstance(holder, ast.Zone):
            self.diagnostics.append(error("E204", holder.span, "区域没有这样的属性", "写一名角色，例如「若你没有…」"))
        count = ast.Attribute(holder, self.meaning(word), span=holder.span.cover(self.tok_span(word)))
        none = self._meaning.get(has.type) == "has_no"
        zero = ast.Number(0, span=self.tok_span(has))
        return ast.Comparison(count, "=" if none else ">", zero, span=self.span(meta))

    # -- actions every game shares
    def rule_command(self, meta, children):
        command = self.positional(ast.Command, meta, children)
        joint = self._joint(command.actor, command.action, meta)
        if joint is not None:
            return joint
        self._match_owner(command.action)
        return command

    def _joint(self, actor, action, meta):
        """`令你与目标角色交换财富`: players doing a joint action together are its parties (`ast.Joint`)."""
        if isinstance(action, ast.Joint) and isinstance(actor, ast.Players) and not action.parties:
            return attrs.evolve(action, parties=actor.items, span=self.span(meta))
        return None

    def rule_verb_own(self, meta, children):
        """`消耗你的所有物资`, `令目标角色弃置其所有手牌`: the player written before the quantity must be the one
        doing it (你 for one's own step, 其/该角色 after 令X); the step is the same as without it."""
        verb, owner, quantity = children[0], nodes(children)[0], children[-1]
        action = self._measured(verb, quantity, meta)
        if isinstance(action, ast.Consume) and isinstance(owner, ast.Ref) and owner.kind in _OTHERS_CONSUMED:
            # `消耗目标角色所有精力`: you make that player's counter go down — `令目标角色消耗其所有精力` (rule 11.59)
            return ast.Command(owner, action, span=self.span(meta))
        self._owned.append((action, owner))
        return action

    def _match_owner(self, action) -> None:
        """Inside `令X…` or `X…`: a pronoun before a quantity is X; 你 is not."""
        parts = set(map(id, action.parts)) if isinstance(action, ast.Conjunction) else {id(action)}
        left = []
        for a, owner in self._owned:
            if id(a) in parts:
                if owner.kind not in ("it", "that_player", "that_mate"):
                    self._not_the_doer(owner)
            else:
                left.append((a, owner))
        self._owned = left

    def _not_the_doer(self, owner) -> None:
        self.diagnostics.append(error("E236", owner.span, "这里写的角色不是做这个动作的角色",
                                      "自己做的动作写「你的」，「令…」的动作写「其」，或者去掉它"))

    @_first_child
    def rule_verb(self, meta, children):
        return children[0]

    def rule_verb_from(self, meta, children):
        """`从牌库中抽3张牌`: the plain action when the zone is where the verb takes cards from anyway."""
        zone = next(c for c in children if isinstance(c, ast.Zone))
        verb = next(c for c in children if isinstance(c, str) and self.meaning(c) in self._verbs.measured)
        action = self._measured(verb, children[-1], meta)
        module = self._verbs.module(action)
        if zone.owner is None and zone.kind in getattr(module, "FROM_ZONES", ()):
            return action
        return ast.FromZone(zone, action, span=self.span(meta))

    def rule_pronoun_holder(self, meta, children):
        """`其控制者`: the holder of the card 其 refers to."""
        it = children[0]
        return ast.Holder(ast.Ref(self.meaning(it), span=self.tok_span(it)), self.meaning(children[-1]),
                          span=self.span(meta))

    def rule_verb_measure(self, meta, children):
        verb, quantity = children
        return self._measured(verb, quantity, meta)

    def rule_quantity(self, meta, children):
        amount = children[0]
        meanings = self._meaning
        measured = False
        for c in children:
            if isinstance(c, str) and meanings.get(c.type) == "measure":
                measured = True
                break
        obj, colours = children[-1]
        span = self.span(meta)
        if len(colours) > 1:  # `1红色/蓝色精力`: one quantity per colour, the action becomes a choice
            return tuple(ast.Quantity(amount, obj, self.colour(c), measured, span=span) for c in colours)
        return ast.Quantity(amount, obj, self.colour(colours[0]) if colours else None, measured, span=span)

    def rule_object(self, meta, children):
        colours = children[0] if len(children) == 2 else []
        if isinstance(colours, str):
            colours = [colours]
        return self.meaning(children[-1]), colours
