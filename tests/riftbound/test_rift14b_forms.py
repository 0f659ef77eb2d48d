"""rift14b: conventions of the new sets' pages (rules-riftbound.md 22.150–22.155). Their behaviour in play:
tests/scenarios/riftbound/目录写法/1450–1459; here, that each form reads in its sibling wordings, what it compiles to,
and that the wordings it must not take keep their old reading."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.games.riftbound.text import blank_reminders
from zhdsl.pipeline import analyze


def _ok(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


@pytest.mark.parametrize("text", [
    # 22.150: an activated ability's cost written as bare icons
    "{{1}}{{紫色}}：抽一张牌。",
    "{{迅捷>}}{{1}}{{紫色}}：将我召回。",
    "{{反应>}} {{A}}：给予一名友方单位在本回合内{{S}}+1。",
    "{{2}}，{{横置}}：对一名单位造成1点伤害。",
    "{{红色}}{{红色}}：给予我在本回合内{{S}}+2。",
    "{{1}}{{A}}：抽一张牌。",
    "{{3}}：召出一枚休眠的符文。",
])
def test_a_cost_of_bare_icons_is_an_activated_ability_that_pays(text):
    program = _ok(text)
    (ability,) = program.abilities
    assert ability.kind == "activated"
    assert any(c.kind == "clause" and c.parts[-1].kind == "pay" for c in ability.costs)


@pytest.mark.parametrize("text,same", [
    ("{{1}}{{紫色}}：抽一张牌。", "支付[1]{{紫色}}：抽一张牌。"),
    ("{{迅捷>}}{{1}}：抽一张牌。", "{{迅捷>}}支付[1]：抽一张牌。"),
    ("{{紫色}}：抽一张牌。", "支付[紫色]：抽一张牌。"),
    ("{{10}}：抽一张牌。", "支付[10]：抽一张牌。"),
])
def test_the_bare_cost_is_read_as_pay_keeping_every_offset(text, same):
    assert blank_reminders(text) == same


@pytest.mark.parametrize("text", [
    "{{横置}}：抽一张牌。",  # an exhaust cost is no mana
    "{{装配}}{{3}}{{A}}",  # a keyword's price
    "{{等级6>}} 我获得{{S}}+1。",  # a label
    "支付{{1}}：抽一张牌。",  # 支付 already written
    "对一名单位造成{{2}}点伤害。",  # no colon on the line
])
def test_other_lines_are_left_as_written(text):
    assert blank_reminders(text) == text


@pytest.mark.parametrize("text", [
    # 22.151: the might icon after the number of a might comparison
    "摧毁所有战力不高于3{{S}}的敌方单位。",
    "摧毁此处的一名战力不高于3{{S}}的敌方单位。",
    "当我进攻时，你可以选择将此处任意数量的战力不高于5{{S}}的敌方单位移动到其基地。",
    "{{眩晕}}一名战力低于4{{S}}的单位。",
    "给予一名战力高于2{{S}}的友方单位增益。",
    "将一名战力不超过2{{S}}的单位返回其所属的手牌。",
    # 22.152: 除我以外
    "选择除我以外的一名友方单位。给予其{{S}}+1。",
    "给予除我以外的所有友方单位在本回合内{{S}}+1。",
    "当你打出我时，你可以选择让除我以外且处于休眠状态的一个物体变为活跃状态。",
    "当你打出我时，将除我之外的一名友方单位召回。",
    "摧毁除此牌以外的一件友方装备，以此抽两张牌。",
    "当我进攻时，除我以外的所有友方单位在本回合内获得{{S}}+1。",
    # 22.153: 处于法术对决中的
    "选择一名处于法术对决中的友方单位。给予其在本回合内{{S}}+4。",
    "{{迅捷>}}{{横置}}：将一名处于法术对决中的友方单位移动到基地。",
    "{{眩晕}}一名正处于法术对决中的敌方单位。",
    "对一名法术对决中的敌方单位造成3点伤害。",
    "给予所有参与法术对决的友方单位在本回合内{{S}}+1。",
    "将一名处于法术对决中的敌方单位召回。",
    # 22.154: 当我变为活跃状态时
    "当我变为活跃状态时，抽一张牌。",
    "当此牌变为活跃状态时，给予一名友方单位在本回合内{{S}}+1。",
    "当我变为活跃状态时，对此处的一名敌方单位造成1点伤害。",
    "每当我变为活跃状态时，获得1经验。",
    "当一名友方单位变为活跃状态时，给予其增益。",
    "当我变为活跃状态时，你可以选择抽一张牌。",
    # 22.155: 我身上每贴附一件
    "当我进攻时，选择此处的一名敌方单位。我身上每贴附一件武装，便对其造成2点伤害。",
    "我身上每有一件装备，我便获得{{S}}+1。",
    "当我防守时，我身上每贴附一件武装，便抽一张牌。",
    "当你打出我时，我身上每贴附着一件装备，便给予我增益。",
    "我身上每贴附一件武装，我便获得{{S}}+2。",
    "当我征服一处战场时，我身上每有一件武装，便获得1经验。",
])
def test_the_forms_read_and_compile(text):
    assert _ok(text).abilities


@pytest.mark.parametrize("text", [
    "当你让一名友方单位变为活跃状态时，抽一张牌。",  # 22.154: the effect's ready keeps its own event
    "让我变为活跃状态。",
    "如果你控制着两名友方单位，则我以活跃状态进场。",
])
def test_earlier_readings_of_active_stay(text):
    assert _ok(text).abilities


def test_becoming_ready_is_its_own_event_and_the_effect_form_keeps_readied():
    from zhdsl.games.riftbound.triggers import EVENT_KINDS

    mine = _ok("当我变为活跃状态时，抽一张牌。")
    by_effect = _ok("当你让一名友方单位变为活跃状态时，抽一张牌。")
    kinds = lambda program: {q.kind for a in program.abilities for s in a.sentences for q in s.walk()}  # noqa: E731
    assert "ev_became_ready" in kinds(mine) and EVENT_KINDS["ev_became_ready"] == "became_ready"
    assert "ev_readied" in kinds(by_effect) and "ev_became_ready" not in kinds(by_effect)


@pytest.mark.parametrize("text", [
    # 22.156: 非“X”属性的
    "当你打出我时，你可以选择让一名非“龙”属性的单位返回其所属的手牌。",
    "摧毁一名非“机械”属性的敌方单位。",
    "给予所有非“随从”属性的友方单位在本回合内{{S}}+1。",
    "{{眩晕}}一名非“龙”属性的单位。",
    "当你打出我时，对一名非“精灵”属性的敌方单位造成2点伤害。",
    "将一名非“机械”属性的单位召回。",
    # 22.157: 在你的主阶段开始时
    "在你的主阶段开始时，抽一张牌。",
    "在你的主阶段开始时，你可以选择摧毁另外三个友方单位或装备，以此获得1分。",
    "在你的主要阶段开始时，获得1经验。",
    "在你的主阶段开始时，给予一名友方单位增益。",
    "在你的主阶段开始时，如果你控制着两处战场，则抽一张牌。",
    "在你的主阶段开始时，对一名敌方单位造成1点伤害。",
    # 22.158: 当此处有…被摧毁时
    "每回合一次，当此处有一名敌方单位被摧毁时，召出一枚休眠的符文。",
    "每当此处有一名友方单位被摧毁时，抽一张牌。",
    "当此处有敌方单位被摧毁时，获得1经验。",
    "当此处有一名单位被摧毁时，给予我增益。",
    "当此处有一名敌方单位被摧毁时，你可以选择抽一张牌。",
    "当此处有一名友方单位被摧毁时，给予我在本回合内{{S}}+2。",
    # 22.152: 另外 as 其他
    "摧毁另外两名友方单位。",
    "你可以选择摧毁另外一件友方装备，以此抽两张牌。",
])
def test_the_later_forms_read_and_compile(text):
    assert _ok(text).abilities


def test_here_has_killed_is_the_killed_here_form_with_the_same_length():
    text = "当此处有一名敌方单位被摧毁时，抽一张牌。"
    out = blank_reminders(text)
    assert out == "当一名敌方单位在此处被摧毁时，抽一张牌。" and len(out) == len(text)
    assert blank_reminders("当你打出我时，摧毁此处的一名敌方单位。") == "当你打出我时，摧毁此处的一名敌方单位。"



@pytest.mark.parametrize("text", [
    # 22.160: 将其放入你的废牌堆
    "展示你主牌堆顶部的一张牌。如果是一张单位牌，则抽取该卡牌。否则，将其放入你的废牌堆。",
    "当我移动时，展示你主牌堆顶部的一张牌。如果是一张单位牌，则抽取该卡牌。否则，将其放入你的废牌堆并给予我在本回合内{{S}}+2。",
    "查看你主牌堆顶部的一张牌。你可以选择将其放入你的废牌堆。",
    "查看你主牌堆顶部的一张牌。你可以选择将其置入废牌堆。",
    "当我进攻时，展示你主牌堆顶部的一张牌。如果是一张法术牌，则抽取该卡牌。否则，将其放入废牌堆。",
    "展示你主牌堆顶部的一张牌。如果是一张装备牌，则抽取该卡牌。否则，将其置入你的废牌堆。",
    # 22.161: 受自己控制的
    "每名玩家摧毁一个受自己控制的单位。",
    "每名对手摧毁一名受自己控制的单位。",
    "每名对手摧毁一件受自己控制的装备。",
    "每名玩家必须摧毁一个受自己控制的单位。",
    "每名玩家弃置一张手牌，然后摧毁一个受自己控制的单位。",
    "当我进攻时，每名玩家摧毁一个受自己控制的单位。",
    # 22.162: {{已强化}}的 / 已强化的
    "如果你控制着{{已强化}}的物体，则此牌的费用减少{{2}}。",
    "如果你控制着已强化的物体，则抽一张牌。",
    "摧毁一名已强化的敌方单位。",
    "给予所有{{已强化}}的友方单位在本回合内{{S}}+1。",
    "你每控制一个已强化的物体，我便获得{{S}}+1。",
    "当你打出我时，给予一名处于已强化状态的友方单位增益。",
])
def test_the_trash_control_and_empowered_forms_read_and_compile(text):
    assert _ok(text).abilities


@pytest.mark.parametrize("text", [
    # 22.163: 同名 and 你的废牌堆中有 without a bound
    "如果你的废牌堆中有一张和我同名的卡牌，则我以活跃状态进场。",
    "如果你的废牌堆中有一名单位，则我以活跃状态进场。",
    "如果你的废牌堆中有法术牌，则抽一张牌。",
    "对一名单位造成2点伤害。你的废牌堆中每有一张此牌的同名卡牌，便抽一张牌。",
    "你的废牌堆中每有一张与我同名的卡牌，我便获得{{S}}+1。",
    "当你打出我时，如果你的废牌堆中有一张与此牌同名的卡牌，则抽一张牌。",
    "如果你的废牌堆中有不少于五张牌，则抽一张牌。",  # the bound form keeps its reading
])
def test_the_same_name_forms_read_and_compile(text):
    assert _ok(text).abilities


@pytest.mark.parametrize("text,read", [
    ("对战场上的一名单位造成4点伤害，", "对战场上的一名单位造成4点伤害。"),
    ("抽一张牌，  \n获得1经验，", "抽一张牌。  \n获得1经验。"),
    ("抽一张牌，（提示）", "抽一张牌。    "),
    ("抽一张牌，获得1经验。", "抽一张牌，获得1经验。"),  # a comma inside the line stays
])
def test_a_comma_that_ends_a_line_ends_the_sentence(text, read):
    assert blank_reminders(text) == read
    assert _ok(text).abilities
