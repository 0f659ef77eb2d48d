"""Forms accepted for issue 11 by lang10 — several targets of one kind (rule 7.11), 转化 as a trigger (9.13), a condition
written as a trigger after `：` (9.14), 令X A/B (10.28) — each class with variants, each meaning what an accepted form
means where there is one, and its malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

# (a form of the class, and a form accepted before that means the same, where there is one)
FORMS = [
    # several targets of one kind (rule 7.11)
    ("令两名目标角色各抽1张牌", None), ("令2名目标其他角色各折损1财富", None), ("令至多两名目标其他角色各折损1财富", None),
    ("令两名角色抽1张牌", "令两名目标角色抽1张牌"), ("令两名其他角色各生产1财富", "令两名目标其他角色各生产1财富"),
    ("令一名目标角色抽1张牌", "令目标角色抽1张牌"), ("两名目标角色各抽1张牌", None), ("令你与两名目标其他角色各抽1张牌", None),
    ("令至多3名目标角色抽1张牌并弃1张手牌", None), ("响应：令至多两名目标角色生产1财富", None),
    # 转化 as a trigger (rule 9.13)
    ("锁定&当你进行转化后：生产1财富", None), ("当一名其他角色转化时：抽1张牌", None),
    ("当你进行1次转化后：获得1物资", "当你进行转化后：获得1物资"), ("锁定&当结附的角色进行转化后：你抽1张牌", None),
    # a condition written as a trigger after ： (rule 9.14)
    ("主动：当你的财富小于5时，生产1财富", "主动：若你的财富小于5，生产1财富"),
    ("主动：当你没有手牌时，抽2张牌，否则生产1财富", "主动：若你没有手牌，抽2张牌，否则生产1财富"),
    ("回合结束：抽1张牌，当你的手牌数大于3时，弃1张手牌，否则生产1财富", None),
    # 令X A/B (rule 10.28)
    ("令目标其他角色弃1张手牌/折损1财富", None), ("令目标角色抽1张牌/弃1张手牌/生产1财富", None),
    ("令目标角色生产/折损2财富/抽1张牌", None),
]


@pytest.mark.parametrize("text, same", FORMS, ids=[t for t, _ in FORMS])
def test_a_form_reads_back_to_its_program_and_means_what_its_plain_spelling_means(text, same):
    assert_valid_and_reads_back(text)
    if same is not None:
        assert _meaning(compile_text(text)) == _meaning(compile_text(same))


def _first_step(text: str):
    return analyze(text).versions[0].effects[0].body.steps[0]


def test_the_options_after_a_command_are_the_commanded_players():
    """`令X A/B` is `令X（A/B）` (rule 10.28): one command whose action is the choice."""
    step = _first_step("令目标其他角色弃1张手牌/折损1财富")
    assert type(step).__name__ == "Command" and step.actor.kind == "target_other"
    assert [type(o).__name__ for o in step.action.options] == ["Discard", "Damage"]


def test_an_option_with_its_own_subject_keeps_it():
    """`令X A/令Y B`, `令X A/你B` and a bracketed group are not folded under the first 令 (rule 10.28)."""
    for text in ("令目标其他角色弃1张手牌/令所有角色抽1张牌", "令目标其他角色弃1张手牌/你折损1财富",
                 "令目标其他角色弃1张手牌/（抽1张牌，生产1财富）"):
        step = _first_step(text)
        assert type(step).__name__ == "Choice", text
        assert type(step.options[0]).__name__ == "Command" and type(step.options[1]).__name__ != "Discard"


REFUSED = [
    # (text, code, the span's text, a word of the message)
    ("令X名目标角色抽1张牌（X为你的物资）", "E257", "X", "正整数"),
    ("令0名目标角色抽1张牌", "E257", "0", "正整数"),
    ("令8名目标角色抽1张牌", "E257", "8", "任何模式"),  # more than the largest table (生存: 7) can never be chosen
    ("结附两名目标角色", "E204", "两名目标角色", "单个角色"),
    ("将1张手牌交给两名目标角色", "E204", "两名目标角色", "一名角色"),
    ("令两名目标角色各抽1张牌，令其生产1财富", "E224", "其", "几名角色"),
    ("主动：当你抽牌后，生产1财富", "E220", "当你抽牌后", "触发时机"),
    ("主动：生产1财富，当你的财富小于5时", "E220", "当你的财富小于5时", "触发时机"),
    ("即刻：反制目标牌。主动：若该牌的点数小于3，你生产1财富。", "E224", "该牌", "句号代表着一段效果的结束"),
    ("主动：结附目标角色任意回合。锁定&回合开始：抽1张牌。", "E232", "任意", "【结附…任意回合】"),
]


@pytest.mark.parametrize("text, code, where, word", REFUSED, ids=[t for t, *_ in REFUSED])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code, where, word):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, analyze(text).diagnostics
    d = errors[0]
    assert text[d.span.start:d.span.end] == where and word in d.message and d.hint
