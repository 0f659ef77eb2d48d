"""Forms accepted for issue 11 by lang15c (batch s15c, written blind from the rulebook), each as a class: an amount
written as a variable and a number summed, bare before what a verb takes (`弃X张手牌，抽X+1张牌`, rule 10.200), the same
program as `抽等同于X+1的牌`; a named card used without a count (`令目标其他角色使用「压制」`, 11.200), 使用1张「名」. Each sibling wording compiles to the program of its class's canonical form and reads back to
itself; malformed variants get a located error. They play as they read in tests/engine/test_engine_lang15c_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _full, _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

# canonical form -> sibling wordings, each compiling to the canonical form's program
CLASSES = {
    # 10.200 (with 10.69's X chosen as the number of cards discarded)
    "弃X张手牌，抽等同于X+1的牌。": [
        "弃X张手牌，抽X+1张牌。", "弃X张手牌，抽X＋1张牌。", "弃X张手牌，抽 X + 1 张牌。",
        "弃X张手牌，抽X+一张牌。", "弃X张手牌，然后抽X+1张牌。", "弃置X张手牌，抽X+1张牌。",
        "弃X张手牌，抽等于X+1的牌。", "弃X张手牌，抽X+1张牌", "弃X张手牌，抽X+1牌。",
    ],
    # 10.200, the number first
    "弃X张手牌，抽等同于1+X的牌。": [
        "弃X张手牌，抽1+X张牌。", "弃X张手牌，抽一+X张牌。", "弃X张手牌，抽1＋X张牌。",
        "弃置X张手牌，然后抽1+X张牌。", "弃X张手牌，抽等于1+X的牌。", "弃X张手牌，抽 1 + X 张牌。",
        "弃X张手牌，抽1+X张牌", "弃X张手牌，抽1+X牌。",
    ],
    # 10.200, X defined by a note, a difference
    "生产等同于X-1的财富（X为你的手牌数）。": [
        "生产X-1财富（X为你的手牌数）。", "生产X－1财富（X为你的手牌数）。", "生产X-一财富（X为你的手牌数）。",
        "生产X - 1财富（X为你的手牌数）。", "生产X-1财富（X为你的手牌数）", "生产等于X-1的财富（X为你的手牌数）。",
        "生产X-1点财富（X为你的手牌数）。", "生产X-1财富（X为你手牌数）。",
    ],
    # 10.200, a multiple of X
    "令目标角色折损等同于2×X+1的财富（X为你的手牌数）。": [
        "令目标角色折损2X+1财富（X为你的手牌数）。", "令目标角色折损2X＋1财富（X为你的手牌数）。",
        "令目标角色折损2X+一财富（X为你的手牌数）。", "令目标角色折损 2X + 1 财富（X为你的手牌数）。",
        "令目标角色折损等于2X+1的财富（X为你的手牌数）。", "令目标角色折损2X+1财富（X为你的手牌数）",
        "令目标角色折损2X+1点财富（X为你的手牌数）。", "令目标角色折损2X+1财富（X为你手牌数）。",
    ],
    # 11.200: a named card used without a count is 使用1张「名」 (11.49)
    "令目标其他角色使用1张「压制」。": [
        "令目标其他角色使用「压制」。", "令目标其他角色使用“压制”。", "令目标其他角色使用【压制】。",
        "令目标其他角色使用”压制“。", "令目标其他角色使用 「压制」。", "令目标其他角色使用「压制」",
        "令目标其他角色使用一张「压制」。", "令目标其他角色使用「压制」.",
    ],
    "使用1张「教育」（不支付精力）。": [
        "使用「教育」（不支付精力）。", "使用“教育”（不支付精力）。", "使用【教育】（不支付精力）。",
        "使用「教育」(不支付精力)。", "使用一张「教育」（不支付精力）。", "使用 「教育」（不支付精力）。",
        "使用「教育」（不支付精力）", "使用”教育“（不支付精力）。",
    ],
}


PAIRS = [(canonical, sibling) for canonical, siblings in CLASSES.items() for sibling in siblings]


@pytest.mark.parametrize("canonical, sibling", PAIRS)
def test_each_sibling_compiles_to_its_class(canonical, sibling):
    assert_valid_and_reads_back(sibling)
    assert _full(compile_text(sibling)) == _full(compile_text(canonical))


def test_the_sum_is_kept_in_the_reading():
    """X+1 is not X: the reading writes the sum, and the programs differ from the plain X."""
    assert compile_text("弃X张手牌，抽X+1张牌。")[0].text == "弃X张手牌（X至多为你的手牌数），抽等同于X+1的牌"
    assert compile_text("生产X-1财富（X为你的手牌数）。")[0].text == "生产等同于X-1的财富（X为你的手牌数）"
    assert _meaning(compile_text("弃X张手牌，抽X+1张牌。")) != _meaning(compile_text("弃X张手牌，抽X张牌。"))
    assert _meaning(compile_text("生产X-1财富（X为你的手牌数）。")) != _meaning(compile_text("生产X+1财富（X为你的手牌数）。"))


@pytest.mark.parametrize("text, code, at", [
    ("抽X+1张牌。", "E205", "X"),  # X defined nowhere (10.200)
    ("弃X张手牌，抽Y+1张牌。", "E205", "Y"),
    ("弃X张手牌，抽1-X张牌。", "E100", "-"),  # only the number first with +
    ("弃X张手牌，抽（X+1）张牌。", "E100", "（"),  # after a verb （ opens a note: write 等同于X+1的
    ("弃X张手牌，抽X+张牌。", "E100", "张"),
    ("弃X张手牌，抽X++1张牌。", "E100", "+"),
    ("弃「攻伐」。", "E202", "「攻伐」"),  # only 使用 takes a card by its name (11.200)
    ("令目标角色抽「攻伐」。", "E202", "「攻伐」"),
    ("使用「」。", "E100", "「"),  # an empty name
])
def test_malformed_variants_get_a_located_error(text, code, at):
    errors = [d for d in analyze(text).diagnostics if d.severity == "error"]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end].startswith(at[:1]), (text[errors[0].span.start:errors[0].span.end], at)
    assert errors[0].hint


@pytest.mark.parametrize("text", ["弃X张手牌，抽（X+1）张牌。", "弃X张手牌，抽(X+1)张牌。", "生产（2X - 1）财富（X为你的手牌数）。",
                                  "弃X张手牌，抽（1+X）张牌。"])
def test_a_sum_in_brackets_is_told_how_to_write_it(text):
    """After a verb `（` opens a note, so the sum in brackets is an E100 at the `（`; the hint gives both spellings."""
    errors = [d for d in analyze(text).diagnostics if d.severity == "error"]
    assert errors[0].code == "E100" and text[errors[0].span.start] in "（("
    assert "抽X+1张牌" in errors[0].hint and "等同于X+1的" in errors[0].hint


def test_other_brackets_keep_their_hint():
    """Only a bracketed sum gets that hint: `抽（附注）1张牌` keeps the list of what may follow."""
    errors = [d for d in analyze("抽（附注）1张牌").diagnostics if d.severity == "error"]
    assert errors[0].code == "E100" and "抽X+1张牌" not in errors[0].hint


@pytest.mark.parametrize("text", ["使用1张「教育」（不支付精力）。", "使用「教育」（不支付精力）。",
                                  "令目标其他角色使用1张「攻伐」（不支付精力）。"])
def test_no_energy_after_a_named_hand_card_is_not_called_useless(text):
    """Rule 11.201: the note works there (the engine's test plays it), so no W217 says it does nothing."""
    assert [d.code for d in analyze(text).diagnostics] == []


@pytest.mark.parametrize("text", ["使用1张「教育」（虚拟）。", "抽1张牌（不支付精力）。"])
def test_a_note_that_does_nothing_is_still_warned(text):
    assert [d.code for d in analyze(text).diagnostics] == ["W217"]


STACK_HAS = ["即刻：若堆叠中有其他牌，抽1张牌。", "即刻：若堆叠内有其他牌，抽1张牌。", "即刻：若堆叠有其他牌，抽1张牌。",
             "即刻：若堆叠中有其他卡牌，抽1张牌。", "即刻：如果堆叠中有其他牌，抽1张牌。", "即刻：若堆叠中有其他牌，则抽1张牌。",
             "即刻：若堆叠中还有其他牌，抽1张牌。", "即刻：若堆叠中有其它牌，抽1张牌。", "即刻：若堆叠内有其他牌，那么抽1张牌。"]


@pytest.mark.parametrize("text", STACK_HAS + ["即刻：若堆叠中没有其他牌，抽1张牌。", "即刻：若堆叠中只有此牌，抽1张牌。",
                                              "即刻：若堆叠内有其他牌，复制堆叠顶部的牌；否则抽1张牌。"])
def test_other_cards_on_the_stack_are_no_zero_amount(text):
    """Rule 10.201: 有/没有 compare with an implied 0 — not a W211 (batch s15c's text got one); one program per class."""
    assert [d.code for d in analyze(text).diagnostics] == []
    if text in STACK_HAS:
        assert _meaning(compile_text(text)) == _meaning(compile_text(STACK_HAS[0]))


def test_a_written_zero_count_on_the_stack_is_still_warned():
    assert [d.code for d in analyze("即刻：若堆叠中有0张其他牌，抽1张牌。").diagnostics] == ["W211"]


@pytest.mark.parametrize("text", ["弃X张手牌，抽X+1张牌。再抽1张牌，若你没有手牌，抽1张牌。再抽1张牌。",
                                  "弃X张手牌，抽2|3张牌。再抽1张牌，若你没有手牌，抽1张牌。再抽1张牌。"])
def test_the_discard_chooses_x_inside_effects_joined_by_again(text):
    """Rule 10.202 (found by the property tests): effects joined by 再 become a group; 弃X张手牌 in it still chooses X."""
    assert analyze(text).ok
    for program in compile_text(text):
        assert "弃X张手牌（X至多为你的手牌数）" in program.text
