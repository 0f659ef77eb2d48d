"""Card definitions (immutable, shared by every clone) and card instances (mutable state)."""

from __future__ import annotations

from typing import Any

import attrs


@attrs.frozen(eq=False)
class CardDef:
    """One playable card: a general card (all its `|` versions), a lord, or a built-in skill."""

    id: int
    kind: str  # general lord
    name: str
    category: str  # 类别 of a general card, 阵营 of a lord
    point: int
    cost: tuple  # energy cost ((colour, n), ...); lords: ()
    colour: str
    text: str
    program: Any  # zhdsl.compiler.effects.CardProgram, built once and shared
    efficiency: int = 0  # lords
    storage: int = 0  # lords
    energy: tuple = ()  # lords: energy restored each turn


@attrs.define(slots=True)
class CardInstance:
    uid: int
    def_id: int
    owner: int  # 0-based seat
    controller: int
    zone: str  # deck past void stack hand ward lord creation destroyed
    zone_owner: int | None = None  # for private zones
    tapped: bool = False
    face_up: bool = False
    seen_by: frozenset = frozenset()
    virtual: bool = False
    turns_left: int | None = None  # 结附…N回合: turn ends left in a 结界区

    def copy(self) -> CardInstance:
        return CardInstance(
            self.uid, self.def_id, self.owner, self.controller, self.zone, self.zone_owner,
            self.tapped, self.face_up, self.seen_by, self.virtual, self.turns_left,
        )

    def visible_to(self, seat: int) -> bool:
        return self.face_up or seat in self.seen_by
