"""The 星宿 state schema (rules 2.4, 2.5, 3): each player's 军力 and 军力上限, hand, 装备区 (four slots,
rule 9.1), 判定区; the shared 牌堆, 弃牌堆 and 处理区; and the per-player bookkeeping the rules need."""

from __future__ import annotations

from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Field, Schema, Zone



def copy_player(cls):
    """The player's copy (`Schema.player_copy`): every slot by name, the zones duplicated. A player is
    copied at every task start and clone; this is a quarter cheaper than the schema's generic copy.
    The schema checks it when it is built: a counter, zone or field added below must be copied here
    too (the engine's `seat`, `dead` and `event_triggers` included)."""
    new = object.__new__

    def copy(self):
        p = new(cls)
        p.seat = self.seat
        p.strength = self.strength
        p.max_strength = self.max_strength
        p.hand = self.hand[:]
        p.equip = self.equip[:]
        p.judge = self.judge[:]
        p.general = self.general
        p.lord_skill = self.lord_skill
        p.draw_count = self.draw_count
        p.skips = self.skips
        p.attacks = self.attacks
        p.phase_used = self.phase_used
        p.turn_used = self.turn_used
        p.game_used = self.game_used
        p.used_names = self.used_names
        p.damage_turn = self.damage_turn
        p.damage_phase = self.damage_phase
        p.discarded_phase = self.discarded_phase
        p.no_retry = self.no_retry
        p.dead = self.dead
        p.event_triggers = self.event_triggers
        return p

    return copy


SCHEMA = Schema(
    counters=(
        Counter("strength", "军力", 4, floor=0, ceiling="max_strength"),
        Counter("max_strength", "军力上限", 4, floor=0),
    ),
    zones=(
        Zone("deck", "牌堆", owned=False, visibility=HIDDEN),
        Zone("discard", "弃牌堆", owned=False, visibility=PUBLIC),
        Zone("processing", "处理区", owned=False, visibility=PUBLIC),
        Zone("hand", "手牌", owned=True, visibility=OWNER, takes_ownership=True),
        Zone("equip", "装备区", owned=True, visibility=PUBLIC),
        Zone("judge", "判定区", owned=True, visibility=PUBLIC),
    ),
    fields=(
        Field("general", None),  # the general's definition id
        Field("lord_skill", None),  # 官军剿匪's 主帅: the faction's lord skill definition id
        Field("draw_count", 0),  # the draw phase's cards (rule 5.6)
        Field("skips", frozenset()),  # phases to skip this turn (rule 5.3)
        Field("attacks", 0),  # 「进攻」 used at idle moments this play phase (rule 5.8)
        Field("phase_used", frozenset()),  # skills used this phase (限一次)
        Field("turn_used", frozenset()),  # skills used this turn (每回合限一次)
        Field("game_used", frozenset()),  # 限定技 / 觉醒技 used (rule 14.5)
        Field("used_names", ()),  # (scope, card name) of the uses of this turn and phase (rule 6.9)
        Field("damage_turn", 0),  # damage dealt this turn (rule 12.7)
        Field("damage_phase", 0),  # … this phase
        Field("discarded_phase", 0),  # hand cards discarded this phase (rule 19.23)
        Field("no_retry", frozenset()),  # skills that failed to give a card this phase (rule 14.9)
    ),
    roles={"deck": "deck", "discard": "discard", "hand": "hand"},
    player_copy=copy_player,
)

SLOTS = ("weapon", "armour", "light_cavalry", "heavy_cavalry")
SLOT_WORDS = {"weapon": "武器", "armour": "防具", "light_cavalry": "轻骑兵", "heavy_cavalry": "重骑兵"}
