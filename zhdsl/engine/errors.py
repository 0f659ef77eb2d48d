"""Exceptions of the engine. Reasons shown to players are Chinese."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action refused by the rules; the game state is unchanged. `reason` is for players."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NeedDecision(Exception):
    """Raised inside a task when it needs an answer it has not been given yet."""

    def __init__(self, decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


class GameOver(Exception):
    """Raised inside a task when the game has just ended; the task's changes are kept."""


class WorkLimit(Exception):
    """Raised inside a task that moved more cards than the work left to it (`Limits`); the task's
    changes are dropped and the game ends in a draw."""
