"""The forms lang13b accepted (tests/text/test_lang13b_forms.py) play as they read, and so do the texts of batch s13b
that were accepted blind and could be misread: each test plays a small position and checks the state and the log.
Rules: 12.100 (the card at an end of the 过往), 11.120 (正面向上放置 in place), 11.121 (其中点数最大的N张), 11.122
(另N张), 10.131 (若其无法使用 after 使用该牌), 15.28 (a lord on one line), 9.70 (锁定：回合结束时，…), 4.30 (a general card on one line), 12.101 (the point after 目标), 10.132 (每有), 11.123 (直到你的下回合开始)."""

from __future__ import annotations

from pathlib import Path

from decisions import answer, pass_to_end, use_when_offered
from scenario_cards import card
from test_engine_lowered_texts import play

HELDOUT = Path(__file__).resolve().parents[1] / "text" / "heldout" / "s13b.txt"
PAST = [card("底", "抽1张牌", "0", 1), card("中", "抽1张牌", "0", 2), card("顶", "抽1张牌", "0", 3)]


def s13b(n: int) -> str:
    """The n-th text of batch s13b, so a test plays the very text held out."""
    lines = HELDOUT.read_text(encoding="utf-8").split("\n")
    return [t.strip() for t in lines if t.strip() and not t.startswith("#")][n - 1]


def names(game, uids) -> list[str]:
    return [game.library[game.state.cards[u].def_id].name for u in uids]


def hand(game, seat: int = 0) -> list[str]:
    return names(game, game.state.players[seat].hand)


def past(game) -> list[str]:
    return names(game, game.state.zones["past"])


def wealth(game) -> list[int]:
    return [p.wealth for p in game.state.players]


def log(game, n: int) -> list[str]:
    return [e.text for e in game.log][-n:]


# ---- 12.100: the bottom and the top card of the 过往 -----------------------------------------------------------


def test_the_bottom_card_of_the_past_is_the_one_that_entered_first(position):
    game = play(position, s13b(10), past=PAST)  # 将过往中最底部的牌加入手牌。
    assert hand(game) == ["底"]
    assert past(game) == ["中", "顶", "试"]


def test_the_top_card_of_the_past_is_the_one_that_entered_last(position):
    game = play(position, "将过往顶的牌移入你的手牌区", past=PAST)
    assert hand(game) == ["顶"] and past(game) == ["底", "中", "试"]


def test_two_cards_at_the_bottom_of_the_past_are_taken_without_a_choice(position):
    game = play(position, "将过往底部的2张牌移入虚空", past=PAST)
    assert names(game, game.state.zones["void"]) == ["底", "中"]
    assert past(game) == ["顶", "试"]


def test_a_card_put_at_the_bottom_of_the_past_becomes_its_bottom_card(position):
    game = play(position, "将1张手牌移入过往底，将过往中最底部的牌移入虚空", me={"手牌": [card("手", "生产1财富")]}, past=PAST)
    assert names(game, game.state.zones["void"]) == ["手"]
    assert past(game) == ["底", "中", "顶", "试"]


def test_the_bottom_of_an_empty_past_fails_the_step(position):
    game = play(position, "将过往中最底部的牌加入你的手牌，生产1财富")
    assert hand(game) == [] and wealth(game)[0] == 10


# ---- 11.120: 正面向上放置, in place ---------------------------------------------------------------------------


def test_a_hand_card_turned_face_up_stays_in_the_hand_and_everyone_sees_it(position):
    game = play(position, s13b(15), me={"手牌": [card("手", "生产1财富")]})  # 将你的1张手牌正面向上放置。
    (uid,) = game.state.players[0].hand
    c = game.state.cards[uid]
    assert names(game, [uid]) == ["手"] and c.face_up and c.visible_to(1)
    assert "角色1正面向上放置了「手」" in log(game, 4)


def test_the_top_card_of_the_deck_turned_face_up_stays_there_until_drawn(position):
    deck = [card("绿牌", "生产1财富", "1绿", 2), card("下", "生产1财富", "1绿", 3)]
    game = play(position, "翻开牌库顶的1张牌，若该牌为红色，抽1张牌", deck=deck)
    top = game.state.zones["deck"][0]
    assert names(game, [top]) == ["绿牌"] and game.state.cards[top].face_up and hand(game) == []


def test_a_red_card_turned_face_up_on_the_deck_is_named_by_its_pronoun(position):
    deck = [card("红牌", "生产1财富", "1红", 2), card("下", "生产1财富", "1绿", 3)]
    game = play(position, "将牌库顶的1张牌正面向上放置，若该牌为红色，抽1张牌", deck=deck)
    assert hand(game) == ["红牌"]
    assert not game.state.cards[game.state.players[0].hand[0]].face_up  # it moved: face down in the hand again


