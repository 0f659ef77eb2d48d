"""Batch k (issue 11, blind11): the forms accepted for it play as they read — a player's 结界 as cards
(rule 11.32), cards of one colour in a zone (11.33), （以你为来源） (10.27) — and a sample of the batch's texts
accepted at the blind commit resolve as they read. The narrowed target cards (目标技能牌, 目标通用牌, 目标红色牌,
rule 12.11) are scenarios (tests/scenarios/rules/堆叠/13–15)."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import card_names, player

DECK = [card(f"牌{i}", "生产1财富", "1绿", 1) for i in range(6)]


def _play(position, text: str, me: dict | None = None, other: dict | None = None, **kw):
    """`play` (player 1 uses a card with `text`; all pass until the 堆叠 is empty) with a deck of six to draw from."""
    return play(position, text, me=me, others=[other or {}], deck=DECK, **kw)


# -- the forms batch k added ------------------------------------------------------------------------------


def test_a_players_ward_as_a_card_moves_out_of_their_ward_zone(position):
    """`将目标其他角色的1张结界移入过往` (rule 11.32): the card leaves player 2's 结界区 for 过往."""
    game = _play(position, "将目标其他角色的1张结界移入过往",
                 other={"结界区": [card("禁令", "锁定&回合开始：折损1财富")]})
    assert not player(game, 2).ward
    assert "禁令" in card_names(game, game.state.zones["past"])


def test_a_ward_taken_from_a_player_with_none_fails_the_step(position):
    game = _play(position, "将目标其他角色的1张结界移入虚空，生产1财富")
    assert player(game, 1).wealth == 10  # the move failed: the step after it does not happen (rule 10.2)


def test_only_a_card_of_the_colour_written_is_taken_from_a_zone(position):
    """`将过往中的1张蓝色牌移入你的手牌区` (rule 11.33): the one blue card, without a choice among the others."""
    past = [card("红甲", "抽1张牌", "1红"), card("蓝乙", "抽1张牌", "1蓝"), card("绿丙", "抽1张牌", "1绿")]
    game = _play(position, "将过往中的1张蓝色牌移入你的手牌区", past=past)
    assert card_names(game, player(game, 1).hand) == ["蓝乙"]


def test_a_zone_without_a_card_of_that_colour_fails_the_step(position):
    past = [card("红甲", "抽1张牌", "1红")]
    game = _play(position, "将过往中的1张蓝色牌移入你的手牌区，生产1财富", past=past)
    assert not player(game, 1).hand and player(game, 1).wealth == 10


def test_the_source_note_changes_nothing(position):
    """`（以你为来源）` restates 【令…折损】 (rule 10.27): the same 折损 as without it."""
    game = _play(position, "令目标其他角色折损1财富（以你为来源）")
    assert player(game, 2).wealth == 9


# -- a sample of batch k's texts, accepted at the blind commit, resolve as they read --------------------------


def test_k_damage_to_a_target_other(position):
    game = _play(position, "主动：令目标其他角色折损2财富。")
    assert player(game, 2).wealth == 8 and player(game, 1).wealth == 10


def test_k_discard_then_draw(position):
    game = _play(position, "弃2张手牌，抽3张牌。", me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]})
    assert len(player(game, 1).hand) == 3 and {"甲", "乙"} <= set(card_names(game, game.state.zones["past"]))


def test_k_pay_then_draw(position):
    game = _play(position, "主动：支付2财富，抽3张牌。")
    assert player(game, 1).wealth == 8 and len(player(game, 1).hand) == 3


def test_k_consume_all_energy_and_produce_as_much(position):
    game = _play(position, "主动：消耗所有精力，生产等量财富。", me={"精力": "2红1蓝"})
    assert player(game, 1).wealth == 13 and sum(player(game, 1).energy.values()) == 0


def test_k_produce_or_damage_a_target(position):
    game = _play(position, "令目标角色生产/折损2财富。", target="角色2", choose=("折损",))
    assert player(game, 2).wealth == 8


def test_k_if_richer_then_else(position):
    richer = _play(position, "主动：若目标其他角色的财富超过你的财富，则令其折损2财富，否则令其折损1财富。",
                   other={"财富": 12})
    poorer = _play(position, "主动：若目标其他角色的财富超过你的财富，则令其折损2财富，否则令其折损1财富。",
                   other={"财富": 8})
    assert player(richer, 2).wealth == 10 and player(poorer, 2).wealth == 7


