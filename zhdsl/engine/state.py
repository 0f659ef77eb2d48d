"""The mutable game state: players, zones, card instances, the stack, turn bookkeeping.

Everything here is plain data that `copy()` duplicates; immutable things (card
definitions, compiled programs) are shared by reference.
"""

from __future__ import annotations

import attrs

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.rng import Rng
from zhdsl.engine.stack import StackEntry

PUBLIC_ZONES = ("deck", "past", "void")
PRIVATE_ZONES = ("hand", "ward", "lord", "creation")
ZONE_NAMES = {
    "deck": "牌库", "past": "过往", "void": "虚空", "stack": "堆叠", "hand": "手牌区",
    "ward": "结界区", "lord": "领主区", "creation": "造物区", "destroyed": "（已销毁）",
}


@attrs.define(slots=True)
class PlayerState:
    seat: int
    wealth: int = 10
    supply: int = 0
    energy: dict = attrs.Factory(dict)
    storage: int = 5  # base 仓储 (at least 1 when read)
    efficiency: int = 5  # base 效率 (at least 1 when read)
    dead: bool = False
    hand: list = attrs.Factory(list)
    ward: list = attrs.Factory(list)
    lord: list = attrs.Factory(list)
    creation: list = attrs.Factory(list)
    supply_level: int = 0  # highest 物资 level reached this turn (rule: gains are never taken back)
    arranged_last: bool = False  # the last card or skill this player used was 调度

    def copy(self) -> PlayerState:
        p = _new_player(PlayerState)
        p.seat, p.wealth, p.supply, p.energy = self.seat, self.wealth, self.supply, self.energy.copy()
        p.storage, p.efficiency, p.dead = self.storage, self.efficiency, self.dead
        p.hand, p.ward, p.lord, p.creation = self.hand[:], self.ward[:], self.lord[:], self.creation[:]
        p.supply_level, p.arranged_last = self.supply_level, self.arranged_last
        return p

    def zone(self, name: str) -> list:
        return getattr(self, name)


_new_player = PlayerState.__new__  # `copy` sets every field itself


@attrs.define(slots=True)
class GameState:
    players: list
    cards: dict  # uid -> CardInstance
    rng: Rng
    deck: list = attrs.Factory(list)  # top first
    past: list = attrs.Factory(list)  # oldest first
    void: list = attrs.Factory(list)
    stack: list = attrs.Factory(list)  # StackEntry, bottom first
    active: int = 0
    phase: str = "setup"  # setup start main end
    turn: int = 0
    passed: frozenset = frozenset()
    window_entry: int | None = None  # the stack entry that has just entered (响应/追加 windows)
    limited: frozenset = frozenset()  # (source key) used this turn, for 限定
    virtual_made: int = 0  # 虚拟 cards created this turn
    turn_uses: int = 0  # uses the active player started from an empty stack this turn (Limits.uses_per_turn)
    next_uid: int = 1
    tasks: list = attrs.Factory(list)  # pending engine tasks, last runs first
    triggers: tuple = ()  # queued automatic uses: (stack depth, seat, action), first runs first
    over: bool = False
    winner: int | None = None  # 0-based seat; None with over=True is a draw
    end_reason: str = ""
    events: list = attrs.Factory(list)  # events produced since the last commit
    mode_data: dict = attrs.Factory(dict)
    owned: set = attrs.Factory(set)  # card uids whose instance only this state holds (copy on write)
    static_rules: list | None = None  # cache of the static rules in force; None after any card moves

    def copy(self) -> GameState:
        """Card instances are shared until one side changes them (`mut`)."""
        self.owned = set()
        g = _new_state(GameState)
        g.players = [p.copy() for p in self.players]
        g.cards = self.cards.copy()
        g.rng = self.rng.copy()
        g.deck, g.past, g.void = self.deck[:], self.past[:], self.void[:]
        g.stack = [e.copy() for e in self.stack] if self.stack else []
        g.active, g.phase, g.turn, g.passed = self.active, self.phase, self.turn, self.passed
        g.window_entry, g.limited, g.virtual_made, g.next_uid = self.window_entry, self.limited, self.virtual_made, self.next_uid
        g.turn_uses = self.turn_uses
        g.tasks, g.triggers, g.over, g.winner = self.tasks[:], self.triggers, self.over, self.winner
        g.end_reason, g.events, g.mode_data, g.owned = self.end_reason, [], self.mode_data.copy(), set()
        g.static_rules = self.static_rules
        return g

    # -- ids, lookups ---------------------------------------------------------------------

    def new_uid(self) -> int:
        uid = self.next_uid
        self.next_uid += 1
        return uid

    def zone_list(self, zone: str, owner: int | None) -> list:
        if zone in PRIVATE_ZONES:
            return self.players[owner].zone(zone)
        if zone in PUBLIC_ZONES:
            return getattr(self, zone)
        raise KeyError(zone)

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
        """Seats in turn order (逆时针), starting with `seat`."""
        n = len(self.players)
        out = [(seat + k) % n for k in range(n)]
        return [s for s in out if not (alive_only and self.players[s].dead)]

    def distance(self, a: int, b: int) -> int:
        """Seats between them + 1, the shorter way round, not counting the dead (rule 2.3)."""
        if a == b:
            return 0
        ring = [s for s in self.seats if not self.players[s].dead or s in (a, b)]
        i, j = ring.index(a), ring.index(b)
        d = abs(i - j)
        return min(d, len(ring) - d)


_new_state = GameState.__new__  # `copy` sets every field itself
# `PlayerState.copy` and `GameState.copy` list every field: adding one means adding it there too.
assert len(attrs.fields(PlayerState)) == 13 and len(attrs.fields(GameState)) == 25
