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


def use_when_offered(game, name: str) -> bool:
    """Pass until an option naming `name` is offered, then take it; False when the 堆叠 empties first."""
    while game.state.stack and not any(name in label for label in game.decision.labels()):
        answer(game, "过")
    if not game.state.stack:
        return False
    answer(game, name)
    return True


def pass_to_end(game) -> None:
    """Everyone passes until the 堆叠 is empty."""
    while game.state.stack:
        answer(game, "过")


def settle_recording(game) -> list[tuple[str, int, list[str]]]:
    """Resolve the 堆叠 taking the first option of every decision (passing where 过 is offered), and return
    each decision asked on the way as (kind, player, labels)."""
    seen = []
    while game.state.stack:
        d = game.decision
        seen.append((d.kind, d.player, d.labels()))
        game.apply_action(len(d.options) - 1 if "过" in d.labels() else 0)
    return seen
