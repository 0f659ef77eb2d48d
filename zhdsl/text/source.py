"""Spans and their rendering: 1-based line/column in code points, caret excerpts."""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

import attrs


_new_tuple = tuple.__new__


class Span(NamedTuple):
    """Half-open [start, end) offsets in code points into the author's original text.

    A named tuple rather than an attrs class: every AST node has one, and making them is
    the parser's hottest path."""

    start: int
    end: int

    def cover(self, other: Span) -> Span:
        return _new_tuple(Span, (min(self.start, other.start), max(self.end, other.end)))  # Span(...), faster


@attrs.frozen
class Position:
    line: int  # 1-based
    column: int  # 1-based, in code points


@attrs.frozen
class Origin:
    """Where a text sits in a file: the file name and the position of its first character."""

    file: str = "<text>"
    line: int = 1
    column: int = 1


def position(text: str, offset: int, origin: Origin = Origin()) -> Position:
    offset = max(0, min(offset, len(text)))
    before = text[:offset]
    line_index = before.count("\n")
    if line_index == 0:
        return Position(origin.line, origin.column + offset)
    return Position(origin.line + line_index, offset - before.rfind("\n"))


def display_width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in s)


def excerpt(text: str, span: Span) -> str:
    """The line holding `span` and a caret line that lines up under wide (CJK) characters."""
    start = max(0, min(span.start, len(text)))
    end = max(start, min(span.end, len(text)))
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    if line_end == -1:
        line_end = len(text)
    line = text[line_start:line_end]
    pad = display_width(text[line_start:start])
    marked = text[start:min(end, line_end)]
    width = max(1, display_width(marked))
    return f"{line}\n{' ' * pad}{'^' * width}"


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def visible(text: str) -> str:
    """Text from card sets and logs as it may reach a terminal: a control character (an escape
    sequence in a card name) shows as its Control Pictures symbol instead of driving the terminal."""
    return _CONTROL.sub(lambda m: chr(0x2400 + ord(m.group())) if m.group() < " " else "\ufffd", str(text))
