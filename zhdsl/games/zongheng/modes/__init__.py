"""Game modes of 纵横坛 (附录): setup, victory, and the mode's own rules at fixed moments.

A mode is told about the moments its rules hang on — a turn starting, a turn over, a dead
player's turn skipped, a player made to 折损 by another, a death — and answers whether the game
is over. The engine calls these hooks; everything else (cards, stack, turns) is the same in
every mode.
"""

from __future__ import annotations

import abc

from zhdsl.engine.mode import Mode as EngineMode
from zhdsl.games.zongheng import lords, turn
from zhdsl.games.zongheng.runtime import ZonghengRuntime
from zhdsl.games.zongheng.schema import STANDARD_WEALTH


class Mode(EngineMode, abc.ABC):
    """A 纵横坛 mode. Subclasses set `name` and the player counts, and write `begin` (the end of the
    setup) and `check_end`; `extra_tasks` are engine tasks of their own."""

    game = "zongheng"
    runtime_class = ZonghengRuntime
    standard_wealth = STANDARD_WEALTH
    extra_tasks: dict = {}
    # Never ask: the next turn is found and started inside the task that ended the last (`zhdsl.engine.mode`).
    quiet_tasks = frozenset({"turn_next", "turn_start"})

    def __init__(self, lords_dealt: int = 3) -> None:
        from zhdsl.games.zongheng.modes import setup

        if not 3 <= lords_dealt <= 7:
            raise ValueError("每名玩家发3-7张领主牌")
        self.lords_dealt = lords_dealt
        self.tasks = {**turn.TASKS, **setup.SETUP_TASKS, "mode_begin": self.begin, **self.extra_tasks}

    @abc.abstractmethod
    def begin(self, rt) -> None:
        """After the lord picks: reveal them, starting 财富 and draws, the first turn (`setup.start`)."""

    lords_to_hand = 0  # lords each player picks for the 手牌区 besides the one for the 领主区 (生存: 1)

    def cannot_start(self, library, lord_cards: int, players: int) -> str | None:
        """Why these card sets cannot make this game (Chinese), or None. With fewer lord cards than
        everyone's picks need, the game cannot start; fewer than dealt are dealt short (rule 16.0)."""
        from zhdsl.games.zongheng.modes import setup

        picks = 1 + self.lords_to_hand
        if picks > 1 and setup.lords_per_player(self, lord_cards, players) < picks:
            return (f"{self.name}模式每名玩家要挑选{picks}张领主牌：{players}名玩家至少需要{picks * players}张领主牌，"
                    f"卡组里只有{lord_cards}张")
        return None

    def default_lord(self, library):
        return lords.default_lord(library)

    def builtin_skills(self, library):
        return lords.builtin_skills(library)

    @abc.abstractmethod
    def check_end(self, rt):
        """(winner seat or None for a draw, reason) when the game is over, else None."""

    # -- the moments a mode's rules hang on, besides the engine's (zhdsl.engine.mode) ----------------

    def wealth_lost(self, rt, seat: int, source: int, amount: int) -> None:
        """`source` made `seat` 折损 `amount` 财富 (令…折损); called before deaths are checked."""


MODES: dict[str, type[Mode]] = {}


def register(cls: type[Mode]) -> type[Mode]:
    MODES[cls.name] = cls
    return cls


RULEBOOK_ORDER = ("决斗", "团队", "权杖", "生存")


def load_all() -> dict[str, type[Mode]]:
    """Every mode, in the rulebook's order, then any other in the order it registered (importing a
    mode module registers it). The order does not depend on which module was imported first: the
    first mode is the default of every game and scenario that names none."""
    import zhdsl.games.zongheng.modes.duel  # noqa: F401
    import zhdsl.games.zongheng.modes.sceptre  # noqa: F401
    import zhdsl.games.zongheng.modes.survival  # noqa: F401
    import zhdsl.games.zongheng.modes.team  # noqa: F401

    ordered = {name: MODES[name] for name in RULEBOOK_ORDER}
    ordered.update(MODES)
    return ordered
