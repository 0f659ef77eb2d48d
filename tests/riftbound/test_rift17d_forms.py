"""rift17d: triggers, conditions, costs, cost changes, play permissions and statics (docs/riftbound.md part 8) — the
spellings that read and run (their behaviour: tests/scenarios/riftbound/目录写法/400–430), and the one reminder whose
words are read (rules-riftbound.md 10.17)."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.games.riftbound.text import blank_reminders
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 10.16: a period or an origin
    "当你在法术对决期间打出单位时，抽一张牌。",
    "每当你在法术对决中打出一张牌时，给予一名友方单位增益。",
    "当你在战斗中打出一个法术时，给予一名友方单位增益。",
    "当你于法术对决期间打出法术时，抽一张牌。",
    "每当你使用法术时，我{{S}}+1。",
    "当你从手牌以外的位置打出一名单位时，抽一张牌。",
    "当你从废牌堆打出一名单位时，抽一张牌。",
    "当你从你的废牌堆中打出我时，抽一张牌。",
    "从手牌以外位置被打出的友方单位获得{{急速}}。",
    "你从手牌以外位置打出的单位获得{{急速}}和{{强攻}}。",
    # 22.12: face-down cards
    "如果你控制着一张正面朝下的牌，则我获得{{S}}+2。",
    "当你打出我时，如果你在战场上控制着一张待命牌，则抽一张牌。",
    "如果你在战场上控制着至少两张正面朝下的牌，则我获得{{S}}+2和{{游走}}。",
    # 10.19, 7.10: costs with an action, mana for mana costs
    "从废牌堆中回收三张牌，支付{{1}}，{{横置}}：抽一张牌。",
    "{{横置}}，支付{{2}}，从你的废牌堆中回收两张牌：给予一名友方单位增益。",
    "{{横置}}：{{反应}}—{{获得}}{{1}}，用以支付法力费用。（此法力只能用于支付法力费用。）",
    "{{横置}}：{{反应}}—{{获得}}{{2}}。此法力只能用于支付法力费用。",
    # 10.17: use restrictions
    "只有我位于战场时，才能使用我的技能。\n{{横置}}：抽一张牌。",
    "{{横置}}：抽一张牌。（只有在未贴附时才能使用。）",
    "{{横置}}：{{反应}}—抽一张牌。（只有在你的回合中才能使用。）",
    # 9.26–9.30
    "你可以选择回收另一名友方单位，以此从废牌堆中打出一名“机械”属性单位，将其所需法力费用减去被回收单位的战力。",
    "你可以将其他卡牌的可选额外费用减少{{1}}或{{A}}后支付。",
    "其他卡牌的可选额外费用减少{{1}}。",
    "你可以横置一名友方单位，以此无视本法术的费用。\n抽两张牌。",
    "在本回合内可以从手牌中打出一件法力费用不高于{{7}}的装备，无视其法力费用（仍需支付所有符能费用）。",
    "你可以选择将我打出到敌方控制的战场。",
    "我可以被打出到敌方控制的战场。",
    # 17.22, 17.23, 6.10, 10.18
    "放逐一名友方单位，然后打出所有因此牌效果被放逐的单位，无视费用。",
    "从你的手牌中正面朝上打出一张带有{{待命}}技能的卡牌，无视费用。",
    "从手牌中打出一名拥有{{急速}}的单位，无视其费用。",
    "在当前回合结束后，再进行一个回合，然后放逐此牌。",
    "在此回合之后，你再进行一个回合。",
    "在本回合内，你打出的所有单位以活跃状态进场。",
    "在本回合内，你打出的下一名单位以活跃状态进场。",
    "{{等级3>}} 我获得{{S}}+1，并以活跃状态进场。（如果你拥有不少于3经验，则获得该效果。）",
    "{{等级6>}} 我获得{{S}}+2，并获得{{强攻}}。",
])
def test_the_phrasings_read_and_run(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def test_a_use_restriction_in_brackets_is_read_and_other_reminders_are_blanked():
    """`（只有…才能使用。）` after an ability keeps its words (only the brackets go, offsets kept); every other
    reminder is blanked as before (rule 22.2)."""
    text = "{{横置}}：抽一张牌。（只有在未贴附时才能使用。）\n{{急速}}（你可以额外支付{{1}}。）"
    out = blank_reminders(text)
    assert len(out) == len(text)
    assert "只有在未贴附时才能使用。" in out and "（" not in out
    assert "额外支付" not in out


def test_the_restriction_belongs_to_the_ability_before_it():
    """The bracketed restriction is a sentence of the activated ability it follows, not a line of its own."""
    result = analyze("{{横置}}：抽一张牌。（只有在未贴附时才能使用。）", "riftbound")
    program = compile_text(result.versions[0])
    activated = [a for a in program.abilities if a.kind == "activated"]
    assert len(program.abilities) == 1 and len(activated) == 1
    assert any(q.kind == "use_only_when" for s in activated[0].sentences for q in s.walk())
