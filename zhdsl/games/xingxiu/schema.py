"""The 星宿 state schema (rules 2.4, 2.5, 3): each player's 军力 and 军力上限, hand, 装备区 (four slots,
rule 9.1), 判定区; the shared 牌堆, 弃牌堆 and 处理区; and the per-player bookkeeping the rules need."""

from __future__ import annotations

from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Field, Schema, Zone

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
)

SLOTS = ("weapon", "armour", "light_cavalry", "heavy_cavalry")
SLOT_WORDS = {"weapon": "武器", "armour": "防具", "light_cavalry": "轻骑兵", "heavy_cavalry": "重骑兵"}
