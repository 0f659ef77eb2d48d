"""Effects as a player plays them (zhdsl/engine/program.py), where the seeded mutation samples of program.py
(docs/testing.md) found them unasserted: a distance given by a variable, the point of the card a step moved
or of a target that left the stack (rule 10.12), choosing cards of one name from a pool, and a card's
readings, one per `|` version."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.engine import contract

FILLER = [card("牌甲", "生产1财富", "1绿", 1)] * 5


def _events(game, n: int) -> list[tuple[str, int | None, str]]:
    return [(e.kind, e.player, e.text) for e in game.log][-n:]


def _settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def _five(position, text: str, efficiency: int):
    players = [{"财富": 10, "效率": efficiency, "手牌": [card("试", text)]}, *({"财富": 10} for _ in range(4))]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    _settle(game)
    return [p.wealth for p in game.state.players]


def test_a_distance_given_by_a_variable_is_its_value_when_the_effect_resolves(position):
    text = "令距离X以内的所有其他角色各生产1财富（X为你的效率）"
    assert _five(position, text, 1) == [10, 11, 10, 10, 11]
    assert _five(position, text, 2) == [10, 11, 11, 11, 11]


def test_the_point_of_the_card_a_step_moved_is_that_cards(position):
    game = position(players=[{"手牌": [card("试", "弃1张手牌，生产X财富（X为该牌的点数）", point=1),
                                        card("乙", "生产1财富", point=4)]}, {}], deck=FILLER)
    answer(game, "试")
    _settle(game)
    assert _events(game, 3)[:2] == [("discard", 0, "角色1弃置了「乙」"), ("wealth", 0, "角色1生产4财富，现有14")]


def test_the_point_of_a_countered_target_is_its_point_when_it_left(position):
    # 乙 (point 2) counters 甲 (point 6), then reads 目标牌的点数: 甲's, remembered — not 乙's own
    game = position(players=[{"手牌": [card("甲", "生产1财富", point=6)]},
                             {"手牌": [card("乙", "即刻：反制目标牌，生产X财富（X为目标牌的点数）", point=2)]}], deck=FILLER)
    answer(game, "甲")
    answer(game, "乙")
    _settle(game)
    assert _events(game, 4) == [
        ("counter", 1, "角色2反制了「甲」"),
        ("move", None, "「甲」移入过往"),
        ("wealth", 1, "角色2生产6财富，现有16"),
        ("move", None, "「乙」移入过往"),
    ]


def test_choosing_cards_of_a_name_from_a_pool_offers_only_those(position):
    past = [card("攻伐", "生产1财富", point=3), card("劳作", "生产1财富", point=2), card("攻伐", "生产2财富", point=5)]
    game = position(players=[{"手牌": [card("试", "从过往中选择1张「攻伐」移入你的手牌区")]}, {}], deck=FILLER, past=past)
    answer(game, "试")
    d = game.decision
    assert (d.kind, d.player, d.labels()) == ("card", 0, ["攻伐", "攻伐"])
    game.apply_action(1)
    _settle(game)
    rt = game.runtime()
    assert [(rt.defn(u).name, rt.defn(u).point) for u in game.state.players[0].hand] == [("攻伐", 5)]
    assert sorted(rt.defn(u).name for u in game.state.zones["past"]) == ["劳作", "攻伐", "试"]


def test_choosing_cards_of_a_name_fails_when_the_pool_has_none(position):
    past = [card("劳作", "生产1财富", point=2)]
    game = position(players=[{"手牌": [card("试", "从过往中选择1张「攻伐」移入你的手牌区，生产1财富")]}, {}],
                    deck=FILLER, past=past)
    answer(game, "试")
    _settle(game)
    assert game.state.players[0].wealth == 10 and game.state.players[0].hand == []
    assert ("fail", 0, "「试」的某一步骤未能完成，后续步骤不执行") in _events(game, 3)


def test_a_card_with_versions_shows_one_reading_per_version(position):
    game = position(players=[{"手牌": [card("试", "生产1|2财富")]}, {}], deck=FILLER)
    hand = contract.observation(game, 0)["players"][0]["zones"]["hand"]["cards"]
    assert hand[0]["name"] == "试"
    assert hand[0]["readings"] == ["生产1财富", "生产2财富"]
