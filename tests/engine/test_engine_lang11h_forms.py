"""Batch s (issue 11, lang11h): the forms accepted for it play as they read, each class in several spellings and
positions — a zone's cards wherever a card phrase stands (`手牌中的1张…`, `1张手牌中的「名」`, `所有的红色牌`,
`结界区中的1张结界`, rule 11.51, 11.32(a)), 加入 as 移入 (11.18(c)), 若其中有… (10.53), 若该牌为「名」 and 反制之 (10.54,
12.34), 将其从过往移入… (11.52), 正面向上置于牌库顶 (11.41(a)), 其余按任意顺序 (11.27(b)), 再复制1次 (11.48(a)),
（不消耗精力和物资） (15.5(a)), 获得…结界的控制权 (11.53), a ward's （…） after `。` (13.8(b)) and 其 in a ward's
segments (12.8(i)), `|` slots of colour words (12.35)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player, zone_names

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


# -- 加入 as 移入, 手牌 standing for the 手牌区 (rules 11.18(c), 11.51) ------------------------------------------------


def test_a_card_is_added_to_the_hand_from_the_past(position):
    for text in ("将过往中的1张牌加入手牌。", "将过往中的1张牌加入你的手牌区。", "将过往中的1张牌移入手牌。"):
        game = play(position, text, past=[card("旧", "抽1张牌")], deck=DECK)
        assert card_names(game, player(game, 1).hand) == ["旧"], text
        assert "旧" not in zone_names(game, "past"), text


def test_a_named_card_is_added_from_the_past_and_a_hand_card_to_the_deck_bottom(position):
    game = play(position, "将「攻伐」从过往加入手牌。", past=[card("攻伐", "折损1财富"), card("劳作", "生产1财富")], deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["攻伐"]
    bottom = play(position, "将1张手牌加入牌库底。", me={"手牌": [card("底", "抽1张牌")]}, deck=DECK)
    assert bottom.runtime().defn(bottom.state.zone_list("deck", None)[-1]).name == "底"


def test_another_player_adds_a_card_of_their_hand_to_the_past(position):
    game = play(position, "令目标其他角色将1张手牌加入过往。", others=[{"手牌": [card("弃", "抽1张牌")]}], deck=DECK)
    assert not player(game, 2).hand and "弃" in zone_names(game, "past")


# -- a zone's cards wherever a card phrase stands (rule 11.51) ----------------------------------------------------


def test_a_named_card_of_the_hand_is_used_with_the_count_first(position):
    hand = [card("劳作", "生产2财富", "1绿"), card("攻伐", "令目标其他角色折损2财富", "1红")]
    game = play(position, "使用1张手牌中的「劳作」（不支付精力）。", me={"手牌": hand}, deck=DECK)
    assert player(game, 1).wealth == 12 and card_names(game, player(game, 1).hand) == ["攻伐"]
    assert "劳作" in zone_names(game, "past")


def test_a_named_card_of_the_hand_is_discarded_and_others_stay(position):
    hand = [card("劳作", "生产2财富"), card("攻伐", "折损1财富")]
    for text in ("弃1张手牌中的「攻伐」。", "弃1张手牌区中的「攻伐」。"):
        game = play(position, text, me={"手牌": hand}, deck=DECK)
        assert card_names(game, player(game, 1).hand) == ["劳作"], text
        assert "攻伐" in zone_names(game, "past"), text


def test_a_card_of_the_past_is_used_with_the_count_first(position):
    game = play(position, "使用1张过往中的「劳作」（不支付精力）。", past=[card("劳作", "生产3财富", "1绿")], deck=DECK)
    assert player(game, 1).wealth == 13


def test_a_lord_card_of_the_hand_is_moved_to_the_void(position):
    spare = {**LORD, "名称": "备主"}
    for text in ("将手牌中的1张领主牌移入虚空。", "将你手牌区中的1张领主牌移入虚空。"):
        game = play(position, text, me={"手牌": [spare, card("留", "抽1张牌")]}, deck=DECK)
        assert zone_names(game, "void") == ["备主"], text
        assert card_names(game, player(game, 1).hand) == ["留"], text


def test_a_lord_card_of_the_hand_is_used_and_spends_energy_and_supply(position):
    spare = {**LORD, "名称": "备主", "仓储": 7}
    game = play(position, "使用手牌中的1张领主牌。", me={"手牌": [spare], "领主": LORD, "物资": 3}, deck=DECK)
    rt = game.runtime()
    assert rt.defn(rt.lord_card(0)).name == "备主" and player(game, 1).supply == 0
    assert rt.attr(0, "storage") == 7


def test_a_lord_used_with_keep_resources_keeps_energy_and_supply(position):
    """`（不消耗精力和物资）`: step (3) of rule 15.5 is left out (rule 15.5(a))."""
    spare = {**LORD, "名称": "备主"}
    game = play(position, "使用手牌中的1张领主牌（不消耗精力和物资）。", me={"手牌": [spare], "领主": LORD, "物资": 3},
                deck=DECK)
    rt = game.runtime()
    assert rt.defn(rt.lord_card(0)).name == "备主" and player(game, 1).supply == 3


def test_all_the_red_cards_of_the_hand_are_moved_and_as_many_drawn(position):
    hand = [card("红一", "抽1张牌", "1红"), card("红二", "抽1张牌", "1红"), card("蓝", "抽1张牌", "1蓝")]
    game = play(position, "主动：将你手牌区中所有的红色牌移入过往，抽等量的牌。", me={"手牌": hand}, deck=DECK)
    past = zone_names(game, "past")
    assert "红一" in past and "红二" in past and "蓝" not in past
    assert len(player(game, 1).hand) == 3  # 蓝 and the two drawn


def test_a_ward_of_a_players_ward_zone_is_moved(position):
    ward = card("界", "回合结束：抽1张牌")
    for text, zone in (("将目标其他角色结界区中的1张结界移入你的结界区。", "ward"),
                       ("将目标其他角色结界区中的1张结界移入过往。", "past")):
        game = play(position, text, others=[{"结界区": [ward]}], deck=DECK)
        assert not player(game, 2).ward, text
        where = player(game, 1).ward if zone == "ward" else game.state.zone_list("past", None)
        assert "界" in card_names(game, where), text


# -- 若其中有… (rule 10.53) ------------------------------------------------------------------------------------------


def test_a_condition_on_the_colour_of_the_cards_moved(position):
    text = "将牌库顶的2张牌移入过往，若其中有红色牌，则令目标其他角色折损2财富。"
    red = [card("红", "抽1张牌", "1红"), card("绿", "抽1张牌", "1绿"), *DECK]
    green = [card("绿", "抽1张牌", "1绿"), card("蓝", "抽1张牌", "1蓝"), *DECK]
    assert player(play(position, text, deck=red), 2).wealth == 8
    assert player(play(position, text, deck=green), 2).wealth == 10


def test_a_condition_on_a_name_or_its_absence_among_the_cards_looked_at(position):
    deck = [card("攻伐", "折损1财富", "1红"), card("劳作", "生产1财富", "1绿"), *DECK]
    has = play(position, "查看牌库顶的2张牌，若其中有「攻伐」，则生产1财富。", deck=deck)
    has_no = play(position, "查看牌库顶的2张牌，若其中没有「教育」，则生产2财富。", deck=deck)
    assert player(has, 1).wealth == 11 and player(has_no, 1).wealth == 12


# -- 若该牌为「名」 and 反制之 (rules 10.54, 12.34) ---------------------------------------------------------------------


def test_a_response_counters_the_card_only_when_it_has_that_name(position):
    for name, countered in (("攻伐", True), ("压制", False)):
        game = position(players=[{"手牌": [card(name, "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"手牌": [card("拒", "响应：若该牌为「攻伐」，则反制之。")]}], deck=DECK)
        answer(game, name)
        assert use_when_offered(game, "拒")
        pass_to_end(game)
        assert player(game, 2).wealth == (10 if countered else 8), name


def test_the_name_of_a_discarded_card_is_asked(position):
    text = "弃1张手牌，若该牌为「攻伐」，则抽2张牌。"
    yes = play(position, text, me={"手牌": [card("攻伐", "折损1财富")]}, deck=DECK)
    no = play(position, text, me={"手牌": [card("劳作", "生产1财富")]}, deck=DECK)
    assert len(player(yes, 1).hand) == 2 and not player(no, 1).hand


# -- 将其从过往移入… (rule 11.52) ---------------------------------------------------------------------------------------


def _countered(position, point: int, text: str):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红", point)], "精力": "1红"},
                             {"手牌": [card("拒", text)]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    return game


def test_the_countered_card_is_moved_from_the_past_by_its_point(position):
    text = "即刻：反制目标行动，若该牌的点数不小于5，则将其从过往移入虚空，否则你抽1张牌。"
    high, low = _countered(position, 7, text), _countered(position, 2, text)
    assert zone_names(high, "void") == ["攻"] and "攻" not in zone_names(high, "past") and not player(high, 2).hand
    assert "攻" in zone_names(low, "past") and len(player(low, 2).hand) == 1
    assert player(high, 2).wealth == 10 and player(low, 2).wealth == 10


def test_a_card_named_in_another_zone_than_its_own_is_not_moved(position):
    """`将该牌从虚空移入你的手牌区`: the countered card lies in 过往, not 虚空: the step fails, the next does not run."""
    game = _countered(position, 3, "即刻：反制目标行动，将该牌从虚空移入你的手牌区，生产2财富。")
    assert "攻" in zone_names(game, "past") and not player(game, 2).hand and player(game, 2).wealth == 10
    moved = _countered(position, 3, "即刻：反制目标行动，将该牌从过往移入你的手牌区，生产2财富。")
    assert card_names(moved, player(moved, 2).hand) == ["攻"] and player(moved, 2).wealth == 12


# -- 正面向上置于牌库顶 (rule 11.41(a)) ------------------------------------------------------------------------------


def test_a_card_put_face_up_on_the_deck_is_seen_by_everyone_until_it_moves(position):
    game = play(position, "将1张手牌正面向上置于牌库顶。", me={"手牌": [card("明", "抽1张牌")]}, deck=DECK)
    top = game.state.zone_list("deck", None)[0]
    c = game.state.cards[top]
    assert game.runtime().defn(top).name == "明" and c.visible_to(1) and c.visible_to(0)
    hidden = play(position, "将1张手牌置于牌库顶。", me={"手牌": [card("暗", "抽1张牌")]}, deck=DECK)
    assert not hidden.state.cards[hidden.state.zone_list("deck", None)[0]].visible_to(1)
    drawn = play(position, "将1张手牌正面向上置于牌库顶，抽1张牌。", me={"手牌": [card("明", "抽1张牌")]}, deck=DECK)
    uid = drawn.state.players[0].hand[0]
    assert drawn.runtime().defn(uid).name == "明" and not drawn.state.cards[uid].visible_to(1)  # moved: a hand card again


def test_another_player_puts_their_hand_card_face_up_on_the_deck(position):
    game = play(position, "令目标角色将其1张手牌正面向上置于牌库顶，然后你抽1张牌。", target="角色2",
                others=[{"手牌": [card("露", "抽1张牌")]}], deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["露"]  # you drew the card they put on top


def test_a_face_up_card_turns_over_when_the_deck_is_shuffled(position):
    game = play(position, "将1张手牌正面向上置于牌库顶，洗乱牌库。", me={"手牌": [card("明", "抽1张牌")]}, deck=DECK)
    assert not any(game.state.cards[u].visible_to(1) for u in game.state.zone_list("deck", None))


# -- 其余按任意顺序 (rule 11.27(b)) ----------------------------------------------------------------------------------


def test_one_card_looked_at_is_kept_and_the_rest_go_to_the_bottom_in_the_chosen_order(position):
    deck = [card("甲", "抽1张牌"), card("乙", "抽1张牌"), card("丙", "抽1张牌"), *DECK]
    text = "观看牌库顶的3张牌，将其中1张加入手牌，其余按任意顺序置于牌库底。"
    game = play(position, text, deck=deck, choose=("乙", "丙", "甲"))
    assert card_names(game, player(game, 1).hand) == ["乙"]
    names = [game.runtime().defn(u).name for u in game.state.zone_list("deck", None)]
    assert names[-2:] == ["丙", "甲"] and len(names) == len(DECK) + 2


# -- 再复制1次 (rule 11.48(a)) --------------------------------------------------------------------------------------


def test_a_copy_made_once_more_when_the_point_is_zero(position):
    text = "即刻：复制目标行动（你成为复制品的控制者），若该行动的点数为0，则再复制1次。"
    for point, wealth in ((0, 7), (4, 8)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富", "1红", point)], "精力": "1红"},
                                 {"手牌": [card("镜", text)]}], deck=DECK)
        answer(game, "攻")
        assert use_when_offered(game, "镜")
        pass_to_end(game)
        assert player(game, 2).wealth == wealth, point


# -- 获得…结界的控制权 (rule 11.53) ------------------------------------------------------------------------------------


def test_the_controller_of_a_ward_changes_and_its_owner_stays(position):
    ward = card("界", "回合结束：生产1财富")
    game = play(position, "获得目标其他角色的1张结界的控制权。", others=[{"结界区": [ward]}], deck=DECK)
    uid = player(game, 2).ward[0]
    c = game.state.cards[uid]
    assert c.controller == 0 and c.owner == 1 and c.zone == "ward"


# -- a ward's （…） after `。` (rule 13.8(b)), 其 in a ward's segments (rule 12.8(i)) -----------------------------------


def test_a_lasting_change_after_the_full_stop_holds_while_attached(position):
    for text in ("结附目标其他角色。（其效率-1）。", "结附目标其他角色3回合。（该角色的仓储-2&效率-1）"):
        game = play(position, text, deck=DECK)
        rt = game.runtime()
        assert card_names(game, player(game, 2).ward) == ["试"], text
        assert rt.attr(1, "efficiency") == 4 and rt.attr(0, "efficiency") == 5, text


def test_it_in_a_wards_segment_is_the_player_it_is_attached_to(position):
    """`回合结束：令其弃1张手牌`: in a card that 结附s, 其 with nothing before it is 结附的角色."""
    ward = card("缚", "结附目标其他角色。锁定&回合结束：令其弃1张手牌。")
    game = position(players=[{}, {"手牌": [card("留", "抽1张牌")], "结界区": [ward]}], deck=DECK, current=2)
    answer(game, "结束回合")
    while game.state.stack or game.state.phase == "end" and game.state.active == 1:
        answer(game, "过")
    assert not player(game, 2).hand and "留" in zone_names(game, "past")


# -- `|` slots of colour words (rule 12.35) ---------------------------------------------------------------------------


def test_each_version_counters_only_its_colour(position):
    for name, cost, countered in (("红攻", "1红", True), ("蓝攻", "1蓝", False)):
        game = position(players=[{"手牌": [card(name, "令目标其他角色折损2财富", cost)], "精力": cost},
                                 {"手牌": [card("拒", "即刻：反制|复制目标红色|蓝色行动。")]}], deck=DECK)
        answer(game, name)
        options = [label for label in game.decision.labels() if "拒" in label]
        if countered:
            assert use_when_offered(game, "拒")
        pass_to_end(game)
        assert player(game, 2).wealth == (10 if countered else 8), (name, options)


# -- 其中 after `若…中有…` (rule 10.30(a)) ------------------------------------------------------------------------------


def test_among_names_the_cards_a_has_condition_found(position):
    spare = {**LORD, "名称": "备主"}
    text = "若你的手牌中有领主牌，则将其中1张移入虚空，生产2财富。"
    game = play(position, text, me={"手牌": [card("留", "抽1张牌"), spare]}, deck=DECK)
    assert zone_names(game, "void") == ["备主"] and card_names(game, player(game, 1).hand) == ["留"] and player(game, 1).wealth == 12
    none = play(position, text, me={"手牌": [card("留", "抽1张牌")]}, deck=DECK)
    assert not zone_names(none, "void") and player(none, 1).wealth == 10


def test_among_after_a_named_card_in_the_past_takes_one_of_that_name(position):
    past = [card("劳作", "生产1财富"), card("攻伐", "折损1财富"), card("教育", "抽1张牌")]
    game = play(position, "若过往中有「攻伐」，则将其中1张移入你的手牌区。", past=past, deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["攻伐"]


def test_among_after_a_colour_in_the_past_takes_one_of_that_colour(position):
    past = [card("绿", "生产1财富", "1绿"), card("红", "折损1财富", "1红")]
    game = play(position, "若过往中有红色牌，则将其中1张加入手牌。", past=past, deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红"]
    none = play(position, "若过往中有红色牌，则将其中1张加入手牌，生产1财富。", past=[past[0]], deck=DECK)
    assert not player(none, 1).hand and player(none, 1).wealth == 10


def test_a_named_card_of_the_hand_is_discarded_with_the_zone_first(position):
    hand = [card("劳作", "生产2财富"), card("攻伐", "折损1财富")]
    game = play(position, "弃置手牌中的1张「攻伐」，生产1财富。", me={"手牌": hand}, deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["劳作"] and player(game, 1).wealth == 11


def test_a_countered_card_of_another_name_draws(position):
    for name, drawn in (("攻伐", 0), ("压制", 1)):
        game = position(players=[{"手牌": [card(name, "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"手牌": [card("拒", "即刻：反制目标行动，若该牌不为「攻伐」，则抽1张牌。")]}], deck=DECK)
        answer(game, name)
        assert use_when_offered(game, "拒")
        pass_to_end(game)
        assert len(player(game, 2).hand) == drawn and player(game, 2).wealth == 10, name


# -- 该牌 in a trigger on a card used (rule 12.8(j)) ------------------------------------------------------------------


def test_a_trigger_on_a_named_card_used_counters_that_card(position):
    ward = card("禁", "锁定&当一名角色使用「攻伐」时：反制该牌，你生产1财富。")
    for name, countered in (("攻伐", True), ("压制", False)):
        game = position(players=[{"手牌": [card(name, "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                                 {"结界区": [ward]}], deck=DECK)
        answer(game, name)
        pass_to_end(game)
        assert player(game, 2).wealth == (11 if countered else 8), name
        assert name in zone_names(game, "past"), name


# -- `当一张牌进入堆叠后` (rule 9.21), `若其目标为你` (rule 10.50) ---------------------------------------------------------


def test_a_card_entering_the_stack_that_targets_you_is_countered(position):
    ward = card("盾", "锁定&当一张牌进入堆叠后：若该牌为「攻伐」&其目标为你，则弃1张手牌，反制该牌。")
    cases = (("攻伐", "令目标其他角色折损2财富", 10, 0), ("攻伐", "令目标角色抽1张牌", 10, 1), ("压制", "令目标其他角色折损2财富", 8, 1))
    for name, text, wealth, hand in cases:
        game = position(players=[{"手牌": [card(name, text, "1红")], "精力": "1红"},
                                 {"手牌": [card("留", "抽1张牌")], "结界区": [ward]}], deck=DECK)
        answer(game, name)
        if game.decision is not None and any(label.startswith("角色") for label in game.decision.labels()):
            answer(game, "角色1")  # `令目标角色抽1张牌`: the user targets themselves, not the ward's owner
        pass_to_end(game)
        assert (player(game, 2).wealth, len(player(game, 2).hand)) == (wealth, hand), (name, text)
