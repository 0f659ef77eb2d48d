"""Forms accepted for issue 11 by lang11n (batch w): a player described by what they own (`拥有“权杖”的角色`,
rule 12.44), an X no note defines as the number of hand cards you discard, and 2X (10.69),
若有角色因此死亡 (10.40(a)) with 其 naming who died (12.45), 以此法弃置的牌 (12.22(a)), 展示 (11.61). Each reads back to itself, spellings of one meaning compile alike, and malformed variants get a located
error with a hint. Each plays as it reads in tests/engine/test_engine_lang11n_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    "令拥有“权杖”的角色弃2张手牌。",
    "主动：令拥有「权杖」的角色折损1财富，然后你抽1张牌。",
    "主动：若拥有“权杖”的角色的财富大于你的财富，则令其折损2财富。",
    "当你令拥有“权杖”的角色折损财富时：抽1张牌。",
    "弃X张手牌，生产2X财富，然后若X大于3，你的仓储减少1。",
    "主动：弃X张手牌，抽X张牌。",
    "生产3X财富（X为你的手牌数）。",
    "回合结束：所有角色各折损1财富，若有角色因此死亡，你获得其领主牌（移入手牌）。",
    "令所有其他角色各折损2财富，若没有角色因此死亡，你抽1张牌。",
    "令距离1以内的所有角色各弃1张手牌并折损1财富，若其中有角色因此死亡，则获得其领主牌。",
    "令目标角色抽2张牌，然后其弃1张手牌，若其以此法弃置的牌为黄色，你生产2财富，否则其折损1财富。",
    "弃1张手牌，若你以此法弃置的牌为红色，抽2张牌。",
    "展示牌库顶的1张牌，令目标角色折损等于该牌点数的财富，然后将该牌移入过往，若该牌为红色，你抽1张牌。",
    "展示牌库顶的3张牌，将其中1张移入你的手牌区。",
    "回合开始：若你的造物区中有“权杖”，额外生产1财富；否则，令拥有“权杖”的角色折损1财富，然后你抽1张牌。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang11n_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("a, b", [
    ("令拥有“权杖”的角色弃2张手牌。", "令“权杖”的拥有者弃2张手牌。"),
    ("弃X张手牌，生产2X财富。", "弃X张手牌（X至多为你的手牌数），生产等同于2×X的财富。"),
    ("令所有其他角色各折损2财富，若有角色因此死亡，抽1张牌。", "令所有其他角色各折损2财富，若其中有角色死亡，抽1张牌。"),
    ("弃1张手牌，若你以此法弃置的牌为红色，抽2张牌。", "弃1张手牌，若该牌为红色，抽2张牌。"),
    ("弃1张手牌，抽X张牌（X为以此法弃置的牌数）。", "弃1张手牌，抽X张牌（X为以此法弃的数量）。"),
    ("生产X财富（X为拥有「权杖」的角色的手牌数）。", "生产X财富（X为「权杖」的所有者的手牌数）。"),
])
def test_spellings_of_one_form_compile_alike(a, b):
    assert _meaning(compile_text(a)) == _meaning(compile_text(b))


@pytest.mark.parametrize("text, code", [
    ("令拥有“权杖”弃2张手牌。", "E100"),
    ("令目标角色弃X张手牌，你生产X财富。", "E205"),  # X is chosen only for your own discard (rule 10.69)
    ("生产2X财富。", "E205"),
    ("回合结束：所有角色各折损1财富。若有角色因此死亡，抽1张牌。", "E278"),  # 。 ended the step's effect (4.4)
    ("若有角色因此死亡，抽1张牌。", "E278"),
    ("弃1张手牌；主动：若你以此法弃置的牌为红色，抽2张牌。", "E224"),  # ； and a timing began another effect (4.4, 12.180)
    ("抽1张牌，若以此法该牌为红色，抽1张牌。", "E100"),
    ("展示过往中的2张牌。", "E254"),  # which two?
    ("展示牌库顶的2张牌，若该牌为红色，抽1张牌。", "E224"),  # 该牌 after two cards shown  # who owns it is not said
    ("令拥有“权杖”的弃2张手牌。", "E100"),  # who owns it is not said after 的
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
