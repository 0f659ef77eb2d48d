"""What the seeded mutation sample of the Riftbound package (docs/testing.md, "Seeded samples") found no test
stating: each test is behaviour a player, a deck builder or a card designer relies on."""

from __future__ import annotations

import tomllib
from pathlib import Path

from zhdsl.engine import contract
from zhdsl.games.riftbound import library as lib
from zhdsl.games.riftbound.game import new_game
from zhdsl.games.riftbound.text import blank_reminders
from zhdsl.scenarios.loader import parse

DECKS = Path(__file__).resolve().parents[2] / "cardsets" / "riftbound" / "decks"


def _game(source: str):
    sc = parse(tomllib.loads(source), "mutation.toml", None)
    return sc.support().build(sc)


def _choose(game, seat: int, label: str) -> None:
    d = game.decision
    assert d.player == seat, f"应由玩家{seat + 1}决定，实际是玩家{d.player + 1}（{d.prompt}）"
    game.apply_action(next(i for i, o in enumerate(d.options) if label in o.label))


def test_every_player_sees_each_legend_and_champion_from_the_start():
    # rule 4: the legend zone and the champion zone are public; the deck, the runes and the hand are not
    game = new_game("1v1", 2, seed=5)
    rt = game.runtime()
    for owner in (0, 1):
        for zone in ("legend", "champion"):
            (uid,) = game.state.zone_list(zone, owner)
            for viewer in (0, 1, None):
                assert contract.card(rt, uid, viewer)["name"] == rt.defn(uid).name
        other = 1 - owner
        for zone in ("deck", "runes", "hand"):
            assert all(contract.card(rt, u, other) == {"hidden": True} for u in game.state.zone_list(zone, owner))


def test_a_deck_file_gives_its_deck_the_name_it_writes():
    library = lib.load_library()
    deck = lib.read_deck(DECKS / "anshi.toml", library)
    assert deck["name"] == "暗市夜行"


def test_a_keyword_s_reminder_followed_by_an_effect_breaks_the_line_also_before_a_later_line():
    # rule 22.2: the effect after a keyword's reminder is a line of its own, whichever line holds it
    text = "{{急速}}（提示）抽一张牌。\n{{横置}}：获得1经验。"
    assert [line.strip() for line in blank_reminders(text).split("\n")] == ["{{急速}}", "抽一张牌。", "{{横置}}：获得1经验。"]
    later = "抽一张牌。\n{{急速}}（提示）抽一张牌。"
    assert [line.strip() for line in blank_reminders(later).split("\n")] == ["抽一张牌。", "{{急速}}", "抽一张牌。"]


MULLIGAN = '''
"名称" = "不调度"
"游戏" = "符文战场"
"模式状态" = { "调度" = true }

[["角色"]]
"手牌" = ["石肤蛮兵", "灵鹿"]
"主牌堆" = ["窃影者", "战鼓手"]

[["角色"]]
"手牌" = ["灵鹿"]
"主牌堆" = ["石肤蛮兵"]
'''


def test_keeping_the_opening_hand_is_logged_as_a_mulligan_choice():
    game = _game(MULLIGAN)
    _choose(game, 0, "不调度")
    kept = [e for e in game.log if e.text.endswith("不调度")]
    assert [(e.kind, e.player) for e in kept] == [("mulligan", 0)]


ANY_COLOUR = '''
"名称" = "支付{{A}}时的提问"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "彩光", "类别" = "法术", "颜色" = "黄", "法力" = 1, "效果" = "你可以选择支付{{A}}，以此抽一张牌。" }]
"符文" = ["炽焰符文", "翠叶符文", "星辉符文"]
"主牌堆" = ["灵鹿"]

[["角色"]]
'''


def test_paying_any_colour_asks_which_rune_naming_the_symbol_as_written():
    game = _game(ANY_COLOUR)
    _choose(game, 0, "彩光")
    _choose(game, 0, "是")
    assert game.decision.prompt == "支付{{A}}：回收哪种颜色的符文？（规则 7.7）"


GEAR_TOKEN = '''
"名称" = "装备指示物"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "藏宝图", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "打出一个“宝箱”装备指示物。" }]

[["角色"]]

["公共区域"]
"战场" = ["灰烬平原"]
'''


def test_a_gear_token_of_a_new_name_is_gear_not_a_unit():
    # rule 17.12: `打出一个“宝箱”装备指示物` makes gear, which stays in the base and never moves
    game = _game(GEAR_TOKEN)
    _choose(game, 0, "藏宝图")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    rt = game.runtime()
    (chest,) = [u for u in game.state.zone_list("base", 0) if rt.defn(u).name == "宝箱"]
    assert chest not in rt.units()
    assert not any("宝箱" in o.label for o in game.decision.options)


