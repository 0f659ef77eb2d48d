"""Batch t (issue 11, lang11j): the classes accepted for it play as they read — a hand compared with a number of cards
(rule 10.61), 距离你 (12.38), 该牌 after a use (12.8(m)), 领主区顶部的领主牌 (12.39) and 使用该牌的角色 (12.40)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_distance_forms import five_players, wealth_after
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player
from zhdsl.pipeline import analyze, compile_text

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- `若你的手牌少于2张`: the hand's cards counted (rule 10.61) -------------------------------------------------------


def test_a_hand_written_with_a_number_of_cards_reads_as_the_hand_count():
    assert compile_text("若你的手牌少于2张，抽1张牌。")[0].text == "若你的手牌数小于2，抽1张牌"
    assert compile_text("若目标角色的手牌不少于3张，令其折损1财富。")[0].text == "若目标角色的手牌数不小于3，令其折损1财富"
    assert compile_text("若你的手牌为0张，生产1财富。")[0].text == "若你的手牌数等于0，生产1财富"


def test_your_hand_fewer_than_two_cards_draws(position):
    game = play(position, "若你的手牌少于2张，抽1张牌。", me={"手牌": [card("甲", "生产1财富")]}, deck=DECK)
    assert len(player(game, 1).hand) == 2  # 甲 and the card drawn (试 itself left the hand when used)
    two = [card("甲", "生产1财富"), card("乙", "生产1财富")]
    game = play(position, "若你的手牌少于2张，抽1张牌。", me={"手牌": two}, deck=DECK)
    assert sorted(game.runtime().defn(uid).name for uid in player(game, 1).hand) == ["乙", "甲"]  # nothing drawn


def test_a_target_players_hand_is_theirs(position):
    two = [card("甲", "生产1财富"), card("乙", "生产1财富")]
    text = "若目标角色的手牌不少于2张，令其折损1财富。"
    game = play(position, text, others=[{"手牌": two}], target="角色2", deck=DECK)
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10
    game = play(position, text, others=[{"手牌": two[:1]}], target="角色2", deck=DECK)
    assert player(game, 2).wealth == 10


def test_the_locked_turn_end_ward_draws_up_only_when_the_hand_is_short(position):
    ward = {"名称": "守成", "效果": "结附你2回合。回合结束&锁定：若你的手牌少于2张，抽1张牌", "精力": "0", "点数": 1, "回合": 3}
    game = position(players=[{"结界区": [ward], "手牌": [card("甲", "生产1财富")]}, {}], deck=DECK)
    answer(game, "结束回合")
    assert len(player(game, 1).hand) == 2
    game = position(players=[{"结界区": [ward], "手牌": [card("甲", "生产1财富"), card("乙", "生产1财富")]}, {}],
                    deck=DECK)
    answer(game, "结束回合")
    assert len(player(game, 1).hand) == 2


def test_a_hand_without_a_count_of_cards_is_not_a_number():
    errors = [d for d in analyze("若你的手牌少于2，抽1张牌。").diagnostics if d.is_error]
    assert errors and errors[0].hint


# -- 距离你 (rule 12.38) -------------------------------------------------------------------------------------------


def test_distance_you_is_the_distance_from_you():
    assert compile_text("令距离你2以内的所有其他角色各折损1财富。")[0].text == "令距离2以内的所有其他角色折损1财富"


def test_distance_you_within_two_takes_the_others_within_two_and_counts_what_they_lost(position):
    game = five_players(position, "令距离你1以内的所有其他角色各折损1财富，你生产等量财富。")
    assert wealth_after(game) == [12, 9, 10, 10, 9]


def test_distance_you_exactly_one_includes_only_those_at_one(position):
    assert wealth_after(five_players(position, "令距离你为2的角色各生产1财富")) == [10, 10, 11, 11, 10]


# -- 该牌 after a use: the card used (rule 12.8(m)) -----------------------------------------------------------------

USED_TEXT = "令目标角色使用其1张手牌（不支付精力），若该牌为黄色，你生产2财富。"


def test_the_card_a_commanded_player_used_is_that_card(position):
    game = play(position, USED_TEXT, others=[{"手牌": [card("黄牌", "生产1财富", "1黄")]}], target="角色2", deck=DECK)
    assert player(game, 1).wealth == 12  # their card was yellow: you produce 2
    assert player(game, 2).wealth == 11 and not player(game, 2).hand  # they used it (its 生产 is theirs)


def test_a_card_of_another_colour_used_gives_nothing(position):
    game = play(position, USED_TEXT, me={"手牌": [card("黄甲", "生产1财富", "1黄")]},
                others=[{"手牌": [card("红牌", "生产1财富", "1红")]}], target="角色2", deck=DECK)
    assert player(game, 1).wealth == 10 and player(game, 2).wealth == 11  # 该牌 is theirs, not the yellow card in your hand


def test_your_own_card_used_is_compared_by_its_point(position):
    text = "使用1张手牌（不支付精力），若该牌的点数大于3，抽1张牌。"
    game = play(position, text, me={"手牌": [card("甲", "生产1财富", "1绿", 5)]}, deck=DECK)
    assert player(game, 1).wealth == 11 and len(player(game, 1).hand) == 1  # 甲 used, one card drawn
    game = play(position, text, me={"手牌": [card("甲", "生产1财富", "1绿", 2)]}, deck=DECK)
    assert player(game, 1).wealth == 11 and not player(game, 1).hand


def test_a_named_card_used_is_that_card(position):
    text = "使用1张「教育」（不支付精力），若该牌的点数大于3，获得1物资。"
    hand = [card("教育", "生产3财富", "1绿", 5), card("劳作", "生产1财富", "1绿", 1)]
    game = play(position, text, me={"手牌": hand}, deck=DECK)
    assert player(game, 1).wealth == 13 and player(game, 1).supply == 1  # 教育 (point 5) used, not 劳作 (point 1)


def test_it_after_a_commanded_use_is_still_the_player():
    program = compile_text("令目标角色使用其1张手牌，其折损1财富。")[0]
    assert program.text == "令目标角色使用1张手牌，其折损1财富"


# -- 领主区顶部的领主牌: the player's lord card (rules 3.8, 12.39) ------------------------------------------------------

LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


def test_the_top_lord_card_of_a_target_is_their_lord_moved_to_their_hand(position):
    text = "将目标角色领主区顶部的领主牌移入其手牌区，该角色抽1张牌。"
    game = play(position, text, others=[{"领主": LORD}], target="角色2", deck=DECK)
    rt = game.runtime()
    assert rt.lord_card(1) is None  # the default lord now (rule 15.3)
    assert card_names(game, player(game, 2).hand) == ["牌0", "试主"]  # their lord, and the card they drew
    assert not player(game, 1).hand


def test_the_top_card_of_your_own_lord_zone_is_tapped(position):
    game = play(position, "横置你的领主区的顶牌，抽1张牌。", me={"领主": LORD}, deck=DECK)
    rt = game.runtime()
    assert rt.defn(rt.lord_card(0)).name == "试主" and rt.state.cards[rt.lord_card(0)].tapped
    assert len(player(game, 1).hand) == 1


def test_the_top_lord_card_reads_as_the_lord():
    assert compile_text("横置目标角色领主区顶部的领主牌。")[0].text == "横置目标角色的领主"


def test_it_after_the_moved_lord_card_is_the_target_player(position):
    """Batch o's text: 其 after the lord card moved is the player (a lord card has no 物资)."""
    text = "将目标角色领主区的顶牌移入其手牌区，其消耗所有物资，你横置你的领主牌。"
    game = play(position, text, me={"领主": LORD, "物资": 2}, others=[{"领主": {**LORD, "名称": "彼主"}, "物资": 3}],
                target="角色2", deck=DECK)
    rt = game.runtime()
    assert player(game, 2).supply == 0 and player(game, 1).supply == 2
    assert card_names(game, player(game, 2).hand) == ["彼主"] and rt.state.cards[rt.lord_card(0)].tapped


