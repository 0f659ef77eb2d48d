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

    def paths(self) -> list[Path]:
        return [Path(p) for p in self.cardsets] if self.cardsets else bundled_paths()

    def create(self):
        """A fresh game at its first decision."""
        factory = game_factories().get(self.mode)
        if factory is None:
            raise ValueError(f"未知模式「{self.mode}」（可用：{'、'.join(game_factories())}）")
        return factory(loaded_cardsets(tuple(str(p) for p in self.paths())), seed=self.seed,
                       lords_dealt=self.lords_dealt)

    def header(self) -> dict:
        """The spec as JSON, with each card set's SHA-256 so a replay can tell if a set changed."""
        return {
            "mode": self.mode,
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


def game_factories() -> dict:
    """Mode name → function(cardset paths, seed=, lords_dealt=) → Game."""
    from zhdsl.games.zongheng.game import new_duel

    return {"决斗": new_duel}


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
