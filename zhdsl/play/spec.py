"""What a game is made from: mode, seed, lords dealt and card sets — enough to recreate it."""

from __future__ import annotations

import hashlib
from pathlib import Path

import attrs

from zhdsl.games.zongheng.rules import bundled_paths


_HASHES: dict[tuple, str] = {}


def file_hash(path: str | Path) -> str:
    """SHA-256 of a file, remembered per (path, size, mtime) so creating many games stays cheap."""
    stat = Path(path).stat()
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    if key not in _HASHES:
        _HASHES[key] = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return _HASHES[key]


@attrs.frozen
class GameSpec:
    mode: str = "决斗"
    seed: int = 0
    lords_dealt: int = 3
    cardsets: tuple[str, ...] = ()  # paths; empty: every bundled set
    players: int | None = None  # None: the mode's smallest player count

    def paths(self) -> list[Path]:
        return [Path(p) for p in self.cardsets] if self.cardsets else bundled_paths()

    def player_count(self) -> int:
        mode = modes().get(self.mode)
        if mode is None:
            raise ValueError(f"未知模式「{self.mode}」（可用：{'、'.join(modes())}）")
        return self.players if self.players is not None else mode.default_players()

    def create(self):
        """A fresh game at its first decision."""
        from zhdsl.games.zongheng.game import new_game

        return new_game(self.mode, self.player_count(), loaded_cardsets(tuple(str(p) for p in self.paths())),
                        seed=self.seed, lords_dealt=self.lords_dealt)

    def header(self) -> dict:
        """The spec as JSON, with each card set's SHA-256 so a replay can tell if a set changed."""
        return {
            "mode": self.mode,
            "players": self.player_count(),
            "seed": self.seed,
            "lords_dealt": self.lords_dealt,
            "cardsets": [{"path": _display(p), "sha256": file_hash(p)} for p in self.paths()],
        }

    @classmethod
    def from_header(cls, header: dict) -> GameSpec:
        return cls(
            mode=header["mode"],
            seed=header["seed"],
            lords_dealt=header["lords_dealt"],
            cardsets=tuple(c["path"] for c in header["cardsets"]),
            players=header.get("players"),  # logs written before other modes existed have none: 2
        )


_LOADED: dict[tuple, list] = {}


def loaded_cardsets(paths: tuple[str, ...]) -> list:
    """Card sets parsed once per process (keyed by path and content hash): simulations create
    thousands of games from the same files."""
    from zhdsl.games.zongheng.rules import load_cardsets

    key = tuple((p, file_hash(p)) for p in paths)
    if key not in _LOADED:
        _LOADED[key] = load_cardsets(paths)
    return _LOADED[key]


def modes() -> dict:
    """Mode name → mode class (with `min_players`, `max_players`, `default_players()`)."""
    from zhdsl.games.zongheng.modes import load_all

    return load_all()


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
