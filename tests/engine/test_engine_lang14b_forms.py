"""lang14b (issue 11, batch s14b): wordings a blind designer wrote play as they read — 该牌 after a discard narrowed by
point or colour is the card discarded (rule 12.121), the count of the cards a step moved of one colour (10.155), the
zone written before 将 (11.143), 视为使用 a card by name (11.144), a choice from a zone narrowed to a colour (11.145), and a
ward's lasting changes joined by ， (13.21), the count and kind before 从 and the zone (11.146), and a distance change as
a static effect (13.22)."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player, zone_names

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
RED7, RED3, BLUE8 = card("红7", "生产1财富", "1红", 7), card("红3", "生产1财富", "1红", 3), card("蓝8", "生产1财富", "1蓝", 8)


# -- 该牌 after 弃1张点数不小于5的手牌 / 弃1张红色手牌 (rule 12.121) ----------------------------------------------------


def test_the_card_a_point_narrowed_discard_took_is_that_card(position):
    for text in ("弃1张点数不小于5的手牌，令目标角色折损等同于该牌点数的财富。",
                 "弃1张点数大于4的手牌，令目标角色折损X财富（X为该牌的点数）。"):
        game = play(position, text, me={"手牌": [RED3, BLUE8]}, target="角色2", deck=DECK)
        assert card_names(game, player(game, 1).hand) == ["红3"], text  # only 蓝8 could be discarded
        assert player(game, 2).wealth == 2, text  # 10 - 8


def test_the_card_a_point_narrowed_discard_took_when_the_doer_chooses(position):
    game = play(position, "弃1张点数不小于5的手牌，令目标角色折损等同于该牌点数的财富。",
                me={"手牌": [RED7, RED3, BLUE8]}, target="角色2", choose=("红7",), deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红3", "蓝8"] and player(game, 2).wealth == 3


def test_no_card_of_that_point_fails_the_discard_and_the_loss(position):
    game = play(position, "弃1张点数不小于5的手牌，令目标角色折损等同于该牌点数的财富。", me={"手牌": [RED3]},
                target="角色2", deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红3"] and player(game, 2).wealth == 10


def test_the_card_a_colour_narrowed_discard_took_is_that_card(position):
    """Before 12.121 a coloured discard named no card: 该牌的点数 was 0 and the target lost nothing."""
    game = play(position, "弃1张红色手牌，令目标角色折损等同于该牌点数的财富。", me={"手牌": [RED7, BLUE8]},
                target="角色2", deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["蓝8"] and player(game, 2).wealth == 3
    assert "红7" in zone_names(game, "past")


# -- X为以此法弃置的红色牌数 (rule 10.155) --------------------------------------------------------------------------------


def test_the_red_cards_every_player_discarded_are_counted(position):
    text = "令所有角色各弃1张手牌，然后你生产X财富（X为以此法弃置的红色牌数）。"
    others = [{"手牌": [card("红8", "生产1财富", "1红", 8)]}, {"手牌": [BLUE8]}]
    game = play(position, text, me={"手牌": [RED7]}, others=others, mode="权杖", deck=DECK)
    assert player(game, 1).wealth == 12  # 红7 and 红8; not 蓝8
    assert not player(game, 2).hand and not player(game, 3).hand


def test_only_the_cards_this_step_discarded_are_counted(position):
    text = "弃2张手牌，生产X财富（X为以此法弃置的牌中红色牌的数量）。"
    game = play(position, text, me={"手牌": [RED7, BLUE8, RED3]}, choose=("红7", "蓝8"), deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红3"] and player(game, 1).wealth == 11  # 红3 stayed in hand


# -- 从牌库中将1张「攻伐」加入手牌 (rule 11.143) ------------------------------------------------------------------------


def test_the_zone_first_takes_the_named_card_from_that_zone(position):
    attack = card("攻伐", "令目标角色折损2财富", "1红", 3)
    game = play(position, "从牌库中将1张「攻伐」加入手牌，然后洗乱牌库。", deck=[*DECK, attack],
                past=[card("攻伐", "令目标角色折损2财富", "1红", 4)])
    assert card_names(game, player(game, 1).hand) == ["攻伐"]
    assert "攻伐" not in zone_names(game, "deck") and zone_names(game, "past") == ["攻伐", "试"]  # the past's 攻伐 stayed


def test_the_zone_first_fails_without_such_a_card(position):
    game = play(position, "从牌库中将1张「攻伐」加入手牌，然后生产1财富。", deck=DECK)
    assert not player(game, 1).hand and player(game, 1).wealth == 10


# -- 视为使用1张「攻伐」 (rule 11.144) ------------------------------------------------------------------------------------


def test_using_as_if_is_executing_the_named_card(position):
    attack = card("攻伐", "令目标角色折损2财富", "1红", 3)
    for text in ("主动：视为使用1张虚拟的「攻伐」（不支付精力）。", "主动：视为使用1张「攻伐」。", "主动：视为使用「攻伐」。"):
        game = play(position, text, choose=("角色2",), deck=[*DECK, attack])
        assert player(game, 2).wealth == 8, text
        assert player(game, 1).energy == {} and "攻伐" not in zone_names(game, "past"), text  # 虚拟: nothing paid, gone


def test_using_a_quoted_effect_as_if(position):
    game = play(position, "视为使用“生产3财富”，然后抽1张牌。", deck=DECK)
    assert player(game, 1).wealth == 13 and len(player(game, 1).hand) == 1


# -- 从过往中选择1张红色牌加入手牌 (rule 11.145) ------------------------------------------------------------------------


def test_only_a_card_of_that_colour_can_be_chosen(position):
    game = play(position, "从过往中选择1张红色牌加入手牌。", past=[BLUE8, RED3], deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红3"]  # the only red card: no choice to make
    assert zone_names(game, "past") == ["蓝8", "试"]


def test_the_doer_chooses_among_the_cards_of_that_colour(position):
    game = play(position, "从过往中选择1张红色牌加入手牌，然后生产1财富。", past=[RED7, BLUE8, RED3], choose=("红7",),
                deck=DECK)
    assert card_names(game, player(game, 1).hand) == ["红7"] and player(game, 1).wealth == 11


def test_no_card_of_that_colour_fails_the_step(position):
    game = play(position, "从过往中选择1张红色牌加入手牌，然后生产1财富。", past=[BLUE8], deck=DECK)
    assert not player(game, 1).hand and player(game, 1).wealth == 10


# -- 结附目标角色3回合（其效率-1，仓储-1） (rule 13.21) ---------------------------------------------------------------------


def test_changes_joined_by_a_comma_hold_while_the_card_is_attached(position):
    game = play(position, "结附目标角色3回合（该角色的效率-1，仓储-1）。", target="角色2", deck=DECK)
    rt = game.runtime()
    assert card_names(game, player(game, 2).ward) == ["试"]
    assert rt.attr(1, "efficiency") == 4 and rt.attr(1, "storage") == 4
    assert rt.attr(0, "efficiency") == 5 and rt.attr(0, "storage") == 5  # the user's own are untouched
    mine = play(position, "结附目标角色3回合（其效率-1，其仓储-2）。", target="角色1", deck=DECK)
    assert mine.runtime().attr(0, "efficiency") == 4 and mine.runtime().attr(0, "storage") == 3


def test_changes_joined_by_a_comma_end_when_the_card_leaves(position):
    game = play(position, "结附目标其他角色1回合（其效率-1，仓储-2）。", deck=DECK)
    assert game.runtime().attr(1, "storage") == 3
    answer(game, "结束回合")  # the ward's one turn ends: it goes to 过往 (rule 11.16)
    assert not player(game, 2).ward and game.runtime().attr(1, "storage") == 5
    assert game.runtime().attr(1, "efficiency") == 5


# -- 将1张领主牌从手牌移入领主区 (rule 11.146) -------------------------------------------------------------------------

LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "", "技能": "回合结束：生产1财富"}
NEW_LORD = {"阵营": "中立", "名称": "新主", "效率": 3, "仓储": 7, "精力": "1蓝", "技能": "回合开始：抽1张牌"}


def test_a_lord_card_moved_from_the_hand_becomes_the_lord(position):
    text = "主动：将1张领主牌从手牌移入领主区（不消耗精力和物资），然后将原领主移入虚空。"
    game = play(position, text, me={"领主": LORD, "手牌": [NEW_LORD], "物资": 2, "精力": "1红"}, deck=DECK)
    rt = game.runtime()
    assert rt.lord_def(0).name == "新主" and rt.attr(0, "storage") == 7 and rt.attr(0, "efficiency") == 3
    assert "试主" in zone_names(game, "void") and not player(game, 1).hand
    assert player(game, 1).supply == 2 and player(game, 1).energy == {"red": 1}  # moved, not used: nothing consumed


def test_the_count_before_the_zone_takes_only_from_that_zone(position):
    attack = card("攻伐", "令目标角色折损2财富", "1红", 3)
    game = play(position, "将1张「攻伐」从过往移入你的手牌区，然后生产1财富。", past=[BLUE8, attack], deck=[*DECK, attack])
    assert card_names(game, player(game, 1).hand) == ["攻伐"] and player(game, 1).wealth == 11
    assert zone_names(game, "past") == ["蓝8", "试"] and "攻伐" in zone_names(game, "deck")
    none = play(position, "将1张「攻伐」从过往移入你的手牌区，然后生产1财富。", past=[BLUE8], deck=[*DECK, attack])
    assert not player(none, 1).hand and player(none, 1).wealth == 10  # none there: the step fails (4.2)


# -- （其他角色与你的距离+1）, （你与其他角色的距离-1） (rule 13.22) --------------------------------------------------------

FAR = {"阵营": "中立", "名称": "远主", "效率": 5, "仓储": 5, "精力": "", "技能": "（其他角色与你的距离+1）"}
NEAR = {"阵营": "中立", "名称": "近主", "效率": 5, "仓储": 5, "精力": "", "技能": "（你与其他角色的距离-1）"}
AT_ONE = card("近", "令距离为1的目标角色折损2财富")


def test_others_are_farther_from_the_owner(position):
    game = position(players=[{"领主": FAR}, {"手牌": [AT_ONE]}, {}], mode="权杖", deck=DECK, current=2)
    answer(game, "近")  # 角色1 is at distance 2 from 角色2 now: 角色3 is the only target, taken without asking
    assert [p.wealth for p in game.state.players] == [10, 10, 8]
    plain = position(players=[{}, {"手牌": [AT_ONE]}, {}], mode="权杖", deck=DECK, current=2)
    answer(plain, "近")
    assert plain.decision.labels() == ["角色3", "角色1"]  # without it both are at distance 1


def test_the_owner_is_no_farther_from_the_others(position):
    game = position(players=[{"领主": FAR, "手牌": [AT_ONE]}, {}, {}], mode="权杖", deck=DECK)
    answer(game, "近")
    assert game.decision.labels() == ["角色2", "角色3"]  # the change is to the owner, not from them


def test_the_owner_is_nearer_to_the_others(position):
    game = position(players=[{"领主": NEAR, "手牌": [AT_ONE]}, {}, {}, {}], mode="生存", deck=DECK)
    answer(game, "近")  # 角色3 sits two seats away: distance 2 - 1
    assert game.decision.labels() == ["角色2", "角色3", "角色4"]
    answer(game, "角色3")
    while game.state.stack:
        answer(game, "过")
    assert player(game, 3).wealth == 8


def test_a_distance_is_never_below_one(position):
    game = play(position, "生产X财富（X为你与目标角色的距离）。", me={"领主": NEAR}, target="角色2", deck=DECK)
    assert player(game, 1).wealth == 11  # 1 - 1 would be 0: two players are at distance 1 at least
