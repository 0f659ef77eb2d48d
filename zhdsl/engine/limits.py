"""Bounds on every resource that a card text could grow without limit (docs/engine-decisions.md D20)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Limits:
    stack_depth: int = 64  # entries on the stack; a use past it fails
    virtual_per_turn: int = 64  # 虚拟 cards (执行, 复制) created in one turn; more fail
    actions_per_game: int = 20000  # answered decisions; past it the game ends in a draw
    turns_per_game: int = 400  # turns; past it the game ends in a draw
    uses_per_turn: int = 300  # cards, skills and lord cards the active player uses from an empty stack in one
    # turn; past it the turn moves on by itself (a free loop such as 调度 + 使用领主 cannot stall a game)
