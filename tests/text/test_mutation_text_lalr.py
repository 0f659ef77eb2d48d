"""The LALR driver (zhdsl/text/lalr.py) built from tables compiled now reads every text exactly as the driver
built from the cached tables does: the same tokens (terminal, text, place) and the same AST, spans included.
The suite's other card-text tests all run the driver the pipeline built once per process, so a change to how
tables are compiled or a driver is built was seen only by the strict build's test (tens of seconds): this
states it with the parser users run — found by the seeded mutation sample of lalr.py (docs/testing.md)."""

from __future__ import annotations

import pytest
from text_corpus import ALL

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.games.zongheng.keywords import KEYWORDS
from zhdsl.pipeline import get_parser
from zhdsl.text.lalr import TABLES_FORMAT, LalrDriver, compile_tables
from zhdsl.text.normalize import normalize
from zhdsl.text.render import to_json

_TEXTS = [t for t in [t for _, t in ALL] + [k.example for k in KEYWORDS if k.example] if "|" not in t]


def _tokens(driver: LalrDriver, text: str) -> list[tuple]:
    trace: list = []
    driver.parse(text, trace)
    return [(t.type, str(t), t.start_pos, t.end_pos) for t in trace]


def test_a_driver_from_freshly_compiled_tables_reads_every_text_as_the_cached_one():
    """The pipeline's parser (built once per process, before mutmut forks) against a driver built now."""
    parser = get_parser()
    cached = parser._driver
    tables = compile_tables(parser.lark)
    assert tables["format"] == TABLES_FORMAT  # what the JSON cache is checked against
    fresh = LalrDriver(tables, Zongheng.builder())
    builder_texts = 0
    for raw in _TEXTS:
        text = Zongheng.prepare(normalize(raw))
        assert _tokens(fresh, text) == _tokens(cached, text), raw
        a, b = cached.parse(text), fresh.parse(text)
        assert (a is None) == (b is None), raw
        if a is not None:
            builder_texts += 1
            assert to_json(b) == to_json(a), raw
            assert fresh.calls == cached.calls, raw  # the depth bound counts the builder's calls
    assert builder_texts > len(_TEXTS) // 2  # most texts parse: the comparison is not between two failures


def test_a_text_the_grammar_refuses_gives_no_tree_from_either_driver():
    parser = get_parser()
    fresh = LalrDriver(compile_tables(parser.lark), Zongheng.builder())
    for text in ("抽1张牌X", "（）", "抽，", "：抽1张牌"):
        assert parser._driver.parse(text) is None, text
        assert fresh.parse(text) is None, text


@pytest.mark.parametrize(("text", "tokens"), [
    ("抽1张卡牌", [("DRAW", "抽"), ("NUMBER", "1"), ("ZHANG", "张"), ("CARD", "卡牌")]),
    ("令目标角色抽1张牌", [("LET", "令"), ("TARGET_PLAYER", "目标角色"), ("DRAW", "抽"), ("NUMBER", "1"),
                           ("ZHANG", "张"), ("CARD", "牌")]),
    ("若你的财富大于3，令你与目标角色交换财富", [
        ("IF", "若"), ("YOU", "你"), ("OF", "的"), ("WEALTH", "财富"), ("GT", "大于"), ("NUMBER", "3"),
        ("_COMMA", "，"), ("LET", "令"), ("YOU", "你"), ("_WITH", "与"), ("TARGET_PLAYER", "目标角色"),
        ("EXCHANGE", "交换"), ("WEALTH", "财富")]),
])
def test_keywords_written_as_regexes_lex_as_their_words(text, tokens):
    """CARD, TARGET_PLAYER, GT and _WITH are alternations with look-aheads (a word refusing to stop short of a
    longer keyword): a driver built now gives them the tokens the keyword table says."""
    fresh = LalrDriver(compile_tables(get_parser().lark), Zongheng.builder())
    assert [(t, v) for t, v, _, _ in _tokens(fresh, text)] == tokens


_TINY = r'''
start: item+
?item: word | paren | wrapped
paren: "(" word ")"
?wrapped: "[" word "]"
word: A | B | C
A: /(?i:a)b/
B: /(?:cd+|ef)/
C: "gh"
%ignore " "
'''


