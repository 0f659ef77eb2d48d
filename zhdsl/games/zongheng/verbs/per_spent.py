"""`消耗你所有精力，每消耗1点精力，抽1张牌`, `支付任意物资，每以此法支付1物资，生产2财富`, `弃置任意张手牌，每弃置1张，抽1张牌`
(rule 10.174): the step after the comma is done once for each N of what the last step of that verb (before it, in this
effect) acted on — the amount `以此法<verb>的数量` reads (10.16) — counted once, when it begins; a remainder short of N
does nothing more. With no step of that verb before it in its effect there is nothing to count: E278 (10.40(b))."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.by_this import _said
from zhdsl.games.zongheng.verbs.per_has import PerCountStep
from zhdsl.text import ast

_PER_THIS_WAY = BY_TERMINAL["PER_THIS_WAY"].text  # 每以此法


@attrs.frozen
class PerSpent(ast.Action):
    """`每<verb>N<what>，STEP`: STEP once per whole N of the amount `spent` (a Spent: the last step of that verb)."""

    per: ast.Node
    spent: ast.Spent
    step: ast.Node
    what: str | None = None  # the object written (牌, 精力, 物资 …), for the reading


NODES = (PerSpent,)


def _verb_of(b, children) -> tuple[str, object]:
    for c in children:
        if isinstance(c, str) and c.type.startswith("PER_") and c.type not in ("PER_THIS_WAY", "PER_HAS"):
            return b.meaning(c), c  # `每消耗`: its meaning is the verb's
        if isinstance(c, str) and c.type in ("DRAW", "DISCARD", "GAIN", "PAY", "CONSUME", "PRODUCE", "DAMAGE"):
            return b.meaning(c), c
    raise ValueError("no verb")  # the grammar always gives one


def build(b, meta, children):
    verb, tok = _verb_of(b, children)
    found = [c for c in children if isinstance(c, ast.Node)]
    per, step = found[0], found[-1]
    what = next((b.meaning(c) for c in children if isinstance(c, str) and c.type in
                 ("CARD", "HAND", "WEALTH", "SUPPLY", "ENERGY", "STORAGE", "EFFICIENCY")), None)
    spent = ast.Spent(verb, span=_said(b, b.tok_span(tok)))  # 以此法: a step before it in this effect (E278)
    return PerSpent(per, spent, step, what, span=b.span(meta))


RULES = {"per_spent": build}


def check(c, node: PerSpent, depth: int) -> None:
    c.check_amount(node.per, positive=True)
    c.check_step(node.step, depth)


def lower(lw, node: PerSpent):
    return PerCountStep(lw.lower(node.per), lw.lower(node.spent), lw.lower(node.step))


def describe(d, node: PerSpent) -> str:
    what = d.object(node.what) if node.what is not None and node.spent.verb != "discard" else ""  # `每以此法弃1张`
    measure = d.structure("measure") if node.what in (None, "card", "hand") else ""
    return f"{_PER_THIS_WAY}{d.verb(node.spent.verb)}{d.expr(node.per)}{measure}{what}，{d.step(node.step)}"
