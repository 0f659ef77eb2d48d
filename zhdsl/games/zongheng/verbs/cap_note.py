"""`令目标角色折损等于该牌点数的财富（至多5）`: a cap on the step's amount — each amount the step acts on is at most the
number written (rule 10.70). Only a step with an amount (抽, 弃, 生产, 折损, 获得, 支付, 消耗 …) takes it; elsewhere it
is W217 (it does nothing)."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_AT_MOST = BY_TERMINAL["AT_MOST"].text  # 至多 (the comparator's canonical word is 不大于)


@attrs.frozen
class Cap(ast.Node):
    """（至多5）"""

    amount: ast.Node
    OWN_BRACKET = True  # read in a bracket of its own: `（X为你的手牌数）（至多3）`


NODES = (Cap,)
RULES = {"cap_note": lambda b, meta, children: Cap(next(c for c in children if isinstance(c, ast.Node)),
                                                   span=b.span(meta))}


def _measured(action) -> bool:
    target = action.action if isinstance(action, ast.Command | ast.Acts) else action
    return isinstance(target, ast.Measured)


def check_note(c, note: Cap, action) -> None:
    c.check_expr(note.amount)
    if not _measured(action):
        at_most = _AT_MOST
        c.report(c.warning("W217", note.span, f"「（{at_most}…）」只对有数量的步骤有意义，这里不起作用",
                           f"写在有数量的步骤之后，例如「令目标角色折损X财富（{at_most}5）」，或者去掉它"))


def note_flags(note: Cap) -> dict:
    return {"cap": note.amount}  # the lowering caps every amount of the step (zhdsl.compiler.lower.noted)


def describe(d, note: Cap) -> str:
    return f"{_AT_MOST}{d.expr(note.amount)}"
