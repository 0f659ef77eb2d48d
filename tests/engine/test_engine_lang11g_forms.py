"""Issue 11 (lang11g): forms the generalisation sweep (tools/variants.py) found refused or wrong where a reference of
the same kind works — a pronoun inside a step several players are commanded to do names each of them (rule 12.24) —
and triggers on what you make another player do, on what another makes you do, and on killing (rules 9.18, 9.19)."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
FILLER = [card(f"填{i}", "生产1财富") for i in range(3)]


def _wealth(game) -> list[int]:
    return [p.wealth for p in game.state.players]


# -- 其 inside a step commanded to several players (rule 12.24) -------------------------------------------------


def test_each_player_loses_their_own_hand_count(position):
    me = {"手牌": FILLER[:2]}  # with 试 used, 2 left in hand
    others = [{"手牌": FILLER[:1]}, {"手牌": []}]
    game = play(position, "主动：令所有角色折损X财富（X为其手牌数）。", me=me, others=others, deck=DECK, mode="权杖")
    assert _wealth(game)[:3] == [8, 9, 10]


def test_each_other_player_moves_one_of_their_own_hand_cards(position):
    others = [{"手牌": [card("甲", "生产1财富")]}, {"手牌": [card("乙", "生产1财富")]}]
    game = play(position, "主动：令所有其他角色将其1张手牌移入过往。", others=others, deck=DECK, mode="权杖")
    rt = game.runtime()
    assert not game.state.players[1].hand and not game.state.players[2].hand
    assert sorted(n for n in (rt.defn(u).name for u in game.state.zone_list("past", None)) if n != "试") == ["乙", "甲"]
    assert [rt.defn(u).name for u in game.state.players[0].hand] == []


def test_each_player_produces_by_their_distance_from_you(position):
    game = play(position, "主动：令所有其他角色生产X财富（X为你与其的距离）。", others=[{}, {}, {}], deck=DECK, mode="权杖")
    assert _wealth(game)[:4] == [10, 11, 12, 11]
