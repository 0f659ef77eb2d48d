"""Batch l (issue 11, lang11): the forms accepted for it play as they read, and a sample of the batch's texts
(accepted at the blind commit or after) resolve as they read. Rules: docs/rules.md 7.12, 10.29–10.33,
11.34–11.40, 12.12–12.14."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]


def _play(position, text: str, me: dict | None = None, other: dict | None = None, **kw):
    """`play` (player 1 uses a card with `text`; all pass until the 堆叠 is empty) with a deck of six to draw from."""
    return play(position, text, me=me, others=[other or {}], deck=kw.pop("deck", DECK), **kw)


def _log(game) -> list[str]:
    return [e.text for e in game.log]


# -- 该牌 after 抽1张牌 (rule 12.14) and 若该牌为红色牌 (rule 10.29) ------------------------------------------


def test_the_card_drawn_is_what_a_later_that_card_names(position):
    """`抽1张牌，若该牌为红色牌，则令目标角色折损2财富`: the drawn card's colour decides."""
    red = [card("红牌", "生产1财富", "1红")]
    green = [card("绿牌", "生产1财富", "1绿")]
    hit = _play(position, "主动：抽1张牌，若该牌为红色牌，则令目标角色折损2财富。", target="角色2", deck=red)
    miss = _play(position, "主动：抽1张牌，若该牌为红色牌，则令目标角色折损2财富。", target="角色2", deck=green)
    assert player(hit, 2).wealth == 8 and player(miss, 2).wealth == 10
    assert card_names(hit, player(hit, 1).hand) == ["红牌"]


def test_the_point_of_the_card_drawn(position):
    game = _play(position, "主动：抽1张牌，生产X财富（X为该牌的点数）。", deck=[card("七", "抽1张牌", "1蓝", 7)])
    assert player(game, 1).wealth == 17


# -- cards of a kind or a name in a zone (rule 10.30) -------------------------------------------------------


def test_a_named_card_in_a_zone_is_counted(position):
    text = "主动：若你的手牌中没有「压制」，则生产1财富。"
    without = _play(position, text, me={"手牌": [card("教育", "抽1张牌")]})
    holding = _play(position, text, me={"手牌": [card("压制", "抽1张牌")]})
    assert player(without, 1).wealth == 11 and player(holding, 1).wealth == 10


def test_a_lord_card_in_the_hand_is_counted(position):
    lord = {"阵营": "中立", "名称": "备官", "效率": 5, "仓储": 5, "精力": "1绿", "技能": "回合开始：生产1财富"}
    text = "主动：若你的手牌中有领主牌，则抽1张牌。"
    assert len(player(_play(position, text, me={"手牌": [lord]}), 1).hand) == 2  # the lord card, and the card drawn
    assert not player(_play(position, text), 1).hand


def test_a_named_card_of_another_players_creation_zone_moves(position):
    """`将目标其他角色造物区中的「权杖」移入你的造物区` (rule 11.36)."""
    game = _play(position, "主动：将目标其他角色造物区中的「权杖」移入你的造物区。",
                 other={"造物区": [card("权杖", "回合结束：生产1财富")]})
    assert card_names(game, player(game, 1).creation) == ["权杖"] and not player(game, 2).creation


# -- 本回合你使用过「攻伐」 (rule 10.31) -----------------------------------------------------------------------------


def test_using_a_card_of_that_name_this_turn_is_remembered(position):
    text = "若本回合你使用过「攻伐」，则生产2财富"
    game = position(players=[{"手牌": [card("攻伐", "令目标其他角色折损1财富"), card("试", text)]}, {}], deck=DECK)
    answer(game, "攻伐")  # its one legal target, player 2, is chosen for it
    while game.state.stack:
        answer(game, "过")
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 12
    fresh = _play(position, text)
    assert player(fresh, 1).wealth == 10


# -- 目标「攻伐」 (rule 12.12) ---------------------------------------------------------------------------------------


def test_a_named_target_card_is_only_a_card_of_that_name(position):
    """`即刻：反制目标「攻伐」` can target player 2's 「攻伐」 on the 堆叠, not a 「劳作」."""
    attack = card("攻伐", "令目标其他角色折损2财富")
    counter = card("否", "即刻：反制目标「攻伐」。")
    game = position(players=[{"手牌": [attack]}, {"手牌": [counter, card("劳作", "生产1财富")]}], deck=DECK)
    answer(game, "攻伐")
    assert game.decision.player == 1 and "使用「否」" in game.decision.labels()  # player 2 may answer
    answer(game, "否")
    while game.state.stack:
        answer(game, "过")
    assert player(game, 2).wealth == 10  # countered


