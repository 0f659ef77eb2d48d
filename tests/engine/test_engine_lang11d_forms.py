"""Batch o (issue 11, lang11d): the forms accepted for it play as they read — 反制/复制1张牌 of a kind or colour (rule
12.19), 堆叠顶部的牌 (12.20), 死亡的角色数 (10.42), 使用领主牌 as a trigger (9.16), 你的队友 and 一名角色 as a trigger's subject
with 其/该队友 naming the one who acted (9.17, 12.23), 其 where only a card stands (12.21), 弃置的牌 and 若该牌为红色 (12.22,
10.43), 执行「A」&「B」 (11.44), 使用1张虚拟的「名」 (11.45), 使用其手牌中的1张「名」 (11.46)."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
RED_DECK = [card(f"红{i}", "生产1财富", "1红", 4) for i in range(6)]
LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


# -- 反制1张牌, 反制1张红色牌 (rule 12.19), 复制堆叠顶部的牌 (12.20) ---------------------------------------------


def test_countering_one_card_of_a_colour_counters_only_that_colour(position):
    for cost, countered in (("1红", True), ("1蓝", False)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", cost)], "精力": cost},
                                 {"手牌": [card("拒", "即刻：反制1张红色牌")]}], deck=DECK)
        answer(game, "攻")
        used = use_when_offered(game, "拒")
        pass_to_end(game)
        assert used == countered, cost
        assert player(game, 2).wealth == (10 if countered else 8), cost


def test_countering_one_card_counters_any_card(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1蓝")], "精力": "1蓝"},
                             {"手牌": [card("拒", "即刻：反制1张牌")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    assert player(game, 2).wealth == 10


def test_copying_the_top_of_the_stack_copies_the_card_beneath(position):
    """`即刻：复制堆叠顶部的牌`: the card on top when it was used is copied, with the same target: it hits twice."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红"), card("复", "即刻：复制堆叠顶部的牌")],
                              "精力": "1红"}, {}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "复")
    pass_to_end(game)
    assert player(game, 2).wealth == 6


# -- 死亡的角色数 (rule 10.42) -------------------------------------------------------------------------------


def test_the_dead_are_counted_whenever_they_died(position):
    """Player 3 died before this turn, player 2 dies now: 死亡的角色数 is 2 (本回合死亡的角色数 would be 1)."""
    text = "主动：令目标其他角色折损2财富，生产X财富（X为死亡的角色数）。"
    game = play(position, text, others=[{"财富": 2}, {"财富": 0, "死亡": True}, {}], mode="权杖", target="角色2",
                deck=DECK)
    assert player(game, 2).dead and player(game, 1).wealth == 12


# -- 你使用领主牌后 (rule 9.16) --------------------------------------------------------------------------------


def test_using_a_lord_card_triggers_it_and_using_another_card_does_not(position):
    ward = card("钟", "锁定&你使用领主牌后：生产2财富")
    spare = {**LORD, "名称": "备主"}
    game = position(players=[{"手牌": [spare], "结界区": [ward]}, {}], deck=DECK)
    answer(game, "备主")
    pass_to_end(game)
    assert player(game, 1).wealth == 12
    other = play(position, "抽1张牌", me={"结界区": [ward]}, deck=DECK)
    assert player(other, 1).wealth == 10


# -- 你的队友 / 一名角色 as a trigger's subject, 其 and 该队友 naming who acted (rules 9.17, 12.23) ------------------


def test_a_teammate_damaged_is_the_one_who_produces(position):
    """All others are damaged: only your teammate (该队友) produces 1 back; the other team and you do not."""
    ward = card("钟", "锁定&当你的队友折损财富时：该队友生产1财富")
    game = play(position, "主动：令所有其他角色各折损2财富。", me={"结界区": [ward]}, others=[{}, {}, {}], mode="团队",
                deck=DECK)
    team = game.runtime().mode.team_of(0, 4)
    assert len(team) == 2 and 0 in team
    assert [p.wealth for p in game.state.players] == [10 if s == 0 else 9 if s in team else 8 for s in range(4)]


