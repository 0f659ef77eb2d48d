"""Forms accepted for issue 11 by lang7 — giving (交给), choosing from a zone (选择), looking (查看, 其中), exchanging
(交换), 再, using a card of another zone — play as they read: who chooses, who sees what, what fails."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import FILLER, play

from scenario_cards import card
from game_views import card_names


def _uid(game, name: str) -> int:
    return next(uid for uid in game.state.cards if game.runtime().defn(uid).name == name)


def test_giving_your_hand_card_to_yourself_fails_and_moves_nothing(position):
    """Rule 11.25: `令目标角色将1张手牌交给你` with 你 as the target is no give: the step fails, the card stays."""
    game = play(position, "令目标角色将1张手牌交给你，生产1财富", me={"手牌": [card("甲", "抽1张牌")]}, target="角色1")
    assert card_names(game, game.state.players[0].hand) == ["甲"]
    assert game.state.players[0].wealth == 10  # the step after a failed one does not happen (rule 10.2)
    assert any(e.kind == "fail" and "交给自己" in e.text for e in game.log)


def test_giving_more_cards_than_you_hold_gives_none(position):
    game = play(position, "将2张手牌交给目标其他角色", me={"手牌": [card("甲", "抽1张牌")]})
    assert card_names(game, game.state.players[0].hand) == ["甲"] and not game.state.players[1].hand


def test_a_given_card_is_seen_by_its_receiver_only(position):
    """The card enters the receiver's hand face down (rule 3.10); the log names no card."""
    game = play(position, "将1张手牌交给目标其他角色", me={"手牌": [card("密信", "抽1张牌")]})
    uid = _uid(game, "密信")
    assert game.state.players[1].hand == [uid] and game.state.cards[uid].owner == 1
    assert game.state.cards[uid].visible_to(1) and not game.state.cards[uid].visible_to(0)
    assert not any("密信" in e.text for e in game.log if e.kind == "move")


def test_choosing_from_the_deck_top_shows_those_cards_to_the_chooser_only(position):
    """Rule 11.26: the chooser sees the 3 cards; the 4th and the other player see nothing; the rest stay in order."""
    deck = [card(n, "抽1张牌") for n in ("甲", "乙", "丙", "丁")]
    game = position(players=[{"手牌": [card("试", "从牌库顶的3张牌中选择1张移入你的手牌区")]}, {}], deck=deck)
    answer(game, "试")
    while game.decision.kind != "card":
        answer(game, "过")
    assert sorted(game.decision.labels()) == ["丙", "乙", "甲"]  # by face: the chooser has seen them
    answer(game, "乙")
    state = game.state
    assert card_names(game, state.players[0].hand) == ["乙"]
    assert [game.runtime().defn(u).name for u in state.zones["deck"]] == ["甲", "丙", "丁"]
    assert state.cards[_uid(game, "甲")].visible_to(0) and not state.cards[_uid(game, "甲")].visible_to(1)
    assert not state.cards[_uid(game, "丁")].visible_to(0)


def test_choosing_from_fewer_cards_than_the_window_takes_from_those_there(position):
    deck = [card("甲", "抽1张牌")]
    game = position(players=[{"手牌": [card("试", "从牌库顶的3张牌中选择1张移入你的手牌区")]}, {}], deck=deck)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert card_names(game, game.state.players[0].hand) == ["甲"]


def test_choosing_more_than_there_are_fails_and_moves_nothing(position):
    game = play(position, "从过往中选择2张牌移入你的手牌区，生产1财富", past=[card("甲", "抽1张牌")])
    assert not game.state.players[0].hand and game.state.players[0].wealth == 10


def test_a_player_told_to_choose_chooses_themselves(position):
    """`令目标角色从过往中选择1张牌移入其手牌区`: the one 令 names chooses (rule 11.26), not the card's controller."""
    past = [card("甲", "抽1张牌"), card("乙", "抽1张牌")]
    game = position(players=[{"手牌": [card("试", "令目标其他角色从过往中选择1张牌移入其手牌区")]}, {}], past=past,
                    deck=FILLER)  # a deck, so 过往 is not shuffled into an empty one (rule 3.4)
    answer(game, "试")  # the only other player is the target without asking
    while game.decision.kind != "card":
        answer(game, "过")
    assert game.decision.player == 1
    answer(game, "乙")
    assert card_names(game, game.state.players[1].hand) == ["乙"]


