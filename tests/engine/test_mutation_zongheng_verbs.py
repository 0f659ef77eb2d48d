"""纵横坛's verbs of the ninth and tenth sessions as a player and a designer meet them, where the seeded mutation
samples of branch `mut18f` (docs/testing.md, "The 纵横坛 verbs re-measured") found them unasserted: X chosen
within a bound (rule 10.58)."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.pipeline import compile_text

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _until_asked(game, label: str):
    while label not in game.decision.labels():
        answer(game, "过")
    return game.decision


def test_x_chosen_within_a_bound_reads_back_with_its_bound():
    """The canonical reading (the game log's) keeps 至多为 and 至少为 apart."""
    assert compile_text("支付X财富，抽X张牌（X至多为3）")[0].text == "支付X财富，抽X张牌（X至多为3）"
    assert compile_text("支付X财富，抽X张牌（X至少为3）")[0].text == "支付X财富，抽X张牌（X至少为3）"


def test_x_at_most_a_players_number_is_asked_from_zero_to_it_and_logged(position):
    """`（X至多为你的物资）` with 2 物资: the controller is asked 选择X的值（0至2）, and the log says what they chose."""
    game = position(players=[{"手牌": [card("试", "抽X张牌（X至多为你的物资）")], "物资": 2}, {}], deck=DECK)
    answer(game, "试")
    decision = _until_asked(game, "2")
    assert decision.kind == "choice" and decision.prompt == "选择X的值（0至2）"
    assert decision.labels() == ["0", "1", "2"]
    answer(game, "2")
    while game.state.stack:
        answer(game, "过")
    chose = [e for e in game.log if e.text == "角色1选择X为2"]
    assert len(chose) == 1 and chose[0].kind == "choose" and chose[0].player == 0
    assert len(game.state.players[0].hand) == 2


def test_x_at_most_zero_is_not_asked(position):
    """`（X至多为你的物资）` with no 物资: X can only be 0, so nobody is asked and nothing is drawn."""
    game = position(players=[{"手牌": [card("试", "抽X张牌（X至多为你的物资）")], "物资": 0}, {}], deck=DECK)
    answer(game, "试")
    while game.state.stack:
        assert "1" not in game.decision.labels()
        answer(game, "过")
    assert game.state.players[0].hand == [] and any(e.text == "角色1选择X为0" for e in game.log)
