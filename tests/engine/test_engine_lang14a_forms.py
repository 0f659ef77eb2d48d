"""Session 14 (issue 11, lang14a): the card-wording classes accepted for the blind designer batch play as they read —
half of a referenced amount (rule 10.172), 每有…在<zone> (10.173), 每消耗1点精力 (10.174), 之差 (10.175), 若以此法弃置的牌中有…
(10.176), `|` between whole phrases (10.177), 依次选择一项 (10.178), 令…的效果变为 (11.170), the looked-at cards named again
(11.172), 直到其回合结束 (11.173), 使用者 (12.170), 获得/使用/弃 an end of 过往/牌库 (12.171), 每名…的角色 (12.172) and
（此技能每回合限1次。） (13.170); with players, zones and amounts of their own."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player, zone_names

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
RED = card("红甲", "抽1张牌", "1红", 3)
BLUE = card("蓝乙", "抽1张牌", "1蓝", 4)
ATTACK = card("攻伐", "令目标其他角色折损2财富", "1红", 5)


def _names(game, uids) -> list[str]:
    return [game.runtime().defn(uid).name for uid in uids]


def _hand(n: int) -> list[dict]:
    return [card(f"手{i}", "获得1物资") for i in range(n)]


# -- 生产其点数一半的财富 (rule 10.172) ------------------------------------------------------------------------------


def test_half_of_the_revealed_cards_point_rounded_down(position):
    seven = card("七", "获得1物资", "1绿", 7)
    game = play(position, "展示牌库顶的1张牌，生产其点数一半的财富。", deck=[seven, *DECK[:2]])
    assert player(game, 1).wealth == 13  # 7 ÷ 2 = 3


def test_half_of_a_players_hand_count_as_the_amount_of_a_commanded_step(position):
    game = play(position, "令目标角色折损你手牌数一半的财富。", me={"手牌": _hand(4)}, target="角色2")
    assert player(game, 2).wealth == 8  # 4 hand cards (试 is on the 堆叠): 2


# -- 每有1张结界在你的结界区 (rule 10.173) ----------------------------------------------------------------------------


def test_per_card_in_a_zone_written_with_zai(position):
    game = play(position, "每有2张牌在过往中，抽1张牌。", past=[card(f"往{i}", "抽1张牌") for i in range(5)], deck=DECK)
    assert len(player(game, 1).hand) == 2  # 5 in the 过往: two whole 2s


# -- 每消耗1点精力 (rule 10.174) ------------------------------------------------------------------------------------


def test_per_point_of_energy_the_step_before_consumed(position):
    game = play(position, "消耗你所有精力，每消耗1点精力，抽1张牌。", me={"精力": "2红1蓝"}, deck=DECK)
    me = player(game, 1)
    assert sum(me.energy.values()) == 0 and len(me.hand) == 3


def test_per_card_discarded_by_a_chosen_amount(position):
    game = play(position, "弃置任意张手牌，每以此法弃置1张，生产2财富。", me={"手牌": _hand(3)}, choose=("2", "手0", "手1"))
    me = player(game, 1)
    assert len(me.hand) == 1 and me.wealth == 14


def test_per_supply_paid_in_twos_leaves_the_remainder(position):
    game = play(position, "支付任意物资，每支付2物资，生产3财富。", me={"物资": 5}, choose=("5",))
    assert player(game, 1).wealth == 16  # 5 paid: two whole 2s, the fifth does nothing more
    assert any(e.text == "角色1支付5物资" for e in game.log)


# -- 之差 (rule 10.175) --------------------------------------------------------------------------------------------


def test_the_difference_of_two_hand_counts_never_below_zero(position):
    text = "抽X张牌（X为你与目标角色的手牌数之差）。"
    more = play(position, text, me={"手牌": _hand(1)}, others=[{"手牌": _hand(4)}], target="角色2", deck=DECK)
    fewer = play(position, text, me={"手牌": _hand(4)}, others=[{"手牌": _hand(1)}], target="角色2", deck=DECK)
    assert len(player(more, 1).hand) == 1 + 3
    assert len(player(fewer, 1).hand) == 4 + 3


def test_you_two_is_you_and_the_player_named_before(position):
    game = play(position, "令目标角色抽1张牌，你生产X财富（X为你们财富之差）。", others=[{"财富": 4}], target="角色2",
                deck=DECK)
    assert player(game, 1).wealth == 16


# -- 若以此法弃置的牌中有… (rule 10.176) -----------------------------------------------------------------------------


def test_a_name_among_the_cards_discarded(position):
    text = "弃置2张手牌，若以此法弃置的牌中有「攻伐」，生产2财富。"
    hit = play(position, text, me={"手牌": [ATTACK, RED, BLUE]}, choose=("攻伐", "红甲"))
    miss = play(position, text, me={"手牌": [ATTACK, RED, BLUE]}, choose=("蓝乙", "红甲"))
    assert player(hit, 1).wealth == 12 and player(miss, 1).wealth == 10


def test_a_colour_among_the_cards_revealed(position):
    text = "展示牌库顶的2张牌，若展示的牌中有红色牌，生产1财富。"
    assert player(play(position, text, deck=[BLUE, RED, *DECK]), 1).wealth == 11
    assert player(play(position, text, deck=[BLUE, *DECK]), 1).wealth == 10


# -- `|` between whole phrases (rule 10.177) -----------------------------------------------------------------------


def test_each_version_of_a_phrase_slot_does_its_own_phrase(position):
    from zhdsl.pipeline import compile_text

    first, second = compile_text("令目标角色折损2财富|令所有其他角色折损1财富。")
    assert (first.text, second.text) == ("令目标角色折损2财富", "令所有其他角色折损1财富")
    game = play(position, second.text, others=[{}, {}], mode="权杖")
    assert [p.wealth for p in game.state.players] == [10, 9, 9]


# -- 依次选择一项 (rule 10.178) -------------------------------------------------------------------------------------


def test_each_player_chooses_their_own_option_in_turn(position):
    game = position(players=[{"手牌": [card("试", "每名角色依次选择一项：抽1张牌；或生产1财富。")]}, {}], deck=DECK)
    answer(game, "试")
    while game.state.stack and "抽1张牌" not in game.decision.labels():
        answer(game, "过")
    assert game.decision.player == 0
    answer(game, "生产1财富")
    assert game.decision.player == 1  # the second player chooses for themselves
    answer(game, "抽1张牌")
    pass_to_end(game)
    assert player(game, 1).wealth == 11 and len(player(game, 1).hand) == 0
    assert player(game, 2).wealth == 10 and len(player(game, 2).hand) == 1


def test_a_commanded_player_chooses_not_the_user(position):
    game = position(players=[{"手牌": [card("试", "令目标角色选择一项：弃1张手牌；或折损2财富。")]},
                             {"手牌": _hand(2)}], deck=DECK)
    answer(game, "试")
    answer(game, "角色2")
    while game.state.stack and "折损2财富" not in game.decision.labels():
        answer(game, "过")
    assert game.decision.player == 1
    answer(game, "折损2财富")
    pass_to_end(game)
    assert player(game, 2).wealth == 8 and len(player(game, 2).hand) == 2


# -- 令目标行动的效果变为“…” (rule 11.170) --------------------------------------------------------------------------


def test_the_changed_effect_is_done_by_the_cards_controller(position):
    game = position(players=[{"手牌": [ATTACK], "精力": "1红"},
                             {"手牌": [card("改", "即刻：令目标行动的效果变为“抽1张牌”。")]}], deck=DECK)
    answer(game, "攻伐")
    assert use_when_offered(game, "改")
    pass_to_end(game)
    assert player(game, 2).wealth == 10  # 攻伐 did not damage
    assert _names(game, player(game, 1).hand) == ["牌0"]  # its user drew, not the changer


# -- 将其以任意顺序放回牌库顶 / a sentence after 。 (rule 11.172) --------------------------------------------------


def test_the_looked_at_cards_go_back_on_top_in_the_chosen_order(position):
    game = play(position, "查看牌库顶的3张牌，将其以任意顺序放回牌库顶。", deck=DECK[:4], choose=("牌2", "牌0", "牌1"))
    deck = _names(game, game.state.zone_list("deck", None))
    assert len(deck) == 4 and sorted(deck[:3]) == ["牌0", "牌1", "牌2"] or sorted(deck[-3:]) == ["牌0", "牌1", "牌2"]
    assert player(game, 1).hand == []


def test_a_sentence_after_the_look_continues_it(position):
    game = play(position, "查看牌库顶的3张牌。将其中1张移入你的手牌区。", deck=DECK[:4], choose=("牌1",))
    assert _names(game, player(game, 1).hand) == ["牌1"]


# -- 直到其回合结束 (rule 11.173) -----------------------------------------------------------------------------------


def test_a_ban_lasts_until_the_end_of_that_players_next_turn(position):
    text = "令目标角色弃1张手牌，若其因此失去牌，直到其回合结束，其不能使用「攻伐」。"
    game = play(position, text, others=[{"手牌": [ATTACK, card("乙", "获得1物资")], "精力": "2红"}], target="角色2",
                choose=("乙",))
    assert _names(game, player(game, 2).hand) == ["攻伐"]
    rt = game.runtime()
    from zhdsl.games.zongheng.verbs import until_turn_end

    assert until_turn_end.any_ban(rt)
    until_turn_end.expire(rt, 0)  # the end of your turn does not end it
    assert until_turn_end.any_ban(rt)
    until_turn_end.expire(rt, 1)  # the end of theirs does
    assert not until_turn_end.any_ban(rt)


def test_no_card_lost_means_no_ban(position):
    text = "令目标角色弃1张手牌，若其因此失去牌，直到其回合结束，其不能使用「攻伐」。"
    game = play(position, text, target="角色2")
    from zhdsl.games.zongheng.verbs import until_turn_end

    assert not until_turn_end.any_ban(game.runtime())


def test_a_storage_change_changes_back_at_that_players_turn_end(position):
    game = play(position, "直到目标角色的回合结束，其仓储-2。", target="角色2")
    rt = game.runtime()
    from zhdsl.games.zongheng.verbs import until_turn_end

    before = rt.attr(1, "storage")
    until_turn_end.expire(rt, 1)
    assert rt.attr(1, "storage") == before + 2


# -- 使用者 (rule 12.170) ------------------------------------------------------------------------------------------


def test_a_response_reads_the_user_of_the_card_that_targeted_you(position):
    text = "响应：若使用者的财富多于你，反制目标牌。"
    for wealth, hit in ((12, 10), (9, 8)):
        game = position(players=[{"手牌": [ATTACK], "精力": "1红", "财富": wealth}, {"手牌": [card("应", text)]}],
                        deck=DECK)
        answer(game, "攻伐")
        assert use_when_offered(game, "应")
        pass_to_end(game)
        assert player(game, 2).wealth == hit, wealth


# -- 获得过往顶部的1张牌 (rule 12.171) -------------------------------------------------------------------------------


def test_the_top_of_the_past_is_the_card_that_entered_last(position):
    past = [card("早", "抽1张牌"), card("晚", "抽1张牌")]
    game = play(position, "获得过往顶部的1张牌。", past=past)
    assert _names(game, player(game, 1).hand) == ["晚"]


def test_the_bottom_of_the_deck_is_gained_and_the_top_discarded(position):
    gained = play(position, "获得牌库底部的牌。", deck=DECK[:3])
    milled = play(position, "弃牌库顶的2张牌。", deck=DECK[:3])
    assert _names(gained, player(gained, 1).hand) == ["牌2"]
    assert zone_names(milled, "past") == ["牌0", "牌1", "试"]


def test_using_the_top_of_the_past_uses_that_card(position):
    used = play(position, "使用过往顶部的「攻伐」。", me={"精力": "1红"}, past=[card("早", "抽1张牌"), ATTACK])
    other = play(position, "使用过往顶部的「攻伐」。", me={"精力": "1红"}, past=[ATTACK, card("晚", "抽1张牌")])
    assert player(used, 2).wealth == 8
    assert player(other, 2).wealth == 10 and len(player(other, 1).hand) == 0  # the top card is not an 攻伐: fails


# -- 每名…的角色 (rule 12.172) -------------------------------------------------------------------------------------


def test_every_player_richer_than_you_loses_and_no_one_else(position):
    others = [{"财富": 12}, {"财富": 8}, {"财富": 11}]
    game = play(position, "令每名财富多于你的角色折损1财富。", others=others, mode="权杖")
    assert [p.wealth for p in game.state.players] == [10, 11, 8, 10]


# -- （此技能每回合限1次。）主动 (rule 13.170) ----------------------------------------------------------------------


def test_a_once_per_turn_note_before_the_timing_is_limited(position):
    from zhdsl.pipeline import compile_text

    (program,) = compile_text("（此技能每回合限1次。）主动：抽1张牌。")
    effect = program.effects[0]
    assert effect.once_per_turn and "ACTIVE" in effect.timings
