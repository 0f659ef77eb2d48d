"""Batch w (issue 11, lang11m): the forms accepted for it play as they read — 增加 / 减少 after a counter as a step
and in a ward's lasting note (rule 10.66)."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from zhdsl.pipeline import compile_text

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


# -- 增加 / 减少 after a counter (rule 10.66) --------------------------------------------------------------------------


def test_a_counter_increases_or_decreases_by_words_as_a_step(position):
    for text, seat, attribute, value in (("你的仓储增加1。", 1, "storage", 6), ("你的效率减少2。", 1, "efficiency", 3),
                                         ("令目标其他角色的仓储减少2。", 2, "storage", 3),
                                         ("令目标其他角色的效率增加1。", 2, "efficiency", 6)):
        game = play(position, text, deck=DECK)  # the one other player is the only target
        rt = game.runtime()
        assert rt.attr(seat - 1, attribute) == value, text
        other = 1 - (seat - 1)
        assert rt.attr(other, attribute) == 5, text


def test_a_wards_note_of_increase_and_decrease_holds_while_attached(position):
    for text, storage, efficiency in (("结附目标其他角色。（你的效率减少1）。", 5, 4),
                                      ("结附目标其他角色2回合。（你的仓储减少2&效率减少1）。", 3, 4),
                                      ("结附目标其他角色3回合（其仓储增加2）", 7, 5)):
        game = play(position, text, deck=DECK)
        rt = game.runtime()
        assert game.runtime().defn(player(game, 2).ward[0]).name == "试", text
        assert (rt.attr(1, "storage"), rt.attr(1, "efficiency")) == (storage, efficiency), text
        assert (rt.attr(0, "storage"), rt.attr(0, "efficiency")) == (5, 5), text


# -- 消耗 of another player's counter, read as 令X消耗 (rule 11.59) ----------------------------------------------------


def test_consuming_another_players_counter_lowers_theirs(position):
    for text, attribute, left in (("消耗目标其他角色所有精力。", "energy", 0), ("消耗目标其他角色的2物资。", "supply", 1),
                                  ("消耗所有其他角色的1物资。", "supply", 2)):
        game = play(position, text, me={"物资": 3, "精力": "2红"}, others=[{"物资": 3, "精力": "2红1蓝"}], deck=DECK)
        mine, theirs = player(game, 1), player(game, 2)
        total = sum(theirs.energy.values()) if attribute == "energy" else theirs.supply
        assert total == left, text
        assert mine.supply == 3 and sum(mine.energy.values()) == 2, text


def test_consuming_more_than_another_has_takes_what_there_is(position):
    game = play(position, "消耗目标其他角色的5物资，抽1张牌。", others=[{"物资": 2}], deck=DECK)
    assert player(game, 2).supply == 0 and len(player(game, 1).hand) == 1


# -- 目标领主牌: a target player's lord card (rule 12.43) ---------------------------------------------------------------


def test_a_target_lord_card_is_the_lord_of_a_target_player(position):
    for text in ("横置目标领主牌。", "将目标领主牌横置。"):
        game = play(position, text, me={"领主": LORD}, others=[{"领主": LORD}], target="角色2", deck=DECK)
        rt = game.runtime()
        assert game.state.cards[rt.lord_card(1)].tapped, text
        assert not game.state.cards[rt.lord_card(0)].tapped, text


def test_untapping_a_target_lord_card_stands_it_up(position):
    game = play(position, "重置目标领主牌，抽1张牌。", others=[{"领主": {**LORD, "横置": True}}], target="角色2",
                deck=DECK)
    assert not game.state.cards[game.runtime().lord_card(1)].tapped
    assert len(player(game, 1).hand) == 1


def test_a_target_lord_card_reads_as_the_lord_of_a_target_player():
    assert compile_text("横置目标领主牌。")[0].text == compile_text("横置目标角色的领主牌。")[0].text


# -- 若你因此没有物资 (rule 10.67) ---------------------------------------------------------------------------------------


def test_having_none_after_a_step_is_checked_after_it(position):
    for supply, wealth in ((2, 11), (3, 10)):
        game = play(position, "支付2物资，抽1张牌，若你因此没有物资，生产1财富。", me={"物资": supply}, deck=DECK)
        assert player(game, 1).wealth == wealth, supply
        assert len(player(game, 1).hand) == 1


def test_a_commanded_player_having_no_hand_after_discarding(position):
    for hand, wealth in ((2, 8), (3, 10)):
        cards = [card(f"留{i}", "抽1张牌") for i in range(hand)]
        game = play(position, "令目标其他角色弃2张手牌，若其因此没有手牌，令其折损2财富。", others=[{"手牌": cards}],
                    choose=("留0", "留1"), deck=DECK)
        assert player(game, 2).wealth == wealth, hand


# -- 原有的领主牌 after a lord card moved into the 领主区 (rule 15.8) --------------------------------------------------

NEW_LORD = {"阵营": "中立", "名称": "新主", "效率": 3, "仓储": 7, "精力": "1蓝", "技能": "回合开始：抽1张牌"}


def test_the_lord_replaced_by_a_move_goes_where_written(position):
    for text, zone in (("即刻：将你手牌中的1张领主牌移入领主区（不消耗精力和物资），原有的领主移入手牌区，然后抽1张牌。", "hand"),
                       ("将你手牌中的1张领主牌移入领主区，原有的领主牌移入虚空。", "void")):
        game = play(position, text, me={"领主": LORD, "手牌": [NEW_LORD]}, deck=DECK)
        rt = game.runtime()
        assert rt.lord_def(0).name == "新主", text
        assert rt.attr(0, "storage") == 7 and rt.attr(0, "efficiency") == 3, text
        lords = [u for u in game.state.players[0].lord]
        assert [rt.defn(u).name for u in lords] == ["新主"], text
        where = [rt.defn(u).name for u in (player(game, 1).hand if zone == "hand" else game.state.zone_list("void", None))]
        assert "试主" in where, text


# -- 你成为该复制品的控制者 as a step after 复制 (rule 11.60) -------------------------------------------------------------


def test_saying_you_control_the_copy_changes_nothing(position):
    """The copy is the copier's either way (its 生产 is theirs); the steps after the sentence still happen."""
    for text in ("即刻：复制目标行动，你成为该复制品的控制者，抽1张牌。", "即刻：复制目标行动（你成为复制品的控制者），抽1张牌。"):
        game = position(players=[{"手牌": [card("产", "生产2财富")]}, {"手牌": [card("复", text)]}], deck=DECK)
        answer(game, "产")
        answer(game, "复")
        while game.state.stack:
            answer(game, "过")
        assert (player(game, 1).wealth, player(game, 2).wealth) == (12, 12), text
        assert len(player(game, 2).hand) == 1, text


