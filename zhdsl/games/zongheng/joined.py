"""Rule 12.180: a sentence with no timing whose pronoun (其, 该牌, 该角色 — or a card left unsaid, `若为黄色`) names
nothing in its own sentence but names what the sentence before it named continues that sentence's effect:
`即刻：反制目标行动。若该牌的点数不小于5，其使用者折损2财富` is one effect, used once, with one set of targets, as if
joined by `，` — each later sentence its own block of steps (`若A，X；若B，Y`: B is not under A), run after the ones
before unless one of those failed (10.2). Both the checker and the lowering read the joined text, so the E224 of a
pronoun across `。` remains only where the sentence before names nothing it could stand for. A card that 结附s keeps its
sentences apart (its other segments are the ward's, rule 12.8(i))."""

from __future__ import annotations

import attrs

from zhdsl.compiler.pronouns import PRONOUNS, antecedents, event_card_referent, event_referent
from zhdsl.text import ast
from zhdsl.text.source import Span


def join_continued(text: ast.CardText, dialect) -> ast.CardText:
    """`text` with each continuing sentence joined to the effect before it (unchanged when there is none)."""
    effects = text.effects
    if not any(isinstance(e, ast.Effect) and e.head is None for e in effects[1:]):
        return text
    if any(isinstance(n, ast.Attach) for e in effects for n in ast.walk(e)):
        return text
    verbs = dialect.verbs()
    out: list = []
    changed = False
    for effect in effects:
        before = out[-1] if out else None
        if isinstance(before, ast.Effect) and isinstance(effect, ast.Effect) and effect.head is None:
            loose = _loose(effect, dialect, verbs)
            if loose:
                joined = _join(before, effect)
                if not loose & _loose(joined, dialect, verbs):
                    out[-1] = joined
                    changed = True
                    continue
        out.append(effect)
    return attrs.evolve(text, effects=tuple(out)) if changed else text


def _loose(effect: ast.Effect, dialect, verbs) -> frozenset:
    """The pronouns of `effect` that name nothing within it (by where they stand in the text)."""
    nodes = list(ast.walk(effect))
    pronouns = [n for n in nodes if isinstance(n, ast.Ref) and n.kind in PRONOUNS]
    if not pronouns:
        return frozenset()
    found = antecedents(nodes, event_referent(effect, dialect, verbs), verbs.names_card,
                        event_card_referent(effect, dialect, verbs), dialect.CARD_ATTRIBUTES)
    return frozenset((p.kind, p.span.start) for p in pronouns if id(p) not in found)


def _join(before: ast.Effect, after: ast.Effect) -> ast.Effect:
    """One effect: the steps of `before`, then `after`'s as a block of their own (its 若 guards only its own steps)."""
    steps = _as_steps(before.body)
    body = after.body
    if body.otherwise is None:
        # the last sentence, or one with no 否则 of its own: its steps follow on (`A，若c，B`)
        joined = ast.Sequence(steps + body.steps, body.conditional, None, span=Span(before.body.span.start, body.span.end))
    else:
        block = ast.Group(body, span=body.span)
        joined = ast.Sequence(steps + (block,), None, None, span=Span(before.body.span.start, body.span.end))
    return ast.Effect(before.head, joined, span=Span(before.span.start, after.span.end))


def _is_block(body: ast.Sequence) -> bool:
    return body.conditional is not None or body.otherwise is not None


def _as_steps(body: ast.Sequence) -> tuple:
    """`before`'s body as steps to go on from: its own steps, then its 若 and what it guards as one block (so that it
    does not reach over what follows); the whole of it as one block when it has a 否则 for a failed step."""
    if body.otherwise is not None:
        return (ast.Group(body, span=body.span),)
    if body.conditional is None:
        return body.steps
    guarded = ast.Sequence((), body.conditional, None, span=body.conditional.span)
    return body.steps + (ast.Group(guarded, span=guarded.span),)
