"""A lexer state's matcher is built when a text is first lexed in it (zhdsl.text.lalr._Scanners):
the tokens and the trees are those of a parser whose matchers were all built before any text.
(docs/performance.md, "Cold start": a process that reads a few texts builds the few matchers they reach.)"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from zhdsl import registry
from zhdsl.text.parser import Parser

ROOT = Path(__file__).resolve().parents[2] / "cardsets"


def _toml_texts(folder: str) -> list[str]:
    texts: list[str] = []
    for path in sorted((ROOT / folder).glob("*.toml")):
        for kind in tomllib.loads(path.read_text(encoding="utf-8")).values():
            for card in kind if isinstance(kind, list) else ():
                for key in ("效果", "技能"):
                    value = card.get(key)
                    for item in [value] if isinstance(value, str) else value or []:
                        texts.append(item["效果"] if isinstance(item, dict) else item)  # 星宿: a skill is a table
    return texts


def _texts(game: str) -> list[str]:
    if game == "riftbound":
        cards = json.loads((ROOT / "riftbound" / "catalog.json").read_text(encoding="utf-8"))["cards"]
        texts = [c["cardEffect"] for c in cards if c.get("cardEffect")][:60]
    else:
        texts = _toml_texts(game)[:60]
    # and texts that fail at different places: a word the lexer knows nowhere, a missing step, punctuation
    return texts + ["抽1张牌", "抽牌牌牌", "：。", "当你", "§§", "若你的财富大于", "（"]


@pytest.mark.parametrize("game", ["zongheng", "xingxiu", "riftbound"])
def test_matchers_built_on_first_use_lex_and_parse_as_all_built_first(game):
    dialect = registry.get(game)
    lazy, eager = Parser(dialect), Parser(dialect)
    scanners = eager._driver._scanners
    states = list(scanners._lexers)
    for state in states:  # every matcher, before any text
        scanners[state]
    assert len(scanners) == len(states)
    texts = _texts(game)
    assert len(texts) > 20
    for text in texts:
        assert lazy.parse(text) == eager.parse(text), text
        lazy_tokens: list = []
        eager_tokens: list = []
        lazy._driver.parse(text, lazy_tokens)
        eager._driver.parse(text, eager_tokens)
        assert [(t, t.type, t.start_pos, t.end_pos) for t in lazy_tokens] == \
            [(t, t.type, t.start_pos, t.end_pos) for t in eager_tokens], text
    built = lazy._driver._scanners
    assert 0 < len(built) < len(states)  # only the states these texts reached
    assert all(_shape(built[s]) == _shape(scanners[s]) for s in built)  # the same steps, in the same order


def _shape(matcher: tuple) -> tuple:
    """A matcher with each regex step's bound `match` as its pattern (compared by value: `re`'s cache may
    give two builds two pattern objects)."""
    def step(st):
        literals, lengths, regex, name = st
        return literals, lengths, None if regex is None else regex.__self__, name

    by_char, other = matcher
    return {c: tuple(map(step, steps)) for c, steps in by_char.items()}, tuple(map(step, other))


def test_a_state_with_no_lexer_is_a_key_error_as_in_a_plain_dict():
    scanners = Parser(registry.get("zongheng"))._driver._scanners
    missing = max(scanners._lexers) + 1
    with pytest.raises(KeyError):
        scanners[missing]
    assert missing not in scanners
