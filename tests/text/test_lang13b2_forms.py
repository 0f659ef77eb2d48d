"""lang13b2 (session 13): a trigger's event is checked like the rest of the text (rule 9.90) — the bound of
`当你的财富因生产超过…后` is an amount of a player or of a card that has it; a card's 财富 is E204 there as
everywhere, located at the card, with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning

from zhdsl.pipeline import analyze, compile_text

# a bound naming an attribute a card does not have: E204 at the card (the trigger could never fire)
CARD_BOUND = [
    ("当你的财富因生产超过此牌的财富后：你获得1点财富", "财富"),
    ("当你的财富因生产超过此牌的财富时：抽1张牌", "财富"),
    ("当你的财富因生产达到此牌的财富后：抽1张牌", "财富"),
    ("当你的财富因折损少于此牌的财富后：抽1张牌", "财富"),
    ("当你的财富因生产大于此牌的财富后：抽1张牌", "财富"),
    ("当你的财富因生产高于此牌的财富后：抽1张牌", "财富"),
    ("当你的财富因生产超过此牌的物资后：抽1张牌", "物资"),
    ("当你的财富因生产超过此牌的仓储后：抽1张牌", "仓储"),
    ("当你的财富因生产不少于此牌的效率后：抽1张牌", "效率"),
    ("锁定&当你的财富因生产超过此牌的财富后：获得2物资", "财富"),
]


@pytest.mark.parametrize("text, word", CARD_BOUND, ids=[t for t, _ in CARD_BOUND])
def test_a_card_attribute_a_card_lacks_in_a_trigger_bound_is_located_with_a_hint(text, word):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert [d.code for d in errors] == ["E204"], errors
    start = text.index("此牌的")
    assert (errors[0].span.start, errors[0].span.end) == (start, start + 2)  # the card that lacks it
    assert text[errors[0].span.end + 1:].startswith(word)
    assert errors[0].hint == "例如「你的财富」"


# the same trigger with a bound that exists stays clean
CLEAN_BOUND = [
    "当你的财富因生产超过此牌的点数后：抽1张牌",
    "当你的财富因生产超过你的仓储后：抽1张牌",
    "当你的财富因生产超过你的手牌数后：抽1张牌",
    "当你的财富因生产超过15后：抽1张牌",
    "锁定&当你的财富因折损少于5后：获得2物资",
]


@pytest.mark.parametrize("text", CLEAN_BOUND)
def test_a_trigger_bound_that_exists_stays_clean(text):
    assert not analyze(text).diagnostics


def test_a_pronoun_without_a_card_in_a_trigger_bound_is_e224():
    text = "当你的财富因生产超过该牌的财富后：抽1张牌"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E224"
    assert text[errors[0].span.start:errors[0].span.end] == "该牌"


# `因其他角色的牌` (rule 9.91): the trigger of `因其他角色`, the source being the player whose card made the change
CANONICAL_BY_CARD = "锁定&当你因其他角色的牌折损财富时：令该角色折损1财富"
BY_CARD = [
    "锁定&当你因其他角色折损财富时：令该角色折损1财富",
    "锁定&当你因一名其他角色的牌折损财富时：令该角色折损1财富",
    "锁定&当你因其他角色使用的牌折损财富时：令该角色折损1财富",
    "锁定&当你因其他角色使用牌折损财富时：令该角色折损1财富",
    "锁定&当你因其他角色的卡牌折损财富时：令该角色折损1财富",
    "锁定&当你因他人折损财富时：令该角色折损1财富",
    "锁定&当你因一名其他角色使用的牌折损财富时：令该角色折损1财富",
    "锁定&当你因1名其他角色的牌折损财富时：令该角色折损1财富",
]


@pytest.mark.parametrize("text", BY_CARD)
def test_a_loss_caused_by_another_players_card_compiles_as_the_canonical_form(text):
    assert not analyze(text).diagnostics
    assert _meaning(compile_text(text)) == _meaning(compile_text(CANONICAL_BY_CARD))


@pytest.mark.parametrize("text, other", [
    (CANONICAL_BY_CARD, "锁定&当你因你的牌折损财富时：令该角色折损1财富"),
    (CANONICAL_BY_CARD, "锁定&当你因其他角色的牌生产财富时：令该角色折损1财富"),
])
def test_a_card_cause_of_another_moment_source_or_verb_differs(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))
