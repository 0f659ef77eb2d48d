"""Amounts in Chinese numerals, as the rulebook writes them (抽两张牌, 一百零五): each word's value, and
the malformed ones that are E105 rather than a wrong number."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze
from zhdsl.text.numerals import chinese_to_int


@pytest.mark.parametrize(("word", "value"), [
    ("零", 0), ("一", 1), ("两", 2), ("二", 2), ("九", 9),
    ("十", 10), ("十二", 12), ("二十", 20), ("二十三", 23), ("九十九", 99),
    ("一百", 100), ("百", 100), ("一百零五", 105), ("一百一十", 110), ("一百二十", 120),
    ("三百四十五", 345), ("九百九十九", 999),
])
def test_a_numeral_has_this_value(word, value):
    assert chinese_to_int(word) == value


@pytest.mark.parametrize("word", ["", "一一", "十十", "十百", "百百", "一百百", "零五", "二十三四", "五个", "X"])
def test_a_malformed_numeral_has_no_value(word):
    assert chinese_to_int(word) is None


def test_a_card_says_the_amount_in_words():
    assert analyze("抽九十九张牌").ok
    (big,) = analyze("抽一百零五张牌").diagnostics  # read as 105, then past the bound of card text (E228)
    assert big.code == "E228" and "105" in big.message
    (d,) = analyze("抽十十张牌").diagnostics
    assert d.code == "E105" and (d.span.start, d.span.end) == (1, 3)
