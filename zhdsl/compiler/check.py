"""Meaning-level checks the grammar cannot express, as located diagnostics.

The grammar is deliberately broad (any verb takes any quantity, any reference may stand
anywhere a reference may); this module says which combinations mean something. It checks the
structure every game shares — heads, sequences, conditions, references, zones, amounts,
variables, quoted effects, static effects — from what the game's dialect says about its words,
and hands each verb's node to its verb module (`check(checker, node, depth)`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import attrs

from zhdsl.compiler.pronouns import (PRONOUNS, THAT_CARD_ONLY, antecedents, attached_referent, event_card_referent,
                                     event_referent, ref_kind)
from zhdsl.compiler.verbs import by_class
from zhdsl.engine.program import EVENT_TIMING, STATE_TIMING
from zhdsl.text import ast
from zhdsl.text.bounds import MAX_DEPTH, MAX_NUMBER, MAX_QUOTE_DEPTH, MAX_TERMS
from zhdsl.text.diagnostics import Diagnostic, error, warning


# zone_holder: the player in whose zone this card lies (a ward's holder)
PLAYER_REFS = frozenset({"you", "target_player", "target_other", "all_players", "all_others", "zone_holder",
                         "target_dead", "target_dead_mate", "mates", "team_mates", "opponents", "target_mate", "target_self_mate",
                         "event_targets", "event_user", "event_actor", "event_dead", "doer"})
SINGLE_PLAYER_REFS = frozenset({"you", "target_player", "target_other", "zone_holder", "target_dead", "target_dead_mate",
                                "target_mate", "target_self_mate",
                                "event_actor", "event_dead", "doer", "team_mates"})
# doer: each of several commanded (rule 12.24); team_mates: the one other member (7.13(b))
CARD_REFS = frozenset({"self", "this_card", "target_card", "moved_card", "event_card", "former_moved"})
# players whose attribute may be read though they may be several (纵横坛 rules 7.13(d), 7.15): 你的队友 (the one teammate
# of the rulebook's teams of two), 对手 (compared with each)
ONE_OR_EACH = frozenset({"mates", "opponents", "event_targets"})


def is_player(ref) -> bool:
    if isinstance(ref, ast.Ref):
        return ref.kind in PLAYER_REFS
    return isinstance(ref, (ast.Within, ast.Holder))


def is_single_player(ref) -> bool:
    if isinstance(ref, ast.Ref):
        return ref.kind in SINGLE_PLAYER_REFS
    if isinstance(ref, ast.Within):
        return ref.targeted
    return isinstance(ref, ast.Holder)


def is_card(ref) -> bool:
    return isinstance(ref, ast.Ref) and ref.kind in CARD_REFS



def measured_amounts(nodes) -> set[int]:
    """The ids of the amounts a verb acts on: a quantity's, or the number of cards a move takes."""
    return {id(n.amount) for n in nodes if isinstance(n, ast.Quantity | ast.HandCards | ast.ZoneCards)}

def _fixed(dialect) -> tuple:
    """A game's parts of every Checker: its verbs, the actions `check_step` hands straight to their
    verb's check, its hints and its describer."""
    verbs = dialect.verbs()
    return verbs, _VERB_STEPS.get(verbs) or _verb_steps(verbs), dialect.HINTS, dialect.describer()


