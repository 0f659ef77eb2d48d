"""lang14c (issue 11): the forms accepted play as they read — two cards' colour or point compared (rule 10.170); each with
cards, colours and points other than the fixtures' own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered

from scenario_cards import card
from game_views import player

GREEN_DECK = [card(f"绿{i}", "生产1财富", "1绿", 2) for i in range(4)]


def _use(position, text: str, cost: str, point: int = 0, hand=(), deck=None, choose=(), others=None, **me):
    """Player 1 uses 试 (the text, of that cost's colour and that point) with `hand` beside it, choosing `choose` in
    order when asked; everyone passes until the 堆叠 is empty."""
    mine = {"手牌": [card("试", text, cost, point), *hand], "精力": cost, **me}
    game = position(players=[mine, *(others or [{}])], deck=deck or GREEN_DECK)
    answer(game, "试")
    chosen = list(choose)
    while game.state.stack:
        answer(game, chosen.pop(0) if chosen and "过" not in game.decision.labels() else "过")
    return game


# -- two cards' colour or point (rule 10.170) -------------------------------------------------------------------------


def test_a_discarded_card_of_this_cards_colour_gives_the_wealth(position):
    text = "弃1张手牌，若其与此牌颜色相同，生产2财富。"
    same = _use(position, text, "1红", hand=[card("红甲", "抽1张牌", "1红")], choose=("红甲",))
    other = _use(position, text, "1红", hand=[card("蓝乙", "抽1张牌", "1蓝")], choose=("蓝乙",))
    assert player(same, 1).wealth == 12
    assert player(other, 1).wealth == 10


def test_different_reads_the_other_way(position):
    text = "弃1张手牌，若该牌的颜色与此牌不同，抽2张牌。"
    same = _use(position, text, "1黄", hand=[card("黄甲", "抽1张牌", "1黄")], choose=("黄甲",))
    other = _use(position, text, "1黄", hand=[card("绿乙", "抽1张牌", "1绿")], choose=("绿乙",))
    assert len(player(same, 1).hand) == 0
    assert len(player(other, 1).hand) == 2


def test_two_cards_are_the_one_discarded_and_the_one_drawn(position):
    """The deck is green: a red card discarded differs from the card drawn; a green one does not."""
    text = "弃1张手牌，抽1张牌，若两张牌颜色不同，生产1财富。"
    red = _use(position, text, "0", hand=[card("红甲", "抽1张牌", "1红")], choose=("红甲",))
    green = _use(position, text, "0", hand=[card("绿乙", "抽1张牌", "1绿")], choose=("绿乙",))
    assert player(red, 1).wealth == 11
    assert player(green, 1).wealth == 10


def test_two_cards_points_equal(position):
    """The deck's cards have point 2."""
    text = "弃1张手牌，抽1张牌，若两张牌点数相同，获得1物资。"
    two = _use(position, text, "0", hand=[card("二", "抽1张牌", "0", 2)], choose=("二",))
    five = _use(position, text, "0", hand=[card("五", "抽1张牌", "0", 5)], choose=("五",))
    assert player(two, 1).supply == 1
    assert player(five, 1).supply == 0


def _countered(position, text: str, attack_cost: str, attack_point: int, own_cost: str, own_point: int):
    """Player 1 uses 攻 (targeting player 2); player 2 answers with 拒 (the text)."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", attack_cost, attack_point)], "精力": attack_cost},
                             {"手牌": [card("拒", text, own_cost, own_point)], "精力": own_cost}], deck=GREEN_DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    return game


def test_a_countered_cards_point_is_compared_after_it_left_the_stack(position):
    """Last known information (10.12): the countered card's point is still 5."""
    text = "即刻：反制目标牌，若该牌的点数大于此牌的点数，抽1张牌。"
    high = _countered(position, text, "1红", 5, "0", 3)
    low = _countered(position, text, "1红", 2, "0", 3)
    assert player(high, 2).wealth == 10 and len(player(high, 2).hand) == 1
    assert player(low, 2).wealth == 10 and len(player(low, 2).hand) == 0


def test_a_countered_cards_colour_against_this_cards(position):
    text = "即刻：反制目标牌，若目标牌与此牌颜色相同，令目标牌的控制者折损1财富。"
    same = _countered(position, text, "1蓝", 0, "1蓝", 0)
    other = _countered(position, text, "1红", 0, "1蓝", 0)
    assert [p.wealth for p in same.state.players] == [9, 10]
    assert [p.wealth for p in other.state.players] == [10, 10]


# -- what is on the 堆叠 (rule 10.171) --------------------------------------------------------------------------------


def _answered(position, text: str, attack: dict, cost: str = "0", deck=None):
    """Player 1 uses `attack` (a card targeting player 2); player 2 answers with 应 (the text)."""
    game = position(players=[{"手牌": [attack], "精力": attack["精力"]},
                             {"手牌": [card("应", text, cost)], "精力": cost}], deck=deck or GREEN_DECK)
    answer(game, attack["名称"])
    assert use_when_offered(game, "应")
    pass_to_end(game)
    return game


def test_a_card_of_that_name_another_used_is_countered_by_its_pronoun(position):
    text = "即刻：若堆叠中有其他角色使用的攻伐，反制该牌。"
    named = _answered(position, text, card("攻伐", "令目标其他角色折损2财富", "1红"))
    other = _answered(position, text, card("劫掠", "令目标其他角色折损2财富", "1红"))
    assert player(named, 2).wealth == 10  # countered
    assert player(other, 2).wealth == 8  # nothing named 攻伐: the condition fails


def test_a_card_of_that_colour_another_used_counts(position):
    text = "即刻：若堆叠中有他人使用的红色牌，抽2张牌。"
    red = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    blue = _answered(position, text, card("乙", "令目标其他角色折损1财富", "1蓝"))
    assert len(player(red, 2).hand) == 2
    assert len(player(blue, 2).hand) == 0


def test_your_own_cards_only_when_you_used_them(position):
    """Player 2's 应 answers player 1's card: no card of player 2's own is on the 堆叠 but 应 itself, which is never
    counted."""
    text = "即刻：若堆叠中有你使用的牌，抽1张牌；否则生产1财富。"
    game = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    assert len(player(game, 2).hand) == 0 and player(game, 2).wealth == 10  # 9 after 甲, +1


def test_no_other_card_on_the_stack_when_used_alone(position):
    text = "即刻：若堆叠中没有其他牌，抽2张牌。"
    alone = _use(position, text, "0")
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    assert len(player(alone, 1).hand) == 2
    assert len(player(answering, 2).hand) == 0


def test_only_this_card_reads_as_no_other_card(position):
    alone = _use(position, "即刻：若堆叠中只有此牌，生产3财富。", "0")
    assert player(alone, 1).wealth == 13


def test_at_least_n_other_cards(position):
    text = "即刻：若堆叠中有至少1张其他牌，生产2财富。"
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    alone = _use(position, text, "0")
    assert player(answering, 2).wealth == 11
    assert player(alone, 1).wealth == 10


def test_per_other_card_on_the_stack(position):
    """One other card (甲) beneath 应: once; used alone: never."""
    text = "即刻：堆叠中每有1张其他牌，生产2财富。"
    answering = _answered(position, text, card("甲", "令目标其他角色折损1财富", "1红"))
    alone = _use(position, text, "0")
    assert player(answering, 2).wealth == 11
    assert player(alone, 1).wealth == 10


# -- the 精力 cost changed (rules 13.40, 13.41) -----------------------------------------------------------------------


def _energy(game, seat: int) -> dict:
    return dict(player(game, seat).energy)


def test_a_ward_makes_that_name_cost_one_less(position):
    """攻伐 costs 1红2黑; with the ward one 黑 less (黑 goes first): 1红1黑, which 2红 pays."""
    ward = card("减", "锁定：你使用的攻伐少支付1点精力。")
    attack = card("攻伐", "令目标其他角色折损2财富", "1红2黑")
    game = position(players=[{"手牌": [attack], "精力": "2红", "结界区": [ward]}, {}], deck=GREEN_DECK)
    answer(game, "攻伐")
    pass_to_end(game)
    assert player(game, 2).wealth == 8
    assert _energy(game, 1) == {}  # 1红 + 1黑 paid by 2红


def test_without_the_ward_the_same_card_is_not_payable(position):
    attack = card("攻伐", "令目标其他角色折损2财富", "1红2黑")
    game = position(players=[{"手牌": [attack], "精力": "2红"}, {}], deck=GREEN_DECK)
    assert game.explain(0, "攻伐").startswith("精力不足：需要1红2黑")


def test_the_reduction_binds_only_that_name(position):
    ward = card("减", "锁定：你使用的攻伐少支付1点精力。")
    other = card("劫掠", "令目标其他角色折损2财富", "1红1黑")
    game = position(players=[{"手牌": [other], "精力": "1红", "结界区": [ward]}, {}], deck=GREEN_DECK)
    assert "精力不足" in game.explain(0, "劫掠")


def test_a_colour_reduction_takes_the_colour_when_no_black_is_left(position):
    """A 1红 card with `你使用红色牌时少支付1精力` costs nothing: 红 is taken when there is no 黑."""
    ward = card("减", "（你使用红色牌时少支付1精力）")
    attack = card("甲", "令目标其他角色折损1财富", "1红")
    game = position(players=[{"手牌": [attack], "精力": "0", "结界区": [ward]}, {}], deck=GREEN_DECK)
    answer(game, "甲")
    pass_to_end(game)
    assert player(game, 2).wealth == 9


def test_a_floor_of_one_keeps_one(position):
    ward = card("减", "锁定：你使用攻伐的消耗减少2（至少为1）。")
    attack = card("攻伐", "令目标其他角色折损2财富", "1红1黑")
    game = position(players=[{"手牌": [attack], "精力": "1绿1红", "结界区": [ward]}, {}], deck=GREEN_DECK)
    answer(game, "攻伐")
    pass_to_end(game)
    assert _energy(game, 1) == {"green": 1}  # 1红 paid, not 0


def test_an_increase_adds_black(position):
    ward = card("增", "锁定：你使用的红色牌需额外支付1精力。")
    attack = card("甲", "令目标其他角色折损1财富", "1红")
    poor = position(players=[{"手牌": [attack], "精力": "1红", "结界区": [ward]}, {}], deck=GREEN_DECK)
    rich = position(players=[{"手牌": [attack], "精力": "1红1蓝", "结界区": [ward]}, {}], deck=GREEN_DECK)
    assert "精力不足" in poor.explain(0, "甲")
    answer(rich, "甲")
    pass_to_end(rich)
    assert _energy(rich, 1) == {}


def test_the_next_card_costs_less_once(position):
    """试 makes the next card cheaper: 甲 (1红) is then free; 乙 (1红) after it pays in full."""
    first = card("甲", "生产1财富", "1红")
    second = card("乙", "生产1财富", "1红")
    game = position(players=[{"手牌": [card("试", "你使用的下一张牌的精力消耗-1。"), first, second], "精力": "1红"}, {}],
                    deck=GREEN_DECK)
    answer(game, "试")
    pass_to_end(game)
    answer(game, "甲")
    pass_to_end(game)
    assert player(game, 1).wealth == 11 and _energy(game, 1) == {"red": 1}
    answer(game, "乙")
    pass_to_end(game)
    assert player(game, 1).wealth == 12 and _energy(game, 1) == {}


def test_the_next_card_of_a_colour_waits_for_that_colour(position):
    blue = card("蓝", "生产1财富", "1蓝")
    red = card("红", "生产1财富", "1红")
    game = position(players=[{"手牌": [card("试", "你使用的下一张红色牌少支付1精力。"), blue, red], "精力": "1蓝"}, {}],
                    deck=GREEN_DECK)
    answer(game, "试")
    pass_to_end(game)
    answer(game, "蓝")  # paid in full: not red
    pass_to_end(game)
    answer(game, "红")  # free
    pass_to_end(game)
    assert player(game, 1).wealth == 12 and _energy(game, 1) == {}


# -- 其中任意张 / 其中至多N张 (rule 11.150) ---------------------------------------------------------------------------

NUMBERED = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]