class _TinyBuilder:
    """Builder methods for `start`, `paren` and `word` only, as a game's builder has none for a `?rule`."""

    def callback(self, name: str):
        if name not in ("start", "paren", "word"):
            return None

        def build(meta, children):
            return (name, [c if isinstance(c, tuple) else str(c) for c in children], meta.start_pos, meta.end_pos)

        return build


def test_the_driver_reads_any_grammar_as_lark_does():
    """Terminals whose first characters the driver screens (a group with its own flags, an alternation of
    words starting differently) and a `?rule` reduced to its one child after filtered brackets."""
    from lark import Lark

    lark = Lark(_TINY, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False)
    driver = LalrDriver(compile_tables(lark), _TinyBuilder())
    assert driver.parse("Ab") == ("start", [("word", ["Ab"], 0, 2)], 0, 2)  # (?i:a): 'A' as 'a'
    assert driver.parse("aB") is None
    assert driver.parse("ef cdd") == ("start", [("word", ["ef"], 0, 2), ("word", ["cdd"], 3, 6)], 0, 6)
    assert driver.parse("(gh) [ab]") == (
        "start", [("paren", [("word", ["gh"], 1, 3)], 0, 4), ("word", ["ab"], 6, 8)], 0, 9)
    for text in ("Ab", "ef cdd", "(gh) [ab]", "aB", "gh ("):
        assert (driver.parse(text) is None) == _lark_refuses(lark, text), text


def _lark_refuses(lark, text: str) -> bool:
    from lark.exceptions import LarkError

    try:
        lark.parse(text)
    except LarkError:
        return True
    return False


class _NamesBuilder:
    """A builder method for every rule: (name, children, start, end)."""

    def callback(self, name: str):
        def build(meta, children):
            return (name, [c if isinstance(c, tuple) else str(c) for c in children], meta.start_pos, meta.end_pos)

        return build


def test_of_two_open_ended_patterns_the_driver_tries_the_longer_written_first_as_lark_does():
    """Terminals of equal priority and width are tried in Lark's order: the longer pattern first
    (`[ab]+` before `a+`), so `aa` is a `Y` for both; the first that fits wins, not the longest match."""
    from lark import Lark

    grammar = 'start: x | y\nx: X\ny: Y\nX: /a+/\nY: /[ab]+/\n'
    lark = Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False)
    driver = LalrDriver(compile_tables(lark), _NamesBuilder())
    assert lark.parse("aa").children[0].data == "y"
    assert driver.parse("aa") == ("start", [("y", ["aa"], 0, 2)], 0, 2)
    assert driver.parse("ab") == ("start", [("y", ["ab"], 0, 2)], 0, 2)


def test_a_rule_whose_children_are_all_empty_is_empty_and_its_parent_ends_at_its_last_token():
    """`outer` holds only two empty `inner`s: it has no place, and `start` ends where `x` does, as in Lark."""
    from lark import Lark

    grammar = 'start: "x" outer\nouter: inner inner\ninner:\n'
    lark = Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False)
    tree = lark.parse("x")
    assert (tree.meta.start_pos, tree.meta.end_pos) == (0, 1)
    assert tree.children[0].meta.empty
    driver = LalrDriver(compile_tables(lark), _NamesBuilder())
    empty = ("inner", [], None, None)
    assert driver.parse("x") == ("start", [("outer", [empty, empty], None, None)], 0, 1)


def test_a_shorter_literal_of_a_higher_priority_wins_over_a_longer_one_as_lark_does():
    """Literal terminals are tried as Lark orders them: by priority first, longest first only within
    one priority. With `A.2: "ab"` and `B: "abc"`, `abc` is `A` then `C` for both (the driver used to
    merge the literals of all priorities into one longest-match step and read it as `B`)."""
    from lark import Lark

    grammar = 'start: a | b\na: A C\nb: B\nA.2: "ab"\nB: "abc"\nC: "c"\n'
    lark = Lark(grammar, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False)
    driver = LalrDriver(compile_tables(lark), _NamesBuilder())
    assert lark.parse("abc").children[0].data == "a"
    assert driver.parse("abc") == ("start", [("a", ["ab", "c"], 0, 3)], 0, 3)