def test_with_the_default_lord_there_is_no_top_card_and_the_step_fails(position):
    text = "将目标角色领主区顶部的领主牌移入其手牌区，该角色抽1张牌。"
    game = play(position, text, others=[{}], target="角色2", deck=DECK)
    assert not player(game, 2).hand  # nothing moved, and the step after it does not happen


# -- 使用该牌的角色: 该牌的使用者 (rules 12.36, 12.40) -------------------------------------------------------------------


def test_the_player_who_used_the_card_answered_is_compared_and_commanded(position):
    answer_card = card("应", "响应：若使用该牌的角色财富多于你，反制该牌，令其弃1张手牌。")
    for wealth, countered in ((12, True), (9, False)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色抽1张牌", "1红"), card("甲", "生产1财富")],
                                  "精力": "1红", "财富": wealth},
                                 {"手牌": [answer_card]}], deck=DECK)
        answer(game, "攻")
        assert use_when_offered(game, "应")
        pass_to_end(game)
        if countered:  # 攻 countered (角色2 drew nothing) and its user discarded 甲
            assert not player(game, 2).hand and not player(game, 1).hand, wealth
        else:  # the condition failed: 攻 resolved, 角色1 keeps 甲
            assert len(player(game, 2).hand) == 1 and len(player(game, 1).hand) == 1, wealth


def test_the_user_of_a_card_reads_as_its_controller():
    assert compile_text("即刻：令使用目标牌的角色抽1张牌。")[0].text == "即刻：令目标牌的控制者抽1张牌"
    assert compile_text("使用1张手牌。")[0].text == "使用1张手牌"  # 使用 as a verb is still the verb


# -- `并因此击杀` (rule 9.19(a)) and 获得其领主牌（移入手牌区） (rule 11.55) ------------------------------------------------

