"""What the parser (zhdsl/text/parser.py) tells a designer about a text it cannot read, stated where the
seeded mutation sample of parser.py (seed 8, docs/testing.md) found it unasserted: an empty text, a closing
bracket with no opening one, a word after a comparator that is no colour, and when the list of what was
expected ends with 等. Only the grammar-independent part of a list of expected words is pinned."""

from __future__ import annotations

import re

import pytest

from zhdsl.games.riftbound.dialect import Riftbound
from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", ["", "   "])
def test_an_empty_text_is_e104_with_an_example(text):
    result = analyze(text)
    assert (result.text, result.versions) == (text, ())  # the result keeps the text it was given
    (d,) = result.diagnostics
    assert d.code == "E104"
    assert d.message == "效果文本为空"
    assert d.hint == "写下至少一个步骤，例如「抽1张牌」"
    assert (d.span.start, d.span.end) == (0, len(text))


@pytest.mark.parametrize(("text", "closer", "opener"), [("抽1张牌）", "）", "（"), ("抽1张牌」", "」", "「")])
def test_a_closing_bracket_without_its_opening_one_is_pointed_at(text, closer, opener):
    (d,) = analyze(text).diagnostics
    assert d.code == "E103"
    assert (d.span.start, d.span.end) == (4, 5)
    assert d.message == f"多余的「{closer}」，前面没有对应的「{opener}」"
    assert d.hint == "删除它或补上左括号"


@pytest.mark.parametrize("text", ["若目标牌的颜色等于褐精力，抽1张牌", "若目标牌的颜色不等于褐牌，抽1张牌"])
def test_a_word_after_a_comparator_that_is_no_colour_lists_the_colours(text):
    (d,) = analyze(text).diagnostics
    assert d.code == "E101"
    assert d.message == "无法识别的词语「褐」"
    assert d.hint == "颜色有：绿色、红色、蓝色、黄色、黑色"


def test_a_short_list_of_expected_words_does_not_end_with_etc():
    """`等` only when more than ten words were expected and the list was cut."""
    (d,) = analyze("回合开始回合").diagnostics
    assert d.code == "E100" and (d.span.start, d.span.end) == (4, 6)
    assert d.hint.startswith("此处应为：") and "「：」" in d.hint
    assert not d.hint.endswith("等")
    (d,) = [d for d in analyze("抽1张牌，生产").diagnostics if d.code == "E102"]
    assert d.hint.endswith("等") and d.hint.count("、") == 9  # ten shown, then 等


@pytest.mark.parametrize(
    ("game", "text", "word", "start"),
    [
        ("xingxiu", "摸一张牌通过此方式", "通过此方式", 4),
        ("xingxiu", "随后", "随后", 0),
        ("riftbound", "该角色抽1张牌", "该角色", 0),
        ("riftbound", "抽1张牌，在", "在", 5),
    ],
)
def test_a_shared_keyword_this_game_never_uses_is_e100_at_that_word(game, text, word, start):
    """A word of the shared keyword table that this game's grammar has no place for (星宿 has no 随后,
    Riftbound no 该角色): no terminal of the game's lexer reads it, and the designer is told that the
    word cannot stand there, with the span of the whole word and what was expected instead."""
    (d,) = analyze(text, game).diagnostics
    assert d.code == "E100"
    assert d.message == f"此处不能出现「{word}」"
    assert (d.span.start, d.span.end) == (start, start + len(word))
    assert d.hint.startswith("此处应为：")


# ---- the second sample of parser.py (seed 28, branch mut18c, docs/testing.md) ----------------------------------


def test_a_colour_where_the_text_ends_is_e102_not_an_unknown_word():
    """`获得1红`: 红 is a colour, read; what is missing is what follows (精力). The list of what may follow
    is short, every word quoted, nothing after the last one. The result keeps the text it was given."""
    result = analyze("获得1红")
    (d,) = result.diagnostics
    assert (d.code, d.message, (d.span.start, d.span.end)) == ("E102", "效果在此意外结束，缺少后续内容", (3, 4))
    assert re.fullmatch(r"此处应为：(「[^」]+」、)*「[^」]+」", d.hint), d.hint
    assert "「精力」" in d.hint
    assert (result.text, result.versions, result.ok) == ("获得1红", (), False)