def test_a_named_target_card_cannot_target_a_card_of_another_name(position):
    work = card("劳作", "生产1财富")
    counter = card("否", "即刻：反制目标「攻伐」。")
    game = position(players=[{"手牌": [work]}, {"手牌": [counter]}], deck=DECK)
    answer(game, "劳作")
    assert "使用「否」" not in game.decision.labels()


# -- 交给你1张手牌 (rule 11.35), 获得X的手牌 (rule 11.37) -------------------------------------------------------------


def test_a_target_gives_you_a_hand_card(position):
    game = _play(position, "主动：令目标其他角色交给你1张手牌。", other={"手牌": [card("礼", "抽1张牌")]}, choose=("礼",))
    assert card_names(game, player(game, 1).hand) == ["礼"] and not player(game, 2).hand


def test_gaining_a_target_others_hand_card_takes_it(position):
    game = _play(position, "主动：获得目标其他角色的1张手牌。", other={"手牌": [card("密", "抽1张牌")]})
    assert card_names(game, player(game, 1).hand) == ["密"] and not player(game, 2).hand


def test_a_target_gains_one_of_your_hand_cards(position):
    game = _play(position, "主动：令目标其他角色获得你的1张手牌。", me={"手牌": [card("赠", "抽1张牌")]})
    assert card_names(game, player(game, 2).hand) == ["赠"] and not player(game, 1).hand


def test_gaining_from_an_empty_hand_fails_the_step(position):
    game = _play(position, "主动：获得目标其他角色的1张手牌，生产1财富。")
    assert player(game, 1).wealth == 10


# -- distance between two players (rule 12.13) ------------------------------------------------------------------


def test_the_distance_between_you_and_a_target(position):
    text = "回合结束：令目标角色折损X财富（X为你与其的距离）。"
    game = play(position, text.replace("回合结束", "主动"), others=[{}, {}, {}], mode="权杖", target="角色3")
    assert player(game, 3).wealth == 8  # seats 1 and 3 of four: distance 2
    near = play(position, "主动：令目标角色折损X财富（X为目标角色与你的距离）。", others=[{}, {}, {}], mode="权杖",
                target="角色2")
    assert player(near, 2).wealth == 9


# -- 转化（不支付物资） (rule 11.38) ------------------------------------------------------------------------------------


def test_a_free_conversion_draws_without_paying(position):
    game = _play(position, "限定：进行1次转化（不支付物资）。", me={"物资": 0})
    assert len(player(game, 1).hand) == 1 and player(game, 1).supply == 0
    paid = _play(position, "限定：进行1次转化。", me={"物资": 2})
    assert len(player(paid, 1).hand) == 1 and player(paid, 1).supply == 1


# -- 本回合死亡的角色数 (rule 10.32) -----------------------------------------------------------------------------------


def test_the_players_who_died_this_turn_are_counted(position):
    """Player 2 at 1 财富 dies of the first step; the X of the second step is then 1."""
    text = "主动：令目标角色折损1财富，生产X财富（X为本回合死亡的角色数）。"
    game = play(position, text, others=[{"财富": 1}, {}], mode="权杖", target="角色2")
    assert player(game, 2).dead and player(game, 1).wealth == 11


# -- 复活 (rules 7.12, 11.40) -------------------------------------------------------------------------------------


def test_a_dead_teammate_revives_with_the_wealth_paid(position):
    """团队: seats 1 and 4 are a team. Player 1 pays half of 10 and player 4, dead, comes back with 5."""
    text = "主动：支付一半财富（向下取整），令目标已死亡的队友复活并获得等量财富。"
    game = play(position, text, me={"财富": 10}, others=[{}, {}, {"财富": 0, "死亡": True}], mode="团队")
    assert not player(game, 4).dead and player(game, 4).wealth == 5 and player(game, 1).wealth == 5  # the one dead mate: chosen


def test_a_player_revived_with_nothing_dies_again(position):
    """`令目标已死亡的角色复活` alone: back at 0 财富, the player dies again when the state is checked (rule 11.40)."""
    game = play(position, "主动：令目标已死亡的角色复活。", others=[{}, {"财富": 0, "死亡": True}], mode="权杖")
    assert player(game, 3).dead
    assert "角色3复活，财富为0" in _log(game)


