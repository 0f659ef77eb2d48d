"""The text pipeline end to end: normalize → versions → parse → AST → check."""

from __future__ import annotations

from functools import lru_cache

import attrs

from zhdsl.compiler.check import check
from zhdsl.dialect import Dialect
from zhdsl.text.diagnostics import error
from zhdsl.text.parser import ParseResult, Parser
from zhdsl.text.source import Span

DEFAULT_DIALECT = "zongheng"


def _load_dialects() -> None:
    import zhdsl.games.zongheng.dialect  # noqa: F401  (registers itself)


@lru_cache(maxsize=None)
def get_parser(dialect: str = DEFAULT_DIALECT) -> Parser:
    _load_dialects()
    return Parser(Dialect.get(dialect))


def analyze(text: str, dialect: str = DEFAULT_DIALECT) -> ParseResult:
    """Parse and check one card text. Never raises for any input string."""
    return analyze_with(get_parser(dialect), text)


def analyze_with(parser: Parser, text: str) -> ParseResult:
    """`analyze` with a given parser (the tests use a strict one)."""
    try:
        return _analyze(parser, text)
    except Exception as exc:  # a bug in zhdsl must not hide the other cards' diagnostics
        message = f"内部错误：{type(exc).__name__}: {exc}"
        hint = "这是 zhdsl 的缺陷，请连同这段文本一起报告"
        return ParseResult(text, (), (error("E199", Span(0, len(text)), message, hint),))


def _order(d):
    return (d.span.start, d.span.end, d.code)


def _analyze(parser: Parser, text: str) -> ParseResult:
    result = parser.parse(text)
    if not result.versions:
        if len(result.diagnostics) < 2:
            return result
        return attrs.evolve(result, diagnostics=tuple(sorted(result.diagnostics, key=_order)))
    diagnostics = list(result.diagnostics)
    # Variables come only from X, Y, Z (after normalization): without them, skip their checks.
    variables = "X" in text or "Y" in text or "Z" in text or any(c in text for c in "ＸＹＺ")
    for version in result.versions:
        for d in check(version, variables=variables):
            if d not in diagnostics:
                diagnostics.append(d)
    if not diagnostics:
        return result
    diagnostics.sort(key=_order)
    ok = not any(d.is_error for d in diagnostics)
    return attrs.evolve(result, versions=result.versions if ok else (), diagnostics=tuple(diagnostics))
