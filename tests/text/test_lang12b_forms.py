"""Issue 11, lang12b: texts that were accepted but should not be (因此 across 。 or ；, rule 10.40(b)), readings that
dropped or mis-wrote words (正面向上, 其的), and the forms accepted from batch w's leftovers. Each accepted form reads back
to itself; each refused one gets a located error with a hint. They play in tests/engine/test_engine_lang12b_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import assert_valid_and_reads_back

from zhdsl.pipeline import analyze

# -- 因此 refers to a step of its own effect (rule 10.40(b)) -----------------------------------------------------

BY_THIS_JOINED = [
    "你抽1张牌，若你因此抽了1张牌，生产1财富。",
    "令目标角色折损2财富，若目标角色因此死亡，你抽1张牌。",
    "弃1张手牌，若你因此没有手牌，抽2张牌。",
    "获得2物资，若你的物资因此大于3，抽1张牌。",
    "弃1张手牌，生产X财富（X为因此弃置的牌数）。",
    "主动：弃1张手牌：若你因此没有手牌，抽2张牌。",
]


@pytest.mark.parametrize("text", BY_THIS_JOINED)
def test_a_by_this_after_a_step_of_its_effect_is_valid(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("text, where", [
    ("你抽1张牌。若你因此获得了2物资，生产1财富。", "你因此获得了2物资"),
    ("令目标角色折损2财富。若目标角色因此死亡，你抽1张牌。", "目标角色因此死亡"),
    ("获得2物资。若你的财富因此少于5，抽1张牌。", "你的财富因此少于5"),
    ("弃1张手牌；若你因此没有手牌，抽2张牌。", "你因此没有手牌"),
    ("弃1张手牌。生产X财富（X为因此弃置的牌数）。", "因此弃置的牌数"),
    ("若你因此没有物资，抽1张牌。", "你因此没有物资"),
])
def test_a_by_this_with_no_step_before_it_in_its_effect_is_refused_where_it_stands(text, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E278"
    assert text[errors[0].span.start:errors[0].span.end] == where
    assert "「，」" in errors[0].hint and "因此" in errors[0].message
