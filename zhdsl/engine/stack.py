"""Entries of the one stack (堆叠): a used card, a skill, or a 虚拟 card."""

from __future__ import annotations

from typing import Any

import attrs


@attrs.define(slots=True)
class StackEntry:
    uid: int
    kind: str  # card skill
    name: str
    controller: int
    owner: int  # 你 of the effect
    effect: Any  # zhdsl.engine.program.EffectProgram (shared, immutable)
    card: int | None = None  # the card instance on the stack (general cards, real or 虚拟 by note)
    source: int | None = None  # skills: the card granting the skill (lord, 结界); None for built-ins
    targets: tuple = ()  # ((slot key, seat), ...): the target players chosen when used
    card_target: int | None = None  # uid of a stack entry
    virtual: bool = False
    facts: dict = attrs.Factory(dict)  # the card's printed facts while on the stack (point, colour …); read-only
    destination: tuple | None = None  # where the card goes after resolving: ("ward", seat, turns) …
    resolving: bool = False
    def_id: int | None = None  # skills: the definition granting the skill
    # Amounts the use's cost (before ：) acted on, carried into the resolution for a later 等量 (rule
    # 10.11(b)): ((key, amount), ...), immutable.
    carried: tuple = ()
    event_actor: int | None = None  # an event trigger's use: the player whose action it answers (a pronoun names them)

    def copy(self) -> StackEntry:
        return StackEntry(
            self.uid, self.kind, self.name, self.controller, self.owner, self.effect, self.card, self.source,
            self.targets, self.card_target, self.virtual, self.facts, self.destination,
            self.resolving, self.def_id, self.carried, self.event_actor,
        )

    @property
    def player_targets(self) -> tuple[int, ...]:
        return tuple(seat for _key, seat in self.targets)

    @property
    def player_target(self) -> int | None:
        """The first target player (most effects have one)."""
        return self.targets[0][1] if self.targets else None
