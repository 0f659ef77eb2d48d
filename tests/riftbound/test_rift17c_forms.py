"""rift17c: effects, objects, quantities and references (docs/riftbound.md part 8) — the spellings of each class read
and run, and the edges of the new rules (a rune with no line, a doubling that does not stack, a face-down card that was
played before the step) behave as rules-riftbound.md says."""

from __future__ import annotations

import tomllib

import pytest

from zhdsl.pipeline import analyze
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.runner import run_scenario


@pytest.mark.parametrize("text", [
    "所有玩家弃置自己的所有手牌，然后抽四张牌。",
    "每名玩家弃置所有手牌，然后抽两张牌。",
    "每名玩家选择并召回一名自己的单位。",
    "每名玩家弃置其所有手牌，然后抽三张牌。",
    "每名玩家选择自己的一名单位并将其摧毁。",
    "如果其战力低于另一名友方单位的战力，则让其在本回合内变为后者的战力。",
    "摧毁所有敌方正面朝下的卡牌。",
    "你可以查看此处正面朝下的卡牌。",
    "提升我的战力，数值等同于你废牌堆中的卡牌数。",
    "对一名敌方单位造成2点伤害。此法术本回合内每造成一次伤害，便额外造成1点伤害。",
    "展示你符文牌堆顶部的一张牌。根据展示的符文特性执行以下效果：\n*红色 — 抽一张牌。",
    "当你打出我时，每名玩家选择并弃置一张自己的手牌。",
    "当我进攻时，对此处的一名敌方单位造成等同于我的{{强攻}}数值的伤害。",
    "对战场上的一名单位造成等同于我{{坚守}}数值的伤害。",
    "当你打出我时，提升我的战力，数值等同于你控制的单位数量。",
    "在本回合内提升一名友方单位的战力，数值等同于你的手牌数量。",
    "选择一名敌方单位。本回合内该单位受到的所有伤害翻倍。",
    "本回合内，我受到的所有伤害翻倍。",
    "选择一名友方单位和一名敌方单位。让二者相互以自身的战力对对方造成伤害。",
    "选择另一名友方单位。把我移动到其所在的位置，再将其移动到我原来的位置。",
    "该战场上每有一名敌方单位，就让我在本回合内{{S}}+1。",
    "你和你的盟友每控制一处战场，你便获得1经验。",
    "如果我的战力低于另一名友方单位，则让我在本回合内变为后者的战力。",
    "放逐一名友方单位，然后让其拥有者将其打出到其所属的基地，无视一切费用。",
    "对一名敌方单位造成1点伤害。此法术在本回合内每造成过一次伤害，便额外造成1点伤害。再次打出此法术。",
    "摧毁此处的一张正面朝下的卡牌。",
    "将一张正面朝下的卡牌返回其拥有者的手牌。",
    "展示你符文牌堆顶部的一张牌，根据展示的符文特性执行以下效果：\n*{{紫色}} — 抽一张牌。\n*{{黄色}} — 获得1经验。",
])
def test_the_spellings_read_and_run(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def _scenario(body: str) -> str:
    return '"名称" = "rift17c"\n"游戏" = "符文战场"\n"说明" = "rift17c"\n' + body


RUNE_WITHOUT_LINE = _scenario('''
[["角色"]]
"手牌" = ["符文占卜"]
"符文" = ["星辉符文", "星辉符文"]
"符文牌堆" = ["暗潮符文", "炽焰符文"]
"主牌堆" = ["灵鹿", "灵鹿"]
"经验" = 0

[["角色"]]
"基地" = ["石肤蛮兵"]

[["步骤"]]
"角色" = 1
"使用" = "符文占卜"

["期望"]
"角色1.经验" = 1
"角色1.手牌数" = 0
"角色2.伤害.石肤蛮兵" = 0
"角色1.符文牌堆数" = 2
''')

NO_LINE_FOR_COLOUR = _scenario('''
[["角色"]]
"手牌" = [{ "名称" = "赤色占卜", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "展示你符文牌堆顶部的一张牌，然后将其回收，根据展示的符文特性执行以下效果：\\n*红色 — 抽一张牌。" }]
"符文" = ["星辉符文"]
"符文牌堆" = ["翠叶符文", "炽焰符文"]
"主牌堆" = ["灵鹿"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "赤色占卜"

["期望"]
"角色1.手牌数" = 0
"角色1.符文牌堆数" = 2
''')

DOUBLING_ONCE = _scenario('''
[["角色"]]
"手牌" = ["碎甲咒印", "碎甲咒印", { "名称" = "火花", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "对一名单位造成1点伤害。" }]
"符文" = ["炽焰符文", "炽焰符文", "炽焰符文"]

[["角色"]]
"基地" = ["裂地者"]

[["步骤"]]
"角色" = 1
"使用" = "碎甲咒印"

[["步骤"]]
"角色" = 1
"使用" = "碎甲咒印"

[["步骤"]]
"角色" = 1
"使用" = "火花"

["期望"]
"角色2.伤害.裂地者" = 2
''')

DOUBLING_ENDS_WITH_TURN = _scenario('''
[["角色"]]
"手牌" = ["碎甲咒印"]
"符文" = ["炽焰符文"]

[["角色"]]
"基地" = ["裂地者"]
"手牌" = [{ "名称" = "火花", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "对一名单位造成1点伤害。" }]
"符文" = ["炽焰符文"]

[["步骤"]]
"角色" = 1
"使用" = "碎甲咒印"

[["步骤"]]
"角色" = 1
"结束回合" = true

[["步骤"]]
"角色" = 2
"使用" = "火花"

["期望"]
"角色2.伤害.裂地者" = 1
''')

EACH_PLAYER_EMPTY_HAND = _scenario('''
[["角色"]]
"手牌" = ["灰烬轮回"]
"符文" = ["暗潮符文", "暗潮符文", "暗潮符文", "暗潮符文"]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["裂地者", "裂地者", "裂地者"]

[["步骤"]]
"角色" = 1
"使用" = "灰烬轮回"

["期望"]
"角色1.手牌数" = 3
"角色2.手牌" = ["裂地者", "裂地者", "裂地者"]
"角色2.废牌堆" = []
''')


CHOOSE_THEN_KILL = _scenario('''
[["角色"]]
"手牌" = [{ "名称" = "双输", "类别" = "法术", "颜色" = "紫", "法力" = 1, "效果" = "每名玩家选择自己的一名单位并将其摧毁。" }]
"符文" = ["暗潮符文"]
"基地" = ["灵鹿", "石肤蛮兵"]

[["角色"]]
"基地" = ["裂地者", "青林哨卫"]

[["步骤"]]
"角色" = 1
"使用" = "双输"

[["步骤"]]
"角色" = 1
"选择" = "石肤蛮兵"

[["步骤"]]
"角色" = 2
"选择" = "裂地者"

["期望"]
"角色1.位置.石肤蛮兵" = "废牌堆"
"角色1.位置.灵鹿" = "基地"
"角色2.位置.裂地者" = "废牌堆"
"角色2.位置.青林哨卫" = "基地"
''')


EVERY_BATTLEFIELD = _scenario('''
[["角色"]]
"手牌" = [{ "名称" = "观阵", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "战场上每有一名敌方单位，就抽一张牌。" }]
"符文" = ["星辉符文"]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"基地" = ["裂地者"]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 2, "单位" = ["石肤蛮兵"] }, { "名称" = "灰烬平原", "控制者" = 2, "单位" = ["青林哨卫"] }]

[["步骤"]]
"角色" = 1
"使用" = "观阵"

["期望"]
"角色1.手牌数" = 2
''')


TURN_TRIGGER_NO_COMMA = _scenario('''
[["角色"]]
"手牌" = [{ "名称" = "猎讯", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "在本回合内每当一名敌方单位被摧毁时，抽一张牌。" }, { "名称" = "火花", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "对一名单位造成1点伤害。" }]
"符文" = ["炽焰符文", "炽焰符文"]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"基地" = ["灵鹿"]

[["步骤"]]
"角色" = 1
"使用" = "猎讯"

[["步骤"]]
"角色" = 1
"使用" = "火花"

["期望"]
"角色2.位置.灵鹿" = "废牌堆"
"角色1.手牌" = ["灵鹿"]
''')


@pytest.mark.parametrize("source", [TURN_TRIGGER_NO_COMMA, EVERY_BATTLEFIELD, RUNE_WITHOUT_LINE, NO_LINE_FOR_COLOUR, DOUBLING_ONCE, DOUBLING_ENDS_WITH_TURN,
                                    EACH_PLAYER_EMPTY_HAND, CHOOSE_THEN_KILL],
                         ids=["turn-trigger-no-comma", "every-battlefield", "rune-line-runs", "no-line-for-colour", "doubling-once", "doubling-ends", "empty-hand",
                              "choose-then-kill"])
def test_the_scenario_passes(source):
    result = run_scenario(parse(tomllib.loads(source), "<rift17c>"))
    assert result.passed, (result.error, result.failures, result.log)


LOOK = _scenario('''
[["角色"]]
"手牌" = [{ "名称" = "窥伺", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "查看一张正面朝下的卡牌，然后抽一张牌。" }]
"符文" = ["星辉符文"]
"主牌堆" = ["灵鹿"]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 2, "单位" = ["石肤蛮兵"], "待命" = { "名称" = "伏兵号令", "类别" = "法术", "颜色" = "黄", "法力" = 2, "效果" = "{{待命}}\\n打出一名1{{S}}的“随从”。" } }, "灰烬平原"]

[["步骤"]]
"角色" = 1
"使用" = "窥伺"

["期望"]
"角色1.手牌" = ["灵鹿"]
"角色2.放逐区" = []
''')


def test_looking_at_a_face_down_card_lets_only_the_looker_see_it_and_the_log_does_not_name_it():
    from zhdsl.scenarios.runner import Runner

    runner = Runner(parse(tomllib.loads(LOOK), "<rift17c>"))
    assert runner.run() == []
    state = runner.game.state
    hidden = [u for u in state.zones["facedown"]]
    assert len(hidden) == 1 and state.cards[hidden[0]].seen_by == frozenset({0, 1})  # its owner and the looker
    looked = [e.text for e in runner.game.log if "查看了" in e.text]
    assert looked and all("伏兵号令" not in text for text in looked)
