"""The check skips its walk over every node (zhdsl.compiler.check.survey) for a version whose tree is
known to be within the bounds without it: its depth from the builder calls that made it and the
dialect contract (a builder call adds at most `MAX_RULE_LEVELS` levels of tree above its tallest
child), its numbers, expressions, portions and zone holder from screens on the text (`needs_survey`). These
tests hold every game with the core checker to that contract over its bundled card texts and the
language's corpus, and show the screens never miss what the walk would find."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

import pytest

from text_corpus import ALL
from zhdsl.compiler.check import SURVEYED_MEANINGS, check, measured_amounts, needs_survey, survey, within_depth
from zhdsl.pipeline import analyze, dialect_of, get_parser
from zhdsl.text import ast, bounds

ROOT = Path(__file__).resolve().parents[2]

# Deep and long texts around the bounds (tests/hardening/test_text_bounds.py has the codes they give).
DEEP = [
    "若你的财富大于1，" * ((bounds.MAX_DEPTH - 6) // 2) + "生产1财富",
    "若你的财富大于1，" * 12 + "生产1财富",
    "抽1张牌，否则" * 30 + "抽1张牌",
    "主动：执行「抽1张牌，执行「生产1财富，执行「抽1张牌」」」",
    "若你的财富大于1，若你的物资大于1，抽1张牌，否则生产1财富，否则弃1张手牌",
    "生产X财富（X为" + "+".join(["你的财富"] * bounds.MAX_TERMS) + "）",
    "若" + "×".join(["你的财富"] * 8) + "大于1，抽1张牌",
]


def _textcheck_corpus(game: str) -> list[str]:
    """tools/textcheck.py's corpus of the game: its card sets, scenarios and test strings, error texts too."""
    spec = importlib.util.spec_from_file_location("textcheck", ROOT / "tools" / "textcheck.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.corpus(game)


GAMES = ("zongheng", "xingxiu")  # the games checked by the core's checker


def _depth(node) -> int:
    deepest, stack = 0, [(node, 1)]
    while stack:
        n, level = stack.pop()
        deepest = max(deepest, level)
        stack.extend((c, level + 1) for c in ast.children(n))
    return deepest


@cache
def _versions(game: str) -> list[tuple]:
    """(text, version, depth bound) for every version of every text of the game's corpus that parses."""
    parser = get_parser(game)
    texts = _textcheck_corpus(game) + ([t for _, t in ALL] + DEEP if game == "zongheng" else [])
    out = []
    for text in texts:
        result = parser.parse(text)
        assert len(result.depth_bounds) == len(result.versions), text
        out.extend(zip([text] * len(result.versions), result.versions, result.depth_bounds))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_tree_is_no_deeper_than_its_bound(game):
    """The dialect contract, on every version of the game's texts: depth ≤ builder calls × MAX_RULE_LEVELS."""
    checked = 0
    for text, version, bound in _versions(game):
        assert _depth(version) <= bound, text
        checked += 1
    assert checked > 50


@pytest.mark.parametrize("game", GAMES)
def test_what_the_screens_let_pass_the_walk_finds_nothing_in(game):
    """A version the screens and its depth bound let skip the walk: the walk finds every bound held, no
    portion a check would report and no zone holder, and the check says the same with and without it."""
    dialect = dialect_of(game)
    skipped = 0
    for text, version, bound in _versions(game):
        if needs_survey(text, dialect) or not within_depth(bound):
            continue
        found = survey(version)
        assert found is not None, text
        # A verb may make a portion of its own (洗混: all of the cards moved), never one a check reports:
        # only as the amount the verb acts on (E217) and never 任意 (E232).
        measured = measured_amounts(found.nodes)
        assert all(p.kind != "any" and id(p) in measured for p in found.portions), text
        assert not any(r.kind == "zone_holder" for r in found.refs), text
        walked = check(version, dialect, variables=False, pronouns=False, stack_card=False)
        assert check(version, dialect, variables=False, pronouns=False, stack_card=False, walk=False) == walked, text
        skipped += 1
    assert skipped > 20


@pytest.mark.parametrize("text", [
    f"抽{bounds.MAX_NUMBER + 1}张牌",
    "若你的财富大于一百，抽1张牌",
    "生产X财富（X为" + "+".join(["1"] * (bounds.MAX_TERMS + 1)) + "）",
    "弃置所有手牌",
    "弃置任意张手牌，抽等量的牌",
    "生产你的财富一半的财富",
    "回合结束：令结附的角色折损1财富",
])
def test_the_screens_see_what_the_walk_would_look_for(text):
    assert needs_survey(text, dialect_of(None))


def test_the_screened_meanings_are_the_game_s_words():
    """Each meaning the survey collects has words in 纵横坛's table, so its screen can see it."""
    dialect = dialect_of(None)
    for meaning in SURVEYED_MEANINGS:
        assert any(k.meaning == meaning for k in dialect.table()), meaning


def test_a_tree_too_deep_for_its_bound_is_still_walked_and_reported():
    text = "若你的财富大于1，" * 200 + "抽1张牌"
    assert not within_depth(max(get_parser().parse("若你的财富大于1，" * 30 + "抽1张牌").depth_bounds))
    assert [d.code for d in analyze(text).diagnostics] == ["E227"]


def test_a_one_step_text_is_within_the_depth_by_its_bound():
    """抽1张牌: a few builder calls (the amount, the quantity, the draw, the sequence, the effect, the
    card text …), each worth MAX_RULE_LEVELS levels: far above the tree's real depth, yet within MAX_DEPTH."""
    result = get_parser().parse("抽1张牌")
    (bound,) = result.depth_bounds
    assert bound % bounds.MAX_RULE_LEVELS == 0
    assert _depth(result.versions[0]) == 6 < bound <= bounds.MAX_DEPTH
    assert within_depth(bound) and not needs_survey("抽1张牌", dialect_of(None))