def _look_and_take(position, text: str, how_many: str, picks=()):
    """Player 1 uses 试; answers `how_many` to the count, then the cards `picks` names."""
    game = position(players=[{"手牌": [card("试", text)]}, {}], deck=NUMBERED)
    answer(game, "试")
    while game.state.stack:
        labels, prompt = game.decision.labels(), game.decision.prompt
        if prompt.startswith("选择数量"):
            answer(game, how_many)
        elif "过" in labels:
            answer(game, "过")
        elif prompt == "选择牌":
            answer(game, picks[0])
            picks = picks[1:]
        else:  # the order the rest go in
            answer(game, labels[0])
    return game


def _names(game, uids) -> list[str]:
    return sorted(game.runtime().defn(uid).name for uid in uids)


def test_any_number_of_the_cards_looked_at_go_to_the_hand_the_rest_to_the_past(position):
    text = "看牌库顶的5张牌，将其中任意张移入你的手牌区，其余置入过往。"
    game = _look_and_take(position, text, "2", ("牌1", "牌3"))
    assert _names(game, player(game, 1).hand) == ["牌1", "牌3"]
    assert len(game.state.zone_list("past", None)) == 4  # 牌0 牌2 牌4 and 试
    assert _names(game, game.state.zone_list("deck", None)) == ["牌5"]


