"""The mutable game state: players (built from the game's schema), shared zones, card instances,
the stack and the turn's bookkeeping.

Everything here is plain data that `copy()` duplicates; immutable things (the schema, card
definitions, compiled programs) are shared by reference.
"""

from __future__ import annotations

import attrs

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.rng import Rng
from zhdsl.engine.stack import StackEntry


@attrs.define(slots=True)
class GameState:
    schema: object  # zhdsl.engine.schema.Schema, shared
    players: list
    cards: dict  # uid -> CardInstance
    rng: Rng
    zones: dict = attrs.Factory(dict)  # shared zone name -> card uids (a deck: top first; others: oldest first)
    stack: list = attrs.Factory(list)  # StackEntry, bottom first
    active: int = 0
    phase: str = "setup"
    turn: int = 0
    passed: frozenset = frozenset()
    window_entry: int | None = None  # the stack entry that has just entered (response windows)
    limited: frozenset = frozenset()  # (source key) used this turn / at this moment
    virtual_made: int = 0  # 虚拟 cards created this turn
    cards_used: frozenset = frozenset()  # seats that used a card (not a skill) this turn, 执行 included
    turn_uses: int = 0  # uses the active player started from an empty stack this turn (Limits.uses_per_turn)
    next_uid: int = 1
    tasks: list = attrs.Factory(list)  # pending engine tasks, last runs first
    triggers: tuple = ()  # queued automatic uses: (stack depth, seat, action[, the event's player]), first runs first
    conditions_held: frozenset = frozenset()  # (seat, action) of the state triggers whose condition held at the last check
    over: bool = False
    winner: int | None = None  # 0-based seat; None with over=True is a draw
    end_reason: str = ""
    events: list = attrs.Factory(list)  # events produced since the last commit
    mode_data: dict = attrs.Factory(dict)  # values must be immutable: copies share them
    owned: set | None = attrs.Factory(set)  # card uids whose instance only this state holds (copy on write); None: none
    # Copy on write of the `cards` dict and of the shared zones' lists (`mut`, `add_card`, `wzone`): a
    # copy shares them with the state it came from until one side changes them. A new state owns its own.
    cards_owned: bool = True
    zones_owned: frozenset = frozenset()  # names of the shared zones whose list only this state holds
    static_rules: list | None = None  # cache of the static rules in force; None after any card moves
    left_stack: dict = attrs.Factory(dict)  # entry uid -> what it was when it left the stack (LKI); replaced, never changed

    @classmethod
    def new(cls, schema, players: int, rng: Rng) -> GameState:
        """A state with `players` players and every zone of the schema empty."""
        return cls(
            schema, [schema.new_player(seat) for seat in range(players)], {}, rng,
            {z.name: [] for z in schema.shared_zones},
        )

    def copy(self) -> GameState:
        """Card instances, the `cards` dict and the shared zones' lists are shared until one side
        changes them (`mut`, `add_card`, `wzone`): every write to them goes through those."""
        self.owned = None
        self.cards_owned = False
        self.zones_owned = _NONE
        g = _new_state(GameState)
        g.schema = self.schema
        g.players = [p.copy() for p in self.players]
        g.cards, g.cards_owned = self.cards, False
        rng = g.rng = _new_rng(Rng)  # Rng.copy, inline: a clone per look-ahead step
        rng.state = self.rng.state
        g.zones, g.zones_owned = self.zones.copy(), _NONE  # the dict copied, its lists shared
        g.stack = [e.copy() for e in self.stack] if self.stack else []
        g.active, g.phase, g.turn, g.passed = self.active, self.phase, self.turn, self.passed
        g.window_entry, g.limited, g.virtual_made, g.next_uid = self.window_entry, self.limited, self.virtual_made, self.next_uid
        g.turn_uses, g.cards_used = self.turn_uses, self.cards_used
        g.tasks, g.triggers, g.over, g.winner = self.tasks[:], self.triggers, self.over, self.winner
        g.conditions_held = self.conditions_held
        g.end_reason, g.events, g.mode_data, g.owned = self.end_reason, [], self.mode_data.copy(), None
        g.static_rules = self.static_rules
        g.left_stack = self.left_stack
        return g

    # -- ids, lookups ---------------------------------------------------------------------

    def new_uid(self) -> int:
        uid = self.next_uid
        self.next_uid += 1
        return uid

    def zone_list(self, zone: str, owner: int | None) -> list:
        if zone in self.zones:
            return self.zones[zone]
        return self.players[owner].zone(zone)

    def zone(self, name: str) -> list:
        """A shared zone, to read (`wzone` to change it)."""
        return self.zones[name]

    def wzone(self, name: str) -> list:
        """A shared zone's list, to change: copied first if another state may share it."""
        if name in self.zones_owned:
            return self.zones[name]
        lst = self.zones[name] = self.zones[name][:]
        self.zones_owned = self.zones_owned | {name}
        return lst

    def wzone_list(self, zone: str, owner: int | None) -> list:
        """`zone_list`, to change (a player's zones are the player's own: players are copied whole)."""
        if zone in self.zones:
            return self.wzone(zone)
        return self.players[owner].zone(zone)

    def entry(self, uid: int | None) -> StackEntry | None:
        for e in self.stack:
            if e.uid == uid:
                return e
        return None

    def mut(self, uid: int) -> CardInstance:
        """The card instance, to change: copied first if another state may share it."""
        owned = self.owned
        if owned is None:
            owned = self.owned = set()
        elif uid in owned:
            return self.cards[uid]
        cards = self.cards
        if not self.cards_owned:
            cards = self.cards = cards.copy()
            self.cards_owned = True
        c = cards[uid] = cards[uid].copy()
        owned.add(uid)
        return c

    def add_card(self, card: CardInstance) -> None:
        """A new card instance (its uid from `new_uid`), held by this state only."""
        cards = self.cards
        if not self.cards_owned:
            cards = self.cards = cards.copy()
            self.cards_owned = True
        cards[card.uid] = card
        if self.owned is None:
            self.owned = set()
        self.owned.add(card.uid)

    # -- seats ----------------------------------------------------------------------------

    @property
    def seats(self) -> range:
        return range(len(self.players))

    def alive(self) -> list[int]:
        return [p.seat for p in self.players if not p.dead]

    def order_from(self, seat: int, alive_only: bool = True) -> list[int]:
        """Seats in turn order, starting with `seat`."""
        players = self.players
        n = len(players)
        out = []
        for k in range(n):  # a plain loop: asked at every priority step
            s = (seat + k) % n
            if not (alive_only and players[s].dead):
                out.append(s)
        return out

    def distance(self, a: int, b: int) -> int:
        """Seats between them + 1, the shorter way round, not counting the dead (rule 2.3)."""
        if a == b:
            return 0
        ring = [s for s in self.seats if not self.players[s].dead or s in (a, b)]
        i, j = ring.index(a), ring.index(b)
        d = abs(i - j)
        return min(d, len(ring) - d)