def test_too_few_hand_cards_to_turn_face_up_fail_the_step(position):
    game = play(position, "将你的2张手牌正面向上放置，生产1财富", me={"手牌": [card("手", "生产1财富")]})
    assert wealth(game)[0] == 10 and not game.state.cards[game.state.players[0].hand[0]].face_up


def test_all_hand_cards_turned_face_up_then_one_is_used_free(position):
    """s13b 41: the target's hand turned face up, you choose one, they use it without paying 精力 (10.131)."""
    other = {"手牌": [card("劳作", "生产2财富", "2绿", 1), card("教育", "抽1张牌", "1蓝", 2)]}
    game = play(position, s13b(41), others=[other], target="角色2", choose=("劳作",))
    assert wealth(game) == [10, 12] and hand(game, 1) == ["教育"]
    assert game.state.cards[game.state.players[1].hand[0]].face_up
    assert not game.state.players[1].energy  # nothing paid


def test_a_chosen_card_that_cannot_be_used_takes_the_otherwise(position):
    """A card whose only target is a card, with no card to target: it cannot be used, so the target loses 2."""
    other = {"手牌": [card("反制", "即刻：反制目标「攻伐」", "0", 1)]}
    game = play(position, s13b(41), others=[other], target="角色2", choose=("反制",))
    assert wealth(game) == [10, 8] and hand(game, 1) == ["反制"]


# ---- 11.121: the greatest or smallest point among the cards looked at -----------------------------------------


def test_the_card_of_the_greatest_point_is_taken_and_the_rest_go_to_the_past(position):
    deck = [card("甲", "生产1财富", "0", 2), card("乙", "生产1财富", "0", 7), card("丙", "生产1财富", "0", 5), card("丁", "抽1张牌")]
    game = play(position, s13b(19), deck=deck, choose=("甲", "丙"))  # 看牌库顶3张牌，将其中点数最大的1张加入手牌，其余置入过往。
    assert hand(game) == ["乙"] and sorted(past(game)) == sorted(["甲", "丙", "试"])


def test_cards_tied_at_the_greatest_point_are_chosen_among_only(position):
    deck = [card("甲", "生产1财富", "0", 7), card("乙", "生产1财富", "0", 7), card("丙", "生产1财富", "0", 1)]
    game = position(players=[{"手牌": [card("试", "查看牌库顶的3张牌，将其中点数最大的1张移入你的手牌区")]}, {}], deck=deck)
    answer(game, "试")
    while game.state.stack and "过" in game.decision.labels():
        answer(game, "过")
    assert game.decision.labels() == ["甲", "乙"]  # 丙 is smaller: never offered
    answer(game, "乙")
    pass_to_end(game)
    assert hand(game) == ["乙"]


def test_the_card_of_the_smallest_point_in_a_hand_is_chosen_and_its_colour_read(position):
    """s13b 38: the red 3 is the smallest, moved to the 过往, so the target loses 2 (否则 not taken)."""
    other = {"手牌": [card("红三", "生产1财富", "1红", 3), card("蓝六", "生产1财富", "1蓝", 6)]}
    game = play(position, s13b(38), others=[other], target="角色2")
    assert hand(game, 1) == ["蓝六"] and "红三" in past(game) and wealth(game) == [10, 8] and hand(game) == []


def test_the_smallest_not_red_takes_the_otherwise(position):
    other = {"手牌": [card("蓝一", "生产1财富", "1蓝", 1), card("红六", "生产1财富", "1红", 6)]}
    game = play(position, s13b(38), others=[other], target="角色2", deck=[card("库", "生产1财富")])
    assert hand(game, 1) == ["红六"] and wealth(game) == [10, 10] and hand(game) == ["库"]


# ---- 11.122: 另N张 -------------------------------------------------------------------------------------------


def test_the_other_card_looked_at_goes_to_the_hand(position):
    deck = [card("甲", "生产1财富", "0", 1), card("乙", "生产1财富", "0", 2), card("丙", "生产1财富", "0", 3)]
    game = play(position, "看牌库顶2张牌，将其中1张置于牌库底，另1张加入你的手牌", deck=deck, choose=("乙",))
    assert hand(game) == ["甲"] and names(game, game.state.zones["deck"]) == ["丙", "乙"]


def test_the_held_out_text_with_the_other_card_pays_its_energy_first(position):
    deck = [card("甲", "生产1财富", "0", 1), card("乙", "生产1财富", "0", 2)]
    game = play(position, s13b(46), me={"精力": "1黄"}, deck=deck, choose=("甲",))
    assert hand(game) == ["乙"] and names(game, game.state.zones["deck"]) == ["甲"]


