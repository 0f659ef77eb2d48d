"""Issue 11 (lang11l): accepted texts that played against their reading, each fixed as a class and played here — a card
moved off the 堆叠 before it resolves does not resolve (rule 8.8); 获得目标结界的控制权 targets a player and takes one of
their 结界 (11.39, 11.53); 反制目标牌，将其移入… moves the countered card (11.42, no W230); 使用1张虚拟的「名」（不支付精力）
pays nothing (11.45, no W217)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player, zone_names

from zhdsl.pipeline import analyze

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- a card moved off the 堆叠 does not resolve (rule 8.8) ------------------------------------------------------------


def test_a_card_used_then_moved_away_does_not_resolve(position):
    """`使用1张「教育」，将该牌移入虚空`: 「教育」 is on the 堆叠 under 「试」; moved to 虚空 it never draws."""
    edu = card("教育", "抽2张牌", "1绿")
    game = play(position, "主动：使用1张「教育」，将该牌移入虚空。", me={"手牌": [edu], "精力": "2绿"}, deck=DECK)
    assert not player(game, 1).hand and zone_names(game, "void") == ["教育"] and "教育" not in zone_names(game, "past")
    assert not any(e.text == "结算「教育」" for e in game.log)


def test_a_card_used_then_returned_to_the_hand_does_not_resolve(position):
    edu = card("教育", "抽2张牌", "1绿")
    game = play(position, "主动：使用1张「教育」，将该牌移入你的手牌区，生产1财富。",
                me={"手牌": [edu], "精力": "2绿"}, deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["教育"] and player(game, 1).wealth == 11
    assert not game.state.stack and not any(e.text == "结算「教育」" for e in game.log)


def test_a_card_used_and_left_on_the_stack_still_resolves(position):
    """Without the move the card used resolves after the one that used it (rule 8.5): the fix takes only moved cards."""
    edu = card("教育", "抽2张牌", "1绿")
    game = play(position, "主动：使用1张「教育」。", me={"手牌": [edu], "精力": "2绿"}, deck=DECK)
    assert len(player(game, 1).hand) == 2 and zone_names(game, "past") == ["教育", "试"]


def test_a_card_answered_and_moved_to_its_owners_hand_does_not_resolve(position):
    """The same by a 响应 card: the card that targeted you goes back to its owner's hand, its damage never happens."""
    attack = card("攻", "令目标其他角色折损2财富", "1红")
    back = card("返", "即刻：将目标牌移入其所有者的手牌区。")
    game = position(players=[{"手牌": [attack], "精力": "1红"}, {"手牌": [back]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "返")
    pass_to_end(game)
    assert player(game, 2).wealth == 10 and card_names(game, player(game, 1).hand) == ["攻"]


# -- 获得目标结界的控制权 (rules 11.39, 11.53) ---------------------------------------------------------------------------


def test_taking_control_of_a_target_ward_takes_one_of_the_targets_wards(position):
    wards = [card("甲界", "回合结束：生产1财富"), card("乙界", "回合结束：抽1张牌")]
    game = position(players=[{"手牌": [card("夺", "获得目标结界的控制权。")]}, {"结界区": wards}], deck=DECK)
    answer(game, "夺")
    answer(game, "角色2")
    while game.state.stack:
        answer(game, "乙界" if any("乙界" in label for label in game.decision.labels()) else "过")
    cards = {game.runtime().defn(u).name: game.state.cards[u] for u in player(game, 2).ward}
    assert (cards["乙界"].controller, cards["乙界"].owner) == (0, 1)
    assert (cards["甲界"].controller, cards["甲界"].owner) == (1, 1)


def test_taking_control_of_a_target_ward_fails_without_one(position):
    game = play(position, "获得目标结界的控制权，生产1财富。", target="角色2", deck=DECK)
    assert player(game, 1).wealth == 10 and any("没有可以获得控制权的结界" in e.text for e in game.log)


# -- 反制目标牌，将其移入… (rule 11.42): the step plays, and check does not call it impossible ---------------------------


def test_countering_then_moving_the_countered_card(position):
    for text, zone in (("即刻：反制目标牌，将其移入虚空。", "void"), ("即刻：反制目标牌，将该牌移入虚空。", "void")):
        assert not [d.code for d in analyze(text).diagnostics], text
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"手牌": [card("拒", text)]}], deck=DECK)
        answer(game, "攻")
        assert use_when_offered(game, "拒")
        pass_to_end(game)
        assert player(game, 2).wealth == 10 and "攻" in zone_names(game, zone) and "攻" not in zone_names(game, "past"), text


