"""One-line `text → expected` fixtures, sqlglot style: read a row, know the rule."""

from __future__ import annotations

import pytest

from zhdsl.text.fmt import format_text

# (text, number of | versions)
VERSIONS = [
    ("抽1张牌", 1),
    ("令目标角色生产|折损1|2财富", 2),
    ("抽1|2|3张牌", 3),
    ("令目标角色生产|折损1|2财富，抽1张牌", 2),
    ("（抽1张牌）|（弃1张手牌），生产1财富", 2),
    ("回合开始|回合结束：抽1张牌", 2),
    ("执行「抽1张牌」|「生产1财富」", 2),
    ("执行「抽1|2张牌」", 2),
    ("执行「抽1|2张牌」，生产1|2财富", 2),
    ("获得1|2物资&1|2精力", 2),
    ("抽一|两|三张牌", 3),
    ("令所有角色|目标角色折损1财富", 2),
    ("若你的财富小于5|10，生产1财富", 2),
    ("支付1红|蓝精力：抽1张牌", 2),
]

# (text, canonical text printed by `zhdsl fmt`)
FORMAT = [
    ("抽1张牌", "抽1张牌"),
    ("回合开始:抽1张牌", "回合开始：抽1张牌"),
    ("弃1张手牌,抽3张牌.", "弃1张手牌，抽3张牌。"),
    ("使用1张手牌(不支付精力)", "使用1张手牌（不支付精力）"),
    ("抽1张牌;生产1财富", "抽1张牌；生产1财富"),
    ("重置／（横置，抽1张牌）", "重置/（横置，抽1张牌）"),
    ("支付1蓝色精力＆1黄色精力", "支付1蓝色精力&1黄色精力"),
    ("令目标角色生产｜折损1｜2财富", "令目标角色生产|折损1|2财富"),
    ("执行“抽2张牌”", "执行「抽2张牌」"),
    ('执行"抽2张牌"', "执行「抽2张牌」"),
    ("执行『抽2张牌』", "执行「抽2张牌」"),
    ("抽２张牌", "抽2张牌"),
    ("弃1张手牌，，抽3张牌", "弃1张手牌，抽3张牌"),
    ("抽1张牌。。", "抽1张牌。"),
    ("抽1张牌， ，弃1张手牌", "抽1张牌，弃1张手牌"),
    ("  回合开始 ： 抽1张牌 。 ", "回合开始：抽1张牌。"),
    ("回合开始：\u3000抽1张牌", "回合开始：抽1张牌"),
    ("锁定 & 回合开始：抽1张牌", "锁定&回合开始：抽1张牌"),
    ("生产X财富（X为角色数－2）", "生产X财富（X为角色数-2）"),
]

# (text, the diagnostic codes reported, in order)
CODES = [
    ("抽1张牌", []),
    ("回合中：抽1张牌", ["E203"]),
    ("抽-1张牌", ["E200"]),
    ("支付1紫色精力", ["E201"]),
    ("弃1财富", ["E202"]),
    ("弃1张手牌，，抽3张牌", ["W120"]),
    ("令目标角色生产|折损1|2|3财富", ["E110"]),
    ("战斗&抽1张牌", ["E101"]),
    ("反制目标角色", ["E204"]),
    ("回合开始/回合结束：抽1张牌", []),
    ("回合开始&回合结束：抽1张牌", ["E214"]),
    ("锁定：抽1张牌", ["E219"]),
    ("生产X财富", ["E205"]),
    ("生产1财富（X为你的物资）", ["W206"]),
    ("生产X财富（X为X+1）", ["E208"]),
    ("抽0张牌", ["W211"]),
]


@pytest.mark.parametrize("text, count", VERSIONS, ids=[f"v{i}" for i in range(len(VERSIONS))])
def test_versions(run, text, count):
    result = run(text)
    assert result.ok, result.diagnostics
    assert len(result.versions) == count


@pytest.mark.parametrize("text, expected", FORMAT, ids=[f"f{i}" for i in range(len(FORMAT))])
def test_format(text, expected):
    assert format_text(text) == expected
    assert format_text(expected) == expected


@pytest.mark.parametrize("text, codes", CODES, ids=[f"c{i}" for i in range(len(CODES))])
def test_codes(run, text, codes):
    assert [d.code for d in run(text).diagnostics] == codes