# -- 等于该牌点数一半的财富 (rule 10.68) ----------------------------------------------------------------------------------


def test_half_of_a_cards_point_rounds_down_unless_told_up(position):
    for text, wealth in (("将过往中的1张牌移入虚空，生产等于该牌点数一半的财富（向下取整）。", 12),
                         ("将过往中的1张牌移入虚空，生产等于该牌点数一半的财富。", 12),
                         ("将过往中的1张牌移入虚空，生产等于该牌点数一半的财富（向上取整）。", 13)):
        game = play(position, text, past=[card("旧", "抽1张牌", "1红", 5)], deck=DECK)
        assert player(game, 1).wealth == wealth, text
        assert "旧" in [game.runtime().defn(u).name for u in game.state.zone_list("void", None)], text


def test_half_of_a_hand_count_is_damage_to_a_target(position):
    hand = [card(f"留{i}", "抽1张牌") for i in range(4)]  # 4 in hand once 试 is used: half is 2
    game = play(position, "令目标其他角色折损等于你的手牌数一半的财富。", me={"手牌": hand}, deck=DECK)
    assert player(game, 2).wealth == 8


# -- 当你因他人折损财富时 (rule 9.28) ---------------------------------------------------------------------------------

HURT = "当你因他人折损财富时：若该角色的财富多于你，抽1张牌；否则，令其折损1财富。"


def test_losing_wealth_because_of_another_triggers_with_that_player_named(position):
    for attacker_wealth, hand, attacker_after in ((10, 1, 10), (5, 0, 4)):
        lord = {**LORD, "技能": HURT}
        game = position(players=[{"领主": lord}, {"手牌": [card("攻", "令目标其他角色折损2财富")], "财富": attacker_wealth}],
                        deck=DECK, current=2)
        answer(game, "攻")
        while game.state.stack or "过" in game.decision.labels() and game.state.active == 1:
            answer(game, "过")
        assert player(game, 1).wealth == 8
        assert len(player(game, 1).hand) == hand, attacker_wealth
        assert player(game, 2).wealth == attacker_after, attacker_wealth


def test_losing_wealth_by_ones_own_step_is_not_because_of_another(position):
    lord = {**LORD, "技能": "当你因他人折损财富后：抽1张牌。"}
    game = play(position, "折损2财富。", me={"领主": lord}, deck=DECK)
    assert player(game, 1).wealth == 8 and not player(game, 1).hand


# -- 1名距离你最远的角色 (rule 7.16) -------------------------------------------------------------------------------------


def test_the_farthest_player_is_the_one_at_the_greatest_distance(position):
    """Four players: from seat 1, seat 3 is at distance 2, seats 2 and 4 at 1 (rule 2.3)."""
    game = position(players=[{"手牌": [card("试", "选择1名距离你最远的角色，令该角色折损2财富。")]}, {}, {}, {}],
                    deck=DECK, mode="权杖")
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 10, 8, 10]


def test_the_nearest_other_players_are_offered_and_the_one_chosen_is_hit(position):
    game = position(players=[{"手牌": [card("试", "令1名距离你最近的其他角色折损2财富。")]}, {}, {}, {}],
                    deck=DECK, mode="权杖")
    answer(game, "试")
    offered = {label[:3] for label in game.decision.labels() if label.startswith("角色")}
    assert offered == {"角色2", "角色4"}
    answer(game, "角色4")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 8]


def test_choosing_a_target_at_a_distance_plays(position):
    """`选择1名距离你为1的角色`: the step holds while the target lives (rule 11.50 with 7.11(e))."""
    game = position(players=[{"手牌": [card("试", "选择1名距离你为1的角色，令该角色折损2财富。")]}, {}], deck=DECK)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert [p.wealth for p in game.state.players] == [10, 8]


# -- 其余以任意顺序放回牌库顶 (放回 is 移入, rule 11.27(b)) ---------------------------------------------------------------


def test_the_rest_looked_at_are_put_back_on_top(position):
    deck = [card("甲", "抽1张牌"), card("乙", "抽1张牌"), card("丙", "抽1张牌"), *DECK]
    text = "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。"
    game = play(position, text, deck=deck, choose=("乙", "丙", "甲"))
    assert [game.runtime().defn(u).name for u in player(game, 1).hand] == ["乙"]
    names = [game.runtime().defn(u).name for u in game.state.zone_list("deck", None)]
    assert len(names) == len(DECK) + 2 and set(names[:2]) == {"甲", "丙"}