def test_countering_then_returning_the_card_to_your_hand(position):
    text = "即刻：反制目标牌，将其移入你的手牌区。"
    assert not analyze(text).diagnostics
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("拒", text)]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    assert card_names(game, player(game, 2).hand) == ["攻"] and player(game, 2).wealth == 10


# -- 使用1张虚拟的「名」（不支付精力） (rule 11.45): no W217, and nothing is paid --------------------------------------------


def test_a_virtual_card_used_without_paying_restates_and_pays_nothing(position):
    for text in ("主动：使用1张虚拟的「攻伐」（不支付精力）。", "主动：执行「攻伐」（虚拟）。", "主动：执行「攻伐」两次（不支付精力）。"):
        assert not analyze(text).diagnostics, text
    game = play(position, "主动：使用1张虚拟的「生产3财富」（不支付精力）。", me={"精力": "1红"}, deck=DECK)
    assert player(game, 1).wealth == 13 and player(game, 1).energy == {"red": 1}


# -- a choice as a step of its own (rule 11.26(a)) -------------------------------------------------------------------


def test_choosing_a_card_of_the_past_then_executing_and_moving_it(position):
    text = "主动&限定：支付1黑色精力&1物资，选择过往中的1张牌，执行该牌的效果，将该牌移入虚空。"
    past = [card("旧", "生产2财富"), card("老", "抽1张牌")]
    game = play(position, text, me={"精力": "1黑", "物资": 1}, past=past, choose=("旧",), deck=DECK)
    assert player(game, 1).wealth == 12 and not player(game, 1).hand
    assert zone_names(game, "void") == ["旧"] and zone_names(game, "past") == ["老", "试"]


def test_choosing_with_the_zone_first_is_the_same_step(position):
    for text in ("从过往中选择1张牌，将该牌移入你的手牌区，生产1财富。", "选择过往中的1张牌，将该牌移入你的手牌区，生产1财富。"):
        game = play(position, text, past=[card("旧", "生产2财富"), card("老", "抽1张牌")], choose=("老",), deck=DECK)
        assert card_names(game, player(game, 1).hand) == ["老"] and player(game, 1).wealth == 11, text


def test_choosing_from_an_empty_zone_fails_and_stops_the_effect(position):
    game = play(position, "选择过往中的1张牌，执行该牌的效果，生产1财富。", deck=DECK)
    assert player(game, 1).wealth == 10 and any("可选的牌不够" in e.text for e in game.log)


def test_choosing_a_named_card_leaves_it_where_it_was(position):
    game = play(position, "从过往中选择1张「旧」，若该牌的点数大于2，则抽1张牌。", past=[card("旧", "生产2财富", "1绿", 3)],
                deck=DECK)
    assert len(player(game, 1).hand) == 1 and zone_names(game, "past") == ["旧", "试"]


# -- cards filtered by their point (rule 11.33(a)) ---------------------------------------------------------------------


def test_a_card_of_the_past_with_point_zero_is_taken(position):
    past = [card("零", "抽1张牌", "1绿", 0), card("三", "抽1张牌", "1绿", 3)]
    for text in ("将过往中1张点数为0的牌加入手牌。", "将过往中的1张点数等于0的牌移入你的手牌区。"):
        game = play(position, text, past=past, deck=DECK)
        assert card_names(game, player(game, 1).hand) == ["零"], text
    none = play(position, "将过往中1张点数大于5的牌加入手牌，生产1财富。", past=past, deck=DECK)
    assert not player(none, 1).hand and player(none, 1).wealth == 10


