"""星宿's grammar builds in Lark's strict mode — no shift/reduce conflict, no two terminals that can match
the same text — and the parser users run (LALR tables from the cache) reads every text we have exactly as
that strict build does. The other tests of 星宿 run the ordinary parser, so the strict build (seconds of
collision checks) is paid once per run."""

from __future__ import annotations

import pytest

from strict_lark import strict_parser
from xingxiu_texts import bundled_texts
from zhdsl.games.xingxiu.dialect import Xingxiu
from zhdsl.games.xingxiu.keywords import KEYWORDS
from zhdsl.pipeline import analyze_with
from zhdsl.text.render import to_json


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_the_strict_build_reads_every_text_as_the_cached_tables_do(parser):
    strict = strict_parser(Xingxiu)
    assert strict._driver is not parser._driver
    texts = [text for _name, text in bundled_texts()] + [k.example for k in KEYWORDS] + ["造成1点伤害X", "（）"]
    for text in texts:
        a, b = analyze_with(parser, text), analyze_with(strict, text)
        assert [to_json(v) for v in a.versions] == [to_json(v) for v in b.versions], text
        assert a.diagnostics == b.diagnostics, text
    assert any(analyze_with(strict, t).ok for t in texts) and not analyze_with(strict, "（）").ok
