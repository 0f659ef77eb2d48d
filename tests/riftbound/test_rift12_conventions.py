"""rift12: conventions of the official catalog's fourth sample (docs/riftbound.md part 8) — what reads and runs,
what is refused with E401 instead of being silently ignored, and abilities given by a static (10.5(h))."""

from __future__ import annotations

import tomllib

import pytest

from zhdsl.pipeline import analyze
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.runner import run_scenario


@pytest.mark.parametrize("text", [
    "{{眩晕}}一名正在进攻的敌方单位。如果它已经被眩晕，则改为摧毁它。",
    "选择一处战场，让该处的所有友方单位{{S}}+1，而敌方单位{{S}}-1，不得低于1{{S}}，直到回合结束。",
    "你据守此处时的据守效果额外触发一次。",
    "当我据守一处战场时，你在下一个主阶段开始时{{获得}}{{A}}。",
    "当此处的一名单位返回到一名玩家的手牌时，该玩家抽一张牌。",
    "在你的开始阶段开始时，如果你有且仅有四张手牌，且你在各处战场上有且仅有四名单位，则立即赢得对局。",
    "打出此牌时，宣告一种属性标签。\n{{横置}}：让一名具有该属性标签的单位在本回合内{{S}}-1。",
    "当你打出我时，在此处打出两名“映像”。它们变为我的复制体。",
    "如果我在场上，则每当你的另一名非“随从”单位被摧毁时，抽一张牌。",
    "此处的单位获得“{{横置}}：获得1经验。”",
    "当你征服或据守一处战场时，你可以选择让我变为休眠状态，以此将该战场替换为一个“草丛”战场指示物。",
    "当你在此处得分时，你可以选择使用被此牌替代的战场来替代此牌。",
])
def test_the_phrasings_read_and_run(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("text", [
    "你无需以此方式摧毁一名单位。",  # no each-player step before it (22.7(b))
    "抽一张牌。如果你支付了我的额外费用，则你无需以此方式弃置一张手牌。",
    "当你打出我时，让一名单位获得“{{横置}}：获得1经验。”",  # a timed grant (10.5(h))
    "此处的单位获得“当你打出我时，抽一张牌。”",  # not an activated ability
])
def test_the_phrasings_elsewhere_are_refused(text):
    result = analyze(text, "riftbound")
    assert not result.ok and {d.code for d in result.diagnostics} == {"E401"}


GRANTED = '''
"名称" = "被动给予的主动技能"
"游戏" = "符文战场"
"说明" = "规则 10.5(h)：磨砺校场由角色 1 控制，那里的青林哨卫获得「支付{{1}}，{{横置}}：抽一张牌」并使用它；基地中的石肤蛮兵没有这个技能。"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"基地" = ["石肤蛮兵"]
"符文" = ["翠叶符文"]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿"]

["公共区域"]
"战场" = [{ "名称" = "磨砺校场", "控制者" = 1, "单位" = ["青林哨卫"] }]

[["步骤"]]
"角色" = 1
"使用" = "石肤蛮兵"
"拒绝" = "技能"

[["步骤"]]
"角色" = 1
"使用" = "青林哨卫"

["期望"]
"角色1.手牌数" = 2
"角色1.休眠.青林哨卫" = true
"角色1.活跃符文数" = 0
'''


def _assert_passes(source: str) -> None:
    result = run_scenario(parse(tomllib.loads(source), "<rift12>"))
    assert result.passed, (result.error, result.failures, result.log)


def test_a_unit_uses_the_ability_a_battlefield_gives_it():
    _assert_passes(GRANTED)


REPLACED = '''
"名称" = "替换战场与换回"
"游戏" = "符文战场"
"说明" = "规则 15.6：雾行者征服赤岩熔谷，角色 1 选择把它替换为“雾林”战场指示物（单位与控制都留下）；角色 1 的下一个回合据守雾林时，选择用被替代的赤岩熔谷换回。"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"基地" = ["雾行者"]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

["公共区域"]
"战场" = ["赤岩熔谷"]

[["步骤"]]
"角色" = 1
"使用" = "移动雾行者到赤岩熔谷"

[["步骤"]]
"角色" = 1
"选择" = "是"
"期望" = { "战场.雾林.控制者" = 1, "战场.雾林.单位" = ["雾行者"], "角色1.分数" = 1 }

[["步骤"]]
"角色" = 1
"结束回合" = true

[["步骤"]]
"角色" = 2
"结束回合" = true

[["步骤"]]
"角色" = 1
"选择" = "是"

["期望"]
"战场.赤岩熔谷.控制者" = 1
"战场.赤岩熔谷.单位" = ["雾行者"]
"角色1.分数" = 2
'''


def test_a_battlefield_is_replaced_by_a_token_and_put_back():
    _assert_passes(REPLACED)



FROM_HIDDEN = '''
"名称" = "从正面朝下打出我时，移动一名位于不同位置的友方单位到我所在的战场"
"游戏" = "符文战场"
"说明" = "规则 13.4(b)：角色 1 在自己的回合把赤岩熔谷的伏林召唤师从正面朝下打出；「位于不同位置的友方单位」只有基地中的石肤蛮兵（青林哨卫已在赤岩熔谷），角色 1 选择移动它到伏林召唤师所在的赤岩熔谷。"

[["角色"]]
"基地" = ["石肤蛮兵"]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿"]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 1, "单位" = ["青林哨卫"], "待命" = "伏林召唤师" }]

[["步骤"]]
"角色" = 1
"使用" = "伏林召唤师"

[["步骤"]]
"角色" = 1
"选择" = "是"

["期望"]
"角色1.位置.伏林召唤师" = "赤岩熔谷"
"角色1.位置.石肤蛮兵" = "赤岩熔谷"
'''


def test_a_unit_played_from_face_down_in_its_turn_moves_a_friend_to_it():
    _assert_passes(FROM_HIDDEN)


BANISH_AND_PLAY = '''
"名称" = "放逐一名友方单位，然后让其拥有者将其打出到任意一处战场，无视其费用"
"游戏" = "符文战场"
"说明" = "规则 17.4(b)：角色 1 打出虚影换位，放逐基地中受伤的石肤蛮兵，再由它的拥有者角色 1 免费把它打出到赤岩熔谷（唯一的战场）：它以休眠状态进场，伤害已随离场清除；符文只付了虚影换位的费用。"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"基地" = [{ "名称" = "石肤蛮兵", "伤害" = 2 }]
"手牌" = ["虚影换位"]
"符文" = ["暗潮符文", "暗潮符文"]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿"]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 1 }]

[["步骤"]]
"角色" = 1
"使用" = "虚影换位"
"目标" = "石肤蛮兵"

["期望"]
"角色1.位置.石肤蛮兵" = "赤岩熔谷"
"角色1.伤害.石肤蛮兵" = 0
"角色1.休眠.石肤蛮兵" = true
"角色1.废牌堆" = ["虚影换位"]
"角色1.放逐区" = []
'''


def test_the_owner_plays_the_banished_unit_to_a_battlefield_for_free():
    _assert_passes(BANISH_AND_PLAY)
