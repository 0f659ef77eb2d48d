"""What a game is made from: mode, seed, lords dealt and card sets — enough to recreate it."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import attrs

from zhdsl import safeio
from zhdsl.games.zongheng.rules import bundled_paths


_HASHES: dict[tuple, str] = {}


def file_hash(path: str | Path) -> str:
    """SHA-256 of a card-set file, remembered per (path, size, mtime) so creating many games stays
    cheap. Read through `safeio` (a regular file under the card-set cap): InputError otherwise."""
    try:
        stat = Path(path).stat()
    except OSError:
        raise safeio.InputError("文件不存在或无法访问") from None
    key = (str(path), stat.st_size, stat.st_mtime_ns)
    if key not in _HASHES:
        _HASHES[key] = hashlib.sha256(safeio.read_bytes(path, safeio.CARDSET_LIMIT)).hexdigest()
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

    def header(self, base: str | Path | None = None) -> dict:
        """The spec as JSON, with each card set's SHA-256 so a replay can tell if a set changed. Paths are
        relative to `base` — the folder of the log or save that holds them (default: the working directory)
        — so the file finds its card sets wherever it is loaded from (`zhdsl.play.cardrefs`)."""
        return {
            "mode": self.mode,
            "players": self.player_count(),
            "seed": self.seed,
            "lords_dealt": self.lords_dealt,
            "cardsets": [{"path": _relative(p, base), "sha256": file_hash(p)} for p in self.paths()],
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

    parts = []
    for p in paths:
        try:
            parts.append((p, file_hash(p)))
        except safeio.InputError as exc:
            raise ValueError(f"无法读取卡组文件 {p}：{exc.message}") from None
    key = tuple(parts)
    if key not in _LOADED:
        _LOADED[key] = load_cardsets(paths)
    return _LOADED[key]


def modes() -> dict:
    """Mode name → mode class (with `min_players`, `max_players`, `default_players()`)."""
    from zhdsl.games.zongheng.modes import load_all

    return load_all()


def _relative(path: Path, base: str | Path | None) -> str:
    """`path` relative to `base` (with `..` where needed), as a POSIX path; absolute when there is no
    relative path (another drive)."""
    target = Path(path).resolve()
    try:
        return Path(os.path.relpath(target, Path(base or Path.cwd()).resolve())).as_posix()
    except ValueError:
        return str(target)