KILL_WARD = "锁定&当你令一名角色折损财富并因此击杀该角色后：获得其领主牌（移入手牌区），生产1财富。"


def test_killing_with_by_this_fires_and_gains_the_dead_players_lord(position):
    victim = {"财富": 2, "领主": {**LORD, "名称": "彼主"}}
    game = play(position, "主动：令目标其他角色折损3财富。", me={"结界区": [card("钟", KILL_WARD)]}, others=[victim, {}],
                mode="权杖", target="角色2", deck=DECK)
    assert game.state.players[1].dead
    assert player(game, 1).wealth == 11 and card_names(game, player(game, 1).hand) == ["彼主"]
    assert game.runtime().lord_card(1) is None


def test_a_kill_without_a_lord_card_to_gain_still_produces(position):
    """The default lord (or a card 16.4.3 gave already): nothing is gained and the step does not fail (rule 11.55)."""
    game = play(position, "主动：令目标其他角色折损3财富。", me={"结界区": [card("钟", KILL_WARD)]}, others=[{"财富": 2}, {}],
                mode="权杖", target="角色2", deck=DECK)
    assert game.state.players[1].dead and player(game, 1).wealth == 11 and not player(game, 1).hand


def test_gaining_a_target_players_lord_takes_it_into_your_hand(position):
    game = play(position, "获得目标其他角色的领主牌（移入手牌区），抽1张牌。", others=[{"领主": {**LORD, "名称": "彼主"}}],
                deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["彼主", "牌0"]  # their lord (the only other player), then the draw
    assert game.runtime().lord_card(1) is None  # the default lord now (rule 15.3)


def test_gaining_a_lord_reads_back_and_other_verbs_do_not_take_it():
    assert compile_text("获得目标其他角色的领主牌。")[0].text == "获得目标其他角色的领主"
    assert compile_text("当你令一名角色折损财富并因此击杀该角色后：生产1财富。")[0].text == "当你击杀一名角色后：生产1财富"
    errors = [d for d in analyze("弃目标角色的领主牌。").diagnostics if d.is_error]
    assert errors and errors[0].code == "E204"


# -- 执行该牌的效果 (rule 11.56) ---------------------------------------------------------------------------------------

EXECUTE_TEXT = "主动：将1张手牌移入虚空，执行该牌的效果，若该牌的点数不少于5，抽1张牌。"


def test_executing_a_moved_cards_effect_does_what_that_card_does(position):
    game = play(position, EXECUTE_TEXT, me={"手牌": [card("甲", "生产3财富", "1绿", 5)]}, deck=DECK)
    assert player(game, 1).wealth == 13  # 甲's effect, executed (a 虚拟 card: no 精力 paid)
    assert card_names(game, game.state.zone_list("void", None)) == ["甲"]  # the card itself stays in the 虚空
    assert card_names(game, player(game, 1).hand) == ["牌0"]  # 该牌 is still 甲 (point 5): one card drawn


def test_the_later_that_card_is_still_the_moved_card_not_the_virtual_one(position):
    game = play(position, EXECUTE_TEXT, me={"手牌": [card("乙", "令目标其他角色折损2财富", "1红", 2)]}, deck=DECK)
    assert player(game, 2).wealth == 8 and not player(game, 1).hand  # 乙 executed; its point 2 < 5: nothing drawn


def test_a_player_has_no_effect_to_execute():
    errors = [d for d in analyze("执行目标角色的效果。").diagnostics if d.is_error]
    assert errors and errors[0].code == "E204" and "执行" in errors[0].hint


# -- 每以此法移入N张牌，… (rule 10.62) -----------------------------------------------------------------------------------


def test_per_card_moved_the_next_step_is_done_once_for_each(position):
    wards = [card("界甲", "生产1财富"), card("界乙", "生产1财富")]
    text = "将你结界区中的所有牌移入过往，每以此法移入1张牌，你生产1财富。"
    game = play(position, text, me={"结界区": wards}, deck=DECK)
    assert player(game, 1).wealth == 12 and not player(game, 1).ward
    game = play(position, text, deck=DECK)
    assert player(game, 1).wealth == 10  # nothing moved: nothing produced


def test_per_two_cards_moved_counts_whole_pairs_and_commands_work(position):
    past = [card(f"往{i}", "生产1财富") for i in range(5)]
    game = play(position, "将过往中的所有牌移入虚空，每以此法移入2张牌，令目标其他角色折损1财富。", past=past, deck=DECK)
    assert player(game, 2).wealth == 8 and player(game, 1).wealth == 10  # 5 cards: twice


def test_per_card_moved_needs_a_step_that_moved_cards():
    errors = [d for d in analyze("每以此法移入1张牌，你生产1财富。").diagnostics if d.is_error]
    assert errors and errors[0].code == "E256"
    assert compile_text("将你结界区中的所有牌移入过往，每以此法移入1张牌，抽1张牌。")[0].text.endswith("每以此法移入1张牌，抽1张牌")
