"""Fixtures for 星宿's tests: the parser users run and the pipeline with it. The grammar is proved free
of conflicts and terminal collisions once per run, by the strict build of test_xingxiu_grammar.py."""

from __future__ import annotations

import pytest

from zhdsl.games.xingxiu.dialect import Xingxiu
from zhdsl.pipeline import analyze_with
from zhdsl.text.parser import ParseResult, Parser


@pytest.fixture(scope="session")
def parser() -> Parser:
    return Parser(Xingxiu)


@pytest.fixture(scope="session")
def run(parser):
    def _run(text: str) -> ParseResult:
        return analyze_with(parser, text)

    return _run
