"""What the lowering (zhdsl/compiler/lower.py) makes of a text, as it plays, where the seeded mutation sample of
branch `mut18g` (docs/testing.md) found it unasserted: 任意张 asked before the step (rule 10.16), a named card chosen
from a zone (11.26), a quoted text of two sentences executed whole (11.13)."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _play(position, text: str, hand: list, **kw):
    game = position(players=[{"手牌": [card("试", text, "0"), *hand]}, {}], deck=DECK, **kw)
    answer(game, "试")
    return game


def _settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def test_any_number_of_cards_is_chosen_then_as_many_drawn(position):
    """`弃任意张手牌，抽等量张牌`: 角色1 chooses 2 of their 2 other cards, discards them and draws 2."""
    game = _play(position, "弃任意张手牌，抽等量张牌", [card("甲", "生产1财富", "0"), card("乙", "生产1财富", "0")])
    while "2" not in game.decision.labels():
        answer(game, "过")
    answer(game, "2")
    _settle(game)
    names = sorted(game.runtime().defn(uid).name for uid in game.state.players[0].hand)
    assert names == ["牌0", "牌1"]


def test_a_named_card_chosen_from_the_past_is_that_name(position):
    """`从过往中选择1张「攻伐」移入你的手牌区`: of 攻伐 and 劳作 in 过往, only 攻伐 can be chosen, and it is moved."""
    game = _play(position, "从过往中选择1张「攻伐」移入你的手牌区", [],
                 past=[card("劳作", "生产1财富", "0", 1), card("攻伐", "生产1财富", "1红", 2)])
    _settle(game)
    assert [game.runtime().defn(uid).name for uid in game.state.players[0].hand] == ["攻伐"]


def test_a_quoted_text_of_two_sentences_is_executed_whole(position):
    """`执行「抽1张牌。生产1财富」`: both sentences happen."""
    game = _play(position, "执行「抽1张牌。生产1财富」", [])
    _settle(game)
    assert len(game.state.players[0].hand) == 1 and game.state.players[0].wealth == 11


def test_a_card_used_free_of_energy_is_not_virtual_in_the_view(position):
    """`使用1张手牌（不支付精力）`: 贵 is used unpaid and is a real card, not 虚拟: it ends in 过往, and the view a
    frontend reads says `false` there (not `null`)."""
    game = _play(position, "使用1张手牌（不支付精力）", [card("贵", "生产2财富", "3红")])
    _settle(game)
    assert game.state.players[0].wealth == 12 and game.state.players[0].energy == {}
    past = game.observation(0)["shared_zones"]["past"]["cards"]
    assert [(c["name"], c["virtual"]) for c in past] == [("试", False), ("贵", False)]
