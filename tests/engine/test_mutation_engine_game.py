"""`为什么` about a lord card in the hand (engine/game.py's `Game.explain_card`): a lord card is no hand
card (rule 3.6), so its reason is the game's own for cards used otherwise — stated where the seeded mutation
sample of game.py (docs/testing.md) found it unasserted."""

from __future__ import annotations

from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]
LORD = {"阵营": "中立", "名称": "账房", "效率": 5, "仓储": 5, "精力": "0", "技能": "生产1财富"}


def test_explaining_a_lord_card_in_the_hand_gives_the_lords_timing(position):
    game = position(players=[{"手牌": [LORD]}, {"手牌": [dict(LORD, 名称="书吏")]}], deck=FILLER)
    mine, theirs = game.state.players[0].hand[0], game.state.players[1].hand[0]
    assert "使用领主「账房」" in game.decision.labels()
    assert game.explain_card(0, mine) == ""  # seat 1's own main phase, the stack empty
    assert game.explain_card(1, theirs) == "时机不符：领主牌只能在自己的主阶段、堆叠为空时使用"
    assert game.explain(0, "账房") == ""
    assert game.explain(1, "书吏") == "时机不符：领主牌只能在自己的主阶段、堆叠为空时使用"


def test_explaining_a_card_whose_target_range_counts_your_hand_agrees_with_the_options(position):
    # X counts the card itself while it is in its owner's hand: 角色2 is within 1, so the card is offered
    text = "令距离X以内的目标其他角色生产1财富（X为你的手牌数）"
    game = position(players=[{"手牌": [card("试", text)]}, {"手牌": [card("应", text)]}], deck=FILLER)
    mine, theirs = game.state.players[0].hand[0], game.state.players[1].hand[0]
    assert "使用「试」" in game.decision.labels()
    assert game.explain_card(0, mine) == "" and game.explain(0, "试") == ""
    assert game.explain_card(1, theirs) == "时机不符：「主动」只能在自己的回合内、没有牌正在结算时使用"
