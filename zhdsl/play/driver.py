"""Drive a game with one agent per seat, reporting each decision and the events it caused."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from zhdsl.engine.decisions import Decision
from zhdsl.engine.events import Event


@attrs.frozen
class Step:
    """One answered decision and the events that followed it."""

    decision: Decision
    action: int
    events: tuple[Event, ...]


def play(
    game,
    agents: Sequence,
    on_start: Callable[[tuple[Event, ...]], None] | None = None,
    on_step: Callable[[Step], None] | None = None,
    max_decisions: int | None = None,
) -> int:
    """Play until the game ends (or `max_decisions`); returns the number of decisions made.

    `agents[seat].act(game)` answers the decisions of that 0-based seat."""
    if on_start is not None:
        on_start(tuple(game.log))
    count = 0
    while not game.is_terminal() and (max_decisions is None or count < max_decisions):
        decision = game.decision
        action = agents[decision.player].act(game)
        seen = len(game.log)
        game.apply_action(action)
        count += 1
        if on_step is not None:
            on_step(Step(decision, action, tuple(game.log[seen:])))
    return count