def test_k_a_card_from_the_past_into_your_hand(position):
    game = _play(position, "主动：将过往中的1张牌移入你的手牌区。", past=[card("旧", "抽1张牌")])
    assert card_names(game, player(game, 1).hand) == ["旧"]


def test_k_pay_half_and_damage_as_much(position):
    game = _play(position, "主动：支付一半财富（向下取整），令目标其他角色折损等量财富。", me={"财富": 11})
    assert player(game, 1).wealth == 6 and player(game, 2).wealth == 5


def test_k_you_and_a_target_other_draw(position):
    game = _play(position, "主动：令你&目标其他角色抽2张牌。")
    assert len(player(game, 1).hand) == 2 and len(player(game, 2).hand) == 2


def test_k_tap_a_target_others_lord(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 5, "仓储": 5, "精力": "2绿", "技能": "回合开始：生产1财富"}
    game = _play(position, "主动：横置目标其他角色的领主。", me={"领主": {**lord, "名称": "甲官"}}, other={"领主": lord})
    assert game.state.cards[player(game, 2).lord[-1]].tapped and not game.state.cards[player(game, 1).lord[-1]].tapped


def test_k_discard_all_and_draw_as_many(position):
    game = _play(position, "主动：弃所有手牌，抽等量的牌。", me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]})
    assert len(player(game, 1).hand) == 2 and not {"甲", "乙"} & set(card_names(game, player(game, 1).hand))


def test_k_use_a_hand_card_without_paying_energy(position):
    game = _play(position, "主动：使用1张手牌（不支付精力）。", me={"手牌": [card("大赏", "生产3财富", "2绿", 3)]},
                 choose=("大赏",))
    assert player(game, 1).wealth == 13


def test_k_pay_red_energy_to_damage(position):
    game = _play(position, "主动：支付1红色精力，令目标其他角色折损3财富。", me={"精力": "1红"})
    assert player(game, 2).wealth == 7 and sum(player(game, 1).energy.values()) == 0


def test_k_pay_or_else_damage(position):
    """`令目标其他角色支付1财富，否则令其折损3财富`: paid, so no 折损."""
    game = _play(position, "即刻：令目标其他角色支付1财富，否则令其折损3财富。")
    assert player(game, 2).wealth == 9


def test_k_damage_by_your_hand_count(position):
    game = _play(position, "主动：令目标其他角色折损X财富（X为你的手牌数）。",
                 me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]})
    assert player(game, 2).wealth == 8


def test_k_all_others_lose_wealth(position):
    game = _play(position, "主动：令所有其他角色折损1财富。")
    assert player(game, 2).wealth == 9 and player(game, 1).wealth == 10


def test_k_take_a_card_from_a_target_others_hand(position):
    game = _play(position, "主动：将目标其他角色的1张手牌移入你的手牌区。", other={"手牌": [card("密", "抽1张牌")]})
    assert card_names(game, player(game, 1).hand) == ["密"] and not player(game, 2).hand


def test_k_discard_a_red_hand_card_to_damage(position):
    hand = [card("蓝甲", "抽1张牌", "1蓝"), card("红乙", "抽1张牌", "1红")]
    game = _play(position, "主动：弃1张红色手牌，令目标其他角色折损3财富。", me={"手牌": hand})
    assert card_names(game, player(game, 1).hand) == ["蓝甲"] and player(game, 2).wealth == 7


def test_k_discard_and_pay_then_draw(position):
    game = _play(position, "主动：弃1张手牌&支付1财富，抽3张牌。", me={"手牌": [card("甲", "抽1张牌")]})
    assert player(game, 1).wealth == 9 and len(player(game, 1).hand) == 3


def test_k_mill_two_then_draw(position):
    game = _play(position, "主动：将牌库顶的2张牌移入过往，抽1张牌。")
    assert len(game.state.zones["past"]) == 3 and len(player(game, 1).hand) == 1  # the two, and 试 itself


def test_k_a_target_other_consumes_energy(position):
    game = _play(position, "主动：令目标其他角色消耗2精力。", other={"精力": "3红"})
    assert sum(player(game, 2).energy.values()) == 1


def test_k_a_reminder_does_not_act(position):
    game = _play(position, "主动：令目标角色生产3财富（附注：可以以自己为目标）。", target="角色1")
    assert player(game, 1).wealth == 13 and player(game, 2).wealth == 10
