"""Forms accepted for issue 11 by lang13b (batch s13b, written blind from the rulebook): the card at an end of the 过往
(rule 12.100), cards turned face up where they lie (11.120), the card of the greatest or smallest point among those
looked at (11.121), 看 / 牌库顶3张牌 / 另N张 (11.122), 若其无法使用 after 使用该牌 (10.131), a lord written on one
line with its fields (15.28), the trigger written first after 锁定： (9.70), a general card on one line (4.30), the
point after 目标 (12.101), 每有 (10.132) and 直到你的下回合开始 (11.123). Each class: a canonical reading and at least eight spellings compiling to the same
program; malformed variants get a located error with a hint. Each plays as it reads in
tests/engine/test_engine_lang13b_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

# class: (canonical reading, spellings that compile to the same program)
CLASSES = {
    "12.100 过往底": ("将过往底中的1张牌移入你的手牌区", [
        "将过往中最底部的牌加入你的手牌", "将过往最底部的牌移入你的手牌区", "将过往底部的牌加入你的手牌",
        "将过往中最底部的1张牌移入你的手牌区", "将过往底端的牌加入你的手牌区", "将过往最下方的牌加入你的手牌",
        "将过往底的1张牌置入你的手牌区", "将过往中最底端的牌放入你的手牌区"]),
    "12.100 过往顶": ("将过往顶中的1张牌移入虚空", [
        "将过往顶的牌移入虚空", "将过往顶部的牌移入虚空", "将过往中最顶部的牌置入虚空", "将过往最上方的牌移入虚空",
        "将过往最顶部的1张牌移入虚空", "将过往中最上方的牌放入虚空", "将过往顶端的牌移入虚空", "将过往最顶端的牌移至虚空"]),
    "11.120 正面向上放置": ("将你的1张手牌正面向上放置", [
        "将你的1张手牌正面朝上放置", "将你的1张手牌翻开", "翻开你的1张手牌", "将你的1张手牌翻至正面",
        "将你的1张手牌翻为正面向上", "将你的一张手牌正面向上摆放", "将你的1张手牌翻成正面", "将你的1张手牌翻到正面"]),
    "11.120 牌库顶翻开": ("将牌库顶中的1张牌正面向上放置，若该牌的颜色等于红色，抽1张牌", [
        "翻开牌库顶的1张牌，若该牌为红色，抽1张牌", "将牌库顶的1张牌正面向上放置，若该牌为红色牌，抽1张牌",
        "将牌库顶部的1张牌翻开，若该牌为红色，抽1张牌", "将牌库顶的1张牌正面朝上放置，若该牌为红色，抽1张牌",
        "翻开牌库顶端的一张牌，若该牌为红色，则抽1张牌", "将牌库最顶部的1张牌翻至正面，若该牌为红色，抽1张牌",
        "将牌库顶的1张牌翻为正面向上，若该牌为红色，抽1张牌", "将牌库顶的1张牌正面向上摆放，若该牌为红色，抽1张牌"]),
    "11.121 点数最大": ("查看牌库顶中的3张牌，将其中点数最大的1张牌移入你的手牌区", [
        "看牌库顶的3张牌，将其中点数最大的1张移入你的手牌区", "观看牌库顶3张牌，将其中点数最大的1张移入你的手牌区",
        "查看牌库顶的3张牌，将其中点数最高的1张牌移入你的手牌区", "检视牌库顶的3张牌，将其中的点数最大的1张移入你的手牌区",
        "查看牌库顶部的3张牌，将其中点数最大的一张牌置入你的手牌区", "查看牌库顶的三张牌，将其中点数最大的1张放入你的手牌区",
        "看牌库顶3张牌，将其中点数最高的1张牌加入你的手牌", "查看牌库顶端的3张牌，将其中点数最大的1张移动到你的手牌区"]),
    "11.121 点数最小": ("查看目标角色的手牌区，选择其中点数最小的1张牌，将该牌移入过往", [
        "看目标角色的手牌，选择其中点数最小的1张，将该牌移入过往", "观看目标角色的手牌，选择其中点数最低的1张，将该牌移入过往",
        "查看目标角色的所有手牌，选择其中点数最小的一张牌，将该牌置入过往", "检视目标角色的手牌，选择其中的点数最小的1张，将该牌移入过往",
        "看目标角色的手牌区，选择其中点数最低的1张牌，将该牌放入过往", "观看目标角色的所有手牌，选择其中点数最小的1张，将该牌移至过往",
        "查看目标角色的手牌，选择其中点数最小的1张，然后将该牌移入过往", "看目标角色的手牌，选择其中点数最小的一张，将该牌加入过往"]),
    "11.122 另N张": ("查看牌库顶中的2张牌，将其中1张牌移入牌库底，将其中1张牌移入你的手牌区", [
        "看牌库顶2张牌，将其中1张置于牌库底，另1张加入你的手牌", "查看牌库顶的2张牌，将其中1张移入牌库底，另1张移入你的手牌区",
        "查看牌库顶的2张牌，将其中1张移入牌库底，另外1张移入你的手牌区", "查看牌库顶的2张牌，将其中1张移入牌库底，将另1张移入你的手牌区",
        "观看牌库顶2张牌，将其中1张置于牌库底，另1张置入你的手牌区", "看牌库顶的2张牌，将其中一张放到牌库底，另一张加入你的手牌",
        "查看牌库顶的2张牌，将其中1张移入牌库底，然后将另1张移入你的手牌区", "检视牌库顶2张牌，将其中1张置于牌库底部，另外1张加入你的手牌"]),
    "10.131 若其无法使用": ("查看目标角色的手牌区，选择其中1张牌，（令其使用该牌（不支付精力），否则其折损2财富）", [
        "观看目标角色的手牌，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "观看目标角色的手牌，选择其中1张，令其使用该牌（不支付精力），若其无法使用，其折损2财富",
        "观看目标角色的所有手牌，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "看目标角色的手牌，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "查看目标角色的手牌，选择其中1张牌，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "观看目标角色的手牌，选择其中1张，令其使用该牌（不支付精力），若其不能使用，则其折损2财富",
        "检视目标角色的手牌，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "观看目标角色的手牌，选择其中一张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富"]),
    "10.131 翻开后": ("令目标角色将其所有张手牌正面向上放置，选择其中1张牌，（令其使用该牌（不支付精力），否则其折损2财富）", [
        "令目标角色将其所有手牌正面向上放置，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "令目标角色将其所有手牌翻开，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "令目标角色将其所有手牌正面朝上放置，选择其中1张，令其使用该牌（不支付精力），若其无法使用，其折损2财富",
        "令目标角色将其所有手牌翻至正面，选择其中1张，令其使用该牌（不支付精力），若其不能使用，则其折损2财富",
        "令目标角色将其所有手牌正面向上摆放，选择其中一张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "令目标角色将其所有手牌翻为正面向上，选择其中1张牌，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "令目标角色将其所有的手牌正面向上放置，选择其中1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富",
        "令目标角色将其所有手牌翻开，选择其中的1张，令其使用该牌（不支付精力），若其无法使用，则其折损2财富"]),
    "9.70 锁定：回合结束时": ("锁定&回合结束：若你的手牌数大于你的财富，折损1财富", [
        "锁定：回合结束时，若你的手牌数大于你的财富，则折损1财富", "锁定：当回合结束时，若你的手牌数大于你的财富，折损1财富",
        "锁定：在回合结束时，若你的手牌数大于你的财富，折损1财富", "锁定：你的回合结束时，若你的手牌数大于你的财富，折损1财富",
        "锁定：回合结束时，若你的手牌数多于你的财富，则折损1财富", "锁定：回合结束时，如果你的手牌数大于你的财富，折损1财富",
        "锁定：回合结束时，若你的手牌数超过你的财富，折损1财富", "锁定：当你的回合结束时，若你的手牌数大于你的财富，则折损1财富"]),
    "12.101 目标点数": ("即刻：反制点数小于5的目标通用牌", [
        "即刻：反制目标点数小于5的行动", "即刻：反制目标点数小于5的行动。", "即刻：反制目标点数少于5的行动",
        "即刻：反制目标点数小于5的通用牌", "即刻：反制目标点数小于五的行动", "即刻：反制目标点数低于5的行动",
        "即刻：反制点数小于5的目标行动", "即刻：反制目标点数小于5的通用牌。"]),
    "10.132 每有…角色": ("每有1名角色的财富大于你的财富，你生产1财富", [
        "每有1名角色的财富大于你，你生产1财富", "每有一名角色的财富大于你，你生产1财富", "每有1名角色的财富超过你，你生产1财富",
        "每有1名角色财富大于你，你生产1财富", "每有1名角色的财富多于你的财富，你生产1财富", "每有1名角色的财富高于你，你生产1财富",
        "每存在1名角色的财富大于你，你生产1财富", "每有1名角色的财富大于你的财富，你生产1财富。"]),
    "10.132 区域每有…张": ("你的结界区每有1张结界，抽1张牌", [
        "你的结界区每有1张结界，你便抽1张牌", "你的结界区中每有1张结界，抽1张牌", "你的结界区每有一张结界，你便抽1张牌",
        "你的结界区每有1张结界，便抽1张牌", "你的结界区每有1张结界，你就抽1张牌", "你结界区每有1张结界，抽1张牌",
        "你的结界区中每存在1张结界，抽1张牌", "你的结界区每有1张结界，抽一张牌"]),
    "11.123 直到你的下回合开始": ("直到你的下回合开始，你的仓储变为你的仓储+2", [
        "直到你的下回合开始，你的仓储+2", "直到你的下回合开始，你的仓储+2。", "直到你的下个回合开始，你的仓储+2",
        "直到你的下一回合开始，你的仓储+2", "直到你下回合开始，你的仓储+2", "直到你的下回合开始时，你的仓储+2",
        "直到你的下一个回合开始，你的仓储增加2", "直到你的下回合开始你的仓储+2"]),
}

LORD = ("烽烟", "铁骑督", 4, 6, (("red", 2), ("blue", 1)))
LORD_LINES = [
    "领主 烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：追加：令该角色折损1财富。",
    "烽烟·铁骑督（效率4，仓储6，精力红红蓝）：追加：令该角色折损1财富。",
    "烽烟 铁骑督 效率4 仓储6 精力红红蓝：追加：令该角色折损1财富。",
    "领主牌：烽烟·铁骑督，效率：4，仓储：6，精力：红红蓝；技能：追加：令该角色折损1财富。",
    "烽烟·铁骑督，效率为4，仓储为6，精力为2红1蓝，技能：追加：令该角色折损1财富。",
    "烽烟·铁骑督、效率4、仓储6、精力红红蓝、技能：追加：令该角色折损1财富",
    "烽烟・铁骑督 效率4，仓储6，精力1蓝2红：追加：令该角色折损1财富。",
    "领主 烽烟·铁骑督，仓储6，效率4，精力红色红色蓝色，技能：追加：令该角色折损1财富。",
    "烽烟·铁骑督(效率4, 仓储6, 精力红红蓝): 追加：令该角色折损1财富。",
]

CARD = ("攻伐", 7, (("red", 1),))
CARD_LINES = [
    "攻伐 7 红：令目标角色折损3财富",
    "行动·攻伐，7点，红：令目标角色折损3财富",
    "「攻伐」 7 红：令目标角色折损3财富",
    "攻伐，7，红：令目标角色折损3财富",
    "攻伐 7点 红色：令目标角色折损3财富",
    "攻伐、7、1红：令目标角色折损3财富。",
    "攻伐 7 红精力：令目标角色折损3财富",
    "行动・攻伐 7 红：令目标角色折损3财富",
]

SIBLINGS = [(cls, canon, s) for cls, (canon, spellings) in CLASSES.items() for s in spellings]


def test_every_class_has_eight_spellings():
    assert all(len(spellings) >= 8 for _, spellings in CLASSES.values())
    assert len(LORD_LINES) >= 8


@pytest.mark.parametrize("canon", [c for c, _ in CLASSES.values()])
def test_the_canonical_reading_is_valid_and_reads_back(canon):
    assert_valid_and_reads_back(canon)


@pytest.mark.parametrize("cls, canon, spelling", SIBLINGS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(SIBLINGS)])
def test_a_spelling_compiles_to_the_canonical_program(cls, canon, spelling):
    result = analyze(spelling)
    assert result.ok, result.diagnostics
    assert _meaning(compile_text(spelling)) == _meaning(compile_text(canon)), compile_text(spelling)[0].text


@pytest.mark.parametrize("line", LORD_LINES)
def test_a_lord_on_one_line_has_its_fields_and_its_skills(line):
    result = analyze(line)
    assert result.ok, result.diagnostics
    h = result.header
    assert (h.faction, h.name, h.efficiency, h.storage, h.energy.amounts) == LORD
    assert _meaning(compile_text(line)) == _meaning(compile_text("追加：令该角色折损1财富"))
    assert [p.text for p in compile_text(line)] == ["追加：令该角色折损1财富"]


def test_a_card_text_has_no_header():
    assert analyze("抽X张牌（X为你的效率）").header is None
    assert analyze("令目标角色折损2财富").header is None


@pytest.mark.parametrize("line, marked, says", [
    ("烽烟·铁骑督，效率4，精力红红蓝，技能：追加：令该角色折损1财富。", "烽烟·铁骑督，效率4，精力红红蓝，技能：", "缺少仓储"),
    ("烽烟·铁骑督，效率0，仓储6，精力红红蓝，技能：追加：令该角色折损1财富。", "0", "1到99"),
    ("烽烟·铁骑督，效率4，仓储，精力红红蓝，技能：追加：令该角色折损1财富。", "仓储", "没有写出数值"),
    ("烽烟·铁骑督，效率4，效率5，仓储6，精力红红蓝，技能：抽1张牌。", "效率5", "两次"),
    ("烽烟·铁骑督，效率4，仓储6，精力红红蓝 追加 令该角色折损1财富。", "追", "「：」"),
])
def test_a_malformed_lord_line_is_e297_where_it_is_wrong(line, marked, says):
    result = analyze(line)
    assert not result.ok
    (d,) = [d for d in result.diagnostics if d.code == "E297"]
    assert line[d.span.start:d.span.end] == marked and says in d.message and d.hint


@pytest.mark.parametrize("text, code", [
    ("将其中点数最大的1张移入你的手牌区。", "E256"),  # nothing looked at before (11.121)
    ("将另1张移入你的手牌区。", "E256"),  # 另N张 is of the cards looked at (11.122)
    ("将过往正面向上放置。", "E100"),  # a zone is not cards (11.120)
    ("将虚空的牌移入你的手牌区。", "E100"),  # a zone's card without a count: only an end's (12.100)
    ("直到你的下回合开始，你的财富+2。", "E226"),  # only 仓储 and 效率 change for a while (11.123)
])
def test_malformed_variants_are_refused_with_a_hint(text, code):
    result = analyze(text)
    assert not result.ok
    found = [d for d in result.diagnostics if d.code == code]
    assert found and found[0].hint, result.diagnostics


@pytest.mark.parametrize("line", CARD_LINES)
def test_a_general_card_on_one_line_has_its_fields_and_its_effect(line):
    """Rule 4.30: 名称, 点数, 精力 before the effect; the effect is checked and compiled alone."""
    result = analyze(line)
    assert result.ok, result.diagnostics
    h = result.header
    assert (h.name, h.point, h.energy.amounts, h.category) == (*CARD, "行动")
    assert _meaning(compile_text(line)) == _meaning(compile_text("令目标角色折损3财富"))


def test_a_text_that_only_looks_like_fields_is_card_text():
    assert analyze("抽1张牌，生产1财富").header is None
    assert analyze("回合开始：抽1张牌").header is None