class Checker:
    def __init__(self, dialect, survey: Survey, variables: bool = True, pronouns: bool = True,
                 stack_card: bool = True) -> None:
        self.dialect = dialect
        self.survey = survey  # the version's tree, walked once
        derived = dialect.__dict__.get("_derived")  # the game's parts, found once (a Checker is made per version)
        fixed = derived.get("checking") if derived is not None else None
        if fixed is None:
            fixed = dialect._memo("checking", lambda: _fixed(dialect))
        self.verbs, self.verb_steps, self.hints, self.words = fixed
        self.diagnostics: list[Diagnostic] = []
        self.variables = variables
        self.pronouns = pronouns
        self.stack_card = stack_card  # the text may name the target card: W230/W231 apply
        self.referents: dict[int, object] = {}  # id(pronoun) -> what it refers to, in the effect at hand
        self.option_before = None  # in a 「/」 choice or an `&`, the option or part before the one being checked

    error = staticmethod(error)
    warning = staticmethod(warning)

    # -- references, with pronouns standing for what they refer to ----------------------------------

    def resolve(self, ref):
        """The reference a pronoun stands for (the pronoun itself when it has none)."""
        if isinstance(ref, ast.Ref) and ref.kind in PRONOUNS:
            return self.referents.get(id(ref), ref)
        return ref

    def _ref_kind(self, ref) -> str | None:
        """"card", "player" or "players" (several, not one) for a game's own reference node (its module's REF),
        else None."""
        return self.verbs.ref_kinds.get(ref.__class__)

    def _unresolved(self, ref) -> bool:
        """A pronoun with nothing to refer to: E224 says so; other checks let it pass."""
        return isinstance(ref, ast.Ref) and ref.kind in PRONOUNS

    def is_card(self, ref) -> bool:
        ref = self.resolve(ref)
        return is_card(ref) or self._ref_kind(ref) == "card" or self._unresolved(ref)

    def is_player(self, ref) -> bool:
        ref = self.resolve(ref)
        if isinstance(ref, ast.Players):
            return all(self.is_player(item) for item in ref.items)
        return is_player(ref) or self._ref_kind(ref) in ("player", "players") or self._unresolved(ref)

    def is_single_player(self, ref) -> bool:
        ref = self.resolve(ref)
        return is_single_player(ref) or self._ref_kind(ref) == "player" or self._unresolved(ref)

    def one_or_each(self, ref) -> bool:
        """A reference to players whose attribute may be read though they may be several (ONE_OR_EACH): 你的队友 (the one
        teammate of the rulebook's two-player teams, 纵横坛 rule 7.13(c)), 对手 (7.15), the targets of the card a 追加
        follows (12.8(l), 12.31)."""
        ref = self.resolve(ref)
        return isinstance(ref, ast.Ref) and ref.kind in ONE_OR_EACH

    def report(self, d: Diagnostic) -> None:
        if d not in self.diagnostics:  # a head's alternatives share their parts
            self.diagnostics.append(d)

    def timing_hint(self, word: str) -> str:
        for phrase, keyword in self.dialect.LONG_FORMS.items():  # a timing written as the rulebook defines it
            if phrase in word or word in phrase and len(word) > 2:
                return f"「{phrase}」就是时机「{keyword}」：写作「{keyword}：…」"
        timings = self.dialect.timing_names()
        close = _close_matches(word, timings, n=1, cutoff=0.0)
        return (f"是否想写「{close[0]}」？" if close else "") + "时机有：" + "、".join(timings)

    # -- entry -----------------------------------------------------------------------------

    def check_text(self, text: ast.CardText, depth: int = 0) -> None:
        survey = self.survey
        if depth == 0:
            if survey.portions:
                self.check_portions(text)
            self.earlier = []  # the nodes of the effects before this one, for E224's message (rule 12.8(c))
            self.card_effects = text.effects  # a ward's segments: 其 with nothing before it (attached_referent)
        for effect in text.effects:
            if isinstance(effect, ast.StaticEffect) and not isinstance(effect.invariant, ast.Invariant):
                self.verbs.check[effect.invariant.__class__](self, effect.invariant, depth)  # a game's own static
            elif isinstance(effect, ast.StaticEffect):
                self.check_invariant(effect.invariant)
            else:
                self.check_effect(effect, depth)
            if depth == 0 and self.pronouns:
                self.earlier.extend(survey.under(effect))
        if depth == 0:
            if survey.portions:
                self.check_chosen_amounts(text)
            if survey.refs:
                self.check_zone_holder(text)

    def check_portions(self, text: ast.CardText) -> None:
        """E217: 所有/一半/等量 are an amount of what an action acts on (rule 10.11), so only an action's
        quantity or the number of cards it moves (将所有手牌移入…, 将过往中的所有牌移入…); anywhere else (a
        condition, a variable, the value of 变为) they mean nothing."""
        portions = self.survey.portions
        if not portions:
            return
        quantities = measured_amounts(self.survey.under(text))
        for n in portions:
            if n.kind != "any" and id(n) not in quantities:
                self.report(error("E217", n.span, "「所有」「一半」「等量」只能用作动作的数量", "写一个数或一个变量"))

    def check_chosen_amounts(self, text: ast.CardText) -> None:
        """E232 for a 任意 that no verb's check has judged (a condition, a variable): only an amount the doer
        acts on can be chosen (rule 10.16)."""
        portions = self.survey.portions
        if not portions:
            return
        judged = {d.span for d in self.diagnostics if d.code == "E232"}
        quantities = measured_amounts(self.survey.under(text))
        for n in portions:
            if n.kind == "any" and id(n) not in quantities and n.span not in judged:
                self.report(error("E232", n.span, "这里的数量不能由执行者任意选择",
                                  self.hints.get("any_count", "写出具体的数字，例如「2」")))

    def check_zone_holder(self, text: ast.CardText) -> None:
        """W234: the player in whose zone this card lies (结附的角色) exists only while the card is attached:
        in the card's other segments, never in the segment that attaches it, nor in a card that never does."""
        survey = self.survey
        if not any(n.kind == "zone_holder" for n in survey.refs):
            return
        for effect in text.effects:
            refs = [n for n in survey.under(effect) if isinstance(n, ast.Ref) and n.kind == "zone_holder"]
            if not refs:
                continue
            attaching = [e for e in text.effects if any(isinstance(n, ast.Attach) for n in survey.under(e))]
            if attaching and effect not in attaching:
                continue
            word, attach = self.words.ref(refs[0]), self.words.verb("attach")
            where = "这段效果结算时此牌还没有" if attaching else "此牌没有「" + attach + "」，永远不会"
            self.report(warning("W234", refs[0].span, f"「{word}」是此牌{attach}的角色，而{where}{attach}给任何角色",
                                f"把它写在含「{attach}」的牌的其他段中，这些段在此牌{attach}后生效"))

    def check_effect(self, effect: ast.Effect, depth: int) -> None:
        nodes = self.survey.under(effect) if self.pronouns or self.variables else []
        if depth == 0 and self.pronouns:
            event = event_referent(effect, self.dialect, self.verbs) or attached_referent(
                getattr(self, "card_effects", ()), effect)
            self.referents = antecedents(nodes, event, self.verbs.names_card,
                                         event_card_referent(effect, self.dialect, self.verbs),
                                         self.dialect.CARD_ATTRIBUTES)
            self.check_pronouns(nodes)
        alternatives = effect.head.alternatives if effect.head is not None else ((),)
        if effect.head is not None:
            self.check_head(effect.head, alternatives)
        self.check_sequence(effect.body, depth)
        if self.variables:
            self.check_variables(nodes)
        if depth == 0 and self.stack_card:
            self.check_target_card_timing(effect, alternatives)
            self.check_target_card_words(effect)

    def check_target_card_words(self, effect: ast.Effect) -> None:
        """A narrowed target card (`目标红色牌`, `目标技能牌`, rule 12.11 of 纵横坛): one effect's words never narrow
        its one target card two different ways (E271). (An unknown colour is E201 when it is read.)"""
        seen: dict[str, tuple] = {}  # "kind"/"colour" -> (value, the Ref that gave it)
        for ref in self.survey.outside_quotes(effect):
            if not (isinstance(ref, ast.Ref) and ref.kind == "target_card"):
                continue
            for field, value in (("kind", ref.card_kind), ("colour", ref.colour.colour if ref.colour else None),
                                 ("name", ref.name.name if ref.name else None),
                                 ("point", (ref.point_op, ref.point.value) if ref.point is not None else None)):
                if value is None:
                    continue
                if field in seen and seen[field][0] != value:
                    first = self.words.ref(seen[field][1])
                    self.report(error("E271", ref.span, f"一段效果只有一张目标牌，不能既是「{first}」又是「{self.words.ref(ref)}」",
                                      f"写同一种目标牌，或者后面只写「{self.words.ref(ast.Ref('target_card', span=ref.span))}」"))
                    return
                seen.setdefault(field, (value, ref))

    def check_target_card_timing(self, effect: ast.Effect, alternatives: tuple | None = None) -> None:
        """W231: 目标牌 is a card on the 堆叠; an effect whose every timing needs an empty 堆叠 never has one."""
        d = self.dialect
        if not d.STACK_TIMINGS or not any(r.kind == "target_card" for r in self.survey.refs):
            return
        if alternatives is None:
            alternatives = effect.head.alternatives if effect.head is not None else ((),)
        for parts in alternatives:
            kinds = {p.kind for p in parts if isinstance(p, ast.Timing)}
            kinds |= {self.trigger_timing(p) for p in parts if isinstance(p, ast.Trigger)}
            if not kinds - d.ONCE_PER_TURN - d.MANDATORY:
                kinds.add(d.DEFAULT_TIMING)
            if kinds & d.STACK_TIMINGS:
                return
        ref = next((n for n in self.survey.outside_quotes(effect) if isinstance(n, ast.Ref) and n.kind == "target_card"),
                   None)
        if ref is not None:
            timings = "、".join(d.word(t) for t in sorted(d.STACK_TIMINGS))
            word, stack = self.words.ref(ref), self.words.word("zone", "stack")
            self.report(warning("W231", ref.span, f"「{word}」是{stack}上的牌，而这段效果的时机只在{stack}为空时可用，永远没有{word}",
                                f"需要{word}的效果写在{timings}之后"))

    # -- heads -----------------------------------------------------------------------------

    def check_head(self, head: ast.Head, alternatives: tuple | None = None) -> None:
        for alternative in head.alternatives if alternatives is None else alternatives:
            self.check_head_parts(alternative, head)

    def check_head_parts(self, parts: tuple, head: ast.Head) -> None:
        """One alternative of a head: timings and costs that must all hold."""
        d = self.dialect
        seen: set[str] = set()
        for part in parts:
            if isinstance(part, ast.Trigger):
                kind = self.trigger_timing(part)
                module = self.verbs.module(part.event)
                condition = module.condition(part.event) if hasattr(module, "condition") else None
                if condition is not None:  # a state trigger (`当你的财富少于5时`)
                    self.check_condition(condition)
                check = self.verbs.check.get(part.event.__class__)
                if check is not None:  # the event's own parts (a bound, a card named in it)
                    check(self, part.event, 0)
                if kind is None:
                    self.report(error("E203", part.span, f"「{self.words.step(part)}」不是这个游戏能识别的时机",
                                      self.timing_hint(self.words.step(part))))
                elif kind in seen:
                    self.report(warning("W204", part.span, f"时机「{self.words.step(part)}」重复"))
                else:
                    seen.add(kind)
            elif isinstance(part, ast.Timing):
                if part.kind is None:
                    self.report(error("E203", part.span, f"「{part.word}」不是时机", self.timing_hint(part.word)))
                elif part.kind in seen:
                    self.report(warning("W204", part.span, f"时机「{part.word}」重复"))
                else:
                    seen.add(part.kind)
            elif isinstance(part, self.verbs.costs):
                self.check_action(part, 0)
            else:
                self.report(
                    error("E218", part.span, f"「：」之前只能写时机或代价（{self.hints['costs']}）", "把这个动作移到「：」之后")
                )
        for group in d.EXCLUSIVE:
            if group <= seen:
                names = "」与「".join(d.word(t) for t in sorted(group, key=list(d.terminals("timing")).index))
                self.report(error("E214", head.span, f"「{names}」不能同时满足", "用「/」或拆成两段效果"))
        if seen & d.MANDATORY and not seen.intersection(d.MOMENTS) and not seen & {STATE_TIMING, EVENT_TIMING}:
            word = d.word(next(iter(seen & d.MANDATORY)))
            moments = [d.word(t) for t in d.MOMENTS]
            self.report(
                error(
                    "E219",
                    head.span,
                    f"「{word}」的效果需要一个触发时机",
                    f"与{'、'.join(moments[:-1])}或{moments[-1]}同用，例如「{word}&{moments[0]}：」" if moments else None,
                )
            )

    def trigger_timing(self, trigger: ast.Trigger) -> str | None:
        """The timing a trigger stands for, from the module of its event (`timing(event)`), or None."""
        timing = self.verbs.timing.get(trigger.event.__class__)
        return timing(trigger.event) if timing is not None else None

    # -- structure -------------------------------------------------------------------------

    def check_sequence(self, seq: ast.Sequence, depth: int, gone: ast.Node | None = None) -> None:
        """`gone`: the step that already took the target card off the 堆叠 (反制, 移入…), for W230."""
        for step in seq.steps:
            self.check_step(step, depth)
            if self.stack_card:
                gone = self.check_stack_card(step, gone)
        if seq.conditional is not None:
            self.check_condition(seq.conditional.condition)
            self.check_sequence(seq.conditional.then, depth, gone)
            if seq.conditional.otherwise is not None:
                self.check_sequence(seq.conditional.otherwise, depth, gone)
        if seq.otherwise is not None:
            self.check_sequence(seq.otherwise, depth)

    def check_stack_card(self, step, gone):
        """W230: after a step that took the target card off the 堆叠, a step that needs it there fails.
        Verb modules say which of their actions need their card on the 堆叠 (`ON_STACK = "needs"`) and
        which also take it off (`"removes"`, or `"discards"` when it goes to the discard zone, where an action whose
        module says `AFTER_DISCARD` still finds it), and in which field the card is (`ON_STACK_FIELD`)."""
        removed = gone
        on_stack = self.verbs.on_stack
        for action in self.survey.outside_quotes(step):
            found = on_stack.get(action.__class__)
            if found is None:
                continue
            how, field = found
            ref = self.resolve(getattr(action, field))
            if not (isinstance(ref, ast.Ref) and ref.kind == "target_card"):
                continue
            if gone is not None and not (action.__class__ in self.verbs.after_discard
                                         and on_stack[gone.__class__][0] == "discards"):
                word, stack = self.words.ref(ref), self.words.word("zone", "stack")
                self.report(warning("W230", action.span, f"「{self.words.step(action)}」需要{word}仍在{stack}上，但前面的「{self.words.step(gone)}」已使它离开{stack}，这一步总会失败",
                                    f"把这一步写在前面；{word}离开{stack}后仍可读取它的归属与牌面（最后已知的信息）"))
            if how in ("removes", "discards") and removed is None:
                removed = action
        return removed

    def check_step(self, step, depth: int) -> None:
        if isinstance(step, ast.Quantity | tuple):  # an amount with no verb: reported by the builder (E215)
            return
        check = self.verb_steps.get(step.__class__)
        if check is not None:  # a verb's action: `check_action` without the way round
            if step.notes:
                self.check_notes(step.notes, step)
            check(self, step, depth)
            return
        method = _STEPS.get(step.__class__)
        if method is None:
            method = _STEPS[step.__class__] = by_class(_STEP_CHECKS, step.__class__, Checker.check_action)
        method(self, step, depth)

    def check_choice(self, step: ast.Choice, depth: int) -> None:
        outer = self.option_before
        for before, option in zip((None, *step.options), step.options):
            self.option_before = before  # a game's option may continue the one before it (`执行「A」/「B」`)
            self.check_step(option, depth)
        self.option_before = outer

    def check_conjunction(self, step: ast.Conjunction, depth: int) -> None:
        outer = self.option_before
        for before, part in zip((None, *step.parts), step.parts):
            self.option_before = before  # a game's part may continue the one before it, as an option may
            self.check_step(part, depth)
        self.option_before = outer

    def check_group(self, step: ast.Group, depth: int) -> None:
        self.check_sequence(step.body, depth)
        if step.notes:
            self.check_notes(step.notes, None)

    def check_timing_step(self, step: ast.Timing, depth: int) -> None:
        if step.kind is None:  # free text that is no timing and no action either
            close = _close_matches(step.word, list(self.dialect.keyword_texts()), n=1, cutoff=0.5)
            self.report(
                error(
                    "E101",
                    step.span,
                    f"无法识别的词语「{step.word}」",
                    f"是否想写「{close[0]}」？" if close else f"每个步骤以动作开头，例如「{self.hints['step']}」",
                )
            )
        else:
            self.report(
                error("E220", step.span, f"时机「{step.word}」只能写在「：」之前", f"写作「{step.word}：…」")
            )

    def check_trigger_step(self, step: ast.Trigger, depth: int) -> None:
        text = self.words.step(step)
        self.report(error("E220", step.span, f"触发时机「{text}」应写在效果开头，后接它触发的效果",
                          f"写作「{text}：{self.hints['step']}」"))

    def check_notes(self, notes, action) -> None:
        checks = self.verbs.check_note
        for note in notes:
            if isinstance(note, ast.Restated):
                self.check_restated(note, action)
                continue
            check = checks.get(note.__class__)
            if check is not None:
                check(self, note, action)

    def check_restated(self, note: ast.Restated, action) -> None:
        """`转化（支付1物资，抽1张牌）`: steps in （） after a step are never executed, so they must say what the
        step does — its verb module's RESTATES, compared as read back (E251)."""
        if isinstance(action, ast.Command):  # `令目标角色进行1次转化（…）`: the step it commands
            action = action.action
        module = self.verbs.module(action) if action is not None else None
        restates = getattr(module, "RESTATES", None)
        written = "，".join(self.words.step(s) for s in note.steps)
        if restates is None:
            self.report(error("E251", note.span, f"括号中的「{written}」不会执行：括号里只写说明，或复述前一步",
                              "要执行就去掉括号；只是说明就写成「（附注：…）」"))
        elif written != restates:
            step = self.words.step(attrs.evolve(action, notes=()))
            self.report(error("E251", note.span, f"括号中的「{written}」与「{step}」的意思不符（「{step}」是「{restates}」）",
                              f"写「（{restates}）」，或去掉括号中的说明"))

    # -- actions ---------------------------------------------------------------------------

    def check_action(self, action: ast.Action, depth: int) -> None:
        if action.notes:
            self.check_notes(action.notes, action)
        method = _ACTIONS.get(action.__class__, _UNKNOWN)
        if method is _UNKNOWN:
            method = _ACTIONS[action.__class__] = by_class(_ACTION_CHECKS, action.__class__, None)
        if method is not None:
            method(self, action, depth)
            return
        check = self.verbs.check.get(action.__class__)
        if check is not None:
            check(self, action, depth)

    def check_from_zone(self, action: ast.FromZone, depth: int) -> None:
        verb = self.words.step(action.action)
        example = self.hints.get("zone_cards")
        self.report(error("E225", action.zone.span, f"「{verb}」不能从{self.words.zone(action.zone)}取牌",
                          f"从其他区域取牌写作「{example}」" if example else None))

    def check_define_step(self, action: ast.DefineStep, depth: int) -> None:
        self.report(error("E233", action.span, f"「{action.var}为…」后面没有用到它的步骤",
                          f"写在用到它的步骤之前（「{action.var}为…，…」），或写在该步骤后的括号中（「（{action.var}为…）」）"))

    def check_acts(self, action: ast.Acts, depth: int) -> None:
        if not self.is_player(action.actor):
            self.report(error("E204", action.actor.span, f"做动作的必须是角色，「{self.words.ref(action.actor)}」是牌",
                              f"例如「{self.hints['command']}」"))
        self.check_ref(action.actor)
        self._doing(action.actor, action.action, depth)

    def check_command(self, action: ast.Command, depth: int) -> None:
        let = self.words.verb("command")
        if not self.is_player(action.actor):
            self.report(
                error(
                    "E204", action.actor.span, f"「{let}」的对象必须是角色，「{self.words.ref(action.actor)}」是牌",
                    f"例如「{let}{self.hints['command']}」",
                )
            )
        self.check_ref(action.actor)
        if isinstance(action.action, ast.Command):
            self.report(error("E221", action.action.span, f"「{let}」不能嵌套", f"直接写「{let}X…」"))
        self._doing(action.actor, action.action, depth)

    def _doing(self, actor, step, depth: int) -> None:
        """Check `step` done by `actor` (令X…, X…): a verb's check may ask who does it (`self.doer`, None: 你)."""
        outer, self.doer = getattr(self, "doer", None), actor
        try:
            self.check_step(step, depth)
        finally:
            self.doer = outer

    def check_measured(self, action: ast.Measured, allowed: frozenset, verb: str, hint: str,
                       any_ok: bool = True, coloured: frozenset = frozenset()) -> None:
        """A measured verb's quantities: the objects it may act on, amounts, colours. `any_ok`: the
        doer may choose how many (任意张) — not where nothing bounds the choice (获得任意财富).
        `coloured`: the objects a colour may narrow for this verb, beside the game's COLOURED_OBJECTS."""
        for q in action.quantities:
            if q.object not in allowed:
                self.report(error("E202", q.span, f"不能「{verb}」{self.words.object(q.object)}", hint))
            elif q.colour is not None and self.dialect.COLOURED_OBJECTS and \
                    q.object not in coloured | self.dialect.COLOURED_OBJECTS:
                self.report(error("E202", q.span, f"不能「{verb}」{q.colour.word}{self.words.object(q.object)}："
                                  f"这里不能按颜色选牌", f"去掉「{q.colour.word}」"))
            self.check_amount(q.amount, positive=False, any_ok=any_ok, verb=verb)
            if q.colour is not None and q.colour.colour is None:
                self.report(error("E201", q.colour.span, f"未知的颜色「{q.colour.word}」", self.hints["colours"]))

    def check_amount(self, amount, positive: bool, any_ok: bool = False, verb: str = "") -> None:
        if isinstance(amount, ast.Portion) and amount.kind == "any" and not any_ok:
            where = f"「{verb}」的数量" if verb else "这里的数量"
            self.report(error("E232", amount.span, f"{where}不能由执行者任意选择",
                              self.hints.get("any_count", "写出具体的数字，例如「2」")))
            return
        if isinstance(amount, ast.Number):
            if amount.value < 0:
                self.report(error("E200", amount.span, f"数量不能为负数（{amount.value}）", "把数量改为0或正数"))
            elif amount.value == 0:
                self.report(warning("W211", amount.span, "数量为0，此步骤不会产生效果"))
        elif not isinstance(amount, ast.Portion):  # `等于你的领主的精力`: whose attribute it is, as in a condition
            self.check_expr(amount)

    def check_card_target(self, target, verb: str, hint: str) -> None:
        if not self.is_card(target):
            self.report(error("E204", target.span, f"「{verb}」的对象必须是牌", hint))

    def check_quoted(self, text: ast.CardText, depth: int) -> None:
        if depth + 1 > MAX_QUOTE_DEPTH:
            self.report(error("E212", text.span, f"引用的效果嵌套超过{MAX_QUOTE_DEPTH}层"))
            return
        for effect in text.effects:
            if isinstance(effect, ast.Effect) and effect.head is not None:
                self.report(
                    error("E216", effect.head.span, "引用的效果不能带时机", "被执行或变为的效果沿用原牌的时机")
                )
            if isinstance(effect, ast.StaticEffect):
                self.report(error("E216", effect.span, "引用的效果不能是常驻效果"))
        self.check_text(text, depth + 1)

    # -- references, zones, expressions ---------------------------------------------------------

    def check_pronouns(self, nodes) -> None:
        for node in nodes:
            if isinstance(node, ast.Ref) and node.kind in PRONOUNS and id(node) not in self.referents:
                word = self.words.ref(node)
                wanted = {"that_card": "牌", "that_player": "角色", "that_mate": "角色", "former_card": "牌"}.get(node.kind, "角色或牌")
                example = self.hints.get("pronoun")
                before = self._in_an_earlier_effect(node)
                if before is not None:  # named only before a 。: each effect is used on its own (rule 12.8(c))
                    named = self.words.ref(before) if isinstance(before, ast.Ref) else (
                        "那一步移动的牌" if self.verbs.names_card.get(before.__class__) else "前面提到的对象")
                    self.report(error("E224", node.span, f"「{word}」不能指代上一段效果中的「{named}」："
                                      f"「。」（或「；」）结束了一段效果"
                                      f"（规则书：句号代表着一段效果的结束，4.4），每段各自使用、各自选择目标",
                                      f"代词只指代同一段效果中的{wanted}；要指代「{named}」，把两句用「，」连成一段"))
                    continue
                group = next((n for n in nodes if n.span.end <= node.span.start and self._ref_kind(n) == "players"
                              and getattr(n, "NAMES_FOR_PRONOUN", None) is None), None)
                if group is not None and node.kind != "that_card":  # `令两名目标角色…，令其…`: several, not one
                    named = self.words.ref(group)
                    self.report(error("E224", node.span, f"「{word}」只指代一名角色，不指代前面的「{named}」（几名角色）",
                                      f"对它们做的步骤都写在同一个「令{named}…」中，例如「令{named}抽1张牌并弃1张手牌」"))
                    continue
                self.report(error("E224", node.span, f"「{word}」前面没有可以指代的{wanted}",
                                  f"先写出所指的{wanted}" + (f"，例如「{example}」" if example else "")))

    def _in_an_earlier_effect(self, pronoun: ast.Ref):
        """The last player or card an earlier effect of the text names that `pronoun` would stand for, or None."""
        wanted = {"that_card": ("card",), "that_player": ("player",), "that_mate": ("player",), "former_card": ("card",)}.get(pronoun.kind, ("player", "card"))
        named = [n for n in getattr(self, "earlier", ()) if ref_kind(n) in wanted]
        if "card" in wanted:  # `弃1张手牌；若该牌为红色`: the one card an earlier step moved (names_card)
            moves = self.verbs.names_card
            named += [n for n in getattr(self, "earlier", ()) if moves.get(n.__class__) is not None
                      and moves[n.__class__](n) in ((True, THAT_CARD_ONLY) if pronoun.kind in ("that_card", "former_card") else (True,))]
        return max(named, key=lambda n: n.span.end) if named else None

    def check_ref(self, ref) -> None:
        check = self.verbs.check_ref.get(ref.__class__)
        if check is not None:  # a game's own reference node
            check(self, ref)
            return
        if isinstance(ref, ast.Holder):
            self.check_ref(ref.of)
            of = self.resolve(ref.of)
            if isinstance(of, ast.ZoneCards):  # `目标结界…其所有者`: a zone that owns its cards names its holder
                if ref.role != "owner" or of.zone.kind not in self.dialect.HOLDER_OWNS or of.zone.owner is None:
                    self.report(error("E204", ref.of.span, f"「{self.words.zone(of.zone)}」中的牌的"
                                      f"{self.words.word('reference', ref.role)}在结算前无法确定", f"写出所指的角色，或写「{self.hints['holder']}」"))
            elif not self.is_card(ref.of):
                self.report(error("E204", ref.of.span, "只有牌才有所有者或控制者", f"例如「{self.hints['holder']}」"))
        elif isinstance(ref, ast.Within):
            self.check_amount(ref.distance, positive=True)

    def check_zone(self, zone: ast.Zone) -> None:
        if zone.owner is None:
            return
        if zone.kind in self.dialect.SHARED_ZONES:
            shared = self.hints.get("shared_zone")
            self.report(error("E223", zone.owner.span, "公共区域没有所有者",
                              f"公共区域每局只有一个，所有角色共用：去掉「…的」，例如「{shared}」" if shared else "去掉「…的」"))
        elif not self.is_single_player(zone.owner):
            self.report(error("E204", zone.owner.span, "区域的所有者必须是单个角色", f"例如「{self.hints['zone_owner']}」"))
        self.check_ref(zone.owner)

    def check_condition(self, cond) -> None:
        if isinstance(cond, (ast.AllOf, ast.AnyOf)):
            for item in cond.items:
                self.check_condition(item)
            return
        if isinstance(cond, ast.SamePlayer):
            for side in (cond.left, cond.right):
                self.check_ref(side)
                # `若其为你的队友`: one of the players a group word names (纵横坛 rule 10.182)
                if not self.is_single_player(side) and not (side is cond.right and self.one_or_each(side)):
                    self.report(error("E204", side.span, "「是」「不是」只能比较两名确定的角色",
                                      "例如「若目标牌的控制者不是你」"))
            return
        if not isinstance(cond, ast.Comparison):  # a game's own condition node: its module checks it
            check = self.verbs.check.get(cond.__class__)
            if check is not None:
                check(self, cond, 0)
            return
        colour_attr = self.dialect.COLOUR_ATTRIBUTE
        left_colour = isinstance(cond.left, ast.Attribute) and cond.left.name == colour_attr
        colour_word = self.words.attribute(colour_attr) if colour_attr else "颜色"
        if isinstance(cond.right, ast.Colour):
            if not left_colour:
                self.report(error("E210", cond.left.span, f"只有「{colour_word}」可以与颜色比较", f"例如「{self.hints['colour_compare']}」"))
            if cond.right.colour is None:
                self.report(error("E201", cond.right.span, f"未知的颜色「{cond.right.word}」", self.hints["colours"]))
            if cond.op not in ("=", "!="):
                self.report(error("E210", cond.span, "颜色只能用「等于」或「不等于」比较"))
        elif left_colour and isinstance(cond.right, ast.Attribute) and cond.right.name == colour_attr:
            # `若其与此牌颜色相同`: two cards' colours, equal or not (纵横坛 rule 10.170)
            if cond.op not in ("=", "!="):
                self.report(error("E210", cond.span, "颜色只能用「等于」或「不等于」比较",
                                  "比较两张牌的颜色写「相同」或「不同」，例如「若其与此牌颜色相同」"))
        elif left_colour:
            self.report(error("E210", cond.right.span, f"「{colour_word}」只能与颜色比较", "例如「等于红色」"))
        self.check_expr(cond.left)
        if not isinstance(cond.right, ast.Colour):
            self.check_expr(cond.right)

    def check_expr(self, expr) -> None:
        d = self.dialect
        if isinstance(expr, ast.BinOp):
            self.check_expr(expr.left)
            self.check_expr(expr.right)
        elif expr.__class__ in self.verbs.check and not isinstance(expr, ast.Attribute):  # a game's own amount
            self.verbs.check[expr.__class__](self, expr, 0)
        elif isinstance(expr, ast.Attribute) and expr.subject is not None:
            subject = expr.subject
            self.check_ref(subject)
            if expr.name in d.CARD_ATTRIBUTES and not self.is_card(subject):
                word = self.words.attribute(expr.name)
                self.report(error("E204", subject.span, f"只有牌才有{word}", f"例如「{self.words.ref(ast.Ref('target_card', span=subject.span))}的{word}」"))
            elif expr.name in d.PLAYER_ATTRIBUTES and not self.is_single_player(subject) and not self.one_or_each(subject) \
                    and not getattr(self.resolve(subject), "FIRST_FOR_ATTRIBUTE", False):  # `“权杖”的拥有者的财富` (纵横坛 12.27)
                if self.is_card(subject):
                    self.report(error("E204", subject.span, "牌没有这个属性，角色才有", f"例如「{self.hints['player_attribute']}」"))
                else:
                    self.report(error("E204", subject.span, "属性的主体必须是单个角色", f"例如「{self.hints['single_player_attribute']}」"))

    def check_invariant(self, inv: ast.Invariant) -> None:
        if not isinstance(inv.left, ast.Attribute) or inv.left.name not in self.dialect.MUTABLE:
            self.report(
                error(
                    "E209",
                    inv.left.span,
                    f"「{self.words.always()}」前面必须是角色的一个可改变的属性",
                    self.hints["invariant"],
                )
            )
        elif inv.left.subject is not None and not (isinstance(inv.left.subject, ast.Ref) and inv.left.subject.kind == "you"):
            # A static effect has no targets and acts for its card's 你 (rule 13.2); the engine keeps no other.
            self.report(error("E209", inv.left.subject.span, "常驻效果只能约束「你」的属性", self.hints["invariant_you"]))
            return
        self.check_expr(inv.left)
        self.check_expr(inv.right)

    # -- variables -------------------------------------------------------------------------

    def check_variables(self, nodes) -> None:
        defined: dict[str, ast.Define] = {}
        used: list[ast.Var] = []
        for node in nodes:
            if isinstance(node, ast.Define):
                if node.var in defined:
                    self.report(error("E207", node.span, f"变量{node.var}被定义了两次"))
                defined[node.var] = node
            elif isinstance(node, ast.Var):
                used.append(node)
        example = self.hints["define"]
        for name, define in defined.items():
            self.check_expr(define.expr)  # `（X为目标牌的财富）`: whose attribute it is, as in a condition
            for node in self.survey.under(define.expr):
                if isinstance(node, ast.Var) and node.name == name:
                    self.report(
                        error("E208", node.span, f"变量{name}的定义引用了它自己", f"用属性或数字定义{name}，例如「（{name}为{example}）」")
                    )
        for var in used:
            if var.name not in defined:
                self.report(
                    error("E205", var.span, f"变量{var.name}没有定义", f"在同一段效果中加上说明，例如「（{var.name}为{example}）」")
                )
        used_names = {v.name for v in used}
        for name, define in defined.items():
            if name not in used_names:
                self.report(warning("W206", define.span, f"变量{name}定义了但没有使用"))