_NONE: frozenset = frozenset()
_new_state = GameState.__new__  # `copy` sets every field itself
_new_rng = Rng.__new__
# `GameState.copy` lists every field: adding one means adding it there too.
assert len(attrs.fields(GameState)) == 29


# -- the trial check (a debug mode of `zhdsl.engine.game`) --------------------------------------

# Bookkeeping of the copy on write, which a copy changes on the state it copies: not the position.
_BOOKKEEPING = frozenset({"schema", "owned", "cards_owned", "zones_owned", "static_rules"})


def fingerprint(state: GameState) -> tuple:
    """Everything a state holds, as nested tuples, the copy-on-write bookkeeping (and the shared
    schema, the static rules' cache) left out: a write that reached the state changes it. Immutable
    values (frozen attrs classes: programs, definitions) are taken as they are."""
    return tuple(
        (f.name, _freeze(getattr(state, f.name))) for f in attrs.fields(GameState) if f.name not in _BOOKKEEPING
    )


def _freeze(x):
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, tuple(_freeze(v) for v in x))
    if isinstance(x, dict):
        return ("dict", tuple((_freeze(k), _freeze(v)) for k, v in x.items()))
    if isinstance(x, (set, frozenset)):
        return (type(x).__name__, tuple(sorted((_freeze(v) for v in x), key=repr)))
    cls = type(x)
    if attrs.has(cls) and getattr(cls.__setattr__, "__name__", "") != "_frozen_setattrs":  # a mutable attrs class
        return (cls.__name__, tuple(_freeze(getattr(x, f.name)) for f in attrs.fields(cls)))
    if isinstance(x, Rng):
        return ("Rng", x.state)
    return x
