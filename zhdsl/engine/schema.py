"""A game's state schema: the counters each player has (with their bounds), coloured pools, the
zones (each player's own or shared, with who may see them), per-player bookkeeping fields and
per-card marks. The engine builds its state from a schema and knows no counter or zone by name;
it finds the zones its own operations need (drawing, discarding, a player's hand) by their role.
"""

from __future__ import annotations

import keyword
import operator
import re
from typing import Any

import attrs

PUBLIC = "public"  # everyone sees the cards
OWNER = "owner"  # the owner sees them (a hand)
HIDDEN = "hidden"  # nobody sees them (a deck)


@attrs.frozen
class Counter:
    """A number every player has: 财富, 军力, 分数 …"""

    name: str  # English id
    word: str  # the game's word, for people
    default: int = 0
    floor: int | None = 0  # a change never leaves it lower (None: unbounded)
    read_floor: int | None = None  # read as at least this; a 「始终等于」 rule on it is read, never written
    ceiling: int | str | None = None  # a change never leaves it higher: a number, or another counter's name
    lethal: bool = False  # a player whose counter is at 0 or less dies (the default state check)
    shown: bool = True  # in every player's observation


@attrs.frozen
class Pool:
    """A resource held by colour (精力, 符能): colour -> amount; `wildcard` pays for any colour.
    Written as amounts with colour words: `2红1黑` (`0` for none)."""

    name: str
    word: str
    colours: tuple[str, ...]
    colour_words: tuple[str, ...]  # one word per colour, in the same order
    wildcard: str | None = None

    def _words(self) -> str:
        return "|".join(sorted(map(re.escape, self.colour_words), key=len, reverse=True))

    @property
    def pattern(self) -> re.Pattern:
        """What `parse` reads, as one pattern to match in full: `2红1黑`, `0`, or nothing; at most
        nine digits an amount."""
        return re.compile(rf"\s*(?:0|(?:[0-9]{{1,9}}\s*(?:{self._words()})色?\s*)+)?\s*")

    def parse(self, spec: str) -> dict | None:
        """`2红1黑` → {"red": 2, "black": 1}; "0" or "" → {}; None when malformed (an amount
        longer than nine digits included)."""
        spec = str(spec).strip()
        if spec in ("", "0"):
            return {}
        out: dict[str, int] = {}
        pos = 0
        for m in re.finditer(rf"([0-9]{{1,9}})\s*({self._words()})色?", spec):
            if spec[pos:m.start()].strip():
                return None
            colour = self.colours[self.colour_words.index(m.group(2))]
            out[colour] = out.get(colour, 0) + int(m.group(1))
            pos = m.end()
        if not out or spec[pos:].strip():
            return None
        return {c: n for c, n in out.items() if n > 0}

    def text(self, amounts) -> str:
        """A pool or a cost ((colour, n) pairs) written back: `2红1黑`, or `0`."""
        items = dict(amounts) if not isinstance(amounts, dict) else amounts
        words = dict(zip(self.colours, self.colour_words))
        return "".join(f"{items[c]}{words[c]}" for c in self.colours if items.get(c, 0) > 0) or "0"


@attrs.frozen
class Zone:
    name: str  # English id
    word: str  # the game's word
    owned: bool  # one per player (else one shared by all)
    visibility: str = PUBLIC  # who sees its cards face up: PUBLIC, OWNER, HIDDEN
    takes_ownership: bool = False  # a card entering it becomes its owner's (a hand)


@attrs.frozen
class Field:
    """Per-player bookkeeping a game's rules keep (values must be immutable: they are shared by copies)."""

    name: str
    default: Any = None


@attrs.frozen
class Schema:
    counters: tuple[Counter, ...] = ()
    pools: tuple[Pool, ...] = ()
    zones: tuple[Zone, ...] = ()
    fields: tuple[Field, ...] = ()
    roles: dict = attrs.field(factory=dict)  # role -> zone name: deck, discard, hand, exile
    player_class: type = attrs.field(init=False, eq=False, repr=False)
    # Lookups built once (the engine reads them on every operation): name -> Counter / Zone, the
    # counters that kill at 0, and the zone of each common role (None when the game has none).
    counter_map: dict = attrs.field(init=False, eq=False, repr=False)
    zone_map: dict = attrs.field(init=False, eq=False, repr=False)
    lethal: tuple = attrs.field(init=False, eq=False, repr=False)
    counter_names: tuple = attrs.field(init=False, eq=False, repr=False)
    pool_names: tuple = attrs.field(init=False, eq=False, repr=False)
    within_bound: Any = attrs.field(init=False, eq=False, repr=False)  # (player, bound) -> every amount within ±bound
    player_zones: tuple = attrs.field(init=False, eq=False, repr=False)
    shared_zones: tuple = attrs.field(init=False, eq=False, repr=False)
    copy_shared_zones: Any = attrs.field(init=False, eq=False, repr=False)  # GameState.zones -> a copy
    hand_zone: str | None = attrs.field(init=False, eq=False, repr=False)
    deck_zone: str | None = attrs.field(init=False, eq=False, repr=False)
    discard_zone: str | None = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        put = object.__setattr__
        put(self, "counter_map", {c.name: c for c in self.counters})
        zone_map: dict = {}
        for z in self.zones:
            zone_map.setdefault(z.name, z)
        put(self, "zone_map", zone_map)
        put(self, "lethal", tuple(c.name for c in self.counters if c.floor is not None and c.lethal))
        put(self, "counter_names", tuple(c.name for c in self.counters))
        put(self, "pool_names", tuple(p.name for p in self.pools))
        put(self, "player_zones", tuple(z for z in self.zones if z.owned))
        put(self, "shared_zones", tuple(z for z in self.zones if not z.owned))
        for role in ("hand", "deck", "discard"):
            put(self, f"{role}_zone", self.roles.get(role))
        put(self, "player_class", _player_class(self))
        put(self, "copy_shared_zones", _zones_copier(self))
        put(self, "within_bound", _bound_test(self))

    def zone(self, name: str) -> Zone:
        return self.zone_map[name]

    def counter(self, name: str) -> Counter | None:
        return self.counter_map.get(name)

    def role(self, role: str) -> str:
        """The zone that plays `role` (deck, discard, hand, exile) in this game."""
        return self.roles[role]

    def new_player(self, seat: int):
        return self.player_class.blank(seat)