# Steps and actions the core checks itself, by node class (a subclass is checked as its base);
# any other action is its verb module's (`Verbs.check`).
_STEP_CHECKS = {
    ast.Choice: Checker.check_choice,
    ast.Conjunction: Checker.check_conjunction,
    ast.Group: Checker.check_group,
    ast.Timing: Checker.check_timing_step,
    ast.Trigger: Checker.check_trigger_step,
}
_ACTION_CHECKS = {
    ast.Command: Checker.check_command,
    ast.FromZone: Checker.check_from_zone,
    ast.DefineStep: Checker.check_define_step,
    ast.Acts: Checker.check_acts,
}
_STEPS: dict[type, object] = {}  # every class met: its method, through its bases
_ACTIONS: dict[type, object] = {}
_UNKNOWN = object()
_VERB_STEPS: dict = {}  # a game's Verbs -> its actions that `check_step` hands straight to their verb's check


def _verb_steps(verbs) -> dict:
    """The action classes of a game's verbs whose step check is theirs alone (no core check of the
    step or the action applies, through their bases): node class -> the verb module's `check`."""
    found = _VERB_STEPS[verbs] = {
        cls: check for cls, check in verbs.check.items()
        if issubclass(cls, ast.Action) and by_class(_STEP_CHECKS, cls, None) is None
        and by_class(_ACTION_CHECKS, cls, None) is None
    }
    return found




