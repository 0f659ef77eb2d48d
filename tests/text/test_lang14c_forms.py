"""Forms accepted for issue 11 by lang14c: two cards' colour or point compared for equality (`若其与此牌颜色相同`,
`若两张牌颜色不同`, rule 10.170). Each reads back to itself, at least eight spellings of each class compile to the program of
its canonical form, and malformed variants get a located error with a hint. Each plays as it reads in
tests/engine/test_engine_lang14c_forms.py."""

from __future__ import annotations

import re

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 10.170
    "即刻：反制目标牌，若其与此牌颜色相同，抽1张牌。",
    "弃1张手牌，抽1张牌，若两张牌颜色不同，生产1财富。",
    "即刻：反制目标牌，若该牌的点数大于此牌的点数，抽1张牌。",
    "弃1张手牌，若该牌的颜色与此牌相同，生产2财富。",
    "即刻：反制目标牌，若目标牌与此牌点数相同，你生产3财富。",
    "抽1张牌，若该牌的颜色与此牌的颜色不同，弃1张手牌。",
    "弃1张手牌，抽1张牌，若两张牌点数相同，获得1物资。",
    "弃1张手牌，抽1张牌，若该牌与上一张牌颜色相同，生产1财富。",
    "即刻：复制目标牌，若其与此牌颜色不一样，令目标牌的控制者折损1财富。",
    # 10.171
    "即刻：若堆叠中有其他角色使用的攻伐，反制该牌。",
    "即刻：若堆叠中有其他角色使用的「攻伐」，反制该牌，然后令其控制者弃1张手牌。",
    "即刻：若堆叠中没有其他牌，抽2张牌。",
    "即刻：若堆叠中有你使用的牌，抽1张牌。",
    "即刻：若堆叠中有至少2张其他牌，生产1财富。",
    "即刻：堆叠中每有1张其他牌，抽1张牌。",
    "即刻：堆叠中每有1张他人使用的红色牌，你就生产1财富。",
    "即刻：若堆叠中只有此牌，抽1张牌。",
    "即刻：若堆叠中有对手使用的牌，复制该牌。",
]




@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang14c_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


# each class: its canonical form first, then the spellings that must compile to its program
SIBLINGS = [
    ("弃1张手牌，若其颜色等于此牌的颜色，生产2财富。", [
        "弃1张手牌，若其与此牌颜色相同，生产2财富。", "弃1张手牌，若该牌与此牌颜色相同，生产2财富。",
        "弃1张手牌，若其与此牌的颜色相同，生产2财富。", "弃1张手牌，若该牌的颜色与此牌相同，生产2财富。",
        "弃1张手牌，若该牌的颜色与此牌的颜色相同，生产2财富。", "弃1张手牌，若其颜色与此牌相同，生产2财富。",
        "弃1张手牌，若其与此牌颜色一样，生产2财富。", "弃1张手牌，若该牌颜色与此牌颜色一样，生产2财富。",
        "弃1张手牌，若弃置的牌与此牌颜色相同，生产2财富。",
    ]),
    ("即刻：反制目标牌，若目标牌的点数不等于此牌的点数，抽1张牌。", [
        "即刻：反制目标牌，若目标牌与此牌点数不同，抽1张牌。", "即刻：反制目标牌，若其与此牌点数不同，抽1张牌。",
        "即刻：反制目标牌，若该牌与此牌的点数不同，抽1张牌。", "即刻：反制目标牌，若该牌的点数与此牌不同，抽1张牌。",
        "即刻：反制目标牌，若其点数与此牌的点数不相同，抽1张牌。", "即刻：反制目标牌，若目标牌的点数与此牌不相等，抽1张牌。",
        "即刻：反制目标牌，若其与此牌的点数不一样，抽1张牌。", "即刻：反制目标牌，若该牌点数与此牌点数不同，抽1张牌。",
    ]),
    ("弃1张手牌，抽1张牌，若上一张牌的颜色不等于该牌的颜色，生产1财富。", [
        "弃1张手牌，抽1张牌，若两张牌颜色不同，生产1财富。", "弃1张手牌，抽1张牌，若两张牌的颜色不同，生产1财富。",
        "弃1张手牌，抽1张牌，若2张牌颜色不同，生产1财富。", "弃1张手牌，抽1张牌，若两张牌颜色不一样，生产1财富。",
        "弃1张手牌，抽1张牌，若上一张牌与该牌颜色不同，生产1财富。", "弃1张手牌，抽1张牌，若两张牌的颜色不相同，生产1财富。",
        "弃1张手牌，抽1张牌，若上一张牌的颜色与该牌不同，生产1财富。", "弃1张手牌，抽一张牌，若两张牌颜色不同，生产1财富。",
    ]),
    ("弃1张手牌，抽1张牌，若上一张牌的点数等于该牌的点数，获得1物资。", [
        "弃1张手牌，抽1张牌，若两张牌点数相同，获得1物资。", "弃1张手牌，抽1张牌，若两张牌的点数相同，获得1物资。",
        "弃1张手牌，抽1张牌，若两张牌点数相等，获得1物资。", "弃1张手牌，抽1张牌，若2张牌的点数一样，获得1物资。",
        "弃1张手牌，抽1张牌，若上一张牌与该牌点数相同，获得1物资。", "弃1张手牌，抽1张牌，若上一张牌的点数与该牌相同，获得1物资。",
        "弃一张手牌，抽1张牌，若两张牌点数相同，获得1物资。", "弃1张手牌，抽1张牌，若上一张牌的点数与该牌的点数相等，获得1物资。",
    ]),
]


