"""`复制目标行动（你成为复制品的控制者）`: rule 11.15 (the copier owns and controls the copy) said again after 复制, for
the reader; it changes nothing (rule 11.15(a)). Written after another step it is E251: there is no copy."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class CopyControl(ast.Node):
    """（你成为复制品的控制者）"""


NODES = (CopyControl,)
RULES = {"copy_control": lambda b, meta, children: CopyControl(span=b.span(meta))}


def check_note(c, note: CopyControl, action) -> None:
    if not isinstance(action, ast.Copy):  # `抽1张牌（你成为复制品的控制者）`
        v = c.words.verb("copy")
        c.report(c.error("E251", note.span, f"这个说明只能写在「{v}」之后（复制品的控制者是复制者，规则 11.15）",
                         f"例如「{v}目标牌（你成为复制品的控制者）」，或去掉括号"))


def note_flags(note: CopyControl) -> dict:
    return {}


def describe(d, note: CopyControl) -> str:
    return d.word("structure", "copy_control")
