"""What a frontend relies on from engine/game.py's helpers — `为什么` about one card of the hand
(`Game.explain_card`), a typed option (`Game.apply_label`) — stated where the seeded mutation sample of
game.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

import pytest
from decisions import answer
from scenario_cards import card

from zhdsl.engine.errors import IllegalAction

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]
CHEAP = card("便宜", "生产1财富", "0")
DEAR = card("贵", "生产1财富", "1红")


def _hand_uid(game, player: int, name: str) -> int:
    rt = game.runtime()
    return next(uid for uid in rt.hand_zone(player) if rt.defn(uid).name == name)


def test_explain_card_tells_each_card_of_the_first_seat_apart(position):
    game = position(players=[{"精力": "1绿", "手牌": [CHEAP, DEAR]}, {}], deck=FILLER)
    assert game.explain_card(0, _hand_uid(game, 0, "便宜")) == ""
    assert game.explain_card(0, _hand_uid(game, 0, "贵")) == "精力不足：需要1红，现有1绿"


def test_explain_card_answers_for_the_seat_asked_about_not_the_one_deciding(position):
    game = position(players=[{}, {"精力": "1绿", "手牌": [DEAR]}], deck=FILLER)
    assert game.decision.player == 0
    # seat 2's own reason (not its turn), not seat 1's
    assert game.explain_card(1, _hand_uid(game, 1, "贵")) == "时机不符：「主动」只能在自己的回合内、没有牌正在结算时使用"


def test_explain_card_names_what_is_wrong_with_the_question(position):
    game = position(players=[{"手牌": [CHEAP]}, {"手牌": [DEAR]}], deck=FILLER)
    theirs = _hand_uid(game, 1, "贵")
    assert game.explain_card(0, theirs) == "角色1的手牌中没有这张牌"
    assert game.explain_card(2, theirs) == "没有座次3"
    assert game.explain_card(-1, theirs) == "没有座次0"


def test_explain_card_changes_nothing_in_the_game(position):
    game = position(players=[{"精力": "1绿", "手牌": [CHEAP, DEAR]}, {}], deck=FILLER)
    before = (len(game.log), [e.text for e in game.log], game.decision.labels(), game.state.players[0].hand[:])
    game.explain_card(0, _hand_uid(game, 0, "贵"))
    game.explain_card(0, _hand_uid(game, 0, "便宜"))
    assert (len(game.log), [e.text for e in game.log], game.decision.labels(), game.state.players[0].hand) == before
    assert "使用「便宜」" in game.decision.labels()


def test_explain_card_waits_for_the_players_own_decision(position):
    game = position(players=[{"手牌": [card("火攻", "令目标其他角色折损1财富"), CHEAP]}, {}, {}], deck=FILLER, mode="权杖")
    answer(game, "火攻")
    d = game.decision
    assert d.kind == "target_player" and d.player == 0
    assert game.explain_card(0, _hand_uid(game, 0, "便宜")) == f"时机不符：现在等待角色1作决定（{d.prompt}）"


def test_a_typed_option_may_keep_or_drop_the_brackets(position):
    game = position(players=[{"手牌": [CHEAP]}, {}], deck=FILLER)
    game.apply_label(0, "「结束回合」")
    assert game.state.active == 1


def test_a_game_that_is_over_refuses_every_typed_option(position):
    game = position(players=[{"财富": 1, "手牌": [card("自损", "折损1财富")]}, {}], deck=FILLER)
    answer(game, "自损")
    while not game.is_terminal():
        answer(game, "过")
    with pytest.raises(IllegalAction) as refused:
        game.apply_label(0, "结束回合")
    assert refused.value.reason == "游戏已经结束，不能再行动"
    assert game.explain_card(0, 0) == "游戏已经结束"


def test_an_action_out_of_range_names_the_range_of_the_decision(position):
    game = position(players=[{"手牌": [CHEAP]}, {}], deck=FILLER)
    d = game.decision
    n = len(d.options)
    with pytest.raises(IllegalAction) as refused:
        game.apply_action(n)
    assert refused.value.reason == f"不合法的动作「{n}」：当前决定「{d.prompt}」只有{n}个选项（0–{n - 1}）"


def test_moves_past_the_bound_of_a_game_end_it_naming_that_bound(position):
    """Limits.moves_per_game (D28): the third 抽10张牌 of a game bounded at 25 moves is dropped whole."""
    from zhdsl.engine.limits import Limits

    draw = card("抽十", "抽10张牌")
    game = position(players=[{"仓储": 99, "手牌": [draw] * 4}, {}], deck=FILLER * 80)
    game.limits = Limits(moves_per_game=25, moves_per_action=40)  # the game's is the bound left the fewest
    for _ in range(3):
        answer(game, "抽十")
        while not game.is_terminal() and game.state.stack:
            answer(game, "过")
    assert game.is_terminal() and game.winner is None
    assert "一局中牌的移动超过上限（25张）" in game.state.end_reason
    assert len(game.state.players[0].zone("hand")) == 4 - 3 + 20


def test_a_lords_skill_may_be_typed_without_its_brackets(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "2绿", "技能": "横置：生产1财富"}
    game = position(players=[{"手牌": [lord, CHEAP]}, {}], deck=FILLER)
    assert "「调度」" in game.decision.labels()
    game.apply_label(0, "调度")
    assert game.decision.kind == "arrange"


LOOP = card("循环", "抽1张牌，使用1张手牌（不支付精力）")


def test_the_bound_on_one_action_counts_the_tasks_of_that_action_only(position):
    """Limits.tasks_per_action (D28): the work before the action does not count towards it, the
    task past the bound is the one counted last."""
    from zhdsl.engine.limits import Limits

    game = position(players=[{"手牌": [LOOP]}, {}], deck=[LOOP] * 10)
    game.limits = Limits(tasks_per_action=50)
    before = game.work.tasks
    answer(game, "循环")
    assert game.is_terminal() and "一次行动引发的处理超过上限（50次）" in game.state.end_reason
    assert game.work.action_tasks == 51 and game.work.tasks == before + 51


def test_the_bound_on_one_turn_counts_each_task_once(position):
    from zhdsl.engine.limits import Limits

    text = "抽1张牌，使用1张手牌（不支付精力）/生产1财富"
    looping = card("循环", text)
    game = position(players=[{"手牌": [looping]}, {}], deck=[looping] * 10)
    game.limits = Limits(tasks_per_turn=60)
    answer(game, "循环")
    for _ in range(200):
        if game.is_terminal():
            break
        labels = game.decision.labels()
        game.apply_action(labels.index("抽1张牌，使用1张手牌（不支付精力）") if "抽1张牌，使用1张手牌（不支付精力）" in labels else 0)
    assert game.is_terminal() and "一个回合的处理超过上限（60次）" in game.state.end_reason
    assert game.work.turn_tasks == 61