STACK_SIBLINGS = [
    ("即刻：若堆叠中有他人使用的「攻伐」，反制该牌。", [
        "即刻：若堆叠中有其他角色使用的攻伐，反制该牌。", "即刻：若堆叠中有其他角色使用的「攻伐」，反制该牌。",
        "即刻：若堆叠中有他人使用的攻伐，反制该牌。", "即刻：若堆叠内有其他角色使用的攻伐，反制该牌。",
        "即刻：若堆叠中有他人所使用的攻伐，反制该牌。", "即刻：若堆叠中有其他角色使用的【攻伐】，反制该牌。",
        "即刻：若堆叠中有其他角色使用的攻伐，则反制该牌。", "即刻：若堆叠中有他人使用的「攻伐」，则反制之。",
    ]),
    ("即刻：若堆叠中没有其他牌，抽2张牌。", [
        "即刻：若堆叠中只有此牌，抽2张牌。", "即刻：若堆叠中没有其他卡牌，抽2张牌。", "即刻：若堆叠内没有其他牌，抽2张牌。",
        "即刻：若堆叠中没有别的牌，抽2张牌。", "即刻：若堆叠中仅有此牌，抽2张牌。", "即刻：若堆叠中没有其它牌，抽2张牌。",
        "即刻：若堆叠中只剩此牌，抽2张牌。", "即刻：若堆叠中没有其他牌，则抽2张牌。", "即刻：若堆叠中没有其他牌，抽两张牌。",
    ]),
    ("即刻：堆叠中每有1张其他牌，生产1财富。", [
        "即刻：堆叠中每有一张其他牌，生产1财富。", "即刻：堆叠内每有1张其他牌，生产1财富。",
        "即刻：堆叠中每有1张其他牌，你就生产1财富。", "即刻：堆叠中每有1张其他卡牌，生产1财富。",
        "即刻：堆叠中每存在1张其他牌，生产1财富。", "即刻：堆叠中每有1张别的牌，生产1财富。",
        "即刻：堆叠中每拥有1张其他牌，生产1财富。", "即刻：堆叠中每有1张其他牌，就生产1财富。",
    ]),
    ("即刻：若堆叠中有至少2张你使用的牌，抽1张牌。", [
        "即刻：若堆叠中有2张你使用的牌，抽1张牌。", "即刻：若堆叠中有两张你使用的牌，抽1张牌。",
        "即刻：若堆叠内有至少2张你使用的牌，抽1张牌。", "即刻：若堆叠中有至少两张你使用的牌，抽1张牌。",
        "即刻：若堆叠中还有至少2张你使用的牌，抽1张牌。", "即刻：若堆叠中有至少2张你使用的牌，则抽1张牌。",
        "即刻：若堆叠中还有2张你使用的牌，抽1张牌。", "即刻：若堆叠中有至少2张你使用牌，抽1张牌。",
    ]),
]
SIBLINGS += STACK_SIBLINGS


def _program(text: str) -> list:
    """The compiled program, without the condition's words as written (`其` or `该牌` for the same card), which only
    the log shows."""
    return [[re.sub(r"condition_text='[^']*'", "", e) for e in p] for p in _meaning(compile_text(text))]


@pytest.mark.parametrize("canonical, spellings", SIBLINGS, ids=[c for c, _ in SIBLINGS])
def test_eight_or_more_spellings_compile_to_the_canonical_program(canonical, spellings):
    assert len(spellings) >= 8
    expected = _program(canonical)
    for text in spellings:
        assert analyze(text).ok, text
        assert _program(text) == expected, text


@pytest.mark.parametrize("text, code", [
    ("若两张牌颜色相同，抽1张牌。", "E224"),  # no card named before (10.170)
    ("弃1张手牌，若两张牌颜色相同，抽1张牌。", "E224"),  # only one card named before
    ("弃1张手牌，抽1张牌，若三张牌颜色相同，抽1张牌。", "E209"),  # two cards are compared, no more
    ("弃1张手牌，若其与此牌颜色大于，抽1张牌。", "E100"),  # 相同 or 不同
    ("即刻：反制目标牌，若目标牌的颜色大于此牌的颜色，抽1张牌。", "E210"),  # colours are equal or not
    ("即刻：反制目标牌，若目标牌的颜色等于此牌的点数，抽1张牌。", "E210"),  # a colour with a colour only
    ("即刻：若过往中有其他角色使用的牌，抽1张牌。", "E238"),  # only the 堆叠's cards have a user (10.171)
    ("即刻：若你的手牌中没有其他牌，抽1张牌。", "E238"),
    ("即刻：若堆叠中有其他角色使用的紫色牌，抽1张牌。", "E201"),  # no such colour
    ("即刻：若堆叠中有至少X张其他牌，抽1张牌。", "E205"),  # X is defined nowhere
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
