"""What the scenario runner itself enforces: a card with several usable versions is used with its
version named (rule 10.9) — never a silent first version."""

from __future__ import annotations

from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.runner import run_scenario

CARD = {"名称": "奖惩", "效果": "令目标角色生产|折损1|2财富", "精力": "0", "点数": 4}
DECK = [{"名称": "牌甲", "效果": "生产1财富", "精力": "1绿", "点数": 1}]


def scenario(steps, expect=None):
    return parse({"卡组": [], "当前角色": 1, "角色": [{"手牌": [CARD]}, {}], "公共区域": {"牌库": DECK},
                  "步骤": steps, "期望": expect or {}})


def test_a_card_used_without_naming_its_version_fails_the_scenario():
    result = run_scenario(scenario([{"角色": 1, "使用": "奖惩", "目标": 2}]))
    assert not result.passed
    (failure,) = result.failures
    assert "第1步" in failure and "选择" in failure and "令目标角色折损2财富" in failure


def test_naming_the_version_plays_it():
    result = run_scenario(scenario([{"角色": 1, "使用": "奖惩", "目标": 2}, {"角色": 1, "选择": "令目标角色折损2财富"}],
                                   {"角色2.财富": 8}))
    assert result.passed, result.report()