def _outside_quotes(node):
    """The nodes under `node`, not entering quoted effects (执行「…」, 变为「…」)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        kids = [c for c in ast.children(n) if type(c) is not ast.CardText]
        kids.reverse()
        stack.extend(kids)


class Survey:
    """One version's tree, walked once for every check: its nodes in pre-order (as `ast.walk` yields
    them) and where each node's subtree ends among them, so a check reads a node's subtree as a slice
    instead of walking the tree again."""

    __slots__ = ("nodes", "ends", "portions", "refs", "_index")

    def __init__(self, nodes: list, ends: list[int], portions: list, refs: list) -> None:
        self.nodes = nodes
        self.ends = ends  # ends[i]: the end of the subtree of nodes[i] in `nodes`
        self.portions = portions  # the Portion nodes (所有, 一半, 等量, 任意), in order
        self.refs = refs  # the Ref nodes, in order
        self._index: dict[int, int] | None = None  # id(node) -> its place, made when first asked

    def _find(self, node) -> int | None:
        index = self._index
        if index is None:
            index = self._index = {id(n): i for i, n in enumerate(self.nodes)}
        return index.get(id(node))

    def under(self, node) -> list:
        """`list(ast.walk(node))`, for a node of the tree."""
        i = self._find(node)
        if i is None:  # not a node of this tree
            return list(ast.walk(node))
        return self.nodes[i:self.ends[i]]

    def outside_quotes(self, node):
        """The nodes under `node` in pre-order, not entering quoted effects (执行「…」, 变为「…」)."""
        i = self._find(node)
        if i is None:
            yield from _outside_quotes(node)
            return
        nodes, ends = self.nodes, self.ends
        end = ends[i]
        yield nodes[i]
        i += 1
        while i < end:
            n = nodes[i]
            if n.__class__ is ast.CardText:
                i = ends[i]
                continue
            yield n
            i += 1


class _OutOfBounds(Exception):
    """The tree is deeper, or holds a larger number or a longer expression, than zhdsl.text.bounds allows."""


# node class -> (its child fields, what the survey does with it: _NUMBER, _BINOP, _PORTION, _REF or 0)
_SURVEYED: dict[type, tuple[tuple[str, ...], int]] = {}
_NUMBER, _BINOP, _PORTION, _REF = 1, 2, 3, 4


def _surveyed(cls: type) -> tuple[tuple[str, ...], int]:
    special = next((code for code, base in ((_NUMBER, ast.Number), (_BINOP, ast.BinOp), (_PORTION, ast.Portion),
                                            (_REF, ast.Ref)) if issubclass(cls, base)), 0)
    found = _SURVEYED[cls] = (ast.child_fields(cls), special)
    return found


def survey(text: ast.CardText, numbers: bool = True) -> Survey | None:
    """The survey of one version's tree, or None when a bound of zhdsl.text.bounds is exceeded (then
    `bounds` locates it; `numbers=False` leaves the bound on numbers out). It recurses at most
    `MAX_DEPTH` levels and stops at the first finding."""
    nodes: list = []
    ends: list[int] = []
    portions: list = []
    refs: list = []
    append, mark, known, Node = nodes.append, ends.append, _SURVEYED, ast.Node

    def visit(node, room: int) -> None:
        if room <= 0:
            raise _OutOfBounds
        cls = node.__class__
        fields, special = known.get(cls) or _surveyed(cls)
        if special:
            if special == _REF:
                refs.append(node)
            elif special == _NUMBER:
                if numbers and not -MAX_NUMBER <= node.value <= MAX_NUMBER:
                    raise _OutOfBounds
            elif special == _PORTION:
                portions.append(node)
            elif _terms(node) > MAX_TERMS:
                raise _OutOfBounds
        start = len(nodes)
        append(node)
        mark(0)
        if fields:
            room -= 1
            for name in fields:
                value = getattr(node, name)
                if value.__class__ is tuple:
                    for item in value:
                        if isinstance(item, Node):
                            visit(item, room)
                elif value is not None and isinstance(value, Node):
                    visit(value, room)
        ends[start] = len(nodes)

    try:
        visit(text, MAX_DEPTH)
    except _OutOfBounds:
        return None
    finally:
        visit = None  # noqa: F841 - the closure refers to itself: break the cycle, so nothing waits for the GC
    return Survey(nodes, ends, portions, refs)


# The meanings whose nodes the survey collects for a check: the portions (所有 一半 等量 任意, E217
# and E232), the zone holder (W234) and 其中 (a game's check looks for the step that looked at the cards,
# over the survey's nodes). A node of these comes from a word of its meaning (or is the amount a verb's own
# move acts on, as 洗混's 所有: no check reports that one).
SURVEYED_MEANINGS = ("all", "half", "same", "any", "zone_holder", "among", "moved_cards", "rest", "per_this_way",
                     "replaced_lord", "copy_control", "as_result", "another", "per_has",  # another: 另1张, as 其中 (纵横坛 11.122)  # as_result: `若有角色因此死亡` (纵横坛 10.40(a))
                     "sum")  # sum: `弃置的牌点数之和` needs a step that moved cards before it (纵横坛 10.154)
# A number past MAX_NUMBER is written with three digits or with 百 (the core's NUMBER and CN_NUMBER,
# zhdsl.text.numerals); an expression of more than MAX_TERMS terms has MAX_TERMS operators or more
# (the core's PLUS MINUS TIMES DIVIDE: one BinOp each, as a game's BinOp too — the dialect contract).
# Each screen is its own search: a regex of literal words alone is scanned by its first characters.
_THREE_DIGITS = re.compile("[0-9]{3}").search
_OPERATORS = re.compile("[+\\-×*÷]").findall
_SCREENS: dict = {}  # dialect -> the search for the words of SURVEYED_MEANINGS


def needs_survey(text: str, dialect) -> bool:
    """Whether the survey of `text`'s versions may find what no screen rules out: a number or an
    expression past its bound, a portion or a reference to the zone holder (False: `check` may be
    told `walk=False` for a version whose depth bound keeps it within MAX_DEPTH, `within_depth`)."""
    if "百" in text or _THREE_DIGITS(text) is not None or len(_OPERATORS(text)) >= MAX_TERMS:
        return True
    search = _SCREENS.get(dialect)
    if search is None:
        words = sorted({w for k in dialect.table() if k.meaning in SURVEYED_MEANINGS for w in k.words},
                       key=len, reverse=True)
        search = _SCREENS[dialect] = re.compile("|".join(map(re.escape, words))).search if words else _never
    return search(text) is not None


def _never(text: str) -> None:
    return None


def within_depth(depth_bound: int) -> bool:
    """Whether a tree this deep at most (`ParseResult.depth_bounds`) is within MAX_DEPTH."""
    return depth_bound <= MAX_DEPTH


_NOTHING = Survey([], [], [], [])  # a survey that found nothing: `under` and `outside_quotes` walk the node


def check(text: ast.CardText, dialect, variables: bool = True, pronouns: bool = True,
          stack_card: bool = True, walk: bool = True) -> list[Diagnostic]:
    """The diagnostics of one version. `variables=False` promises the text has no X, Y or Z,
    `pronouns=False` no pronoun and `stack_card=False` no word for the target card, so those checks
    are skipped. `walk=False` promises what `needs_survey` and `within_depth` establish — the tree is
    within every bound of zhdsl.text.bounds and holds no portion and no zone holder —, so when the
    other three flags are False too, no walk over every node is needed."""
    if not (walk or variables or pronouns or stack_card):
        checker = Checker(dialect, _NOTHING, False, False, False)
        checker.check_text(text)
        return checker.diagnostics
    found = survey(text)
    diagnostics: list[Diagnostic] = []
    if found is None:  # a bound is exceeded: locate it
        diagnostics, too_big = bounds(text)
        if too_big:  # the checks below recurse once per level of the tree
            return diagnostics
        found = survey(text, numbers=False)  # numbers too large: the other checks still run
    checker = Checker(dialect, found, variables, pronouns, stack_card)
    for d in diagnostics:
        checker.report(d)
    checker.check_text(text)
    return checker.diagnostics


def bounds(text: ast.CardText) -> tuple[list[Diagnostic], bool]:
    """The bounds of zhdsl.text.bounds on one version's tree — its depth, the terms of each
    expression, every number — found without recursion. The flag says the tree is too deep or an
    expression too long for the recursive checks (and the lowering) to walk."""
    out: list[Diagnostic] = []
    too_big = False
    stack: list[tuple[ast.Node, int, bool]] = [(text, 1, False)]
    while stack:
        node, depth, in_expr = stack.pop()
        if depth > MAX_DEPTH:
            if not too_big:
                out.append(error("E227", node.span, f"结构嵌套过深：超过{MAX_DEPTH}层",
                                 "拆成几段效果，或减少一层套一层的「若」「否则」与括号"))
            too_big = True
            continue
        if isinstance(node, ast.Number) and abs(node.value) > MAX_NUMBER:
            out.append(error("E228", node.span, f"数字过大：{node.value}，卡牌文本中的数字最多为{MAX_NUMBER}",
                             f"写一个不超过{MAX_NUMBER}的数"))
        if isinstance(node, ast.BinOp) and not in_expr:
            terms = _terms(node)
            if terms > MAX_TERMS:
                out.append(error("E229", node.span, f"表达式过长：{terms}项，一个表达式最多{MAX_TERMS}项",
                                 "用变量分几步写，或简化计算"))
                too_big = True
                continue
        in_expr = isinstance(node, ast.BinOp)
        stack.extend((child, depth + 1, in_expr) for child in ast.children(node))
    return out, too_big


def _terms(expr: ast.BinOp) -> int:
    """How many terms an arithmetic expression joins (`1+2×3`: three)."""
    count, stack = 0, [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.BinOp):
            stack.append(node.left)
            stack.append(node.right)
        else:
            count += 1
    return count


def iter_codes() -> Iterator[str]:
    """Every diagnostic code the text pipeline can report (for docs and tests)."""
    yield from CODES


# The codes of the core text pipeline; a game adds its own with `register_codes`.
CODES: dict[str, str] = {
    "E100": "此处不应出现的词语或符号",
    "E101": "无法识别的词语",
    "E102": "效果意外结束",
    "E103": "括号或引号不配对",
    "E104": "效果文本为空",
    "E105": "无法识别的数字",
    "E110": "「|」对应的版本数不一致",
    "E111": "「|」两侧缺少内容",
    "E112": "「|」过多",
    "E113": "版本过多",
    "E199": "内部错误（zhdsl 的缺陷）",
    "W120": "重复的标点",
    "E200": "数量为负数",
    "E201": "未知的颜色",
    "E202": "动作不能作用于该对象",
    "E203": "不存在的时机",
    "W204": "重复的时机",
    "E204": "对象的种类不对（角色/牌）",
    "E205": "未定义的变量",
    "W206": "未使用的变量",
    "E207": "重复定义的变量",
    "E208": "变量的定义引用了自身",
    "E209": "常驻效果的左边不是可改变的属性",
    "E210": "颜色比较有误",
    "W211": "数量为0",
    "E212": "嵌套过深",
    "E213": "效果文本过长",
    "E214": "相互矛盾的时机",
    "E215": "「&」后的数量没有可附着的动作",
    "E216": "引用的效果带有时机或是常驻效果",
    "E217": "「所有」「一半」「等量」用在了动作的数量以外",
    "E218": "「：」之前写了动作",
    "E219": "必须执行的效果缺少触发时机",
    "E220": "时机写在了「：」之后",
    "E221": "「令」嵌套",
    "E224": "代词前面没有可指代的角色或牌",
    "E225": "动作不能从这个区域取牌",
    "E227": "结构嵌套过深",
    "E228": "数字过大",
    "E229": "表达式过长",
    "E232": "数量不能由执行者任意选择",
    "E233": "变量定义后面没有步骤",
    "E251": "括号中的步骤不是前一步的复述",
    "E235": "「若…无法…」说的不是它前面那一步",
    "E236": "数量前写的角色不是做这个动作的角色",
    "E271": "同一段效果的目标牌被限定为两种不同的牌",
    "W230": "需要目标牌仍在结算区上的步骤写在使它离开的步骤之后",
    "W231": "时机只在没有牌结算时可用，却引用了目标牌",
    "W234": "引用了此牌所在区域的角色，而这段效果结算时此牌不在任何角色的区域中",
}


OWNERS: dict[str, str] = {}  # code -> the game that registered it (the core's codes have none)


def register_codes(codes: dict[str, str], owner: str = "") -> None:
    """A game's own diagnostic codes (its verbs' checks), for docs and `zhdsl check --codes`; `owner` is
    the game's id, so each game's tests can find the codes that are its own."""
    for code, text in codes.items():
        if CODES.get(code, text) != text:
            raise ValueError(f"diagnostic code {code} is already taken: {CODES[code]}")
        CODES[code] = text
        if owner:
            OWNERS[code] = owner


def codes_of(*owners: str) -> set[str]:
    """The codes of these games ("" for the core's own)."""
    return {code for code in CODES if OWNERS.get(code, "") in owners}


def _close_matches(word, possibilities, n, cutoff):
    """difflib.get_close_matches, imported only when a hint needs it (it costs start-up time)."""
    from difflib import get_close_matches

    return get_close_matches(word, possibilities, n=n, cutoff=cutoff)
