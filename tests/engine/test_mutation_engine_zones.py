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
