"""Exact distances and compared distances in a selector (rule 12.5(a)): `距离为1的所有角色`, `与你距离为1的…`,
`距离不大于2的…`, `距离为1的目标角色`. Five players: from 角色1, 角色2 and 角色5 are at 1, 角色3 and 角色4 at 2."""

from __future__ import annotations

from decisions import answer, pass_to_end
from test_engine_lowered_texts import FILLER

from scenario_cards import card


def five_players(position, text: str):
    """角色1 uses a card with `text` among five players of 10 财富 (权杖 mode)."""
    players = [{"财富": 10, "手牌": [card("试", text)]}, *({"财富": 10} for _ in range(4))]
    game = position(players=players, deck=FILLER, mode="权杖")
    answer(game, "试")
    return game


def wealth_after(game) -> list[int]:
    """Everyone passes until the 堆叠 is empty; each player's 财富 then."""
    pass_to_end(game)
    return [p.wealth for p in game.state.players]


def test_an_exact_distance_takes_only_the_players_at_that_distance(position):
    assert wealth_after(five_players(position, "令距离为1的所有角色各折损1财富")) == [10, 9, 10, 10, 9]


def test_distance_from_you_written_out_is_the_same(position):
    assert wealth_after(five_players(position, "令与你距离为1的所有角色各折损1财富")) == [10, 9, 10, 10, 9]


def test_a_compared_distance_reads_as_the_comparator(position):
    assert wealth_after(five_players(position, "令距离不大于1的角色各折损1财富")) == [9, 9, 10, 10, 9]
    assert wealth_after(five_players(position, "令距离大于1的角色各折损1财富")) == [10, 10, 9, 9, 10]


def test_other_players_within_a_distance_leave_you_out(position):
    assert wealth_after(five_players(position, "令距离1以内的所有其他角色各折损1财富")) == [10, 9, 10, 10, 9]


def test_an_exact_distance_target_offers_only_the_players_at_that_distance(position):
    game = five_players(position, "令距离为2的目标角色折损1财富")
    labels = game.decision.labels()
    assert any("角色3" in x for x in labels) and any("角色4" in x for x in labels)
    assert not any(f"角色{n}" in x for x in labels for n in (1, 2, 5))
    answer(game, "角色4")
    assert wealth_after(game) == [10, 10, 10, 9, 10]
