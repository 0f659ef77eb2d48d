"""`复制目标行动，你成为该复制品的控制者`: rule 11.15 (the copier controls the copy) said as a step of its own right after
复制 (rule 11.60) — as the note （你成为复制品的控制者） it changes nothing; anywhere else it is E251: there is no copy."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.text import ast


@attrs.frozen
class CopyControlStep(ast.Action):
    """，你成为该复制品的控制者"""


NODES = (CopyControlStep,)
RULES = {"copy_control_step": lambda b, meta, children: CopyControlStep(span=b.span(meta))}


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
