"""A game's own player copy (`Schema.player_copy`): the schema refuses, in Chinese, a copy that forgets
a slot, passes a wrong value or shares a zone's list or a pool's dict with the original; it installs a
copy that passes; and each bundled game's copy does exactly what the generic copy does, on the players
of real games."""

from __future__ import annotations

import random

import attrs
import pytest

from zhdsl.engine.schema import OWNER, Counter, Field, Pool, Schema, Zone
from zhdsl.play.spec import GameSpec

POOL = Pool("mana", "法力", ("red", "green"), ("红", "绿"))


def make_schema(player_copy) -> Schema:
    return Schema(
        counters=(Counter("life", "生命", 7), Counter("gold", "金币", 3)),
        pools=(POOL,),
        zones=(
            Zone("deck", "牌库", owned=False),
            Zone("hand", "手牌", owned=True, visibility=OWNER),
            Zone("table", "桌面", owned=True),
        ),
        fields=(Field("marker", "无"),),
        player_copy=player_copy,
    )


def copier(**change):
    """A player copy written slot by slot, as a game writes it; `change` replaces the statement of a
    slot (its function of `self`, or None to leave the slot out)."""

    def make(cls):
        rules = {
            "seat": lambda s: s.seat,
            "life": lambda s: s.life,
            "gold": lambda s: s.gold,
            "mana": lambda s: s.mana.copy(),
            "hand": lambda s: s.hand[:],
            "table": lambda s: s.table[:],
            "marker": lambda s: s.marker,
            "dead": lambda s: s.dead,
            "event_triggers": lambda s: s.event_triggers,
        }
        rules.update(change)

        def copy(self):
            p = object.__new__(cls)
            for name, rule in rules.items():
                if rule is not None:
                    setattr(p, name, rule(self))
            return p

        return copy

    return make


def refusal(player_copy) -> str:
    with pytest.raises(ValueError) as err:
        make_schema(player_copy)
    return str(err.value)


def test_a_complete_copy_replaces_the_generic_one():
    schema = make_schema(copier())
    p = schema.new_player(1)
    p.life, p.marker, p.dead, p.event_triggers = 2, "有", True, (3, 1)
    p.hand.extend([4, 5])
    p.mana["red"] = 2
    c = p.copy()
    assert type(c) is type(p) and c is not p
    assert attrs.astuple(c, recurse=False) == attrs.astuple(p, recurse=False)
    c.hand.append(6)
    c.table.append(7)
    c.mana["green"] = 1
    assert (p.hand, p.table, p.mana) == ([4, 5], [], {"red": 2})


def test_a_copy_that_forgets_a_field_is_refused():
    message = refusal(copier(marker=None))
    # the game's author is told which function to fix, by the name it has in their code
    assert message.startswith("状态模式的玩家复制函数「copier.<locals>.make.<locals>.copy」")
    assert "没有复制「marker」" in message
    assert "每个计数、资源池、区域和字段都须复制" in message


@pytest.mark.parametrize("slot", ["seat", "dead", "event_triggers"])
def test_a_copy_that_forgets_an_engine_slot_is_refused(slot):
    assert f"没有复制「{slot}」" in refusal(copier(**{slot: None}))


def test_a_copy_that_shares_a_zone_list_is_refused():
    message = refusal(copier(table=lambda s: s.table))
    assert "区域「table」与原玩家共用" in message and "须复制它（列表）" in message


def test_a_copy_that_shares_a_pool_dict_is_refused():
    message = refusal(copier(mana=lambda s: s.mana))
    assert "资源池「mana」与原玩家共用" in message and "须复制它（字典）" in message


def test_a_copy_that_swaps_two_values_is_refused():
    message = refusal(copier(life=lambda s: s.gold, gold=lambda s: s.life))
    assert "复制的「life」不是原玩家的值" in message and "<gold>" in message


def test_a_copy_that_copies_another_zone_or_changes_its_kind_is_refused():
    assert "复制的区域「hand」与原玩家的内容不同" in refusal(copier(hand=lambda s: s.table[:]))
    assert "复制的区域「table」与原玩家的内容不同" in refusal(copier(table=lambda s: tuple(s.table)))
    assert "复制的资源池「mana」与原玩家的内容不同" in refusal(copier(mana=lambda s: {}))


def test_a_copy_that_fails_or_returns_no_new_player_is_refused():
    assert "复制玩家时出错：AttributeError" in refusal(copier(life=lambda s: s.lives))
    assert "返回了原玩家本身" in refusal(lambda cls: lambda self: self)
    assert "须返回一个新的玩家" in refusal(lambda cls: lambda self: attrs.asdict(self, recurse=False))


def test_a_copy_that_is_a_callable_object_is_refused_by_its_repr():
    """A game's author may hand over a callable object (no `__qualname__`): a copy that forgets a slot is still
    refused in Chinese, the object named by its `repr`, not with an AttributeError from the check itself."""

    class Copier:
        def __init__(self, copy):
            self.copy = copy

        def __call__(self, player):
            return self.copy(player)

        def __repr__(self):
            return "<本游戏的复制对象>"

    message = refusal(lambda cls: Copier(copier(marker=None)(cls)))
    assert message.startswith("状态模式的玩家复制函数「<本游戏的复制对象>」没有复制「marker」")


GAMES = [("zongheng", "决斗", 2), ("zongheng", "生存", 5), ("xingxiu", "官军剿匪", 5), ("riftbound", None, 2)]


@pytest.mark.parametrize("game_id,mode,players", GAMES)
def test_each_games_copy_is_the_generic_copy(game_id, mode, players):
    """Along a random game, every player copied by the game's copy equals the generic copy of it slot by
    slot, with the same slots duplicated (zones, pools) and the same ones shared (values)."""
    spec = GameSpec(game=game_id, mode=mode, players=players, seed=3) if mode else GameSpec(game=game_id, seed=3)
    game = spec.create()
    schema = game.state.schema
    own = schema.player_class
    assert schema.player_copy is not None and own.copy.__qualname__.startswith("copy_player.")
    generic = attrs.evolve(schema, player_copy=None).player_class
    assert [f.name for f in attrs.fields(generic)] == [f.name for f in attrs.fields(own)]
    rng, held = random.Random(3), 0
    for _ in range(300):
        for p in game.state.players:
            twin = generic(*attrs.astuple(p, recurse=False))
            mine, theirs = p.copy(), twin.copy()
            assert type(mine) is own
            assert attrs.astuple(mine, recurse=False) == attrs.astuple(theirs, recurse=False)
            for f in attrs.fields(own):
                assert (getattr(mine, f.name) is getattr(p, f.name)) == (getattr(theirs, f.name) is getattr(twin, f.name)), f.name
            held += sum(map(len, (getattr(p, z.name) for z in schema.player_zones)))
        if game.is_terminal():
            break
        game.apply_action(rng.choice(game.legal_actions()))
    assert held > 0  # the players held cards: the zones compared were not all empty