def test_choosing_none_moves_none_and_is_no_failure(position):
    text = "看牌库顶的5张牌，将其中任意张移入你的手牌区，其余置入过往，然后生产1财富。"
    game = _look_and_take(position, text, "0")
    assert player(game, 1).hand == [] and player(game, 1).wealth == 11
    assert len(game.state.zone_list("past", None)) == 6


def test_at_most_n_offers_no_more_than_n(position):
    text = "查看牌库顶的3张牌，将其中至多2张移入你的手牌区，其余置入过往。"
    game = position(players=[{"手牌": [card("试", text)]}, {}], deck=NUMBERED)
    answer(game, "试")
    assert game.decision.labels() == ["0", "1", "2"]
    answer(game, "1")
    answer(game, "牌2")
    while game.state.stack:
        answer(game, "过" if "过" in game.decision.labels() else game.decision.labels()[0])
    assert _names(game, player(game, 1).hand) == ["牌2"]
    assert _names(game, game.state.zone_list("deck", None)) == ["牌3", "牌4", "牌5"]


# -- targets among you and your teammates (rule 7.17) -----------------------------------------------------------------

def test_a_target_teammate_is_chosen_among_the_team_only(position):
    """团队: seats 1 and 4 are a team. 角色4 is the one legal target (taken without asking)."""
    game = position(players=[{"手牌": [card("试", "令目标队友抽2张牌。")]}, {}, {}, {}], deck=GREEN_DECK, mode="团队")
    answer(game, "试")
    pass_to_end(game)
    assert [len(p.hand) for p in game.state.players] == [0, 0, 0, 2]


