"""Pronouns: 其, 该角色, 该牌 refer back to the last player or card named before them in the same
effect (rule 12.5). 该角色 takes the last player, 该牌 the last card, 其 the last player — or the
last card when no player was named."""

from __future__ import annotations

from zhdsl.text import ast

PRONOUNS = frozenset({"it", "that_player", "that_card"})
PLAYER_KINDS = frozenset({"you", "target_player", "target_other", "all_players", "all_others"})
CARD_KINDS = frozenset({"self", "this_card", "target_card"})


def _kind(ref) -> str | None:
    """"player", "card" or None (a pronoun, or something else)."""
    if isinstance(ref, ast.Ref):
        if ref.kind in PLAYER_KINDS:
            return "player"
        if ref.kind in CARD_KINDS:
            return "card"
        return None
    if isinstance(ref, (ast.Within, ast.Holder)):
        return "player"
    return None


def antecedents(node) -> dict[int, object]:
    """id(pronoun) -> the reference it stands for, for every pronoun under `node` that has one."""
    refs = sorted(
        (n for n in ast.walk(node) if isinstance(n, (ast.Ref, ast.Within, ast.Holder))),
        key=lambda n: (n.span.start, -n.span.end),
    )
    last: dict[str, object] = {}
    out: dict[int, object] = {}
    for ref in refs:
        if isinstance(ref, ast.Ref) and ref.kind in PRONOUNS:
            if ref.kind == "that_card":
                found = last.get("card")
            elif ref.kind == "that_player":
                found = last.get("player")
            else:
                found = last.get("player", last.get("card"))
            if found is not None:
                out[id(ref)] = found
            continue
        kind = _kind(ref)
        if kind is not None:
            last[kind] = ref
    return out
