"""Decisions: every choice a player makes is one `Decision` with its legal options.

Tasks ask through an `Asker`, which replays the answers given so far and raises
`NeedDecision` for the first question that has no answer yet.
"""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine.errors import NeedDecision


@attrs.frozen
class Option:
    label: str  # Chinese, for players
    value: Any  # hashable payload the engine understands
    # What the option refers to, for frontends (zhdsl.engine.contract): ("card", uid), ("player", seat),
    # ("entry", stack entry uid) or ("definition", def_id) — a card that is not in the game yet.
    refs: tuple = ()


def card_ref(uid: int) -> tuple:
    return (("card", uid),)


def player_ref(seat: int) -> tuple:
    return (("player", seat),)


@attrs.frozen
class Decision:
    player: int  # 0-based seat
    kind: str  # lord_pick priority version target_player target_card choice card arrange
    prompt: str  # Chinese
    options: tuple[Option, ...]

    def labels(self) -> list[str]:
        return [o.label for o in self.options]


class Asker:
    """Hands out recorded answers in order; asks (raises) when they run out."""

    __slots__ = ("answers", "pos")

    def __init__(self, answers: list[int]) -> None:
        self.answers = answers
        self.pos = 0

    def ask(self, decision: Decision) -> Any:
        if not decision.options:
            raise ValueError(f"a decision without options: {decision.prompt}")
        if self.pos < len(self.answers):
            index = self.answers[self.pos]
            self.pos += 1
            return decision.options[index].value
        raise NeedDecision(decision)
