"""One-line `text → expected` fixtures, sqlglot style: read a row, know the rule."""

from __future__ import annotations

import pytest

from zhdsl.text.fmt import format_text

# (text, the texts of its | versions: each version parses to the same AST as its text written out)
VERSIONS = [
    ("抽1张牌", ["抽1张牌"]),
    ("令目标角色生产|折损1|2财富", ["令目标角色生产1财富", "令目标角色折损2财富"]),
    ("抽1|2|3张牌", ["抽1张牌", "抽2张牌", "抽3张牌"]),
    ("令目标角色生产|折损1|2财富，抽1张牌", ["令目标角色生产1财富，抽1张牌", "令目标角色折损2财富，抽1张牌"]),
    ("（抽1张牌）|（弃1张手牌），生产1财富", ["（抽1张牌），生产1财富", "（弃1张手牌），生产1财富"]),
    ("回合开始|回合结束：抽1张牌", ["回合开始：抽1张牌", "回合结束：抽1张牌"]),
    ("执行「抽1张牌」|「生产1财富」", ["执行「抽1张牌」", "执行「生产1财富」"]),
    ("执行「抽1|2张牌」", ["执行「抽1张牌」", "执行「抽2张牌」"]),
    ("执行「抽1|2张牌」，生产1|2财富", ["执行「抽1张牌」，生产1财富", "执行「抽2张牌」，生产2财富"]),
    ("获得1|2物资&1|2精力", ["获得1物资&1精力", "获得2物资&2精力"]),
    ("抽一|两|三张牌", ["抽一张牌", "抽两张牌", "抽三张牌"]),
    ("令所有角色|目标角色折损1财富", ["令所有角色折损1财富", "令目标角色折损1财富"]),
    ("若你的财富小于5|10，生产1财富", ["若你的财富小于5，生产1财富", "若你的财富小于10，生产1财富"]),
    ("支付1红|蓝精力：抽1张牌", ["支付1红精力：抽1张牌", "支付1蓝精力：抽1张牌"]),
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
    ("若你拥有牌，抽1张牌", ["E100"]),  # batch m: 拥有 a name (rule 10.34)
    ("将过往中的1张牌移入其所有者的手牌区", ["E204"]),  # the owner of a 结界 only (rule 12.16)
]


@pytest.mark.parametrize("text, written_out", VERSIONS, ids=[f"v{i}" for i in range(len(VERSIONS))])
def test_versions(run, text, written_out):
    result = run(text)
    assert result.ok, result.diagnostics
    assert len(result.versions) == len(written_out)
    for version, plain in zip(result.versions, written_out):
        (expected,) = run(plain).versions
        assert version == expected, plain  # node equality ignores spans


@pytest.mark.parametrize("text, expected", FORMAT, ids=[f"f{i}" for i in range(len(FORMAT))])
def test_format(text, expected):
    assert format_text(text) == expected
    assert format_text(expected) == expected


@pytest.mark.parametrize("text, codes", CODES, ids=[f"c{i}" for i in range(len(CODES))])
def test_codes(run, text, codes):
    assert [d.code for d in run(text).diagnostics] == codes
