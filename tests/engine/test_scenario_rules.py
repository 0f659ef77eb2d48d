"""What the scenario runner itself enforces: a card with several usable versions is used with its
version named (rule 10.9) — never a silent first version; and a decision a step leaves pending is answered
before the scenario moves on or ends (docs/scenario-format.md, 未回答的决定)."""

from __future__ import annotations

from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.runner import run_scenario

CARD = {"名称": "奖惩", "效果": "令目标角色生产|折损1|2财富", "精力": "0", "点数": 4}
DECK = [{"名称": "牌甲", "效果": "生产1财富", "精力": "1绿", "点数": 1}]


AIMED = {"名称": "点名", "效果": "令目标角色折损2财富", "精力": "0", "点数": 3}


def scenario(steps, expect=None, path="<scenario>"):
    return parse({"卡组": [], "当前角色": 1, "角色": [{"手牌": [CARD, AIMED]}, {}], "公共区域": {"牌库": DECK},
                  "步骤": steps, "期望": expect or {}}, path)


def test_a_card_used_without_naming_its_version_fails_the_scenario():
    result = run_scenario(scenario([{"角色": 1, "使用": "奖惩", "目标": 2}]))
    assert not result.passed
    (failure,) = result.failures
    assert "第1步" in failure and "选择" in failure and "令目标角色折损2财富" in failure


def test_naming_the_version_plays_it():
    result = run_scenario(scenario([{"角色": 1, "使用": "奖惩", "目标": 2}, {"角色": 1, "选择": "令目标角色折损2财富"}],
                                   {"角色2.财富": 8}))
    assert result.passed, result.report()


# 点名 has two legal targets (either player), so the engine asks which; nothing is on the 堆叠 until answered.

def test_a_scenario_that_ends_with_a_decision_unanswered_fails_naming_file_step_and_decision():
    result = run_scenario(scenario([{"角色": 1, "使用": "点名"}], {"角色2.财富": 10}, path="点名.toml"))
    assert not result.passed
    (failure,) = result.failures
    assert failure == ("点名.toml：第1步之后，角色1的决定「为「点名」选择目标角色」（可选：角色1、角色2）没有回答，"
                       "场景就结束了；请在这之前加一个「选择」（或「弃」）步骤回答它")


def test_a_step_that_moves_on_past_an_unanswered_decision_fails():
    result = run_scenario(scenario([{"角色": 1, "使用": "点名"}, {"期望": {"堆叠数": 0}}, {"角色": 1, "结束回合": True}]))
    assert not result.passed
    (failure,) = result.failures
    assert "第1步之后" in failure and "没有回答" in failure and "第3步却是角色1的「结束回合」步骤" in failure


def test_a_decision_answered_by_a_later_choice_step_plays_the_card():
    result = run_scenario(scenario([{"角色": 1, "使用": "点名"}, {"期望": {"堆叠数": 0}}, {"角色": 1, "选择": "角色2"}],
                                   {"角色2.财富": 8}))
    assert result.passed, result.report()


def test_a_choice_by_another_player_does_not_answer_the_decision():
    result = run_scenario(scenario([{"角色": 1, "使用": "点名"}, {"角色": 2, "选择": "角色2"}]))
    assert not result.passed
    assert "角色1的决定" in result.failures[0] and "第2步却是角色2的「选择」步骤" in result.failures[0]


def test_a_step_expecting_refusal_may_come_before_the_answer():
    """A refused step changes nothing: the decision still waits, and the 选择 after it answers it."""
    steps = [{"角色": 1, "使用": "点名"}, {"角色": 1, "结束回合": True, "拒绝": "时机不符"}, {"角色": 1, "选择": "角色2"}]
    result = run_scenario(scenario(steps, {"角色2.财富": 8}))
    assert result.passed, result.report()
    result = run_scenario(scenario(steps[:2], {"角色2.财富": 10}))
    assert not result.passed and "第1步之后" in result.failures[0] and "场景就结束了" in result.failures[0]
