"""What a card does is what its text says: constructs of the shared language that no played position
exercised before (issue 18: mutants of zhdsl/compiler/lower.py that survived, or that no test reached).
Each test plays a small position and asserts the outcome and the log line the player reads."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]
PAST = [card("旧", "抽1张牌")]


def play(position, text: str, me: dict | None = None, others: list | None = None, target: str | None = None,
         choose: tuple = (), deck=FILLER, **kw):
    """Player 1 uses a card with `text` (choosing `target` when asked, then the cards `choose` names when the
    effect asks), besides the cards `me` holds in hand; everyone passes until the 堆叠 is empty."""
    me = me or {}
    hand = [card("试", text), *me.get("手牌", [])]
    game = position(players=[{**me, "手牌": hand}, *(others or [{}])], deck=deck, **kw)
    answer(game, "试")
    if target is not None:
        answer(game, target)
    chosen = list(choose)
    while game.state.stack:
        answer(game, chosen.pop(0) if chosen and "过" not in game.decision.labels() else "过")
    return game


def lines(game, n: int) -> list[str]:
    return [e.text for e in game.log][-n:]


def test_either_condition_of_a_slash_is_enough(position):
    """`若A/B，…`: the steps happen when only the second condition holds."""
    game = play(position, "若你的物资至少2/你的仓储至少7，生产1财富", me={"物资": 1, "仓储": 8})
    assert game.state.players[0].wealth == 11
    assert lines(game, 3)[:2] == ["结算「试」", "角色1生产1财富，现有11"]


def test_a_slash_condition_fails_when_neither_holds(position):
    game = play(position, "若你的物资至少2/你的仓储至少7，生产1财富", me={"物资": 1, "仓储": 6})
    assert game.state.players[0].wealth == 10
    assert lines(game, 2)[0] == "条件不满足：你的物资不小于2/你的仓储不小于7（实际：1与2）（实际：6与7），后续步骤不执行"


def test_players_joined_by_and_each_act(position):
    """`令你和目标其他角色各生产1财富`: both act, in the order written; the third player does not."""
    game = play(position, "令你和目标其他角色各生产1财富", others=[{}, {}], mode="权杖", target="角色3")
    assert [p.wealth for p in game.state.players] == [11, 10, 11]
    assert lines(game, 4)[:3] == ["结算「试」", "角色1生产1财富，现有11", "角色3生产1财富（来源：角色1），现有11"]


def test_a_card_is_taken_from_the_past_into_the_hand(position):
    game = play(position, "将过往中的1张牌移入你的手牌区", past=PAST)
    s = game.state
    assert [game.library[s.cards[u].def_id].name for u in s.players[0].hand] == ["旧"]
    assert lines(game, 2)[0] == "1张牌移入角色1的手牌区"


def test_taking_from_an_empty_past_fails_and_stops_the_effect(position):
    game = play(position, "将过往中的1张牌移入你的手牌区，生产1财富")
    assert game.state.players[0].hand == [] and game.state.players[0].wealth == 10
    assert lines(game, 3)[:2] == ["可选的牌不够，移动失败", "「试」的某一步骤未能完成，后续步骤不执行"]


def test_a_condition_counts_the_cards_of_a_zone(position):
    """`若过往中有牌`: true with one card there, false with none."""
    assert play(position, "若过往中有牌，生产1财富", past=PAST).state.players[0].wealth == 11
    empty = play(position, "若过往中有牌，生产1财富")
    assert empty.state.players[0].wealth == 10
    assert lines(empty, 2)[0] == "条件不满足：过往中有牌（实际：0与0），后续步骤不执行"


def test_only_cards_of_the_named_kind_are_taken_from_a_zone(position):
    """`将过往中的1张「攻伐」移入…`: another card in 过往 does not count; a 「攻伐」 there is taken."""
    text = "将过往中的1张「攻伐」移入你的手牌区，生产1财富"
    other = play(position, text, past=PAST)
    assert other.state.players[0].hand == [] and other.state.players[0].wealth == 10
    assert lines(other, 3)[0] == "可选的牌不够，移动失败"
    game = play(position, text, past=[*PAST, card("攻伐", "抽1张牌")])
    s = game.state
    assert [game.library[s.cards[u].def_id].name for u in s.players[0].hand] == ["攻伐"] and s.players[0].wealth == 11


def test_all_hand_cards_are_moved(position):
    """`将所有手牌移入牌库顶`: every card left in the hand goes, none stays (rule 10.11)."""
    game = play(position, "将所有手牌移入牌库顶", me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]},
                choose=["乙", "甲"])
    s = game.state
    assert s.players[0].hand == []
    assert sorted(game.library[s.cards[u].def_id].name for u in s.zones["deck"][:2]) == ["乙", "甲"]
    assert lines(game, 4)[:3] == ["结算「试」", "1张牌移入牌库", "1张牌移入牌库"]


def test_half_the_hand_cards_are_moved_rounded_down(position):
    """`将一半手牌移入虚空` with 3 cards in hand (after using 试): 1 moves, 2 stay."""
    hand = [card(n, "抽1张牌") for n in "甲乙丙"]
    game = play(position, "将一半手牌移入虚空", me={"手牌": hand}, choose=["乙"])
    s = game.state
    assert sorted(game.library[s.cards[u].def_id].name for u in s.players[0].hand) == ["丙", "甲"]
    assert [game.library[s.cards[u].def_id].name for u in s.zones["void"]] == ["乙"]


def test_all_cards_of_a_zone_are_taken(position):
    """`将过往中的所有牌移入你的手牌区`: all of them, and from an empty 过往 nothing, without failing."""
    past = [card("旧", "抽1张牌"), card("老", "抽1张牌")]
    game = play(position, "将过往中的所有牌移入你的手牌区，生产1财富", past=past)
    s = game.state
    assert sorted(game.library[s.cards[u].def_id].name for u in s.players[0].hand) == ["旧", "老"]
    assert s.players[0].wealth == 11
    empty = play(position, "将过往中的所有牌移入你的手牌区，生产1财富")
    assert empty.state.players[0].hand == [] and empty.state.players[0].wealth == 11
