"""The game log: immutable events, each with a Chinese message for players."""

from __future__ import annotations

import attrs


@attrs.frozen
class Event:
    kind: str  # use resolve draw discard wealth supply energy move counter turn_start turn_end death end limit …
    player: int | None  # 0-based seat, None for the game itself
    text: str  # Chinese, for players
    data: tuple = ()

    def __str__(self) -> str:
        return self.text
