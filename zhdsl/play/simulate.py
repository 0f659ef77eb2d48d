"""Bot-vs-bot simulations: many seeded games, optionally spread over processes.

Game i uses seed `seed + i`; its agents use seeds derived from that, so `--jobs K` and the Ray
backend give exactly the results of `--jobs 1`: every backend plays a game through `run_one`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor

import attrs

from zhdsl.play.agents import make_bot
from zhdsl.play.driver import play
from zhdsl.play.spec import GameSpec


@attrs.frozen
class GameResult:
    index: int
    seed: int
    agents: tuple[str, ...]  # per seat
    lords: tuple[str, ...]  # per seat, as picked
    winner: int | None  # 0-based seat, None for a draw
    turns: int
    decisions: int
    reason: str | None
    error: str | None = None
    winners: tuple[int, ...] = ()  # every winning seat (a whole team in 团队); empty for a draw


def lords_picked(game) -> tuple[str, ...]:
    """What each seat played as (纵横坛: the lord it picked), from the game's rules."""
    from zhdsl.registry import rules_of

    return rules_of(game).seat_labels(game)


def run_one(spec: GameSpec, index: int, agents: Sequence[str], alternate: bool) -> GameResult:
    seed = spec.seed + index
    shift = index % len(agents) if alternate else 0  # seats rotate game by game (two players: swap)
    seats = tuple(agents[(seat - shift) % len(agents)] for seat in range(len(agents)))
    game_spec = attrs.evolve(spec, seed=seed)
    try:
        game = game_spec.create()
        bots = [make_bot(name, seed * 7919 + seat) for seat, name in enumerate(seats)]
        decisions = play(game, bots)
    except Exception as exc:  # an engine error must not hide the other games' results
        return GameResult(index, seed, seats, (), None, 0, 0, None, f"{type(exc).__name__}: {exc}")
    return GameResult(
        index, seed, seats, lords_picked(game), game.winner, game.state.turn, decisions,
        getattr(game.state, "end_reason", None), winners=game.winners(),
    )


class SimulationError(Exception):
    """A backend could not run the games (an engine error in one game is that game's result instead)."""


def _run_chunk(args) -> list[GameResult]:
    """Play games `indices`: the one code path of every backend."""
    spec, indices, agents, alternate = args
    return [run_one(spec, i, agents, alternate) for i in indices]


def chunks(games: int, size: int) -> list[list[int]]:
    return [list(range(start, min(start + size, games))) for start in range(0, games, size)]


def simulate(
    spec: GameSpec,
    games: int,
    agents: Sequence[str],
    jobs: int = 1,
    alternate: bool = False,
    progress: Callable[[int], None] | None = None,
    backend: str = "local",
    address: str | None = None,
    notice: Callable[[str], None] | None = None,
) -> list[GameResult]:
    """Play games 0 … games-1 of `spec`, sorted by index: the same list for every backend and `jobs`.

    `backend` is "local" (this process, or `jobs` processes) or "ray" (the Ray cluster at
    `address`, else a local Ray instance started for the run; `notice` hears which). `progress`
    hears how many games finished, as they finish."""
    agents = tuple(agents)
    if backend == "ray":
        from zhdsl.play.ray_backend import run_ray

        batches = run_ray(spec, games, agents, alternate, address=address, notice=notice)
    elif backend != "local":
        raise ValueError(f"未知的后端「{backend}」（可用：local、ray）")
    elif jobs <= 1:
        batches = (_run_chunk((spec, [i], agents, alternate)) for i in range(games))
    else:
        batches = _run_processes(spec, games, agents, alternate, jobs)
    results = []
    for batch in batches:
        results.extend(batch)
        if progress:
            progress(len(batch))
    return sorted(results, key=lambda r: r.index)


def _run_processes(spec, games, agents, alternate, jobs) -> Iterator[list[GameResult]]:
    # Small chunks: the last ones keep only one process busy, so at least 16 per process (the
    # idle tail stays a few games); at most 25 games, so pickling stays negligible.
    size = max(1, min(25, games // (jobs * 16)))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_run_chunk, [(spec, c, agents, alternate) for c in chunks(games, size)])


def summarize(results: list[GameResult]) -> dict:
    played = [r for r in results if r.error is None]
    n = len(played)
    seats = max((len(r.agents) for r in results), default=2)
    by_seat = [sum(1 for r in played if s in r.winners) for s in range(seats)]
    lords: dict[str, dict] = {}
    agents: dict[str, dict] = {}
    for r in played:
        for seat, lord in enumerate(r.lords):
            entry = lords.setdefault(lord, {"games": 0, "wins": 0})
            entry["games"] += 1
            entry["wins"] += seat in r.winners
        for seat, agent in enumerate(r.agents):
            entry = agents.setdefault(agent, {"games": 0, "wins": 0})
            entry["games"] += 1
            entry["wins"] += seat in r.winners
    for table in (lords, agents):
        for entry in table.values():
            entry["win_rate"] = round(entry["wins"] / entry["games"], 4) if entry["games"] else 0.0
    return {
        "games": len(results),
        "errors": [{"index": r.index, "seed": r.seed, "error": r.error} for r in results if r.error],
        "draws": sum(1 for r in played if r.winner is None),
        "wins_by_seat": by_seat,
        "first_seat_win_rate": round(by_seat[0] / n, 4) if n else 0.0,
        "mean_turns": round(sum(r.turns for r in played) / n, 2) if n else 0.0,
        "mean_decisions": round(sum(r.decisions for r in played) / n, 2) if n else 0.0,
        "lords": dict(sorted(lords.items())),
        "agents": dict(sorted(agents.items())),
    }
