"""Forms accepted for issue 11's batch s (lang11h, written blind from the rulebook), each CLASS in spellings and
positions of its own besides the batch's text: a zone's cards wherever a card phrase stands — object of 移入, 弃, 使用,
交给, 获得…的控制权, subject of a condition (rules 11.51, 11.32(a), 10.30(a)); 加入 as 移入 in every form of the step
(11.18(c)); 若其中有… (10.53); 若该牌为「名」, 反制之, 该行动 (10.54, 12.34); 此结界 (12.33); 将其从某区域移入… (11.52);
正面向上 into the deck (11.41(a)); 观看…的所有手牌, 其余按任意顺序 (11.27(a), (b)); 变为「名」的效果 (11.34(a));
再复制N次 and （你成为复制品的控制者） (11.48(a), 11.15(a)); （不消耗精力和物资） (15.5(a)); a ward's （…） after `。`
(13.8(b)) and 其 in its other segments (12.8(i)); `|` slots of colour words (12.35). Each reads back to itself,
spellings of one meaning compile alike, different meanings differently, malformed variants get a located error."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 加入 (rule 11.18(c)), 手牌 as the 手牌区 (11.51)
    "主动：将过往中的1张「教育」加入手牌",
    "主动：将牌库顶的1张牌加入你的手牌区",
    "主动：令目标其他角色将1张手牌加入牌库底",
    "主动：从过往中选择1张牌加入手牌",
    "主动：将「压制」从虚空加入手牌",
    "主动：将1张手牌加入牌库顶，抽1张牌",
    # a zone's cards in every position (11.51, 11.32(a))
    "主动：使用1张手牌中的「攻伐」",
    "主动：使用2张过往中的红色牌（不支付精力）",
    "主动：弃1张手牌中的「压制」，抽1张牌",
    "主动：使用手牌中的1张「教育」（不支付精力）",
    "主动：使用手牌内的1张领主牌",
    "主动：将手牌中的1张「劳作」移入过往",
    "主动：将手牌中的所有的蓝色牌移入牌库底",
    "主动：将过往中所有的「攻伐」移入虚空",
    "主动：将你手牌区中的1张领主牌交给目标其他角色",
    "主动：将目标其他角色结界区中的2张结界移入过往",
    "主动：将你结界区中的1张结界移入目标其他角色的结界区",
    "主动：获得目标结界的控制权",
    "即刻：获得目标其他角色的1张结界的控制权，抽1张牌",
    # 若其中有… (10.53), 其中 after 若…中有… (10.30(a))
    "主动：将牌库顶的3张牌移入过往，若其中有「攻伐」，则抽1张牌",
    "主动：查看牌库顶的2张牌，若其中没有领主牌，则生产1财富",
    "主动：弃2张手牌，若其中有蓝色牌，则抽2张牌",
    "主动：抽2张牌，若其中有红色牌，则生产1财富",
    "回合结束：若过往中有「教育」，则将其中1张移入你的手牌区",
    "主动：若目标其他角色的手牌中有「攻伐」，则弃置其中1张",
    "回合开始：若过往中有红色牌，则将其中1张加入手牌",
    "主动：若你的手牌中没有蓝色手牌，则抽1张牌",
    "主动：弃置手牌中的1张「攻伐」，生产1财富",
    "即刻：反制目标牌，若该牌不为「攻伐」，则抽1张牌",
    "即刻：反制目标牌，若该牌不是「教育」，则抽1张牌",
    "主动：若你的手牌数不为0，则抽1张牌",
    # 若该牌为「名」, 反制之, 该行动 (10.54, 12.34)
    "即刻：反制目标行动，若该牌为「攻伐」，则你生产2财富",
    "响应：若该牌为「压制」，则复制之",
    "即刻：复制目标行动，若该行动的点数大于5，则抽1张牌",
    "追加：若该牌为「攻伐」，则令其控制者抽1张牌",
    # 此结界 (12.33), 将其从某区域移入 (11.52)
    "结附目标其他角色。回合结束：将此结界移入过往",
    "即刻：反制目标行动，将该牌从过往移入你的手牌区",
    "即刻：反制目标牌，将其从过往加入牌库底",
    # 正面向上 into the deck (11.41(a)), 观看…的所有手牌, 其余 (11.27(a), (b))
    "主动：将1张手牌正面向上移入牌库底",
    "主动：令目标其他角色将1张手牌正面向上置于牌库顶",
    "主动：查看目标其他角色的所有手牌，弃置其中1张",
    "主动：观看牌库顶的4张牌，将其中2张加入手牌，其余移入过往",
    "主动：查看牌库顶的3张牌，将其余的牌以任意顺序置于牌库顶",
    # 变为「名」的效果 (11.34(a)), 再复制 (11.48(a)), notes (11.15(a), 15.5(a))
    "即刻：将目标行动变为「教育」的效果",
    "即刻：复制目标牌，再复制2次",
    "即刻：复制目标「攻伐」（你成为复制品的控制者）",
    "主动：使用你手牌中的1张领主牌（不消耗精力与物资）",
    # a ward's （…） after `。` (13.8(b)), 其 in its segments (12.8(i))
    "结附目标其他角色2回合。（其仓储-1）",
    "结附目标角色。（你的效率+1&仓储+1）",
    "结附目标其他角色。锁定&回合开始：令其折损1财富",
    "结附目标其他角色。回合结束：若该角色的财富大于10，则其弃1张手牌",
    # 该牌 in a trigger on a card used (12.8(j))
    "结附目标角色2回合。当你使用「劳作」时：反制该牌，此结界的控制者生产1财富",
    "锁定&当一名其他角色使用牌时：若该牌为「攻伐」，则抽1张牌",
    "当你成为「攻伐」的目标时：令该牌的控制者弃1张手牌",
    # a card entering the stack (9.21), its targets (10.50)
    "锁定&当一张牌进入堆叠后：若该牌为「攻伐」&其目标为你，则反制该牌",
    "当1张牌进入堆叠时：抽1张牌",
    "即刻：若目标牌的目标为你，则反制目标牌",
    "即刻：若目标行动的目标不是你，则复制目标行动",
    "响应：弃1张手牌，反制该牌",
    # `|` slots of colour words (12.35)
    "即刻：反制目标红色|黄色行动",
    "主动：弃1张绿色|蓝色手牌，抽1张牌",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_batch_s_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


SAME = [
    ("主动：将过往中的1张牌加入手牌", "主动：将过往中的1张牌移入手牌区"),
    ("主动：将1张手牌加入牌库底", "主动：将1张手牌移入牌库底"),
    ("主动：使用1张手牌中的「攻伐」", "主动：使用手牌区中的1张「攻伐」"),
    ("主动：将手牌中的1张领主牌移入虚空", "主动：将手牌区中的1张领主牌移入虚空"),
    ("主动：将目标其他角色结界区中的1张结界移入过往", "主动：将目标其他角色的1张结界移入过往"),
    ("响应：若该牌为「攻伐」，则反制之", "响应：若该牌为「攻伐」，则反制该牌"),
    ("即刻：复制目标行动，若该行动的点数为0，则抽1张牌", "即刻：复制目标行动，若该牌的点数为0，则抽1张牌"),
    ("结附目标其他角色。回合结束：将此结界移入过往", "结附目标其他角色。回合结束：将此牌移入过往"),
    ("结附目标角色。（其效率-1）", "结附目标角色（其效率-1）"),
    ("结附目标角色3回合。（该角色的仓储-2）", "结附目标角色3回合（你的仓储-2）"),
    ("即刻：将目标行动的效果变为「劳作」的效果", "即刻：将目标行动变为「劳作」"),
    ("即刻：复制目标行动，再复制1次", "即刻：复制目标行动，复制该牌"),
    ("即刻：复制目标行动（你成为复制品的控制者）", "即刻：复制目标行动"),
    ("主动：查看牌库顶的2张牌，其余按任意顺序置于牌库底", "主动：查看牌库顶的2张牌，将其余移入牌库底"),
    ("主动：观看目标角色的所有手牌", "主动：查看目标角色的手牌"),
    ("即刻：反制目标牌，若该牌是「攻伐」，则抽1张牌", "即刻：反制目标牌，若该牌为「攻伐」，则抽1张牌"),
    ("主动：若你的手牌数不为0，则抽1张牌", "主动：若你的手牌数不等于0，则抽1张牌"),
    ("当一张牌进入堆叠后：抽1张牌", "每当1张牌进入堆叠后：抽1张牌"),  # (not 当一名角色使用牌后: its 其 is the user, 9.21)
    ("主动：弃置手牌中的1张「攻伐」", "主动：弃1张手牌中的「攻伐」"),
]


@pytest.mark.parametrize("text, other", SAME)
def test_spellings_of_one_meaning_compile_alike(text, other):
    assert _meaning(compile_text(text)) == _meaning(compile_text(other))


DIFFERENT = [
    ("主动：使用1张手牌中的「攻伐」", "主动：使用1张手牌"),
    ("主动：将手牌中的1张领主牌移入虚空", "主动：将1张手牌移入虚空"),
    ("主动：将牌库顶的2张牌移入过往，若其中有红色牌，则抽1张牌", "主动：将牌库顶的2张牌移入过往，若其中有蓝色牌，则抽1张牌"),
    ("主动：将牌库顶的2张牌移入过往，若其中有红色牌，则抽1张牌", "主动：将牌库顶的2张牌移入过往，若其中没有红色牌，则抽1张牌"),
    ("响应：若该牌为「攻伐」，则反制之", "响应：若该牌为「压制」，则反制之"),
    ("主动：将1张手牌正面向上置于牌库顶", "主动：将1张手牌置于牌库顶"),
    ("即刻：反制目标行动，将其从过往移入虚空", "即刻：反制目标行动，将其移入虚空"),
    ("主动：使用你手牌中的1张领主牌（不消耗精力和物资）", "主动：使用你手牌中的1张领主牌"),
    ("即刻：复制目标行动，再复制1次", "即刻：复制目标行动，再复制2次"),
    ("即刻：反制目标牌，若该牌不为「攻伐」，则抽1张牌", "即刻：反制目标牌，若该牌为「攻伐」，则抽1张牌"),
    ("主动：若过往中有红色牌，则抽1张牌", "主动：若过往中有牌，则抽1张牌"),
]


@pytest.mark.parametrize("text, other", DIFFERENT)
def test_different_meanings_compile_differently(text, other):
    assert _meaning(compile_text(text)) != _meaning(compile_text(other))


def test_a_lasting_change_after_the_full_stop_is_the_wards_static_rule():
    """`结附目标角色。（其效率-1）`: no segment of its own — the change is the card's static rule, as 13.8's."""
    (program,) = compile_text("结附目标角色。（其效率-1）")
    assert len(program.effects) == 1
    assert [(r.attribute, r.op) for r in program.statics] == [("efficiency", "+")]


def test_each_colour_of_a_slot_is_its_own_version():
    first, second = compile_text("即刻：反制|复制目标红色|蓝色行动")
    assert first.effects[0].targets.card_colour == "red" and second.effects[0].targets.card_colour == "blue"


REFUSED = [
    ("主动：将过往中的1张结界移入虚空", "E204", "结界"),  # only a 结界区's cards are 结界 (11.32(a))
    ("主动：抽1张过往中的「攻伐」", "E204", "抽"),  # only 使用 and 弃 take a zone's cards so (11.51)
    ("主动：获得目标角色的控制权", "E204", "目标角色"),  # only a 结界's control (11.53)
    ("主动：抽1张牌，其余移入过往", "E256", "其余"),  # nothing looked at before 其余 (11.27(b))
    ("主动：生产1财富，若其中有红色牌，则抽1张牌", "E256", "其中有红色牌"),  # no cards moved or looked at (10.53)
    ("主动：复制1次", "E224", "复制1次"),  # no card named before 再复制 (11.48(a))
    ("主动：抽1张牌（你成为复制品的控制者）", "E251", "你成为复制品的控制者"),  # no copy (11.15(a))
    ("主动：将此牌背面向上移入过往", "E276", "背面向上"),  # the past holds its cards face up (11.41)
    ("抽1张牌。（其效率-1）", "E224", "其"),  # no 结附 before the bracket: no ward (13.8(b))
    ("结附目标角色。（其财富-1）", "E279", "财富-1"),  # only 仓储/效率 last (13.8)
    ("主动：若该牌为「攻伐」，则抽1张牌", "E224", "该牌"),  # no card named (10.54)
    ("主动：若你为「攻伐」，则抽1张牌", "E204", "你"),  # a player has no name (10.54)
    ("主动：若过往中有紫色牌，则抽1张牌", "E201", "紫色"),  # no such colour (10.30(b))
    ("主动：令目标其他角色折损1财富。回合结束：令其抽1张牌", "E224", "其"),  # no 结附: 12.8(c) holds (12.8(i))
    ("当你抽牌后：反制该牌", "E224", "该牌"),
    ("主动：若你的目标为你，则抽1张牌", "E204", "你"),  # only a card has targets (10.50)
    ("主动：弃1张手牌，反制该牌", "E224", "该牌"),  # the card discarded is on no 堆叠 (12.8(k))  # only a trigger on a card used brings one (12.8(j))
]


@pytest.mark.parametrize("text, code, marked", REFUSED, ids=[t for t, _, _ in REFUSED])
def test_a_malformed_batch_s_form_gets_a_located_error_with_a_hint(text, code, marked):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end] == marked
    assert errors[0].hint
