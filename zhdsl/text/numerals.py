"""Amounts written in Chinese numerals: 一 二 两 三 … 十 百 (up to 999)."""

from __future__ import annotations

_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100}


def chinese_to_int(word: str) -> int | None:
    """The value of a Chinese numeral, or None when it is not well formed (`十十`, `一一`)."""
    if not word:
        return None
    total, digit, last_unit = 0, None, 1000
    for ch in word:
        if ch == "零" and total:
            continue  # a placeholder, as in 一百零五
        if ch in _DIGITS:
            if digit is not None:
                return None
            digit = _DIGITS[ch]
        elif ch in _UNITS:
            unit = _UNITS[ch]
            if unit >= last_unit:
                return None
            total += (1 if digit is None else digit) * unit
            digit, last_unit = None, unit
        else:
            return None
    # Two digits in a row returned above, so a trailing digit is the ones after a unit, or the whole word.
    return total + (digit or 0)
