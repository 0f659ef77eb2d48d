"""rift17f: triggers composed as subject + (被)verb + object, joined by 或/、或/，或当; delayed and one-shot forms;
one's own distance to winning; action costs of any verb; written use of power (docs/riftbound.md part 8, rift17f).
Their behaviour: tests/scenarios/riftbound/目录写法/600–614."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 10.20(a): the active form, the subject acts on the object
    "当你给予我增益时，抽一张牌。",
    "当你给予一名友方单位增益时，我{{S}}+1。",
    "当你为我贴附一件武装时，抽一张牌。",
    "当你为一名友方单位贴附一件武装时，给予我增益。",
    "当你召回一名友方单位时，抽一张牌。",
    "当你横置一名友方单位时，我{{S}}+1。",
    "当你使用一件装备的主动技能时，抽一张牌。",
    # 10.20(b): the passive form, the subject is the object
    "当我被打出时，抽一张牌。",
    "当一名敌方单位被眩晕时，抽一张牌。",
    "当一名友方单位被召回时，抽一张牌。",
    "当我被选作目标时，抽一张牌。",
    # 10.20(c)(d): joined events, 移动至
    "当我进攻或防守时，抽一张牌。",
    "当你打出我时，或当我据守一处战场时，抽一张牌。",
    "当我防守一处战场、或从正面朝下的{{待命}}状态中打出时，抽一张牌。",
    "当我移动至一处战场时，抽一张牌。",
    "当一名友方单位移动至此处时，给予其增益。",
    # 10.20(e): an action of any verb as a cost
    "摧毁一个友方单位或装备，{{横置}}：抽一张牌。",
    "召回一名友方单位，支付{{1}}：抽一张牌。",
    "{{眩晕}}一名敌方单位或抽一张牌。",  # `单位或装备` is one word: `…单位或…` still joins two steps (22.8)
    "当你眩晕一名敌方单位或召回一名友方单位时，抽一张牌。",
    # 10.21, 10.22: delayed and one-shot
    "在你的下一个主阶段开始时，抽一张牌。",
    "你本回合下一次打出一名单位时，抽一张牌。",
    "你本回合下一次打出一个法术时，给予一名友方单位增益。",
    # 22.30, 22.6, 7.11
    "如果你的得分距离胜利得分不超过2分，则我{{S}}+2。",
    "如果对手的得分距离胜利得分不超过3分，则抽一张牌。",
    "{{横置}}：{{获得}}{{A}}，用以支付符能费用。",
])
def test_the_phrasings_read_and_run(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def _trigger_events(text):
    program = compile_text(analyze(text, "riftbound").versions[0])
    (ability,) = program.abilities
    return ability.trigger.all("event")


def test_an_event_after_or_without_a_subject_is_read_as_its_own_event():
    """`当我进攻或防守时`: two events, the second without a subject (triggers.py carries 我 over, rule 10.20(c))."""
    events = _trigger_events("当我进攻或防守时，抽一张牌。")
    assert [e.parts[-1].kind for e in events] == ["ev_attack", "ev_defend"]
    assert events[0].parts[0].kind == "selector" and len(events[1].parts) == 1


def test_the_passive_and_active_forms_name_the_object_differently():
    """被 makes the subject the object acted on; the active form keeps the object after the verb."""
    (passive,) = _trigger_events("当一名友方单位被召回时，抽一张牌。")
    (active,) = _trigger_events("当你召回一名友方单位时，抽一张牌。")
    assert passive.parts[-1].kind == "ev_be_recalled" and passive.parts[0].kind == "selector"
    assert active.parts[-1].kind == "ev_recall" and active.parts[-1].part("selector") is not None


def test_a_one_shot_replacement_is_refused_with_a_located_reason():
    """`下一次当…时，改为…` (rule 10.22): not run as a trigger that would do the wrong thing — E401 (the one-shot
    replacement of a death, `下一次当友方单位被摧毁时，改为…`, is run since rift17j: rule 10.30)."""
    result = analyze("下一次当友方单位被召回时，改为抽一张牌。", "riftbound")
    assert not result.ok
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert "下一次" in result.diagnostics[0].message