def test_a_scenario_with_a_broken_catalog_says_what_is_wrong(tmp_path):
    from zhdsl.scenarios.runner import run_scenario

    bad = tmp_path / "bad.json"
    bad.write_text('{"cards": 3}', encoding="utf-8")
    source = f'"名称" = "坏目录"\n"游戏" = "符文战场"\n"卡组" = ["{bad.as_posix()}"]\n[["角色"]]\n[["角色"]]\n'
    result = run_scenario(parse(tomllib.loads(source), "bad.toml"))
    assert not result.passed
    assert result.error == '目录文件必须是 {"cards": [...]} 形式的 JSON'


def test_pay_to_play_me_after_a_trigger_is_refused_as_an_alternative_cost_elsewhere():
    # rules-riftbound.md 9.12: `如果…，则你可以选择支付…来将我打出` is an alternative cost only as a sentence of its
    # own; behind a trigger it would be a payment at some other moment, which nothing defines
    from zhdsl.pipeline import analyze

    assert analyze("如果你控制一处战场，则你可以选择支付{{1}}来将我打出。", "riftbound").ok
    result = analyze("当你打出一个法术时，如果你控制一处战场，则你可以选择支付{{1}}来将我打出。", "riftbound")
    assert [(d.code, d.message) for d in result.diagnostics if d.is_error] == [
        ("E401", "「来将我打出」只能作为代替费用：「如果……，则你可以选择支付……来将我打出」")]


TURN_AND_DISCARD = '''
"名称" = "回合与弃置的日志"
"游戏" = "符文战场"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"手牌" = [{ "名称" = "清点", "类别" = "法术", "颜色" = "红", "法力" = 0, "效果" = "弃置一张手牌。" }, "灵鹿"]
"主牌堆" = ["石肤蛮兵"]

[["角色"]]
'''


def test_the_turn_and_a_discard_are_logged_with_their_kinds():
    # a frontend filters the log by kind: a new turn is `turn`, a discarded card `discard`
    game = _game(TURN_AND_DISCARD)
    _choose(game, 0, "清点")
    assert game.decision.prompt == "选择弃置的手牌"
    _choose(game, 0, "灵鹿")
    turns = [(e.kind, e.player) for e in game.log if e.text == "第1回合：玩家1的回合"]
    assert turns == [("turn", 0)]
    discards = [(e.kind, e.player) for e in game.log if e.text.startswith("玩家1弃置")]
    assert len(discards) == 1 and discards[0] == ("discard", 0)


# --- branch `mut12`: the survivors of the package's seed-18 sample on main edff8af (docs/testing.md) ---------------

RECALL = '''
"名称" = "召回的日志"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "归营", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "召回一名友方单位。" }]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "灰烬平原", "控制者" = 1, "单位" = ["石肤蛮兵"] }]
'''


def test_a_recalled_unit_is_logged_as_a_recall_of_its_controller():
    # a frontend filters the log by kind: `召回一名友方单位` logs `recall` for the unit's controller
    game = _game(RECALL)
    _choose(game, 0, "归营")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    recalled = [(e.kind, e.player, e.text) for e in game.log if "召回" in e.text]
    assert recalled == [("recall", 0, "「石肤蛮兵」被召回基地")]
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zone_list("base", 0)] == ["石肤蛮兵"]


INLINE_GEAR_TOKEN = '''
"名称" = "场景中写出的装备指示物"
"游戏" = "符文战场"

[["角色"]]
"基地" = [{ "名称" = "宝箱", "类别" = "装备指示物", "效果" = "" }, "石肤蛮兵"]

[["角色"]]

["公共区域"]
"战场" = ["灰烬平原"]
'''


def test_a_scenario_writes_a_gear_token_with_its_category():
    # a scenario's `"类别" = "装备指示物"` is a token that is gear (rule 17.12): not a unit, so it never moves
    game = _game(INLINE_GEAR_TOKEN)
    rt = game.runtime()
    chest, stone = game.state.zone_list("base", 0)
    assert (rt.defn(chest).name, rt.defn(chest).base, rt.defn(chest).token) == ("宝箱", "gear", True)
    assert chest not in rt.units() and stone in rt.units()
    assert [o.label for o in game.decision.options] == ["移动石肤蛮兵到灰烬平原", "结束回合"]


