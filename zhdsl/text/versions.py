"""`|` correspondence: expand one card text into its versions, zipped slot by slot.

`令目标角色生产|折损1|2财富` has two slots, `生产|折损` and `1|2`; version k takes the
k-th alternative of every slot: `令目标角色生产1财富` and `令目标角色折损2财富`. A slot
alternative is one token — a keyword, a number, a quoted text or a parenthesised group —
so `（抽1张牌）|（弃1张手牌）` swaps whole steps. Every version keeps a map from its own
offsets back to the original text, so diagnostics point at what the author wrote.
"""

from __future__ import annotations

import re
from functools import lru_cache

import attrs

from zhdsl.text.bounds import MAX_BARS, MAX_VERSIONS
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.source import Span

_CLOSERS = {"（": "）", "「": "」", "【": "】"}
_NUMBER = re.compile(r"[0-9]+|[零一二两三四五六七八九十百]+")


@attrs.frozen
class Version:
    text: str
    offsets: tuple[int, ...] | None  # version offset -> original offset; None means identity

    def original(self, offset: int) -> int:
        if self.offsets is None:
            return offset
        if offset >= len(self.offsets):
            return (self.offsets[-1] + 1) if self.offsets else 0
        return self.offsets[offset]


@lru_cache(maxsize=8)
def _by_first(keywords: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Keywords by their first character, in the given (longest first) order."""
    out: dict[str, list[str]] = {}
    for kw in keywords:
        out.setdefault(kw[0], []).append(kw)
    return {c: tuple(kws) for c, kws in out.items()}


def _tokens(text: str, keywords: tuple[str, ...]) -> list[tuple[int, int]]:
    """Token spans: groups and quotes balanced, numbers, longest keywords, else one character."""
    spans: list[tuple[int, int]] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in _CLOSERS:
            depth, j = 0, i
            while j < n:
                if text[j] == ch:
                    depth += 1
                elif text[j] == _CLOSERS[ch]:
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            end = min(j + 1, n)
        elif m := _NUMBER.match(text, i):
            end = m.end()
        else:
            end = i + 1
            for kw in _by_first(keywords).get(ch, ()):
                if text.startswith(kw, i):
                    end = i + len(kw)
                    break
        spans.append((i, end))
        i = end
    return spans


_NOT_AN_ALTERNATIVE = frozenset("|，。：；&/")


def expand(text: str, keywords: tuple[str, ...]) -> tuple[list[Version], list[Diagnostic]]:
    """`keywords` must be sorted longest first."""
    if "|" not in text:
        return [Version(text, None)], []
    if text.count("|") > MAX_BARS:  # before any work that grows with them
        at = _nth(text, "|", MAX_BARS + 1)
        return [], [error("E112", Span(at, at + 1), f"「|」过多：一段文本最多{MAX_BARS}处",
                          "把不同的版本写成不同的牌，或减少对应的位置")]
    slots: list[tuple[list[tuple[int, int]], Span]] = []
    diagnostics: list[Diagnostic] = []
    _find_slots(text, 0, len(text), keywords, slots, diagnostics)
    if diagnostics:
        return [], diagnostics
    if not slots:  # every `|` sits inside an unclosed bracket: the parser reports it
        return [Version(text, None)], []
    count = len(slots[0][0])
    if count > MAX_VERSIONS:
        return [], [error("E113", slots[0][1], f"版本过多：这里有{count}个版本，一段文本最多{MAX_VERSIONS}个",
                          "把不同的版本写成不同的牌")]
    for alts, span in slots[1:]:
        if len(alts) != count:
            diagnostics.append(
                error(
                    "E110",
                    span,
                    f"「|」对应的版本数不一致：第一处有{count}个版本，这里有{len(alts)}个",
                    f"每处「|」都应列出{count}个选项",
                )
            )
    if diagnostics:
        return [], diagnostics
    versions = []
    for k in range(count):
        parts: list[str] = []
        offsets: list[int] = []
        cursor = 0
        for alts, span in slots:
            parts.append(text[cursor:span.start])
            offsets.extend(range(cursor, span.start))
            a, b = alts[k]
            parts.append(text[a:b])
            offsets.extend(range(a, b))
            cursor = span.end
        parts.append(text[cursor:])
        offsets.extend(range(cursor, len(text)))
        versions.append(Version("".join(parts), tuple(offsets)))
    return versions, []


def _nth(text: str, char: str, n: int) -> int:
    """The offset of the n-th (1-based) `char` in `text`."""
    at = -1
    for _ in range(n):
        at = text.index(char, at + 1)
    return at


def _find_slots(text, lo, hi, keywords, slots, diagnostics) -> None:
    """The `|` chains in text[lo:hi], in order; brackets and quotes that are not themselves
    alternatives are searched too, so `执行「抽1|2张牌」` has a slot inside the quote."""
    toks = [(a + lo, b + lo) for a, b in _tokens(text[lo:hi], keywords) if not text[lo + a:lo + b].isspace()]

    def word(k: int) -> str:
        return text[toks[k][0]:toks[k][1]]

    i = 0
    while i < len(toks):
        s, e = toks[i]
        if word(i) != "|":
            nxt = i + 1 < len(toks) and word(i + 1) == "|"
            if not nxt and text[s] in _CLOSERS and e - s >= 2 and text[e - 1] == _CLOSERS[text[s]] and "|" in text[s:e]:
                _find_slots(text, s + 1, e - 1, keywords, slots, diagnostics)
            i += 1
            continue
        # A bar: collect the chain alt (| alt)* around it.
        if i == 0 or word(i - 1) in _NOT_AN_ALTERNATIVE:
            diagnostics.append(error("E111", Span(s, e), "「|」前面缺少可对应的内容", "「|」两侧各写一个词、数字或括号组"))
            i += 1
            continue
        alts = [toks[i - 1]]
        j = i
        ok = True
        while j < len(toks) and word(j) == "|":
            if j + 1 >= len(toks) or word(j + 1) in _NOT_AN_ALTERNATIVE:
                diagnostics.append(
                    error("E111", Span(*toks[j]), "「|」后面缺少可对应的内容", "「|」两侧各写一个词、数字或括号组")
                )
                ok = False
                break
            alts.append(toks[j + 1])
            j += 2
        if ok:
            slots.append((alts, Span(alts[0][0], alts[-1][1])))
        i = j + 1


_PHRASE_ENDS = frozenset("，。；：")


def expand_phrases(text: str) -> list[Version] | None:
    """`抽1张牌|生产2财富`, `令目标角色折损2财富|令所有其他角色折损1财富`: each stretch between two marks that end a phrase
    (`，。；：`, outside brackets and quotes) and holds `|` is one slot, its alternatives the whole phrases between the
    bars; version k takes the k-th of every slot. None when the text has no such slot or the slots disagree in their
    counts (the token reading then reports). The parser tries this reading only when the token reading does not parse."""
    if "|" not in text:
        return None
    segments: list[tuple[int, int]] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in _CLOSERS:
            depth += 1
        elif ch in _CLOSERS.values():
            depth = max(0, depth - 1)
        elif depth == 0 and ch in _PHRASE_ENDS:
            segments.append((start, i))
            start = i + 1
    segments.append((start, len(text)))
    slots: list[list[tuple[int, int]]] = []
    for lo, hi in segments:
        bars, depth = [], 0
        for i in range(lo, hi):
            ch = text[i]
            if ch in _CLOSERS:
                depth += 1
            elif ch in _CLOSERS.values():
                depth = max(0, depth - 1)
            elif depth == 0 and ch == "|":
                bars.append(i)
        if not bars:
            continue
        cuts = [lo - 1, *bars, hi]
        alts = [(a + 1, b) for a, b in zip(cuts, cuts[1:])]
        alts = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b) for a, b in alts]
        if any(not text[a:b].strip() for a, b in alts):
            return None
        slots.append(alts)
    if not slots or len({len(s) for s in slots}) != 1 or len(slots[0]) > MAX_VERSIONS:
        return None
    versions = []
    for k in range(len(slots[0])):
        parts: list[str] = []
        offsets: list[int] = []
        cursor = 0
        for alts in slots:
            a, b = alts[k]
            lo, hi = alts[0][0], alts[-1][1]
            parts.append(text[cursor:lo])
            offsets.extend(range(cursor, lo))
            parts.append(text[a:b])
            offsets.extend(range(a, b))
            cursor = hi
        parts.append(text[cursor:])
        offsets.extend(range(cursor, len(text)))
        versions.append(Version("".join(parts), tuple(offsets)))
    return versions
