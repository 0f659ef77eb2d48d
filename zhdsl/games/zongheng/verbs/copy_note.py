"""`复制目标行动（你成为复制品的控制者）`: rule 11.15 (the copier owns and controls the copy) said again after 复制, for
the reader; it changes nothing (rule 11.15(a)). Written after another step it is E251: there is no copy."""

from __future__ import annotations

import attrs

from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class CopyControl(ast.Node):
    """（你成为复制品的控制者）"""


NODES = (CopyControl,)
def build_by(b, meta, children):
    """`（该复制品由目标角色控制）`: the copy's controller is always the copier (rule 11.15); another player is E251."""
    who = next(c for c in children if isinstance(c, ast.Node))
    if not (isinstance(who, ast.Ref) and who.kind == "you"):
        b.diagnostics.append(error("E251", who.span, "复制品的控制者总是复制者（规则 11.15），不能由别的角色控制",
                                   "写「（该复制品由你控制）」，或去掉括号"))
    return CopyControl(span=b.span(meta))


RULES = {"copy_control": lambda b, meta, children: CopyControl(span=b.span(meta)), "copy_control_by": build_by}


def check_note(c, note: CopyControl, action) -> None:
    if not isinstance(action, ast.Copy):  # `抽1张牌（你成为复制品的控制者）`
        v = c.words.verb("copy")
        c.report(c.error("E251", note.span, f"这个说明只能写在「{v}」之后（复制品的控制者是复制者，规则 11.15）",
                         f"例如「{v}目标牌（你成为复制品的控制者）」，或去掉括号"))


def note_flags(note: CopyControl) -> dict:
    return {}


def describe(d, note: CopyControl) -> str:
    return d.word("structure", "copy_control")
