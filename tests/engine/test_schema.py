"""A game's state schema (zhdsl/engine/schema.py): what a dialect declares and what the engine builds
from it — the player class and its copy, the shared zones' copy, the ±bound test behind the `limit`
event, the lookups by name and role, the written form of a pool, and a clear Chinese error for a name
the generated code cannot hold."""

from __future__ import annotations

import pytest

from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Field, Pool, Schema, Zone

POOL = Pool("mana", "法力", ("red", "green", "black"), ("红", "绿", "黑"), wildcard="black")


def make_schema(**extra) -> Schema:
    fields = dict(
        counters=(
            Counter("life", "生命", 7, floor=0, lethal=True),
            Counter("gold", "金币", 3, floor=None, lethal=True),  # no floor: never lethal
            Counter("fame", "名望", 0, floor=0),
        ),
        pools=(POOL,),
        zones=(
            Zone("deck", "牌库", owned=False, visibility=HIDDEN),
            Zone("pile", "弃牌堆", owned=False, visibility=PUBLIC),
            Zone("hand", "手牌", owned=True, visibility=OWNER, takes_ownership=True),
            Zone("table", "桌面", owned=True),
            Zone("table", "另一个桌面", owned=True),  # a repeated name: the first one stands
        ),
        fields=(Field("marker", "无"), Field("turns", 0)),
        roles={"deck": "deck", "discard": "pile", "hand": "hand"},
    )
    fields.update(extra)
    return Schema(**fields)


def test_lookups_by_name_and_role():
    schema = make_schema()
    assert schema.counter("life").word == "生命" and schema.counter("mana") is None
    assert schema.zone("table").word == "桌面"  # the first zone of a name
    assert schema.zone("deck").visibility == HIDDEN
    assert schema.role("discard") == "pile"
    with pytest.raises(KeyError):
        schema.role("exile")
    assert (schema.hand_zone, schema.deck_zone, schema.discard_zone) == ("hand", "deck", "pile")
    assert make_schema(roles={}).hand_zone is None
    assert schema.lethal == ("life",)  # a counter with no floor never kills
    assert schema.counter_names == ("life", "gold", "fame")
    assert schema.pool_names == ("mana",)
    assert [z.name for z in schema.player_zones] == ["hand", "table", "table"]
    assert [z.name for z in schema.shared_zones] == ["deck", "pile"]


def test_a_new_player_has_every_default():
    p = make_schema().new_player(2)
    assert (p.seat, p.life, p.gold, p.fame, p.mana, p.marker, p.turns, p.dead) == (2, 7, 3, 0, {}, "无", 0, False)
    assert p.hand == [] and p.table == [] and p.zone("table") is p.table
    other = make_schema().new_player(0)
    other.hand.append(1)
    other.mana["red"] = 1
    assert p.hand == [] and p.mana == {}  # no two players share a zone or a pool


def test_a_copy_is_independent_of_its_player():
    p = make_schema().new_player(1)
    p.life, p.gold, p.fame, p.marker, p.turns, p.dead = 4, -2, 9, "有", 3, True
    p.hand.extend([5, 6])
    p.table.append(7)
    p.mana.update({"red": 2})
    c = p.copy()
    assert type(c) is type(p)
    assert (c.seat, c.life, c.gold, c.fame, c.marker, c.turns, c.dead) == (1, 4, -2, 9, "有", 3, True)
    assert (c.hand, c.table, c.mana) == ([5, 6], [7], {"red": 2})
    c.hand.append(8)
    c.table.clear()
    c.mana["green"] = 1
    c.life = 0
    assert (p.hand, p.table, p.mana, p.life) == ([5, 6], [7], {"red": 2}, 4)


def test_the_shared_zones_copy():
    schema = make_schema()
    zones = {"deck": [1, 2], "pile": [3]}
    copied = schema.copy_shared_zones(zones)
    assert copied == zones
    copied["deck"].pop()
    copied["pile"].append(4)
    assert zones == {"deck": [1, 2], "pile": [3]}
    assert make_schema(zones=()).copy_shared_zones({}) == {}


@pytest.mark.parametrize(
    "life, gold, mana, within",
    [
        (10, -10, {"red": 10}, True),  # the bound itself is within
        (11, 0, {}, False),
        (0, -11, {}, False),
        (-10, 10, {}, True),
        (0, 0, {"red": 1, "green": 11}, False),  # any colour past the bound
        (0, 0, {}, True),
    ],
)
def test_within_bound(life, gold, mana, within):
    schema = make_schema()
    p = schema.new_player(0)
    p.life, p.gold, p.mana = life, gold, mana
    assert schema.within_bound(p, 10) is within
    # the test over all players at once (Runtime.clamp_values) agrees, whichever seat is out of bounds
    fine = schema.new_player(1)
    assert schema.all_within_bound([fine, p], 10) is within
    assert schema.all_within_bound([p, fine], 10) is within
    assert schema.all_within_bound([fine], 10) is True


