"""The two validators of the contract's schemas find the same problems: `errors` uses jsonschema-rs when
installed (the test extra installs it) and jsonschema otherwise, so a schema must mean the same to both."""

from __future__ import annotations

import copy
import random

import pytest

from zhdsl.engine import contract
from zhdsl.play.spec import GameSpec
from zhdsl.protocol import schemas

pytest.importorskip("jsonschema_rs")


def _where(lines: list[str]) -> list[str]:
    """The paths of the problems (the two packages quote values differently in their messages)."""
    return sorted(line.split(": ", 1)[0] for line in lines)


def _played(seed: int = 4, steps: int = 40):
    game = GameSpec(game="zongheng", mode="团队", players=4, seed=seed).create()
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply_action(rng.choice(game.legal_actions()))
    return game


def _instances(game) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = [("game_info", contract.game_info(game)), ("result", contract.result(game))]
    out += [("observation", game.observation(v)) for v in (None, 0, 1)]
    out += [("event", e) for e in contract.events(game, 0, 0)[:30]]
    return out


def _broken(obs: dict) -> list[dict]:
    """Observations each broken in one way the schema forbids."""
    out = []
    for change in (
        lambda o: o.update(turn="三"),  # a string for an integer
        lambda o: o["players"][0].update(seat=-1),  # below the minimum
        lambda o: o.pop("stack"),  # a required key left out
        lambda o: o.update(colour="红"),  # a key the schema does not know
        lambda o: o["players"][1]["zones"].update(hand={"count": "2", "cards": None}),  # deep inside
    ):
        broken = copy.deepcopy(obs)
        change(broken)
        out.append(broken)
    return out


def test_valid_instances_are_valid_for_both():
    game = _played()
    for name, instance in _instances(game):
        assert schemas.errors(name, instance) == [] == schemas.python_errors(name, instance), name


def test_both_find_the_same_problems_at_the_same_places():
    obs = _played().observation(0)
    for broken in _broken(obs):
        fast, slow = schemas.errors("observation", broken), schemas.python_errors("observation", broken)
        assert fast and _where(fast) == _where(slow), (fast, slow)


def test_a_part_of_a_schema_is_checked_by_its_pointer():
    at = "/$defs/results/legal_actions"
    good = {"seat": 0, "step": 3, "actions": [0, 1], "labels": ["过", "使用「攻伐」"]}
    assert schemas.errors("rpc", good, at=at) == [] == schemas.python_errors("rpc", good, at=at)
    for broken in ({**good, "step": -1}, {**good, "actions": ["0"]}, {"seat": 0}, {**good, "extra": 1}):
        fast, slow = schemas.errors("rpc", broken, at=at), schemas.python_errors("rpc", broken, at=at)
        assert fast and _where(fast) == _where(slow), (fast, slow)
    # the whole rpc schema is an envelope, not a result: the same object is no valid message
    assert schemas.errors("rpc", good)
