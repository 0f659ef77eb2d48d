"""Issue 11, lang12b: texts that were accepted but should not be (因此 across 。 or ；, rule 10.40(b)), readings that
dropped or mis-wrote words (正面向上, 其的), and the forms accepted from batch w's leftovers. Each accepted form reads back
to itself; each refused one gets a located error with a hint. They play in tests/engine/test_engine_lang12b_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import assert_valid_and_reads_back

from zhdsl.pipeline import analyze

# -- 因此 refers to a step of its own effect (rule 10.40(b)) -----------------------------------------------------

BY_THIS_JOINED = [
    "你抽1张牌，若你因此抽了1张牌，生产1财富。",
    "令目标角色折损2财富，若目标角色因此死亡，你抽1张牌。",
    "弃1张手牌，若你因此没有手牌，抽2张牌。",
    "获得2物资，若你的物资因此大于3，抽1张牌。",
    "弃1张手牌，生产X财富（X为因此弃置的牌数）。",
    "主动：弃1张手牌：若你因此没有手牌，抽2张牌。",
]


@pytest.mark.parametrize("text", BY_THIS_JOINED)
def test_a_by_this_after_a_step_of_its_effect_is_valid(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("text, where", [
    ("你抽1张牌。若你因此获得了2物资，生产1财富。", "你因此获得了2物资"),
    ("令目标角色折损2财富。若目标角色因此死亡，你抽1张牌。", "目标角色因此死亡"),
    ("获得2物资。若你的财富因此少于5，抽1张牌。", "你的财富因此少于5"),
    ("弃1张手牌；若你因此没有手牌，抽2张牌。", "你因此没有手牌"),
    ("弃1张手牌。生产X财富（X为因此弃置的牌数）。", "因此弃置的牌数"),
    ("若你因此没有物资，抽1张牌。", "你因此没有物资"),
])
def test_a_by_this_with_no_step_before_it_in_its_effect_is_refused_where_it_stands(text, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == "E278"
    assert text[errors[0].span.start:errors[0].span.end] == where
    assert "「，」" in errors[0].hint and "因此" in errors[0].message


# -- 其 owns without 的 in every reading (rule 12.13(a)) --------------------------------------------------------------

def _bundled_and_held_out() -> list[str]:
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    texts = []
    for path in sorted((root / "cardsets" / "zongheng").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for kind in ("通用牌", "领主牌", "造物"):
            for c in data.get(kind, []):
                for key in ("效果", "技能"):
                    value = c.get(key)
                    texts.extend([value] if isinstance(value, str) else value or [])
    for path in sorted((root / "tests" / "text" / "heldout").glob("*.txt")):
        texts.extend(line.strip() for line in path.read_text(encoding="utf-8").split("\n")
                     if line.strip() and not line.startswith("#"))
    return texts


def test_no_reading_of_a_bundled_or_held_out_text_writes_qi_de():
    from zhdsl.pipeline import compile_text

    texts = _bundled_and_held_out()
    assert len(texts) > 1000
    read = 0
    for text in texts:
        if not analyze(text).ok:
            continue
        for program in compile_text(text):
            statics = (getattr(r, "text", "") for r in program.statics)  # a ward's lasting change (13.8)
            for reading in (program.text, *program.readings, *(e.text for e in program.effects), *statics):
                assert "其的" not in reading, (text, reading)
                read += 1
    assert read > 1000


@pytest.mark.parametrize("text, reading", [
    ("结附目标角色2回合（其仓储-2）。", "结附目标角色2回合（其仓储-2）"),
    ("结附目标角色（该角色的仓储-2）。", "结附目标角色（其仓储-2）"),
    ("即刻：反制目标牌，令其控制者抽1张牌。", "即刻：反制目标牌，令其控制者抽1张牌"),
    ("追加：若其手牌数大于2，则令其弃1张手牌。", "追加：若其手牌数大于2，令其弃1张手牌"),
    ("令目标角色折损X财富（X为你与其的距离）。", "令目标角色折损X财富（X为其与你的距离）"),
    ("令目标角色弃1张手牌，若其结界区中有牌，抽1张牌。", "令目标角色弃1张手牌，若其结界区中有牌，抽1张牌"),
    ("令目标其他角色获得其1张结界的控制权。", "令目标其他角色获得其1张结界的控制权"),
])
def test_qi_owns_without_de_and_the_reading_reads_back(text, reading):
    from test_rulebook_phrasing import _meaning
    from zhdsl.pipeline import compile_text

    (program,) = compile_text(text)
    assert program.text == reading
    assert _meaning([program]) == _meaning(compile_text(reading)[:1])


# -- a cap on a step's amount (rule 10.70) ------------------------------------------------------------------------

CAPPED = [
    "展示牌库顶的1张牌，令目标角色折损等于该牌点数的财富（至多5），然后将该牌移入过往。",
    "生产X财富（X为你的手牌数）（至多3）。",
    "令所有其他角色各折损X财富（X为其手牌数）（至多2）。",
    "抽X张牌（X为你的物资）（至多2）。",
    "令目标角色弃2张手牌（至多X）（X为你的物资）。",
]


@pytest.mark.parametrize("text", CAPPED)
def test_a_capped_amount_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_a_cap_after_a_step_without_an_amount_does_nothing_and_is_said():
    (warning,) = analyze("横置（至多2）").diagnostics
    assert warning.code == "W217" and "至多" in warning.message and warning.hint


# -- 选择1名队友, 1名队友 (rule 11.50(a)) ---------------------------------------------------------------------------

MATES = [
    "选择1名队友，令其生产2财富。",
    "选择一名队友，若其已死亡，则令其复活。",
    "选择1名队友，该队友抽1张牌，你获得1物资。",
    "令1名队友抽1张牌。",
    "选择1名队友，支付一半财富（向下取整），令其生产等量财富，若其已死亡，则其复活。",
]


@pytest.mark.parametrize("text", MATES)
def test_a_teammate_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_a_teammates_pronoun_after_a_semicolon_names_them_in_words():
    text = "选择1名队友，支付一半财富（向下取整），令其生产等量财富；主动：若其已死亡，则其复活。"  # a timing: its own effect
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == "E224" and "「你的队友」" in errors[0].message and errors[0].hint


# -- 堆叠中除此牌外 (rule 10.80), 堆叠底部的牌 (rule 12.50) ------------------------------------------------------------

STACK_BOTTOM = [
    "即刻：若堆叠中除此牌外还有至少2张牌，反制其中最底部的牌，然后其控制者生产1财富。",
    "即刻：若堆叠中除此牌外有牌，反制堆叠底部的牌。",
    "即刻：抽X张牌（X为堆叠中除此牌外的牌数）。",
    "即刻：复制堆叠最底部的牌。",
    "即刻：若堆叠中除此牌外没有牌，抽1张牌。",
    "即刻：反制堆叠底部的牌，令其控制者抽1张牌，然后将该牌移入虚空。",
]


@pytest.mark.parametrize("text", STACK_BOTTOM)
def test_the_stack_without_this_card_and_its_bottom_card_are_valid_and_read_back(text):
    assert_valid_and_reads_back(text)


def test_except_this_card_outside_the_stack_is_refused_where_the_zone_stands():
    text = "若过往中除此牌外有牌，抽1张牌。"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == "E238" and text[errors[0].span.start:errors[0].span.end] == "过往"
    assert "堆叠" in errors[0].hint


# -- 每以此法 with a colour, 弃置 and 令…进入 a zone (rule 10.62(a)) ----------------------------------------------------

PER_THIS_WAY = [
    "所有其他角色各弃1张手牌，你每以此法令1张黄色牌进入过往，就抽1张牌。",
    "弃3张手牌，每以此法弃置1张红色牌，生产2财富。",
    "目标角色弃2张手牌，每以此法弃置1张手牌，你生产1财富。",
    "将你结界区中的所有牌移入过往，每以此法移入1张红色牌，你获得1物资。",
    "令所有角色各弃1张手牌，每以此法令1张牌进入过往，你获得1物资。",
    "将你结界区中的所有牌移入虚空，你每以此法移入1张蓝色牌，就抽1张牌。",
]


@pytest.mark.parametrize("text", PER_THIS_WAY)
def test_per_this_way_of_a_colour_or_zone_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


@pytest.mark.parametrize("text, code, where", [
    ("弃2张手牌，每以此法弃置1张紫色牌，抽1张牌。", "E201", "紫色"),
    ("每以此法令1张牌进入过往，抽1张牌。", "E256", "令"),
    ("每以此法移入1张牌，抽1张牌。", "E256", "移入"),  # the draw after it moves no card before it
])
def test_per_this_way_malformed_is_refused_where_it_stands(text, code, where):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == code and text[errors[0].span.start:errors[0].span.end] == where and errors[0].hint


# -- a triggered note before a segment's head (rule 13.20), 你转化时 (9.15(c)) ------------------------------------------

LEAD_TRIGGERS = [
    ("（你转化时，额外抽1张牌）限定：横置，将1张手牌置于牌库顶，获得2物资。", 2),
    ("（当你抽牌后，生产1财富）主动：横置，获得1物资。", 2),
    ("（回合开始时，获得1物资）限定：横置，抽1张牌。", 2),
    ("（你转化后，生产1财富）锁定&回合结束：抽1张牌。", 2),
    ("（锁定&当你使用红色牌后，抽1张牌）主动：横置，生产1财富。", 2),
    ("你转化时：抽1张牌。", 1),
]


@pytest.mark.parametrize("text, segments", LEAD_TRIGGERS)
def test_a_triggered_note_before_a_head_is_a_segment_of_its_own(text, segments):
    from zhdsl.text import ast

    assert_valid_and_reads_back(text)
    (version,) = analyze(text).versions
    assert len(version.effects) == segments
    first = version.effects[0]
    assert any(isinstance(p, ast.Trigger) for p in first.head.parts)
    locked = ["LOCKED"] if segments == 2 else []  # the note is automatic; a head written as such is as written
    assert [p.kind for p in first.head.parts if isinstance(p, ast.Timing)] == locked


def test_a_note_before_a_head_that_is_not_a_trigger_is_refused():
    text = "（抽1张牌）限定：生产1财富。"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == "E220" and text[errors[0].span.start:errors[0].span.end] == "（抽1张牌）"
    assert "锁定&当" in errors[0].hint


# -- X defined right after a condition (rule 10.81) ---------------------------------------------------------------

CONDITION_NOTES = [
    "若你的手牌数大于X（X为你的物资），生产2财富。",
    "若你的手牌数大于X（X为你的物资），则生产2财富。",
    "若你的财富少于X（X为你的手牌数），抽1张牌，否则弃1张手牌。",
    "若你的手牌数大于X（X为你的物资），若你的财富少于15，抽X张牌。",
    "即刻：若堆叠中除此牌外还有至少X张牌（X为你的手牌数），反制其中最底部的牌，然后其控制者生产1财富。",
]


@pytest.mark.parametrize("text", CONDITION_NOTES)
def test_a_variable_defined_after_a_condition_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_a_variable_defined_after_a_condition_and_again_is_refused():
    text = "若你的手牌数大于X（X为你的物资），抽1张牌（X为你的财富）。"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == "E207" and text[errors[0].span.start:errors[0].span.end] == "X为你的财富"


# -- 你死亡的队友 (rule 7.12(a)) ------------------------------------------------------------------------------------

DEAD_MATES = [
    "即刻：支付一半财富（向下取整），令你死亡的队友复活，其获得等量的财富。",
    "支付一半财富（向下取整），令你已死亡的队友复活并获得等量财富。",
    "回合开始：若你的财富大于1，则支付一半财富（向下取整），令你死亡的队友复活，其生产等量的财富。",
    "令死亡的队友复活，其抽1张牌。",
    "支付3财富，你的已死亡的队友复活并获得3财富。",
]


@pytest.mark.parametrize("text", DEAD_MATES)
def test_your_dead_teammate_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_your_dead_teammate_reads_as_the_target_dead_teammate():
    from zhdsl.pipeline import compile_text

    (program,) = compile_text("令你死亡的队友复活，其抽1张牌。")
    assert program.text == "令目标已死亡的队友复活，其抽1张牌"


# -- 牌库最底部的牌, 牌库顶部的牌 (rule 12.50(a)) -----------------------------------------------------------------------

DECK_ENDS = [
    "将牌库最底部的牌移入你的手牌区。",
    "将牌库底部的1张牌移入你的手牌区。",
    "将牌库顶的牌移入过往。",
    "将牌库顶部的牌正面向上移入过往，若该牌为红色，抽1张牌。",
    "将牌库底的牌置于牌库顶。",
]


@pytest.mark.parametrize("text", DECK_ENDS)
def test_a_deck_end_card_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_the_cards_of_another_zone_without_a_count_are_refused():
    text = "将过往的牌移入虚空。"
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors[0].code == "E100" and text[errors[0].span.start:errors[0].span.end] == "过往" and errors[0].hint
