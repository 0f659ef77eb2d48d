"""What a frontend relies on from engine/game.py — `为什么` about a card or a skill (`Game.explain`,
`explain_card`; a lord card is no hand card, rule 3.6, so its reason is the game's own for cards used
otherwise), a typed option (`apply_label`), an action after the end — stated where the seeded mutation
samples of game.py (docs/testing.md) found it unasserted."""

from __future__ import annotations

import pytest
from decisions import answer
from scenario_cards import card

from zhdsl.engine.errors import IllegalAction
from zhdsl.engine.state import fingerprint

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


def test_a_typed_option_out_of_turn_names_the_seat_that_decides(position):
    game = position(players=[{}, {}], deck=FILLER)
    d = game.decision
    with pytest.raises(IllegalAction) as refused:
        game.apply_label(1, "结束回合")
    assert refused.value.reason == f"时机不符：现在等待角色1作决定（{d.prompt}）"


def test_a_typed_use_of_a_card_that_cannot_be_used_says_why(position):
    # `使用「贵」` typed with 1绿 only: the reason of 「贵」 itself, not "no such option"
    game = position(players=[{"精力": "1绿", "手牌": [card("贵", "生产1财富", "1红")]}, {}], deck=FILLER)
    for typed in ("使用「贵」", "使用贵", "「贵」"):
        with pytest.raises(IllegalAction) as refused:
            game.apply_label(0, typed)
        assert refused.value.reason == "精力不足：需要1红，现有1绿", typed


def test_a_game_that_is_over_refuses_an_action_and_explains_nothing(position):
    game = position(players=[{"财富": 1, "手牌": [card("自损", "折损1财富")]}, {}], deck=FILLER)
    answer(game, "自损")
    while not game.is_terminal():
        answer(game, "过")
    with pytest.raises(IllegalAction) as refused:
        game.apply_action(0)
    assert refused.value.reason == "游戏已经结束，不能再行动"
    assert game.explain(0, "自损") == "游戏已经结束"


def test_explaining_leaves_the_game_state_untouched(position):
    # `为什么` asks the rules on a copy: whatever it tries (paying, choosing targets) never reaches the game
    game = position(players=[{"精力": "1绿", "手牌": [card("贵", "生产1财富", "1红"), card("火攻", "令目标其他角色折损2财富"),
                                                   card("弃抽", "弃1张手牌：抽2张牌")]}, {}], deck=FILLER * 4)
    before = fingerprint(game.state)
    labels = game.decision.labels()
    for name in ("贵", "火攻", "弃抽", "无名"):
        game.explain(0, name)
        game.explain(1, name)
    assert fingerprint(game.state) == before and game.decision.labels() == labels


def test_a_game_plays_in_a_thread_that_never_played_one(position):
    # a server answers each player from its own worker threads: the engine's pool of waiting tasks is per thread
    import threading

    game = position(players=[{"手牌": [card("试", "生产1财富")]}, {}], deck=FILLER * 4)
    failures: list = []

    def play() -> None:
        try:
            answer(game, "试")
        except Exception as e:  # reported to the test below
            failures.append(e)

    worker = threading.Thread(target=play)
    worker.start()
    worker.join()
    assert failures == []
    assert game.state.players[0].wealth == game.state.players[1].wealth + 1


def test_explaining_a_lords_skill_that_can_be_used_gives_no_reason(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "限定：生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    assert "技能「限定：生产1财富」" in game.decision.labels()
    assert game.explain(0, "限定：生产1财富") == ""
    answer(game, "限定")
    assert game.explain(0, "限定：生产1财富") == "「限定」：每回合限1次，本回合已经使用过"
