"""What a game is made from: game, mode, seed, options and card sets — enough to recreate it."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import attrs

from zhdsl import registry, safeio

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
    mode: str | None = None  # None: the game's first mode
    seed: int = 0
    lords_dealt: int = 3  # 纵横坛: lord cards dealt to each player (other games ignore it)
    cardsets: tuple[str, ...] = ()  # paths; empty: every bundled set of the game
    players: int | None = None  # None: the mode's smallest player count
    game: str = registry.DEFAULT  # the game's id (or title)

    def rules(self):
        """The game's rules (zhdsl.dialect.GameRules)."""
        return registry.get(self.game).game()

    @property
    def game_id(self) -> str:
        return registry.get(self.game).name

    def mode_name(self) -> str:
        known = self.rules().modes()
        return self.mode if self.mode is not None else next(iter(known))

    def paths(self) -> list[Path]:
        return [Path(p) for p in self.cardsets] if self.cardsets else list(self.rules().bundled_cardsets())

    def mode_class(self):
        known = self.rules().modes()
        name = self.mode_name()
        if name not in known:
            raise ValueError(f"未知模式「{name}」（{registry.get(self.game).display_name()}的模式：{'、'.join(known)}）")
        return known[name]

    def player_count(self) -> int:
        return self.players if self.players is not None else self.mode_class().default_players()

    def create(self):
        """A fresh game at its first decision."""
        rules = self.rules()
        self.mode_class()
        cardsets = loaded_cardsets(self.game_id, tuple(str(p) for p in self.paths()))
        return rules.new_game(self.mode_name(), self.player_count(), cardsets, self.seed,
                              {"lords_dealt": self.lords_dealt})

    def header(self, base: str | Path | None = None) -> dict:
        """The spec as JSON, with each card set's SHA-256 so a replay can tell if a set changed. Paths are
        relative to `base` — the folder of the log or save that holds them (default: the working directory)
        — so the file finds its card sets wherever it is loaded from (`zhdsl.play.cardrefs`)."""
        return {
            "game": self.game_id,
            "mode": self.mode_name(),
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
            game=header.get("game", registry.DEFAULT),  # logs written before other games existed: 纵横坛
        )


_LOADED: dict[tuple, list] = {}


def loaded_cardsets(game: str, paths: tuple[str, ...]) -> list:
    """Card sets parsed once per process (keyed by game, path and content hash): simulations create
    thousands of games from the same files."""
    parts = []
    for p in paths:
        try:
            parts.append((p, file_hash(p)))
        except safeio.InputError as exc:
            raise ValueError(f"无法读取卡组文件 {p}：{exc.message}") from None
    key = (game, *parts)
    if key not in _LOADED:
        _LOADED[key] = registry.get(game).game().load_cardsets(paths)
    return _LOADED[key]


def modes(game: str | None = None) -> dict:
    """Mode name → mode class (with `min_players`, `max_players`, `default_players()`) of a game."""
    return registry.get(game).game().modes()


def _relative(path: Path, base: str | Path | None) -> str:
    """`path` relative to `base` (with `..` where needed), as a POSIX path; absolute when there is no
    relative path (another drive)."""
    target = Path(path).resolve()
    try:
        return Path(os.path.relpath(target, Path(base or Path.cwd()).resolve())).as_posix()
    except ValueError:
        return str(target)
