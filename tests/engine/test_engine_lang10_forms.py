"""Forms accepted for issue 11 by lang10 play as they read: several targets of one kind (rule 7.11), a condition
written as a trigger after `：` (9.14)."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import FILLER, play

from scenario_cards import card


def _use_with_targets(position, text: str, players: int, targets: list[str], **kw):
    game = position(players=[{"手牌": [card("试", text)]}, *[{} for _ in range(players - 1)]], deck=FILLER * 6,
                    mode="权杖" if players > 2 else "决斗", **kw)
    answer(game, "试")
    for t in targets:
        answer(game, t)
    while game.state.stack:
        answer(game, "过")
    return game


def test_two_target_players_each_draw_and_no_one_else(position):
    """`令两名目标角色各抽1张牌`: the two players chosen draw, in turn order from you; the third does not."""
    game = _use_with_targets(position, "令两名目标角色各抽1张牌", 3, ["角色3", "角色1"])
    assert [len(p.hand) for p in game.state.players] == [1, 0, 1]
    draws = [e.player for e in game.log if e.kind == "draw"]
    assert draws == [0, 2]  # turn order from you, not the order chosen (rule 11.21)


def test_the_second_target_is_chosen_among_the_others(position):
    """The players are different: the one chosen first is not offered again."""
    game = position(players=[{"手牌": [card("试", "令两名目标角色各抽1张牌")]}, {}, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    assert sorted(game.decision.labels()) == ["角色1", "角色2", "角色3"] and "共2名" in game.decision.prompt
    answer(game, "角色2")
    assert sorted(game.decision.labels()) == ["角色1", "角色3"]


def test_as_many_legal_players_as_wanted_are_all_taken_without_asking(position):
    """Two players, `两名目标角色`: both, no decision (rule 1.4)."""
    game = play(position, "令两名目标角色各生产1财富")
    assert [p.wealth for p in game.state.players] == [11, 11]


def test_two_other_players_are_two_target_other_players(position):
    """`令两名其他角色各折损1财富` (rule 12.10: 一名其他角色 is 目标其他角色): with exactly two others, both, unasked."""
    game = _use_with_targets(position, "令两名其他角色各折损1财富", 3, [])
    assert [p.wealth for p in game.state.players] == [10, 9, 9]


def test_fewer_legal_players_than_wanted_refuses_the_use(position):
    """`两名目标其他角色` with one other player: the card cannot be used (rule 7.1(2)); the reason names 目标."""
    game = position(players=[{"手牌": [card("试", "令两名目标其他角色各折损1财富")]}, {}], deck=FILLER)
    assert "目标" in game.explain(0, "试") and "2名" in game.explain(0, "试")


def test_at_most_two_stops_when_the_controller_is_done(position):
    """`令至多两名目标其他角色各折损1财富`: one chosen, then 完成选择; only that one loses 财富."""
    game = _use_with_targets(position, "令至多两名目标其他角色各折损1财富", 4, ["角色3", "完成选择"])
    assert [p.wealth for p in game.state.players] == [10, 10, 9, 10]


def test_at_most_two_takes_two_when_two_are_chosen(position):
    game = _use_with_targets(position, "令至多两名目标其他角色各折损1财富", 4, ["角色4", "角色2"])
    assert [p.wealth for p in game.state.players] == [10, 9, 10, 9]


def test_a_dead_target_is_skipped_and_the_others_still_act(position):
    """A target dead at resolution is no longer a player of the group (rule 7.6: steps on it fail for it alone)."""
    text = "令两名目标其他角色各折损1财富"
    game = position(players=[{"手牌": [card("试", text)]}, {"财富": 1}, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players][1:] == [0, 9]


def test_a_condition_after_the_colon_is_checked_at_resolution(position):
    """`主动：当你的财富小于5时，生产1财富` is `主动：若你的财富小于5，生产1财富` (rule 9.14): used like any 主动 card."""
    poor = play(position, "主动：当你的财富小于5时，生产1财富", me={"财富": 4})
    assert poor.state.players[0].wealth == 5
    rich = play(position, "主动：当你的财富小于5时，生产1财富", me={"财富": 8})
    assert rich.state.players[0].wealth == 8
    assert any(e.text.startswith("条件不满足：你的财富小于5") for e in rich.log)
