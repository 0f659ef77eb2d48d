"""Answering a game's pending decision by what its option says, for positions built in engine tests.
A module of its own, imported by name (see scenario_cards.py)."""

from __future__ import annotations


def answer(game, label_part: str) -> None:
    """Take the first option whose label contains `label_part`; fail the test when there is none."""
    for i, o in enumerate(game.decision.options):
        if label_part in o.label:
            game.apply_action(i)
            return
    raise AssertionError(f"no option with {label_part!r}: {game.decision.labels()}")
