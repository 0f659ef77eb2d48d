"""Forms accepted for issue 11's batch h (lang6) play as they read: each test plays a small position with the
new wording and checks the outcome."""

from __future__ import annotations

from decisions import answer
from test_engine_lowered_texts import play

from scenario_cards import card
from zhdsl.engine.limits import Limits


def test_executing_twice_uses_two_virtual_cards(position):
    """`执行「生产1财富」两次` (rule 11.24): two 虚拟 cards, each resolved: 2 财富; `执行两次「…」` the same."""
    assert play(position, "执行「生产1财富」两次").state.players[0].wealth == 12
    game = play(position, "执行两次「抽1张牌」，生产1财富")
    assert len(game.state.players[0].hand) == 2 and game.state.players[0].wealth == 11
    assert sum(e.kind == "execute" for e in game.log) == 2


def test_executing_x_times_counts_when_it_runs(position):
    """`执行「生产1财富」X次（X为你的手牌数）`: two other hand cards → 2 财富; none → no 执行, and the step does
    not fail."""
    hand = [card("甲", "抽1张牌"), card("乙", "抽1张牌")]
    game = play(position, "执行「生产1财富」X次（X为你的手牌数）", me={"手牌": hand})
    assert game.state.players[0].wealth == 12
    game = play(position, "执行「生产1财富」X次（X为你的手牌数），抽1张牌")
    assert game.state.players[0].wealth == 10 and len(game.state.players[0].hand) == 1
    assert not any(e.kind == "execute" for e in game.log)


def test_executing_many_times_is_bounded_by_the_virtual_cards_per_turn(position):
    """Each 执行 of `执行「生产1财富」五次` counts toward the 虚拟 cards per turn: past the bound the rest are not made,
    the log says why, and the step fails (the step after it does not happen)."""
    game = position(players=[{"手牌": [card("连击", "执行「生产1财富」五次，抽1张牌")]}, {}])
    game.limits = Limits(virtual_per_turn=2)
    answer(game, "连击")
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[0].wealth == 12 and not game.state.players[0].hand
    assert any(e.kind == "limit" and "虚拟" in e.text for e in game.log)


def _ward(text: str) -> dict:
    return {"名称": "守成", "效果": f"结附你2回合。{text}", "精力": "0", "点数": 1, "回合": 3}


def test_not_having_used_a_card_this_turn_at_the_turns_end(position):
    """`锁定&回合结束：若你本回合没有使用牌，生产2财富` (rule 10.23): a turn without a card used gives 2 财富; after
    a card was used, nothing; the record starts afresh with the next turn."""
    ward = _ward("锁定&回合结束：若你本回合没有使用牌，生产2财富")
    game = position(players=[{"结界区": [ward]}, {}])
    answer(game, "结束回合")
    assert game.state.players[0].wealth == 12 and not game.state.cards_used
    game = position(players=[{"结界区": [ward], "手牌": [card("试", "抽1张牌")]}, {}], deck=[card("甲", "抽1张牌")])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert game.state.cards_used == {0}
    answer(game, "结束回合")
    assert game.state.players[0].wealth == 10 and not game.state.cards_used


def test_having_used_a_card_this_turn_counts_the_card_itself_and_only_its_user(position):
    """The card being resolved was used this turn (rule 10.23); the other player has used none."""
    assert play(position, "若你本回合使用过牌，生产1财富").state.players[0].wealth == 11
    assert play(position, "若你本回合没有使用牌，生产1财富").state.players[0].wealth == 10
    game = play(position, "若目标角色本回合没有使用牌，令其折损1财富", target="角色2")
    assert game.state.players[1].wealth == 9
