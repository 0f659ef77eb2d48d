"""Where a diagnostic points, as `zhdsl check` prints it: 1-based line and column in code points
(from where the text sits in its file), and the excerpt whose carets line up under wide (CJK) characters."""

from __future__ import annotations

import pytest

from zhdsl.text.source import Origin, Position, Span, display_width, excerpt, position, visible

TWO_LINES = "抽1张牌\n弃1财富"  # 弃 is offset 5, 1财富 is 6..9
THREE_LINES = TWO_LINES + "\n生产2财富"  # 生产 is 10..12


@pytest.mark.parametrize(("text", "offset", "origin", "expected"), [
    ("抽1张牌", 2, Origin(), Position(1, 3)),
    ("抽1张牌", 2, Origin("f.toml", 4, 9), Position(4, 11)),  # a text starting at column 9 of line 4
    (TWO_LINES, 6, Origin("f.toml", 5, 9), Position(6, 2)),  # a later line starts at column 1
    ("抽1\n\n弃", 5, Origin(), Position(3, 2)),
    ("抽1张牌", 99, Origin("f.toml", 2, 3), Position(2, 7)),  # past the end: the end
    ("抽1张牌", -4, Origin(), Position(1, 1)),
])
def test_a_position_is_line_and_column_in_code_points(text, offset, origin, expected):
    assert position(text, offset, origin) == expected


@pytest.mark.parametrize(("text", "span", "expected"), [
    (TWO_LINES, Span(6, 9), "弃1财富\n  ^^^^^"),  # 弃 is two columns wide, 1财富 five
    (TWO_LINES, Span(2, 8), "抽1张牌\n   ^^^^"),  # a span running onto the next line: marked to its line's end
    ("抽1张牌", Span(2, 2), "抽1张牌\n   ^"),  # an empty span still gets one caret
    (TWO_LINES, Span(-3, 99), "抽1张牌\n^^^^^^^"),  # clamped to the text
    ("抽1张牌", Span(4, 9), "抽1张牌\n       ^"),  # at the end: one caret after the last character
    (THREE_LINES, Span(0, 1), "抽1张牌\n^^"),  # the first line ends at its own line break
    (THREE_LINES, Span(10, 12), "生产2财富\n^^^^"),  # the third line starts after the second break
    ("\n抽", Span(1, 2), "抽\n^^"),  # a text opening with a line break
])
def test_an_excerpt_marks_the_span_under_its_line(text, span, expected):
    assert excerpt(text, span) == expected


def test_an_excerpt_of_an_empty_line():
    assert excerpt("a\n\nb", Span(2, 2)) == "\n^"


def test_wide_characters_take_two_columns():
    assert display_width("a抽Ａｱ") == 1 + 2 + 2 + 1  # half-width katakana is narrow
    assert display_width("") == 0


def test_spans_cover_each_other():
    assert Span(3, 5).cover(Span(1, 4)) == Span(1, 5) == Span(1, 4).cover(Span(3, 5))


def test_control_characters_cannot_drive_the_terminal():
    """A card name with an escape sequence shows it as Control Pictures; tab and line break stay."""
    assert visible("\x1b[31m名\x00\x1f") == "␛[31m名␀␟"
    assert visible("\x7f\x85\x9f") == "\ufffd\ufffd\ufffd"
    assert visible("a\tb\nc ~\xa0") == "a\tb\nc ~\xa0"
    assert visible(5) == "5"
