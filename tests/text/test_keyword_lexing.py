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


def _adjacent(parser: Parser):
    """The LALR tables' neighbours, grouped: ({(state, A, next_state)}: A is shifted in `state` and leads to
    `next_state`, {next_state: [B, …]}: the terminals acceptable there). Each (state, A, next_state, B) of
    the two together is a pair of neighbours (1.6 million in 纵横坛)."""
    table = parser.lark.parser.parser.parser.parse_table
    names = set(BY_TERMINAL) | set(FREE_SAMPLES)
    shifts = {(state, a, arg) for state, actions in table.states.items()
              for a, (action, arg) in actions.items() if a in names and action.name == "Shift"}
    after = {arg: [b for b in table.states[arg] if b in names] for _, _, arg in shifts}
    return shifts, after


def _text(terminal: str) -> str:
    return FREE_SAMPLES.get(terminal) or BY_TERMINAL[terminal].text


def test_glued_keyword_pairs_lex_whole(parser):
    lexers = parser.lark.parser.lexer.lexers
    shifts, after = _adjacent(parser)
    assert sum(len(after[arg]) for _, _, arg in shifts) > 200  # the tables really allow many neighbours
    failures = []
    # Every pair (state, A, next_state, B) is A's text glued to B's, lexed by the lexer of `state` then by the
    # lexer of `next_state`. Lark's contextual lexer shares one lexer between the parser states that accept
    # the same terminals (1,601 states, 345 lexers in 纵横坛, 2026-11), and a lexer's next token depends only on
    # the lexer, the text and the position (`BasicLexer.next_token`). So the first token of a pair is one check
    # per (lexer of `state`, A, B) (284,000 in 纵横坛, 2026-12), and when it is A whole, the second starts
    # right after A's text: one check per (lexer of `next_state`, A, B) (13,000) — each is run once and every
    # pair that shares it gets its answer (the pairs counted for the coverage asserts below).
    firsts: dict = {}
    seconds: dict = {}
    seen = {(a, b) for a, next_state in {(a, next_state) for _, a, next_state in shifts} for b in after[next_state]}
    # the shifts whose pairs are the same checks: the same two lexers, A, and the same terminals after it
    groups = {(id(lexers[state]), a, id(lexers[next_state]), tuple(after[next_state])): (lexers[state], lexers[next_state])
              for state, a, next_state in shifts}
    for (_, a, _, following), (first_lexer, second_lexer) in groups.items():
        for b in following:
            key = (id(first_lexer), a, b)
            if key not in firsts:
                text_a, text_b = _text(a), _text(b)
                first = first_lexer.next_token(LexerState(TextSlice.cast_from(text_a + text_b)), None)
                firsts[key] = (first.type, str(first)) == (a, text_a)
                if not firsts[key]:
                    failures.append((text_a + text_b, [(first.type, str(first))]))
            if not firsts[key]:
                continue
            key = (id(second_lexer), a, b)
            if key not in seconds:
                text_a, text_b = _text(a), _text(b)
                lexer_state = LexerState(TextSlice.cast_from(text_a + text_b))
                lexer_state.line_ctr.feed(text_a)  # where the first token, A whole, ended
                second = second_lexer.next_token(lexer_state, None)
                seconds[key] = (second.type, str(second)) == (b, text_b)
                if not seconds[key]:
                    failures.append((text_a + text_b, [(a, text_a), (second.type, str(second))]))
    assert firsts and seconds
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
