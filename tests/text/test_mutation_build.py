"""What the AST builder (zhdsl/text/build.py) keeps of a text that the suite did not state: the reminder
text (`（附注：…）`) with either colon, its place, and where E215 points — stated where the seeded
mutation sample of build.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import analyze


@pytest.mark.parametrize(("text", "body", "span"), [
    ("抽1张牌。（附注：先抽后弃）", "先抽后弃", (5, 14)),
    ("抽1张牌。（附注:先抽后弃）", "先抽后弃", (5, 14)),  # an ASCII colon
    ("抽1张牌。（附注:先抽:后弃）", "先抽：后弃", (5, 15)),  # only the first colon ends 附注 (both read as full-width)
    ("抽1张牌。（ 附注 ： 先抽后弃 ）", "先抽后弃", (5, 18)),
])
def test_a_reminder_keeps_its_words_after_the_first_colon_and_its_place(text, body, span):
    result = analyze(text)
    assert result.ok, result.diagnostics
    (reminder,) = result.versions[0].reminders
    assert reminder.text == body
    assert (reminder.span.start, reminder.span.end) == span


@pytest.mark.parametrize("text", ["获得1物资&2红/绿精力", "生产1财富&1红/绿精力"])
def test_a_colour_choice_after_and_points_at_the_amount(text):
    (d,) = [d for d in analyze(text).diagnostics if d.code == "E215"]
    assert (d.span.start, d.span.end) == (6, 12)
    assert d.message == "「&」后的数量不能用「/」列出几种颜色"
    assert d.hint == "把这一项写成单独的动作，用「/」连接"


@pytest.mark.parametrize(("text", "codes"), [
    ("令目标角色抽1张牌并弃置你的1张手牌", ["E236"]),  # joined by 并, the discard is the target's too
    ("令目标角色弃置你的1张手牌", ["E236"]),
    ("令目标角色抽1张牌并弃置其1张手牌", []),
    ("抽1张牌并弃置你的1张手牌", []),
])
def test_an_action_joined_to_a_command_names_its_doer_as_the_single_form_does(text, codes):
    """`你的` before the quantity of an action the commanded player does is E236, whether the action stands alone
    after 令X or is joined to it by 并 (a mutant of build.py's owner matching survived because only the first was
    tested, and the joined form passed the check)."""
    assert [d.code for d in analyze(text).diagnostics if d.severity == "error"] == codes
