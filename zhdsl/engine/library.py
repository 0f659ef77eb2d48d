"""The card library of one game: every card definition, shared (read-only) by all clones."""

from __future__ import annotations

import re

from zhdsl.engine.cards import CardDef

# A point has at most 9 digits: each split of the name is then tried in constant time (linear in all),
# and the digits always convert (`[0-9]+` was quadratic on a long run of digits, and past 4,300 digits
# int() raised ValueError).
_WITH_POINT = re.compile(r"(.+?)[（(]?([0-9]{1,9})[）)]?")


class CardLibrary:
    def __init__(self) -> None:
        self.defs: list[CardDef] = []
        self.by_name: dict[str, list[CardDef]] = {}
        self.game_data: dict = {}  # what the game's rules add once (built-in skills, a default card …)

    def add(self, cls: type[CardDef] = CardDef, **fields) -> CardDef:
        d = cls(id=len(self.defs), **fields)
        self.defs.append(d)
        self.by_name.setdefault(d.name, []).append(d)
        return d

    def __getitem__(self, def_id: int) -> CardDef:
        return self.defs[def_id]

    def find(self, name: str, kind: str | None = None, point: int | None = None) -> CardDef | None:
        """By name (the first card of that name); `劳作5` or `劳作（5）` picks the one with point 5."""
        for d in self.by_name.get(name, ()):
            if (kind is None or d.kind == kind) and (point is None or getattr(d, "point", None) == point):
                return d
        m = _WITH_POINT.fullmatch(name)
        if m and point is None:
            return self.find(m.group(1), kind, int(m.group(2)))
        return None
