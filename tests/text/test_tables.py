"""The LALR driver runs from tables cached as JSON; they must be what Lark would build now."""

from __future__ import annotations

import json

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.text.grammar import load_tables
from zhdsl.text.lalr import compile_tables


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_cached_tables_parse_like_a_fresh_strict_build(strict_parser):
    """The strict build is the suite's proof that the grammar has no conflict and no terminal
    collision (Lark refuses to build otherwise); every other card-text test runs the parser users run.
    State numbers differ from build to build (Lark's table construction is not ordered),
    so compare behaviour: the same AST, spans included, for every text we know."""
    from text_corpus import ALL

    from zhdsl.games.zongheng.keywords import KEYWORDS
    from zhdsl.pipeline import get_parser
    from zhdsl.text.render import to_json

    cached = get_parser()
    assert cached._lark is None or cached._driver is not strict_parser._driver
    texts = [t for _, t in ALL] + [k.example for k in KEYWORDS] + ["抽1张牌X", "回合中：抽1张牌", "（）"]
    for text in texts:
        a, b = cached.parse(text), strict_parser.parse(text)
        assert [to_json(v) for v in a.versions] == [to_json(v) for v in b.versions], text
        assert a.diagnostics == b.diagnostics, text
    tables = load_tables(Zongheng.grammar_source())
    fresh = compile_tables(strict_parser.lark)
    assert len(tables["states"]) == len(fresh["states"]) and len(tables["rules"]) == len(fresh["rules"])


def test_tables_are_plain_data(parser):
    tables = compile_tables(parser.lark)
    assert json.loads(json.dumps(tables, ensure_ascii=False)) == tables  # survives the JSON cache as is
    assert set(tables) == {"format", "start", "end", "states", "rules", "lexers", "matchers", "ignore", "dropped", "flags"}
    # every reduce names a rule, every rule has a plan the builder can run
    assert all(isinstance(arg, int) for actions in tables["states"].values() for _, arg in actions.values())
    # punctuation is dropped from the values (only its position counts), keywords never are
    assert {"_COMMA", "_COLON", "_LPAREN", "_RPAREN"} <= set(tables["dropped"])
    # keywords are kept, except the words for punctuation (_NEXT 然后, _AND 并, _EACH 都), filtered by name
    assert not any(name in tables["dropped"] for name in Zongheng.KEYWORDS if not name.startswith("_"))


