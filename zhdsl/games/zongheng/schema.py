"""The state of a 纵横坛 game (rules 3, 5): each player's 财富, 物资, 仓储, 效率 and 精力, the four
private zones and the three public ones besides the 堆叠."""

from __future__ import annotations

from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Field, Schema, Zone
from zhdsl.games.zongheng.energy import POOL

STANDARD_WEALTH = 10  # 标准财富 of a regular game


def copy_player(cls):
    """The player's copy (`Schema.player_copy`): every slot by name, the zones and the 精力 pool
    duplicated. A player is copied at every task start and clone; this is a quarter cheaper than the
    schema's generic copy. The schema checks it when it is built: a counter, zone or field added
    below must be copied here too (the engine's `seat`, `dead` and `event_triggers` included)."""
    new = object.__new__

    def copy(self):
        p = new(cls)
        p.seat = self.seat
        p.wealth = self.wealth
        p.supply = self.supply
        p.storage = self.storage
        p.efficiency = self.efficiency
        p.energy = self.energy.copy()
        p.hand = self.hand[:]
        p.ward = self.ward[:]
        p.lord = self.lord[:]
        p.creation = self.creation[:]
        p.supply_level = self.supply_level
        p.arranged_last = self.arranged_last
        p.history = self.history
        p.dead = self.dead
        p.event_triggers = self.event_triggers
        return p

    return copy


SCHEMA = Schema(
    counters=(
        Counter("wealth", "财富", STANDARD_WEALTH, floor=0, lethal=True),
        Counter("supply", "物资", 0, floor=0),
        Counter("storage", "仓储", 5, floor=None, read_floor=1),
        Counter("efficiency", "效率", 5, floor=None, read_floor=1),
    ),
    pools=(POOL,),
    zones=(
        Zone("deck", "牌库", owned=False, visibility=HIDDEN),
        Zone("past", "过往", owned=False, visibility=PUBLIC),
        Zone("void", "虚空", owned=False, visibility=PUBLIC),
        Zone("hand", "手牌区", owned=True, visibility=OWNER, takes_ownership=True),
        Zone("ward", "结界区", owned=True, visibility=PUBLIC),
        Zone("lord", "领主区", owned=True, visibility=PUBLIC),
        Zone("creation", "造物区", owned=True, visibility=PUBLIC),
    ),
    fields=(
        Field("supply_level", 0),  # the highest 物资 level reached this turn (gains are never taken back, rule 5.7)
        Field("arranged_last", False),
        Field("history", (0, frozenset())),  # (turn, what the player did in it: draw discard produce damage, rule 10.24)  # the last card or skill this player used was 调度 (rule 7.9)
    ),
    roles={"deck": "deck", "discard": "past", "hand": "hand", "exile": "void"},
    player_copy=copy_player,
)
