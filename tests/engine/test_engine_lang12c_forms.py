"""Batch y (issue 11, lang12c): the forms accepted for it play as they read — 之间 in the distance between two
players (rule 12.80), 对局 for the game being played (10.110), the number of cards a player used this turn (10.111)
and a trigger on becoming the target of a card another player used, of a colour or a name (9.50); each with players,
zones and amounts other than the batch's own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


# -- 之间 in a distance (rule 12.80) --------------------------------------------------------------------------------


def test_the_distance_between_you_and_the_target_counts_the_seats_between(position):
    text = "抽X张牌（X为你与目标角色之间的距离）。"
    far = play(position, text, others=[{}, {}, {}], mode="团队", target="角色3", deck=DECK)
    near = play(position, text, others=[{}, {}, {}], mode="团队", target="角色2", deck=DECK)
    assert len(player(far, 1).hand) == 2 and len(player(near, 1).hand) == 1


def test_between_reads_the_same_from_the_other_side(position):
    text = "令目标角色折损X财富（X为其与你之间的距离）。"
    game = play(position, text, others=[{}, {}, {}], mode="团队", target="角色3", deck=DECK)
    assert player(game, 3).wealth == 8 and player(game, 1).wealth == 10


# -- 对局 is the game being played (rule 10.110) --------------------------------------------------------------------


def test_the_game_named_by_duiju_is_this_game(position):
    text = "若对局为团队模式，令你的队友生产2财富；否则，你生产1财富。"
    team = play(position, text, others=[{}, {}, {}], mode="团队")
    assert [p.wealth for p in team.state.players] == [10, 10, 10, 12]  # seat 4 is seat 1's teammate
    duel = play(position, text)
    assert player(duel, 1).wealth == 11


# -- the cards a player used this turn (rule 10.111) ---------------------------------------------------------------


def _second(position, first: dict, text: str):
    """Player 1 uses `first`, lets it resolve, then uses a card with `text`."""
    game = position(players=[{"手牌": [first, card("试", text)]}, {}], deck=DECK)
    answer(game, first["名称"])
    pass_to_end(game)
    answer(game, "试")
    pass_to_end(game)
    return game


def test_the_card_itself_is_one_of_the_cards_used(position):
    text = "若本回合你使用了2张或更多的牌，生产2财富。"
    assert player(play(position, text), 1).wealth == 10  # 试 alone: 1
    assert player(_second(position, card("甲", "抽1张牌"), text), 1).wealth == 12


def test_the_count_is_an_amount_and_an_executed_card_counts(position):
    text = "抽X张牌（X为你本回合使用的牌数）。"
    plain = _second(position, card("甲", "获得1物资"), text)
    assert len(player(plain, 1).hand) == 2
    executed = _second(position, card("甲", "执行“获得1物资”。"), text)  # 甲, the 虚拟 card, 试
    assert len(player(executed, 1).hand) == 3


def test_at_most_compares_the_other_way(position):
    text = "若你本回合使用过至多1张牌，生产3财富。"
    assert player(play(position, text), 1).wealth == 13
    assert player(_second(position, card("甲", "获得1物资"), text), 1).wealth == 10


# -- becoming the target of another player's card of a colour (rule 9.50) -------------------------------------------


def _aimed(position, cost: str, watch: str):
    """Player 1 uses a card of `cost` at player 2, whose lord has the skill `watch` (an event trigger: automatic)."""
    lord = {"阵营": "平风", "名称": "守主", "效率": 5, "仓储": 5, "精力": "1蓝", "技能": watch}
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富", cost)], "精力": "3黑"}, {"领主": lord}],
                    deck=DECK)
    answer(game, "攻")
    pass_to_end(game)
    return game


def test_a_red_card_of_another_player_fires_the_trigger(position):
    game = _aimed(position, "1红", "当你成为他人使用红色牌的目标时：生产2财富。")
    assert player(game, 2).wealth == 11  # 10 - 1 + 2


def test_a_card_of_another_colour_does_not(position):
    game = _aimed(position, "1绿", "当你成为他人使用红色牌的目标时：生产2财富。")
    assert player(game, 2).wealth == 9


def test_a_named_card_of_another_player_fires_it_and_the_trigger_can_counter_it(position):
    attack = {"阵营": "平风", "名称": "守主", "效率": 5, "仓储": 5, "精力": "1蓝",
              "技能": "当你成为他人使用的「攻」的目标时：反制该牌，抽1张牌。"}
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富", "1红")], "精力": "3黑"}, {"领主": attack}],
                    deck=DECK)
    answer(game, "攻")
    pass_to_end(game)
    assert player(game, 2).wealth == 10 and len(player(game, 2).hand) == 1  # countered, then the draw


def test_your_own_card_aimed_at_you_is_no_other_players(position):
    lord = {"阵营": "平风", "名称": "守主", "效率": 5, "仓储": 5, "精力": "1蓝",
            "技能": "当你成为他人使用红色牌的目标时：生产2财富。"}
    game = position(players=[{}, {"领主": lord, "精力": "3黑", "手牌": [card("自", "令目标角色折损1财富", "1红")]}],
                    deck=DECK, current=2)
    answer(game, "自")
    answer(game, "角色2")
    pass_to_end(game)
    assert player(game, 2).wealth == 9