def test_an_unknown_word_in_the_effect_before_an_amp_is_not_taken_for_a_timing():
    """After the head's `：` a word followed by `&` is part of the effect: E101 for the word, not E203."""
    (d,) = analyze("回合开始：抽1张派&弃1张手牌").diagnostics
    assert (d.code, d.message, (d.span.start, d.span.end)) == ("E101", "无法识别的词语「派」", (8, 9))


@pytest.mark.parametrize(("text", "word", "phrase", "timing"), [
    ("每回合限1次时：抽1张牌", "每回合限1次时", "每回合限1次", "限定"),
    ("回合内的：抽1张牌", "回合内的", "回合内", "主动"),
])
def test_a_timing_head_holding_the_rulebooks_phrase_names_the_timing(text, word, phrase, timing):
    """A head that contains a phrase the rulebook uses for a timing, with more around it, is told which
    timing that phrase is (docs/language.md)."""
    (d,) = analyze(text).diagnostics
    assert (d.code, d.message) == ("E203", f"「{word}」不是时机")
    assert d.hint == f"「{phrase}」就是时机「{timing}」：写作「{timing}：…」"
    assert (d.span.start, d.span.end) == (0, len(word))


def test_a_garbled_word_after_target_gets_the_games_hint_for_what_follows_target():
    (d,) = analyze("令目标他角色抽1张牌").diagnostics
    assert (d.code, d.message, (d.span.start, d.span.end)) == ("E101", "无法识别的词语「他」", (3, 4))
    assert d.hint == Zongheng.HINTS["after_target"]


def test_a_condition_cut_short_gets_the_games_example():
    (d,) = analyze("若你的财富小于10").diagnostics
    assert d.code == "E102"
    assert d.hint == f"「若」的条件之后要用「，」接上要做的事，例如「{Zongheng.HINTS['condition']}」"


def test_a_game_without_class_examples_shows_its_first_keyword_of_each_class():
    """A game whose HINTS give no `example_<class>` (a dialect from outside): the list of what may follow
    names each keyword class with the class's first keyword as its example."""

    class Plain(Zongheng):
        name = ""  # not registered
        HINTS = {k: v for k, v in Zongheng.HINTS.items() if not k.startswith("example_")}

    (d,) = [d for d in analyze("抽1张牌，", Plain).diagnostics if d.code == "E102"]
    verb = next(iter(Plain.terminals("verb").values())).text
    timing = next(iter(Plain.terminals("timing").values())).text
    assert d.hint.startswith(f"此处应为：动作（如「{verb}」）、时机（如「{timing}」）、"), d.hint


def test_a_game_with_no_keyword_of_a_class_builds_its_parser():
    """Riftbound has no attribute keyword: its parser is built anyway (a class with no keyword is named
    without an example) and reports an unreadable text in Chinese."""

    class Fresh(Riftbound):
        name = ""

    assert not Fresh.terminals("attribute")
    result = analyze("抽一张派", Fresh)
    assert [d.code for d in result.diagnostics] == ["E101"]
    assert result.diagnostics[0].message == "无法识别的词语「派」"


# mut13c: found unasserted by the sample of parser.py on 26a4804 (seed 28).

