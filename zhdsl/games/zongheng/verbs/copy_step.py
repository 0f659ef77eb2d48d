"""`复制目标行动，你成为该复制品的控制者`: rule 11.15 (the copier controls the copy) said as a step of its own right after
复制 (rule 11.60) — as the note （你成为复制品的控制者） it changes nothing; anywhere else it is E251: there is no copy."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class CopyControlStep(ast.Action):
    """，你成为该复制品的控制者"""


NODES = (CopyControlStep,)


def build_retarget(b, meta, children):
    """`复制目标牌，你可以为复制品选择新的目标`: refused by decision (rule 11.100) — the rulebook's 【复制】 keeps the
    copied card's targets; a copy with other targets is another card, which 执行 can make."""
    b.diagnostics.append(error("E251", b.span(meta), "复制品保持原有的目标（规则书【复制】：保持目标不变），不能选择新的目标",
                               "去掉这一步；要对别的目标产生同样的效果，写「执行“令目标角色折损2财富”」（执行的虚拟牌另选目标）"))
    return CopyControlStep(span=b.span(meta))


RULES = {"copy_control_step": lambda b, meta, children: CopyControlStep(span=b.span(meta)),
         "copy_retarget_step": build_retarget}


def _is_copy(n) -> bool:
    return isinstance(n, ast.Copy)


def check(c, node: CopyControlStep, depth: int) -> None:
    if not step_before(c.survey.nodes, node, _is_copy):
        v = c.words.verb("copy")
        c.report(c.error("E251", node.span, f"前面没有「{v}」的步骤，没有复制品（复制品的控制者是复制者，规则 11.15）",
                         f"写在「{v}目标牌」之后，例如「{v}目标牌，你成为该复制品的控制者」，或去掉它"))


def lower(lw, node: CopyControlStep):
    return CopyControlSaid()


def describe(d, node: CopyControlStep) -> str:
    return d.word("structure", "copy_control")


@attrs.frozen
class CopyControlSaid:
    """The step does nothing: 复制 already made you the copy's controller (rule 11.15)."""

    def run(self, ctx) -> bool:
        return True

    def ready(self, ctx) -> bool:
        return True