def test_why_a_group_move_is_not_offered_names_rule_13_2():
    # a player asking why `集体移动到灰烬平原` is not an option, with one unit in the base, is told the rule
    from zhdsl.games.riftbound import explain

    game = _game(INLINE_GEAR_TOKEN)
    assert explain.explain(game.runtime(), 0, "集体移动到灰烬平原") == "目的地：能一起移动到那里的活跃单位不足两名（规则 13.2）"


BURN_OUT = '''
"名称" = "连续燃尽"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "求知", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "抽九张牌。" }]

[["角色"]]
'''


def test_more_than_eight_burn_outs_in_a_row_end_the_game_in_a_draw():
    # rule 16.7's bound: drawing nine cards from an empty deck and trash burns out nine times; the ninth ends the
    # game with no winner, logged as the end
    game = _game(BURN_OUT)
    _choose(game, 0, "求知")
    while not game.state.over and game.state.stack:
        _choose(game, game.decision.player, "让过")
    assert (game.state.over, game.state.winner, game.state.end_reason) == (True, None, "连续燃尽超过8次")
    assert [(e.kind, e.player) for e in game.log if e.kind == "burn"] == [("burn", 0)] * 9
    assert (game.log[-1].kind, game.log[-1].player, game.log[-1].text) == ("end", None, "游戏结束：连续燃尽超过8次，平局")


COPY_WHICH = '''
"名称" = "复制体：该处有两名另一名单位"
"游戏" = "符文战场"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"基地" = ["幻镜术士", "石肤蛮兵", "灵鹿"]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿"]

["公共区域"]
"战场" = ["赤岩熔谷"]
'''


def test_a_copy_of_another_unit_there_asks_which_when_there_are_two():
    # rule 17.14(a): 幻镜术士's 映像 becomes a copy of another unit at that battlefield; with 石肤蛮兵 and 灵鹿 both there,
    # its controller is asked which, and the 映像 becomes the one picked
    game = _game(COPY_WHICH)
    _choose(game, 0, "集体移动到赤岩熔谷")
    for name in ("幻镜术士", "石肤蛮兵", "灵鹿"):
        _choose(game, 0, name)
    d = game.decision
    assert (d.player, d.prompt, [o.label for o in d.options]) == (0, "选择被复制的单位", ["「石肤蛮兵」", "「灵鹿」"])
    _choose(game, 0, "灵鹿")
    copies = [(e.kind, e.text) for e in game.log if e.kind == "copy"]
    assert copies == [("copy", "「映像」变为「灵鹿」的复制体")]


LOOK_AND_TAKE = '''
"名称" = "查看后抽取"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "寻觅", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "查看你主牌堆顶部的两张牌。你可以选择从中展示一名单位，并抽取该卡牌。回收其余的卡牌。" }]
"主牌堆" = ["灵鹿", "石肤蛮兵", "灵鹿"]

[["角色"]]
'''


def test_a_card_taken_from_those_looked_at_is_logged_as_a_draw():
    # rule 17.7(a): `抽取该卡牌` after `从中展示一名单位` puts the revealed card in the hand, logged as a `draw`
    game = _game(LOOK_AND_TAKE)
    _choose(game, 0, "寻觅")
    _choose(game, 0, "是")
    _choose(game, 0, "灵鹿")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    taken = [(e.kind, e.player, e.text) for e in game.log if e.text.endswith("加入手牌")]
    assert taken == [("draw", 0, "玩家1将「灵鹿」加入手牌")]
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zone_list("hand", 0)] == ["灵鹿"]


RUNE_AND_ORIGIN = '''
"名称" = "符文与起点位置"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "唤醒", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "让一枚符文变为活跃状态。" },
          { "名称" = "召兵", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "在我移动的起点位置打出一名1{{S}}的“随从”。" }]
"符文" = [{ "名称" = "磐石符文", "休眠" = true }]

[["角色"]]

["公共区域"]
"战场" = [{ "名称" = "灰烬平原", "控制者" = 1, "单位" = ["石肤蛮兵"] }]
'''


def _play_alone(source: str, name: str):
    game = _game(source)
    _choose(game, 0, name)
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    return game


def test_a_rune_written_without_a_state_may_be_an_exhausted_one():
    # rule 9.81: `让一枚符文变为活跃状态` picks among all your runes — the only one is exhausted, and it readies
    game = _play_alone(RUNE_AND_ORIGIN, "唤醒")
    (rune,) = game.state.players[0].rune_area
    assert not game.state.cards[rune].tapped
    assert [(e.kind, e.text) for e in game.log if e.kind == "ready"] == [("ready", "「磐石符文」变为活跃状态")]


