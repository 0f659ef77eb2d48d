"""Hints that name what the author meant."""

import pytest

from zhdsl.pipeline import analyze


@pytest.mark.parametrize(
    "text, span, hint",
    [
        ("回合结束后：抽1张牌", (0, 5), "写作「回合结束」"),
        ("锁定&回合开始后：抽1张牌", (3, 8), "写作「回合开始」"),
    ],
)
def test_a_timing_with_a_glued_word(text, span, hint):
    (d,) = analyze(text).diagnostics
    assert d.code == "E203"
    assert (d.span.start, d.span.end) == span
    assert d.hint == hint


# The appendix defines each timing keyword by a phrase (时机词条): written in its place, the hint names the
# keyword, not the nearest spelling (issue 11, item 3).
@pytest.mark.parametrize(
    "text, phrase, keyword",
    [
        ("每回合限1次：抽1张牌", "每回合限1次", "限定"),
        ("每回合限一次：生产1财富", "每回合限一次", "限定"),
        ("回合内：抽1张牌", "回合内", "主动"),
        ("回合内&没有牌正在结算：抽1张牌", "回合内", "主动"),
        ("堆叠内有卡牌时：反制目标牌", "堆叠内有卡牌时", "即刻"),
        ("主动/堆叠内有牌时：抽1张牌", "堆叠内有牌时", "即刻"),
    ],
)
def test_a_long_form_timing_is_told_its_keyword(text, phrase, keyword):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    d = errors[0]
    assert d.code == "E203"
    assert text[d.span.start:d.span.end] == phrase
    assert f"就是时机「{keyword}」" in d.hint and f"写作「{keyword}：…」" in d.hint


def test_the_appendix_phrase_after_dang_is_the_timing_itself():
    """`当你成为他人使用牌的目标时` is 响应 (附录【响应】): no hint needed, it is valid."""
    assert analyze("当你成为他人使用牌的目标时：抽1张牌").ok
    assert analyze("当你使用牌指定他人时，生产1财富").ok
