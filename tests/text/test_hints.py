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
