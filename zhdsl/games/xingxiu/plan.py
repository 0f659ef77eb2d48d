"""What a card's or a skill's text means as a whole, read once when the card library is built
(rules 6, 8.3, 9.2, 14.1): the sentences of a card text are grouped into its uses (a sentence that says
how it is used — `出牌阶段，对…使用` or `当…时，…使用…` — and the sentences after it), the judgement effect of a
delayed strategy (`判定阶段，…`, `判定完后，…`) and an equipment's skills (every sentence after the one
that places it in the 装备区); a skill text is one or more parts, each a head and its sentences.

Nothing here is per-card code: it reads the parsed text and the compiled program."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.xingxiu import statics as st
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

MODIFIERS = frozenset({"LOCKED", "LIMITED_SKILL", "LORD_SKILL", "AWAKEN", "ONCE", "ONCE_PER_TURN", "OUT_OF_TURN",
                       "IN_OWN_TURN"})
PHASE_TIMINGS = frozenset({
    "PREPARE_START", "PREPARE_END", "JUDGE_START", "JUDGE_END", "DRAW_START", "DRAW_END", "PLAY_START", "PLAY_END",
    "DISCARD_START", "DISCARD_END", "FINISH_START", "FINISH_END", "TURN_START", "TURN_END",
})
# `结束阶段，…` (the family's modern wording) is the phase's start
BARE_PHASES = {"PREPARE_PHASE": "PREPARE_START", "FINISH_PHASE": "FINISH_START", "DISCARD_PHASE": "DISCARD_START"}


@attrs.frozen
class Head:
    timings: frozenset  # timing terminals written (phase words, kinds of skill)
    event: Any = None  # EventSpec of a `当…` head
    phase_of: Any = None  # (player reference, timing terminal) of `其他角色的X阶段开始时`

    @property
    def kinds(self) -> frozenset:
        return self.timings & MODIFIERS


@attrs.frozen
class UsePlan:
    """One way to use a card (rule 6.1)."""

    index: int
    head: Head
    usage: Any  # UsageStep: its target reference (None: used on no one)
    conditions: tuple  # conditions the use needs (若…，对…使用)
    body: Any  # run for each target
    program: Any  # the EffectProgram of the use's first sentence (what the stack shows)
    preface: tuple = ()  # steps run once before the targets (亮出…)

    @property
    def window(self):
        return self.head.event

    @property
    def in_play_phase(self) -> bool:
        return self.head.event is None and "PLAY_PHASE" in self.head.timings


@attrs.frozen
class SkillPart:
    """One part of a skill (or of an equipment's text): its head and what it does."""

    head: Head
    body: Any
    program: Any
    statics: tuple  # st.Static
    converts: tuple  # ConvertSpec
    text: str

    @property
    def locked(self) -> bool:
        return "LOCKED" in self.head.timings

    @property
    def active(self) -> bool:
        """Used by its owner in the play phase (出牌阶段[限一次]，你可以…)."""
        return "PLAY_PHASE" in self.head.timings and self.head.event is None and not self.converts

    @property
    def draw_phase(self) -> bool:
        return "DRAW_PHASE" in self.head.timings and self.head.event is None

    @property
    def phase_timings(self) -> frozenset:
        t = self.head.timings & PHASE_TIMINGS
        return t | {BARE_PHASES[k] for k in self.head.timings if k in BARE_PHASES}

    @property
    def need(self) -> tuple[str, str] | None:
        """(mode, name) of `当你需要使用或打出「X」时` skills."""
        ev = self.head.event
        if ev is not None and ev.kind == "need" and ev.card is not None and ev.card.name:
            return ("use_or_play", ev.card.name)
        return None


@attrs.frozen
class CardPlan:
    uses: tuple  # UsePlan
    judgement: Any = None  # the judgement effect of a delayed strategy (a step), or None
    skills: tuple = ()  # SkillPart: an equipment's skills
    delayed: bool = False  # its use puts it into a 判定区 (rule 8.3)
    equipment: bool = False  # its use puts it into the 装备区


@attrs.frozen
class SkillPlan:
    parts: tuple  # SkillPart


class PlanError(ValueError):
    def __init__(self, diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def _head(effect_ast, lowerer) -> Head:
    if effect_ast.head is None:
        return Head(frozenset())
    timings, event, phase_of = set(), None, None
    from zhdsl.games.xingxiu.verbs.events import Event
    from zhdsl.games.xingxiu.verbs.text import PhaseOf

    for part in effect_ast.head.parts:
        if isinstance(part, ast.Timing):
            timings.add(part.kind)
        elif isinstance(part, ast.Trigger) and isinstance(part.event, Event):
            event = lowerer.lower(part.event)
        elif isinstance(part, ast.Trigger) and isinstance(part.event, PhaseOf):
            phase_of = (lowerer.lower(part.event.player), part.event.timing.kind)
    return Head(frozenset(timings), event, phase_of)


def _find_usage(step, conditions=()):
    """(UsageStep, the conditions above it) in a program body, or None."""
    from zhdsl.games.xingxiu.verbs.usage import UsageStep

    if isinstance(step, UsageStep):
        return step, conditions
    if isinstance(step, fx.Sequence):
        for s in step.steps:
            found = _find_usage(s, conditions)
            if found is not None:
                return found
        if step.condition is not None:
            return _find_usage(step.then, conditions + (step.condition,))
    return None


def _places(step, zone: str) -> bool:
    from zhdsl.games.xingxiu.verbs.place import PlaceStep

    if isinstance(step, PlaceStep):
        return step.zone.zone == zone
    if isinstance(step, fx.Sequence):
        return any(_places(s, zone) for s in step.steps) or (step.then is not None and _places(step.then, zone))
    if isinstance(step, fx.CommandStep):
        return _places(step.action, zone)
    return False


def _converts(body) -> tuple:
    from zhdsl.games.xingxiu.verbs.choose import MayStep
    from zhdsl.games.xingxiu.verbs.convert import ConvertSpec

    out = []

    def walk(s):
        if isinstance(s, ConvertSpec):
            out.append(s)
        elif isinstance(s, fx.Sequence):
            for x in s.steps:
                walk(x)
        elif isinstance(s, (fx.CommandStep, MayStep)):
            walk(s.action)

    walk(body)
    return tuple(out)


def join(bodies) -> Any:
    return bodies[0] if len(bodies) == 1 else fx.Sequence(tuple(bodies))


def mentions_focus(obj, depth: int = 0) -> bool:
    """Whether a step refers to the player a multi-target card is resolving for (its target)."""
    from zhdsl.games.xingxiu.selectors import PersonRef, PronounRef, Selector
    from zhdsl.games.xingxiu.verbs.usage import UsageStep

    if depth > 40:
        return True
    if isinstance(obj, UsageStep):
        return False
    if isinstance(obj, PronounRef):
        return obj.antecedent is None or mentions_focus(obj.antecedent, depth + 1)
    if isinstance(obj, PersonRef):
        return obj.kind in ("all", "target")
    if isinstance(obj, Selector):
        return obj.quantity[0] in ("each", "all")
    if isinstance(obj, (tuple, list)):
        return any(mentions_focus(x, depth + 1) for x in obj)
    if attrs.has(type(obj)):
        return any(mentions_focus(getattr(obj, f.name), depth + 1) for f in attrs.fields(type(obj)))
    return False


def _split_preface(body) -> tuple[tuple, Any]:
    """The steps before the first that names the target (run once), and the rest (run per target)."""
    steps: list = []

    def flatten(s):
        if isinstance(s, fx.Sequence) and s.condition is None and s.otherwise is None:
            for x in s.steps:
                flatten(x)
        else:
            steps.append(s)

    flatten(body)
    preface = []
    for s in steps:
        if mentions_focus(s):
            break
        preface.append(s)
    from zhdsl.games.xingxiu.verbs.usage import UsageStep

    if not preface or all(isinstance(s, UsageStep) for s in preface):
        return (), body
    rest = steps[len(preface):]
    return tuple(s for s in preface if not isinstance(s, UsageStep)), fx.Sequence(tuple(rest))


def plan_card(versions, programs, dialect, equipment: bool) -> CardPlan:
    """The plan of a game card from its parsed text (one version) and its program."""
    from zhdsl.compiler.lower import Lowerer
    from zhdsl.games.xingxiu.selectors import PersonRef

    (text,) = versions
    (program,) = programs
    lowerer = Lowerer(dialect)
    sentences = [e for e in text.effects if isinstance(e, ast.Effect)]
    progs = program.effects
    uses: list[dict] = []
    judgement: list = []
    skills: list = []
    mode = "start"
    delayed = placed_equipment = False
    for i, (e, prog) in enumerate(zip(sentences, progs)):
        head = _head(e, lowerer)
        usage = _find_usage(prog.body)
        if mode == "equipment":
            if e.head is None and skills and not _converts(prog.body) and not _converts(skills[-1][1][0]):
                skills[-1][1].append(prog.body)
            else:
                skills.append([head, [prog.body], prog])
            continue
        if usage is not None:
            uses.append({"head": head, "usage": usage, "bodies": [prog.body], "program": prog, "sentence": e})
            mode = "use"
            if _places(prog.body, "equip"):
                placed_equipment, mode = True, ("equipment" if equipment else mode)
            continue
        if "JUDGE_PHASE" in head.timings and head.event is None:
            judgement.append(prog.body)
            mode = "judgement"
            continue
        if "AFTER_JUDGE" in head.timings:
            if not judgement:
                raise PlanError(error("E248", e.span, "「判定完后」前面没有判定阶段的效果", "先写「判定阶段，…」"))
            judgement.append(prog.body)
            continue
        if e.head is None and mode == "use":
            uses[-1]["bodies"].append(prog.body)
            if _places(prog.body, "judge"):
                delayed = True
            if _places(prog.body, "equip"):
                placed_equipment = True
                if equipment:
                    mode = "equipment"
            continue
        if e.head is None and mode == "judgement":
            judgement.append(prog.body)
            continue
        if mode == "start":
            raise PlanError(error("E248", e.span, "牌的第一句要写明怎样使用",
                                  "例如「出牌阶段，对一名其他角色使用。」或「当一张「进攻」对你生效前，使用此牌，…」"))
        raise PlanError(error("E248", e.span, "这一句既不是牌的用法，也不是用法之后的效果",
                              "装备牌的技能写在「将此牌置于你的装备区。」之后"))
    if not uses:
        span = sentences[0].span if sentences else text.span
        raise PlanError(error("E248", span, "牌的文本中没有使用方式（「对…使用」或「使用此牌」）",
                              "例如「出牌阶段，对自己使用。你摸两张手牌。」"))
    if equipment and not placed_equipment:
        raise PlanError(error("E248", sentences[0].span, "装备牌要写「将此牌置于你的装备区」", "规则 9.2"))
    out = []
    for k, u in enumerate(uses):
        step, conditions = u["usage"]
        body = join(u["bodies"])
        preface = ()
        if isinstance(step.target, PersonRef) and step.target.kind == "all":
            preface, body = _split_preface(body)
        out.append(UsePlan(k, u["head"], step, conditions, body, u["program"], preface))
    parts = tuple(_part(head, join(bodies), prog) for head, bodies, prog in skills)
    return CardPlan(tuple(out), join(judgement) if judgement else None, parts, delayed, placed_equipment)


def _part(head, body, prog) -> SkillPart:
    return SkillPart(head, body, prog, st.find(body), _converts(body), prog.written)


def plan_skill(versions, programs, dialect) -> SkillPlan:
    """The parts of a skill: each headed sentence with the headless sentences after it."""
    from zhdsl.compiler.lower import Lowerer

    (text,) = versions
    (program,) = programs
    lowerer = Lowerer(dialect)
    parts: list[list] = []
    for e, prog in zip([x for x in text.effects if isinstance(x, ast.Effect)], program.effects):
        if _find_usage(prog.body) is not None:
            raise PlanError(error("E249", e.span, "技能中不能写牌的使用方式（「对…使用」）",
                                  "技能写作「出牌阶段，你可以…」「当你…时，你可以…」"))
        if e.head is not None or not parts:
            parts.append([_head(e, lowerer), [prog.body], prog, e])
        else:
            parts[-1][1].append(prog.body)
    return SkillPlan(tuple(_part(head, join(bodies), prog) for head, bodies, prog, _e in parts))