def test_within_bound_of_a_schema_with_one_counter():
    # a game with a single counter (a life total only): the ±bound of the `limit` event holds for it too
    schema = Schema(counters=(Counter("life", "生命", 5),), zones=(Zone("hand", "手牌", owned=True),))
    p = schema.new_player(0)
    assert schema.within_bound(p, 10) is True
    p.life = 11
    assert schema.within_bound(p, 10) is False
    p.life = -11
    assert schema.within_bound(p, 10) is False
    p.life = -10
    assert schema.within_bound(p, 10) is True


def test_within_bound_of_a_schema_without_numbers():
    schema = Schema(zones=(Zone("hand", "手牌", owned=True),))
    assert schema.within_bound(schema.new_player(0), 0) is True
    assert schema.all_within_bound([schema.new_player(0), schema.new_player(1)], 0) is True


@pytest.mark.parametrize(
    "part",
    [
        {"counters": (Counter("_life", "生命"),)},
        {"counters": (Counter("class", "等级"),)},
        {"pools": (Pool("ma na", "法力", ("red",), ("红",)),)},
        {"zones": (Zone("hand-2", "手牌", owned=True),)},
        {"zones": (Zone("牌 库", "牌库", owned=False),)},
        {"fields": (Field("for"),)},
    ],
)
def test_a_name_the_engine_cannot_hold_is_refused_in_chinese(part):
    with pytest.raises(ValueError) as err:
        Schema(**part)
    message = str(err.value)
    assert message.startswith("状态模式的名字「") and "不能用作计数、资源池、区域或字段的名字" in message
    assert "不以下划线开头的标识符" in message


def test_a_chinese_identifier_is_a_name():
    schema = Schema(counters=(Counter("财富", "财富", 2),), zones=(Zone("过往", "过往", owned=False),))
    assert schema.new_player(0).财富 == 2
    assert schema.copy_shared_zones({"过往": [1]}) == {"过往": [1]}


def test_names_are_case_sensitive_beside_the_engines_own_slots():
    """A game may name a counter `DEAD` or a field `EVENT_TRIGGERS` (any identifier not starting with `_`): those
    are its own slots, at their defaults, beside the engine's `dead` (False) and `event_triggers` ((0, 0))."""
    schema = Schema(counters=(Counter("DEAD", "阵亡数", 4),), fields=(Field("EVENT_TRIGGERS", "无"),))
    p = schema.new_player(1)
    assert (p.seat, p.DEAD, p.EVENT_TRIGGERS, p.dead, p.event_triggers) == (1, 4, "无", False, (0, 0))
    p.DEAD = 3
    assert p.copy().DEAD == 3 and p.copy().dead is False


@pytest.mark.parametrize(
    "spec, amounts",
    [
        ("2红1黑", {"red": 2, "black": 1}),
        ("0", {}),
        ("", {}),
        ("  ", {}),
        ("1红 2红", {"red": 3}),
        ("1红色2绿", {"red": 1, "green": 2}),
        ("0红1绿", {"green": 1}),  # a zero amount is left out
        (" 3绿 ", {"green": 3}),
        ("x1红", None),
        ("1红x", None),
        ("1红x2绿", None),
        ("红", None),
        ("1紫", None),
        ("1234567890红", None),  # past nine digits
        ("123456789红", {"red": 123456789}),
    ],
)
def test_pool_parse(spec, amounts):
    assert POOL.parse(spec) == amounts
    assert (POOL.pattern.fullmatch(spec) is not None) is (amounts is not None)


def test_pool_text():
    assert POOL.text({"black": 1, "red": 2}) == "2红1黑"  # in the pool's colour order
    assert POOL.text((("green", 1), ("red", 0))) == "1绿"
    assert POOL.text({}) == "0"
    assert POOL.parse(POOL.text({"red": 2, "green": 3, "black": 1})) == {"red": 2, "green": 3, "black": 1}


def test_pool_words_longest_first():
    pool = Pool("p", "池", ("a", "b"), ("红", "红黑"))
    assert pool.parse("2红黑1红") == {"b": 2, "a": 1}
    assert pool.pattern.fullmatch("2红黑1红") is not None


def test_a_player_holds_only_what_the_schema_declares():
    """A slotted class: writing a counter the schema does not have (a misspelt name in a dialect's
    rules) fails at once instead of adding an attribute that nothing reads."""
    p = make_schema().new_player(0)
    assert not hasattr(p, "__dict__")
    with pytest.raises(AttributeError):
        p.lfie = 3
    assert repr(p).startswith("PlayerState(seat=0, life=7, gold=3, fame=0, mana={}, hand=[], table=[]")