def test_a_second_condition_cut_short_gets_the_condition_hint():
    """The hint looks at the last 若 of the effect: the first one's ， does not hide that the second has none."""
    text = "若你的财富大于1，则抽1张牌，若你的财富大于2"
    (d,) = analyze(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E102", "2")
    assert d.hint == "「若」的条件之后要用「，」接上要做的事，例如「若你的财富小于10，生产1财富」"


@pytest.mark.parametrize(("text", "at"), [("主动：抽1张牌，当你的回合开始：生产1财富", "回合开始"),
                                         ("主动：抽1张牌，锁定回合开始：生产1财富", "回合开始")])
def test_a_timing_after_the_effects_colon_is_out_of_place_not_a_bad_head(text, at):
    """After an effect's `：` (and before a 。) the words are the effect's: a timing there is E100 at the timing,
    not E203 blaming a timing head the text never started."""
    (d,) = analyze(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E100", at)


def test_a_slot_of_colour_words_holds_whole_colours():
    """Rule 12.35: `目标红色|黄色行动` is the two versions 目标红色行动 and 目标黄色行动 (the slot is 红色|黄色, not 色|黄)."""
    result = analyze("即刻：反制目标红色|黄色行动")
    assert result.diagnostics == ()
    assert len(result.versions) == 2


# mut15: the three parser.py survivors mut13c left (on the current source, parser.py's mutants of the same lines).

@pytest.mark.parametrize(("text", "word", "hint"), [("回合开始@：抽1张牌", "回合开始@", "写作「回合开始」"),
                                                   ("主动$：抽1张牌", "主动$", "写作「主动」"),
                                                   ("锁定&回合开始#：抽1张牌", "回合开始#", "写作「回合开始」")])
def test_a_timing_with_a_stray_character_glued_on_is_e203_at_the_whole_word(text, word, hint):
    """A character no word of the game starts with (Lark's `UnexpectedCharacters`, read at its `pos_in_stream`) glued
    to a timing before the head's `：`: the designer is shown the whole word as no timing and the timing meant,
    not an E101 for the stray character alone with a list of punctuation."""
    (d,) = analyze(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end], d.message, d.hint) == ("E203", word, f"「{word}」不是时机", hint)


def test_a_word_that_only_leads_into_a_step_is_not_named_beside_the_classes():
    """After `抽1张牌，` the text may go on with any action or a new timing; 「与」 (the start of 与…交换) may follow
    too, but beside the class of timings it would crowd a word worth suggesting out of the ten shown, so the
    game's `QUIET_BESIDE` leaves it out of the hint."""
    (d,) = analyze("抽1张牌，").diagnostics
    assert d.code == "E102"
    assert d.hint.startswith("此处应为：动作（如「抽1张牌」）、时机（如「回合开始」）、"), d.hint
    assert "「与」" not in d.hint


def test_a_strict_parser_refuses_a_grammar_with_a_terminal_collision(tmp_path, monkeypatch):
    """`Parser(game, strict=True)` is the suite's proof that a game's grammar has no two terminals matching the same
    text (tests/strict_lark.py): a grammar with such a pair is refused with Lark's `Collision`, while the parser
    users run (not strict, from cached tables) builds from the same grammar."""
    from lark.exceptions import LexError

    from zhdsl.text import grammar
    from zhdsl.text.parser import Parser

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    core = "WORD: /[a-z0-9]+/\nDIGITS: /[0-9]+/\n"
    game = '%import core (WORD, DIGITS)\nstart: "x" (WORD | DIGITS)\n%ignore " "\n'

    class Colliding(Zongheng):
        name = ""  # not registered

        @classmethod
        def grammar_source(cls):
            return grammar.GrammarSource(core, game)

    with pytest.raises(LexError, match="Collision"):
        Parser(Colliding, strict=True)
    assert Parser(Colliding)._lark is None  # the runtime parser builds, from tables, without Lark


def test_a_text_past_the_length_bound_keeps_its_text_with_e213():
    """E213 (every resource bounded): a text longer than 2,000 code points is refused without being parsed, and the
    result still carries the text it was given (an editor shows the diagnostic against it)."""
    from zhdsl.text.bounds import MAX_TEXT_LENGTH

    text = "抽1张牌，" * (MAX_TEXT_LENGTH // 5 + 1)
    result = analyze(text)
    assert (result.text, result.versions) == (text, ())
    assert [(d.code, d.span.start, d.span.end) for d in result.diagnostics] == [("E213", MAX_TEXT_LENGTH, len(text))]


@pytest.mark.parametrize("text", ["主动：折损X财富（X为你财富的一半，向下取整）回合开始：抽1张牌。",
                                  "回合结束：抽1张牌（附注：先抽）回合开始：生产1财富。"])
def test_a_note_before_the_next_head_ends_its_effect_after_an_earlier_colon(text):
    """Rule 10.113 where the note's own effect has a head: the `：` looked for is the next head's, after the note, not
    the first one of the text — the text is two effects, with no diagnostic."""
    from zhdsl.pipeline import compile_text

    assert analyze(text).diagnostics == ()
    assert len(compile_text(text)[0].effects) == 2
