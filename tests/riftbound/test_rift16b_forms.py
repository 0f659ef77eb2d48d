"""rift16b: refusal classes of the official catalog (rules-riftbound.md 22.240–22.244). Their behaviour:
tests/scenarios/riftbound/目录写法/1580–1584; here, that each form reads in its sibling wordings, and further plays in
the engine (scenarios written inline) with their outcome — each the other side of its scenario."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.games.riftbound.text import blank_reminders
from zhdsl.pipeline import analyze
from zhdsl.scenarios.runner import run_file


@pytest.mark.parametrize("text", [
    # 22.240: the phase of your turn now
    "{{绝念>}} 抽一张牌。若此时是你的开始阶段，则改为抽两张牌。",
    "{{绝念}}—抽一张牌。如果现在是你的开始阶段，则改为抽两张牌。",
    "当你打出我时，如果此时处于你的结束阶段，则抽一张牌。",
    "当一名友方单位被摧毁时，如果当前是你的开始阶段，则抽一张牌。",
    # 22.241: 我所在的战场上有 as 此处有, gear too
    "只要我所在的战场上有拥有{{部署}}的友方装备，我便具有{{S}}+1。",
    "如果我所在的战场有敌方单位，则抽一张牌。",
    "只要我所处的战场上有友方装备，我便获得{{S}}+2。",
    # 22.242: a place in brackets inside 你…控制的
    "{{待命}}\n当你将此牌从正面朝下的状态打出时，将其贴附到你（在此处）控制的一名单位上。",
    "当你打出此牌时，将其贴附到你（此处）控制的一名单位上。",
    "当你打出此牌时，将其贴附到你（位于此处）控制的一名单位上。",
    # 22.243: the errata's banish-then-play among the cards looked at
    "查看你主牌堆顶部的五张牌。你可以选择从中放逐一名单位，然后将其打出，其费用减少{{5}}。回收其余的卡牌。",
    "查看你主牌堆顶部的五张牌。你可以选择从中放逐一名战力比被摧毁单位最多高 1 点的单位卡牌，然后将其打出，无视费用。然后回收其余的卡牌。",
    "查看你主牌堆顶部的三张牌。从中放逐一件装备，并将其打出，无视其费用。回收其余的卡牌。",
    # 22.244: played from face down; 将我回收
    "{{待命}}\n当你打出我时，给予另一名友方单位在本回合内{{S}}+3，然后，如果我从正面朝下的状态被打出，则将我回收。",
    "当你打出我时，如果我从正面朝下的{{待命}}状态中被打出，则抽一张牌。",
    "当你打出此牌时，如果此牌从正面朝下状态下被打出，则将此牌回收。",
    # 22.245: a price on the opponents' moves to that place
    "{{部署}}\n对手必须支付{{1}}和{{A}}，才能将一名或多名单位移动到此战场。",
    "对手必须支付{{2}}，才能将单位移动到此处。",
    "对手若要将多名单位同时移动到我所在的战场，则必须为除第一名单位外的每名其他单位各额外支付{{A}}。",
    # 22.246: the signed might with its amount after the comma; 你所控制的
    "{{反应}}\n给予一名单位在本回合内-{{S}}，其数值等同于你所控制的休眠单位数量。",
    "让一名友方单位在本回合内+{{S}}，其数值等同于你控制的装备数量。",
    "给予一名敌方单位在本回合内-{{S}}，其数值等于你所控制的单位数量。",
    "对你所控制的一名单位造成1点伤害。",
    # 22.247: deathknells here once more
    "{{部署}}\n此处所有友方的{{绝念}}效果额外触发一次。",
    "此处友方单位的{{绝念}}效果额外触发一次。",
    # 22.248: more might than every other unit
    "当你打出一名战力高于场上其他所有单位的单位时，让我变为休眠状态，以此抽一张牌。",
    "当你打出一名战力高于所有其他单位的单位时，抽一张牌。",
    # 22.249: no score here before the player's own Nth turn
    "每名玩家在各自的第三回合开始前，无法从此处得分。",
    "每名玩家在各自的第三回合开始前，无法从此处获得分数。",
    "玩家在自己的第二个回合开始前不能在此处得分。",
    # 22.250: 亮出 with nothing after it
    "{{亮出}}一名单位。\n如果你亮出，则抽一张牌。",
    "{{亮出}}一张法力费用不低于{{7}}的卡牌。\n打出两名1{{S}}的“随从”单位指示物到你的基地。如果你亮出，则改为打出四名1{{S}}的“随从”单位指示物到你的基地。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


def test_the_place_in_brackets_is_read_as_words_and_a_reminder_is_still_blanked():
    # 22.242(a): the words move, the offsets stay; an ordinary reminder after it is still blank
    text = "将其贴附到你（在此处）控制的一名单位上。（提示文字。）"
    out = blank_reminders(text)
    assert len(out) == len(text)
    assert "此处你控制的一名单位上。" in out and "提示" not in out


def test_the_old_reveal_until_form_still_reads_after_the_banish_step():
    # 17.63's `，然后将其打出，无视费用` is not taken by 22.243's step
    result = analyze("当我进攻时，逐一展示你主牌堆顶部的牌，直到翻出一件装备，然后将其打出，无视费用，然后回收其余的卡牌。", "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def _play(tmp_path, body: str):
    path = tmp_path / "scenario.toml"
    path.write_text('"名称" = "rift16b"\n"游戏" = "符文战场"\n' + body, encoding="utf-8")
    return run_file(path)


def test_a_deathknell_outside_the_start_phase_draws_one(tmp_path):
    # 22.240: destroyed by a spell in the main phase — not the start phase, one card (scenario 1580: two)
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "灼热射线", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "对一名单位造成3点伤害。" }]
"基地" = [{ "名称" = "残影术士", "类别" = "单位", "颜色" = "黄", "法力" = 3, "战力" = 3, "效果" = "{{绝念>}} 抽一张牌。若此时是你的开始阶段，则改为抽两张牌。" }]
"主牌堆" = ["灵鹿", "灵鹿", "石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "灼热射线"
"目标" = "残影术士"

[["步骤"]]
"结算" = true

[["步骤"]]
"结算" = true

["期望"]
"角色1.废牌堆" = ["灼热射线", "残影术士"]
"角色1.手牌数" = 1
"角色1.主牌堆数" = 2
''')
    assert result.passed, result.report()


def test_a_friendly_unit_is_not_friendly_gear_at_my_battlefield(tmp_path):
    # 22.241: the noun still filters — another friendly unit there does not give the bonus meant for gear
    result = _play(tmp_path, '''
[["角色"]]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "烽火要塞", "单位" = [
  { "名称" = "东路旅人", "类别" = "单位", "颜色" = "橙", "法力" = 2, "战力" = 2, "控制者" = 1, "效果" = "只要我所在的战场上有友方装备，我便具有{{S}}+1。" },
  { "名称" = "同行者", "类别" = "单位", "颜色" = "橙", "法力" = 2, "战力" = 2, "控制者" = 1, "效果" = "" },
] }]

["期望"]
"角色1.战力.东路旅人" = 2
''')
    assert result.passed, result.report()


def test_a_gear_played_from_hand_attaches_itself_with_its_pronoun(tmp_path):
    # 22.242(b): `将其贴附到…` in the gear's own play trigger, nothing named before: this gear
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "随身短刃", "类别" = "装备", "颜色" = "红", "法力" = 0, "战力" = 2, "效果" = "当你打出此牌时，将其贴附到你控制的一名单位上。" }]
"基地" = ["灵鹿"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "随身短刃"

[["步骤"]]
"结算" = true

["期望"]
"角色1.战力.灵鹿" = 3
''')
    assert result.passed, result.report()


def test_a_banished_card_whose_cut_cost_cannot_be_paid_stays_banished(tmp_path):
    # 22.243: no rune to pay the 1 left of 雪原巨像's 6 — it is banished and stays there, not recycled
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "援军号角", "类别" = "法术", "颜色" = "绿", "法力" = 0, "效果" = "查看你主牌堆顶部的三张牌。你可以选择从中放逐一名单位，然后将其打出，其费用减少{{5}}。回收其余的卡牌。" }]
"主牌堆" = [{ "名称" = "雪原巨像", "类别" = "单位", "颜色" = "绿", "法力" = 6, "战力" = 6, "效果" = "" }, "灵鹿", "石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "援军号角"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "是"

[["步骤"]]
"角色" = 1
"选择" = "雪原巨像"

[["步骤"]]
"结算" = true

["期望"]
"角色1.基地" = []
"角色1.放逐区" = ["雪原巨像"]
"角色1.主牌堆" = ["灵鹿", "石肤蛮兵"]
''')
    assert result.passed, result.report()


def test_a_card_played_from_hand_is_not_recycled(tmp_path):
    # 22.244(a): the same card played from the hand keeps its place (scenario 1584: from face down, recycled)
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "奔袭牛群", "类别" = "单位", "颜色" = "橙", "法力" = 0, "战力" = 5, "效果" = "{{待命}}\\n当你打出我时，给予另一名友方单位在本回合内{{S}}+3，然后，如果我从正面朝下的状态被打出，则将我回收。" }]
"基地" = ["灵鹿"]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "奔袭牛群"

[["步骤"]]
"结算" = true

[["步骤"]]
"结算" = true

["期望"]
"角色1.基地" = ["灵鹿", "奔袭牛群"]
"角色1.战力.灵鹿" = 4
"角色1.主牌堆" = ["石肤蛮兵"]
''')
    assert result.passed, result.report()


def test_a_move_whose_price_cannot_be_paid_is_not_offered(tmp_path):
    # 22.245: no rune to pay the 1 — the standard move to 烽火要塞 is not an option; back to base is free
    result = _play(tmp_path, '''
[["角色"]]
"基地" = ["石肤蛮兵"]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "烽火要塞", "单位" = [{ "名称" = "重力装置", "类别" = "装备", "颜色" = "蓝", "法力" = 5, "控制者" = 2, "效果" = "{{部署}}\\n对手必须支付{{1}}，才能将一名或多名单位移动到此战场。" }] }]

[["步骤"]]
"角色" = 1
"使用" = "移动石肤蛮兵到烽火要塞"
"拒绝" = "付不起"

["期望"]
"角色1.位置.石肤蛮兵" = "基地"
''')
    assert result.passed, result.report()


def test_moving_several_units_together_pays_for_each_after_the_first(tmp_path):
    # 22.245: three units moved together to the sentry's battlefield — two {{A}}, two runes recycled
    result = _play(tmp_path, '''
[["角色"]]
"基地" = ["石肤蛮兵", "灵鹿", "青林哨卫"]
"符文" = ["星辉符文", "星辉符文", "星辉符文"]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "烽火要塞", "单位" = [{ "名称" = "巡关哨兵", "类别" = "单位", "颜色" = "黄", "法力" = 4, "战力" = 1, "控制者" = 2, "效果" = "对手若要将多名单位同时移动到我所在的战场，则必须为除第一名单位外的每名其他单位各额外支付{{A}}。" }] }]

[["步骤"]]
"角色" = 1
"使用" = "集体移动到烽火要塞"

[["步骤"]]
"角色" = 1
"选择" = "石肤蛮兵（玩家1的基地）"

[["步骤"]]
"角色" = 1
"选择" = "灵鹿（玩家1的基地）"

[["步骤"]]
"角色" = 1
"选择" = "青林哨卫（玩家1的基地）"

[["步骤"]]
"角色" = 2
"选择" = "灵鹿"

["期望"]
"角色1.位置.石肤蛮兵" = "烽火要塞"
"角色1.符文数" = 1
''')
    assert result.passed, result.report()


def test_give_reads_x_and_the_signed_form_counts_now(tmp_path):
    # 22.246(b): `给予…{{S}}+X` counted as the step runs — two friendly units, +2 (before: X read as 1)
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "齐心", "类别" = "法术", "颜色" = "绿", "法力" = 0, "效果" = "给予一名友方单位在本回合内+{{S}}，其数值等同于你所控制的单位数量。" }]
"基地" = ["灵鹿", "石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "齐心"
"目标" = "灵鹿"

[["步骤"]]
"结算" = true

["期望"]
"角色1.战力.灵鹿" = 3
''')
    assert result.passed, result.report()


def test_a_deathknell_elsewhere_triggers_once(tmp_path):
    # 22.247: the unit dies in its base, not where the amplifier is — one card drawn (scenario 1587: two)
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "灼热射线", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "对一名单位造成3点伤害。" }]
"基地" = [{ "名称" = "遗愿信使", "类别" = "单位", "颜色" = "红", "法力" = 2, "战力" = 2, "效果" = "{{绝念}}—抽一张牌。" }]
"主牌堆" = ["灵鹿", "灵鹿", "石肤蛮兵"]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "烽火要塞", "控制者" = 1, "单位" = [
  { "名称" = "爆破增幅器", "类别" = "装备", "颜色" = "红", "法力" = 4, "控制者" = 1, "效果" = "{{部署}}\\n此处所有友方的{{绝念}}效果额外触发一次。" },
] }]

[["步骤"]]
"角色" = 1
"使用" = "灼热射线"
"目标" = "遗愿信使"

[["步骤"]]
"结算" = true

[["步骤"]]
"结算" = true

["期望"]
"角色1.手牌数" = 1
"角色1.主牌堆数" = 2
''')
    assert result.passed, result.report()


def test_a_unit_tied_for_the_most_might_does_not_trigger(tmp_path):
    # 22.248: 山岭巨人 has 5 too — not above every other unit, no card drawn (scenario 1588: 6 against 5, one drawn)
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "雪原巨像", "类别" = "单位", "颜色" = "橙", "法力" = 0, "战力" = 5, "效果" = "" }]
"基地" = [{ "名称" = "泰坦圣坛", "类别" = "装备", "颜色" = "橙", "法力" = 3, "效果" = "当你打出一名战力高于场上其他所有单位的单位时，让我变为休眠状态，以此抽一张牌。" }]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]
"基地" = ["山岭巨人"]

[["步骤"]]
"角色" = 1
"使用" = "雪原巨像"

[["步骤"]]
"结算" = true

["期望"]
"角色1.手牌" = []
"角色1.休眠.泰坦圣坛" = false
''')
    assert result.passed, result.report()


def test_a_player_scores_there_from_their_own_third_turn(tmp_path):
    # 22.249: turn 5 of a two-player game is 角色1's own third turn — the conquest scores (scenario 1589: turn 1, no point)
    result = _play(tmp_path, '''
["模式状态"]
"回合" = 5

[["角色"]]
"基地" = ["石肤蛮兵"]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "沉寂石碑", "类别" = "战场", "效果" = "每名玩家在各自的第三回合开始前，无法从此处得分。" }]

[["步骤"]]
"角色" = 1
"使用" = "移动石肤蛮兵到沉寂石碑"

[["步骤"]]
"结算" = true

["期望"]
"角色1.分数" = 1
''')
    assert result.passed, result.report()
