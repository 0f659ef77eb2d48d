"""rift13a: the VEN/RAD forms (rules-riftbound.md 10.77, 10.78, 19.58–19.60, 22.84, 22.85). Their behaviour is played
in tests/scenarios/riftbound/目录写法/1070–1086; here, that each form reads in several spellings and compiles to what
the engine runs, that the text readers keep every offset, and what stays refused."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text, mode_sentences
from zhdsl.games.riftbound.text import blank_reminders
from zhdsl.games.riftbound.verbs.empower import level_number
from zhdsl.pipeline import analyze


def _program(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


@pytest.mark.parametrize("text", [
    # 19.58: empowered in levels
    "{{强化3}}（支付{{3}}：强化我。）\n我最多可以拥有3个{{已强化}}。\n我每拥有1个{{已强化}}，便获得{{S}}+2。\n"
    "如果我拥有3个{{已强化}}，则我获得{{法盾3}}和{{游走}}。",
    "{{强化1}}\n此牌最多可以拥有两个{{已强化}}。\n当我变为{{已强化}}时，抽一张牌。",
    "{{强化2红色}}\n我最多能有4层已强化。\n我每有一层已强化，便获得{{S}}+1。",
    # 10.77: a modal list as an activated ability's effect
    "支付{{1}}，{{横置}}：选择一项—\n*抽一张牌。\n*给予一名单位在本回合内{{S}}+2。",
    "{{横置}}：选择一个效果 —\n- 获得1经验。\n- 对一名敌方单位造成1点伤害。",
    "{{反应>}} 支付{{2}}，{{横置}}：选择一项—\n*抽一张牌。\n*给予一名友方单位{{增益}}。",
    # 22.84: 除非…否则 after another step
    "{{强化1}}\n{{已强化>}} 我获得{{S}}+2，且除非我处于战斗中，否则我无法受到伤害。",
    "当你打出我时，抽一张牌，然后除非你控制着其他单位，否则给予我增益。",
    "当我进攻时，给予我在本回合内{{S}}+1，并且除非你控制着其他单位，否则抽一张牌。",
    # 19.59: spending any number of buffs
    "移除你的单位身上任意数量的增益。每以此法移除一个增益，抽一张牌。",
    "当你打出我时，移除任意数量的友方单位的增益，每以此法移除一个增益，便给予我在本回合内{{S}}+1。",
    "{{横置}}：消耗任意数量的增益。每以此法消耗一个增益，对一名敌方单位造成1点伤害。",
    "当我进攻时，你可以选择移除任意数量的增益，每以此法移除一个增益，我便在本回合内获得{{S}}+2。",
    # 19.60: 流转 given to a spell in the trash
    "当我征服一处战场时，给予你废牌堆中的一个法术在本回合内等同于其费用的{{流转}}。",
    "{{横置}}：给予你废牌堆中的一张法术牌在本回合内{{流转1红色}}。",
    # 10.78: two modes
    "选择两个效果 —\n- 对一名单位造成2点伤害。\n- 抽一张牌。\n- 获得1经验。",
    "当你打出我时，选择两项—\n*抽一张牌。\n*获得1经验。\n*给予我增益。",
    # 22.85: 具有 as 获得, a unit token's kind after its name
    "你的装备具有{{法盾}}。",
    "所有友方传奇具有“{{T}}：给予一名单位在本回合内{{S}}+3。”",
    "当你打出我时，在此处打出一名3{{S}}的“机器人”单位指示物。",
    # (`你在本回合内打出的下一名单位具有{{急速}}` is refused: 22.104(a), tests/riftbound/test_rift13b_forms.py)
])
def test_the_forms_read_and_compile(text):
    assert _program(text).abilities


def test_an_activated_list_keeps_its_costs_and_modes():
    ability = _program("支付{{1}}，{{横置}}：选择一项—\n*抽一张牌。\n*获得1经验。\n*给予我增益。").abilities[0]
    assert ability.kind == "activated" and ability.sentences == ()
    assert len(ability.modes) == 3 and len(ability.costs) == 2


def test_two_modes_run_in_the_order_printed():
    ability = _program("选择两个效果 —\n- 抽一张牌。\n- 获得1经验。\n- 给予我增益。").abilities[0]
    assert ability.kind == "modal" and ability.picks == 2
    chosen = mode_sentences(ability, (2, 0))
    assert chosen == (*ability.modes[0], *ability.modes[2])
    assert mode_sentences(ability, 1) == ability.modes[1]
    one = _program("选择一个效果 —\n- 抽一张牌。\n- 获得1经验。").abilities[0]
    assert one.picks == 1


def test_the_step_after_an_unless_is_a_sentence_of_the_same_ability():
    abilities = _program("{{强化1}}\n{{已强化>}} 我获得{{S}}+2，且除非我处于战斗中，否则我无法受到伤害。").abilities
    labelled = [a for a in abilities if a.labels]
    assert len(labelled) == 1 and labelled[0].labels == (("已强化", None),) and len(labelled[0].sentences) == 2
    trigger = _program("当你打出我时，抽一张牌，然后除非你控制着其他单位，否则给予我增益。").abilities[0]
    assert trigger.kind == "trigger" and len(trigger.sentences) == 2


@pytest.mark.parametrize("text", [
    "当你打出我时，除非一名对手支付{{1}}，否则抽两张牌。",  # 22.10(b): the payment stays one sentence
    "选择一个法术，除非其控制者选择支付{{2}}，否则无效化该法术。",
    "当我进攻时，除非我处于战斗中，否则抽一张牌。",  # no joining word: the trigger keeps its steps
])
def test_an_unless_without_a_joining_word_or_with_a_payment_is_not_split(text):
    assert blank_reminders(text) == text


def test_the_text_readers_keep_every_offset():
    for text in ("我获得{{S}}+3，且除非我处于战斗中，否则我无法受到伤害。", "移除任意数量的增益，每以此法移除一个增益，抽一张牌。",
                 "你的装备具有{{法盾}}。"):
        out = blank_reminders(text)
        assert len(out) == len(text) and out != text
    assert blank_reminders("我获得{{S}}+3，且除非我处于战斗中，否则我无法受到伤害。").startswith("我获得{{S}}+3。 除非")
    assert blank_reminders("你的装备具有{{法盾}}。") == "你的装备获得{{法盾}}。"
    # 单位指示物 after a token's name is read by the grammar (22.103), not blanked
    assert blank_reminders("打出一名1{{S}}的“随从”单位指示物。") == "打出一名1{{S}}的“随从”单位指示物。"
    # 具有 before 的 (a qualifier) and 如同…具有 (a permission) stay as they are
    assert blank_reminders("摧毁一名具有{{壁垒}}的单位。") == "摧毁一名具有{{壁垒}}的单位。"
    assert blank_reminders("你可以打出我，如同我具有{{迅捷}}。") == "你可以打出我，如同我具有{{迅捷}}。"


@pytest.mark.parametrize("text,n", [("我最多可以拥有3个{{已强化}}", 3), ("最多可以拥有两个已强化", 2), ("拥有十个", 10),
                                    ("拥有个", 1)])
def test_the_number_of_levels(text, n):
    assert level_number(text) == n


def test_a_printed_recur_on_a_unit_is_still_refused_and_a_given_one_is_not(tmp_path):
    import json

    from zhdsl.games.riftbound.check import check_catalog

    cards = [
        {"cardNo": "T-1", "cardName": "甲", "cardCategoryNameList": ["单位"], "cardColorList": ["red"],
         "cardEffect": "{{流转2}}\n当你打出我时，抽一张牌。", "energy": 2, "power": 2},
        {"cardNo": "T-2", "cardName": "乙", "cardCategoryNameList": ["单位"], "cardColorList": ["red"],
         "cardEffect": "当我征服一处战场时，给予你废牌堆中的一个法术在本回合内等同于其费用的{{流转}}。", "energy": 3, "power": 3},
    ]
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps({"cards": cards}, ensure_ascii=False), encoding="utf-8")
    rows = {r["card"]: r for r in check_catalog(path)["cards"]}
    assert [d.diagnostic.code for d in rows["T-1"]["diagnostics"]] == ["E401"]
    assert rows["T-2"]["clean"] and rows["T-2"]["plays"]


def test_a_standing_instead_with_its_own_subject_replaces_the_sentence_before():
    from zhdsl.games.riftbound.statics import _replacing_clause

    ours = _program("对手的法术费用增加{{1}}。如果此牌{{已强化}}，则改为对手的法术费用增加{{2}}。").abilities[0]
    assert len(ours.sentences) == 2 and _replacing_clause(ours.sentences[1]) is not None
    assert _replacing_clause(ours.sentences[0]) is None
    # a pronoun after 改为 (`让其获得`) is not read as a standing replacement
    pronoun = _program("你的单位获得{{S}}+1。如果此牌{{已强化}}，则改为让其获得{{S}}+2。").abilities[0]
    assert _replacing_clause(pronoun.sentences[1]) is None


@pytest.mark.parametrize("text", [
    "给予此处的一名敌方单位在本回合内{{S}}-2，不得低于1{{S}}。",
    "此处被眩晕的敌方单位{{S}}-8,不得低于1{{S}}。",  # the floor read before (rift17g) still reads
    "选择一处战场，让该处的所有敌方单位{{S}}-2，不得低于1{{S}}，而友方单位{{S}}+1，直到回合结束。",
])
def test_the_might_floor_reads_in_both_places(text):
    assert _program(text).abilities
