"""Static modifiers in force (rules 3.5, 4.4–4.9, 5.8, 9.7, 14.3, 15.10, 15.11): the bodies of locked
skills and equipment say them (`你与其他角色的距离减一`, `你的手牌上限加一`, `黑色的「进攻」对你无效` …);
the runtime asks which are in force whenever it computes a distance, an attack range, a hand limit,
the uses of 「进攻」 left, whether a card may target a player or has an effect on them.

A modifier is found in a program by walking its steps: `X…` (a command, Acts) gives the subject,
`若…，…` the conditions under which it holds."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine import program as fx


class _Static:
    """Never run as a step: read by the runtime. Running one does nothing."""

    def run(self, ctx) -> bool:
        return True


@attrs.frozen
class AttributeMod(_Static):
    subject: Any  # player reference, or None (你)
    name: str  # hand_limit attack_range max_strength
    delta: int
    amount: Any


@attrs.frozen
class DistanceMod(_Static):
    to: Any  # player reference
    delta: int
    amount: Any


@attrs.frozen
class UseLimitMod(_Static):
    phase: str | None
    card: Any  # KindSpec
    delta: int
    amount: Any  # None: no limit


@attrs.frozen
class NoDistanceLimitMod(_Static):
    card: Any


@attrs.frozen
class IgnoreArmourMod(_Static):
    card: Any


@attrs.frozen
class CannotTargetMod(_Static):
    card: Any


@attrs.frozen
class InvalidMod(_Static):
    card: Any
    player: Any


MODS = (AttributeMod, DistanceMod, UseLimitMod, NoDistanceLimitMod, IgnoreArmourMod, CannotTargetMod, InvalidMod)


@attrs.frozen
class Static:
    """One modifier of a skill, with the subject it is said of (None: 你) and its conditions."""

    mod: Any
    subject: Any = None
    conditions: tuple = ()


def find(body) -> tuple[Static, ...]:
    """Every static modifier in a program body."""
    out: list[Static] = []
    _walk(body, None, (), out)
    return tuple(out)


def _walk(step, subject, conditions, out) -> None:
    if isinstance(step, MODS):
        out.append(Static(step, subject, conditions))
    elif isinstance(step, fx.CommandStep):
        _walk(step.action, step.actor, conditions, out)
    elif isinstance(step, fx.Sequence):
        for s in step.steps:
            _walk(s, subject, conditions, out)
        if step.condition is not None:
            _walk(step.then, subject, conditions + (step.condition,), out)
    elif isinstance(step, fx.Conjunction):
        for s in step.parts:
            _walk(s, subject, conditions, out)


def holds(static: Static, ctx) -> bool:
    return all(c.holds(ctx) for c in static.conditions)


def amount(mod, ctx) -> int:
    value = mod.amount.evaluate(ctx) if mod.amount is not None else 0
    return value if isinstance(value, int) else 0
