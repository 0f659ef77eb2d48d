"""Batch u (issue 11, lang11k): the forms accepted for it play as they read — living players counted (rule 10.63),
此时 before a condition (10.64), 其中 counted by colour (10.65), 该结界/该造物 (12.41), the copy's controller said
the other way round (11.15(b)), a filter before 目标 (12.42), 执行 a card of a zone (11.57), 变为 without 将
(11.58), a ward's trigger in （） (13.11) and the replaced lord moved elsewhere (15.7); each with subjects, zones,
amounts and colours other than the batch's own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _names(game, uids) -> list[str]:
    return [game.library[game.state.cards[u].def_id].name for u in uids]


# -- living players counted (rule 10.63) -------------------------------------------------------------------------


def test_living_players_are_counted_without_the_dead(position):
    text = "生产X财富（X为存活角色数-1）。"
    four = play(position, text, others=[{}, {}, {}], mode="权杖", deck=DECK)
    assert player(four, 1).wealth == 13
    one_dead = play(position, text, others=[{}, {"死亡": True}, {}], mode="权杖", deck=DECK)
    assert player(one_dead, 1).wealth == 12


def test_living_others_and_opponents_are_counted(position):
    others = play(position, "抽X张牌（X为存活的其他角色数）。", others=[{"死亡": True}, {}, {}], mode="权杖", deck=DECK)
    assert len(player(others, 1).hand) == 2
    duel = play(position, "令目标角色折损X财富（X为对手数+1）。", target="角色2", deck=DECK)
    assert player(duel, 2).wealth == 8


# -- 此时 (rule 10.64) -------------------------------------------------------------------------------------------


def test_now_before_a_condition_reads_it_after_the_steps_before(position):
    text = "令目标角色折损2财富，若此时你的财富大于该角色，则你抽1张牌。"
    above = play(position, text, others=[{"财富": 11}], target="角色2", deck=DECK)
    assert (player(above, 2).wealth, len(player(above, 1).hand)) == (9, 1)
    level = play(position, text, others=[{"财富": 12}], target="角色2", deck=DECK)
    assert (player(level, 2).wealth, len(player(level, 1).hand)) == (10, 0)


# -- 其中 counted by colour (rule 10.65) -------------------------------------------------------------------------


def test_among_counts_only_the_cards_of_that_colour(position):
    deck = [card("红甲", "抽1张牌", "1红", 1), card("蓝乙", "抽1张牌", "1蓝", 2), card("红丙", "抽1张牌", "1红", 3),
            card("绿丁", "抽1张牌", "1绿", 4)]
    game = play(position, "将牌库顶的3张牌正面向上移入过往，令目标角色折损X财富（X为其中红色牌的数量）。", target="角色2",
                deck=deck)
    assert sorted(_names(game, game.state.zones["past"])) == sorted(["红甲", "蓝乙", "红丙", "试"])
    assert player(game, 2).wealth == 8
    blue = play(position, "将牌库顶的3张牌移入过往，生产X财富（X为其中蓝色牌数）。", deck=deck)
    assert player(blue, 1).wealth == 11


# -- 该结界 / 该造物 (rule 12.41) --------------------------------------------------------------------------------


def test_that_ward_is_the_ward_moved_and_its_controller_is_read(position):
    text = "即刻：将目标角色结界区中的1张结界移入过往，若该结界的控制者不是你，抽1张牌。"
    theirs = play(position, text, others=[{"结界区": [card("界", "锁定&回合开始：抽1张牌")]}], target="角色2", deck=DECK)
    assert "界" in _names(theirs, theirs.state.zones["past"]) and len(player(theirs, 1).hand) == 1
    mine = [card("界", "锁定&回合开始：抽1张牌") | {"控制者": 1}]
    own = play(position, text, others=[{"结界区": mine}], target="角色2", deck=DECK)
    assert "界" in _names(own, own.state.zones["past"]) and len(player(own, 1).hand) == 0


# -- 执行 a card of a zone (rule 11.57) --------------------------------------------------------------------------


def test_the_effect_of_a_card_of_the_past_is_executed_and_the_card_stays(position):
    past = [card("旧", "生产3财富")]
    game = play(position, "支付2物资，执行过往中1张牌的效果。", me={"物资": 2}, past=past, deck=DECK)
    assert (player(game, 1).supply, player(game, 1).wealth) == (0, 13)
    assert "旧" in _names(game, game.state.zones["past"])


def test_the_user_chooses_which_card_of_the_zone_and_a_colour_filters(position):
    past = [card("红旧", "生产3财富", "1红"), card("蓝旧", "抽2张牌", "1蓝")]
    chosen = play(position, "执行过往中1张牌的效果。", past=past, choose=("蓝旧",), deck=DECK)
    assert (player(chosen, 1).wealth, len(player(chosen, 1).hand)) == (10, 2)
    red = play(position, "执行过往中的1张红色牌的效果。", past=past, deck=DECK)
    assert (player(red, 1).wealth, len(player(red, 1).hand)) == (13, 0)


def test_executing_from_an_empty_zone_fails_and_stops_the_effect(position):
    game = play(position, "执行过往中1张牌的效果，生产1财富。", deck=DECK)
    assert player(game, 1).wealth == 10


# -- 变为 without 将, 其使用者 (rule 11.58) -----------------------------------------------------------------------


def test_a_target_action_becomes_another_effect_and_its_user_discards(position):
    changer = card("变", "即刻：支付1黄色精力，目标行动变为“令你生产1财富”，其使用者弃1张手牌。", "0")
    game = position(players=[{"手牌": [card("产", "生产3财富", "1红"), card("甲", "抽1张牌")], "精力": "1红"},
                             {"手牌": [changer], "精力": "1黄"}], deck=DECK)
    answer(game, "产")
    assert use_when_offered(game, "变")
    pass_to_end(game)
    assert (player(game, 1).wealth, len(player(game, 1).hand)) == (11, 0)
    assert player(game, 2).wealth == 10


# -- a target card described before 目标 (rule 12.42) ------------------------------------------------------------


def _answered(position, text: str, used: dict, energy: str = "3黑"):
    """Player 1 uses `used`; player 2, holding a card with `text`, uses it when offered; the game then passes to the end.
    Returns the game and whether player 2's card was offered."""
    game = position(players=[{"手牌": [used], "精力": "3红"},
                             {"手牌": [card("应", text)], "精力": energy}], deck=DECK)
    answer(game, used["名称"])
    offered = use_when_offered(game, "应")
    pass_to_end(game)
    return game, offered