def test_where_i_moved_from_with_no_move_is_your_base():
    # rule 13.8(c): `在我移动的起点位置打出…` with no move event (a spell) plays the token to your base
    game = _play_alone(RUNE_AND_ORIGIN, "召兵")
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.zone_list("base", 0)] == ["随从"]
    assert game.log[-1].text == "玩家1打出指示物「随从」（玩家1的基地）"


def test_the_invariant_checker_accepts_a_unit_on_a_battlefield_and_names_a_missing_one():
    # the random-game sweep (test_riftbound_invariants.py) relies on this check: a unit on a real battlefield is fine,
    # one whose battlefield is gone is reported by name (and the battlefield it left
    # empty but controlled)
    from zhdsl.games.riftbound.invariants import violations

    game = _game(RUNE_AND_ORIGIN)
    assert violations(game) == []
    (stone,) = game.state.zones["field"]
    game.state.cards[stone].marks["at"] = 999
    assert violations(game) == ["「石肤蛮兵」所在的战场999不存在", "「灰烬平原」由角色1控制，但那里没有单位（规则 15.1）"]


EACH_START = '''
"名称" = "每名玩家的开始阶段"
"游戏" = "符文战场"
"模式状态" = { "从回合开始" = true }

[["角色"]]
"手牌" = [{ "名称" = "若胜", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "如果你控制一处战场，则抽一张牌。" }]
"基地" = [{ "名称" = "报时者", "类别" = "单位", "颜色" = "黄", "法力" = 1, "战力" = 1, "效果" = "在每名玩家各自的开始阶段开始时，该玩家抽一张牌。" }]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["石肤蛮兵", "石肤蛮兵", "石肤蛮兵"]
'''


def test_a_condition_not_met_is_logged_as_skipped():
    # rule 22.32: `如果你控制一处战场，则抽一张牌` with no battlefield controlled logs `cond` 条件不满足，跳过 and draws nothing
    game = _game(EACH_START)
    _choose(game, 0, "若胜")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    assert [(e.kind, e.player, e.text) for e in game.log][-1] == ("cond", 0, "条件不满足，跳过")


def test_a_trigger_at_each_player_s_start_is_that_player_s():
    # rules 6.3(4), 10.4(m): 报时者 (玩家1's) triggers at 玩家2's start too, and there it is 玩家2's: 玩家2 draws
    game = _game(EACH_START)
    _choose(game, 0, "结束回合")
    second = [(e.kind, e.player, e.text) for e in game.log][-4:]
    assert second == [("trigger", 1, "「报时者」的触发技能触发"), ("resolve", 1, "结算「报时者」的触发技能"),
                      ("draw", 1, "玩家2抽一张牌"), ("draw", 1, "玩家2抽一张牌")]
    assert len(game.state.players[1].hand) == 2 and len(game.state.players[0].hand) == 3  # 若胜 and its two draws


DEFLECT_TRIGGER = '''
"名称" = "触发技能以法盾单位为目标"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "投矛手", "类别" = "单位", "颜色" = "红", "法力" = 0, "战力" = 1, "效果" = "当你打出我时，对一名敌方单位造成1点伤害。" }]
"符文" = ["炽焰符文", "炽焰符文", "炽焰符文", "炽焰符文"]

[["角色"]]
"主牌堆" = ["灵鹿"]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 2, "单位" = ["冰晶傀儡"] }]
'''


def test_a_trigger_targeting_a_deflect_unit_pays_its_extra_cost():
    # rule 19.4: 冰晶傀儡's {{法盾2}} adds 2 {{A}} to a triggered ability that targets it, as to a spell: 投矛手's trigger
    # pays 2 power (two runes recycled) before it goes on the chain, then deals its damage
    game = _game(DEFLECT_TRIGGER)
    _choose(game, 0, "投矛手")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    assert ("pay", 0, "玩家1支付0点法力和2点符能（休眠0枚、回收2枚符文）") in [(e.kind, e.player, e.text) for e in game.log]
    assert len(game.state.players[0].rune_area) == 2
    assert game.log[-1].text == "「冰晶傀儡」受到1点伤害"


def test_a_stray_closing_quote_at_the_end_of_a_line_is_blanked():
    # the catalog has texts with a 」 left over at a line's end: it is blanked like a stray bracket, the text kept
    assert blank_reminders("抽一张牌。」\n{{横置}}：获得1经验。") == "抽一张牌。 \n{{横置}}：获得1经验。"


