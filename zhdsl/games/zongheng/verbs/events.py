"""`当…时` triggers in 纵横坛: the rulebook defines 响应 as 「当你成为他人使用牌的目标时」 and 追加 as
「当你使用牌指定他人时」; written with 当 they are those timings (as are 当回合开始时, 当回合结束时)."""

from __future__ import annotations

import attrs

from zhdsl.engine.program import STATE_TIMING
from zhdsl.text import ast


@attrs.frozen
class Event(ast.Node):
    """What a `当…时` trigger waits for; `timing` is the timing it is."""

    timing: str  # the timing terminal: RESPONSE FOLLOWUP TURN_START TURN_END


@attrs.frozen
class StateEvent(ast.Node):
    """`当你的财富少于5时`: a condition as a trigger — the effect is used when it becomes true (rule 9.11)."""

    condition: ast.Node


NODES = (Event, StateEvent)
_TIMINGS = {"targeted": "RESPONSE", "targeting": "FOLLOWUP", "turn_start": "TURN_START", "turn_end": "TURN_END"}


def build(b, meta, children):
    return Event(_TIMINGS[b.meaning(children[0])], span=b.span(meta))


def build_state(b, meta, children):
    condition = next(c for c in children if isinstance(c, ast.Node))
    return ast.Trigger(StateEvent(condition, span=condition.span), span=b.span(meta))


RULES = {"event": build, "state_trigger": build_state}


def timing(node: Event | StateEvent) -> str:
    return STATE_TIMING if isinstance(node, StateEvent) else node.timing


def condition(node: Event | StateEvent):
    """The condition of a state trigger (None for an event)."""
    return node.condition if isinstance(node, StateEvent) else None


def describe(d, node: Event | StateEvent) -> str:
    if isinstance(node, StateEvent):
        return d.condition(node.condition) + d.word("structure", "while")
    meaning = next(k for k, v in _TIMINGS.items() if v == node.timing)
    return d.word("event", meaning)