def test_a_point_bound_before_the_target_lets_only_such_a_card_be_countered(position):
    text = "即刻：支付1|2|3黑色精力，反制点数不大于3|6|9的目标行动。"
    low, offered = _answered(position, text.replace("1|2|3", "1").replace("3|6|9", "3"), card("产", "生产3财富", "1红", 3))
    assert offered and player(low, 1).wealth == 10
    high, offered = _answered(position, "即刻：支付1黑色精力，反制点数不大于3的目标行动。", card("产", "生产3财富", "1红", 4))
    assert not offered and player(high, 1).wealth == 13


def test_a_point_equal_and_a_colour_first_narrow_the_target_card(position):
    zero, offered = _answered(position, "即刻：反制点数为0的目标牌，你抽1张牌。", card("产", "生产3财富", "1红", 0))
    assert offered and (player(zero, 1).wealth, len(player(zero, 2).hand)) == (10, 1)
    red, offered = _answered(position, "即刻：反制红色的目标行动。", card("产", "生产3财富", "1红", 5))
    assert offered and player(red, 1).wealth == 10
    blue, offered = _answered(position, "即刻：反制蓝色的目标行动。", card("产", "生产3财富", "1红", 5))
    assert not offered and player(blue, 1).wealth == 13


def test_a_copy_of_a_card_with_a_point_bound(position):
    game, offered = _answered(position, "即刻：复制点数至少为5的目标行动。", card("产", "生产3财富", "1红", 6))
    assert offered and (player(game, 1).wealth, player(game, 2).wealth) == (13, 13)


# -- a ward's trigger in （） (rule 13.11) and a use of a colour as a trigger (9.25) ------------------------------

WARD = "结附目标角色3回合（每当其使用红色牌后，其折损1财富）。"


def _attached_uses(position, used: dict, ward: str = WARD):
    game = position(players=[{}, {"结界区": [card("界", ward) | {"回合": 3}], "手牌": [used], "精力": "1红1蓝"}],
                    current=2, deck=DECK)
    answer(game, used["名称"])
    pass_to_end(game)
    return game


def test_the_ward_is_attached_by_its_step(position):
    game = play(position, WARD, target="角色2", deck=DECK)
    assert _names(game, player(game, 2).ward) == ["试"]


def test_the_attached_player_loses_wealth_after_each_red_card_only(position):
    red = _attached_uses(position, card("红", "抽1张牌", "1红"))
    assert player(red, 2).wealth == 9
    blue = _attached_uses(position, card("蓝", "抽1张牌", "1蓝"))
    assert player(blue, 2).wealth == 10


def test_a_ward_trigger_on_another_action_and_the_same_segment_written_out(position):
    noted = _attached_uses(position, card("抽", "抽2张牌", "1蓝"), "结附目标角色（当该角色抽牌后，其折损1财富）。")
    written = _attached_uses(position, card("抽", "抽2张牌", "1蓝"), "结附目标角色。锁定&当结附的角色抽牌后：其折损1财富。")
    assert player(noted, 2).wealth == player(written, 2).wealth < 10


def test_using_a_card_of_a_colour_as_a_trigger_of_your_own(position):
    text = "锁定&当你使用红色牌后：生产1财富。"
    game = position(players=[{"结界区": [card("界", text)], "手牌": [card("红", "抽1张牌", "1红")], "精力": "1红"}, {}],
                    deck=DECK)
    answer(game, "红")
    pass_to_end(game)
    assert player(game, 1).wealth == 11


