"""Shared fixtures for the card-text tests: a strict parser (Lark strict mode raises on
shift/reduce conflicts and terminal collisions when the grammar is built)."""

from __future__ import annotations

from functools import cache

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze_with
from zhdsl.text.parser import ParseResult, Parser


@cache
def _strict_parser() -> Parser:
    """Built once per process (strict mode checks every terminal pair, which takes seconds); processes
    forked after the first build — mutmut's mutants — inherit it instead of building it again."""
    return Parser(Zongheng, strict=True)


@pytest.fixture(scope="session")
def strict_parser() -> Parser:
    return _strict_parser()


@pytest.fixture(scope="session")
def run(strict_parser):
    """The full pipeline (normalize → versions → parse → AST → check) with the strict parser."""

    def _run(text: str) -> ParseResult:
        return analyze_with(strict_parser, text)

    return _run