def test_you_or_a_target_teammate_offers_both(position):
    game = position(players=[{"手牌": [card("试", "你或目标队友生产2财富。")]}, {}, {}, {}], deck=GREEN_DECK, mode="团队")
    answer(game, "试")
    targets = sorted(label for label in game.decision.labels() if label.startswith("角色"))
    assert targets == ["角色1", "角色4"]
    answer(game, "角色1")
    pass_to_end(game)
    assert [p.wealth for p in game.state.players][0] == player(game, 4).wealth + 2


def test_targeting_you_or_your_teammate_the_target_does_the_step(position):
    game = position(players=[{"手牌": [card("试", "以你或你的队友为目标，抽2张牌。")]}, {}, {}, {}], deck=GREEN_DECK,
                    mode="团队")
    answer(game, "试")
    answer(game, "角色4")
    pass_to_end(game)
    assert [len(p.hand) for p in game.state.players] == [0, 0, 0, 2]


def test_without_teams_there_is_no_target_teammate(position):
    """决斗 has no teams: 目标队友 has no legal target, so the card cannot be used (rule 7.17)."""
    game = position(players=[{"手牌": [card("试", "令目标队友抽2张牌。")]}, {}], deck=GREEN_DECK)
    assert game.explain(0, "试") == "没有合法的目标角色"


