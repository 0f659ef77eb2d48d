"""Keywords are never swallowed by free text or by each other.

Every keyword's example (keywords.py) is lexed by the parser's contextual lexer while
parsing, and the keyword must come out as one token at its offset. Then every pair of
keywords the LALR tables allow to stand next to each other is glued and lexed in exactly
the lexer state the parser would use: each must come out whole.
"""

from __future__ import annotations

import pytest
from lark.lexer import LexerState, TextSlice

from zhdsl.games.zongheng.keywords import BY_TERMINAL, KEYWORDS
from zhdsl.text.parser import Parser
from zhdsl.text.versions import Version

# Free text stands before 精力 (a colour) and after a comparator (a colour), and as an
# unknown timing; it must not swallow a keyword after it either.
# Numbers and variables are glued to keywords all the time: 抽两张牌, 结附目标角色三回合.
FREE_SAMPLES = {"FREE_TEXT": "紫色", "NUMBER": "12", "CN_NUMBER": "两", "VAR": "X"}
# keywords read only to give a located refusal with a hint, and the error their example gets
REFUSED_BY_DECISION = {"COPY_RETARGET": "E251"}


def tokens(parser: Parser, text: str):
    interactive = parser.lark.parse_interactive(text)
    return [(t.type, str(t), t.start_pos) for t in interactive.iter_parse()]


@pytest.mark.parametrize("kw", KEYWORDS, ids=[k.terminal for k in KEYWORDS])
def test_keyword_example_lexes_whole(parser, kw):
    toks = tokens(parser, kw.example)
    offsets = {start for start in range(len(kw.example)) if kw.example.startswith(kw.text, start)}
    hits = [t for t in toks if t[0] == kw.terminal]
    assert hits, f"{kw.text} ({kw.terminal}) not lexed in {kw.example!r}: {toks}"
    for _type, value, start in hits:
        assert value == kw.text
        assert start in offsets
    # zhdsl's own LALR driver lexes it into the very same tokens
    traced: list = []
    parser._builder.version = Version(kw.example, None)
    assert parser._driver.parse(kw.example, traced) is not None
    assert [(t.type, str(t), t.start_pos) for t in traced] == toks
    # and the example is a valid text through the whole pipeline — but for a keyword that exists to refuse its words
    # with a located error (rule 11.100: new targets for a copy), whose example gets just that error
    result = parser.parse(kw.example)
    if kw.terminal in REFUSED_BY_DECISION:
        assert [d.code for d in result.diagnostics if d.is_error] == [REFUSED_BY_DECISION[kw.terminal]]
    else:
        assert result.ok, result.diagnostics


def test_every_keyword_has_a_distinct_terminal_and_text():
    assert len(BY_TERMINAL) == len(KEYWORDS)
    assert len({k.text for k in KEYWORDS}) == len(KEYWORDS)
    assert all(k.english and k.english.isascii() for k in KEYWORDS)


def _adjacent_pairs(parser: Parser):
    """(state, A, next_state, B): A is shifted in `state`, B is acceptable right after it."""
    table = parser.lark.parser.parser.parser.parse_table
    names = set(BY_TERMINAL) | set(FREE_SAMPLES)
    pairs = []
    for state, actions in table.states.items():
        for a, (action, arg) in actions.items():
            if a not in names or action.name != "Shift":
                continue
            for b in table.states[arg]:
                if b in names:
                    pairs.append((state, a, arg, b))
    return pairs


def _text(terminal: str) -> str:
    return FREE_SAMPLES.get(terminal) or BY_TERMINAL[terminal].text


def test_glued_keyword_pairs_lex_whole(parser):
    lexers = parser.lark.parser.lexer.lexers
    pairs = _adjacent_pairs(parser)
    assert len(pairs) > 200  # the tables really allow many neighbours
    seen = set()
    failures = []
    # Lark's contextual lexer shares one lexer between the parser states that accept the same terminals
    # (1,601 states, 345 lexers in 纵横坛): a pair glued in two states with the same two lexers is the same
    # check on the same objects, so each is run once (563,721 pairs, 167,362 distinct checks).
    checked = set()
    for state, a, next_state, b in pairs:
        key = (id(lexers[state]), a, id(lexers[next_state]), b)
        if key in checked:
            seen.add((a, b))
            continue
        checked.add(key)
        text_a, text_b = _text(a), _text(b)
        lexer_state = LexerState(TextSlice.cast_from(text_a + text_b))
        first = lexers[state].next_token(lexer_state, None)
        second = lexers[next_state].next_token(lexer_state, None)
        seen.add((a, b))
        got = [(first.type, str(first)), (second.type, str(second))]
        if got != [(a, text_a), (b, text_b)]:
            failures.append((text_a + text_b, got))
    assert not failures, failures[:20]
    # Every keyword that is not a timing stands glued to another word somewhere; timings
    # are always followed by 「：」「&」「/」 and are covered by their examples above.
    covered = {a for a, _ in seen} | {b for _, b in seen}
    timings = {k.terminal for k in KEYWORDS if k.category in ("timing", "event")}  # always before ：/&
    assert set(BY_TERMINAL) - timings - {"NO_ENERGY", "NO_SUPPLY", "VIRTUAL", "SOURCE_NOTE", "COPY_CONTROL", "KEEP_RESOURCES",
                                             "YOU_CHOOSE_TARGETS", "ONCE_NOTE"} <= covered  # notes: always in （）
    for pair in [
        ("TAKE", "THIS_CARD"), ("OF", "HAND_COUNT"), ("CN_NUMBER", "ZHANG"), ("ZHANG", "HAND"), ("LET", "ALL_OTHERS"), ("MOVE_INTO", "DECK_TOP"),
        ("FREE_TEXT", "ENERGY"), ("GT", "FREE_TEXT"), ("DISTANCE", "NUMBER"), ("ALWAYS", "EQ"),
    ]:
        assert pair in seen, pair
