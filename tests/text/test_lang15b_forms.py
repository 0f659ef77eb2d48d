"""Forms accepted for issue 11 by lang15b: a trigger a resolving effect creates for a while (`直到回合结束，每当…，…`,
rule 11.190) and `当其…时` in a card that 结附s (rule 9.190). Each reads back to itself, at least eight spellings of each
class compile to the program of its canonical form, and malformed variants get a located error with a hint. Each plays
as it reads in tests/engine/test_engine_lang15b_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

ACCEPTED = [
    # 11.190
    "直到回合结束，每当你使用「攻伐」时，生产1财富。",
    "本回合中，当你抽牌后，获得1物资。",
    "直到你的下回合开始，每当目标角色折损财富时，你抽1张牌。",
    "令目标角色抽1张牌，直到其回合结束，其使用牌时折损1财富。",
    "本回合内，每当你使用牌后，生产1财富。",
    "直到你的下个回合开始，当你成为他人使用牌的目标时，抽1张牌。",
    "直到回合结束，每当一名其他角色使用牌时，令其折损1财富。",
    "直到目标角色的回合结束，每当其使用牌时，你生产1财富。",
    "直到你的回合结束，每当你生产财富后，抽1张牌，若你的财富大于12，则获得1物资。",
    "主动：抽1张牌，直到回合结束，每当你弃置手牌后，生产1财富，然后获得1物资。",
    "直到回合结束，当你成为他人使用红色牌的目标时，抽1张牌。",
    # 13.190
    "锁定：你使用牌时少支付1精力。",
    "（你使用「攻伐」时少支付1精力）",
    "你使用牌时需额外支付1精力。",
    # 10.190
    "从牌库中将1张「攻伐」加入手牌，然后洗乱牌库，若你以此法未获得牌，生产1财富。",
    "弃1张手牌，若你因此没有失去牌，生产1财富。",
    "抽2张牌，若你以此法未抽牌，生产1财富。",
    # 9.191
    "限定：当你使用红色牌指定他人时，令其额外折损1财富。",
    "当你使用「攻伐」指定他人时：抽1张牌。",
    "锁定&当你使用蓝色牌指定其他角色后：令其弃1张手牌。",
    # 9.190
    "结附1名其他角色：当其使用牌时，其折损1财富。",
    "结附目标角色3回合：每当该角色使用牌后，其折损1财富。",
    "结附目标角色。锁定&当其抽牌后：其折损1财富。",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_a_lang15b_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


# each class: its canonical form first, then the spellings that must compile to its program
SIBLINGS = [
    ("直到回合结束，当你使用「攻伐」时，生产1财富。", [
        "直到回合结束，每当你使用「攻伐」时，生产1财富。", "这回合内，每当你使用「攻伐」时，生产1财富。",
        "本回合中，每当你使用「攻伐」时，生产1财富。", "本回合内，每当你使用「攻伐」时，生产1财富。",
        "本回合，每当你使用「攻伐」时，生产1财富。", "这回合中，每当你使用「攻伐」时，生产1财富。",
        "此回合内，当你使用「攻伐」时，生产1财富。", "本回合中每当你使用【攻伐】时，生产1财富。",
        "本回合中，当你使用「攻伐」时，生产一财富。",
    ]),
    ("直到你的下回合开始，当目标角色折损财富时，你抽1张牌。", [
        "直到你的下回合开始，每当目标角色折损财富时，你抽1张牌。", "直到你下回合开始，当目标角色折损财富时，你抽1张牌。",
        "直到你的下一回合开始，每当目标角色折损财富时，你抽1张牌。", "直到你的下个回合开始时，每当目标角色折损财富时，你抽1张牌。",
        "直到你的下一个回合开始，每当目标角色折损财富时，你抽1张牌。", "直到你的下回合开始，每当目标角色因折损而失去财富时，你抽1张牌。",
        "直到你的下个回合开始，每当目标角色折损财富时，你抽一张牌。", "直到你下个回合开始，每当目标角色折损财富时，你抽1张牌。",
    ]),
    ("令目标角色抽1张牌，直到其回合结束，其使用牌时，其折损1财富。", [
        "令目标角色抽1张牌，直到其回合结束，其使用牌时折损1财富。", "令目标角色抽1张牌，直到其回合结束，其使用牌时，折损1财富。",
        "令目标角色抽1张牌，直到其回合结束其使用牌时折损1财富。", "令目标角色抽1张牌，直到其的回合结束，其使用牌时折损1财富。",
        "令目标角色抽一张牌，直到其回合结束，其使用牌时折损1财富。", "令目标角色抽1张牌，直到其回合结束，其使用卡牌时折损1财富。",
        "令目标角色抽1张牌，直到其回合结束，其使用牌时折损1点财富。", "令目标角色抽1张牌，直到其回合结束，其使用牌时，其折损一财富。",
    ]),
    ("结附目标其他角色。锁定&当结附的角色使用牌时：其折损1财富。", [
        "结附1名其他角色：当其使用牌时，其折损1财富。", "结附目标其他角色：当其使用牌时，其折损1财富。",
        "结附一名其他角色：每当其使用牌时，其折损1财富。", "结附目标其他角色：当该角色使用牌时，其折损1财富。",
        "结附目标其他角色。锁定&当其使用牌时：其折损1财富。", "结附目标其他角色：当结附的角色使用牌时，其折损1财富。",
        "结附目标其他角色：每当其使用牌时，其折损1点财富。", "结附目标其他角色：当其使用牌时，其折损一财富。",
        "结附目标其他角色：当其使用卡牌时，其折损1财富。",
    ]),
    ("（你使用的牌少支付1精力）", [
        "你使用牌时少支付1精力。", "锁定：你使用牌时少支付1精力。", "（你使用牌时少支付1精力）",
        "锁定：你使用牌时少支付1点精力。", "当你使用牌时少支付1精力。", "锁定：你使用卡牌时少支付1精力。",
        "你使用牌时少付1点精力。", "锁定：（你使用牌时少支付1精力）", "你使用牌时可少支付1精力。",
    ]),
    ("（你使用的「攻伐」少支付1精力（至少为1））", [
        "你使用「攻伐」时少支付1精力（至少为1）。", "锁定：你使用「攻伐」时少支付1点精力（至少为1）。",
        "（你使用「攻伐」时少支付1精力（至少为1））", "锁定：你使用【攻伐】时少支付1精力（至少为1）。",
        "当你使用「攻伐」时少支付1精力（至少为1）。", "你使用「攻伐」时少付1精力（至少为1）。",
        "锁定：你使用「攻伐」时可少支付1精力（至少为1）。", "你使用「攻伐」时少支付一点精力（至少为1）。",
    ]),
    ("将牌库中的1张「攻伐」移入手牌区，若以此法获得的数量等于0，生产1财富。", [
        "从牌库中将1张「攻伐」加入手牌，若你以此法未获得牌，生产1财富。", "从牌库中将1张「攻伐」加入手牌，若你因此没有获得牌，生产1财富。",
        "从牌库中将1张「攻伐」加入手牌，若以此法未获得牌，生产1财富。", "从牌库中将1张「攻伐」加入手牌，若你以此法没有获得牌，生产1财富。",
        "从牌库中将1张「攻伐」加入手牌，若你以此法未获得牌，则生产1财富。", "从牌库中将一张「攻伐」加入手牌，若你以此法未获得牌，生产1财富。",
        "从牌库中将1张【攻伐】加入手牌，若你以此法未获得牌，生产1财富。", "从牌库中将1张「攻伐」加入手牌，若你以此法未获得卡牌，生产1财富。",
        "从牌库中将1张「攻伐」加入手牌，若以此法没有获得牌，则生产1财富。",
    ]),
    ("限定&当你使用红色牌指定他人时：令其折损1财富。", [
        "限定：当你使用红色牌指定他人时，令其额外折损1财富。", "限定：当你使用红色牌指定他人时，令其折损1财富。",
        "限定：每当你使用红色牌指定他人时，令其折损1财富。", "限定：当你使用红色牌指定其他角色时，令其折损1财富。",
        "限定：当你使用红色牌指定一名其他角色时，令其额外折损1财富。", "限定：当你使用红色牌指定他人时，令其折损1点财富。",
        "限定：当你使用红色牌指定他人时，令其折损一财富。", "限定&每当你使用红色牌指定他人时：令其额外折损1财富。",
        "限定：当你使用红色卡牌指定他人时，令其折损1财富。", "限定：当你使用红色牌指定了他人时，令其折损1财富。",
    ]),
]


@pytest.mark.parametrize("canonical, spellings", SIBLINGS, ids=[c for c, _ in SIBLINGS])
def test_eight_or_more_spellings_compile_to_the_canonical_program(canonical, spellings):
    assert len(spellings) >= 8
    expected = _meaning(compile_text(canonical))
    for text in spellings:
        assert analyze(text).ok, text
        assert _meaning(compile_text(text)) == expected, text


def test_the_lasting_trigger_is_one_step_holding_the_steps_after_it():
    program = compile_text("抽1张牌，直到回合结束，每当你抽牌后，生产1财富，获得1物资。")[0]
    steps = program.effects[0].body.steps
    assert len(steps) == 2  # 抽1张牌, then the lasting trigger with both steps after it
    lasting = steps[1].program
    assert lasting.text == "当你抽牌后，生产1财富，获得1物资" and lasting.on is not None
    assert program.effects[0].creates_triggers


@pytest.mark.parametrize("text, code", [
    ("直到回合结束，当你的财富少于5时，抽1张牌。", "E275"),  # a state is no action (11.190(c))
    ("直到回合结束，当结附的角色抽牌后，生产1财富。", "E275"),  # no ward here
    ("直到回合结束，每当其使用牌时，生产1财富。", "E224"),  # 其 names nobody before it
    ("直到目标牌的回合结束，每当你抽牌后，生产1财富。", "E204"),  # a turn is a player's
    ("直到回合结束，每当你抽牌后。", "E100"),  # what it does is missing
    ("当其使用牌时：抽1张牌。", "E224"),  # 其 in a trigger names the warded player: this card 结附s nobody (9.190)
    ("锁定&当该角色抽牌后：生产1财富。", "E224"),
    ("锁定：你抽牌时少支付1精力。", "E209"),  # only the cards you use cost 精力 (13.190)
    ("锁定：当一名角色使用牌时少支付1精力。", "E209"),  # a static binds 你 only (13.40)
    ("你使用牌时少支付30精力。", "E200"),
    ("若你以此法未获得牌，生产1财富。", "E278"),
    ("限定：当你抽牌指定他人时，抽1张牌。", "E275"),  # only a card used targets (9.191)
    ("限定：当你使用紫色牌指定他人时，抽1张牌。", "E201"),  # no such colour  # no step before it (10.190, 10.40(b))  # one change is at most 20
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint
