"""Card definitions (immutable, shared by every clone) and card instances (mutable state).

A game subclasses `CardDef` with its printed fields (点数, 精力, 军力 …) and names them in
`facts` for the engine (what a stack entry remembers of its card, what `此牌的点数` reads)."""

from __future__ import annotations

from typing import Any, ClassVar

import attrs


@attrs.frozen(eq=False)
class CardDef:
    """One playable card or skill: its kind (the game's: general, lord, skill …), name, text and program."""

    id: int
    kind: str
    name: str
    category: str
    text: str
    program: Any  # zhdsl.engine.program.CardProgram, built once and shared

    FACTS: ClassVar[tuple[str, ...]] = ()  # the printed facts effects may read (point, colour …)
    FACT_WORDS: ClassVar[dict[str, str]] = {}  # each fact's word and each machine value's, for frontends

    def facts(self) -> dict:
        return {name: getattr(self, name) for name in self.FACTS}


@attrs.define(slots=True)
class CardInstance:
    uid: int
    def_id: int
    owner: int  # 0-based seat
    controller: int
    zone: str  # a zone of the schema, "stack", "destroyed" or "none"
    zone_owner: int | None = None  # for a player's zones
    tapped: bool = False
    face_up: bool = False
    seen_by: frozenset = frozenset()
    virtual: bool = False
    marks: dict = attrs.Factory(dict)  # the game's per-card state (结附…N回合: turns left …)

    def copy(self) -> CardInstance:
        return CardInstance(
            self.uid, self.def_id, self.owner, self.controller, self.zone, self.zone_owner,
            self.tapped, self.face_up, self.seen_by, self.virtual, self.marks.copy() if self.marks else {},
        )

    def visible_to(self, seat: int) -> bool:
        return self.face_up or seat in self.seen_by
