"""Forms accepted for issue 11's batch h (lang6): each means what a form accepted before means (where there is
one), and its malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning

from zhdsl.pipeline import analyze, compile_text

SAME = [
    ("执行两次「抽1张牌」", "执行「抽1张牌」2次"),
    ("执行「劳作」两遍", "执行「劳作」2次"),
    ("主动：执行「抽1张牌」二次，生产1财富", "主动：执行「抽1张牌」2次，生产1财富"),
    ("若你本回合未使用牌，抽1张牌", "若你本回合没有使用牌，抽1张牌"),
    ("若你本回合未使用过牌，抽1张牌", "若你本回合没有使用过牌，抽1张牌"),
    ("若你这回合使用过牌，抽1张牌", "若你本回合使用过牌，抽1张牌"),
]


@pytest.mark.parametrize("text, same", SAME, ids=[t for t, _ in SAME])
def test_a_new_form_means_what_its_plain_spelling_means(text, same):
    assert analyze(text).ok and analyze(same).ok
    assert _meaning(compile_text(text)) == _meaning(compile_text(same))


def test_used_and_not_used_this_turn_differ():
    assert _meaning(compile_text("若你本回合使用过牌，抽1张牌")) != _meaning(compile_text("若你本回合没有使用牌，抽1张牌"))


def test_executing_n_times_is_not_executing_once():
    assert _meaning(compile_text("执行「抽1张牌」2次")) != _meaning(compile_text("执行「抽1张牌」"))
    assert _meaning(compile_text("执行「抽1张牌」2次")) != _meaning(compile_text("执行「抽1张牌」3次"))


REFUSED = [
    ("执行「抽1张牌」两", "E102", "两"),
    ("执行「抽1张牌」100次", "E228", "100"),
    ("执行两次", "E102", "次"),
    ("即刻：反制目标牌。主动：若该牌的点数小于3，你生产1财富。", "E224", "该牌"),  # its own timing: its own effect (12.180)
    ("主动：令目标角色抽1张牌。主动：令其弃1张手牌", "E224", "其"),
    ("若你本回合使用牌，抽1张牌", "E239", "使用"),
    ("若此牌本回合使用过牌，抽1张牌", "E204", "此牌"),
]


@pytest.mark.parametrize("text, code, where", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_new_form_gets_a_located_error_with_a_hint(text, code, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    start = text.index(where)
    assert (errors[0].span.start, errors[0].span.end) == (start, start + len(where)) and errors[0].hint


def test_a_pronoun_after_a_full_stop_is_told_what_it_would_have_meant():
    """Rule 12.8(c): 该牌 does not reach into the effect before the 。; the error names that effect's card and the
    joined text (with ，) is valid."""
    error = analyze("即刻：反制目标牌。主动：若该牌的点数小于3，你生产1财富。").diagnostics[0]
    assert "目标牌" in error.message and "，" in error.hint
    assert analyze("即刻：反制目标牌，若该牌的点数小于3，你生产1财富。").ok
    # with no timing of its own the sentence continues the one before (rule 12.180)
    assert analyze("即刻：反制目标牌。若该牌的点数小于3，你生产1财富。").ok
    # nothing named in the effect before: the plain message
    assert "前面没有" in analyze("主动：抽1张牌。令其弃1张手牌").diagnostics[0].message
