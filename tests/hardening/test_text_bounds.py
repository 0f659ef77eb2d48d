"""The bounds on one card text (zhdsl/text/bounds.py): past each, `check` gives its own code;
at each, the text compiles and its card can be used in a game."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze, compile_text
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build
from zhdsl.text import bounds

AT_THE_BOUNDS = {
    "terms": "生产X财富（X为" + "+".join(["1"] * bounds.MAX_TERMS) + "）",
    "number": f"抽{bounds.MAX_NUMBER}张牌，生产{bounds.MAX_NUMBER}财富",
    "versions": "抽" + "|".join(str(n) for n in range(1, bounds.MAX_VERSIONS + 1)) + "张牌",
    "bars": "，".join(["生产1|2财富"] * bounds.MAX_BARS),
    # two levels of the tree a condition; the deepest text check accepts
    "conditions": "若你的财富大于1，" * ((bounds.MAX_DEPTH - 6) // 2) + "生产1财富",
    "otherwise": "弃1张手牌，否则" * (bounds.MAX_DEPTH // 2 - 2) + "生产1财富",
}

PAST_THE_BOUNDS = [
    ("E228", f"抽{bounds.MAX_NUMBER + 1}张牌"),
    ("E228", "抽999999张牌"),
    ("E228", "生产X财富（X为你的财富×100）"),
    ("E228", "若你的财富大于一百，抽1张牌"),
    ("E229", "生产X财富（X为" + "+".join(["1"] * (bounds.MAX_TERMS + 1)) + "）"),
    ("E229", "若" + "×".join(["你的财富"] * 40) + "大于1，抽1张牌"),
    ("E229", "（你的仓储始终等于" + "+".join(["你的财富"] * 30) + "）"),
    ("E113", "抽" + "|".join(["1"] * (bounds.MAX_VERSIONS + 1)) + "张牌"),
    ("E112", "，".join(["生产1|2财富"] * (bounds.MAX_BARS + 1))),
    ("E112", "抽" + "|".join(["1"] * 250) + "张牌，" + "，".join(["抽1张牌"] * 240)),
    ("E227", "若你的财富大于1，" * 200 + "抽1张牌"),
    ("E227", "其" * 600 + "抽1张牌"),
    ("E227", "抽1张牌，否则" * 280 + "抽1张牌"),
]


@pytest.mark.parametrize("code, text", PAST_THE_BOUNDS)
def test_past_a_bound_check_gives_its_code(code, text):
    result = analyze(text)
    assert not result.ok
    assert code in {d.code for d in result.diagnostics}
    assert "E199" not in {d.code for d in result.diagnostics}


@pytest.mark.parametrize("name", sorted(AT_THE_BOUNDS))
def test_at_a_bound_the_text_compiles_and_its_card_is_used(name):
    text = AT_THE_BOUNDS[name]
    result = analyze(text)
    assert result.ok, result.diagnostics
    assert compile_text(text)
    card = {"名称": "甲", "效果": text, "精力": "0", "点数": 1}
    data = {"卡组": [], "当前角色": 1, "角色": [{"手牌": [card, card]}, {}],
            "公共区域": {"牌库": [card] * 10}}
    game = build(parse(data))
    labels = game.decision.labels()
    game.apply_action(next(i for i, label in enumerate(labels) if "甲" in label))
    for _ in range(60):  # answer (a version, a target, 过) until the card has resolved
        if game.decision is None or any(e.kind == "resolve" for e in game.log):
            break
        labels = game.decision.labels()
        game.apply_action(labels.index("过") if "过" in labels else 0)
    assert any(e.kind == "resolve" and "甲" in e.text for e in game.log)


def test_bars_are_counted_before_versions_are_expanded():
    """450 `|` (the issue's 6.9 s text) are refused at the 65th, before any slot is read."""
    text = "令目标角色生产" + "|".join(["1"] * 451) + "财富"
    (d,) = analyze(text).diagnostics
    assert d.code == "E112" and text[d.span.start] == "|"
    assert text[:d.span.start].count("|") == bounds.MAX_BARS


DEEP = "若你的财富大于1，" * 200 + "抽1张牌"
TERMS_PAST = "+".join(["1"] * (bounds.MAX_TERMS + 1))
TERMS_AT = "+".join(["1"] * bounds.MAX_TERMS)


@pytest.mark.parametrize("text, found", [
    # a text past one bound is searched for the others: every finding is reported, each where it is,
    # and the values at a bound (99, 16 terms) stay allowed even then
    (f"抽{bounds.MAX_NUMBER}张牌，抽{bounds.MAX_NUMBER + 1}张牌", [("E228", "100")]),
    (f"抽100张牌，生产X财富（X为{TERMS_AT}）", [("E228", "100")]),
    (f"抽100张牌。{DEEP}", [("E228", "100"), ("E227", "若")]),  # E227: where the tree gets too deep
    (f"抽100张牌。生产X财富（X为{TERMS_PAST}）", [("E228", "100"), ("E229", TERMS_PAST)]),
])
def test_past_one_bound_every_finding_is_reported(text, found):
    result = analyze(text)
    assert [(d.code, text[d.span.start:d.span.end][:len(marked)]) for d, (_, marked) in zip(result.diagnostics, found)] \
        == found and len(result.diagnostics) == len(found)
    assert not result.ok


def test_the_bound_messages_say_the_bound():
    (d,) = analyze(DEEP).diagnostics
    assert (d.code, d.message, d.hint) == (
        "E227", f"结构嵌套过深：超过{bounds.MAX_DEPTH}层", "拆成几段效果，或减少一层套一层的「若」「否则」与括号")
