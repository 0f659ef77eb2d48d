"""Forms accepted for issue 11 by lang15a, from the refusals of batch a (heldout11): 复活目标角色 (rule 11.180) with a
财富 set through 其/令其/该角色的 (one program, 10.14), `变为N或更多` as a threshold (10.180), a colour condition whose card
is left out (`若为黄色`, 10.181) and a 虚拟 card created and used (`创建1张虚拟的「劳作」并令目标角色使用`, 11.181). Each
reads back to itself, at least eight spellings of each class compile to the program of its canonical form, and
malformed variants get a located error with a hint. Each plays as it reads in tests/engine/test_engine_lang15a_forms.py."""

from __future__ import annotations

import re

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 11.180
    "复活目标角色，其财富变为5。",
    "主动&限定：复活目标其他角色，令其财富变为10，然后其抽1张牌。",
    "复活目标队友，其财富变为3。",
    "支付5财富，复活一名已死亡的角色，该角色的财富变为5。",
    # 10.180
    "锁定：当你的财富变为20或更多时，抽2张牌。",
    "当你的手牌数变为0或更少时，抽2张牌。",
    "锁定：当你的物资变为3或以上时，生产1财富。",
    "若你的财富变为5或更少，抽1张牌。",
    # 10.181
    "弃1张手牌，若为黄色，抽1张牌。",
    "抽1张牌，若为红色，生产2财富，否则弃1张手牌。",
    "即刻：反制目标牌，若是蓝色牌，你抽1张牌。",
    "展示牌库顶的1张牌，若为绿色，生产1财富。",
    # 11.181
    "创建1张虚拟的「劳作」并令目标角色使用（不支付精力）。",
    "创造一张虚拟的「攻伐」并使用。",
    "支付1物资，创建1张虚拟的「教育」，然后令目标其他角色使用之。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang15a_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


# each class: its canonical form first, then the spellings that must compile to its program
SIBLINGS = [
    ("令目标已死亡的角色复活，其财富变为5。", [
        "复活目标角色，其财富变为5。", "复活目标已死亡的角色，其财富变为5。", "复活一名已死亡的角色，其财富变为5。",
        "复活目标角色，令其财富变为5。", "复活目标角色，该角色的财富变为5。", "复活目标其他角色，其财富变为5。",
        "复活目标角色，其财富变为五。", "令目标已死亡的角色复活，令其财富变为5。", "复活1名已死亡的角色，其财富变为5。",
        "复活目标角色，然后其财富变为5。", "复活目标角色，其的财富变为5。", "复活目标角色，令该角色的财富变为5。",
        "复活目标角色，将该角色的财富变为5。", "复活目标角色，并令其财富变为5。",
    ]),
    ("令目标已死亡的队友复活。", [
        "复活目标队友。", "复活目标已死亡的队友。", "复活一名已死亡的队友。", "复活1名已死亡的队友。",
        "复活一名死亡的队友。", "复活你死亡的队友。", "复活你已死亡的队友。", "复活死亡的队友。",
    ]),
    ("锁定：当你的财富不小于20时，抽2张牌。", [
        "锁定：当你的财富变为20或更多时，抽2张牌。", "锁定：当你的财富达到20或更多时，抽2张牌。",
        "锁定：当你的财富达到20时，抽2张牌。", "锁定：当你的财富变为20或以上时，抽2张牌。",
        "锁定：当你的财富至少为20时，抽2张牌。", "锁定：当你的财富不少于20时，抽2张牌。",
        "锁定：当你的财富变成20或更多时，抽2张牌。", "锁定：当你的财富为20或更多时，抽2张牌。",
        "锁定：当你的财富变为二十或更多时，抽2张牌。", "锁定：每当你的财富变为20或更多时，抽2张牌。",
        "锁定：当你的财富大于或等于20时，抽2张牌。",
    ]),
    ("当你的手牌数不大于0时，抽2张牌。", [
        "当你的手牌数变为0或更少时，抽2张牌。", "当你的手牌数变为0或以下时，抽2张牌。", "当你的手牌数为0或更少时，抽2张牌。",
        "当你的手牌数至多为0时，抽2张牌。", "当你的手牌数变成0或更少时，抽2张牌。", "当你的手牌数变为零或更少时，抽2张牌。",
        "每当你的手牌数变为0或更少时，抽2张牌。", "当你的手牌数变为0或更少时，抽两张牌。",
    ]),
    ("弃1张手牌，若该牌为黄色，抽1张牌。", [
        "弃1张手牌，若为黄色，抽1张牌。", "弃1张手牌，若为黄色牌，抽1张牌。", "弃1张手牌，若是黄色，抽1张牌。",
        "弃1张手牌，如果为黄色，抽1张牌。", "弃1张手牌，若为黄色，则抽1张牌。", "弃1张手牌，若是黄色牌，则抽1张牌。",
        "弃一张手牌，若为黄色，抽一张牌。", "弃1张手牌，若为黄，抽1张牌。", "弃1张手牌，如果是黄色牌，抽1张牌。",
    ]),
    ("抽1张牌，若该牌为红色，生产2财富。", [
        "抽1张牌，若为红色，生产2财富。", "抽1张牌，若是红色，生产2财富。", "抽1张牌，若为红色牌，生产2财富。",
        "抽一张牌，若为红色，生产2财富。", "抽1张牌，如果为红色，生产2财富。", "抽1张牌，若为红色，则生产2财富。",
        "抽1张牌，若为红，生产2财富。", "抽1张牌，若是红色牌，则生产两财富。",
    ]),
    ("令目标角色执行「劳作」。", [
        "创建1张虚拟的「劳作」并令目标角色使用。", "创造一张虚拟的「劳作」并令目标角色使用。",
        "创建1张虚拟的「劳作」，令目标角色使用。", "创建1张虚拟的「劳作」，然后令目标角色使用之。",
        "创建1张虚拟「劳作」并令目标角色使用。", "创建1张「劳作」并令目标角色使用。", "令目标角色使用1张虚拟的「劳作」。",
        "生成1张虚拟的「劳作」并令目标角色使用该牌。", "创建1张虚拟的“劳作”并令目标角色使用。",
        "创建一张虚拟的「劳作」并令目标角色使用。",
    ]),
    ("令目标角色执行「劳作」（不支付精力）。", [
        "创建1张虚拟的「劳作」并令目标角色使用（不支付精力）。", "令目标角色使用1张虚拟的「劳作」（不支付精力）。",
        "创造一张虚拟的「劳作」并令目标角色使用（不支付精力）。", "创建1张虚拟的「劳作」，令目标角色使用（不支付精力）。",
        "创建1张虚拟「劳作」并令目标角色使用（不支付精力）。", "创建1张「劳作」并令目标角色使用（不支付精力）。",
        "生成1张虚拟的「劳作」并令目标角色使用之（不支付精力）。", "创建1张虚拟的“劳作”并令目标角色使用（不支付精力）。",
    ]),
    ("执行「劳作」。", [
        "创建1张虚拟的「劳作」并使用。", "创造一张虚拟的「劳作」并使用。", "创建1张虚拟的「劳作」，然后使用之。",
        "创建1张「劳作」并使用。", "生成1张虚拟的「劳作」并使用该牌。", "创建1张虚拟「劳作」，使用之。",
        "使用1张虚拟的「劳作」。", "视为使用「劳作」。", "创建一张虚拟的「劳作」并且使用。",
    ]),
]