def _player_class(schema: Schema) -> type:
    """A slotted class with one attribute per counter, pool, zone and field of the schema, and a
    `copy()` that duplicates the mutable ones (zones are lists, pools dicts).

    A player is copied at every task start and every clone, so `copy` reads every slot in one
    `attrgetter` call and hands the values to the class's own `__init__`, whose converters copy the
    zones and pools — no Python-level loop over the fields and no `__dict__` per player. The converters
    are `list.copy` and `dict.copy` (a C method called directly), not the types `list` and `dict`, whose
    construction costs about 250 more instructions a zone."""
    # No attribute has a default: an `__init__` with defaults tests every zone and pool argument
    # against attrs' NOTHING (about 570 instructions a copy); `blank` passes every starting value.
    fields: dict[str, Any] = {"seat": attrs.field()}
    starts: dict[str, Any] = {}
    for c in schema.counters:
        fields[c.name], starts[c.name] = attrs.field(), c.default
    for p in schema.pools:
        fields[p.name], starts[p.name] = attrs.field(converter=dict.copy), {}
    for z in schema.player_zones:
        if z.name not in fields:
            fields[z.name], starts[z.name] = attrs.field(converter=list.copy), []
    for f in schema.fields:
        fields[f.name], starts[f.name] = attrs.field(), f.default
    fields["dead"], starts["dead"] = attrs.field(), False
    fields["event_triggers"], starts["event_triggers"] = attrs.field(), (0, 0)  # (turn, event triggers fired in it): Limits.event_triggers_per_turn
    for name in fields:
        _check_name(name)
    cls = attrs.make_class("PlayerState", fields, slots=True)
    values = operator.attrgetter(*fields)  # more than one name: always a tuple
    initial = tuple(starts.values())  # the converters copy the empty zones and pools for each player

    def copy(self):
        """A copy sharing nothing mutable with this player (zones and pools duplicated)."""
        return cls(*values(self))

    def blank(seat: int):
        """A new player at `seat`: every counter and field at its default, zones and pools empty."""
        return cls(seat, *initial)

    def zone(self, name: str) -> list:
        return getattr(self, name)

    cls.copy = copy
    cls.blank = staticmethod(blank)
    cls.zone = zone
    return cls


def _zones_copier(schema: Schema) -> Any:
    """`copy(zones)`: a copy of a state's shared zones (name -> list), each list duplicated."""
    names = tuple(dict.fromkeys(z.name for z in schema.shared_zones))
    for name in names:  # named like every other part of the schema
        _check_name(name)

    def copy(zones: dict) -> dict:
        # The dict copied, then each list replaced (every key: none stays shared): a fifth fewer
        # instructions than a comprehension, which builds a function and a frame each time.
        out = zones.copy()
        for name in out:
            out[name] = out[name][:]
        return out

    return copy


def _bound_test(schema: Schema) -> Any:
    """`within(player, bound)`: whether every counter and pool amount of the player is within ±bound
    (`Runtime.clamp_values` asks it after every operation)."""
    counters = operator.attrgetter(*schema.counter_names) if schema.counter_names else None
    single = len(schema.counter_names) == 1
    pools = schema.pool_names

    def within(p, bound: int) -> bool:
        if counters is not None:
            amounts = (counters(p),) if single else counters(p)
            if min(amounts) < -bound or max(amounts) > bound:
                return False
        for name in pools:
            amounts = getattr(p, name)
            if amounts and max(amounts.values()) > bound:
                return False
        return True

    return within


def _check_name(name: str) -> None:
    """A schema's names become attribute names: plain identifiers only."""
    if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
        raise ValueError(f"状态模式的名字「{name}」不能用作计数、资源池、区域或字段的名字（须是不以下划线开头的标识符）")