THEIR_CONTROLLER_MAY = '''
"名称" = "其控制者可以选择"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "试探", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "对一名敌方单位造成1点伤害，然后其控制者可以选择抽一张牌。" }]
"主牌堆" = ["灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿"]

["公共区域"]
"战场" = [{ "名称" = "赤岩熔谷", "控制者" = 2, "单位" = ["石肤蛮兵"] }]
'''


def test_their_controller_may_is_asked_of_that_player():
    # rule 22.34 (22.10(b) for a payment): `其控制者可以选择抽一张牌` is 玩家2's option — 玩家2 is asked and draws
    game = _game(THEIR_CONTROLLER_MAY)
    _choose(game, 0, "试探")
    while game.state.stack:
        if game.decision.prompt == "是否执行这一步？":
            _choose(game, 1, "是")
        else:
            _choose(game, game.decision.player, "让过")
    assert [(e.kind, e.player, e.text) for e in game.log][-2:] == [("damage", 1, "「石肤蛮兵」受到1点伤害"),
                                                                     ("draw", 1, "玩家2抽一张牌")]
    assert [len(p.hand) for p in game.state.players] == [0, 1]


EACH_THEN_LET = '''
"名称" = "每名玩家……，然后让……，然后……"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "轮换", "类别" = "法术", "颜色" = "黄", "法力" = 0, "效果" = "每名玩家抽一张牌，然后让一名友方单位变为休眠状态，然后抽一张牌。" }]
"基地" = ["石肤蛮兵"]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]

[["角色"]]
"主牌堆" = ["灵鹿", "灵鹿", "灵鹿"]
'''


def test_each_player_s_steps_end_at_a_step_that_names_another_subject():
    # rule 22.20: a step with no subject after `每名玩家…` is every player's only until a step names another subject;
    # after `让一名友方单位…` the last `抽一张牌` is yours alone
    game = _game(EACH_THEN_LET)
    _choose(game, 0, "轮换")
    while game.state.stack:
        _choose(game, game.decision.player, "让过")
    draws = [e.player for e in game.log if e.kind == "draw"]
    assert draws == [0, 1, 0]
    assert [len(p.hand) for p in game.state.players] == [2, 1]


EITHER_BUFF = '''
"名称" = "我给予或你给予我增益"
"游戏" = "符文战场"

[["角色"]]
"基地" = [{ "名称" = "双誓侍从", "类别" = "单位", "颜色" = "绿", "战力" = 2, "效果" = "当我给予一名友方单位增益时，或当你给予我增益时，抽一张牌。" }]
"手牌" = [{ "名称" = "鼓舞令", "类别" = "法术", "颜色" = "绿", "法力" = 0, "效果" = "给予一名友方单位增益。" }]
"主牌堆" = ["青林哨卫"]

[["角色"]]
'''


def test_a_trigger_of_two_events_fires_on_the_second_when_the_first_names_another_doer():
    # rules 10.20(a), 10.4(l): `当我给予…增益时，或当你给予我增益时` — 鼓舞令 (not 我) buffs 双誓侍从: the first event is
    # not met (I gave nothing), the second is (you gave me a buff), so the trigger fires and 玩家1 draws
    game = _play_alone(EITHER_BUFF, "鼓舞令")
    rt = game.runtime()
    assert [rt.defn(u).name for u in game.state.players[0].hand] == ["青林哨卫"]
    assert ("trigger", 0, "「双誓侍从」的触发技能触发") in [(e.kind, e.player, e.text) for e in game.log]


COPY_OF_ITSELF = '''
"名称" = "变为自己的复制体"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "自照者", "类别" = "单位", "颜色" = "蓝", "法力" = 0, "战力" = 2, "效果" = "当你打出我时，选择一名友方单位。它变为我的复制体。如果你无法达成，则抽一张牌。" }]
"主牌堆" = ["青林哨卫"]

[["角色"]]
'''


def test_a_unit_becoming_a_copy_of_itself_is_a_step_not_achieved():
    # rules 17.14(a), 17.5b: the only friendly unit is 自照者 itself; becoming a copy of itself changes nothing, so
    # the step is not achieved and `如果你无法达成，则抽一张牌` draws
    game = _play_alone(COPY_OF_ITSELF, "自照者")
    rt = game.runtime()
    assert [e for e in game.log if e.kind == "copy"] == []
    assert [rt.defn(u).name for u in game.state.players[0].hand] == ["青林哨卫"]
