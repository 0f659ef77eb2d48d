"""A dialect may spell any keyword differently or give it synonyms: the AST comes from the terminal,
never from the spelling, and a respelled game is described in its own words."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.games.zongheng.keywords import KEYWORDS
from zhdsl.pipeline import analyze, compile_text


class Renamed(Zongheng):
    """A game registered from outside that only renames 抽→摸 and 财富→军力 (and 兵力)."""

    name = "renamed-for-tests"
    KEYWORDS = {**Zongheng.KEYWORDS, "DRAW": "摸", "WEALTH": ("军力", "兵力")}


@pytest.mark.parametrize("text, same_as", [
    ("摸2张牌", "抽2张牌"),
    ("令目标角色生产2军力", "令目标角色生产2财富"),
    ("若你的兵力小于10，摸1张牌", "若你的财富小于10，抽1张牌"),
    ("令目标角色生产|折损1|2军力", "令目标角色生产|折损1|2财富"),
])
def test_a_renamed_dialect_reads_its_own_words(text, same_as):
    mine, theirs = analyze(text, Renamed), analyze(same_as)
    assert mine.ok and not mine.diagnostics, mine.diagnostics
    assert mine.versions == theirs.versions  # the same AST (spans aside)


def test_a_renamed_dialect_refuses_the_old_words_and_says_where():
    (d,) = analyze("抽2张牌", Renamed).diagnostics
    assert d.code == "E101" and (d.span.start, d.span.end) == (0, 1)
    assert not analyze("生产1财富", Renamed).ok


def test_a_renamed_dialect_is_described_in_its_own_words():
    (program,) = compile_text("摸2张牌，令目标角色折损1兵力", Renamed)
    assert program.text == "摸2张牌，令目标角色折损1军力"  # the first spelling is the canonical one


@pytest.mark.parametrize("kw", [k for k in KEYWORDS if k.synonyms], ids=lambda k: k.terminal)
def test_every_synonym_reads_like_its_keyword(kw):
    for synonym in kw.synonyms:
        text = kw.example.replace(kw.text, synonym, 1)
        assert analyze(text).versions == analyze(kw.example).versions, text


@pytest.mark.parametrize("text", ["反制目标卡牌", "即刻：反制目标卡牌，抽1张卡牌", "将目标卡牌移入牌库底", "抽1张卡牌"])
def test_the_rulebook_writes_kapai_for_pai(text):
    assert analyze(text).ok


def test_a_synonym_never_takes_part_of_a_longer_keyword():
    """`卡牌|牌` must not read the 牌 of 牌库 or 牌库顶 (longest match, as literals give)."""
    result = analyze("将此牌移入牌库顶，将1张手牌移入牌库底")
    assert result.ok and compile_text("将此牌移入牌库顶")[0].text == "将此牌移入牌库顶"


@pytest.mark.parametrize("text, reading", [
    ("你的回合开始：抽1张牌", "回合开始：抽1张牌"),
    ("锁定&你的回合结束：生产1财富", "锁定&回合结束：生产1财富"),
    ("在你的回合开始时：抽1张牌", "当回合开始时：抽1张牌"),
    ("你的回合结束时，弃1张手牌", "当回合结束时：弃1张手牌"),
])
def test_your_turn_start_is_the_turn_start_timing(text, reading):
    """`你的回合开始` is the timing 回合开始 itself (rule 12.10: 回合开始 is the owner's own turn start, 9.9)."""
    (program,) = compile_text(text)
    assert program.text == reading
    ((mine,), (theirs,)) = program.effects, compile_text(reading)[0].effects
    assert (mine.timings, mine.body, mine.moments) == (theirs.timings, theirs.body, theirs.moments)