# -- the replaced lord card moved elsewhere (rule 15.7) ----------------------------------------------------------

LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


def test_the_replaced_lord_goes_to_the_void_instead_of_the_hand(position):
    spare = {**LORD, "名称": "备主"}
    text = "主动&限定：使用手牌中的1张领主牌（不消耗精力与物资），原有的领主牌移入虚空而非手牌区。"
    game = play(position, text, me={"手牌": [spare, card("留", "抽1张牌")], "领主": LORD, "物资": 3}, deck=DECK)
    rt = game.runtime()
    assert rt.defn(rt.lord_card(0)).name == "备主" and player(game, 1).supply == 3
    assert _names(game, game.state.zones["void"]) == ["试主"]
    assert _names(game, player(game, 1).hand) == ["留"]


def test_the_replaced_lord_to_the_past_and_nothing_moved_for_the_default_lord(position):
    spare = {**LORD, "名称": "备主"}
    text = "主动：使用你手牌中的1张领主牌，将原来的领主牌移入过往，生产1财富。"
    game = play(position, text, me={"手牌": [spare], "领主": LORD}, deck=DECK)
    assert "试主" in _names(game, game.state.zones["past"]) and not player(game, 1).hand
    default = play(position, text, me={"手牌": [spare]}, deck=DECK)
    rt = default.runtime()
    assert rt.defn(rt.lord_card(0)).name == "备主" and player(default, 1).wealth == 11


def test_the_card_executed_is_named_by_a_later_pronoun(position):
    past = [card("劳作", "生产2财富", "1绿"), card("旧", "抽1张牌")]
    game = play(position, "主动&限定：执行过往中的1张「劳作」的效果，然后将其移入虚空。", past=past, deck=DECK)
    assert player(game, 1).wealth == 12 and _names(game, game.state.zones["void"]) == ["劳作"]


# -- texts written after the batch's classes were done (not tuned to the code), played ---------------------------


def test_a_ward_trigger_gives_the_attacher_wealth_when_the_attached_discards(position):
    ward = "结附目标其他角色2回合（每当该角色弃置手牌后，你生产1财富）。"
    game = position(players=[{}, {"结界区": [card("界", ward) | {"回合": 2, "所有者": 1}],
                                  "手牌": [card("弃", "弃1张手牌"), card("甲", "抽1张牌")]}], current=2, deck=DECK)
    answer(game, "弃")
    pass_to_end(game)
    assert (player(game, 1).wealth, len(player(game, 2).hand)) == (11, 0)


def test_now_after_a_discard_compares_the_hand_left(position):
    text = "即刻：若目标其他角色的手牌数大于3，令其弃2张手牌，若此刻其手牌数仍大于你，你抽1张牌。"
    five = [card(f"手{i}", "抽1张牌") for i in range(5)]
    game = play(position, text, others=[{"手牌": five}], choose=("手0", "手1"), deck=DECK)  # the one other: no choice
    assert (len(player(game, 2).hand), len(player(game, 1).hand)) == (3, 1)
    four = play(position, text, me={"手牌": [card("我", "抽1张牌"), card("我二", "抽1张牌")]},
                others=[{"手牌": five[:4]}], choose=("手0", "手1"), deck=DECK)
    assert (len(player(four, 2).hand), len(player(four, 1).hand)) == (2, 2)


def test_that_creation_names_the_card_moved_with_its_owner(position):
    text = "即刻：将目标其他角色造物区中的1张牌移入过往，若该造物的所有者不是你，生产2财富。"
    theirs = play(position, text, others=[{"造物区": [card("物", "抽1张牌")]}], deck=DECK)
    assert "物" in _names(theirs, theirs.state.zones["past"]) and player(theirs, 1).wealth == 12
    mine = play(position, text, others=[{"造物区": [card("物", "抽1张牌") | {"所有者": 1}]}], deck=DECK)
    assert player(mine, 1).wealth == 10


def test_the_replaced_lord_to_the_deck_bottom(position):
    spare = {**LORD, "名称": "备主"}
    text = "主动：使用手牌中的1张领主牌（不消耗精力和物资），原来的领主牌移入牌库底而不是手牌区。"
    game = play(position, text, me={"手牌": [spare], "领主": LORD}, deck=DECK)
    assert _names(game, game.state.zones["deck"])[-1] == "试主" and not player(game, 1).hand


def test_a_ward_trigger_at_turn_start_in_brackets(position):
    ward = "结附目标角色3回合（回合开始时，其折损1财富）。"
    game = position(players=[{}, {"结界区": [card("界", ward) | {"回合": 3}]}], deck=DECK)
    answer(game, "结束回合")
    while game.state.stack or game.state.active != 1:
        answer(game, "过")
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10
