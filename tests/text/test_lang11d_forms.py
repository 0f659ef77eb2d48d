"""Forms accepted for issue 11's batch o (lang11d, written blind from the rulebook), each as the whole pattern and not
only the batch's phrasing: 反制/复制 + one card of any kind, colour or name (rule 12.19), 堆叠顶部的牌 as any card
reference (12.20), 死亡的角色数 (10.42), 使用领主牌 as a trigger with and without 当 (9.16), 你的队友 as a trigger's
subject (9.17) and 其/该角色/该队友 naming who acted in a trigger on 一名角色/一名其他角色/你的队友 (12.23), 其 where only a
card stands (12.21), 弃置的牌 (12.22), 若该牌为红色 (10.43), 执行「A」&「B」 (11.44), 使用1张虚拟的「名」 (11.45),
使用其手牌中的1张「名」 (11.46). Each reads back to itself, spellings of one meaning compile alike, different meanings
differently, and malformed variants get a located error with a hint."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 反制/复制 + 1张 + (colour) 牌/卡牌/通用牌/技能牌 (12.19)
    "即刻：反制1张牌",
    "即刻：反制一张卡牌，抽1张牌",
    "即刻：复制1张红色牌",
    "即刻：支付1蓝色精力，反制1张技能牌",
    "响应：复制一张通用牌",
    # 堆叠顶部的牌 wherever a card reference stands (12.20)
    "即刻：复制堆叠顶部的牌",
    "即刻：反制堆叠顶端的牌，抽1张牌",
    "即刻：将堆叠顶部的牌移入其所有者的手牌区",
    "即刻：若堆叠顶部的牌的点数大于3，则反制堆叠顶部的牌",
    # 死亡的角色数 (10.42)
    "回合结束：生产X财富（X为死亡的角色数）",
    "主动：抽X张牌（X为死亡的角色数+1）",
    "锁定&回合开始：若死亡的角色数大于0，则生产1财富",
    # 使用领主牌 as a trigger (9.16)
    "你使用领主牌后：抽1张牌",
    "锁定&你使用领主后：生产2财富",
    "当你使用领主牌时：获得1物资",
    "锁定&当一名其他角色使用领主牌后：抽1张牌",
    # 你的队友 as a trigger's subject (9.17); who acted as 其/该角色/该队友 (12.23)
    "当你的队友折损财富时：该队友生产1财富",
    "锁定&当你的队友抽牌后：令其弃1张手牌",
    "当你的队友死亡时：抽2张牌",
    "锁定&当你的队友使用「攻伐」后：该角色抽1张牌",
    "当一名角色死亡时：若其手牌中没有领主牌，则你生产3财富",
    "锁定&当一名其他角色折损财富后：令其抽1张牌",
    "当一名角色生产财富时：若其财富大于你的财富，则你抽1张牌",
    # 其 where only a card stands (12.21)
    "响应：反制该牌，将其移入你的手牌区",
    "即刻：反制目标牌，将其移入虚空",
    "追加：复制该牌，将其移入过往",
    # 弃置的牌 (12.22), 若该牌为红色 (10.43)
    "弃1张手牌，若弃置的牌为红色，则生产2财富",
    "弃置1张手牌，令目标角色折损等于弃掉的牌的点数的财富",
    "即刻：反制目标牌，若该牌为黑色，则抽1张牌",
    "弃1张手牌，若被弃置的牌为蓝色牌，则抽1张牌",
    # 执行「A」&「B」 (11.44)
    "执行「劳作」&「教育」",
    "主动：执行「抽1张牌」&「生产1财富」&「获得1物资」",
    "执行「攻伐」并「压制」",
    # 使用1张虚拟的「名」 (11.45)
    "主动：使用1张虚拟的「攻伐」（不支付精力）",
    "使用一张虚拟「教育」，抽1张牌",
    "使用1张虚拟的「生产2财富」",
    # 复制…N次 (11.48)
    "即刻：复制目标「攻伐」，若你的财富少于10，则再复制1次该牌",
    "追加：复制该牌两次",
    "即刻：复制2次目标红色牌，抽1张牌",
    # 复活 of the one who died (11.47)
    "当你的队友死亡时：支付一半财富（向下取整），该队友复活并获得等量财富",
    "锁定&当一名角色死亡时：令其复活",
    # 移入的牌 (10.44)
    "回合结束：将你结界区中的所有牌移入过往，若移入的牌不少于2张，则抽1张牌",
    "主动：将过往中的2张牌移入虚空，若移走的牌多于1张，则生产1财富",
    "主动：将任意张手牌移入牌库底，抽X张牌（X为移入的牌的数量）",
    # 使用其手牌中的1张「名」 (11.46)
    "令目标角色使用其手牌中的1张「攻伐」（不支付精力）",
    "令目标其他角色使用其手牌中的1张牌",
    "主动：使用你手牌中的1张领主牌",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_o_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("即刻：反制1张牌", "即刻：反制目标牌"),
    ("即刻：复制一张红色卡牌", "即刻：复制目标红色牌"),
    ("即刻：反制1张技能牌", "即刻：反制目标技能牌"),
    ("即刻：复制堆叠顶部的牌", "即刻：复制堆叠顶端的牌"),
    ("你使用领主牌后：抽1张牌", "当你使用领主牌后：抽1张牌"),
    ("当你的队友折损财富时：该队友生产1财富", "当你的队友折损财富时：该角色生产1财富"),
    ("当你的队友折损财富时：该队友生产1财富", "当你的队友折损财富时：其生产1财富"),
    ("弃1张手牌，若弃置的牌为红色，则生产2财富", "弃1张手牌，若该牌的颜色为红色，则生产2财富"),
    ("弃1张手牌，若该牌为红色，则生产2财富", "弃1张手牌，若该牌为红色牌，则生产2财富"),
    ("执行「劳作」&「教育」", "执行「劳作」&执行「教育」"),
    ("使用1张虚拟的「攻伐」", "执行「攻伐」"),
    ("追加：复制该牌两次", "追加：复制该牌&复制该牌"),
    ("即刻：复制1次目标牌", "即刻：复制目标牌"),
    ("主动：将任意张手牌移入牌库底，抽X张牌（X为移入的牌的数量）", "主动：将任意张手牌移入牌库底，抽X张牌（X为其中牌的数量）"),
    ("弃置2张手牌，抽X张牌（X为以此法弃置的牌数）", "弃置2张手牌，抽X张牌（X为以此法弃置的数量）"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("即刻：反制1张牌", "即刻：反制1张红色牌"),
    ("即刻：反制1张红色牌", "即刻：反制1张蓝色牌"),
    ("即刻：复制1张技能牌", "即刻：复制1张通用牌"),
    ("即刻：复制堆叠顶部的牌", "即刻：复制目标牌"),
    ("回合结束：若死亡的角色数大于1，则抽1张牌", "回合结束：若本回合死亡的角色数大于1，则抽1张牌"),
    ("你使用领主牌后：抽1张牌", "你使用牌后：抽1张牌"),
    ("当你的队友死亡时：抽1张牌", "当一名角色死亡时：抽1张牌"),
    ("当你的队友死亡时：抽1张牌", "当你死亡时：抽1张牌"),
    ("执行「劳作」&「教育」", "执行「劳作」/「教育」"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


REFUSED = [
    ("即刻：反制2张牌", "E274", "2"),
    ("即刻：复制X张红色牌（X为你的物资）", "E274", "X"),
    ("即刻：反制1张紫色牌", "E201", "紫色"),
    ("使用2张虚拟的「攻伐」", "E274", "2"),
    ("即刻：复制目标牌9次", "E274", "9"),
    ("若移入的牌不少于2张，抽1张牌", "E256", "移入的牌"),
    ("即刻：复制目标牌X次（X为你的物资）", "E274", "X"),
    ("当一名角色抽牌后：令其复活", "E273", "复活"),
    ("抽1张虚拟的「攻伐」", "E204", "抽"),
    ("弃其手牌中的1张牌", "E204", "弃"),
    ("抽1张牌&「教育」", "E100", "「教育」"),
    ("弃1张手牌，生产X财富（X为以此法该牌数）", "E100", "该牌"),
    ("若你为红色，抽1张牌", "E204", "你"),
    # (`当其他角色令你折损财富时，令其折损1财富` accepted by lang11g, rule 9.18: tests/text/test_lang11g_forms.py)
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_o_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
