"""Whom a pronoun names (zhdsl/compiler/pronouns.py) as a card plays it, where the seeded mutation sample of branch
`mut18g` (docs/testing.md) found it unasserted: 其 on the right of a comparison of one attribute (纵横坛 rule 12.29),
该队友 after another player was named."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card


DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _settle(game) -> None:
    while game.state.stack:
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])


def test_it_on_the_right_of_a_comparison_names_the_player_named_before_it(position):
    """Rule 12.29: in `若你的财富大于其财富`, 其 is the target named before the comparison, not 你."""
    text = "令目标其他角色抽1张牌，若你的财富大于其财富，则生产1财富"
    poorer = position(players=[{"手牌": [card("试", text, "0")]}, {"财富": 5}], deck=DECK)
    answer(poorer, "试")
    _settle(poorer)
    assert poorer.state.players[0].wealth == 11
    richer = position(players=[{"手牌": [card("试", text, "0")]}, {"财富": 15}], deck=DECK)
    answer(richer, "试")
    _settle(richer)
    assert richer.state.players[0].wealth == 10


def test_that_mate_names_the_mates_even_after_another_player(position):
    """`该队友` names the teammates named last even when another player was named since: in a 团队 game 角色1's mate
    角色4 draws and produces, not the target 角色2."""
    text = "令你的队友抽1张牌，令目标其他角色弃1张手牌，该队友生产1财富"
    game = position(players=[{"手牌": [card("试", text, "0")]}, {"手牌": [card("乙", "生产1财富", "0")]}, {}, {}],
                    deck=DECK, mode="团队")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 11]
    assert game.state.players[1].hand == [] and len(game.state.players[3].hand) == 1



def test_a_cost_before_the_timing_leaves_the_answered_player_to_the_pronoun():
    """Rule 12.8(a): in `支付1财富&追加：令其抽1张牌` the cost written first does not hide the timing: 其 is the player
    the 追加 answers, as in `追加&支付1财富：令其抽1张牌`; the same for 响应 and for a trigger naming who acted."""
    from zhdsl import analyze

    for text in ("支付1财富&追加：令其抽1张牌", "追加&支付1财富：令其抽1张牌", "支付1财富&响应：令其抽1张牌",
                 "支付1财富&当一名其他角色抽牌后：令其折损1财富"):
        assert analyze(text).diagnostics == (), text
