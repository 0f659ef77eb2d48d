"""`当…时` triggers in 纵横坛: the rulebook defines 响应 as 「当你成为他人使用牌的目标时」 and 追加 as
「当你使用牌指定他人时」; written with 当 they are those timings (as are 当回合开始时, 当回合结束时)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Event(ast.Node):
    """What a `当…时` trigger waits for; `timing` is the timing it is."""

    timing: str  # the timing terminal: RESPONSE FOLLOWUP TURN_START TURN_END


NODES = (Event,)
_TIMINGS = {"targeted": "RESPONSE", "targeting": "FOLLOWUP", "turn_start": "TURN_START", "turn_end": "TURN_END"}


def build(b, meta, children):
    return Event(_TIMINGS[b.meaning(children[0])], span=b.span(meta))


RULES = {"event": build}


def timing(node: Event) -> str:
    return node.timing


def describe(d, node: Event) -> str:
    meaning = next(k for k, v in _TIMINGS.items() if v == node.timing)
    return d.word("event", meaning)
