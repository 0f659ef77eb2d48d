"""lang14c: `结附目标角色：该角色回合开始时，折损1财富`, `结附1名其他角色：当其使用牌时，其折损1财富`: a 结附 step before `：`
with a trigger first after it is the 结附 effect and, after it, the ward's triggered segment `锁定&<trigger>：<the rest>` (rule
13.50) — the same card as `结附目标角色。锁定&其回合开始时：折损1财富`. 该角色/其 in the trigger are the attached player."""

from __future__ import annotations

import attrs

from zhdsl.text import ast

NODES = ()
RULES = {}


def _trigger_first(body) -> bool:
    steps = getattr(body, "steps", None)
    if not steps or not (steps[1:] or body.conditional is not None):
        return False
    first = steps[0]
    parts = first.parts if isinstance(first, ast.Conjunction) else (first,)
    return any(isinstance(p, ast.Trigger) for p in parts) and all(isinstance(p, ast.Trigger | ast.Timing) for p in parts)


def fold_effects(b, effects: tuple) -> tuple:
    out: list = []
    for effect in effects:
        head = getattr(effect, "head", None)
        parts = head.parts if head is not None else ()
        if not (isinstance(effect, ast.Effect) and len(parts) == 1 and isinstance(parts[0], ast.Attach)
                and _trigger_first(effect.body)):
            out.append(effect)
            continue
        attach, body = parts[0], effect.body
        trigger, rest = body.steps[0], body.steps[1:]
        more = trigger.parts if isinstance(trigger, ast.Conjunction) else (trigger,)
        locked = ast.Timing(b.dialect.word("LOCKED"), "LOCKED", span=trigger.span)
        timings = () if any(isinstance(p, ast.Timing) and p.kind == "LOCKED" for p in more) else (locked,)
        start = rest[0].span.start if rest else body.conditional.span.start
        segment_body = attrs.evolve(body, steps=tuple(rest), span=ast.Span(start, body.span.end))
        out.append(ast.Effect(None, ast.Sequence((attach,), span=attach.span), span=attach.span))
        out.append(ast.Effect(ast.Head((*timings, *more), span=trigger.span), segment_body,
                              span=trigger.span.cover(body.span)))
    return tuple(out)
