"""Shared fixtures for the card-text tests: a strict parser (Lark strict mode raises on
shift/reduce conflicts and terminal collisions when the grammar is built)."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze_with
from zhdsl.text.parser import ParseResult, Parser


@pytest.fixture(scope="session")
def strict_parser() -> Parser:
    return Parser(Zongheng, strict=True)


@pytest.fixture(scope="session")
def run(strict_parser):
    """The full pipeline (normalize → versions → parse → AST → check) with the strict parser."""

    def _run(text: str) -> ParseResult:
        return analyze_with(strict_parser, text)

    return _run