def test_one_who_dies_is_the_one_whose_hand_is_looked_at(position):
    ward = card("钟", "锁定&当一名角色死亡时：若其手牌中没有领主牌，则你生产3财富")
    text = "主动：令目标其他角色折损2财富。"
    spare = {**LORD, "名称": "备主"}
    empty = play(position, text, me={"结界区": [ward]}, others=[{"财富": 2}, {}], mode="权杖", target="角色2", deck=DECK)
    lord = play(position, text, me={"结界区": [ward]}, others=[{"财富": 2, "手牌": [spare]}, {}], mode="权杖",
                target="角色2", deck=DECK)
    assert player(empty, 2).dead and player(empty, 1).wealth == 13
    assert player(lord, 2).dead and player(lord, 1).wealth == 10


# -- 其 where only a card stands (rule 12.21), 弃置的牌 and 若该牌为红色 (12.22, 10.43) -------------------------


def test_a_response_takes_the_countered_card_into_hand(position):
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("应", "响应：反制该牌，将其移入你的手牌区")]}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "应")
    pass_to_end(game)
    assert player(game, 2).wealth == 10 and card_names(game, player(game, 2).hand) == ["攻"]


def test_the_discarded_card_of_a_colour_decides(position):
    text = "弃1张手牌，若弃置的牌为红色，则生产2财富。"
    red = play(position, text, me={"手牌": [card("赤", "抽1张牌", "1红")]}, choose=("赤",), deck=DECK)
    blue = play(position, text, me={"手牌": [card("青", "抽1张牌", "1蓝")]}, choose=("青",), deck=DECK)
    assert player(red, 1).wealth == 12 and player(blue, 1).wealth == 10


# -- 执行「A」&「B」 (rule 11.44), 使用1张虚拟的「名」 (11.45), 使用其手牌中的1张「名」 (11.46) -----------------------


def test_executing_two_quoted_effects_does_both_in_order(position):
    game = play(position, "执行「生产2财富」&「抽1张牌」。", deck=DECK)
    assert player(game, 1).wealth == 12 and len(player(game, 1).hand) == 1


def test_a_virtual_card_used_is_executed(position):
    game = play(position, "使用1张虚拟的「生产3财富」。", deck=DECK)
    assert player(game, 1).wealth == 13


def test_the_commanded_player_uses_the_named_card_from_their_hand(position):
    strike = card("攻伐", "生产2财富", "1红")
    game = play(position, "令目标其他角色使用其手牌中的1张「攻伐」（不支付精力）。",
                others=[{"手牌": [strike, card("留", "抽1张牌")]}], choose=("攻伐",), deck=DECK)
    assert player(game, 2).wealth == 12 and card_names(game, player(game, 2).hand) == ["留"]


def test_a_teammate_who_dies_is_revived_with_half_your_wealth(position):
    """`当你的队友死亡时：支付一半财富（向下取整），该队友复活并获得等量财富` (rule 11.47): 该队友 is the one who died."""
    ward = card("钟", "锁定&当你的队友死亡时：支付一半财富（向下取整），该队友复活并获得等量财富")
    game = play(position, "主动：令你的队友折损20财富。", me={"结界区": [ward], "财富": 11}, others=[{}, {}, {}],
                mode="团队", deck=DECK)
    team = game.runtime().mode.team_of(0, 4)
    (mate,) = [s for s in team if s != 0]
    assert not game.state.players[mate].dead
    assert game.state.players[0].wealth == 6 and game.state.players[mate].wealth == 5


def test_copying_a_card_twice_makes_two_copies(position):
    """`追加：复制该牌两次` (rule 11.48): two copies with the same target: it hits three times in all."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红"), card("追", "追加：复制该牌两次")],
                              "精力": "1红"}, {}], deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "追")
    pass_to_end(game)
    assert player(game, 2).wealth == 4


def test_the_cards_moved_are_counted(position):
    """`若移入的牌不少于2张` (rule 10.44): two wards moved: it holds; one: it does not."""
    text = "主动：将你结界区中的所有牌移入过往，若移入的牌不少于2张，则生产3财富。"
    two = play(position, text, me={"结界区": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}, deck=DECK)
    one = play(position, text, me={"结界区": [card("甲", "抽1张牌")]}, deck=DECK)
    assert not player(two, 1).ward and player(two, 1).wealth == 13
    assert not player(one, 1).ward and player(one, 1).wealth == 10
