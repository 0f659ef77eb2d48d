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
    # A game's own player copy, optional: `player_copy(cls)` returns `copy(player)`, a function that
    # builds a new `cls` and sets every slot by name (see `_player_class`); checked when the schema is
    # built. None: the generic copy.
    player_copy: Any = attrs.field(default=None, eq=False, repr=False)
    player_class: type = attrs.field(init=False, eq=False, repr=False)
    # Lookups built once (the engine reads them on every operation): name -> Counter / Zone, the
    # counters that kill at 0, and the zone of each common role (None when the game has none).
    counter_map: dict = attrs.field(init=False, eq=False, repr=False)
    zone_map: dict = attrs.field(init=False, eq=False, repr=False)
    lethal: tuple = attrs.field(init=False, eq=False, repr=False)
    counter_names: tuple = attrs.field(init=False, eq=False, repr=False)
    pool_names: tuple = attrs.field(init=False, eq=False, repr=False)
    within_bound: Any = attrs.field(init=False, eq=False, repr=False)  # (player, bound) -> every amount within ±bound
    all_within_bound: Any = attrs.field(init=False, eq=False, repr=False)  # (players, bound) -> the same for all
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
        put(self, "all_within_bound", _bound_test(self, every=True))

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
    construction costs about 250 more instructions a zone.

    A game may bring its own copy (`Schema.player_copy`): a function written out slot by slot is
    cheaper still; it is checked on a probe player before it replaces the generic one."""
    # No attribute has a default: an `__init__` with defaults tests every zone and pool argument
    # against attrs' NOTHING (about 570 instructions a copy); `blank` passes every starting value.
    fields: dict[str, Any] = {"seat": attrs.field()}
    starts: dict[str, Any] = {}
    kinds: dict[str, str] = {}  # the slots a copy duplicates: pool (a dict) or zone (a list)
    for c in schema.counters:
        fields[c.name], starts[c.name] = attrs.field(), c.default
    for p in schema.pools:
        fields[p.name], starts[p.name], kinds[p.name] = attrs.field(converter=dict.copy), {}, "pool"
    for z in schema.player_zones:
        if z.name not in fields:
            fields[z.name], starts[z.name], kinds[z.name] = attrs.field(converter=list.copy), [], "zone"
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

    if schema.player_copy is not None:
        # The game's own copy: it reads and writes each slot by name in its own bytecode, which
        # CPython turns into fixed-offset slot loads and stores — about a quarter fewer instructions
        # than `attrgetter` and the attrs `__init__` with its converters. Trusted only once it has
        # copied a probe player exactly.
        copy = schema.player_copy(cls)
        _check_copy(cls, copy, {name: kinds.get(name, "value") for name in fields})
    cls.copy = copy
    cls.blank = staticmethod(blank)
    cls.zone = zone
    return cls


class _Mark:
    """A distinct value in a probe player's slot: a copy that passes another slot's value, or a
    copy of the value instead of the value, is caught by identity."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}>"


def _check_copy(cls: type, copy: Any, kinds: dict[str, str]) -> None:
    """Refuse, in Chinese for the game's author, a player copy that does not copy every slot the
    schema declares (the engine's `seat`, `dead` and `event_triggers` included) with the value it
    holds, or that leaves a zone's list or a pool's dict shared with the original."""
    name = getattr(copy, "__qualname__", repr(copy))
    where = f"状态模式的玩家复制函数「{name}」"
    probe = cls(*(
        [_Mark(n)] if kind == "zone" else {_Mark(n): _Mark(n)} if kind == "pool" else _Mark(n)
        for n, kind in kinds.items()
    ))
    try:
        out = copy(probe)
    except Exception as e:  # the author's code: any error is reported as the check's failure
        raise ValueError(f"{where}复制玩家时出错：{type(e).__name__}: {e}") from e
    if type(out) is not cls:
        raise ValueError(f"{where}须返回一个新的玩家（由 player_copy 收到的类创建），却返回了 {type(out).__name__}")
    if out is probe:
        raise ValueError(f"{where}返回了原玩家本身，而不是它的副本")
    for slot, kind in kinds.items():
        try:
            got = getattr(out, slot)
        except AttributeError:
            raise ValueError(f"{where}没有复制「{slot}」：状态模式声明的每个计数、资源池、区域和字段都须复制") from None
        held = getattr(probe, slot)
        if kind == "value":
            if got is not held:
                raise ValueError(f"{where}复制的「{slot}」不是原玩家的值（{got!r}，应为 {held!r}）")
            continue
        what, made = ("区域", list) if kind == "zone" else ("资源池", dict)
        if got is held:
            raise ValueError(f"{what}「{slot}」与原玩家共用：{where}须复制它（{'列表' if made is list else '字典'}）")
        if type(got) is not made or got != held:
            raise ValueError(f"{where}复制的{what}「{slot}」与原玩家的内容不同（{got!r}，应为 {held!r}）")


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


def _bound_test(schema: Schema, every: bool = False) -> Any:
    """`within(player, bound)`: whether every counter and pool amount of the player is within ±bound;
    with `every`, `within(players, bound)` for a list of players at once (`Runtime.clamp_values` asks
    it after every operation)."""
    counters = operator.attrgetter(*schema.counter_names) if schema.counter_names else None
    single = len(schema.counter_names) == 1
    pools = schema.pool_names

    def all_within(players, bound: int) -> bool:
        # one loop over the players, not a call per player: check() runs this after every operation (speed13d)
        for p in players:
            if counters is not None:
                amounts = (counters(p),) if single else counters(p)
                if min(amounts) < -bound or max(amounts) > bound:
                    return False
            for name in pools:
                amounts = getattr(p, name)
                if amounts and max(amounts.values()) > bound:
                    return False
        return True

    if every:
        return all_within
    return lambda p, bound: all_within((p,), bound)


def _check_name(name: str) -> None:
    """A schema's names become attribute names: plain identifiers only."""
    if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
        raise ValueError(f"状态模式的名字「{name}」不能用作计数、资源池、区域或字段的名字（须是不以下划线开头的标识符）")