def test_default_parser_does_not_need_lark(tmp_path):
    """A warm start runs from the JSON tables: Lark is imported only for syntax errors."""
    import subprocess
    import sys

    code = (
        "import sys; from zhdsl.pipeline import analyze; assert analyze('回合开始：抽1张牌').ok; "
        "print('lark' in sys.modules); analyze('抽1张牌X'); print('lark' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "True"]


def test_the_strict_build_still_refuses_a_terminal_collision():
    """The pair check of tests/strict_lark.py must not hide a collision: a pair's answer is reused
    for the reversed pair, and Lark still refuses two terminals that match the same text."""
    import interegular
    from lark import Lark
    from lark.exceptions import LexError
    from strict_lark import pair_alphabet_check

    grammar = 'start: "x" (WORD | DIGITS)\nWORD: /[a-z0-9]+/\nDIGITS: /[0-9]+/\n%ignore " "'
    with pair_alphabet_check():
        comparator = interegular.Comparator.from_regexes({"w": "[a-z0-9]+", "d": "[0-9]+", "c": "[A-Z]+"})
        assert not comparator.isdisjoint("w", "d") and not comparator.isdisjoint("d", "w")
        assert comparator.isdisjoint("c", "d") and comparator.isdisjoint("d", "c")
        with pytest.raises(LexError, match="Collision"):
            Lark(grammar, parser="lalr", lexer="contextual", strict=True)


# Terminals like the keyword tables' (a word excluded by a look-ahead, alternatives sharing a prefix,
# Chinese numerals, free text, quoted names), a look-behind, and some that collide.
PATTERNS = {
    "GT": "(?:大于(?!或等于|等于)|超过)", "GE": "(?:大于或等于|大于等于|不小于)", "BARE_GT": "大于",
    "NOT_AFTER_BU": "(?<!不)小于", "LT": "(?:小于(?!或等于|等于)|不足)", "CN_NUMBER": "(?:(?!一半)[零一二两三四五六七八九十百])+",
    "HALF": "一半", "NUMBER": "[0-9]+", "WORD": "[a-z0-9]+", "FREE": "[^，。：0-9a-z]{2,}", "NAME": "「[^「」]+」",
    "DRAW": "抽(?=[0-9一二三])", "DRAW_WORD": "抽牌", "NOT_DIGITS": "[^0-9]+",
}


def test_the_pair_alphabet_answers_as_the_shared_alphabet_does():
    """tests/strict_lark.py builds each pattern's automaton over its own alphabet, once, instead of over the
    one alphabet shared by every terminal (or the pair's, once per pair): the answer must be the same for
    every pair, colliding or not."""
    import itertools

    import interegular
    from strict_lark import own_alphabet_isdisjoint, pair_isdisjoint

    shared = interegular.Comparator.from_regexes(PATTERNS)
    answers, fsms = {}, {}
    for a, b in itertools.combinations(PATTERNS, 2):
        answers[a, b] = shared.isdisjoint(a, b)
        pa, pb = shared._patterns[a], shared._patterns[b]
        assert pair_isdisjoint(pa, pb) == answers[a, b], (a, b)
        # and each pattern's automaton over its own alphabet, built once (what the strict builds use)
        assert own_alphabet_isdisjoint(pa, pb, fsms) == own_alphabet_isdisjoint(pb, pa, fsms) == answers[a, b], (a, b)
    assert not answers["GT", "BARE_GT"] and not answers["HALF", "FREE"] and not answers["NUMBER", "WORD"]
    assert answers["GT", "GE"] and answers["DRAW", "DRAW_WORD"] and answers["NUMBER", "NAME"]
    # a character one pattern names and the other only admits as "anything else" (a letter: named by WORD,
    # not by NOT_DIGITS, whose class is everything but digits) is still a shared string; digits are not
    assert not answers["WORD", "NOT_DIGITS"] and answers["NUMBER", "NOT_DIGITS"] and not answers["HALF", "NOT_DIGITS"]
    assert len(fsms) < len(answers)  # one automaton per pattern and padding (43 here), not two per pair (91 pairs)
    # a pattern without look-around is built once unpadded and padded per pair: the language interegular's own
    # padding gives (each alternative between runs of anything), and a look-around is never padded that way
    from strict_lark import _plain, own_fsm, padded

    plain = [name for name in PATTERNS if _plain(shared._patterns[name])]
    assert set(PATTERNS) - set(plain) == {"GT", "NOT_AFTER_BU", "LT", "CN_NUMBER", "DRAW"}
    for name in plain:
        pattern = shared._patterns[name]
        for padding in ((0, 1), (2, 0), (1, 3)):
            assert padded(own_fsm(pattern, (0, 0)), padding).equivalent(own_fsm(pattern, padding)), (name, padding)


@pytest.mark.parametrize("game", ["符文战场"])
def test_lark_loaded_from_the_cache_reads_and_fails_like_a_fresh_build(game, tmp_path, monkeypatch):
    """Syntax errors take their details from Lark, which is loaded from its JSON form in the user's cache
    instead of built from the grammar (zhdsl.text.grammar: 0.1-0.2 s instead of 0.7-1 s per game and
    process). Loaded, it must read what a fresh build reads — the same tree, positions included — and fail
    where a fresh build fails: the same error, at the same place, expecting the same terminals; the LALR
    tables compiled from it for the driver are those of a fresh build. Riftbound's grammar, the largest
    (6 s of CPU under load for all three games was too dear): 纵横坛's and 星宿's strict-build tests compare every
    text's diagnostics, syntax errors included, between a fresh strict build and the parser users run,
    whose Lark comes from this cache."""
    from lark.exceptions import UnexpectedInput

    from zhdsl import registry
    from zhdsl.text import grammar
    from zhdsl.text.normalize import normalize

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    dialect = registry.get(game)
    source = dialect.grammar_source()
    fresh = grammar._build_lark(source, False)
    assert grammar._load_lark(source) is None  # an empty cache
    grammar._save_lark(source, fresh)
    loaded = grammar._load_lark(source)
    assert loaded is not None and loaded is not fresh
    assert compile_tables(loaded) == compile_tables(fresh)  # the driver's tables, when compiled from a loaded one

    def outcome(lark, text):
        try:
            tree = lark.parse(text)
        except UnexpectedInput as exc:
            return (type(exc).__name__, exc.pos_in_stream, sorted(getattr(exc, "expected", None) or exc.allowed),
                    str(getattr(exc, "token", "")))
        return tree, [(t.type, t.start_pos, t.end_pos) for t in tree.scan_values(lambda v: hasattr(v, "start_pos"))]

    examples = [k.example for k in dialect.table() if k.example]
    assert len(examples) > 5
    broken = ["抽1张牌，，", "抽1张牌X", "回合中：", "（抽1张牌", "抽", "如果你有3张手牌", "我获得[S]+", "目标他角色抽1张牌"]
    outcomes = []
    for text in examples + broken + [e + "X" for e in examples[:20]]:
        text = dialect.prepare(normalize(text))
        outcomes.append(outcome(fresh, text))
        assert outcome(loaded, text) == outcomes[-1], text
    assert any(isinstance(o[0], str) for o in outcomes) and any(not isinstance(o[0], str) for o in outcomes)

    # a damaged or foreign file is no cache: the parser is built again
    name = tmp_path / "zhdsl" / grammar._lark_name(source.text)
    name.write_bytes(name.read_bytes()[:1000])
    assert grammar._load_lark(source) is None
    name.write_text('{"format": 1, "grammar": "another grammar", "data": {}, "memo": {}}', encoding="utf-8")
    assert grammar._load_lark(source) is None


@pytest.mark.parametrize("grammar,callbacks", [
    ('start: WORD | "ab"\nWORD: /[a-z]+/', {}),  # "ab" is also a WORD: Lark would re-type it in a callback
    ('start: WORD\nWORD: /[a-z]+/', {"WORD": lambda token: token}),  # the user's own
])
def test_tables_refuse_a_grammar_whose_lexer_needs_callbacks(grammar, callbacks):
    """The LALR driver runs no lexer callbacks, so compiling tables from a grammar that needs them fails
    loudly — found without building Lark's scanner (zhdsl.text.lalr._has_callbacks) — and a grammar that
    needs none compiles."""
    from lark import Lark

    lark = Lark(grammar, parser="lalr", lexer="contextual", lexer_callbacks=callbacks)
    with pytest.raises(ValueError, match="callbacks"):
        compile_tables(lark)
    plain = Lark('start: WORD | "1"\nWORD: /[a-z]+/', parser="lalr", lexer="contextual")
    assert compile_tables(plain)["states"]
