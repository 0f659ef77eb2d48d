"""The text pipeline end to end: normalize → versions → parse → AST → check."""

from __future__ import annotations

from functools import lru_cache

import attrs

from zhdsl.compiler.check import check
from zhdsl.dialect import Dialect
from zhdsl.text.parser import ParseResult, Parser

DEFAULT_DIALECT = "zongheng"


def _load_dialects() -> None:
    import zhdsl.games.zongheng.dialect  # noqa: F401  (registers itself)


@lru_cache(maxsize=None)
def get_parser(dialect: str = DEFAULT_DIALECT) -> Parser:
    _load_dialects()
    return Parser(Dialect.get(dialect))


def analyze(text: str, dialect: str = DEFAULT_DIALECT) -> ParseResult:
    """Parse and check one card text. Never raises for any input string."""
    result = get_parser(dialect).parse(text)
    if not result.versions:
        return result
    diagnostics = list(result.diagnostics)
    for version in result.versions:
        for d in check(version):
            if d not in diagnostics:
                diagnostics.append(d)
    diagnostics.sort(key=lambda d: (d.span.start, d.span.end, d.code))
    ok = not any(d.is_error for d in diagnostics)
    return attrs.evolve(result, versions=result.versions if ok else (), diagnostics=tuple(diagnostics))
