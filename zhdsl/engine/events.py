"""The game log: immutable events, each with a Chinese message for players and structured data.

An event's `data` are values in the order its kind declares them in `FIELDS` (the engine's kinds)
or in the game's `Runtime.EVENT_FIELDS` (a game's own kinds): each a (name, type) pair, where the
type says how a frontend sees the value (`zhdsl.engine.contract`):

- `seat`: a 0-based seat (or None);
- `card`: a card instance's uid — shown to a viewer as its id and name, unless the event also has
  a `zone` field naming a zone the viewer may not see into (a card drawn into another's hand);
- `entry`: a stack entry's uid;
- `zone`: a zone's id (the schema's name, or "stack" / "destroyed");
- `int`, `str`: a number, or a machine word (an English id);
- `amounts`: amounts by key, as a dict or (key, amount) pairs (`{"red": 2}`).

An event may carry fewer values than its kind declares (the rest are absent), never more.
"""

from __future__ import annotations

import attrs

FIELD_TYPES = frozenset({"seat", "card", "entry", "zone", "int", "str", "amounts"})


@attrs.frozen
class Event:
    kind: str  # use resolve draw discard wealth supply energy move counter turn_start turn_end death end limit …
    player: int | None  # 0-based seat, None for the game itself
    text: str  # Chinese, for players
    data: tuple = ()  # values of the kind's fields, in order (FIELDS / Runtime.EVENT_FIELDS)

    def __str__(self) -> str:
        return self.text


# The fields of the engine's own event kinds (a kind without data has none).
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "use": (("entry", "entry"), ("use_kind", "str")),  # use_kind: card or skill
    "execute": (("entry", "entry"),),
    "resolve": (("entry", "entry"),),
    "fail": (("entry", "entry"),),  # the entry whose step failed, when one did
    "counter": (("entry", "entry"),),  # the entry cancelled
    "transform": (("entry", "entry"),),
    "copy": (("entry", "entry"),),  # the new copy
    "move": (("card", "card"), ("zone", "zone"), ("owner", "seat")),
    "draw": (("count", "int"),),
    "discard": (("card", "card"),),
    "look": (("count", "int"),),  # a player looked at this many cards (their faces are theirs alone)
    "choose": (("option", "int"),),  # the 0-based option of a 「/」 choice
    "turn_start": (("turn", "int"),),
}
