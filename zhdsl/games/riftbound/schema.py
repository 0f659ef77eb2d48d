"""The state schema of 《符文战场》: each player's points, XP, mana and power pool, and zones
(rules 4, 7): main deck, rune deck, hand, trash, banishment, base, rune area, champion zone,
legend zone; the battlefields, the units and gear at them, and the face-down zone are shared."""

from __future__ import annotations

from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Field, Pool, Schema, Zone

COLOURS = ("red", "green", "blue", "orange", "purple", "yellow")
COLOUR_WORDS = ("红", "绿", "蓝", "橙", "紫", "黄")



def copy_player(cls):
    """The player's copy (`Schema.player_copy`): every slot by name, the zones and the 符能 pool
    duplicated. A player is copied at every task start and clone; this is cheaper than the schema's
    generic copy. The schema checks it when it is built: a counter, zone or field added below must
    be copied here too (the engine's `seat`, `dead` and `event_triggers` included)."""
    new = object.__new__

    def copy(self):
        p = new(cls)
        p.seat = self.seat
        p.points = self.points
        p.xp = self.xp
        p.mana = self.mana
        p.power = self.power.copy()
        p.deck = self.deck[:]
        p.runes = self.runes[:]
        p.hand = self.hand[:]
        p.trash = self.trash[:]
        p.banish = self.banish[:]
        p.base = self.base[:]
        p.rune_area = self.rune_area[:]
        p.champion = self.champion[:]
        p.legend = self.legend[:]
        p.played = self.played
        p.spells = self.spells
        p.drawn = self.drawn
        p.scored = self.scored
        p.used = self.used
        p.team = self.team
        p.no_spells = self.no_spells
        p.play_grants = self.play_grants
        p.dead = self.dead
        p.event_triggers = self.event_triggers
        return p

    return copy


SCHEMA = Schema(
    counters=(
        Counter("points", "分数"),
        Counter("xp", "经验"),
        Counter("mana", "法力"),
    ),
    pools=(Pool("power", "符能", COLOURS + ("any",), COLOUR_WORDS + ("任意",), "any"),),
    zones=(
        Zone("deck", "主牌堆", True, HIDDEN),
        Zone("runes", "符文牌堆", True, HIDDEN),
        Zone("hand", "手牌", True, OWNER, takes_ownership=True),
        Zone("trash", "废牌堆", True, PUBLIC),
        Zone("banish", "放逐区", True, PUBLIC),
        Zone("base", "基地", True, PUBLIC),
        Zone("rune_area", "符文区", True, PUBLIC),
        Zone("champion", "英雄区域", True, PUBLIC),
        Zone("legend", "传奇区域", True, PUBLIC),
        Zone("battlefields", "战场区", False, PUBLIC),
        Zone("field", "战场上", False, PUBLIC),
        Zone("facedown", "正面朝下区", False, HIDDEN),
    ),
    fields=(
        Field("played", 0),  # cards played this turn (鼓舞, rule 19.18)
        Field("spells", 0),  # spells played this turn
        Field("drawn", 0),  # cards drawn this turn (`当你在每回合内抽第二张牌时`, rule 17.1(a))
        Field("scored", frozenset()),  # battlefield uids scored this turn (rule 16.3)
        Field("used", frozenset()),  # once-a-turn abilities used: (uid, index)
        Field("team", 0),
        Field("no_spells", 0),  # 1 while `在本回合内无法打出法术` holds (10.7(d)), 2 for `…无法打出卡牌` (10.27); until the turn ends
        Field("play_grants", ()),  # (kind, speed) plays granted this turn (rules-riftbound.md 9.24), until the turn ends
    ),
    roles={"deck": "deck", "discard": "trash", "hand": "hand", "exile": "banish"},
    player_copy=copy_player,
)