# ---- 15.28: a lord on one line -------------------------------------------------------------------------------


def test_a_lord_line_sets_the_lords_fields_and_skills(position):
    game = position(players=[{"领主": s13b(36), "精力": "0"}, {}])  # 领主 烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：追加：…
    rt, me = game.runtime(), game.state.players[0]
    lord = rt.lord_def(0)
    assert (lord.name, me.efficiency, me.storage) == ("铁骑督", 4, 6)


def test_a_lord_lines_skill_plays(position):
    line = "领主 平风·游商，效率3，仓储5，精力绿绿黄，技能：限定：生产2财富。"
    game = position(players=[{"领主": line}, {}])
    assert (game.state.players[0].efficiency, game.state.players[0].storage) == (3, 5)
    answer(game, "生产2财富")
    pass_to_end(game)
    assert wealth(game) == [12, 10]


# ---- batch s13b texts accepted blind that could be misread ---------------------------------------------------


def test_all_hand_cards_to_the_void_then_as_many_drawn(position):
    """s13b 31: 等量 is the number moved (3), not 0 after the hand is empty."""
    deck = [card(f"库{i}", "生产1财富") for i in range(5)]
    game = play(position, s13b(31), me={"手牌": [card(f"手{i}", "生产1财富") for i in range(3)]}, deck=deck)
    assert len(game.state.zones["void"]) == 3 and hand(game) == ["库0", "库1", "库2"]


def test_half_the_wealth_paid_and_as_much_produced_by_the_target(position):
    game = play(position, s13b(23), me={"财富": 9}, target="角色2")  # 支付一半财富（向下取整），令目标角色生产等量财富。
    assert wealth(game) == [5, 14]


def test_an_emptied_hand_after_two_discards_loses_one(position):
    other = {"手牌": [card("甲", "生产1财富"), card("乙", "生产1财富")]}
    game = play(position, s13b(16), others=[other], target="角色2", choose=("甲", "乙"))
    assert hand(game, 1) == [] and wealth(game) == [10, 9]


def test_versions_draw_and_discard_their_own_numbers(position):
    """s13b 34: `抽1|2|3张牌，然后弃0|1|2张手牌` is three versions, each drawing and discarding its own numbers."""
    game = position(players=[{"手牌": [card("试", s13b(34)), card("留", "生产1财富")]}, {}],
                    deck=[card(f"库{i}", "生产1财富") for i in range(5)])
    answer(game, "试")
    assert game.decision.labels() == ["抽1张牌，弃0张手牌", "抽2张牌，弃1张手牌", "抽3张牌，弃2张手牌"]
    answer(game, "抽3张牌")
    chosen = ["留", "库0"]
    while game.state.stack:
        answer(game, "过" if "过" in game.decision.labels() else chosen.pop(0))
    assert hand(game) == ["库1", "库2"] and sorted(past(game)) == ["库0", "留", "试"]


# ---- 9.70: 锁定： then the trigger ---------------------------------------------------------------------------


def _end_turn(game) -> None:
    answer(game, "结束回合")
    while game.state.stack:
        answer(game, "过")


def test_a_locked_skill_with_its_trigger_after_the_colon_fires_at_turn_end(position):
    """s13b 29: more hand cards (3) than 财富 (2) at your turn end: you lose 1."""
    lord = {"名称": "试主", "技能": s13b(29), "效率": 5}
    game = position(players=[{"领主": lord, "财富": 2, "手牌": [card(f"手{i}", "生产1财富") for i in range(3)]}, {}])
    _end_turn(game)
    assert wealth(game) == [1, 10]
    assert "结算「试主」的技能「锁定&当回合结束时：若你的手牌数大于财富，折损1财富」" in log(game, 8)


def test_a_locked_skill_whose_condition_fails_loses_nothing(position):
    lord = {"名称": "试主", "技能": s13b(29), "效率": 5}
    game = position(players=[{"领主": lord, "财富": 5, "手牌": [card(f"手{i}", "生产1财富") for i in range(3)]}, {}])
    _end_turn(game)
    assert wealth(game) == [5, 10]


# ---- 4.30: a general card on one line -------------------------------------------------------------------------