def test_discarding_a_hand_card_of_point_zero_to_counter(position):
    text = "限定&响应：弃1张点数为0的手牌，反制目标牌，目标牌的控制者折损1财富。"  # 目标牌: 该牌 after the discard would be the card discarded (12.121)
    for hand, countered in (([card("零", "抽1张牌", "1绿", 0), card("五", "抽1张牌", "1绿", 5)], True),
                            ([card("五", "抽1张牌", "1绿", 5)], False)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"手牌": [card("拒", text), *hand]}], deck=DECK)
        answer(game, "攻")
        used = use_when_offered(game, "拒")
        pass_to_end(game)
        if countered:
            assert used and card_names(game, player(game, 2).hand) == ["五"] and "零" in zone_names(game, "past")
            assert (player(game, 1).wealth, player(game, 2).wealth) == (9, 10)
        else:  # no card of point 0: the step fails, nothing after it happens, 「攻」 resolves (rule 10.2)
            assert used and card_names(game, player(game, 2).hand) == ["五"] and (player(game, 1).wealth, player(game, 2).wealth) == (10, 8)


def test_among_the_cards_drawn_one_of_point_nine(position):
    """`若其中有点数为9的牌`: 其中 is the cards of the last step that moved cards, here the ones drawn (rule 10.41)."""
    text = "主动：将你手牌区中所有的红色牌移入过往，抽等量的牌，若其中有点数为9的牌，则获得1物资。"
    reds = [card("红一", "抽1张牌", "1红", 9), card("红二", "抽1张牌", "1红", 1)]
    for deck, supply in (([card(f"九{i}", "生产1财富", "1绿", 9) for i in range(3)], 1),
                         ([card(f"八{i}", "生产1财富", "1绿", 8) for i in range(3)], 0)):
        game = play(position, text, me={"手牌": [*reds, card("绿", "抽1张牌", "1绿", 9)], "物资": 0}, deck=deck)
        assert player(game, 1).supply == supply and len(player(game, 1).hand) == 3
        assert {"红一", "红二"} <= set(zone_names(game, "past"))


# -- the 转化 of this turn, counted (rule 10.24(a)) ---------------------------------------------------------------------


def test_the_conversions_of_this_turn_are_counted(position):
    text = "若你本回合转化了至少2次，生产X财富（X为你本回合转化的次数）。"
    for converts, wealth in ((("进行2次转化", "进行1次转化"), 13), (("进行1次转化",), 10), ((), 10)):
        hand = [card(f"转{i}", t) for i, t in enumerate(converts)]
        game = position(players=[{"手牌": [*hand, card("数", text)], "物资": 5}, {}], deck=DECK)
        for i in range(len(converts)):
            answer(game, f"转{i}")
            pass_to_end(game)
        answer(game, "数")
        pass_to_end(game)
        assert player(game, 1).wealth == wealth, converts


def test_a_lord_counts_its_conversions_at_the_turns_end_and_the_count_starts_again(position):
    lord = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "1绿",
            "技能": "回合结束：若你本回合转化了至少2次，生产X财富（X为你本回合转化的次数）。"}
    game = position(players=[{"领主": lord, "手牌": [card("转", "进行2次转化")], "物资": 3}, {}], deck=DECK)
    answer(game, "转")
    pass_to_end(game)
    answer(game, "结束回合")
    used = False
    while game.state.active == 0:
        labels = game.decision.labels()
        if not used and any("技能" in x for x in labels):
            answer(game, "技能")
            used = True
        else:
            answer(game, "过" if "过" in labels else "完成回合")
    assert used
    assert player(game, 1).wealth == 12
    from zhdsl.games.zongheng.verbs.history import times
    assert times(game.state, 0, "convert") == 0  # another turn: the count is that turn's


# -- 洗乱过往中的所有牌，背面向上加入牌库 (rule 11.19(b)) ---------------------------------------------------------------


PAST = [card("旧甲", "抽1张牌"), card("旧乙", "抽1张牌"), card("旧丙", "抽1张牌")]


def test_the_past_shuffled_into_the_deck_goes_on_top_face_down(position):
    for text in ("洗乱过往中的所有牌，背面向上加入牌库。", "将过往中的所有牌洗乱，背面向上加入牌库。"):
        game = play(position, text, past=PAST, deck=DECK)
        deck = game.state.zone_list("deck", None)
        assert card_names(game, deck[:3]) == ["旧丙", "旧乙", "旧甲"] and len(deck) == len(DECK) + 3, text
        assert zone_names(game, "past") == ["试"] and not any(game.state.cards[u].face_up for u in deck), text


