"""Bounds on every resource that a card text could grow without limit (docs/engine-decisions.md D9,
D24, D28; docs/reliability.md)."""

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
    # The work the engine does between two decisions, in one turn and in one game: tasks run to
    # completion (处理: a priority round, a resolution, a phase) and cards moved. Past any of them the game ends at
    # once in a draw, with a `limit` event naming the bound (D28): cards that use each other forever,
    # with no decision in between, end instead of hanging. Normal games stay far below: the bundled sets'
    # random-bot games take at most ~16 tasks and ~15 moves a decision, ~140 tasks a turn and ~10,000 tasks
    # in a 400-turn game.
    tasks_per_action: int = 1000
    tasks_per_turn: int = 10000
    tasks_per_game: int = 100000
    moves_per_action: int = 5000
    moves_per_turn: int = 20000
    moves_per_game: int = 200000
    # automatic uses one player's event triggers (`当你抽牌后：…`) may start in one turn; past it they do not fire
    # and a `limit` event says so (`当你抽牌后：抽1张牌` cannot loop)
    event_triggers_per_turn: int = 32
    cards_per_game: int = 2000  # card instances a game starts with (every card set's 牌库 together); more cannot start
    max_value: int = 10**9  # every computed amount and every counter stays within ±max_value (clamped, D29)
