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
    owned: set = attrs.Factory(set)  # card uids whose instance only this state holds (copy on write)
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
        """Card instances are shared until one side changes them (`mut`)."""
        self.owned = set()
        g = _new_state(GameState)
        g.schema = self.schema
        g.players = [p.copy() for p in self.players]
        g.cards = self.cards.copy()
        rng = g.rng = _new_rng(Rng)  # Rng.copy, inline: a clone per look-ahead step
        rng.state = self.rng.state
        # The shared zones: the dict copied, then every list replaced (none stays shared); inline, not
        # `Schema.copy_shared_zones`, to save a call a copy.
        zones = g.zones = self.zones.copy()
        for name in zones:
            zones[name] = zones[name][:]
        g.stack = [e.copy() for e in self.stack] if self.stack else []
        g.active, g.phase, g.turn, g.passed = self.active, self.phase, self.turn, self.passed
        g.window_entry, g.limited, g.virtual_made, g.next_uid = self.window_entry, self.limited, self.virtual_made, self.next_uid
        g.turn_uses, g.cards_used = self.turn_uses, self.cards_used
        g.tasks, g.triggers, g.over, g.winner = self.tasks[:], self.triggers, self.over, self.winner
        g.conditions_held = self.conditions_held
        g.end_reason, g.events, g.mode_data, g.owned = self.end_reason, [], self.mode_data.copy(), set()
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
        """A shared zone."""
        return self.zones[name]

    def entry(self, uid: int | None) -> StackEntry | None:
        for e in self.stack:
            if e.uid == uid:
                return e
        return None

    def mut(self, uid: int) -> CardInstance:
        """The card instance, to change: copied first if another state may share it."""
        if uid not in self.owned:
            self.cards[uid] = self.cards[uid].copy()
            self.owned.add(uid)
        return self.cards[uid]

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


_new_state = GameState.__new__  # `copy` sets every field itself
_new_rng = Rng.__new__
# `GameState.copy` lists every field: adding one means adding it there too.
assert len(attrs.fields(GameState)) == 27
