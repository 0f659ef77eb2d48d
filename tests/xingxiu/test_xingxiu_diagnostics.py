"""Every diagnostic code of 星宿 has a text (or a card-set file) that triggers it, and points where it should."""

from __future__ import annotations

import pytest

from zhdsl.compiler.check import codes_of
from zhdsl.games.xingxiu.cardset import load_cardset
from zhdsl.pipeline import analyze

# code: (text, the marked source text)
TEXT_CASES = {
    "E240": ("出牌阶段，你可以摸一张牌，或弃置一张手牌。", "或弃置一张手牌"),
    "E241": ("出牌阶段，你可以令你手牌上限内的一名角色摸一张牌。", "你手牌上限内的"),
    "E242": ("出牌阶段，你可以将一张手牌置于你的区域。", "你的区域"),
    "E243": ("准备阶段开始时，你可以进行一次判定，若结果为「进攻」，你摸一张牌。", "「进攻」"),
    "E244": ("出牌阶段，你可以对一名其他角色使用一张牌。", "牌"),
    "E245": ("出牌阶段，你可以令一名其他角色选择一项：摸一张牌。", "选择一项：摸一张牌"),
    "E246": ("锁定技，你的军力加一。", "你的军力"),
    "E247": ("结束阶段开始时，若你的手牌数未满，你可以摸一张牌。", "你的手牌数"),
    "W250": ("出牌阶段，你可以对一名其他角色造成一点火焰伤害。", "火焰"),
}

HEADER = '["卡组"]\n"名称" = "测试"\n"游戏" = "星宿"\n\n'
# code: (file, line of the diagnostic)
FILE_CASES = {
    "E248": (HEADER + '[["计策牌"]]\n"名称" = "甲"\n"效果" = "你摸一张牌。"\n"牌面" = ["春1"]\n', 7),
    "E249": (HEADER + '[["武将"]]\n"名称" = "甲"\n"阵营" = "青龙"\n"军力" = 4\n\n[["武将"."技能"]]\n"名称" = "乙"\n'
             '"效果" = "出牌阶段，对自己使用。"\n', 12),
    "E311": (HEADER + '[["计策牌"]]\n"名称" = "甲"\n"效果" = "出牌阶段，对自己使用。你摸一张牌。"\n"牌面" = ["春1"]\n\n'
             '[["计策牌"]]\n"名称" = "甲"\n"效果" = "出牌阶段，对自己使用。你摸一张牌。"\n"牌面" = ["春2"]\n', 10),
    "W312": (HEADER + '[["主帅技能"]]\n"阵营" = "青龙"\n"名称" = "甲"\n"效果" = "锁定技，你的手牌上限加一。"\n', 8),
}


def test_every_code_of_the_game_has_a_case():
    assert set(TEXT_CASES) | {c for c in FILE_CASES if c.startswith(("E24", "W25"))} == codes_of("xingxiu")


@pytest.mark.parametrize("code", sorted(TEXT_CASES))
def test_text_code(code):
    text, marked = TEXT_CASES[code]
    result = analyze(text, "星宿")
    found = [d for d in result.diagnostics if d.code == code]
    assert found, [(d.code, d.message) for d in result.diagnostics]
    d = found[0]
    assert text[d.span.start:d.span.end] == marked
    assert d.message and (d.hint or d.code.startswith("W"))
    if code.startswith("E"):
        assert not result.ok
    else:
        assert result.ok


@pytest.mark.parametrize("code", sorted(FILE_CASES))
def test_cardset_code(code):
    source, line = FILE_CASES[code]
    result = load_cardset("set.toml", source)
    found = [d for d in result.diagnostics if d.diagnostic.code == code]
    assert found, [d.render() for d in result.diagnostics]
    assert found[0].line == line


@pytest.mark.parametrize("source, code, fragment", [
    ('[["装备牌"]]\n"名称" = "甲"\n"类型" = "武器"\n"效果" = "出牌阶段，对自己使用。将此牌置于你的装备区。"\n"牌面" = ["春1"]\n',
     "E301", "进攻范围"),
    ('[["装备牌"]]\n"名称" = "甲"\n"类型" = "坐骑"\n"效果" = "出牌阶段，对自己使用。将此牌置于你的装备区。"\n"牌面" = ["春1"]\n',
     "E306", "坐骑"),
    ('[["基本牌"]]\n"名称" = "甲"\n"效果" = "出牌阶段，对自己使用。你摸一张牌。"\n"牌面" = ["秋14"]\n', "E306", "秋14"),
    ('[["武将"]]\n"名称" = "甲"\n"阵营" = "红"\n"军力" = 4\n', "E306", "红"),
    ('[["武将"]]\n"名称" = "甲"\n"阵营" = "青龙"\n"军力" = 0\n', "E303", "军力"),
    ('[["基本牌"]]\n"名称" = "甲"\n"效果" = "出牌阶段，对自己使用。你摸一张牌。"\n"牌面" = "春1"\n', "E302", "牌面"),
    ('[["卡牌"]]\n"名称" = "甲"\n', "W307", "卡牌"),
])
def test_cardset_errors_name_the_problem(source, code, fragment):
    result = load_cardset("set.toml", HEADER + source)
    found = [d for d in result.diagnostics if d.diagnostic.code == code]
    assert found and fragment in found[0].diagnostic.message + (found[0].diagnostic.hint or ""), \
        [d.render() for d in result.diagnostics]
