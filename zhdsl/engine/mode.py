"""What the engine asks of a game mode.

A mode belongs to a game: it names the game's runtime (its rules, `runtime_class`) and the tasks
its turns are made of (`tasks`, with a `priority` task), and is told about the moments its rules
hang on — a turn starting, a turn over, a dead player's turn skipped, a death — and answers
whether the game is over. Everything else (cards, the stack, decisions) is the same in every mode.
"""

from __future__ import annotations

from zhdsl.engine.runtime import Runtime


class Mode:
    name = ""
    game = ""  # the id of the game (dialect) the mode belongs to
    min_players = 2
    max_players = 2
    runtime_class: type = Runtime
    tasks: dict = {}  # task name -> fn(rt, *args); the game's turn tasks and the mode's own
    # Tasks that never ask a question (a turn's bookkeeping): when one is next after a task is done, it
    # runs on inside that task instead of on a state copy of its own (`zhdsl.engine.game`, `_run_quiet`).
    # A quiet task that asked would ask with the state before the whole run committed (as `Runtime.then`).
    quiet_tasks: frozenset = frozenset()

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

    def check_end(self, rt):
        """(winner seat or None for a draw, reason) when the game is over, else None."""
        return None

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        """The seats that win together with `seat` (default: just the seat)."""
        return (seat,)

    def winners(self, game) -> tuple[int, ...]:
        """Every seat that won: the winner's team (a mode whose winners are no one team, such as hidden
        roles with graded outcomes, overrides this); empty for a draw or while playing."""
        s = game.state
        if not s.over or s.winner is None:
            return ()
        return tuple(self.team_of(s.winner, len(s.players)))

    def returns(self, game) -> list[float]:
        """Each seat's result when the game is over: +1 for a winner, -1 for the others, 0 for all in a
        draw (a mode with graded outcomes overrides this)."""
        s = game.state
        if not s.over or s.winner is None:
            return [0.0] * len(s.players)
        won = game.winners()
        return [1.0 if p.seat in won else -1.0 for p in s.players]

    # -- the moments a mode's rules hang on (the engine calls these; most modes need few) ----------

    def turn_starting(self, rt, seat: int) -> None:
        """A turn has begun (counted and logged)."""

    def turn_over(self, rt, seat: int) -> None:
        """`seat`'s turn is over, before the next player is chosen."""

    def turn_skipped(self, rt, seat: int) -> None:
        """The turn order reached a dead player, whose turn is skipped."""

    def died(self, rt, seat: int) -> None:
        """`seat` has just died."""

    # -- frontends and scenarios ----------------------------------------------------------------------

    def public_info(self, rt) -> dict:
        """Mode facts every player may see, for the observation (zhdsl.engine.contract): English keys and
        JSON values (seats 0-based); `summary`, if given, is one line for people (Chinese)."""
        return {}

    def private_info(self, rt, viewer: int) -> dict:
        """Mode facts only `viewer` may see (a hidden role), for that viewer's observation: English keys
        and JSON values (default: none)."""
        return {}

    def scenario_values(self, rt) -> dict:
        """The mode's values a scenario may expect (`模式.键`): Chinese keys, seats counted from 1, as
        a card designer writes them (default: none)."""
        return {}

    def scenario_state(self, state, table: dict) -> None:
        """Apply a scenario's `[模式状态]` table; unknown keys raise ValueError with a Chinese message."""
        if table:
            raise ValueError(f"{self.name}模式没有可设置的模式状态（收到：{'、'.join(table)}）")