def test_without_teams_you_or_a_target_teammate_is_you(position):
    game = position(players=[{"手牌": [card("试", "令你或目标队友生产2财富。")]}, {}], deck=GREEN_DECK)
    answer(game, "试")
    while game.state.stack:
        labels = game.decision.labels()
        assert "角色2" not in labels
        answer(game, "角色1" if "角色1" in labels else "过")
    assert [p.wealth for p in game.state.players] == [12, 10]


# -- a ward's segment after `结附…：` (rule 13.50) --------------------------------------------------------------------


def test_a_ward_attached_by_the_colon_form_hurts_its_host_at_their_turn_start(position):
    """P1 attaches 咒 to P2; at P2's turn start P2 (the 结界区's owner, 你 of the ward, 13.3) loses 1 财富, P1 nothing."""
    text = "结附目标其他角色：该角色回合开始时，折损1财富。"
    game = position(players=[{"手牌": [card("咒", text)]}, {}], deck=GREEN_DECK * 3)
    answer(game, "咒")
    pass_to_end(game)
    assert [game.runtime().defn(uid).name for uid in player(game, 2).ward] == ["咒"]
    answer(game, "结束回合")
    while game.state.active != 1 or game.state.stack:
        answer(game, "过" if "过" in game.decision.labels() else game.decision.labels()[0])
    assert [p.wealth for p in game.state.players] == [10, 9]


def test_the_colon_forms_trigger_on_the_hosts_use_of_that_card(position):
    """咒 lies in P2's 结界区; P2 uses 攻伐 (loses 1) then 劳作 (nothing more)."""
    ward = card("咒", "结附目标其他角色：该角色使用「攻伐」时，其折损1财富。")
    hand = [card("攻伐", "令目标其他角色折损2财富", "0"), card("劳作", "生产2财富", "0")]
    game = position(players=[{}, {"结界区": [ward], "手牌": hand}], deck=GREEN_DECK, current=2)
    answer(game, "攻伐")
    pass_to_end(game)
    assert [p.wealth for p in game.state.players] == [8, 9]
    answer(game, "劳作")
    pass_to_end(game)
    assert [p.wealth for p in game.state.players] == [8, 11]


def test_the_colon_form_with_a_turn_count_and_its_pronoun(position):
    ward = card("福", "结附1名角色2回合：回合开始时，其生产1财富。")
    game = position(players=[{}, {"结界区": [ward]}], deck=GREEN_DECK * 3, current=1)
    answer(game, "结束回合")
    while game.state.active != 1 or game.state.stack:
        answer(game, "过" if "过" in game.decision.labels() else game.decision.labels()[0])
    assert [p.wealth for p in game.state.players] == [10, 11]


def test_the_period_form_names_the_host_by_its_pronoun(position):
    ward = card("咒", "结附目标其他角色。该角色使用「攻伐」时，折损1财富。")
    hand = [card("攻伐", "令目标其他角色折损2财富", "0")]
    game = position(players=[{}, {"结界区": [ward], "手牌": hand}], deck=GREEN_DECK, current=2)
    answer(game, "攻伐")
    pass_to_end(game)
    assert [p.wealth for p in game.state.players] == [8, 9]