def test_the_shuffled_cards_are_drawn_next(position):
    text = "主动：将过往中的所有牌洗乱，背面向上加入牌库，抽3张牌，弃1张手牌。"
    game = play(position, text, past=PAST, choose=("旧甲",), deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["旧丙", "旧乙"] and "旧甲" in zone_names(game, "past")


def test_the_order_is_shuffled_by_the_seed(position):
    orders = set()
    for seed in range(6):
        game = play(position, "洗乱过往中的所有牌，背面向上加入牌库。", past=PAST, deck=DECK, seed=seed)
        orders.add(tuple(game.runtime().defn(u).name for u in game.state.zone_list("deck", None)[:3]))
    assert len(orders) > 1


# -- 当你的领主变更后 (rule 9.26) ------------------------------------------------------------------------------------


LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "1绿", "技能": "回合结束：抽1张牌"}
WATCH = card("变", "锁定&当你的领主变更后：抽2张牌，获得1物资。")


def test_a_lord_used_from_the_hand_is_a_change(position):
    spare = {**LORD, "名称": "备主"}
    game = play(position, "使用手牌中的1张领主牌（不消耗精力和物资）。",
                me={"手牌": [spare], "领主": LORD, "物资": 0, "结界区": [WATCH]}, deck=DECK)
    assert (len(player(game, 1).hand), player(game, 1).supply) == (3, 1)  # the old lord and two drawn


def test_a_lord_taken_away_by_a_move_is_a_change_for_its_player_only(position):
    lord2 = {**LORD, "名称": "他主"}
    game = play(position, "将目标其他角色领主区的顶牌移入过往。", me={"结界区": [WATCH]},
                others=[{"领主": lord2, "结界区": [card("变2", "锁定&当你的领主变更后：获得1物资。")], "物资": 0}],
                deck=DECK)
    assert player(game, 2).supply == 1 and player(game, 1).supply == 0 and not player(game, 1).hand
    assert any(e.kind == "lord_changed" and e.text == "角色2的领主变为默认领主" for e in game.log)


def test_the_held_out_text_fires_when_your_lord_changes(position):
    spare = {**LORD, "名称": "备主"}
    watch = card("变", "当你的领主变更后：抽2张牌，获得1物资。")
    game = position(players=[{"手牌": [card("换", "使用手牌中的1张领主牌（不消耗精力和物资）。"), spare], "领主": LORD,
                              "物资": 0, "结界区": [watch]}, {}], deck=DECK)
    answer(game, "换")
    pass_to_end(game)
    assert player(game, 1).supply == 1 and len(player(game, 1).hand) == 3
    assert any(e.text == "结算「变」的技能「当你的领主变更后：抽2张牌，获得1物资」" for e in game.log)


# -- the cards of several players' zones; a zone's cards without a count (rule 11.32(b)) -------------------------------


def test_all_players_wards_are_moved_and_counted(position):
    text = "将所有角色结界区中的牌移入过往，每以此法移入1张牌，你生产1财富。"
    game = play(position, text, me={"结界区": [card("甲界", "抽1张牌")]},
                others=[{"结界区": [card("乙界", "抽1张牌"), card("丙界", "抽1张牌")]}], deck=DECK)
    assert not player(game, 1).ward and not player(game, 2).ward and player(game, 1).wealth == 13
    assert {"甲界", "乙界", "丙界"} <= set(zone_names(game, "past"))


def test_the_cards_of_several_zones_are_counted(position):
    game = play(position, "生产X财富（X为所有角色结界区中的牌数）。", me={"结界区": [card("甲界", "抽1张牌")]},
                others=[{"结界区": [card("乙界", "抽1张牌"), card("丙界", "抽1张牌")]}], deck=DECK)
    assert player(game, 1).wealth == 13


def test_a_zones_cards_without_a_count_are_all_of_them(position):
    game = play(position, "将目标其他角色结界区中的牌移入过往。",
                others=[{"结界区": [card("乙界", "抽1张牌"), card("丙界", "抽1张牌")]}], deck=DECK)
    assert not player(game, 2).ward and {"乙界", "丙界"} <= set(zone_names(game, "past"))
