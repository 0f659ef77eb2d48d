"""Game modes of 纵横坛 (附录): setup, victory, and the mode's own rules at fixed moments.

A mode is told about the moments its rules hang on — a turn starting, a turn over, a dead
player's turn skipped, a player made to 折损 by another, a death — and answers whether the game
is over. The engine calls these hooks; everything else (cards, stack, turns) is the same in
every mode.
"""

from __future__ import annotations

import abc

from zhdsl.games.zongheng import lords
from zhdsl.games.zongheng.rules import STANDARD_WEALTH


class Mode(abc.ABC):
    """What the engine asks of a mode. Subclasses set `name` and the player counts, and write `begin`
    (the end of the setup) and `check_end`; `extra_tasks` are engine tasks of their own."""

    name = ""
    min_players = 2
    max_players = 2
    standard_wealth = STANDARD_WEALTH
    extra_tasks: dict = {}

    def __init__(self, lords_dealt: int = 3) -> None:
        from zhdsl.games.zongheng.modes import setup

        if not 3 <= lords_dealt <= 7:
            raise ValueError("每名玩家发3-7张领主牌")
        self.lords_dealt = lords_dealt
        self.tasks = {**setup.SETUP_TASKS, "mode_begin": self.begin, **self.extra_tasks}

    @abc.abstractmethod
    def begin(self, rt) -> None:
        """After the lord picks: reveal them, starting 财富 and draws, the first turn (`setup.start`)."""

    @classmethod
    def default_players(cls) -> int:
        return cls.min_players

    @classmethod
    def player_count_error(cls, n: int) -> str | None:
        """Why `n` players cannot play this mode (Chinese), or None."""
        if cls.min_players <= n <= cls.max_players:
            return None
        allowed = str(cls.min_players) if cls.min_players == cls.max_players else f"{cls.min_players}–{cls.max_players}"
        return f"{cls.name}模式需要{allowed}名玩家，不能是{n}名"

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

    # -- teams --------------------------------------------------------------------------------------

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        """The seats that win together with `seat` (every mode but 团队: just the seat)."""
        return (seat,)

    # -- the moments a mode's rules hang on (the engine calls these; most modes need few) ----------

    def turn_starting(self, rt, seat: int) -> None:
        """A turn has begun (counted and logged), before 恢复 and 物资 (rule 6.1)."""

    def turn_over(self, rt, seat: int) -> None:
        """`seat`'s turn is over (after the 结附 countdown), before the next player is chosen (rule 6.3(5))."""

    def turn_skipped(self, rt, seat: int) -> None:
        """The turn order reached a dead player, whose turn is skipped (rule 2.4)."""

    def wealth_lost(self, rt, seat: int, source: int, amount: int) -> None:
        """`source` made `seat` 折损 `amount` 财富 (令…折损); called before deaths are checked."""

    def died(self, rt, seat: int) -> None:
        """`seat` has just died (rule 14.1)."""

    # -- frontends and scenarios ----------------------------------------------------------------------

    def public_info(self, rt) -> dict:
        """Mode facts every player may see, for `Game.observation` (Chinese keys; 概况 is one line for people)."""
        return {}

    def scenario_state(self, state, table: dict) -> None:
        """Apply a scenario's `[模式状态]` table; unknown keys raise ValueError with a Chinese message."""
        if table:
            raise ValueError(f"{self.name}模式没有可设置的模式状态（收到：{'、'.join(table)}）")


MODES: dict[str, type[Mode]] = {}


def register(cls: type[Mode]) -> type[Mode]:
    MODES[cls.name] = cls
    return cls


def load_all() -> dict[str, type[Mode]]:
    """Every mode, registered in the rulebook's order (importing a mode module registers it)."""
    import zhdsl.games.zongheng.modes.duel  # noqa: F401
    import zhdsl.games.zongheng.modes.team  # noqa: F401
    import zhdsl.games.zongheng.modes.sceptre  # noqa: F401
    import zhdsl.games.zongheng.modes.survival  # noqa: F401

    return MODES
