"""Shared fixtures for the card-text tests: the parser the pipeline builds, and a strict one for the test
that proves the grammar free of conflicts and terminal collisions (tests/text/test_tables.py)."""

from __future__ import annotations

from functools import cache

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze_with
from zhdsl.text.parser import ParseResult, Parser


@cache
def _parser() -> Parser:
    """The parser users run (LALR tables from the cache, Lark itself built on first use), once per
    process; processes forked after the first build — mutmut's mutants — inherit it. Its tables are
    proved equal to a strict build's by tests/text/test_tables.py, the one test that pays for strict
    mode (Lark checks every pair of terminals for a collision there: tens of seconds on this grammar,
    once per run instead of once per test process)."""
    return Parser(Zongheng)


@pytest.fixture(scope="session")
def parser() -> Parser:
    return _parser()


@pytest.fixture(scope="session")
def strict_parser() -> Parser:
    """Lark in strict mode: building it fails on a shift/reduce conflict or two terminals that can
    match the same text (tests/strict_lark.py: each pair of terminals checked once, over the pair's own alphabet)."""
    from strict_lark import strict_parser as build

    return build(Zongheng)


@pytest.fixture(scope="session")
def run(parser):
    """The full pipeline (normalize → versions → parse → AST → check)."""

    def _run(text: str) -> ParseResult:
        return analyze_with(parser, text)

    return _run
