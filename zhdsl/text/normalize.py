"""Normalization: a 1:1 character table, so every offset stays true to the author's text.

NFKC is not used: it changes lengths. Half-width punctuation becomes the canonical form
(`，：（）。；「」` full-width, `/ & |` half-width), full-width ASCII letters and digits
become ASCII, and the ideographic space becomes a space. Quotation marks are read by
position, not by shape: the double marks `“ ” "` open and close alternately (the rulebook
writes `”…“` with the closing mark first), and so do the single marks `‘ ’`; 『』 stay 「」.
"""

from __future__ import annotations

import re

from zhdsl.text.diagnostics import Diagnostic, Fix, warning
from zhdsl.text.source import Span

_TABLE = {
    ",": "，", ":": "：", "(": "（", ")": "）", ";": "；",
    "／": "/", "＆": "&", "｜": "|", "－": "-", "＋": "+", "＊": "*",
    "『": "「", "』": "」",
    "．": "。", ".": "。", "\u3000": " ", "\u00a0": " ",
}
# Full-width digits and Latin letters (U+FF10.., U+FF21.., U+FF41..) to ASCII.
for _ch in range(0xFF10, 0xFF1A):
    _TABLE[chr(_ch)] = chr(_ch - 0xFEE0)
for _ch in list(range(0xFF21, 0xFF3B)) + list(range(0xFF41, 0xFF5B)):
    _TABLE[chr(_ch)] = chr(_ch - 0xFEE0)
_TRANSLATE = str.maketrans(_TABLE)

# Punctuation that may not be doubled; the second of a pair is dropped by the fix.
_SINGLE = frozenset("，。：；/&|")
_DOUBLED = re.compile(r"([，。：；/&|])\s*\1")


_QUOTE_CLASSES = ('"“”', "‘’")  # marks of one class open and close each other alternately
_QUOTES = frozenset("".join(_QUOTE_CLASSES))


def normalize(text: str) -> str:
    out = text.translate(_TRANSLATE)
    if not _QUOTES.isdisjoint(out):
        chars = list(out)
        for marks in _QUOTE_CLASSES:
            opening = True
            for i, ch in enumerate(chars):
                if ch in marks:
                    chars[i] = "「" if opening else "」"
                    opening = not opening
        out = "".join(chars)
    assert len(out) == len(text)
    return out


def blank_duplicate_punctuation(text: str) -> tuple[str, list[Diagnostic]]:
    """Warn about doubled punctuation such as the rulebook's own `，，` and blank the extras.

    Spaces between the two do not hide a duplicate (`， ，`). The extra characters become
    spaces (which the grammar ignores), so offsets stay put.
    """
    if not _DOUBLED.search(text):
        return text, []
    diagnostics: list[Diagnostic] = []
    chars = list(text)
    n = len(chars)
    prev = -1  # index of the last non-space character
    i = 0
    while i < n:
        ch = chars[i]
        if ch.isspace():
            i += 1
            continue
        if ch in _SINGLE and prev >= 0 and chars[prev] == ch:
            j, end, count = i, i, 0
            while j < n and (chars[j] == ch or chars[j].isspace()):
                if chars[j] == ch:
                    chars[j] = " "
                    end, count = j + 1, count + 1
                j += 1
            span = Span(i, end)
            diagnostics.append(
                warning(
                    "W120",
                    span,
                    f"重复的标点「{ch * (count + 1)}」",
                    hint=f"只保留一个「{ch}」",
                    fix=Fix(span, ""),
                )
            )
            i = end
            continue
        prev = i
        i += 1
    return "".join(chars), diagnostics