def test_a_general_card_line_is_a_card_of_that_name_point_and_colour_and_plays(position):
    """s13b 50: 攻伐, 7, red; the target loses 3, now has less than you, so you gain 1 物资 (否则 not taken)."""
    game = position(players=[{"精力": "1红", "手牌": [s13b(50)]}, {}])
    uid = game.state.players[0].hand[0]
    rt = game.runtime()
    assert (names(game, [uid]), rt.card_fact(uid, "point"), rt.card_fact(uid, "colour")) == (["攻伐"], 7, "red")
    answer(game, "攻伐")
    answer(game, "角色2")
    pass_to_end(game)
    assert wealth(game) == [10, 7] and [p.supply for p in game.state.players] == [1, 0]
    assert not game.state.players[0].energy  # 1 red paid


def test_a_general_card_line_whose_target_stays_richer_takes_the_otherwise(position):
    other = {"财富": 15, "手牌": [card("甲", "生产1财富")]}
    game = position(players=[{"精力": "1红", "手牌": [s13b(50)]}, other])
    answer(game, "攻伐")
    answer(game, "角色2")
    while game.state.stack:
        answer(game, "过" if "过" in game.decision.labels() else "甲")
    assert wealth(game) == [10, 12] and hand(game, 1) == [] and [p.supply for p in game.state.players] == [0, 0]


# ---- 12.101: the point after 目标 ------------------------------------------------------------------------------


def _answered(position, text: str, used: dict):
    """Player 1 uses `used`; player 2, holding a card with `text`, uses it when offered. (game, offered)."""
    game = position(players=[{"手牌": [used], "精力": "3红"}, {"手牌": [card("应", text)], "精力": "3黑"}],
                    deck=[card(f"库{i}", "生产1财富") for i in range(4)])
    answer(game, used["名称"])
    offered = use_when_offered(game, "应")
    pass_to_end(game)
    return game, offered


def test_a_point_after_the_target_lets_only_a_small_card_be_countered(position):
    """s13b 25: a 4 is countered (no 财富 produced); a 5 is not offered and resolves."""
    low, offered = _answered(position, s13b(25), card("产", "生产3财富", "1红", 4))
    assert offered and wealth(low) == [10, 10]
    high, offered = _answered(position, s13b(25), card("产", "生产3财富", "1红", 5))
    assert not offered and wealth(high) == [13, 10]


# ---- 10.132: 每有 ----------------------------------------------------------------------------------------------


def test_one_wealth_for_each_richer_player(position):
    """s13b 18: two of the three others are richer than you (12 and 11; 10 is not): +2."""
    game = play(position, s13b(18), others=[{"财富": 12}, {"财富": 11}, {"财富": 10}], mode="权杖")
    assert wealth(game) == [12, 12, 11, 10]


def test_one_card_for_each_ward_then_the_next_step_once(position):
    """s13b 39: two 结界, two cards drawn; then one hand card discarded (the / choice), once."""
    wards = [card("界甲", "锁定&回合结束：生产1财富"), card("界乙", "锁定&回合结束：生产1财富")]
    deck = [card(f"库{i}", "生产1财富") for i in range(4)]
    game = play(position, s13b(39), me={"结界区": wards}, deck=deck, choose=("弃1张手牌", "库0"))
    assert hand(game) == ["库1"] and "库0" in past(game) and wealth(game)[0] == 10


def test_no_ward_no_card_and_the_choice_still_made(position):
    game = play(position, s13b(39), deck=[card("库", "生产1财富")], choose=("折损1财富",))
    assert hand(game) == [] and wealth(game)[0] == 9


# ---- 11.123: 直到你的下回合开始 -----------------------------------------------------------------------------------


def test_storage_raised_until_your_next_turn_starts(position):
    """s13b 28: 仓储 7 through the other player's turn, back to 5 when your next turn starts."""
    game = play(position, s13b(28))
    assert game.state.players[0].storage == 7
    _end_turn(game)
    assert game.state.active == 1 and game.state.players[0].storage == 7
    _end_turn(game)
    assert game.state.active == 0 and game.state.players[0].storage == 5
    assert "持续到下回合开始的改变结束：角色1" in log(game, 12)


def test_a_death_trigger_names_the_dead_player_by_its_pronoun(position):
    """s13b 42 as a lord skill: when another player dies, you produce 2 and *their* 结界 go to the 过往 (其 = who died)."""
    lord = {"名称": "试主", "技能": s13b(42), "效率": 5}
    ward = card("界", "锁定&回合结束：生产1财富")
    game = position(players=[{"领主": lord, "手牌": [card("试", "令目标角色折损1财富")]},
                             {"财富": 1, "结界区": [ward]}, {"结界区": [card("留", "锁定&回合结束：生产1财富")]}],
                    mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    pass_to_end(game)
    s = game.state
    assert wealth(game) == [12, 0, 10] and s.players[1].dead
    assert s.players[1].ward == [] and "界" in past(game) and names(game, s.players[2].ward) == ["留"]
