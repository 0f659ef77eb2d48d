"""A triggered note before a segment's head: `（你转化时，额外抽1张牌）限定：横置，获得2物资` — the note is a segment of
the card of its own, `锁定&当你转化时：额外抽1张牌`, written before the segment whose head follows it (rule 13.20). It is
taken out of that head when the text is built, so the card reads, checks and plays as if both segments had been
written, the note's first."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class LeadTrigger(ast.Node):
    """`（当…时，…）` right before a timing: the segment it stands for (`segment`) and the timing after it (`head`)."""

    segment: ast.Node  # an ast.Effect, or None when the bracket is not a trigger and its steps
    head: ast.Node


NODES = ()  # built and folded away in the same pass (fold_effects): a text never holds one, nothing checks or lowers it


def _parts(step) -> tuple:
    return step.parts if isinstance(step, ast.Conjunction) else (step,)


def build(b, meta, children):
    group, head = (c for c in children if isinstance(c, ast.Node))
    body = getattr(group, "body", None)
    steps = getattr(body, "steps", ())
    first = steps[0] if steps else None
    parts = _parts(first) if first is not None else ()
    trigger = [p for p in parts if isinstance(p, ast.Trigger)]
    if not trigger or not all(isinstance(p, ast.Trigger | ast.Timing) for p in parts) or len(steps) < 2:
        b.diagnostics.append(error("E220", group.span, "写在时机之前的括号只能是一个触发效果：「（当…时，…）」",
                                   "例如「（你转化时，额外抽1张牌）限定：横置，获得2物资」，或写成单独的一段"
                                   "「锁定&当你转化时：额外抽1张牌。」"))
        return LeadTrigger(None, head, span=b.span(meta))
    timings = tuple(p for p in parts if isinstance(p, ast.Timing))
    locked = () if any(t.kind == "LOCKED" for t in timings) else (
        ast.Timing(b.dialect.word("LOCKED"), "LOCKED", span=first.span),)
    rest = ast.Sequence(steps[1:], body.conditional, body.otherwise,
                        span=ast.Span(steps[1].span.start, body.span.end))
    segment = ast.Effect(ast.Head((*locked, *parts), span=first.span), rest, span=group.span)
    return LeadTrigger(segment, head, span=b.span(meta))


def build_once(b, meta, children):
    """`（此技能每回合限1次）主动：…`: the note is 限定's definition (9.6): the head is its timing and 限定 (rule 13.170)."""
    head = next(c for c in children if isinstance(c, ast.Node))
    note = next(c for c in children if isinstance(c, str) and c.type == "ONCE_NOTE")
    limited = ast.Timing(b.dialect.word("LIMITED"), "LIMITED", span=b.tok_span(note))
    return LeadTrigger(None, ast.Conjunction((*_parts(head), limited), span=head.span), span=b.span(meta))


RULES = {"lead_trigger": build, "once_head": build_once}


def fold_effects(b, effects: tuple) -> tuple:
    """An effect whose head opens with a LeadTrigger: the note's segment first, then the effect with its own head."""
    out: list = []
    for effect in effects:
        head = getattr(effect, "head", None)
        parts = getattr(head, "parts", ())
        leads = [p for p in parts if isinstance(p, LeadTrigger)]
        if not leads:
            out.append(effect)
            continue
        new_parts = []
        for p in parts:
            if isinstance(p, LeadTrigger):
                if p.segment is not None:
                    out.append(p.segment)
                new_parts.extend(_parts(p.head))
            else:
                new_parts.append(p)
        start = new_parts[0].span.start
        out.append(attrs.evolve(effect, head=attrs.evolve(head, parts=tuple(new_parts),
                                                          span=ast.Span(start, head.span.end))))
    return tuple(out)
