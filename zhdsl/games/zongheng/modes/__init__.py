"""Game modes of 纵横坛 (附录): setup, victory, and the mode's own engine tasks."""

from __future__ import annotations

import abc

from zhdsl.games.zongheng import lords
from zhdsl.games.zongheng.rules import STANDARD_WEALTH


class Mode(abc.ABC):
    """What the engine asks of a mode. Subclasses set `name`, `tasks` and `check_end`."""

    name = ""
    players = 2
    standard_wealth = STANDARD_WEALTH
    tasks: dict = {}

    def default_lord(self, library):
        return lords.default_lord(library)

    def builtin_skills(self, library):
        return lords.builtin_skills(library)

    @abc.abstractmethod
    def check_end(self, rt):
        """(winner seat or None for a draw, reason) when the game is over, else None."""


MODES: dict[str, type[Mode]] = {}


def register(cls: type[Mode]) -> type[Mode]:
    MODES[cls.name] = cls
    return cls
