"""Forms accepted for issue 11's batch r (lang11i, written blind from the rulebook, leaning to players, resources and
conditions), each as a class with variants of other subjects, resources, verbs and positions than the batch's own
texts: 因此 (rule 10.56), 数/点/任意颜色/所有的 (5.10), a condition in the head (9.23), triggers with a cause or a bound
(9.24), an amount alone after / (10.51), X chosen within a bound (10.58), players counted (10.59), sums and （等于…）
(10.60), 使用者 (12.36), 其 never 你 (12.37), 你的队友/该队友 (7.13(c)), 对手 (7.15), 该角色 of a 追加 (12.31),
锁定：（…） and two bounds (13.10). Each reads back to itself; spellings of one meaning compile alike; malformed
variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 因此 in a condition, with other subjects, attributes and comparators
    "令目标其他角色支付2物资，若其物资因此变为0，则你抽1张牌",
    "令所有其他角色各折损1财富，若你的财富因此大于目标角色，则生产1财富",
    "主动：弃2张手牌，若你的手牌数因此为0，则抽3张牌",
    "令目标角色折损5财富，若该角色因此死亡，则你获得2物资，否则你抽1张牌",
    "令目标其他角色弃1张手牌，若其因此弃了牌，则你生产1财富",
    "消耗所有精力，若你因此消耗了2精力或更多，则抽1张牌",
    "抽3张牌，若你因此抽了3张牌，则弃1张手牌",
    # 因此 as an amount
    "弃所有手牌，生产X财富（X为你因此弃置的牌数）",
    "消耗你的所有物资，抽X张牌（X为因此消耗的物资数量）",
    "令所有其他角色各折损1财富，令目标角色生产等同于因此折损的财富的财富",  # 因此: a step of its effect (10.40(b))
    # 数 after a resource, 点, 任意颜色, 所有的
    "令目标角色弃X张手牌（X为其物资数）",
    "若你的精力数大于2，则抽1张牌",
    "生产X财富（X为目标其他角色的仓储数-1）",
    "支付1点红色精力，获得2点物资",
    "令目标角色获得1点任意颜色的精力",
    "支付2任意色精力，抽2张牌",
    "令目标角色消耗其所有的精力",
    # a condition in the head
    "锁定&回合结束&你的手牌数大于你的仓储：折损1财富",
    "即刻&你的财富少于目标角色：令其折损1财富",
    "主动&限定&你的物资不小于2：支付2物资，生产3财富",
    # triggers with a cause or a bound; the 响应 moment said from the user's side
    "锁定&当你因一名其他角色折损财富时：抽1张牌",
    "当你因角色生产财富后：获得1物资",
    "锁定&当你的财富因折损少于5后：获得2物资",
    "当其他角色使用牌指定你时：令该角色弃1张手牌",
    # an amount alone after /
    "令目标角色折损2财富/3财富",
    "支付1物资/2财富，抽2张牌",
    # X within a bound
    "令目标角色折损X财富，你生产X财富（X至多为2）",
    "即刻：弃X张手牌，抽X张牌（X至少为1）",
    # players counted by a condition
    "生产X财富（X为手牌数大于3的其他角色数）",
    "令目标角色弃X张手牌（X为物资不少于2的角色数）",
    # sums and （等于…）
    "令距离1以内的所有角色各弃1张手牌，你抽等量的牌（等于以此法弃置的牌数）",
    # 使用者, 其 after 你, teammates, 对手, 追加
    "响应：令该牌的使用者折损1财富",
    "即刻：若目标牌的使用者的财富大于你，则反制目标牌",
    "主动：若你的手牌数少于目标其他角色，则令其弃1张手牌",
    "回合结束：若你的队友手牌数少于2，则令该队友抽1张牌",
    "主动：令你的队友生产1财富，若该队友的财富仍少于你，则你支付1财富",
    "回合开始：若对手的财富大于15，则令对手折损1财富",
    "主动：若你的手牌数多于你的对手，则弃1张手牌，令对方弃1张手牌",
    "追加：若该角色的手牌数大于你，则令其弃1张手牌",
    "追加：若你与该角色的距离大于1，则令其折损1财富",
    # a change for this turn
    "主动：本回合令目标角色的效率-1",
    "若你的手牌数大于3，则本回合你的仓储变为8",
    # statics
    "锁定：（你的仓储始终为4）",
    "（你的仓储始终等于你的手牌数，且至多为6）",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_r_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME_MEANING = [
    ("令目标角色折损2财富，若其财富因此少于5，则你抽1张牌", "令目标角色折损2财富，若其财富少于5，则你抽1张牌"),
    ("令目标角色消耗2精力，若其精力因此变为0，则你抽1张牌", "令目标角色消耗2精力，若其精力为0，则你抽1张牌"),
    ("弃所有手牌，生产X财富（X为因此弃置的牌数）", "弃所有手牌，生产X财富（X为以此法弃置的牌数）"),
    ("X为你的物资数，生产X财富", "X为你的物资，生产X财富"),
    ("获得1点红色精力", "获得1红色精力"),
    ("获得1点任意颜色的精力", "获得1黑色精力"),
    ("消耗你所有的物资", "消耗你的所有物资"),
    ("获得1红色精力/1蓝色精力", "获得1红色精力/获得1蓝色精力"),
    ("令目标角色生产2财富/3财富", "令目标角色生产2财富/生产3财富"),
    ("当一名其他角色使用牌指定你时：抽1张牌", "响应：抽1张牌"),
    ("响应：若你的财富大于该牌的使用者，则令其折损1财富", "响应：若你的财富大于该牌的控制者的财富，则令该牌的控制者折损1财富"),
    ("主动：若你的财富大于目标其他角色，则令其折损1财富", "主动：若你的财富大于目标其他角色，则令目标其他角色折损1财富"),
    ("锁定：（你的效率始终为2）", "（你的效率始终为2）"),
]

DIFFERENT = [
    ("弃所有手牌，若你因此弃了3张或更多牌，则抽1张牌", "弃所有手牌，若你因此弃了3张牌，则抽1张牌"),  # at least 3, exactly 3
    ("弃所有手牌，若你因此弃了3张或更少牌，则抽1张牌", "弃所有手牌，若你因此弃了3张或更多牌，则抽1张牌"),
    ("当你因其他角色折损财富后：抽1张牌", "当你折损财富后：抽1张牌"),
    ("令对手折损1财富", "令所有其他角色折损1财富"),
    ("回合开始&你的财富不大于5：获得1物资", "回合开始：若你的财富不大于5，获得1物资"),  # not usable vs usable, doing nothing
]


@pytest.mark.parametrize("text, other", SAME_MEANING)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


@pytest.mark.parametrize("text, other", [
    ("支付X财富，抽X张牌（X至多为3）", "支付X财富，抽X张牌（X至少为3）"),
    ("支付X财富，抽X张牌（X至多为3）", "支付X财富，抽X张牌（X为3）"),
    ("生产X财富（X为财富大于10的其他角色数）", "生产X财富（X为财富大于10的角色数）"),
    ("生产X财富（X为财富大于10的其他角色数）", "生产X财富（X为手牌数大于10的其他角色数）"),
])
def test_different_definitions_of_x_compile_differently(text, other):
    (one,), (two,) = compile_text(text), compile_text(other)
    assert one.effects[0].defines != two.effects[0].defines and one.text != two.text


def test_two_bounds_are_two_statics():
    (program,) = compile_text("（你的效率始终等于你的手牌数，且至少为1）")
    assert [(r.attribute, r.op) for r in program.statics] == [("efficiency", "="), ("efficiency", ">=")]


REFUSED = [
    ("弃1张手牌，若目标牌因此死亡，则抽1张牌", "E204", "目标牌"),
    ("生产1财富（等于你的手牌数）", "E100", "等于你的手牌数"),
    ("抽1张牌，2物资", "E215", "2物资"),
    ("1红色/蓝色精力", "E215", "1红色/蓝色精力"),
    ("主动：（你的效率始终为2）", "E203", "主动"),
    ("当目标角色的财富因生产超过15后：抽1张牌", "E275", "目标角色的财富"),
    ("弃所有手牌，若你因此弃了一半牌，则抽1张牌", "E100", "一半"),
    ("主动：结附你的队友", "E204", "你的队友"),
    ("本回合你的财富+1", "E226", "你的财富"),
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_r_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
