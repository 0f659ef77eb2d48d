"""Batch v (issue 11, lang12a): the forms accepted for it play as they read — 恢复 of a player's 精力 (rule 11.9(a)), 其
naming the card drawn (12.14(a)), 因折损而失去财富 (9.29), the attached player's turn in a ward's bracket (13.12), a ward
forbidding 转化 (13.13), 一半 inside larger amounts (10.71) with 其 of each player (12.24(a)), a lord's 阵营 (10.72), the
mode and the seat order (10.73) and the zone before 使用 (11.62); each with players, zones and amounts other than the
batch's own texts."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
LORD = {"阵营": "烽烟", "名称": "烽主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


# -- 恢复 of a player's 精力 (rule 11.9(a)) ------------------------------------------------------------------------


def test_restoring_your_energy_is_restore(position):
    game = play(position, "恢复你的精力。", me={"领主": LORD, "精力": "3黑"})
    assert dict(player(game, 1).energy) == {"red": 2}


def test_restoring_a_target_players_energy_is_done_by_them(position):
    other = {"领主": {**LORD, "精力": "1蓝"}, "精力": "2绿"}
    game = play(position, "恢复目标角色的精力。", me={"精力": "1黑"}, others=[other], target="角色2")
    assert dict(player(game, 2).energy) == {"blue": 1}
    assert dict(player(game, 1).energy) == {"black": 1}  # yours is untouched


# -- 其 naming the card drawn where only a card fits (rule 12.14(a)) ------------------------------------------------


def test_its_colour_is_the_colour_of_the_card_drawn(position):
    text = "抽1张牌，若其为红色牌，则令目标角色折损2财富。"
    red = play(position, text, others=[{}], target="角色2", deck=[card("红甲", "抽1张牌", "1红", 3)])
    assert player(red, 2).wealth == 8
    green = play(position, text, others=[{}], target="角色2", deck=[card("绿乙", "抽1张牌", "1绿", 3)])
    assert player(green, 2).wealth == 10


def test_its_point_is_the_drawn_cards_and_the_next_its_the_player(position):
    text = "令目标角色抽1张牌，若其点数大于5，则其折损1财富。"
    high = play(position, text, others=[{}], target="角色2", deck=[card("高", "抽1张牌", "1绿", 7)])
    assert (player(high, 2).wealth, len(player(high, 2).hand)) == (9, 1)
    low = play(position, text, others=[{}], target="角色2", deck=[card("低", "抽1张牌", "1绿", 2)])
    assert player(low, 2).wealth == 10


# -- 因折损而失去财富 in a trigger (rule 9.29) -------------------------------------------------------------------


def test_losing_wealth_by_damage_fires_the_trigger(position):
    watcher = card("守", "锁定&当你因折损而失去财富时：生产2财富。")
    game = play(position, "令目标角色折损3财富。", others=[{"结界区": [watcher]}], target="角色2")
    assert player(game, 2).wealth == 9  # 10 - 3 + 2
    paid = play(position, "令目标角色消耗2财富。", others=[{"结界区": [watcher]}], target="角色2")
    assert player(paid, 2).wealth == 8  # 消耗 is not 折损: no trigger


# -- the attached player's turn in a ward's bracket (rule 13.12) ------------------------------------------------


def test_a_ward_acts_at_the_attached_players_turn_start(position):
    ward = "结附目标角色3回合（其回合开始时，其折损1财富）。"
    game = position(players=[{}, {"结界区": [card("界", ward) | {"回合": 3}]}], deck=DECK)
    answer(game, "结束回合")
    while game.state.stack or game.state.active != 1:
        answer(game, "过")
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10


def test_a_ward_acts_at_the_attached_players_turn_end(position):
    ward = "结附目标角色3回合（该角色的回合结束时，其生产2财富）。"
    game = position(players=[{"结界区": [card("界", ward) | {"回合": 3}]}, {}], deck=DECK)
    answer(game, "结束回合")
    while game.state.stack:
        answer(game, "过")
    assert player(game, 1).wealth == 12 and player(game, 2).wealth == 10


# -- a ward forbidding 转化 (rule 13.13) --------------------------------------------------------------------------


def test_a_ward_forbidding_convert_removes_it_from_the_offers(position):
    ward = card("禁", "结附目标其他角色2回合（该角色无法进行转化）")
    held = position(players=[{}, {"结界区": [ward], "物资": 3}], deck=DECK, current=2)
    free = position(players=[{}, {"物资": 3}], deck=DECK, current=2)
    assert not any("转化" in label for label in held.decision.labels())
    assert any("转化" in label for label in free.decision.labels())


# -- 一半 inside larger amounts (rule 10.71), 其 of each player without 令 (12.24(a)) ------------------------------


def test_each_player_draws_half_their_own_storage(position):
    text = "所有角色弃置所有手牌，各抽等同于其仓储一半（向下取整）的牌，你获得1物资。"
    game = play(position, text, me={"仓储": 5, "手牌": [card("旧", "抽1张牌")]}, others=[{"仓储": 7}, {"仓储": 2}],
                mode="权杖", deck=DECK)
    assert [len(p.hand) for p in game.state.players] == [2, 3, 1]
    assert player(game, 1).supply == 1


def test_storage_always_half_of_wealth(position):
    lord = {**LORD, "技能": "（你的仓储始终等于你财富的一半（向下取整））"}
    game = play(position, "生产3财富。", me={"领主": lord})
    assert game.runtime().attr(0, "storage") == 6  # 13 ÷ 2, rounded down


def test_half_of_an_attribute_in_a_comparison_and_a_variable(position):
    text = "若你的手牌数大于目标其他角色财富的一半，则令其折损X财富（X为你的手牌数的一半）。"
    hand = [card(f"手{i}", "抽1张牌") for i in range(5)]
    hit = play(position, text, me={"手牌": hand, "仓储": 8}, others=[{"财富": 8}])
    assert player(hit, 2).wealth == 6  # 5 > 4; 5 ÷ 2 = 2
    miss = play(position, text, me={"手牌": hand, "仓储": 8}, others=[{"财富": 10}])
    assert player(miss, 2).wealth == 10  # 5 is not more than 5


# -- a lord's 阵营 (rule 10.72) ------------------------------------------------------------------------------------


def test_a_lords_faction_decides(position):
    text = "若目标角色的领主属于“烽烟”阵营，则令其折损3财富。"
    smoke = play(position, text, others=[{"领主": LORD}], target="角色2")
    assert player(smoke, 2).wealth == 7
    sky = play(position, text, others=[{"领主": {**LORD, "阵营": "天都"}}], target="角色2")
    assert player(sky, 2).wealth == 10
    default = play(position, "若目标角色属于“中立”阵营，令其折损1财富。", others=[{}], target="角色2")
    assert player(default, 2).wealth == 9  # no lord card: the default lord is 中立 (15.3)


def test_not_of_a_faction(position):
    text = "若你的领主不属于烽烟阵营，生产2财富，否则抽1张牌。"
    assert player(play(position, text, me={"领主": LORD}), 1).wealth == 10
    assert player(play(position, text, me={"领主": {**LORD, "阵营": "耀光"}}), 1).wealth == 12


# -- the mode and the seat order (rule 10.73) ----------------------------------------------------------------------


def test_the_duel_and_the_second_seat(position):
    text = "生产2财富，若本局为决斗且你为后手，则获得1物资，否则抽1张牌。"
    first = play(position, text)
    assert (player(first, 1).wealth, player(first, 1).supply, len(player(first, 1).hand)) == (12, 0, 1)
    game = position(players=[{}, {"手牌": [card("试", text)]}], deck=DECK, current=2)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert (player(game, 2).wealth, player(game, 2).supply, len(player(game, 2).hand)) == (12, 1, 0)


def test_the_mode_named(position):
    text = "若本局是团队模式，抽1张牌。"
    assert len(player(play(position, text, others=[{}, {}, {}], mode="团队"), 1).hand) == 1
    assert len(player(play(position, text), 1).hand) == 0
    sceptre = "若本局不为权杖，生产1财富。"
    assert player(play(position, sceptre, others=[{}, {}], mode="权杖"), 1).wealth == 10
    assert player(play(position, sceptre), 1).wealth == 11


def test_the_first_seat_is_seat_one(position):
    text = "若目标角色是先手，令其折损1财富。"
    game = position(players=[{}, {"手牌": [card("试", text)]}, {}], deck=DECK, current=2, mode="权杖")
    answer(game, "试")
    answer(game, "角色1")
    while game.state.stack:
        answer(game, "过")
    assert player(game, 1).wealth == 9


# -- the zone before 使用 (rule 11.62) ------------------------------------------------------------------------------


def test_using_a_named_card_from_the_past(position):
    text = "从过往中使用1张「教育」（不支付精力）。"
    past = [card("教育", "抽2张牌", "3蓝"), card("劳作", "生产1财富")]
    game = play(position, text, past=past, deck=DECK)
    assert len(player(game, 1).hand) == 2 and player(game, 1).wealth == 10
    assert card_names(game, game.state.zone_list("past", None)).count("劳作") == 1  # the other card stays


def test_using_any_card_from_the_past_is_chosen(position):
    text = "从过往中使用1张牌。"
    past = [card("劳作", "生产2财富"), card("教育", "抽2张牌")]
    game = play(position, text, past=past, choose=("劳作",), deck=DECK)
    assert player(game, 1).wealth == 12


# -- 选择其中1张 as a step (rule 11.26(b)) and 令X使用该牌 with you choosing its targets (11.63) ----------------------


def test_you_choose_a_card_in_their_hand_and_they_use_it_at_your_choice_of_targets(position):
    text = "观看目标角色的手牌，选择其中1张，令该角色使用该牌（由你选择目标）。"
    hand = [card("甲", "令目标角色折损2财富"), card("乙", "生产1财富")]
    game = play(position, text, others=[{"手牌": hand}], target="角色2", choose=("甲", "角色2"), deck=DECK)
    assert player(game, 2).wealth == 8 and player(game, 1).wealth == 10  # you aimed their own card at them
    assert card_names(game, player(game, 2).hand) == ["乙"]
    assert "甲" in card_names(game, game.state.zone_list("past", None))


def test_the_card_chosen_is_used_only_from_that_hand(position):
    text = "弃1张手牌，使用该牌。"
    game = play(position, text, me={"手牌": [card("丙", "生产3财富")]}, deck=DECK)
    assert player(game, 1).wealth == 10  # it is in the 过往 now: the step fails
    assert any("不能使用" in e.text for e in game.log)