def test_looking_at_a_hand_then_discarding_among_what_is_still_there(position):
    """Rule 11.27: 其中 is the cards looked at that are still where they were: after the target discarded one of
    its two cards, 弃置其中1张 takes the other, chosen by the looker, without asking."""
    theirs = {"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}
    game = position(players=[{"手牌": [card("试", "查看目标其他角色的手牌，令其弃1张手牌，弃置其中1张")]}, theirs],
                    deck=FILLER)
    answer(game, "试")  # the only other player is the target without asking
    while game.decision.kind != "card":
        answer(game, "过")
    assert game.decision.player == 1
    answer(game, "甲")
    while game.state.stack:
        answer(game, "过")
    assert not game.state.players[1].hand
    assert card_names(game, game.state.zones["past"]) == ["乙", "甲", "试"]
    assert any(e.kind == "look" and e.text == "角色1查看了角色2的手牌区中的2张牌" for e in game.log)


def test_looking_at_an_empty_hand_does_not_fail_but_among_it_finds_nothing(position):
    game = play(position, "查看目标其他角色的手牌，生产1财富")
    assert game.state.players[0].wealth == 11
    game = play(position, "查看目标其他角色的手牌，弃置其中1张，生产1财富")
    assert game.state.players[0].wealth == 10


def test_exchanging_wealth_is_neither_production_nor_damage(position):
    """Rule 11.28: the values swap; no 生产/折损 event, both set."""
    game = play(position, "令你与目标角色交换财富", me={"财富": 4}, others=[{"财富": 15}], target="角色2")
    assert (game.state.players[0].wealth, game.state.players[1].wealth) == (15, 4)
    assert not any(e.kind == "wealth" for e in game.log)


def test_exchanging_hands_keeps_lord_cards_and_works_with_an_empty_hand(position):
    lord = {"阵营": "中立", "名称": "隐士", "效率": 5, "仓储": 5, "精力": "1黑", "技能": ""}
    game = play(position, "与目标其他角色交换手牌", me={"手牌": [card("甲", "抽1张牌"), lord]})
    assert card_names(game, game.state.players[1].hand) == ["甲"]
    assert card_names(game, game.state.players[0].hand) == ["隐士"]


def test_exchanging_with_yourself_fails(position):
    game = play(position, "与目标角色交换财富，生产1财富", me={"财富": 4}, target="角色1")
    assert game.state.players[0].wealth == 4


def test_using_a_card_from_the_past_pays_its_cost_unless_told_not_to(position):
    """Rule 11.29: 使用过往中的1张牌 uses it as from the hand: its 精力 is paid; with （不支付精力） not."""
    past = [card("大赏", "生产3财富", cost="2绿")]
    game = play(position, "使用过往中的1张牌", past=past, me={"精力": "2绿"})
    assert game.state.players[0].wealth == 13 and game.state.players[0].energy.get("green", 0) == 0
    game = play(position, "使用过往中的1张牌（不支付精力）", past=past, me={"精力": "2绿"})
    assert game.state.players[0].wealth == 13 and game.state.players[0].energy.get("green", 0) == 2


def test_using_from_an_empty_past_fails(position):
    game = play(position, "使用过往中的1张牌，生产1财富")
    assert game.state.players[0].wealth == 10


def test_again_after_a_full_stop_is_one_use(position):
    """Rule 10.26: `生产1财富。若你的手牌数为0，再生产1财富` is one effect: one use gives 2 財富 with an empty hand,
    1 with a card in hand."""
    assert play(position, "生产1财富。若你的手牌数为0，再生产1财富").state.players[0].wealth == 12
    game = play(position, "生产1财富。若你的手牌数为0，再生产1财富", me={"手牌": [card("甲", "抽1张牌")]})
    assert game.state.players[0].wealth == 11
