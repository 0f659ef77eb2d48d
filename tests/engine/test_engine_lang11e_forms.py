"""Batch p (issue 11, lang11e): earlier batches' forms written another way play as they read — a ward's lasting
change or prohibition naming the attached player 该角色 (rule 13.8(a)), the count before the distance (7.11(e))."""

from __future__ import annotations

from decisions import answer
from test_engine_distance_forms import five_players, wealth_after
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]


# -- 该角色 in a ward's lasting change (rule 13.8(a)) -----------------------------------------------------------


def test_a_lasting_change_of_that_player_holds_for_the_attached_player(position):
    game = play(position, "结附目标其他角色（该角色的仓储-2）。", deck=DECK)
    rt = game.runtime()
    assert [rt.defn(uid).name for uid in player(game, 2).ward] == ["试"]
    assert rt.attr(1, "storage") == 3
    assert rt.attr(0, "storage") == 5  # the user's own is untouched


def test_two_changes_of_that_player_for_some_turns(position):
    game = play(position, "结附目标其他角色2回合（该角色的效率-1&仓储-1）。", deck=DECK)
    rt = game.runtime()
    assert rt.attr(1, "efficiency") == 4 and rt.attr(1, "storage") == 4
    assert rt.attr(0, "efficiency") == 5


def test_a_prohibition_of_that_player_binds_the_ward_owner(position):
    ward = card("禁", "结附目标其他角色（该角色无法使用「攻伐」）")
    game = position(players=[{}, {"结界区": [ward], "手牌": [card("攻伐", "生产1财富"), card("劳作", "生产1财富")]}],
                    deck=DECK, current=2)
    labels = game.decision.labels()
    assert not any("攻伐" in label for label in labels) and any("劳作" in label for label in labels)


# -- 1名距离为1的角色: the count before the distance (rule 7.11(e)) ------------------------------------------------


def test_one_player_at_a_distance_is_one_target_at_that_distance(position):
    text = "令1名距离为1的角色折损2财富，若其财富少于你的财富，则你生产2财富，否则你抽1张牌。"
    game = five_players(position, text)
    labels = game.decision.labels()
    assert any("角色2" in x for x in labels) and any("角色5" in x for x in labels)
    assert not any(f"角色{n}" in x for x in labels for n in (3, 4))
    answer(game, "角色5")
    assert wealth_after(game) == [12, 10, 10, 10, 8]  # 其 is the one chosen: 8 < 10, so you produce 2


def test_one_other_player_at_a_compared_distance(position):
    game = five_players(position, "令一名距离不大于2的其他角色折损1财富。")
    labels = game.decision.labels()
    assert all(any(f"角色{n}" in x for x in labels) for n in (2, 3, 4, 5))
    assert not any("角色1" in x for x in labels)
    answer(game, "角色3")
    assert wealth_after(game) == [10, 10, 9, 10, 10]


# -- 使用1张红色手牌: hand cards of a colour used (rule 11.3(a)) ------------------------------------------------------


def test_using_a_red_hand_card_uses_only_a_red_one(position):
    hand = [card("绿牌", "生产3财富", "1绿"), card("红牌", "生产2财富", "1红")]
    game = play(position, "使用1张红色手牌（不支付精力）。", me={"手牌": hand}, deck=DECK)
    assert player(game, 1).wealth == 12  # the red one, the only one that may be used: 2, not 3
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["绿牌"]


def test_using_a_red_hand_card_offers_every_red_one_and_none_else(position):
    hand = [card("绿牌", "生产3财富", "1绿"), card("红甲", "生产2财富", "1红"), card("红乙", "生产1财富", "1红")]
    game = position(players=[{"手牌": [card("试", "使用1张红色手牌（不支付精力）。"), *hand]}, {}], deck=DECK)
    answer(game, "试")
    while "过" in game.decision.labels():
        answer(game, "过")
    labels = game.decision.labels()
    assert any("红甲" in x for x in labels) and any("红乙" in x for x in labels)
    assert not any("绿牌" in x for x in labels)
    answer(game, "红乙")
    wealth_after(game)
    assert player(game, 1).wealth == 11


def test_with_no_hand_card_of_the_colour_nothing_is_used(position):
    hand = [card("绿牌", "生产3财富", "1绿")]
    game = play(position, "使用1张红色手牌（不支付精力），生产1财富。", me={"手牌": hand}, deck=DECK)
    assert player(game, 1).wealth == 10  # the step fails: the green card stays, and the steps after it do not happen
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["绿牌"]
