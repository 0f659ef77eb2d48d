"""A random agent: picks uniformly among the legal actions with its own seeded RNG."""

from __future__ import annotations

from zhdsl.engine.rng import Rng


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, game) -> int:
        actions = game.legal_actions()
        return actions[self.rng.below(len(actions))]


def play_random(game, seed: int = 0, max_actions: int | None = None):
    """Play `game` to the end (or `max_actions`) with random choices; returns the game."""
    agent = RandomAgent(seed)
    n = 0
    while not game.is_terminal() and (max_actions is None or n < max_actions):
        game.apply_action(agent.act(game))
        n += 1
    return game
