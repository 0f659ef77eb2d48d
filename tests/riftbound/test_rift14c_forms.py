"""rift14c: `如果场上没有…` `如果战场上没有…` — a board condition with no player written (rules-riftbound.md 22.173).
Their behaviour: tests/scenarios/riftbound/目录写法/1178–1182; here, that the form reads in several spellings as the one
condition, and which places each spelling looks at."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _kinds(phrase, found):
    found.append((phrase.kind, phrase.tokens))
    for part in phrase.parts:
        if hasattr(part, "kind"):
            _kinds(part, found)
    return found


def _board_none(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities
    found = []
    for effect in result.versions[0].effects:
        _kinds(effect, found)
    return [dict(tokens)["BOARD_HAS_NONE"] for kind, tokens in found if kind == "c_board_none"]


@pytest.mark.parametrize("text,board_only", [
    ("如果场上没有敌方单位，则抽两张牌。", False),
    ("当你打出我时，如果场上没有其他单位，则抽一张牌。", False),
    ("当我进攻时，如果场上不存在“龙”单位，则给予我增益。", False),
    ("在你的回合开始时，如果场上没有任何敌方单位，则抽一张牌。", False),
    ("如果场上没有其他装备，则抽一张牌。", False),
    ("如果战场上没有敌方单位，则抽一张牌。", True),
    ("如果所有战场上都没有友方单位，则给予我增益。", True),
    ("如果各处战场上没有处于活跃状态的敌方单位，则抽一张牌。", True),
])
def test_the_spellings_read_as_the_board_condition(text, board_only):
    words = _board_none(text)
    assert len(words) == 1
    assert ("战场" in words[0]) == board_only


def test_the_player_written_before_keeps_the_control_condition():
    # `如果你没有控制其他单位` stays 22.80's reversed control condition: only the player's own objects count
    result = analyze("如果你没有控制其他单位，则抽一张牌。", "riftbound")
    assert result.ok
    found = []
    for effect in result.versions[0].effects:
        _kinds(effect, found)
    kinds = [kind for kind, _ in found]
    assert "c_no_control" in kinds and "c_board_none" not in kinds


@pytest.mark.parametrize("text,word", [
    ("如果场上有敌方单位，则抽一张牌。", "场上有"),  # 22.173(a): no player written, anyone's objects
    ("当你打出我时，如果场上有其他装备，则给予我增益。", "场上有"),
])
def test_the_positive_board_condition_keeps_its_word(text, word):
    # the evaluator tells 22.173(a)'s subjectless `场上有` from `你控制` by the CONTROL token's own text
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    found = []
    for effect in result.versions[0].effects:
        _kinds(effect, found)
    assert [dict(tokens).get("CONTROL") for kind, tokens in found if kind == "c_control"] == [word]
