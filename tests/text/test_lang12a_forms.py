"""Forms accepted for issue 11 by lang12a (batch v): 恢复 of a player's 精力 (rule 11.9(a)), 其 naming the card drawn
where only a card fits (12.14(a)), 因折损而失去财富 in a trigger (9.29), a ward's bracket on the attached player's turn
(13.12) or forbidding a system skill (13.13), 一半 inside larger amounts (10.71), 其 in a step several players do without
令 (12.24(a)), a lord's 阵营 (10.72), the mode and the seat order (10.73) and the zone before 使用 (11.62). Each reads
back to itself, spellings of one meaning compile alike, and malformed variants get a located error with a hint. Each
plays as it reads in tests/engine/test_engine_lang12a_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 11.9(a)
    "恢复你的精力。",
    "主动：支付2财富，恢复你的精力，抽1张牌。",
    "令目标角色恢复其精力。",
    "恢复目标角色的精力。",
    "令所有角色各恢复其精力。",
    # 12.14(a)
    "抽1张牌，若其为红色牌，则令目标角色折损2财富。",
    "抽1张牌，若其为红色，则生产1财富。",
    "令目标角色抽1张牌，若其点数大于5，则其折损1财富。",
    # 9.29
    "当你因折损而失去财富时：抽1张牌，若其为绿色牌，则生产2财富。",
    "锁定&当你因折损失去财富后：抽1张牌。",
    "当一名角色因折损而失去财富时：生产1财富。",
    "当你的队友因折损而减少财富时：抽1张牌。",
    "当你因生产而获得财富后：抽1张牌。",
    # 13.12
    "结附目标角色3回合（其回合开始时，其折损1财富）。",
    "结附目标角色3回合（该角色的回合结束时，其弃1张手牌）。",
    "结附目标其他角色（当其回合开始时，其抽1张牌）。",
    "结附目标角色2回合（结附的角色的回合开始时，其生产1财富）。",
    # 13.13
    "结附目标角色2回合（该角色无法进行转化）。",
    "结附目标角色（其无法转化）。",
    "结附目标其他角色1回合（其无法进行调度）。",
    "结附目标角色1回合（你无法进行转化&效率-1）。",
    # 10.71, 12.24(a)
    "所有角色弃置所有手牌，各抽等同于其仓储一半（向下取整）的牌，你获得1物资。",
    "（你的仓储始终等于你财富的一半（向下取整））。回合结束：若你的手牌数少于仓储，则抽1张牌。",
    "生产X财富（X为你的手牌数的一半）。",
    "（你的效率始终不小于你的财富一半）。",
    "若你的手牌数大于目标角色财富的一半，则令其折损1财富。",
    "生产等于你的物资一半（向下取整）的财富。",
    "所有角色各抽等同于其仓储的牌。",
    "所有其他角色各折损X财富（X为其手牌数）。",
    # 10.72
    "若目标角色的领主属于“烽烟”阵营，则令其折损3财富。",
    "若你的领主的阵营为“中立”，抽1张牌。",
    "若目标其他角色不属于烽烟阵营，令其弃1张手牌。",
    "若你的领主属于「天都」阵营，生产2财富，否则抽1张牌。",
    # 10.73
    "生产2财富，若本局为决斗且你为后手，则获得1物资，否则抽1张牌。",
    "若本局是团队模式，抽1张牌。",
    "若本局不为权杖，生产1财富。",
    "主动：若目标角色是先手，令其折损1财富。",
    "若你不是后手，抽1张牌。",
    # 11.62
    "从过往中使用1张「教育」（不支付精力）。",
    "从过往中使用1张牌。",
    "从虚空中使用1张红色牌，若该牌为「攻伐」，抽1张牌。",
    "令目标角色从过往中使用1张「攻伐」。",
    "从过往中使用1张领主牌。",
    # 11.26(b), 11.63
    "观看目标角色的手牌，选择其中1张，令该角色使用该牌（由你选择目标）。",
    "观看目标其他角色的手牌，选择其中1张，令其使用该牌。",
    "查看牌库顶的3张牌，选择其中1张，将该牌移入你的手牌区。",
    "弃1张手牌，使用该牌。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang12a_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("a, b", [
    ("恢复你的精力。", "恢复。"),
    ("恢复目标角色的精力。", "令目标角色恢复。"),
    ("抽1张牌，若其为红色牌，则抽1张牌。", "抽1张牌，若其为红色，则抽1张牌。"),
    ("当你因折损而失去财富时：抽1张牌。", "当你折损财富时：抽1张牌。"),
    ("当你因生产而获得财富后：抽1张牌。", "当你生产财富后：抽1张牌。"),
    ("结附目标角色3回合（其回合开始时，其折损1财富）。", "结附目标角色3回合（回合开始时，其折损1财富）。"),
    ("结附目标角色2回合（该角色无法进行转化）。", "结附目标角色2回合（其无法使用“转化”）。"),
    ("生产等于你的物资一半（向下取整）的财富。", "生产等于你的物资一半的财富。"),
    ("生产X财富（X为你的手牌数的一半）。", "生产X财富（X为你的手牌数÷2）。"),
    ("所有角色各抽等同于其仓储的牌。", "所有角色都抽等同于其仓储的牌。"),
    ("从过往中使用1张「教育」（不支付精力）。", "使用过往中的1张「教育」（不支付精力）。"),
    ("从过往中使用1张牌。", "使用过往中的1张牌。"),
    ("若目标角色的领主属于“烽烟”阵营，抽1张牌。", "若目标角色属于「烽烟」阵营，抽1张牌。"),
    ("若本局为决斗，抽1张牌。", "若本局是决斗模式，抽1张牌。"),
    ("观看目标角色的手牌，选择其中1张，令该角色使用该牌（由你选择目标）。", "观看目标角色的手牌，选择其中1张，令该角色使用该牌。"),
])
def test_spellings_of_one_form_compile_alike(a, b):
    assert _meaning(compile_text(a)) == _meaning(compile_text(b))


@pytest.mark.parametrize("text, code", [
    ("令目标角色恢复你的精力。", "E236"),  # the one restored is the one who 恢复s (11.9(a))
    ("抽1张牌，令其折损1财富。", "E224"),  # 其 names the drawn card only where only a card fits (12.14(a))
    ("抽2张牌，若其为红色牌，则抽1张牌。", "E224"),  # two cards drawn: which one?
    ("锁定&当目标角色因折损而失去财富时：抽1张牌。", "E250"),
    ("结附目标角色2回合（目标角色的回合开始时，其抽1张牌）。", "E100"),  # only the attached player's turn (13.12)
    ("抽1张牌（其回合开始时，其折损1财富）。", "E279"),
    ("结附目标角色1回合（目标角色无法进行转化）。", "E279"),
    ("所有角色弃1张手牌，若其没有手牌，则抽1张牌。", "E204"),  # after the step, 其 is not one player (12.24(a))
    ("若所有角色属于“烽烟”阵营，抽1张牌。", "E204"),
    ("若本局为混战，抽1张牌。", "E283"),
    ("从过往中弃1张「教育」。", "E225"),
    ("从过往中抽1张牌。", "E225"),
    ("抽1张牌（由你选择目标）。", "E251"),  # nothing is used (11.63)
    ("观看目标角色的手牌，选择其中1张，令该角色弃该牌。", "E202"),
    ("使用该牌。", "E224"),
    ("选择其中1张，抽1张牌。", "E256"),  # nothing looked at before (11.26(b))
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