def _program(text: str) -> list:
    """The compiled program, without the condition's words as written, which only the log shows."""
    return [[re.sub(r"condition_text='[^']*'", "", e) for e in p] for p in _meaning(compile_text(text))]


@pytest.mark.parametrize("canonical, spellings", SIBLINGS, ids=[c for c, _ in SIBLINGS])
def test_eight_or_more_spellings_compile_to_the_canonical_program(canonical, spellings):
    assert len(spellings) >= 8
    expected = _program(canonical)
    for text in spellings:
        assert analyze(text).ok, text
        assert _program(text) == expected, text


def test_the_set_step_after_a_command_is_the_set_naming_that_player():
    """`令其财富变为5` and `其财富变为5` lower to the step `该角色的财富变为5` lowers to (rule 11.180): a set has no source."""
    (program,) = compile_text("令目标角色折损1财富，令其财富变为5。")
    steps = program.effects[0].body.steps
    assert type(steps[0]).__name__ == "CommandStep"  # 折损 keeps its command: 你 is its source (11.10)
    assert type(steps[1]).__name__ == "SetStep" and steps[1].subject is not None


@pytest.mark.parametrize("text, code", [
    ("复活你，其财富变为5。", "E273"),  # you are alive when you use the card (11.40)
    ("复活所有角色。", "E273"),  # only players chosen among the dead (11.180)
    ("复活目标牌。", "E273"),  # a card is no player
    ("锁定：当你的财富变为20或更多。", "E100"),  # the trigger's 时 and its steps are missing
    ("锁定：当你的财富大于20或更多时，抽1张牌。", "E210"),  # 大于 with 或更多 contradict (10.18); 变为 does not
    ("若为黄色，抽1张牌。", "E224"),  # no card named before the condition (10.181)
    ("目标角色折损1财富，若为黄色，抽1张牌。", "E224"),  # only a player named before
    ("弃1张手牌，若为紫色，抽1张牌。", "E201"),  # no such colour
    ("创建2张虚拟的「劳作」并使用。", "E274"),  # one 虚拟 card only (11.45, 11.181)
    ("创建1张虚拟的「劳作」并令目标角色。", "E100"),  # 使用 is missing
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, [(d.code, d.message) for d in errors]
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
