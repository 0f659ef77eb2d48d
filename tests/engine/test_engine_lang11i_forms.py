"""Batch r (issue 11, lang11i): the forms accepted for it play as they read — 因此, the result of the step before, in a
condition and as an amount (rule 10.56); 数 after a resource (5.8); 所有的/一半的 before what a verb takes; 该牌的使用者;
a cap on X; each with subjects, resources and verbs other than the batch's own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- 因此 in a condition (rule 10.56) ---------------------------------------------------------------------------


def test_energy_that_became_zero_as_a_result(position):
    text = "令目标角色消耗2精力，若其精力因此变为0，则其弃1张手牌。"
    for energy, hand in (("2红", 0), ("3红", 1)):
        game = play(position, text, others=[{"精力": energy, "手牌": [card("甲", "抽1张牌")]}], target="角色2",
                    deck=DECK)
        assert len(player(game, 2).hand) == hand, energy


def test_wealth_less_than_yours_as_a_result_compares_after_the_damage(position):
    text = "即刻：令目标角色折损2财富，若该角色的财富因此少于你，则你生产1财富，否则你抽1张牌。"
    low = play(position, text, others=[{"财富": 11}], target="角色2", deck=DECK)
    assert (player(low, 2).wealth, player(low, 1).wealth, len(player(low, 1).hand)) == (9, 11, 0)
    high = play(position, text, others=[{"财富": 13}], target="角色2", deck=DECK)
    assert (player(high, 2).wealth, player(high, 1).wealth, len(player(high, 1).hand)) == (11, 10, 1)


def test_a_player_who_died_as_a_result(position):
    text = "主动：令目标角色折损3财富，若其因此死亡，则你生产3财富。"
    dead = play(position, text, others=[{"财富": 3}, {}], mode="权杖", target="角色2", deck=DECK)
    assert player(dead, 2).dead and player(dead, 1).wealth == 13
    alive = play(position, text, others=[{"财富": 4}, {}], mode="权杖", target="角色2", deck=DECK)
    assert not player(alive, 2).dead and player(alive, 1).wealth == 10


def test_cards_discarded_as_a_result_or_more(position):
    text = "弃所有手牌，若你因此弃了3张或更多牌，则获得2物资。"
    three = [card(f"手{i}", "抽1张牌") for i in range(3)]
    many = play(position, text, me={"手牌": three, "物资": 0}, deck=DECK)
    assert player(many, 1).supply == 2 and not player(many, 1).hand
    few = play(position, text, me={"手牌": three[:2], "物资": 0}, deck=DECK)
    assert player(few, 1).supply == 0


def test_an_amount_gained_as_a_result(position):
    text = "消耗你的所有物资，生产等量的财富，若你因此生产的财富不少于3，则抽1张牌。"
    rich = play(position, text, me={"物资": 3}, deck=DECK)
    assert (player(rich, 1).wealth, player(rich, 1).supply, len(player(rich, 1).hand)) == (13, 0, 1)
    poor = play(position, text, me={"物资": 2}, deck=DECK)
    assert (player(poor, 1).wealth, len(player(poor, 1).hand)) == (12, 0)


def test_as_a_result_as_an_amount(position):
    game = play(position, "弃所有手牌，令目标角色折损X财富（X为因此弃置的牌数）。",
                me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}, target="角色2", deck=DECK)
    assert player(game, 2).wealth == 8


# -- 数 after a resource, 所有的, 点 (rule 5.10) -----------------------------------------------------------------


def test_a_resource_count_is_the_resource(position):
    game = play(position, "令目标角色折损X财富（X为你的物资数）。", me={"物资": 3}, target="角色2", deck=DECK)
    assert player(game, 2).wealth == 7
    theirs = play(position, "生产X财富（X为目标角色的精力数）。", others=[{"精力": "2红"}], target="角色2", deck=DECK)
    assert player(theirs, 1).wealth == 12


def test_all_of_with_de_consumes_all(position):
    game = play(position, "消耗你所有的物资，生产等量的财富。", me={"物资": 4}, deck=DECK)
    assert (player(game, 1).supply, player(game, 1).wealth) == (0, 14)
    half = play(position, "支付一半的财富（向下取整），令目标角色折损等量的财富。", me={"财富": 9}, target="角色2", deck=DECK)
    assert (player(half, 1).wealth, player(half, 2).wealth) == (5, 6)


def test_points_of_a_resource_count_it(position):
    game = play(position, "令目标角色支付2点财富，你获得1点物资。", me={"物资": 0}, target="角色2", deck=DECK)
    assert (player(game, 2).wealth, player(game, 1).supply) == (8, 1)


# -- 该牌的使用者 (rule 12.36) -------------------------------------------------------------------------------------


def test_the_user_of_the_card_answered_is_its_controller(position):
    answer_card = card("应", "响应：若你的财富大于该牌的使用者，则令其折损2财富，否则（弃1张手牌，抽2张牌）。")
    for wealth, theirs in ((12, 8), (9, 10)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色抽1张牌", "1红")], "精力": "1红"},
                                 {"手牌": [answer_card, card("甲", "抽1张牌")], "财富": wealth}], deck=DECK)
        answer(game, "攻")
        assert use_when_offered(game, "应")
        pass_to_end(game)
        assert player(game, 1).wealth == theirs, wealth


def test_it_after_comparing_you_with_a_player_is_that_player(position):
    """`若你的财富大于目标角色，则令其…`: 其 never stands for 你, so it is the player compared (rule 12.37)."""
    text = "主动：若你的财富大于目标其他角色，则令其折损2财富。"
    game = play(position, text, me={"财富": 12}, deck=DECK)
    assert (player(game, 1).wealth, player(game, 2).wealth) == (12, 8)


# -- a condition in the head (rule 9.23) ---------------------------------------------------------------------


LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "1绿"}


def test_a_turn_start_with_a_condition_fires_only_while_it_holds(position):
    lord = {**LORD, "技能": "锁定&回合开始&你的手牌数小于2：生产3财富"}
    for hand, wealth in ((1, 13), (2, 10)):
        cards = [card(f"手{i}", "抽1张牌") for i in range(hand)]
        game = position(players=[{}, {"领主": lord, "手牌": cards}], deck=DECK)
        answer(game, "结束回合")
        while game.state.active != 1 or game.state.stack:
            answer(game, "过")
        assert player(game, 2).wealth == wealth, hand


def test_an_active_effect_with_a_condition_is_offered_only_while_it_holds(position):
    text = "主动&你的财富不大于5：获得2物资。"
    poor = position(players=[{"手牌": [card("试", text)], "财富": 5, "物资": 0}, {}], deck=DECK)
    rich = position(players=[{"手牌": [card("试", text)], "财富": 6}, {}], deck=DECK)
    assert "使用「试」" in poor.decision.labels() and "使用「试」" not in rich.decision.labels()
    answer(poor, "试")
    pass_to_end(poor)
    assert player(poor, 1).supply == 2


# -- a static with two bounds; 锁定 before a static (rule 13.10) ------------------------------------------------


def test_a_static_equal_to_the_hand_count_and_at_least_one(position):
    text = "锁定：（你的效率始终等于你的手牌数，且至少为1）。"
    for hand, efficiency in ((0, 1), (3, 3)):
        cards = [card(f"手{i}", "抽1张牌") for i in range(hand)]
        game = position(players=[{"结界区": [card("律", text)], "手牌": cards}, {}], deck=DECK)
        assert game.runtime().attr(0, "efficiency") == efficiency, hand


def test_a_storage_equal_to_the_supply_count_plus_two(position):
    game = position(players=[{"结界区": [card("仓", "（你的仓储始终等于你的物资数+2）")], "物资": 4}, {}], deck=DECK)
    assert game.runtime().attr(0, "storage") == 6


# -- triggers with a cause or a bound (rule 9.24) -------------------------------------------------------------------


def test_a_loss_caused_by_another_player_triggers_and_names_them(position):
    ward = card("报", "锁定&当你因其他角色折损财富后：令该角色折损1财富")
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富")]}, {"结界区": [ward]}], deck=DECK)
    answer(game, "攻")
    pass_to_end(game)
    assert (player(game, 1).wealth, player(game, 2).wealth) == (9, 8)


def test_a_loss_of_your_own_doing_does_not_trigger_it(position):
    ward = card("报", "锁定&当你因其他角色折损财富后：生产3财富")
    game = position(players=[{"手牌": [card("自", "折损2财富")], "结界区": [ward]}, {}], deck=DECK)
    answer(game, "自")
    pass_to_end(game)
    assert player(game, 1).wealth == 8


def test_wealth_produced_across_a_bound_triggers_once(position):
    """(a bound under 15, where the rulebook's own extra 物资 of rule 5.7 would come too)"""
    ward = card("溢", "锁定&当你的财富因生产超过12后：获得2物资")
    for wealth, gain, supply in ((11, 2, 2), (13, 1, 0), (9, 2, 0), (12, 1, 2)):
        game = position(players=[{"手牌": [card("产", f"生产{gain}财富")], "结界区": [ward], "财富": wealth, "物资": 0}, {}],
                        deck=DECK)
        answer(game, "产")
        pass_to_end(game)
        assert (player(game, 1).wealth, player(game, 1).supply) == (wealth + gain, supply), wealth


def test_another_player_using_a_card_on_you_is_the_response_moment(position):
    reply = card("反", "当一名其他角色使用牌指定你时：令该角色折损1财富")
    game = position(players=[{"手牌": [card("攻", "令目标其他角色抽1张牌", "1红")], "精力": "1红"}, {"手牌": [reply]}],
                    deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "反")
    pass_to_end(game)
    assert player(game, 1).wealth == 9


# -- an amount alone after `/` repeats the verb (rule 10.51) -------------------------------------------------------


def test_an_amount_after_a_slash_is_the_verb_again(position):
    for chosen, colour in (("获得1蓝色精力", "blue"), ("获得1红色精力", "red")):
        game = play(position, "获得1红色精力/1蓝色精力。", choose=(chosen,), deck=DECK)
        assert player(game, 1).energy == {colour: 1}, chosen


def test_an_amount_after_a_slash_is_the_commanded_players_verb_again(position):
    game = play(position, "令目标角色获得1物资/2红色精力。", others=[{"物资": 0}], target="角色2",
                choose=("获得2红色精力",), deck=DECK)
    assert player(game, 2).energy == {"red": 2} and player(game, 2).supply == 0 and player(game, 1).energy == {}


# -- X chosen within a bound (rule 10.58) ---------------------------------------------------------------------------


def test_x_at_most_three_is_chosen_once_and_used_everywhere(position):
    text = "主动：支付X财富（X至多为3），抽X张牌，然后弃一半手牌（向下取整）。"
    game = play(position, text, choose=("2", "牌0"), deck=DECK)
    me = player(game, 1)
    assert me.wealth == 8 and len(me.hand) == 1  # drew 2, kept 2 - 1
    assert any("选择X为2" in e.text for e in game.log)
    choice = position(players=[{"手牌": [card("试", text)]}, {}], deck=DECK)
    answer(choice, "试")
    while "0" not in choice.decision.labels():
        answer(choice, "过")
    assert choice.decision.labels() == ["0", "1", "2", "3"]


def test_x_at_least_one_starts_at_one(position):
    game = play(position, "令目标角色折损X财富（X至少为2）。", target="角色2", choose=("3",), deck=DECK)
    assert player(game, 2).wealth == 7
    labels = position(players=[{"手牌": [card("试", "令目标角色折损X财富（X至少为2）")]}, {}], deck=DECK)
    answer(labels, "试")
    answer(labels, "角色2")
    while "2" not in labels.decision.labels():
        answer(labels, "过")
    assert labels.decision.labels()[0] == "2" and "1" not in labels.decision.labels()


# -- 你的队友 as a subject, 该队友, 对手 (rules 7.13(c), 7.15) ---------------------------------------------------------


def test_your_teammate_compared_and_that_teammate_named_after_you(position):
    """团队: seats 1 and 4 are a team. `该队友` is the teammate, though 你 was named after it."""
    text = "主动：若你的队友财富少于你，则你支付2财富，令该队友生产2财富。"
    for mate, (mine, theirs) in ((8, (8, 10)), (11, (10, 11))):
        game = play(position, text, others=[{}, {}, {"财富": mate}], mode="团队", deck=DECK)
        assert (player(game, 1).wealth, player(game, 4).wealth) == (mine, theirs), mate
        assert player(game, 2).wealth == 10 and player(game, 3).wealth == 10


def test_opponents_compared_with_each(position):
    """团队: 对手 are seats 2 and 3; the condition holds only below both."""
    text = "主动：若你的财富少于对手，则获得2物资。"
    for two, three, supply in ((12, 12, 2), (12, 9, 0)):
        game = play(position, text, me={"物资": 0}, others=[{"财富": two}, {"财富": three}, {"财富": 5}], mode="团队",
                    deck=DECK)
        assert player(game, 1).supply == supply, (two, three)


def test_opponents_act_and_teammates_do_not(position):
    game = play(position, "令对手各折损1财富。", others=[{}, {}, {}], mode="团队", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 9, 9, 10]
    duel = play(position, "令对手折损2财富。", deck=DECK)
    assert player(duel, 2).wealth == 8 and player(duel, 1).wealth == 10


# -- 该角色 of a 追加 in a distance or a comparison (rule 12.31) ------------------------------------------------------


def _follow(position, text: str, targets: tuple, extra: str = "令目标其他角色抽1张牌", others: tuple = ({},) * 4):
    players = [{"手牌": [card("攻", extra, "1红"), card("追", text)], "精力": "1红", "物资": 0}, *others]
    game = position(players=players, deck=DECK, mode="权杖")
    answer(game, "攻")
    for target in targets:
        answer(game, target)
    assert use_when_offered(game, "追")
    pass_to_end(game)
    return game


def test_the_distance_to_the_followed_cards_target(position):
    text = "追加：若你与该角色的距离为1，则令其折损1财富，否则你获得1物资。"
    near = _follow(position, text, ("角色2",))
    assert player(near, 2).wealth == 9 and player(near, 1).supply == 0
    far = _follow(position, text, ("角色3",))
    assert player(far, 3).wealth == 10 and player(far, 1).supply == 1


def test_the_followed_cards_targets_compared_each(position):
    """Two targets: the condition holds when it holds for each; 其 then names both (the 追加 resolves first)."""
    text = "追加：若该角色的财富大于你的财富，则令其折损1财富。"
    extra = "令两名目标其他角色各生产2财富"
    both = _follow(position, text, ("角色2", "角色3"), extra, ({"财富": 12}, {"财富": 12}, {}, {}))
    assert [p.wealth for p in both.state.players] == [10, 13, 13, 10, 10]
    one = _follow(position, text, ("角色2", "角色3"), extra, ({"财富": 12}, {"财富": 8}, {}, {}))
    assert [p.wealth for p in one.state.players] == [10, 14, 10, 10, 10]


# -- counting players by a condition (rule 10.59) ---------------------------------------------------------------------


def test_players_counted_by_their_wealth(position):
    text = "主动：获得X物资（X为财富大于10的其他角色数）。"
    game = play(position, text, me={"财富": 15, "物资": 0}, others=[{"财富": 12}, {"财富": 8}, {"财富": 11}], mode="权杖",
                deck=DECK)
    assert player(game, 1).supply == 2  # 12 and 11, not 8, not you
    all_of = play(position, "主动：获得X物资（X为财富不小于10的角色数）。", me={"物资": 0},
                  others=[{"财富": 12}, {"财富": 8}], mode="权杖", deck=DECK)
    assert player(all_of, 1).supply == 2  # you (10) and 12


# -- what several players did, summed; （等于…） after 等量 (rule 10.60) -------------------------------------------------


def test_as_much_as_all_the_others_lost(position):
    text = "即刻：支付3黑色精力，令所有其他角色各折损1财富，你生产等量的财富（等于因此折损的财富总和）。"
    game = play(position, text, me={"精力": "3红"}, others=[{}, {}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in game.state.players] == [13, 9, 9, 9]
    plain = play(position, "令所有其他角色各折损2财富，你生产等量的财富。", others=[{}, {}], mode="权杖", deck=DECK)
    assert [p.wealth for p in plain.state.players] == [14, 8, 8]


def test_cards_discarded_by_several_are_summed(position):
    hand = [card("甲", "抽1张牌"), card("乙", "抽1张牌")]
    game = play(position, "令所有其他角色各弃1张手牌，生产X财富（X为因此弃置的牌数）。",
                others=[{"手牌": hand}, {"手牌": [card("丙", "抽1张牌")]}, {"手牌": [card("丁", "抽1张牌")]}],
                mode="权杖", choose=("甲",), deck=DECK)
    assert player(game, 1).wealth == 13  # three players discarded one each


# -- a change for this turn (rule 11.54) --------------------------------------------------------------------------------


def test_storage_for_this_turn_is_undone_at_its_end(position):
    hand = [card(f"手{i}", "抽1张牌") for i in range(4)]
    game = play(position, "主动：本回合你的仓储+1，抽2张牌。", me={"手牌": hand}, deck=DECK)
    assert game.runtime().attr(0, "storage") == 6 and len(player(game, 1).hand) == 6
    answer(game, "结束回合")
    while game.state.active != 1:
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])
    texts = [e.text for e in game.log]
    over = next(i for i, t in enumerate(texts) if "角色1的回合结束" in t)
    assert not any("角色1的手牌超过仓储" in t for t in texts[:over])  # the turn's own hand limit saw 6
    assert game.runtime().attr(0, "storage") == 5


def test_a_conditional_change_for_this_turn_of_batch_r(position):
    text = "主动：消耗你的所有精力，获得等量的物资，若你因此获得的物资不少于3，则本回合你的仓储+1。"
    for energy, storage in (("3红", 6), ("2红", 5)):
        game = play(position, text, me={"精力": energy, "物资": 0}, deck=DECK)
        assert (player(game, 1).supply, game.runtime().attr(0, "storage")) == (int(energy[0]), storage), energy
