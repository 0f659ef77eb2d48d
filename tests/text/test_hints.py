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


@pytest.mark.parametrize(
    "text, span, word, hint",
    [
        # words before a timing that stands alone: the whole head is blamed, and the hint is not the word itself
        ("当你的回合开始：抽1张牌", (0, 7), "当你的回合开始", "时机「回合开始」前不加其他字：写作「回合开始：…」"),
        ("锁定&在回合结束：抽1张牌", (3, 8), "在回合结束", "时机「回合结束」前不加其他字：写作「回合结束：…」"),
        # two timings with nothing between them
        ("锁定回合开始：抽1张牌", (0, 6), "锁定回合开始", "两个时机之间用「&」（都满足）或「/」（满足其一）连接：写作「锁定&回合开始」"),
        # an effect that runs on into the next effect's timing: the missing 。
        ("生产1财富，结附你锁定&回合开始：抽1张牌", (6, 11), "结附你锁定", "「锁定」开始一段新的效果：在它前面用「。」结束上一段"),
    ],
)
def test_a_timing_with_words_before_it(text, span, word, hint):
    (d,) = analyze(text).diagnostics
    assert d.code == "E203"
    assert (d.span.start, d.span.end) == span and d.message == f"「{word}」不是时机"
    assert d.hint == hint


def test_a_hint_lists_each_timing_once():
    """Synonyms (你的回合开始) read as their timing but a hint names each timing by its main word."""
    (d,) = analyze("主刀：抽1张牌").diagnostics
    assert d.hint.endswith("时机有：主动、即刻、响应、追加、限定、锁定、回合开始、回合结束")
