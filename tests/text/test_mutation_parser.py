"""What the parser tells a card designer about a text it cannot read (zhdsl/text/parser.py): the code,
the exact place, the word it names and the hint — stated where the seeded mutation sample of parser.py
(docs/testing.md) found them unasserted. Only the parts of a hint that do not depend on the grammar's
current list of expected words are pinned (other games and forms add to that list)."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze, analyze_with
from zhdsl.text.parser import Parser

CASES = [
    # an unknown word after a keyword: the word up to the next break, a suggestion of the nearest keyword
    ("抽1张牌，生长1财富", "E101", 5, 7, "无法识别的词语「生长」", "是否想写「生产」（produce）？"),
    # characters no terminal matches: the unknown word runs to the next keyword or break
    ("抽¥¥张牌", "E101", 1, 3, "无法识别的词语「¥¥」", "此处应为："),
    ("¥¥抽1张牌", "E101", 0, 2, "无法识别的词语「¥¥」", "此处应为："),
    ("抽1张牌，然后@抽1张牌", "E101", 7, 8, "无法识别的词语「@」", "此处应为："),
    ("抽1张牌，然后@@ 生产1财富", "E101", 7, 9, "无法识别的词语「@@」", "此处应为："),
    # free text where a step was expected
    ("抽1张牌，嘿嘿嘿", "E101", 5, 8, "无法识别的词语「嘿嘿嘿」", "此处应为："),
    # free text after a quantity: the designer's word for the object
    ("抽1张派", "E101", 3, 4, "无法识别的词语「派」", "数量后面写对象："),
    # a timing the game does not have: the nearest one, then the list
    ("每回合开始：抽1张牌", "E203", 0, 5, "「每回合开始」不是时机", "是否想写「回合开始」？时机有："),
    # a timing written the way the rulebook defines it: the game's word for it
    ("每回合限一次：抽1张牌", "E203", 0, 6, "「每回合限一次」不是时机", "「每回合限一次」就是时机「限定」：写作「限定：…」"),
    # words before an unknown timing belong to it; a head that goes on after `/` is still a head
    ("在你的出牌阶段：抽1张牌", "E203", 1, 7, "「你的出牌阶段」不是时机", "是否想写「"),
    ("出牌阶段/主动：抽1张牌", "E203", 0, 4, "「出牌阶段」不是时机", "是否想写「"),
    # a verb where a new step must be separated
    ("若你的财富大于3抽1张牌", "E100", 8, 9, "此处不应出现「抽」",
     "两个步骤之间要用「，」分开（先后执行），或用「&」（同时）、「/」（选一）"),
    # brackets nested past the bound (E212, rule of bounds): where the first level too many opens
    ("（" * 13 + "抽1张牌" + "）" * 13, "E212", 12, 13, "括号或引号嵌套超过12层", "拆分成更简单的效果"),
]


def _first(result):
    d = result.diagnostics[0]
    return d.code, d.span.start, d.span.end, d.message, d.hint


@pytest.mark.parametrize(("text", "code", "start", "end", "message", "hint"), CASES, ids=[c[0] for c in CASES])
def test_an_unreadable_text_gets_its_code_place_word_and_hint(text, code, start, end, message, hint):
    got_code, got_start, got_end, got_message, got_hint = _first(analyze(text))
    assert (got_code, got_start, got_end, got_message) == (code, start, end, message)
    assert got_hint is not None and got_hint.startswith(hint), got_hint


def test_a_parser_built_afresh_reads_and_refuses_as_the_pipelines_does():
    """A new Parser (what a game's dialect gets on first use) knows the game's keywords and terminals:
    its suggestions and places are the same as those of the parser the pipeline keeps."""
    fresh = Parser(Zongheng)
    for text, *_ in CASES:
        assert _first(analyze_with(fresh, text)) == _first(analyze(text))
    good = analyze_with(fresh, "抽1张牌，生产1财富")
    assert good.ok and len(good.versions) == 1
