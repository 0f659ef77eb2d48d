"""`使用你手牌中的1张领主牌（不消耗精力和物资）`: a lord card used by an effect with this note changes the lord without
step (3) of rule 15.5 — the user's 精力 and 物资 stay as they were (rule 15.5(a)). Only 使用 of a zone's cards (UseFrom)
takes it; elsewhere it is W217 (it does nothing)."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.use import UseFrom
from zhdsl.text import ast


@attrs.frozen
class KeepResources(ast.Node):
    """（不消耗精力和物资）"""


NODES = (KeepResources,)
RULES = {"keep_resources": lambda b, meta, children: KeepResources(span=b.span(meta))}


def keeps(node) -> bool:
    return any(isinstance(n, KeepResources) for n in getattr(node, "notes", ()))


def check_note(c, note: KeepResources, action) -> None:
    target = action.action if isinstance(action, ast.Command) else action
    if not isinstance(target, UseFrom):
        word, use = c.words.structure("keep_resources"), c.words.verb("use")
        c.report(c.warning("W217", note.span, f"「{word}」只对「{use}…领主牌」有意义，这里不起作用",
                           f"写「{use}你手牌中的1张领主牌（{word}）」，或者去掉它"))


def note_flags(note: KeepResources) -> dict:
    return {}  # UseFrom's lowering reads the note itself (`keeps`)


def describe(d, note: KeepResources) -> str:
    return d.word("structure", "keep_resources")
