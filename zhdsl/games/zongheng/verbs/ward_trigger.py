"""A ward's triggered segment written in （） right after 结附: `结附目标角色3回合（每当其使用红色牌后，其折损1财富）` — the
same as the segment `锁定&当结附的角色使用红色牌后：其折损1财富` written after the effect (rule 13.11). 其/该角色 in the
trigger are the player the card is attached to; the note is taken out of the 结附 step and becomes that segment of the
card when the text is built, so the card reads, checks and plays as if the segment had been written."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.events import ActionEvent
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class WardTrigger(ast.Node):
    """The note （当…后，…）: the trigger and the steps of the segment it stands for."""

    trigger: ast.Trigger
    body: ast.Sequence
    OWN_BRACKET = True


NODES = (WardTrigger,)


def build_ward_action(b, meta, children):
    """`每当其使用红色牌后`: 其 (该角色) after 当 is the attached player (rule 13.11)."""
    what, card, *more = next(c for c in children if isinstance(c, tuple))
    after = any(getattr(c, "type", None) == "AFTER" for c in children)
    event = ActionEvent("attached", what, card, after, colour=more[0] if more else None, span=b.span(meta))
    return ast.Trigger(event, span=b.span(meta))


def build(b, meta, children):
    trigger, body = (c for c in children if isinstance(c, ast.Node))
    if not isinstance(body, ast.Sequence):
        body = ast.Sequence((body,), span=body.span)
    return (WardTrigger(trigger, body, span=b.span(meta)),)


def build_ward_turn(b, meta, children):
    """`（其回合开始时，…）`, `（该角色的回合结束时，…）`: the turn of the attached player, whose 结界区 holds the card — the
    segment's own 回合开始时/回合结束时 (rule 13.12)."""
    from zhdsl.games.zongheng.verbs.events import Event

    word = next(c for c in children if getattr(c, "type", None) in ("ITS_TURN_START", "ITS_TURN_END"))
    timing = "TURN_START" if word.type == "ITS_TURN_START" else "TURN_END"
    return ast.Trigger(Event(timing, span=b.tok_span(word)), span=b.span(meta))


def build_pronoun(b, meta, children):
    """`当其使用牌时`, `每当该角色抽牌后` written before `：` or after `结附…：` (rule 9.190): 其 is the warded player, as in the
    note; in a lasting trigger (rule 11.190) the player 其 names before it, bound when the trigger is made."""
    trigger = build_ward_action(b, meta, children)
    word = next(c for c in children if getattr(c, "type", None) in ("IT", "THAT_PLAYER"))
    kind = "it" if word.type == "IT" else "that_player"
    b.notes.setdefault("bare_subjects", {})[trigger.span.start] = ast.Ref(kind, span=b.tok_span(word))
    return attrs.evolve(trigger, event=attrs.evolve(trigger.event, pronoun=True))


RULES = {"ward_trigger": build, "ward_action": build_ward_action, "ward_turn": build_ward_turn,
         "pronoun_trigger": build_pronoun}


def _segment(b, note: WardTrigger) -> ast.Effect:
    head = ast.Head((ast.Timing(b.dialect.word("LOCKED"), "LOCKED", span=note.span), note.trigger), span=note.span)
    return ast.Effect(head, note.body, span=note.span)


def fold_effects(b, effects: tuple) -> tuple:
    """Each 结附 step of an effect's own steps that carries a （当…，…） note loses it, and the segment it stands for
    follows that effect (in the order written)."""
    out: list = []
    for effect in effects:
        body = getattr(effect, "body", None)
        steps = getattr(body, "steps", None)
        if not isinstance(effect, ast.Effect) or not steps:
            out.append(effect)
            continue
        segments, new_steps = [], []
        for step in steps:
            notes = getattr(step, "notes", ()) if isinstance(step, ast.Attach) else ()
            ward = tuple(n for n in notes if isinstance(n, WardTrigger))
            if ward:
                segments.extend(_segment(b, n) for n in ward)
                step = attrs.evolve(step, notes=tuple(n for n in notes if not isinstance(n, WardTrigger)))
            new_steps.append(step)
        out.append(attrs.evolve(effect, body=attrs.evolve(body, steps=tuple(new_steps))) if segments else effect)
        out.extend(segments)
    return tuple(out)


def check_note(c, note: WardTrigger, action) -> None:
    """A （当…，…） note left where it is: not right after a 结附 that is one of its effect's own steps."""
    attach = c.words.verb("attach")
    c.report(c.error("E279", note.span, f"括号中的触发效果只能紧跟在一段效果自己的「{attach}」步骤之后",
                     f"例如「{attach}目标角色3回合（每当其使用红色牌后，其折损1财富）」，或写成新的一段"
                     f"「锁定&当结附的角色使用红色牌后：其折损1财富」"))


def note_flags(note: WardTrigger) -> dict:
    return {}


def describe(d, node: WardTrigger) -> str:
    return ""