def test_a_card_reviving_a_teammate_cannot_be_used_without_a_dead_one(position):
    text = "主动：令目标已死亡的队友复活。"
    game = position(players=[{"手牌": [card("试", text)]}, {}, {"死亡": True, "财富": 0}, {}], mode="团队", deck=DECK)
    assert "使用「试」" not in game.decision.labels()  # player 3 is dead but of the other team


# -- 目标结界 (rule 11.39), 将目标牌的效果变为 / 执行「A」的效果 (rule 11.34), （折损以你为来源） (rule 10.33) ------------


def test_a_target_ward_is_one_ward_of_a_target_player(position):
    game = _play(position, "主动：将目标结界移入你的结界区。", target="角色2",
                 other={"结界区": [card("禁令", "锁定&回合开始：折损1财富")]})
    assert card_names(game, player(game, 1).ward) == ["禁令"] and not player(game, 2).ward


def test_executing_a_named_cards_effect(position):
    game = _play(position, "主动：执行「劳作」的效果。", deck=[card("劳作", "生产2财富"), *DECK])
    assert player(game, 1).wealth == 12


def test_the_verb_in_the_source_note_changes_nothing(position):
    game = _play(position, "主动：令目标角色折损3财富（折损以你为来源）。", target="角色2")
    assert player(game, 2).wealth == 7


# -- a sample of batch l's texts resolve as they read --------------------------------------------------------------


def test_l_consume_all_energy_and_produce_as_much(position):
    game = _play(position, "主动：消耗所有精力，生产等量财富。", me={"精力": "1红1黄"})
    assert player(game, 1).wealth == 12


def test_l_discard_all_and_draw_as_many(position):
    game = _play(position, "主动：弃置所有手牌，抽等量的牌。", me={"手牌": [card("甲", "抽1张牌")]})
    assert len(player(game, 1).hand) == 1 and card_names(game, player(game, 1).hand) != ["甲"]


def test_l_if_poor_produce_else_draw(position):
    text = "主动：若你的财富少于10，则生产1财富，否则抽1张牌。"
    poor = _play(position, text, me={"财富": 8})
    rich = _play(position, text, me={"财富": 12})
    assert player(poor, 1).wealth == 9 and not player(poor, 1).hand
    assert player(rich, 1).wealth == 12 and len(player(rich, 1).hand) == 1


def test_l_you_and_a_target_other_each_draw(position):
    game = _play(position, "主动：令你&目标其他角色各抽1张牌。")
    assert len(player(game, 1).hand) == 1 and len(player(game, 2).hand) == 1


def test_l_produce_by_your_hand_count(position):
    game = _play(position, "主动：生产X财富（X为你的手牌数）。", me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]})
    assert player(game, 1).wealth == 12


def test_l_a_target_others_hand_card_into_the_void(position):
    game = _play(position, "主动：将目标其他角色的1张手牌移入虚空。", other={"手牌": [card("密", "抽1张牌")]})
    assert not player(game, 2).hand and card_names(game, game.state.zones["void"]) == ["密"]


def test_l_draw_until_your_hand_is_your_storage(position):
    game = _play(position, "主动：抽牌直到你的手牌数等于你的仓储。", me={"仓储": 3})
    assert len(player(game, 1).hand) == 3


def test_l_a_target_discards_down_to_two(position):
    hand = [card(f"手{i}", "抽1张牌") for i in range(4)]
    game = _play(position, "主动：令目标角色弃置手牌直到其手牌数为2。", other={"手牌": hand}, target="角色2",
                 choose=("手0", "手1"))
    assert len(player(game, 2).hand) == 2


def test_l_pay_supply_then_draw_versions(position):
    game = _play(position, "主动：支付2物资，令目标角色弃置2张手牌。", me={"物资": 2}, target="角色2",
                 other={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}, choose=("甲", "乙"))
    assert player(game, 1).supply == 0 and not player(game, 2).hand


def test_l_damage_then_the_target_loses_one_more_if_poorer(position):
    text = "主动：令目标角色折损1财富，若其财富少于你的财富，则其再折损1财富。"
    game = _play(position, text, target="角色2")
    assert player(game, 2).wealth == 8 and player(game, 1).wealth == 10


def test_l_a_target_and_you_produce(position):
    game = _play(position, "主动：令目标角色生产2财富，你生产1财富。", target="角色2")
    assert player(game, 2).wealth == 12 and player(game, 1).wealth == 11


def test_l_mill_three_into_the_void(position):
    game = _play(position, "主动：将牌库顶的3张牌移入虚空。")
    assert len(game.state.zones["void"]) == 3
