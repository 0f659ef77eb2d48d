"""Batch s13c (issue 11, lang13c): the forms accepted for it play as they read — 每有N… (the step once for each N of a
player's resource or hand, or of the players who compare so, counted when the step begins; rule 10.151), 洗入 (the
cards into the zone, then that zone shuffled; 11.140) and 牌库顶N张牌 without 的 (11.141); each with players, zones and
amounts other than the batch's own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player, zone_names

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _hand(n: int) -> list[dict]:
    return [card(f"手{i}", "获得1物资") for i in range(n)]


# -- 每有N… (rule 10.151) -------------------------------------------------------------------------------------------


def test_per_hand_cards_repeats_the_step_once_for_each_whole_n(position):
    """5 手牌 (试 is on the 堆叠): two whole 2s, the fifth card does nothing more."""
    game = play(position, "你每有2张手牌，生产1财富。", me={"手牌": _hand(5), "仓储": 8})
    assert player(game, 1).wealth == 12


def test_per_have_counts_another_players_hand_when_named(position):
    game = play(position, "选择1名其他角色，其每有2张手牌，你抽1张牌。", others=[{"手牌": _hand(4)}], deck=DECK)
    assert len(player(game, 1).hand) == 2 and len(player(game, 2).hand) == 4


def test_per_point_of_energy_then_the_next_step_spends_it(position):
    game = play(position, "你每有1点精力，生产1财富，然后消耗所有精力。", me={"精力": "2红1蓝"})
    assert player(game, 1).wealth == 13
    assert sum(player(game, 1).energy.values()) == 0


def test_nothing_had_means_the_step_is_not_done_and_the_rest_goes_on(position):
    game = play(position, "你每有1物资，生产2财富，抽1张牌。", me={"物资": 0}, deck=DECK)
    assert player(game, 1).wealth == 10 and len(player(game, 1).hand) == 1


def test_players_are_counted_once_before_the_first_repetition(position):
    """Two players are richer than 11-财富 you when the step begins; after the first 生产 only one still is, but the
    count was taken at the start."""
    others = [{"财富": 13}, {"财富": 12}, {"财富": 11}]
    game = play(position, "每有1名财富多于你的角色，你生产1财富。", me={"财富": 11}, others=others, mode="权杖")
    assert player(game, 1).wealth == 13


def test_players_compared_with_a_number_and_other_players_only(position):
    others = [{"财富": 13}, {"财富": 12}, {"财富": 5}]
    game = play(position, "每有1名财富大于10的其他角色，你抽1张牌。", me={"财富": 15}, others=others, mode="权杖",
                deck=DECK)
    assert len(player(game, 1).hand) == 2  # not you, though your 15 is more than 10


# -- 洗入 (rule 11.140) ---------------------------------------------------------------------------------------------


def test_shuffling_the_past_into_the_deck_moves_every_card(position):
    past = [card(f"往{i}", "抽1张牌") for i in range(3)]
    game = play(position, "将过往中所有牌洗入牌库。", deck=DECK[:2], past=past)
    deck = game.state.zone_list("deck", None)
    assert len(deck) == 5
    assert zone_names(game, "past") == ["试"]  # only the card itself, after it resolved


def test_a_hand_card_shuffled_back_is_in_the_deck(position):
    game = play(position, "将1张手牌洗回牌库，抽1张牌。", me={"手牌": [card("甲", "获得1物资")]}, deck=DECK[:1],
                choose=("甲",))
    names = sorted(game.runtime().defn(uid).name for uid in game.state.zone_list("deck", None))
    hand = sorted(game.runtime().defn(uid).name for uid in player(game, 1).hand)
    assert len(names) == 1 and len(hand) == 1 and sorted(names + hand) == ["牌0", "甲"]


# -- 牌库顶N张牌 (rule 11.141) --------------------------------------------------------------------------------------


def test_looking_at_the_deck_top_without_de_takes_one_and_leaves_the_rest_on_top(position):
    game = play(position, "观看牌库顶3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。", deck=DECK[:5],
                choose=("牌1", "牌2", "牌0"))
    hand = [game.runtime().defn(uid).name for uid in player(game, 1).hand]
    deck = [game.runtime().defn(uid).name for uid in game.state.zone_list("deck", None)]
    assert hand == ["牌1"] and len(deck) == 4
    assert sorted(deck[:2]) == ["牌0", "牌2"] or sorted(deck[-2:]) == ["牌0", "牌2"]


def test_revealing_the_deck_top_without_de_shows_that_many(position):
    game = play(position, "展示牌库顶2张牌，将其中1张加入手牌，其余置入过往。", deck=DECK[:4], choose=("牌1",))
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["牌1"]
    assert zone_names(game, "past") == ["牌0", "试"]


# -- 若以此法抽了至少N张牌 (rule 10.152) ------------------------------------------------------------------------------


def test_drawing_up_to_the_storage_compares_the_cards_drawn(position):
    text = "抽牌直到你的手牌数等于仓储，若以此法抽了至少3张牌，折损1财富。"
    many = play(position, text, deck=DECK)  # an empty hand, 仓储 5: five cards drawn
    few = play(position, text, me={"手牌": _hand(3)}, deck=DECK)  # three in hand: two drawn
    assert len(player(many, 1).hand) == 5 and player(many, 1).wealth == 9
    assert len(player(few, 1).hand) == 5 and player(few, 1).wealth == 10


def test_at_most_before_the_amount_compares_the_other_way(position):
    text = "弃所有手牌，若你因此弃了至多1张牌，生产2财富。"
    one = play(position, text, me={"手牌": _hand(1)})
    two = play(position, text, me={"手牌": _hand(2)})
    assert player(one, 1).wealth == 12 and player(two, 1).wealth == 10
    assert player(one, 1).hand == [] and player(two, 1).hand == []


# -- 其中的红色牌 (rule 11.142) --------------------------------------------------------------------------------------

RED = card("红甲", "抽1张牌", "1红", 3)
BLUE = card("蓝乙", "抽1张牌", "1蓝", 4)
RED2 = card("红丙", "抽1张牌", "1红", 5)


def test_every_card_of_the_colour_among_those_revealed_is_taken_and_the_rest_go(position):
    game = play(position, "展示牌库顶3张牌，将其中的红色牌加入手牌，其余置入过往。", deck=[RED, BLUE, RED2, *DECK[:2]])
    hand = sorted(game.runtime().defn(uid).name for uid in player(game, 1).hand)
    assert hand == ["红丙", "红甲"]
    assert zone_names(game, "past") == ["蓝乙", "试"]


def test_no_card_of_the_colour_moves_nothing_and_the_rest_still_go(position):
    game = play(position, "展示牌库顶2张牌，将其中所有红色牌加入手牌，其余置入过往。", deck=[BLUE, *DECK[:3]],
                choose=("蓝乙", "牌0"))
    assert player(game, 1).hand == []
    assert len(zone_names(game, "past")) == 3  # 蓝乙, 牌0 and 试


def test_a_count_of_the_colour_is_chosen_among_those_of_that_colour(position):
    game = play(position, "查看牌库顶3张牌，将其中1张红色牌加入手牌。", deck=[RED, BLUE, RED2], choose=("红丙",))
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["红丙"]


def test_discarding_the_colour_among_a_hand_looked_at_leaves_the_other_colours(position):
    game = play(position, "查看目标其他角色的手牌，弃置其中的红色牌。", others=[{"手牌": [RED, BLUE, RED2]}])
    assert [game.runtime().defn(uid).name for uid in player(game, 2).hand] == ["蓝乙"]
    assert zone_names(game, "past") == ["红丙", "红甲", "试"]


# -- texts of batch s13c accepted blind: they play as they read -----------------------------------------------------


def test_blind_looking_at_a_players_hand_discards_the_chosen_card_of_theirs(position):
    game = play(position, "观看1名角色的手牌，弃置其中1张。", others=[{"手牌": [RED, BLUE]}], target="角色2",
                choose=("蓝乙",))
    assert [game.runtime().defn(uid).name for uid in player(game, 2).hand] == ["红甲"]
    assert zone_names(game, "past") == ["蓝乙", "试"]


def test_blind_the_discarded_cards_colour_picks_the_branch(position):
    text = "弃1张手牌，抽2张牌，若弃置的牌为红色，令1名角色折损2财富；否则生产1财富。"
    red = play(position, text, me={"手牌": [RED]}, target="角色2", choose=("红甲",), deck=DECK)
    blue = play(position, text, me={"手牌": [BLUE]}, target="角色2", choose=("蓝乙",), deck=DECK)
    assert [p.wealth for p in red.state.players] == [10, 8] and len(player(red, 1).hand) == 2
    assert [p.wealth for p in blue.state.players] == [11, 10] and len(player(blue, 1).hand) == 2


def test_blind_the_deck_top_card_goes_face_up_into_your_ward_zone(position):
    game = play(position, "将牌库顶1张牌正面向上置入你的结界区。", deck=DECK[:3])
    assert [game.runtime().defn(uid).name for uid in player(game, 1).ward] == ["牌0"]
    assert len(game.state.zone_list("deck", None)) == 2


# -- 堆叠顶部的1张牌 (rule 12.120) ----------------------------------------------------------------------------------


def test_the_top_card_of_the_stack_counted_goes_back_to_its_users_hand_unresolved(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("回", "即刻：将堆叠顶部的1张牌移回其使用者的手牌。")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "回")
    pass_to_end(game)
    assert player(game, 2).wealth == 10
    assert [game.runtime().defn(uid).name for uid in player(game, 1).hand] == ["攻"]
    assert zone_names(game, "past") == ["回"]


def test_the_topmost_card_of_the_stack_is_countered(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("拒", "即刻：反制堆叠最顶部的1张牌。")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    assert player(game, 2).wealth == 10


# -- （X由你选择且至少为1） (rule 10.153) -----------------------------------------------------------------------------


def test_x_chosen_by_you_with_a_floor_is_chosen_once_and_used_everywhere(position):
    text = "支付X物资，抽X张牌，然后令1名角色折损X财富（X由你选择且至少为1）。"
    game = play(position, text, me={"物资": 3}, target="角色2", choose=("2",), deck=DECK)
    me = player(game, 1)
    assert me.supply == 1 and len(me.hand) == 2 and player(game, 2).wealth == 8
    assert any("选择X为2" in e.text for e in game.log)


def test_x_chosen_by_you_offers_only_the_values_within_the_bound(position):
    choice = position(players=[{"手牌": [card("试", "支付X财富（X由你决定，至多为2），抽X张牌。")]}, {}], deck=DECK)
    answer(choice, "试")
    while "0" not in choice.decision.labels():
        answer(choice, "过")
    assert choice.decision.labels() == ["0", "1", "2"]


# -- 每有1名角色因此死亡 (rule 10.151(a)) -----------------------------------------------------------------------------


def test_per_player_who_died_by_the_step_before(position):
    text = "令所有其他角色各折损1财富，每有1名角色因此死亡，你生产3财富。"
    game = play(position, text, others=[{"财富": 1}, {"财富": 1}, {"财富": 5}], mode="权杖")
    assert [p.dead for p in game.state.players] == [False, True, True, False]
    assert player(game, 1).wealth == 16


def test_per_other_player_who_died_counts_each_and_the_living_not(position):
    text = "令所有角色各折损2财富，每有1名其他角色因此死亡，就抽1张牌。"
    game = play(position, text, me={"财富": 9}, others=[{"财富": 2}, {"财富": 2}, {"财富": 9}], mode="权杖", deck=DECK)
    assert [p.dead for p in game.state.players] == [False, True, True, False]
    assert len(player(game, 1).hand) == 2 and player(game, 1).wealth == 7


# -- 弃置的牌点数之和 (rule 10.154) ---------------------------------------------------------------------------------

SIX = card("六", "获得1物资", "1绿", 6)
SEVEN = card("七", "获得1物资", "1黄", 7)
ONE = card("一", "获得1物资", "1蓝", 1)


def test_the_points_of_the_discarded_cards_are_summed_not_those_drawn(position):
    text = "抽3张牌，弃2张手牌，若弃置的牌点数之和大于10，生产2财富。"
    high = play(position, text, me={"手牌": [SIX, SEVEN]}, deck=DECK, choose=("六", "七"))
    low = play(position, text, me={"手牌": [SIX, ONE]}, deck=DECK, choose=("六", "一"))
    assert player(high, 1).wealth == 12 and len(player(high, 1).hand) == 3
    assert player(low, 1).wealth == 10


def test_the_sum_is_an_amount(position):
    game = play(position, "弃2张手牌，生产X财富（X为以此法弃置的牌的点数之和）。", me={"手牌": [SIX, ONE]},
                choose=("六", "一"))
    assert player(game, 1).wealth == 17


def test_blind_a_response_counters_and_reads_the_countered_cards_colour_and_user(position):
    text = "响应：反制目标牌，若其为红色牌，令其使用者折损2财富；否则抽1张牌。"
    for cost, wealth, drawn in (("1红", 8, 0), ("1蓝", 10, 1)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", cost)], "精力": cost},
                                 {"手牌": [card("应", text)]}], deck=DECK)
        answer(game, "攻")
        assert use_when_offered(game, "应")
        pass_to_end(game)
        assert [p.wealth for p in game.state.players] == [wealth, 10], cost
        assert len(player(game, 2).hand) == drawn, cost
