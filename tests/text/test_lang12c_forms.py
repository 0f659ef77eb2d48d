"""Forms accepted for issue 11 by lang12c (batch y, written blind from the rulebook): 之间 in the distance between two
players (rule 12.80), 对局 for the game being played (10.110), the number of cards a player used this turn, counted
or compared (10.111), and a 响应-like trigger narrowed to a card used by another player, of a colour or a name (9.50); new targets for a
copy stay refused by decision (11.100).
Each reads back to itself, spellings of one meaning compile alike, and malformed variants get a located error with a
hint. Each plays as it reads in tests/engine/test_engine_lang12c_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 12.80
    "抽X张牌（X为你与目标角色之间的距离），弃1张手牌。",
    "令目标角色折损X财富（X为其与你之间的距离）。",
    "生产X财富（X为你和目标其他角色之间的距离）。",
    "抽X张牌（X为目标角色与你之间距离）。",
    # 10.110
    "若对局为团队模式，令你的队友生产2财富；否则，你生产1财富。",
    "若当前对局是决斗模式，抽1张牌。",
    "若对局的模式为权杖，获得1物资。",
    "若本次对局不是生存模式，生产1财富。",
    # 10.111
    "回合结束：若本回合你使用了3张或更多的牌，执行“生产2财富”。",
    "若你本回合使用过至少2张牌，抽1张牌。",
    "若本回合你使用了不少于2张牌，生产1财富。",
    "抽X张牌（X为你本回合使用的牌数）。",
    "若目标角色本回合使用过的牌数大于2，令其折损1财富。",
    # 9.50
    "当你成为他人使用红色牌的目标时：反制该牌。",
    "当你成为他人使用的「攻伐」的目标时：抽1张牌。",
    "当你成为红色牌的目标时：生产1财富。",
    "锁定&当你成为其他角色使用的黄色牌的目标时：抽1张牌。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang12c_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("a, b", [
    ("抽X张牌（X为你与目标角色之间的距离）。", "抽X张牌（X为你与目标角色的距离）。"),
    ("若对局为团队模式，抽1张牌。", "若本局为团队模式，抽1张牌。"),
    ("若此局为决斗，抽1张牌。", "若本局为决斗，抽1张牌。"),
    ("若本回合你使用了3张或更多的牌，抽1张牌。", "若你本回合使用过至少3张牌，抽1张牌。"),
    ("若本回合你使用了2张牌，抽1张牌。", "若你本回合使用的牌数不少于2，抽1张牌。"),
    ("当你成为他人使用的红色牌的目标时：抽1张牌。", "当你成为他人使用红色牌的目标时：抽1张牌。"),
])
def test_spellings_of_one_form_compile_alike(a, b):
    assert _meaning(compile_text(a)) == _meaning(compile_text(b))


@pytest.mark.parametrize("text, code", [
    ("若对局为混战模式，抽1张牌。", "E283"),
    ("当你成为紫色牌的目标时：抽1张牌。", "E201"),
    ("即刻：若目标牌本回合使用过至少2张牌，抽1张牌。", "E204"),  # only a player uses cards (10.111)
    # a 当…时 written after a timing word stays E220 (its hint gives 「即刻&当…时：」)
    ("即刻：当你成为他人使用红色牌的目标时，反制该牌。", "E220"),
    # refused by decision: the rulebook's 复制 keeps the targets (11.100)
    ("即刻：复制目标牌，你可以为复制品选择新的目标。", "E251"),
    ("即刻：复制目标行动，为复制品选择新目标。", "E251"),
    ("即刻：复制目标牌，你可以改变复制品的目标。", "E251"),
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
