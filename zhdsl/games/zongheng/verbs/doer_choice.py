"""`每名角色依次选择一项：抽1张牌；或生产1财富`, `令目标角色选择一项：…`, `所有其他角色依次选择一项：A/B` (rule 10.178): the
players named choose, each for themselves, one of the options and do it — in turn order from you, one after another
(依次; each sees what those before chose). Without a player (`依次选择一项：…`) it is every living player. `；或`, `，或`
between options are the `/` of 10.38. Only options that can be done now are offered (10.6); each player's choice is
logged. (Plain `选择一项：A/B` is still the controller's choice, 10.38.)"""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast

_CHOOSE = BY_TERMINAL["_CHOOSE_ONE"].text  # 选择一项：
_IN_TURN = BY_TERMINAL["IN_TURN_ORDER"].text  # 依次


@attrs.frozen
class DoerChoice(ast.Action):
    """`选择一项：A/B` done by the player who does the step (a command's player), not the card's controller."""

    options: tuple


NODES = (DoerChoice,)


def _options(children) -> tuple:
    return tuple(c for c in children if isinstance(c, ast.Node))


def build(b, meta, children):
    """`令目标角色选择一项：…`, `每名角色依次选择一项：…`: a command (or acts) whose action is the doer's choice."""
    found = _options(children)
    if isinstance(children[0], str) and children[0].type == "IN_TURN_ORDER":  # `依次选择一项：…`: every living player
        who, options = ast.Ref("all_players", span=b.tok_span(children[0])), found
    else:
        who, options = found[0], found[1:]
    options = tuple(b._repeat_verbs(list(options)))
    choice = DoerChoice(options, span=options[0].span.cover(options[-1].span))
    let = any(isinstance(c, str) and c.type == "LET" for c in children)
    return (ast.Command if let else ast.Acts)(who, choice, span=b.span(meta))


RULES = {"doer_choice": build}


def check(c, node: DoerChoice, depth: int) -> None:
    for option in node.options:
        c.check_step(option, depth)


def lower(lw, node: DoerChoice):
    return DoerChoiceStep(tuple(lw.lower(o) for o in node.options), tuple(lw.describe.step(o) for o in node.options))


def describe(d, node: DoerChoice) -> str:
    return f"{_IN_TURN}{_CHOOSE}" + "/".join(d.step(o) for o in node.options)


@attrs.frozen
class DoerChoiceStep(fx.Choice):
    """The doer (each commanded player in turn) chooses an option that can run now (all, when none can) and does it."""

    def chooser(self, ctx: fx.Ctx) -> int:
        return ctx.doer
