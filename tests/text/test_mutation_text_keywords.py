"""How a keyword table becomes a game's grammar (zhdsl/text/keywords.py, zhdsl/text/grammar.py): a game
registered from outside that respells words reads its own words; a keyword with synonyms never stops short
of a longer keyword; a word starting with a number wins over the number terminals; quotes and backslashes in
a word are escaped; free text never swallows a keyword; a game's row replaces the core's and `KEYWORDS`
respells any row. The suite composed each game's grammar once per process (before mutmut forks), so none of
this was seen by the mutation runs of keywords.py and grammar.py (docs/testing.md): these tests compose anew."""

from __future__ import annotations

import re

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze
from zhdsl.text.grammar import CORE_GRAMMAR, compose
from zhdsl.text.keywords import CJK, Keyword, all_words, free_text_lines, merge, terminal_lines


def _pattern(line: str) -> str:
    """The regex of a generated terminal line `NAME.P: /…/` or `NAME.P: "…"` (as a regex)."""
    body = line.split(": ", 1)[1]
    return body[1:-1] if body.startswith("/") else re.escape(body[1:-1].replace('\\"', '"').replace("\\\\", "\\"))


def test_a_game_defined_now_reads_its_respelled_words_and_refuses_the_old_ones():
    """A fresh class composes its grammar anew (nothing cached from another test)."""

    class Respelled(Zongheng):
        name = ""  # not registered
        KEYWORDS = {**Zongheng.KEYWORDS, "DRAW": "摸", "WEALTH": ("军力", "兵力")}

    for text, same_as in (("摸2张牌", "抽2张牌"), ("若你的兵力小于10，摸1张牌", "若你的财富小于10，抽1张牌"),
                          ("令目标角色生产2军力", "令目标角色生产2财富")):
        mine = analyze(text, Respelled)
        assert mine.ok and not mine.diagnostics, (text, mine.diagnostics)
        assert mine.versions == analyze(same_as).versions, text
    (d,) = analyze("抽2张牌", Respelled).diagnostics
    assert d.code == "E101" and (d.span.start, d.span.end) == (0, 1)
    source = Respelled.grammar_source()
    assert source.core.startswith(CORE_GRAMMAR.read_text(encoding="utf-8"))
    assert 'DRAW.2: "摸"' in source.game.split("\n")  # a game's own keyword, in the game's module
    assert "WEALTH.2: /(?:军力|兵力)/" in source.game.split("\n")
    assert source.text == source.core + "\n%% game\n" + source.game


def test_compose_puts_the_core_keywords_and_free_text_in_the_core_module_and_the_games_in_its_own(tmp_path):
    game_file = tmp_path / "g.lark"
    game_file.write_text("start: core__effects\n", encoding="utf-8")
    core_rows = [Keyword("IF", "若", "if", "structure")]
    game_rows = [Keyword("DRAW", "抽", "draw", "verb")]
    words = ("若", "抽")
    source = compose(game_file, core_rows, game_rows, words)
    core_text = CORE_GRAMMAR.read_text(encoding="utf-8")
    assert source.core == core_text + "\n" + "\n".join(terminal_lines(core_rows, words) + free_text_lines(words)) + "\n"
    assert source.game == "start: core__effects\n" + "\n" + 'DRAW.2: "抽"' + "\n"


def test_a_keyword_with_one_spelling_is_a_literal_and_escapes_quotes_and_backslashes():
    assert terminal_lines([Keyword("DRAW", "抽", "draw", "verb")], ("抽",)) == ['DRAW.2: "抽"']
    (line,) = terminal_lines([Keyword("Q", 'a"b\\c', "q", "verb")], ())
    assert line == 'Q.2: "a\\"b\\\\c"'


def test_a_keyword_starting_with_a_number_outranks_the_number_terminals():
    lines = terminal_lines([Keyword("ONE_PLAYER", "一名角色", "one player", "reference"),
                            Keyword("SOME", "若干", "some", "reference", synonyms=("1名", "某"))], ())
    assert [line.split(":")[0] for line in lines] == ["ONE_PLAYER.3", "SOME.3"]
    assert terminal_lines([Keyword("X", "甲", "x", "verb", synonyms=("乙",))], ())[0].startswith("X.2: /")


def test_synonyms_match_longest_first_and_never_stop_short_of_a_longer_keyword():
    card = Keyword("CARD", "牌", "card", "reference", synonyms=("卡牌",))
    every = ("牌库底", "牌库", "卡牌", "牌")
    (line,) = terminal_lines([card], every)
    assert line.startswith("CARD.2: /")
    regex = re.compile(_pattern(line))
    assert regex.match("卡牌，").group() == "卡牌"
    assert regex.match("牌，").group() == "牌"
    assert regex.match("牌库") is None  # the 牌 of 牌库 is not a card
    assert regex.match("牌库底") is None
    and_ = Keyword("AND", "并且", "and", "structure", synonyms=("并", "且"))
    (line,) = terminal_lines([and_], ("并且", "并非", "并", "且"))
    regex = re.compile(_pattern(line))
    assert regex.match("并且抽").group() == "并且"  # the longest spelling first
    assert regex.match("并抽").group() == "并"
    assert regex.match("并非") is None and regex.match("且慢") is not None


def test_free_text_stops_where_a_keyword_starts():
    free, head, quoted = free_text_lines(("抽", "牌库"))
    assert free.startswith("FREE_TEXT: /") and head.startswith("HEAD_TEXT: /") and quoted.startswith("QUOTED_NAME.2: /")
    free_re, head_re, quoted_re = (re.compile(_pattern(line)) for line in (free, head, quoted))
    assert free_re.match("目标抽1张牌").group() == "目标"
    assert free_re.match("攻伐之牌库").group() == "攻伐之"
    assert head_re.match("未知时机：抽") is not None and head_re.match("未知时机，抽") is None
    assert quoted_re.fullmatch("「攻伐」") is not None and quoted_re.fullmatch("「抽牌」") is None
    (bare, _, _) = free_text_lines(())
    assert re.compile(_pattern(bare)).fullmatch("抽牌库") is not None  # no keyword: any CJK run
    assert _pattern(bare) == f"[{CJK}]+"


def test_a_game_row_replaces_the_core_row_and_keywords_respell_any_row():
    core = (Keyword("IF", "若", "if", "structure", meaning="if", synonyms=("如果",)),
            Keyword("THEN", "则", "then", "structure", meaning="then"))
    game = (Keyword("THEN", "则", "then", "structure", meaning="then", synonyms=("那么",)),
            Keyword("DRAW", "抽", "draw", "verb", meaning="draw"))
    rows = merge(core, game, {})
    assert [k.terminal for k in rows] == ["IF", "THEN", "DRAW"]
    assert rows[1].synonyms == ("那么",)
    respelled = merge(core, game, {"DRAW": "摸", "IF": ("倘若", "若"), "THEN": ("则", "那么"), "NOT_THERE": "无"})
    assert [k.words for k in respelled] == [("倘若", "若"), ("则", "那么"), ("摸",)]
    assert respelled[2].meaning == "draw" and respelled[2].english == "draw"
    assert respelled[1] is game[0]  # spelled as it was: the row unchanged
    assert merge(core, game, {"DRAW": ()})[2].words == ("抽",)  # no spelling given: kept


def test_every_word_longest_first_then_in_character_order_each_once():
    rows = (Keyword("A", "并", "a", "s", synonyms=("并且",)), Keyword("B", "且", "b", "s"),
            Keyword("C", "牌库", "c", "s", synonyms=("并",)))
    assert all_words(rows) == ("并且", "牌库", "且", "并")
