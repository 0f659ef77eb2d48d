"""Issue 11 (lang11l): texts that were accepted but read or were checked against what they say — 额外 written twice
(rule 10.52(a)), 获得目标结界的控制权 read back as written (11.39, 11.53), a ward's （…） read with 其 for the attached
player (13.8), and the warnings W217/W230 by meaning (11.42, 11.45)."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text


# -- 额外/再 written twice (rule 10.52(a)) ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, start, end", [
    ("额外额外生产1财富", 0, 4),
    ("再额外生产1财富", 0, 3),
    ("额外再抽1张牌", 0, 3),
    ("生产1财富，额外额外抽1张牌", 6, 10),
    ("额外额外获得1物资", 0, 4),
    ("额外额外支付1财富", 0, 4),
    ("再额外支付1财富", 0, 3),
    ("若你的手牌数为0，再再生产1财富", 9, 11),
])
def test_extra_written_twice_is_an_error_at_the_repeated_word(text, start, end):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert [d.code for d in errors] == ["E100"], errors
    assert (errors[0].span.start, errors[0].span.end) == (start, end) and "删去" in errors[0].hint


@pytest.mark.parametrize("text, same_as", [
    ("额外生产1财富", "生产1财富"),
    ("额外获得1物资", "获得1物资"),
    ("回合开始：额外获得1物资", "回合开始：获得1物资"),
    ("抽1张牌，若你的手牌数少于2，额外获得1物资", "抽1张牌，若你的手牌数少于2，获得1物资"),
    # 额外支付 is one word to the lexer (a cost change's PAY_MORE, rule 13.40), 额外 + 支付 at a step's start (10.52(b))
    ("额外支付1财富", "支付1财富"),
    ("生产2财富，额外支付1红色/蓝色精力", "生产2财富，支付1红色/蓝色精力"),
    ("生产1财富。若你的手牌数为0，额外支付1财富", "生产1财富。若你的手牌数为0，再支付1财富"),
])
def test_extra_written_once_is_the_step(text, same_as):
    assert analyze(text).ok and not analyze(text).diagnostics
    assert _meaning(compile_text(text)) == _meaning(compile_text(same_as))


# -- readings that say what the text says ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, reading", [
    ("获得目标结界的控制权", "获得目标结界的控制权"),
    ("获得目标角色的1张结界的控制权", "获得目标结界的控制权"),
    ("获得目标其他角色的2张结界的控制权", "获得目标其他角色的2张结界的控制权"),
    ("结附目标角色2回合（其仓储-1）", "结附目标角色2回合（其仓储-1）"),
    ("结附目标角色2回合（你的仓储-1）", "结附目标角色2回合（其仓储-1）"),
    ("支付1黄色精力，结附目标角色2回合（该角色的仓储-1），你抽1张牌", "支付1黄色精力，结附目标角色2回合（其仓储-1），你抽1张牌"),
    ("结附目标其他角色（其无法使用「攻伐」）", "结附目标其他角色（其无法使用「攻伐」）"),
    # 其 owns without 的, as 其目标 (rule 11.55): not 获得其的领主
    ("令目标角色折损2财富，若其因此死亡，你获得其领主牌", "令目标角色折损2财富，若其因此死亡，你获得其领主"),
    ("获得目标角色的领主牌", "获得目标角色的领主"),
])
def test_the_reading_says_what_the_text_says(text, reading):
    (program,) = compile_text(text)
    assert program.text == reading
    assert_valid_and_reads_back(text)


# -- W217 / W230 by meaning (rules 11.42, 11.45) ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "主动：使用1张虚拟的「攻伐」（不支付精力）",
    "主动：执行「攻伐」（不支付精力）",
    "主动：执行「攻伐」（虚拟）",
    "即刻：反制目标牌，将其移入虚空",
    "即刻：反制目标牌，将该牌移入你的手牌区",
    "即刻：反制目标「攻伐」，将其从过往移入虚空",
])
def test_a_step_that_works_gets_no_warning(text):
    result = analyze(text)
    assert result.ok and not result.diagnostics, result.diagnostics


@pytest.mark.parametrize("text, code", [
    ("即刻：反制目标牌，复制目标牌", "W230"),  # a copy needs the card on the 堆叠
    ("即刻：反制目标牌，反制目标牌", "W230"),
    ("即刻：将目标牌移入你的手牌区，将其移入虚空", "W230"),  # the first move did not send it to 过往
    ("抽1张牌（不支付精力）", "W217"),
    ("使用过往中的1张牌（虚拟）", "W217"),
])
def test_a_step_that_cannot_work_still_warns(text, code):
    assert [d.code for d in analyze(text).diagnostics] == [code]


# -- a choice as a step of its own (rule 11.26(a)) ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "从过往中选择1张牌，执行该牌的效果",
    "选择过往中的1张牌，将该牌移入虚空",
    "主动&限定：支付1黑色精力&1物资，选择过往中的1张牌，执行该牌的效果，将该牌移入虚空",
    "从牌库顶的3张牌中选择1张牌，若该牌的点数大于5，则生产1财富",
    "令目标角色从过往中选择1张「攻伐」，将该牌移入其手牌区",
])
def test_a_choice_on_its_own_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_choosing_first_reads_as_choosing_from_the_zone():
    assert _meaning(compile_text("选择过往中的1张牌，执行该牌的效果")) == _meaning(compile_text("从过往中选择1张牌，执行该牌的效果"))


def test_a_choice_of_two_cards_names_no_single_card():
    """`该牌` after choosing two cards has no one card to name (12.8(e)): an error, located at 该牌."""
    text = "从过往中选择2张牌，执行该牌的效果"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and text[errors[0].span.start:errors[0].span.end] == "该牌" and errors[0].hint


# -- cards filtered by their point (rule 11.33(a)) ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "限定&响应：弃1张点数为0的手牌，反制该牌，该牌的控制者折损1财富",
    "限定：横置，将过往中1张点数为0的牌加入手牌",
    "主动：将你手牌区中所有的红色牌移入过往，抽等量的牌，若其中有点数为9的牌，则获得1物资",
    "使用1张点数不大于3的手牌",
    "弃置手牌中的1张点数为0的牌",
    "使用过往中的1张点数大于5的牌",
    "将过往中的1张点数至少为5的红色牌移入你的手牌区",
    "将目标角色结界区中的1张点数小于3的牌移入过往",
    "若其中没有点数为0的牌，抽1张牌",
])
def test_a_point_filter_is_valid_and_reads_back(text):
    if text.startswith("若其中"):
        text = "抽2张牌，" + text
    assert_valid_and_reads_back(text)


def test_the_point_filter_is_kept_in_the_reading():
    (program,) = compile_text("将过往中1张点数为0的牌加入手牌")
    assert program.text == "将过往中的1张点数等于0的牌移入手牌区"
    (hand,) = compile_text("将你手牌区中所有的红色牌移入过往")  # the colour of a hand's cards stays too
    assert hand.text == "将你的手牌区中的所有张红色牌移入过往"
    assert _meaning(compile_text("将过往中1张点数为0的牌加入手牌")) != _meaning(compile_text("将过往中1张牌加入手牌"))


@pytest.mark.parametrize("text, word", [
    ("弃1张点数为X的手牌", "X"),
    ("将过往中1张点数大于X的牌加入手牌", "X"),
])
def test_a_point_filter_needs_a_number(text, word):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert [d.code for d in errors] == ["E274"] and text[errors[0].span.start:errors[0].span.end] == word
    assert errors[0].hint


# -- the 转化 of this turn, counted (rule 10.24(a)) ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "回合结束：若你本回合转化了至少2次，生产X财富（X为你本回合转化的次数）",
    "若本回合你转化的次数大于0，抽1张牌",
    "令目标角色折损X财富（X为其本回合转化的次数）",
    "若目标其他角色本回合转化了至多1次，令其弃1张手牌",
])
def test_the_turns_conversions_are_valid_and_read_back(text):
    assert_valid_and_reads_back(text)


def test_converted_at_least_reads_as_the_count_compared():
    (program,) = compile_text("若你本回合转化了至少2次，抽1张牌")
    assert program.text == "若你本回合转化的次数不小于2，抽1张牌"


@pytest.mark.parametrize("text, code, word", [
    ("若你本回合转化了2次，抽1张牌", "E100", "2"),  # no comparator: 恰好 or 至少 would be a guess
    ("生产X财富（X为目标牌本回合转化的次数）", "E204", "目标牌"),
])
def test_a_malformed_count_of_conversions_is_located(text, code, word):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code and text[errors[0].span.start:errors[0].span.end] == word
    assert errors[0].hint


# -- 洗乱过往中的所有牌，背面向上加入牌库 (rule 11.19(b)) ---------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "主动：将过往中的所有牌洗乱，背面向上加入牌库，抽3张牌，弃1张手牌",
    "洗乱过往中的所有牌，背面向上加入牌库",
    "将过往中的所有牌洗乱，加入牌库底",
    "回合开始：若牌库为空，则将过往中的所有牌洗乱，加入牌库",
])
def test_shuffling_into_a_zone_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_shuffling_into_the_deck_is_the_shuffle_then_the_move():
    assert _meaning(compile_text("洗乱过往中的所有牌，背面向上加入牌库")) == _meaning(
        compile_text("（洗乱过往，将过往中的所有牌移入牌库）"))


def test_shuffling_a_zone_that_is_not_shuffled_is_located():
    text = "将你的所有手牌洗乱，加入牌库"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E222" and errors[0].hint


# -- 当你的领主变更后 (rule 9.26) ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, reading", [
    ("当你的领主变更后：抽2张牌，获得1物资。", "当你的领主变更后：抽2张牌，获得1物资"),
    ("你的领主变更后：抽1张牌", "当你的领主变更后：抽1张牌"),
    ("锁定&当结附的角色的领主变更时：令其抽1张牌", "锁定&当结附的角色的领主变更时：令其抽1张牌"),
])
def test_a_lord_change_trigger_is_valid_and_reads_back(text, reading):
    (program,) = compile_text(text)
    assert program.text == reading
    assert_valid_and_reads_back(text)


def test_a_lord_change_without_whose_lord_is_located():
    text = "当你变更后：抽1张牌"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E275" and "领主变更" in errors[0].hint


# -- the cards of several players' zones; a zone's cards without a count (rule 11.32(b)) -------------------------------


@pytest.mark.parametrize("text", [
    "即刻：支付3精力，将所有角色结界区中的牌移入过往，每以此法移入1张牌，你生产1财富",
    "将所有其他角色结界区中的所有牌移入虚空",
    "将过往中的牌移入虚空",
    "生产X财富（X为所有角色结界区中的牌数）",
])
def test_several_players_zones_are_valid_and_read_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("text", ["将所有角色结界区中的1张牌移入过往", "将你的结界区中的牌移入所有角色的手牌区"])
def test_one_card_of_several_zones_or_into_several_is_located(text):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E204" and text[errors[0].span.start:errors[0].span.end] == "所有角色"
    assert errors[0].hint


# -- a bracket that changes the rules is refused with a hint that says what a bracket may be (rule 13.1(d)) ------------


@pytest.mark.parametrize("text, word", [
    ("（你的手牌对所有角色可见）。", "对"),  # (lang13b: 你的手牌 may start `你的手牌每有…`, rule 10.132: 对 is the word)
    ("（你可以连续进行转化）。", "可以连续"),  # （你可以连续进行调度） is read since lang12a (rule 13.33)
    ("（你的转化改为支付1财富，抽1张牌）。", "转化"),
    ("回合开始：抽1张牌。（你的手牌对所有角色可见）", "对"),
])
def test_a_rule_changing_bracket_is_located_with_the_statics_hint(text, word):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code in ("E100", "E101")
    assert text[errors[0].span.start:errors[0].span.end] == word and "常驻效果" in errors[0].hint


@pytest.mark.parametrize("text", ["（你的仓储始终等与5）", "抽1张牌（你的转化改为支付1财富）"])
def test_a_bound_written_wrong_or_a_note_keeps_the_usual_hint(text):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and "常驻效果" not in (errors[0].hint or "")
