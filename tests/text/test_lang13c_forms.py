"""Forms accepted for issue 11 by lang13c (batch s13c, written blind from the rulebook): 每有N… — the step after the
comma once for each N of a player's resource or hand, or of the players whose attribute compares so (rule 10.151);
洗入 — the cards into that zone, then that zone shuffled (11.140); 牌库顶N张牌 without 的 after 查看/观看/展示 (11.141);
以此法/因此 + a verb done, compared with a comparator before the amount (`若以此法抽了至少3张牌`, 10.152); 其中 narrowed
to a colour (`将其中的红色牌加入手牌`, `弃置其中1张黄色牌`, 11.142); 堆叠顶部的1张牌, 堆叠最顶部的牌 (12.120).
Each reads back to itself, at least eight spellings of each compile to the program of its canonical form, and
malformed variants get a located error with a hint. Each plays as it reads in
tests/engine/test_engine_lang13c_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 10.151
    "你每有2张手牌，生产1财富。",
    "选择1名其他角色，其每有2张手牌，你抽1张牌。",
    "你每有1点精力，生产1财富，然后消耗所有精力。",
    "每有1名财富多于你的角色，你生产1财富。",
    "每有1名财富大于10的其他角色，抽1张牌。",
    "回合开始：你每有3物资，抽1张牌。",
    "令目标角色折损1财富，其每有1张手牌，就折损1财富。",
    # 11.140
    "将过往中所有牌洗入牌库。",
    "将1张手牌洗回牌库，抽1张牌。",
    # 11.141
    "观看牌库顶3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。",
    "展示牌库顶2张牌，将其中1张加入手牌，其余置入过往。",
    # 10.152
    "抽牌直到你的手牌数等于仓储，若以此法抽了至少3张牌，折损1财富。",
    "弃所有手牌，若你因此弃了不少于2张牌，生产1财富。",
    "消耗所有精力，若以此法消耗了多于2精力，抽1张牌。",
    # 11.142
    "展示牌库顶2张牌，将其中的红色牌加入手牌，其余置入过往。",
    "查看牌库顶3张牌，将其中1张红色牌加入手牌。",
    "查看目标角色的手牌，弃置其中的红色牌。",
    "观看目标其他角色的所有手牌，弃置其中1张黄色牌。",
    "查看牌库顶3张牌，使用其中1张红色牌。",
    "查看牌库顶3张牌，将其中1张蓝色牌交给目标其他角色。",
    # 12.120
    "即刻：将堆叠顶部的1张牌移回其使用者的手牌。",
    "即刻：反制堆叠最顶部的1张牌。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang13c_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


# each class: its canonical form first, then the spellings that must compile to its program
SIBLINGS = [
    ("你每有2张手牌，生产1财富。", [
        "你每拥有2张手牌，生产1财富。", "你每有2张手牌，就生产1财富。", "每有2张手牌，生产1财富。",
        "你每有2张手牌，便生产1财富。", "每有2张手牌，就生产1财富。", "你每拥有2张手牌，就生产1财富。",
        "每拥有2张手牌，生产1财富。", "你每有两张手牌，生产1财富。", "每有两张手牌，便生产1财富。",
    ]),
    ("你每有1精力，抽1张牌。", [
        "你每有1点精力，抽1张牌。", "每有1点精力，抽1张牌。", "你每拥有1点精力，抽1张牌。", "你每有1点精力，就抽1张牌。",
        "每有1精力，就抽1张牌。", "你每拥有1精力，便抽1张牌。", "每拥有1点精力，抽1张牌。", "你每有一点精力，抽1张牌。",
    ]),
    ("每有1名财富大于你的角色，你生产1财富。", [
        "每有1名财富多于你的角色，你生产1财富。", "每有1名财富超过你的角色，你生产1财富。",
        "每拥有1名财富多于你的角色，你生产1财富。", "每有一名财富多于你的角色，你生产1财富。",
        "每拥有1名财富超过你的角色，你生产1财富。", "每有一名财富超过你的角色，你生产1财富。",
        "每拥有一名财富超过你的角色，你生产1财富。", "每拥有一名财富大于你的角色，你生产1财富。",
    ]),
    ("将过往中的所有牌洗入牌库。", [
        "将过往中所有牌洗入牌库。", "将过往中的所有牌洗回牌库。", "将过往中所有的牌洗入牌库。", "将过往中所有牌洗回牌库。",
        "将过往中所有的牌洗回牌库。", "（将过往中的所有牌移入牌库，洗乱牌库）。", "（将过往中的所有牌移入牌库，洗混牌库）。",
        "（将过往中所有牌移入牌库，洗切牌库）。",
    ]),
    ("查看牌库顶的3张牌，将其中1张移入你的手牌区，其余移入过往。", [
        "查看牌库顶3张牌，将其中1张移入你的手牌区，其余移入过往。", "观看牌库顶3张牌，将其中1张移入你的手牌区，其余移入过往。",
        "观看牌库顶的3张牌，将其中1张加入你的手牌，其余置入过往。", "查看牌库顶三张牌，将其中1张加入你的手牌，其余移入过往。",
        "观看牌库顶三张牌，将其中一张加入你的手牌，其余置入过往。", "查看牌库顶中的3张牌，将其中1张移入你的手牌区，其余移入过往。",
        "查看牌库顶中3张牌，将其中1张移入你的手牌区，其余移入过往。", "观看牌库顶3张牌，将其中1张移入你的手牌区，将其余移入过往。",
    ]),
    ("展示牌库顶的2张牌，将其中1张加入手牌。", [
        "展示牌库顶2张牌，将其中1张加入手牌。", "展示牌库顶两张牌，将其中1张加入手牌。", "公开牌库顶2张牌，将其中1张加入手牌。",
        "展示牌库顶中的2张牌，将其中1张加入手牌。", "展示牌库顶中2张牌，将其中1张加入手牌。", "公开牌库顶两张牌，将其中一张加入手牌。",
        "展示牌库顶2张牌，将其中1张移入手牌区。", "公开牌库顶的2张牌，将其中1张移入手牌区。",
    ]),
    ("弃所有手牌，若以此法弃的数量不小于2，生产1财富。", [
        "弃所有手牌，若以此法弃了至少2张牌，生产1财富。", "弃所有手牌，若因此弃了至少2张牌，生产1财富。",
        "弃所有手牌，若你因此弃了不少于2张牌，生产1财富。", "弃所有手牌，若你以此法弃了至少2张牌，生产1财富。",
        "弃所有手牌，若以此法弃了2张或更多牌，生产1财富。", "弃所有手牌，若你因此弃了2张或更多牌，生产1财富。",
        "弃所有手牌，若以此法弃了不少于2张手牌，生产1财富。", "弃所有手牌，若因此弃了大于等于2张牌，生产1财富。",
        "弃所有手牌，若你因此弃了至少两张手牌，生产1财富。",
    ]),
    ("展示牌库顶的2张牌，将其中的红色牌移入手牌区。", [
        "展示牌库顶2张牌，将其中的红色牌加入手牌。", "展示牌库顶2张牌，将其中所有红色牌加入手牌。",
        "展示牌库顶2张牌，将其中的所有红色牌加入手牌。", "公开牌库顶2张牌，将其中的红色牌加入手牌。",
        "展示牌库顶两张牌，将其中红色牌加入手牌。", "展示牌库顶的2张牌，将其中所有的红色牌移入手牌区。",
        "公开牌库顶两张牌，将其中的所有红色牌移入手牌区。", "展示牌库顶中的2张牌，将其中的红色牌加入手牌。",
    ]),
    ("查看牌库顶的3张牌，将其中1张红色牌移入手牌区。", [
        "观看牌库顶3张牌，将其中1张红色牌加入手牌。", "查看牌库顶3张牌，将其中一张红色牌加入手牌。",
        "观看牌库顶的3张牌，将其中的1张红色牌加入手牌。", "查看牌库顶三张牌，将其中1张红色牌加入手牌。",
        "观看牌库顶三张牌，将其中一张红色牌移入手牌区。", "查看牌库顶中的3张牌，将其中1张红色牌加入手牌。",
        "观看牌库顶3张牌，将其中的一张红色牌加入手牌。", "查看牌库顶中3张牌，将其中1张红色牌移入手牌区。",
    ]),
    ("即刻：反制堆叠顶部的牌。", [
        "即刻：反制堆叠顶部的1张牌。", "即刻：反制堆叠顶部的一张牌。", "即刻：反制堆叠顶的1张牌。", "即刻：反制堆叠顶端的1张牌。",
        "即刻：反制堆叠最顶部的牌。", "即刻：反制堆叠最顶端的牌。", "即刻：反制堆叠中最顶部的牌。", "即刻：反制堆叠顶部的那张牌。",
        "即刻：反制堆叠最顶部的1张牌。",
    ]),
]


@pytest.mark.parametrize("canonical, spellings", SIBLINGS, ids=[c for c, _ in SIBLINGS])
def test_eight_or_more_spellings_compile_to_the_canonical_program(canonical, spellings):
    assert len(spellings) >= 8
    expected = _meaning(compile_text(canonical))
    for text in spellings:
        assert analyze(text).ok, text
        assert _meaning(compile_text(text)) == expected, text


@pytest.mark.parametrize("text, code", [
    ("你每有0张手牌，生产1财富。", "E200"),  # no whole 0 to count (10.151)
    ("每有1名点数大于3的角色，抽1张牌。", "E204"),  # players have no 点数
    ("即刻：目标牌每有2张手牌，抽1张牌。", "E204"),  # a card holds no hand
    ("你每有2张手牌。", "E100"),  # the step repeated is missing
    ("你每有2张手牌，生产X财富。", "E205"),  # the repeated step is checked as any step
    ("将过往中的所有牌洗入虚空。", "E222"),  # only 牌库 or 过往 is shuffled (11.140)
    ("将目标角色洗入牌库。", "E204"),  # only cards are moved
    ("若以此法抽了至少3张牌，折损1财富。", "E278"),  # no step before it to be the result of (10.152, 10.40(b))
    ("抽1张牌。若以此法抽了至少1张牌，生产1财富。", "E278"),  # the step before is another effect's (4.4)
    ("展示牌库顶2张牌，将其中的紫色牌加入手牌。", "E201"),  # no such colour (11.142)
    ("将其中的红色牌加入手牌。", "E256"),  # nothing looked at before 其中
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
