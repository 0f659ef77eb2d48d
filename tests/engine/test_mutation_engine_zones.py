"""What a designer relies on from engine/zones.py, stated where the seeded mutation sample of zones.py
(docs/testing.md) found it unasserted."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]


def _names(game, uids) -> list[str]:
    rt = game.runtime()
    return [rt.defn(uid).name for uid in uids]


def test_a_countered_card_moved_to_the_bottom_of_the_deck_goes_to_the_bottom(position):
    # rule 11.42: after 反制, 其 is the card in 过往, and it goes where the text says — the bottom, not the top
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("拒", "即刻：反制目标牌，将其移入牌库底")]}],
                    deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "拒")
    pass_to_end(game)
    deck = game.state.zone("deck")
    assert _names(game, deck[-1:]) == ["攻"] and "攻" not in _names(game, deck[:-1])
    assert "攻" not in _names(game, game.state.zone("past"))
    assert game.state.players[1].wealth == 10  # countered: nobody lost 财富


def test_looking_at_a_hand_is_logged_as_the_lookers_and_shows_them_the_cards(position):
    """`查看目标其他角色的手牌` (rule 3.10): the log says who looked, where and how many (never the faces), and the
    cards stay visible to the looker, not to anyone else."""
    theirs = {"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}
    game = position(players=[{"手牌": [card("试", "查看目标其他角色的手牌")]}, theirs, {}],
                    deck=[card("牌甲", "生产1财富")] * 5, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    pass_to_end(game)
    (look,) = [(e.kind, e.player, e.text) for e in game.log if e.kind == "look"]
    assert look == ("look", 0, "角色1查看了角色2的手牌区中的2张牌")
    hand = game.state.players[1].hand
    assert [game.state.cards[u].visible_to(0) for u in hand] == [True, True]
    assert [game.state.cards[u].visible_to(2) for u in hand] == [False, False]


def test_a_card_moved_off_the_stack_goes_where_the_effect_says(position):
    """Rule 8.8: `即刻：将目标牌移入你的手牌区` takes 甲 off the stack (it never resolves) into 角色2's hand, not the 过往."""
    game = position(players=[{"手牌": [card("甲", "生产1财富")]},
                             {"手牌": [card("乙", "即刻：将目标牌移入你的手牌区")]}], deck=[card("牌甲", "生产1财富")] * 5)
    answer(game, "甲")
    answer(game, "乙")
    pass_to_end(game)
    assert _names(game, game.state.players[1].hand) == ["甲"]
    assert ("move", 1, "1张牌移入角色2的手牌区") in [(e.kind, e.player, e.text) for e in game.log]
    assert game.state.players[0].wealth == 10  # 甲 left the stack unresolved


def test_shuffling_a_zone_turns_no_card_over(position):
    """Rule 11.19: 洗乱 only reorders. After `洗乱牌库` no card of the 牌库 is visible to anyone (a player who could see
    a face-up deck would know what comes next); after `洗乱过往` every card of the 过往 is still face up, seen by all."""
    deck = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(4)]
    game = position(players=[{"手牌": [card("试", "洗乱牌库")]}, {}], deck=deck)
    answer(game, "试")
    pass_to_end(game)
    in_deck = game.state.zone("deck")
    assert sorted(_names(game, in_deck)) == ["牌0", "牌1", "牌2", "牌3"]
    assert [game.state.cards[u].visible_to(seat) for u in in_deck for seat in (0, 1)] == [False] * 8
    assert ("shuffle", None, "洗乱牌库") in [(e.kind, e.player, e.text) for e in game.log]
    past = [card("旧甲", "抽1张牌"), card("旧乙", "抽1张牌")]
    game = position(players=[{"手牌": [card("试", "洗乱过往")]}, {}], deck=deck, past=past)
    answer(game, "试")
    pass_to_end(game)
    shuffled = [u for u in game.state.zone("past") if _names(game, [u])[0] in ("旧甲", "旧乙")]
    assert len(shuffled) == 2
    assert [game.state.cards[u].visible_to(seat) for u in shuffled for seat in (0, 1)] == [True] * 4
