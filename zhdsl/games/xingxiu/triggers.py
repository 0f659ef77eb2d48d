"""Events and the triggers that answer them (rules 10.6, 14.7, 14.11).

The runtime announces an `Event` at each moment of rule 14.7; a skill whose head is `当…时/后/前` (an
`EventSpec`, lowered from the text) answers it when the event's players match the spec's descriptions
seen from the skill's owner (`你` is the owner, `一名角色` anyone, `其他角色` anyone else). Matching binds
the spec's player descriptions to the event's players, so the skill's body can say `其`, `伤害来源`,
`该角色` and mean them."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.games.xingxiu.selectors import PICK, PersonRef, PronounRef, Selector


@attrs.define(slots=True)
class Event:
    """Something that happens: who it happens to, the other player, the card use, the damage …

    kinds: before (a card is about to take effect on `other`), judged (the judgement of `who`), cause
    (`who` deals damage to `other`), receive (`who` takes damage from `source`), use, designate
    (`who`'s card targets `other`), targeted (`who` becomes a target), defended (`who`'s card was
    defended), use_or_play, recovered, last_hand, equip_lost, lose, dying, die, used_on (`who` uses a
    card on `other`), phase (a phase of `who` starts or ends)."""

    kind: str
    when: str
    who: int | None = None
    other: int | None = None
    source: int | None = None  # damage: its source
    user: int | None = None  # the user of the card in question
    use: Any = None  # the Use in question (zhdsl.games.xingxiu.uses)
    entry: int | None = None  # its stack entry
    name: str | None = None  # the card's name (a use, a play)
    facts: dict = attrs.Factory(dict)  # the card's facts (category, colour, season, point, equip type)
    amount: int = 0  # damage: its amount (changed by 令此伤害加一)
    cards: tuple = ()  # damage: the cards it was dealt with; lose: the cards lost
    phase: str | None = None  # phase events: which phase (PREPARE_START …)


@attrs.frozen
class EventSpec:
    kind: str
    when: str
    who: Any = None  # player reference (pattern)
    card: Any = None  # KindSpec
    other: Any = None
    amount: Any = None  # 受到一点伤害后: per point
    by: Any = None  # defended: the card that defended

    def matches(self, ctx, event: Event) -> bool:
        """Whether the event is this spec's, seen from `ctx.you` (the owner); binds the spec's players."""
        if event.kind != self.kind and not (self.kind == "use_or_play" and event.kind in ("use", "play")):
            return False
        if event.when != self.when:
            return False
        if self.kind == "before":
            return self._card(ctx, event) and _bind(ctx, self.other, event.other)
        if not _bind(ctx, self.who, event.who):
            return False
        if self.other is not None and not _bind(ctx, self.other, event.other):
            return False
        if self.card is not None and not self._card(ctx, event):
            return False
        if self.by is not None and not self.by.matches_facts(ctx.rt, event.facts.get("by_facts", {}), event.facts.get("by")):
            return False
        return True

    def _card(self, ctx, event) -> bool:
        if self.card is None:
            return True
        return event.name is not None and self.card.matches_facts(ctx.rt, event.facts, event.name)


def _bind(ctx, ref, seat) -> bool:
    """Whether `seat` fits the pattern `ref`; remembers it as the pick of a description."""
    if ref is None:
        return True
    if seat is None:
        return False
    if isinstance(ref, PersonRef):
        if ref.kind == "you":
            return seat == ctx.you
        if ref.kind == "all":
            return True
        if ref.kind == "all_others":
            return seat != ctx.you
        return seat in ref.players(ctx)
    if isinstance(ref, Selector):
        if not ref.accepts(ctx, seat) and not (ctx.rt.state.players[seat].dead and _accepts_dead(ctx, ref, seat)):
            return False
        ctx.values[(PICK, ref.key)] = (seat,)
        return True
    if isinstance(ref, PronounRef):
        return seat in ref.players(ctx)
    return False


def _accepts_dead(ctx, ref, seat) -> bool:
    """A dying or dead player still fits `其他角色` (阵亡时 triggers name the dead)."""
    return all(m.kind in ("other", "count", "each", "any") for m in ref.mods) and (
        seat != ctx.you or not any(m.kind == "other" for m in ref.mods))
