"""rift15b: classes of the new sets' card text (rules-riftbound.md 22.200–22.206). Their behaviour:
tests/scenarios/riftbound/目录写法/1488–1499; here, that each form reads in its sibling wordings, that what the engine
cannot run is refused with E401, and further plays in the engine (scenarios written inline) with their outcome."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze
from zhdsl.scenarios.runner import run_file


@pytest.mark.parametrize("text", [
    # 22.200: each player keeps that many units, the rest are destroyed
    "每名玩家选择一个受自己控制的单位。摧毁其余的单位。",
    "每名玩家选择自己的一名单位，摧毁其余单位。",
    "每名玩家各自选择两名受其控制的单位，然后摧毁其余的所有单位。",
    # 22.201: not in the player's own first turns
    "我无法在你的第一、第二或第三个回合中被打出。",
    "此牌不能在你的第一个回合中被打出。",
    "我无法在你的第一或第二个回合内被打出。",
    # 22.202: a named card that cannot be played
    "当你打出我时，宣告一个法术。\n如果我位于战场上，则对手无法打出与其同名的法术。",
    "当你打出我时，宣告一张卡牌的名称。\n对手无法打出与其同名的卡牌。",
    "当你打出此牌时，宣告一个单位。\n所有玩家都无法打出与其同名的单位。",
    # 22.203: quoted abilities given by an effect; with the next unit's cut
    "你在本回合内打出的下一名单位的费用减少{{2}}和{{A}}，并给予其“在回合结束时，将我摧毁。”",
    "{{横置}}：你在本回合内打出的下一名单位的费用减少{{1}}，并给予其{{急速}}。",
    "选择一名友方单位，给予其“在回合结束时，将我摧毁。”",
    "给予一名友方单位“当我进攻时，抽一张牌。”",
    "当你打出我时，给予一名友方单位“{{横置}}：抽一张牌。”",
    # 22.204: an opponent's trash
    "选择一名对手。从其废牌堆中选择一名单位，并当作自己的牌打出，无视其费用。",
    "选择一名对手。该玩家{{燃烧3}}。然后你可以选择进行一次：从其废牌堆中选择一名单位，并当作自己的牌打出，无视其费用。",
    "当你打出我时，从一名对手的废牌堆中打出一个法术。",
    # 22.205: a token with a tag
    "当你打出我时，打出一名具有“龙”属性的1{{S}}“幼龙”。",
    "打出两名具有“机械”属性的2{{S}}“机器人”。",
    # 22.206: the player empowers another object
    "当你强化其他物体时，强化我。",
    "当你为其他物体强化时，强化我。\n解除我的强化，{{横置}}：抽一张牌。",
    "当你强化另一名单位时，抽一张牌。",
    # 22.207: 让…的战力翻倍
    "在本回合内，让一名单位的战力翻倍。",
    "让一名友方单位的战力翻倍。",
    "{{迅捷}}\n在本回合内，让一名单位的战力翻倍，并给予其“{{A}}{{A}}：让我变为活跃状态。”",
    # 22.208: this gear attached to a unit
    "当此牌贴附到单位上时，抽一张牌。",
    "{{装配1黄色}}\n此牌贴附到单位上时，给予该单位在本回合内{{S}}+2。",
    "当我贴附到一名单位上时，给予该单位{{S}}+1。",
    # 22.209: a point in a player's own first turns becomes a card drawn
    "如果一名玩家将在其第一或第二个回合期间通过征服或据守获得1分，则改为该玩家抽一张牌。",
    "如果玩家将在其第一个回合中通过征服获得1分，则改为该玩家抽一张牌。",
    # 22.210: no damage from enemy spells and abilities
    "如果你控制的符文不少于七枚，则抵挡所有敌方法术和技能将对我造成的伤害。",
    "抵挡所有敌方法术和技能对我造成的伤害。",
    "我免疫敌方法术和技能造成的伤害。",
    # 22.211: a card of a domain among a hand shown
    "选择一名对手。让其展示手牌，你从中选择一张具有灵光（{{蓝色}}）特性的卡牌。让其将该卡牌回收。",
    "选择一名对手。让其展示手牌，你从中选择一张具有炽烈特性的卡牌。让其将其弃置。",
    # 22.212: the channel phase capped
    "如果我位于战场上，则所有玩家在其召出阶段开始时只能召出一枚符文。",
    "对手在其召出阶段只能召出一枚符文。",
    # 22.213: the ends of the move; a replacement amount without an object
    "当我移动时，你可以选择对我移动起点或终点的战场上的一名单位造成1点伤害。如果我{{已强化}}，则改为造成2点伤害。",
    "当我移动时，对我移动起点或终点的战场上的一名敌方单位造成2点伤害。",
    "对一名单位造成2点伤害。如果你控制的符文不少于七枚，则改为造成5点伤害。",
    # 22.214: keyword bullets given to the card this turn
    "当我变为活跃状态时，选择一个给予我在本回合内的效果 —\n- {{强攻2}}（如果我是进攻方，则{{S}}+2。）\n- {{法盾2}}\n- {{游走}}",
    "当你打出我时，选择一项给予我的关键词 —\n- {{壁垒}}\n- {{急速}}",
    # 22.215: a keyword's value doubled
    "{{坚守}}\n当我进攻或防守时，让此处你控制的一名单位在本回合内{{坚守}}数值翻倍。",
    "选择一名友方单位，让其{{强攻}}数值翻倍。",
    # 22.216: the card's own extra damage per count
    "对战场上的一名单位造成2点伤害。你的废牌堆中每有一张此牌的同名卡牌，此牌便造成1点额外伤害。",
    "对一名单位造成1点伤害。你的废牌堆中每有一张法术牌，此牌便造成1点额外伤害。",
    # 22.217: control given to a player
    "解除此牌的强化，{{横置}}：选择一名玩家。该玩家获得此牌的控制权，并将其召回。",
    "{{横置}}：选择一名对手。该玩家获得此牌的控制权。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


@pytest.mark.parametrize("text,word", [
    ("在本回合内，你打出的单位的费用减少{{1}}，并给予其{{急速}}。", "下一名单位"),  # 22.203: only the next unit
    ("你在本回合内打出的下一名单位的费用减少{{2}}，并给予其{{S}}+2。", "下一名单位"),  # keywords and quotes only
    ("给予一名友方单位“我获得{{S}}+1。”", "主动技能或触发技能"),  # a static cannot be given by an effect
    ("此处的单位获得“当我进攻时，抽一张牌。”", "主动技能"),  # a static of a permanent gives activated ones only
])
def test_what_the_engine_cannot_run_is_refused(text, word):
    result = analyze(text, "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert word in result.diagnostics[0].message


def _play(tmp_path, body: str):
    path = tmp_path / "scenario.toml"
    path.write_text('"名称" = "rift15b"\n"游戏" = "符文战场"\n' + body, encoding="utf-8")
    return run_file(path)


def test_the_ban_on_a_declared_unit_binds_its_own_controller_with_all_players(tmp_path):
    # 22.202: 所有玩家 — the controller too; a card of another name is not banned
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [
  { "名称" = "禁名石像", "类别" = "单位", "颜色" = "紫", "法力" = 0, "战力" = 2, "效果" = "当你打出我时，宣告一个单位。\\n所有玩家都无法打出与其同名的单位。" },
  { "名称" = "灵鹿", "类别" = "单位", "颜色" = "绿", "法力" = 0, "战力" = 2, "效果" = "" },
  { "名称" = "山雀", "类别" = "单位", "颜色" = "绿", "法力" = 0, "战力" = 1, "效果" = "" },
]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "禁名石像"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "灵鹿"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"使用" = "灵鹿"
"拒绝" = "宣告"

[["步骤"]]
"角色" = 1
"使用" = "山雀"

[["步骤"]]
"结算" = true

["期望"]
"角色1.基地" = ["禁名石像", "山雀"]
"角色1.手牌" = ["灵鹿"]
''')
    assert result.passed, result.report()


def test_an_effect_does_not_play_a_card_in_its_players_early_turns(tmp_path):
    # 22.201: `从你的废牌堆中打出…，无视其费用` leaves the card where it is in the player's first turn
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "亡魂召唤", "类别" = "法术", "颜色" = "紫", "法力" = 0, "效果" = "从你的废牌堆中打出一名单位，无视其费用。" }]
"废牌堆" = [{ "名称" = "古树守望者", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 6, "效果" = "我无法在你的第一、第二或第三个回合中被打出。" }]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "亡魂召唤"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "古树守望者"

[["步骤"]]
"结算" = true

["期望"]
"角色1.基地" = []
"角色1.废牌堆" = ["古树守望者", "亡魂召唤"]
''')
    assert result.passed, result.report()


def test_a_quoted_activated_ability_given_by_a_spell_can_be_used(tmp_path):
    # 22.203: `给予其“{{横置}}：抽一张牌。”` — before, the grant did nothing
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "学识馈赠", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "选择一名友方单位，给予其“{{横置}}：抽一张牌。”" }]
"基地" = [{ "名称" = "灵鹿", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 2, "效果" = "" }]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "学识馈赠"
"目标" = "灵鹿"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"使用" = "灵鹿"

[["步骤"]]
"结算" = true

["期望"]
"角色1.手牌" = ["石肤蛮兵"]
"角色1.休眠.灵鹿" = true
''')
    assert result.passed, result.report()


def test_empowering_another_object_triggers_and_empowering_itself_does_not(tmp_path):
    # 22.206: the legend hears the player empower the unit; its own empowering is not `其他物体`
    result = _play(tmp_path, '''
[["角色"]]
"传奇" = { "名称" = "共鸣先知", "类别" = "传奇", "颜色" = "蓝", "效果" = "当你强化其他物体时，抽一张牌。" }
"手牌" = [
  { "名称" = "灌能", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "强化一名友方单位。" },
  { "名称" = "自我灌能", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "强化一个友方传奇。" },
]
"基地" = [{ "名称" = "灵鹿", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 2, "效果" = "" }]
"主牌堆" = ["石肤蛮兵", "青林哨卫"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "灌能"
"目标" = "灵鹿"

[["步骤"]]
"结算" = true

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"使用" = "自我灌能"

[["步骤"]]
"结算" = true

["期望"]
"角色1.手牌" = ["石肤蛮兵"]
"角色1.已强化.灵鹿" = true
''')
    assert result.passed, result.report()


def test_a_units_might_doubled_this_turn_with_a_quoted_ability_for_the_turn(tmp_path):
    # 22.207 and 22.203: 灵鹿 2 -> 4 this turn, and it can use the ability given `在本回合内`
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "狂怒秘术", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "在本回合内，让一名单位的战力翻倍，并给予其“{{横置}}：抽一张牌。”" }]
"基地" = [{ "名称" = "灵鹿", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 2, "效果" = "" }, { "名称" = "山雀", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 3, "效果" = "" }]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "狂怒秘术"
"目标" = "灵鹿"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"使用" = "灵鹿"

[["步骤"]]
"结算" = true

["期望"]
"角色1.战力.灵鹿" = 4
"角色1.战力.山雀" = 3
"角色1.手牌" = ["石肤蛮兵"]
''')
    assert result.passed, result.report()


def test_a_gear_hears_its_own_attaching_and_not_another_gears(tmp_path):
    # 22.208: 灵能护符 is attached to 石肤蛮兵 (+2 this turn, and a card drawn); 铁匠战锤 attached later does not fire it
    result = _play(tmp_path, '''
[["角色"]]
"基地" = [
  { "名称" = "灵能护符", "类别" = "装备", "颜色" = "黄", "法力" = 1, "效果" = "{{装配1}}\\n此牌贴附到单位上时，给予该单位在本回合内{{S}}+2，然后抽一张牌。" },
  { "名称" = "铁匠战锤", "类别" = "装备", "颜色" = "黄", "法力" = 1, "效果" = "{{装配1}}" },
  { "名称" = "石肤蛮兵", "类别" = "单位", "颜色" = "黄", "法力" = 2, "战力" = 2, "效果" = "" },
]
"符文" = ["磐石符文", "磐石符文"]
"主牌堆" = ["灵鹿", "青林哨卫"]

[["角色"]]

[["步骤"]]
"角色" = 1
"选择" = "装配「灵能护符」"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "装配「铁匠战锤」"

[["步骤"]]
"结算" = true

["期望"]
"角色1.贴附.灵能护符" = "石肤蛮兵"
"角色1.贴附.铁匠战锤" = "石肤蛮兵"
"角色1.战力.石肤蛮兵" = 4
"角色1.手牌" = ["灵鹿"]
''')
    assert result.passed, result.report()


_EARLY_SCORE = '''
["模式状态"]
"回合" = {turn}

[["角色"]]
"基地" = [
  {{ "名称" = "潮汐章鱼", "类别" = "单位", "颜色" = "蓝", "法力" = 2, "战力" = 2, "效果" = "如果一名玩家将在其第一或第二个回合期间通过征服或据守获得1分，则改为该玩家抽一张牌。" }},
  {{ "名称" = "灵鹿", "类别" = "单位", "颜色" = "绿", "法力" = 1, "战力" = 2, "效果" = "" }},
]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]

["公共区域"]
"战场" = [{{ "名称" = "灰烬平原" }}]

[["步骤"]]
"角色" = 1
"使用" = "移动灵鹿到灰烬平原"

[["步骤"]]
"结算" = true

["期望"]
"角色1.分数" = {points}
"角色1.手牌" = {hand}
'''


@pytest.mark.parametrize("turn,points,hand", [
    (1, 0, '["石肤蛮兵"]'),  # 22.209: the player's own first turn — a card instead of the point
    (3, 0, '["石肤蛮兵"]'),  # two players: turn 3 is the second turn of player 1
    (5, 1, "[]"),  # its third turn: the point is scored
])
def test_a_conquer_in_the_players_first_turns_draws_instead(tmp_path, turn, points, hand):
    result = _play(tmp_path, _EARLY_SCORE.format(turn=turn, points=points, hand=hand))
    assert result.passed, result.report()


_SEVEN_RUNES = "[" + ", ".join(['"磐石符文"'] * 7) + "]"
_SHIELDED = '''
[["角色"]]
"手牌" = [{{ "名称" = "星火", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "对一名单位造成2点伤害。" }}]
"基地" = [{{ "名称" = "自家哨兵", "类别" = "单位", "颜色" = "黄", "法力" = 2, "战力" = 5, "效果" = "{text}" }}]
"符文" = {runes}

[["角色"]]
"基地" = [{{ "名称" = "沙岩守卫", "类别" = "单位", "颜色" = "黄", "法力" = 2, "战力" = 5, "效果" = "{text}" }}]
"符文" = {runes}

[["步骤"]]
"角色" = 1
"使用" = "星火"
"目标" = "{target}"

[["步骤"]]
"结算" = true

["期望"]
"角色{seat}.伤害.{target}" = {damage}
'''


@pytest.mark.parametrize("text,runes,target,seat,damage", [
    ("抵挡所有敌方法术和技能对我造成的伤害。", "[]", "沙岩守卫", 2, 0),  # 22.210: an enemy spell
    ("抵挡所有敌方法术和技能对我造成的伤害。", "[]", "自家哨兵", 1, 2),  # its controller's own spell
    ("如果你控制的符文不少于七枚，则抵挡所有敌方法术和技能将对我造成的伤害。", '["磐石符文"]', "沙岩守卫", 2, 2),  # condition fails
    ("如果你控制的符文不少于七枚，则抵挡所有敌方法术和技能将对我造成的伤害。", _SEVEN_RUNES, "沙岩守卫", 2, 0),
])
def test_enemy_spell_damage_is_prevented(tmp_path, text, runes, target, seat, damage):
    result = _play(tmp_path, _SHIELDED.format(text=text, runes=runes, target=target, seat=seat, damage=damage))
    assert result.passed, result.report()


def test_a_card_of_the_domain_named_is_chosen_from_the_hand_shown(tmp_path):
    # 22.211: only the blue cards are offered; the one chosen goes to the bottom of its owner's deck
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "窥心术", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "选择一名对手。让其展示手牌，你从中选择一张具有灵光（{{蓝色}}）特性的卡牌。让其将该卡牌回收。" }]

[["角色"]]
"手牌" = [
  { "名称" = "星火", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "抽一张牌。" },
  { "名称" = "潮汐之歌", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "抽一张牌。" },
  { "名称" = "月影箭", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "抽一张牌。" },
]
"主牌堆" = ["灵鹿"]

[["步骤"]]
"角色" = 1
"使用" = "窥心术"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "「潮汐之歌」"

[["步骤"]]
"结算" = true

["期望"]
"角色2.手牌" = ["星火", "月影箭"]
"角色2.主牌堆" = ["灵鹿", "潮汐之歌"]
''')
    assert result.passed, result.report()


def test_a_red_card_is_not_offered_among_the_blue(tmp_path):
    # 22.211: with one blue card in the hand shown there is nothing to choose: the red one is not in the pool
    result = _play(tmp_path, '''
[["角色"]]
"手牌" = [{ "名称" = "窥心术", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "选择一名对手。让其展示手牌，你从中选择一张具有灵光（{{蓝色}}）特性的卡牌。让其将该卡牌回收。" }]

[["角色"]]
"手牌" = [
  { "名称" = "星火", "类别" = "法术", "颜色" = "红", "法力" = 1, "效果" = "抽一张牌。" },
  { "名称" = "潮汐之歌", "类别" = "法术", "颜色" = "蓝", "法力" = 1, "效果" = "抽一张牌。" },
]

[["步骤"]]
"角色" = 1
"使用" = "窥心术"

[["步骤"]]
"结算" = true

["期望"]
"角色2.手牌" = ["星火"]
"角色2.主牌堆" = ["潮汐之歌"]
''')
    assert result.passed, result.report()


_CHANNEL = '''
"模式状态" = {{ "从回合开始" = true, "回合" = 9 }}

[["角色"]]
"基地" = [{{ "名称" = "沙原奇兽", "类别" = "单位", "颜色" = "黄", "法力" = 3, "战力" = 3, "效果" = "{text}" }}]
"符文牌堆" = ["磐石符文", "磐石符文", "磐石符文"]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]

["期望"]
"角色1.符文数" = {runes}
"角色1.符文牌堆数" = {left}
'''


@pytest.mark.parametrize("text,runes,left", [
    ("所有玩家在其召出阶段开始时只能召出一枚符文。", 1, 2),  # 22.212: its own controller too
    ("对手在其召出阶段只能召出一枚符文。", 2, 1),  # only the opponents: its controller channels two
    ("如果我位于战场上，则所有玩家在其召出阶段开始时只能召出一枚符文。", 2, 1),  # in the base: the condition fails
])
def test_the_channel_phase_is_capped(tmp_path, text, runes, left):
    result = _play(tmp_path, _CHANNEL.format(text=text, runes=runes, left=left))
    assert result.passed, result.report()


@pytest.mark.parametrize("runes,damage", [("[]", 2), (_SEVEN_RUNES, 5)])
def test_a_replacement_amount_without_an_object_hits_the_same_unit(tmp_path, runes, damage):
    # 22.213: `则改为造成5点伤害` deals 5 to the unit the first step chose
    result = _play(tmp_path, f'''
[["角色"]]
"手牌" = [{{ "名称" = "碎岩击", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "对一名单位造成2点伤害。如果你控制的符文不少于七枚，则改为造成5点伤害。" }}]
"符文" = {runes}

[["角色"]]
"基地" = [{{ "名称" = "岩甲巨像", "类别" = "单位", "颜色" = "黄", "法力" = 6, "战力" = 9, "效果" = "" }}]

[["步骤"]]
"角色" = 1
"使用" = "碎岩击"
"目标" = "岩甲巨像"

[["步骤"]]
"结算" = true

["期望"]
"角色2.伤害.岩甲巨像" = {damage}
''')
    assert result.passed, result.report()


def test_the_ends_of_a_move_are_where_the_unit_left_and_arrived(tmp_path):
    # 22.213: moving from the base to 灰烬平原, the only unit at an end of the move is the mover; 赤岩熔谷's is not
    result = _play(tmp_path, '''
[["角色"]]
"基地" = [{ "名称" = "疾影刺客", "类别" = "单位", "颜色" = "红", "法力" = 2, "战力" = 4, "效果" = "当我移动时，对我移动起点或终点的战场上的一名单位造成2点伤害。" }]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "灰烬平原" }, { "名称" = "赤岩熔谷", "控制者" = 2, "单位" = ["青林哨卫"] }]

[["步骤"]]
"角色" = 1
"使用" = "移动疾影刺客到灰烬平原"

[["步骤"]]
"结算" = true

["期望"]
"角色1.伤害.疾影刺客" = 2
"角色2.伤害.青林哨卫" = 0
''')
    assert result.passed, result.report()


_KW_MODES = '''
[["角色"]]
"手牌" = [{{ "名称" = "唤醒", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "让一名友方单位变为活跃状态。" }}]
"基地" = [{{ "名称" = "雷锤卫士", "类别" = "单位", "颜色" = "蓝", "法力" = 3, "战力" = 3, "休眠" = true, "效果" = "当我变为活跃状态时，选择一个给予我在本回合内的效果 —\\n- {{{{强攻2}}}}（如果我是进攻方，则{{{{S}}}}+2。）\\n- {{{{游走}}}}" }}]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "唤醒"
"目标" = "雷锤卫士"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"选择" = "{choice}"

[["步骤"]]
"结算" = true

["期望"]
"角色1.关键词.雷锤卫士" = {keywords}
'''


@pytest.mark.parametrize("choice,keywords", [
    ("1. {{强攻2}}", '["强攻2"]'),  # 22.214: the keyword of the bullet chosen, and only it
    ("2. {{游走}}", '["游走"]'),
])
def test_a_keyword_bullet_is_given_to_the_card(tmp_path, choice, keywords):
    result = _play(tmp_path, _KW_MODES.format(choice=choice, keywords=keywords))
    assert result.passed, result.report()


_KW_DOUBLE = '''
[["角色"]]
"手牌" = [{{ "名称" = "坚壁号令", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "选择一名友方单位，让其在本回合内{{{{坚守}}}}数值翻倍。" }}]
"基地" = [{{ "名称" = "盾卫", "类别" = "单位", "颜色" = "黄", "法力" = 3, "战力" = 3, "效果" = "{printed}" }}]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "坚壁号令"
"目标" = "盾卫"

[["步骤"]]
"结算" = true

["期望"]
"角色1.关键词.盾卫" = {keywords}
'''


@pytest.mark.parametrize("printed,keywords", [
    ("{{坚守2}}", '["坚守4"]'),  # 22.215: 2 doubled
    ("{{坚守}}", '["坚守2"]'),  # 1 doubled
    ("{{强攻2}}", '["强攻2"]'),  # no 坚守: nothing to double, the other keyword untouched
])
def test_a_keywords_value_is_doubled(tmp_path, printed, keywords):
    result = _play(tmp_path, _KW_DOUBLE.format(printed=printed, keywords=keywords))
    assert result.passed, result.report()


_CURSE_TEXT = "对一名单位造成2点伤害。你的废牌堆中每有一张此牌的同名卡牌，此牌便造成1点额外伤害。"


@pytest.mark.parametrize("trash,damage", [
    ('["蚀心咒", "蚀心咒", "星火"]', 4),  # 22.216: two of its name in the trash: 2 + 2; 星火 is not counted
    ('["星火"]', 2),  # none of its name: the printed 2
])
def test_a_spells_own_extra_damage_counts_its_name_in_the_trash(tmp_path, trash, damage):
    curse = f'{{ "名称" = "蚀心咒", "类别" = "法术", "颜色" = "紫", "法力" = 0, "效果" = "{_CURSE_TEXT}" }}'
    spark = '{ "名称" = "星火", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "抽一张牌。" }'
    cards = trash.replace('"蚀心咒"', curse).replace('"星火"', spark)
    result = _play(tmp_path, f'''
[["角色"]]
"手牌" = [{curse}]
"废牌堆" = {cards}

[["角色"]]
"基地" = [{{ "名称" = "岩甲巨像", "类别" = "单位", "颜色" = "黄", "法力" = 6, "战力" = 9, "效果" = "" }}]

[["步骤"]]
"角色" = 1
"使用" = "蚀心咒"
"目标" = "岩甲巨像"

[["步骤"]]
"结算" = true

["期望"]
"角色2.伤害.岩甲巨像" = {damage}
''')
    assert result.passed, result.report()


def test_control_of_this_card_is_given_to_the_player_chosen_for_good(tmp_path):
    # 22.217: the opponent controls 烫手宝珠 from now on, in its own base; the turn's end does not give it back
    result = _play(tmp_path, '''
[["角色"]]
"基地" = [{ "名称" = "烫手宝珠", "类别" = "装备", "颜色" = "紫", "法力" = 1, "效果" = "{{横置}}：选择一名对手。该玩家获得此牌的控制权，并将其召回。" }]

[["角色"]]
"主牌堆" = ["灵鹿"]

[["步骤"]]
"角色" = 1
"使用" = "烫手宝珠"

[["步骤"]]
"结算" = true

[["步骤"]]
"角色" = 1
"结束回合" = true

["期望"]
"角色1.基地" = []
"角色2.基地" = ["烫手宝珠"]
"当前角色" = 2
''')
    assert result.passed, result.report()


def test_the_own_turn_number_counts_the_players_own_turns():
    from types import SimpleNamespace

    from zhdsl.games.riftbound.playrules import count_own_turn, own_turn_number

    state = SimpleNamespace(mode_data={}, turn=1, players=[object(), object()])
    rt = SimpleNamespace(state=state)
    assert own_turn_number(rt, 0) == 1
    count_own_turn(rt, 0)  # turn 1: player 0's first
    state.turn = 2
    count_own_turn(rt, 1)  # turn 2: player 1's first
    state.turn = 3
    count_own_turn(rt, 0)  # turn 3: player 0's second
    state.turn = 4
    count_own_turn(rt, 0)  # turn 4: an extra turn of player 0, its third
    assert (own_turn_number(rt, 0), own_turn_number(rt, 1)) == (3, 1)
    state.mode_data = {}
    state.turn = 7  # a game set up at turn 7 with two players: each in its fourth
    assert own_turn_number(rt, 1) == 4
