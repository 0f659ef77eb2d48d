"""What each measured verb of 纵横坛 may act on, as `zhdsl check` tells the designer: the E202 message names
the verb and the object it refused, the hint says what the verb takes; the objects it takes pass clean."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "message", "hint"), [
    ("折损1张手牌", "不能「折损」手牌", "折损只能减少财富，例如「折损2财富」"),
    ("生产1张手牌", "不能「生产」手牌", "生产只能增加财富，例如「生产2财富」"),
    ("弃1财富", "不能「弃」财富", "弃只能弃手牌，例如「弃1张手牌」"),
    ("获得1仓储", "不能「获得」仓储", "可以获得财富、物资或精力"),
    ("消耗1张手牌", "不能「消耗」手牌", "可以消耗财富、物资、精力、仓储或效率"),
])
def test_a_verb_names_what_it_can_take(run, text, message, hint):
    (d,) = run(text).diagnostics
    assert (d.code, d.message, d.hint) == ("E202", message, hint)


@pytest.mark.parametrize("text", [
    "折损2财富",
    "生产2财富",
    "弃1张手牌", "弃1张牌",
    "获得1财富", "获得1物资", "获得1绿精力",
    "消耗1财富", "消耗1物资", "消耗1精力", "消耗1仓储", "消耗1效率",
    "弃任意张手牌", "消耗任意物资", "折损任意财富",  # the doer chooses how many, bounded by what there is
])
def test_a_verb_takes_what_its_hint_says(run, text):
    result = run(text)
    assert list(result.diagnostics) == [] and result.ok


@pytest.mark.parametrize(("text", "verb"), [("获得任意财富", "获得"), ("生产任意财富", "生产")])
def test_gaining_or_producing_any_amount_is_refused(run, text, verb):
    """Nothing bounds how much 财富 one gains or produces, so the doer cannot choose the amount (E232)."""
    (d,) = run(text).diagnostics
    assert (d.code, d.message) == ("E232", f"「{verb}」的数量不能由执行者任意选择")
