"""The cards looked at, named again (rule 11.172): `将其以任意顺序放回牌库顶` — 其 with 以任意顺序 is the cards the effect looked
at (查看, 展示, 选择) still there, 其余 (11.27(b)); and a sentence after `。` with no timing whose first step acts on those
cards (`其中N张`, `其余`, `以任意顺序放回`, `若其中有…`) continues the effect that looked at them, as 10.26's 再 does:
`查看牌库顶的3张牌。以任意顺序放回。` is `查看牌库顶的3张牌，以任意顺序放回`."""

from __future__ import annotations

from zhdsl.text import ast

NODES = ()


def looked_it(b, cards):
    """`其` (or `它们`) moved in any order: the looked-at cards still there (Rest); anything else as written."""
    from zhdsl.games.zongheng.verbs.cards import Rest

    if isinstance(cards, ast.Ref) and cards.kind == "it":
        return Rest(span=cards.span)
    return cards


def _looks(effect) -> bool:
    from zhdsl.games.zongheng.verbs.look import Look

    return any(isinstance(n, Look) or type(n).__name__ in ("ChooseCards", "ChooseAmong") for n in ast.walk(effect))


def _uses_looked(node) -> bool:
    from zhdsl.games.zongheng.verbs.among_count import AmongHas
    from zhdsl.games.zongheng.verbs.cards import Rest
    from zhdsl.games.zongheng.verbs.put_back import PutBack

    return any(isinstance(n, ast.Among | Rest | PutBack | AmongHas) for n in ast.walk(node))


def _first(seq):
    """The first step of a sequence and the condition before it, if any."""
    if seq.steps:
        return seq.steps[0], None
    if seq.conditional is not None:
        step, _ = _first(seq.conditional.then)
        return step, seq.conditional.condition
    return None, None


def fold_effects(b, effects: tuple) -> tuple:
    marked = False
    for before, effect in zip(effects, effects[1:]):
        if not (isinstance(effect, ast.Effect) and effect.head is None and isinstance(before, ast.Effect)):
            continue
        step, condition = _first(effect.body)
        if step is None or _looks(effect) and not _uses_looked(condition or step):
            continue
        if (_uses_looked(step) or condition is not None and _uses_looked(condition)) and _looks(before):
            b.continues(step.span)
            marked = True
    return b._join_continuing(effects) if marked else effects
