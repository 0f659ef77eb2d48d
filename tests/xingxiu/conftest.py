"""Fixtures for 星宿's tests: a strict parser (Lark refuses conflicts and terminal collisions when the
grammar is built) and the pipeline with it."""

from __future__ import annotations

import pytest

from zhdsl.games.xingxiu.dialect import Xingxiu
from zhdsl.pipeline import analyze_with
from zhdsl.text.parser import ParseResult, Parser


@pytest.fixture(scope="session")
def strict_parser() -> Parser:
    return Parser(Xingxiu, strict=True)


@pytest.fixture(scope="session")
def run(strict_parser):
    def _run(text: str) -> ParseResult:
        return analyze_with(strict_parser, text)

    return _run
