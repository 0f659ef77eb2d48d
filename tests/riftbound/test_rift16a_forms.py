"""rift16a: the forms of rules-riftbound.md 22.220–22.228, written as the newer official sets and the catalog's errata
write them (the cards here are our own). Their behaviour: tests/scenarios/riftbound/目录写法/1560–1575; here, that each
form reads in its sibling wordings as the one program, and that the wordings it must not swallow keep their reading."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound import payment, select
from zhdsl.games.riftbound.keywords import LIMITED_USES
from zhdsl.games.riftbound.library import compile_card_text
from zhdsl.games.riftbound.play import as_played
from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _program(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


def _walk(p):
    yield p
    for q in p.parts:
        if hasattr(q, "kind"):
            yield from _walk(q)


def _phrases(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return [q for effect in result.versions[0].effects for q in _walk(effect)]


def _refused(text):
    result = analyze(text, "riftbound")
    return [d.code for d in result.diagnostics if d.is_error]


# -- 22.220: the optional additional cost and `若如此做，则…` in two sentences ----------------------------------------

@pytest.mark.parametrize("lead", ["打出此牌时，", "当你打出此牌时，", ""])
@pytest.mark.parametrize("did", ["若如此做", "如果你这样做", "如果你支付了该额外费用"])
def test_did_so_after_an_extra_cost_waives_the_spell_cost(lead, did):
    program = _program(f"{lead}你可以选择消耗一个增益作为额外费用。{did}，则无视此法术的费用。 让一名单位变为活跃状态。")
    bought = [found for a in program.abilities for s in a.sentences if (found := as_played(s, "spell")) is not None]
    assert len(bought) == 1
    costs, gets = bought[0]
    assert [c.parts[0].kind for c in costs] == ["spend_buff"]
    assert [q.kind for c in gets for q in _walk(c) if q.kind == "ignore_own_cost"] == ["ignore_own_cost"]
    # 22.220(b): what follows on the line is the spell's own effect, not part of the play trigger
    last = program.abilities[-1]
    assert last.kind == "effect" and last.trigger is None
    assert [q.kind for q in _walk(last.sentences[-1]) if q.kind in ("ready", "ignore_own_cost")] == ["ready"]
    if lead:
        assert [a.kind for a in program.abilities] == ["trigger", "effect"] and len(last.sentences) == 1


def test_the_same_line_with_by_this_reads_the_same():
    split = _program("打出此牌时，你可以选择消耗一个增益作为额外费用。若如此做，则无视此法术的费用。 抽一张牌。")
    joined = _program("打出此牌时，你可以选择消耗一个增益作为额外费用，以此无视此法术的费用。 抽一张牌。")
    assert [a.kind for a in split.abilities] == [a.kind for a in joined.abilities]


def test_waiving_the_cost_without_an_extra_cost_is_still_refused():
    assert "E401" in _refused("若如此做，则无视此法术的费用。")
    assert "E401" in _refused("抽一张牌。若如此做，则无视此法术的费用。")


@pytest.mark.parametrize("lead", ["打出我时，", ""])
def test_did_so_reduces_the_units_own_cost_after_a_lead(lead):
    program = _program(f"{lead}你可以选择弃置一张手牌作为额外费用。若如此做，则我的费用减少{{{{2}}}}。")
    bought = [found for a in program.abilities for s in a.sentences if (found := as_played(s, "unit")) is not None]
    assert len(bought) == 1 and any(q.kind == "cost_reduce" for c in bought[0][1] for q in _walk(c))


# -- 22.221: 在此拥有 and the count of 此处有 -------------------------------------------------------------------------

@pytest.mark.parametrize("words", ["你在此拥有至少七名单位", "你在此处拥有至少七名单位", "你在此控制至少七名单位",
                                   "此处有不少于七名友方单位", "此处有七名友方单位"])
def test_here_has_with_a_count_is_one_condition(words):
    kinds = [p for p in _phrases(f"当你据守此处时，如果{words}，则你赢得游戏胜利。") if p.kind == "c_here_has"]
    assert len(kinds) == 1
    assert select.quantity(kinds[0].part("selector")) == ("one", 7)


def test_the_event_condition_keeps_its_reading():
    # 16.12: `当你据守此处，且在此拥有至少七名单位时` is still an event with a condition, now with the one word 在此拥有
    phrases = _phrases("当你据守此处，且在此拥有至少七名单位时，你赢得游戏胜利。")
    assert any(p.kind == "ev_cond" for p in phrases) and not any(p.kind == "c_here_has" for p in phrases)


# -- 22.222: 未受控制的 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("word", ["开放的", "未受控制的", "无人控制的"])
def test_uncontrolled_is_open(word):
    phrases = _phrases(f"当我征服一处{word}战场时，抽一张牌。")
    assert ("OPEN_ADJ", word) in [t for p in phrases for t in p.tokens]


# -- 22.223: a keyword's cost less while a condition holds -----------------------------------------------------------

@pytest.mark.parametrize("cut", ["此技能的费用减少", "此技能的法力费用减少", "此技能的费用便减少"])
def test_a_conditional_cut_of_the_empower_cost(cut):
    (ability,) = _program(f"{{{{强化5}}}}。如果你控制的符文数量不超过四枚，则{cut}{{{{3}}}}。").abilities
    assert ability.empower == ((5, (), None),)
    cond, off = ability.cut_if
    assert cond.kind == "c_rune_count" and off == 3
    assert ability.cut_per_rune == 0


def test_the_per_rune_cut_is_unchanged():
    (ability,) = _program("{{强化12}}。你每控制一枚符文，此技能的费用便减少{{1}}。").abilities
    assert ability.cut_per_rune == 1 and ability.cut_if == ()


# -- 22.224: a combat begins here; the combat's two players ----------------------------------------------------------

@pytest.mark.parametrize("event", ["战斗在此处开始", "战斗在此开始", "此处的战斗开始", "此处发生战斗", "一场战斗在此处开始"])
def test_combat_start_here(event):
    program, problem = compile_card_text(f"当{event}时，抽一张牌。")
    assert problem is None, problem
    (ability,) = program.abilities
    assert [q.kind for q in _walk(ability.trigger) if q.kind.startswith("ev_")] == ["ev_combat_start"]


def test_the_showdown_start_is_not_the_combat_start():
    program, _problem = compile_card_text("当法术对决在此处开始时，抽一张牌。")
    assert [q.kind for q in _walk(program.abilities[0].trigger) if q.kind.startswith("ev_")] == ["ev_showdown"]


@pytest.mark.parametrize("who", select.COMBATANTS)
def test_attacker_and_defender_are_the_players_of_the_combat(who):
    clause = next(p for p in _phrases(f"{who}各{{{{获得}}}}{{{{1}}}}。") if p.kind == "clause")
    actor = clause.parts[0]
    assert actor.tokens == (("PRONOUN", who),) and select.is_player_selector(actor)


def test_a_lone_attacker_word_stays_a_unit_filter():
    phrases = _phrases("摧毁一名进攻方单位。")
    assert ("MOD", "进攻方") in [t for p in phrases for t in p.tokens]


# -- 22.225: 此处 before 拥有{{…}}的 --------------------------------------------------------------------------------

def test_here_before_having_a_keyword_is_the_selectors_place():
    phrases = _phrases("此处拥有{{壁垒}}的单位获得{{S}}+1。")
    assert ("HERE_BEFORE_HAVING", "此处") in [t for p in phrases for t in p.tokens]
    assert not any(p.kind == "c_here_has" for p in phrases)


def test_the_condition_here_has_is_unchanged():
    phrases = _phrases("如果此处拥有处于活跃状态的敌方单位，则我获得{{S}}+1。")
    assert any(p.kind == "c_here_has" for p in phrases)


# -- 22.226: a cost bound by my might --------------------------------------------------------------------------------

@pytest.mark.parametrize("cmp", ["不高于", "不超过", "低于", "不低于"])
def test_a_cost_bound_by_my_might(cmp):
    phrases = _phrases(f"摧毁一件法力费用{cmp}我的战力的装备。")
    limit = next(p for p in phrases if p.kind == "cost_limit")
    assert limit.has("MY_MIGHT_TAIL") and limit.has("COST_WORD")


# -- 22.227: mana for a unit or a unit's ability -------------------------------------------------------------------

def test_the_unit_or_ability_spellings_limit_to_one_use():
    spellings = [text for text, use in LIMITED_USES.items() if use == "unit_or_ability"]
    assert "此法力仅能用于打出单位或单位的主动技能" in spellings and len(spellings) >= 4
    for text in spellings:
        assert _refused(f"{{{{横置}}}}：{{{{获得}}}}{{{{2}}}}。{text}。") == []


class _Paying:
    def __init__(self, uses):
        self.paying_for = frozenset(uses)
        self.state = type("S", (), {"mode_data": {}})()


@pytest.mark.parametrize("uses,ok", [({"unit"}, True), ({"unit_ability"}, True), ({"spell"}, False), ({"gear"}, False),
                                     (set(), False)])
def test_unit_or_ability_mana_pays_only_for_units(uses, ok):
    assert payment._usable(_Paying(uses), "unit_or_ability") is ok


# -- 22.228: ambush to a battlefield with enemy units ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["我可以{{伏击}}到有敌方单位的战场，即使你在该处没有单位。", "我可以[伏击]到有敌方单位的战场，即使你在该处没有单位。",
                                  "我可以{{伏击}}到有敌方单位的战场。"])
def test_ambush_to_enemy_units_is_the_cards_own_static(text):
    program = _program(text)
    assert [a.kind for a in program.abilities] == ["effect"]
    assert any(q.kind == "ambush_to_enemy" for q in _walk(program.abilities[0].sentences[0]))


# -- 22.229: a line break after a quoted name in the catalog's errata --------------------------------------------

@pytest.mark.parametrize("after", ["属性单位", "单位", "的单位", "装备"])
def test_a_break_after_a_quoted_name_joins_the_lines(after):
    from zhdsl.games.riftbound.text import blank_reminders

    text = f"打出一名「机械」\n{after}。"
    out = blank_reminders(text)
    assert "\n" not in out and len(out) == len(text) and f"「机械」{after}" in out


@pytest.mark.parametrize("text", ["给予其「{{A}}：让我变为活跃状态。」\n单位无法被打出到此处。", "打出一名「机械」\n抽一张牌。"])
def test_a_finished_quote_or_a_new_ability_keeps_its_line(text):
    from zhdsl.games.riftbound.text import blank_reminders

    assert blank_reminders(text).count("\n") == 1


# -- 22.230: 指定其中一张，并抽取该卡牌; 将其余卡牌放进你的废牌堆 -----------------------------------------------------

@pytest.mark.parametrize("take", ["你可以选择指定其中一张，并抽取该卡牌", "指定其中一张并抽取该卡牌", "抽取其中一张"])
@pytest.mark.parametrize("rest", ["将其余卡牌放进你的废牌堆", "将其余的卡牌放入你的废牌堆", "将其余牌置入你的废牌堆"])
def test_take_one_looked_and_trash_the_rest(take, rest):
    kinds = [p.kind for p in _phrases(f"查看你主牌堆顶部的三张牌。{take}。{rest}。")]
    assert kinds.count("look_top") == 1 and kinds.count("take_looked") == 1 and kinds.count("rest_to_trash") == 1


def test_recycling_the_rest_is_unchanged():
    kinds = [p.kind for p in _phrases("查看你主牌堆顶部的两张牌。抽取其中一张，然后回收其余的卡牌。")]
    assert "rest_to_trash" not in kinds and "recycle" in kinds


# -- 22.231: 当你放逐一张属于你的卡牌时; 属于你的 -------------------------------------------------------------------

@pytest.mark.parametrize("owned", ["属于你的", "归你所有的"])
def test_banishing_a_card_you_own_is_an_event(owned):
    program, problem = compile_card_text(f"当你放逐一张{owned}卡牌时，抽一张牌。")
    assert problem is None, problem
    (ability,) = program.abilities
    event = next(q for q in _walk(ability.trigger) if q.kind == "ev_banish")
    assert ("OWNED_BY_YOU", owned) in [t for q in _walk(event) for t in q.tokens]


def test_banish_as_a_step_is_unchanged():
    kinds = [p.kind for p in _phrases("放逐一名单位。")]
    assert "banish" in kinds and "ev_banish" not in kinds


# -- 22.232: 单位、装备或符文 — played in a game (the scenario runner on a file of this test's own) ---------------

_GATE = """
"名称" = "让最多四个单位、装备或符文变为活跃状态"
"游戏" = "符文战场"

[["角色"]]
"手牌" = [{ "名称" = "加速门", "类别" = "法术", "颜色" = "蓝", "法力" = 0, "效果" = "让最多四个单位、装备或符文变为活跃状态。" }]
"基地" = [{ "名称" = "疲兵", "类别" = "单位", "颜色" = "蓝", "法力" = 1, "战力" = 1, "效果" = "", "休眠" = true },
          { "名称" = "旧盾", "类别" = "装备", "颜色" = "蓝", "法力" = 1, "效果" = "", "休眠" = true }]
"符文" = [{ "名称" = "星辉符文", "休眠" = true }, { "名称" = "星辉符文", "休眠" = true }]

[["角色"]]

[["步骤"]]
"角色" = 1
"使用" = "加速门"

[["步骤"]]
"角色" = 1
"选择" = "疲兵"

[["步骤"]]
"角色" = 1
"选择" = "旧盾"

[["步骤"]]
"角色" = 1
"选择" = "「星辉符文」（玩家1）"

[["步骤"]]
"角色" = 1
"选择" = "不再选择"

["期望"]
"角色1.休眠.疲兵" = false
"角色1.休眠.旧盾" = false
"角色1.活跃符文数" = 1
"""


def test_units_gear_or_runes_ready_in_a_game(tmp_path):
    from zhdsl.scenarios.runner import run_file

    path = tmp_path / "gate.toml"
    path.write_text(_GATE, encoding="utf-8")
    result = run_file(path)
    assert result.passed, result.report()


@pytest.mark.parametrize("noun", ["单位、装备或符文", "装备、单位或符文", "单位、装备、或符文", "符文、单位或装备"])
def test_units_gear_or_runes_is_one_noun(noun):
    nouns = [p for p in _phrases(f"让最多四个{noun}变为活跃状态。") if p.kind == "noun"]
    assert [n.tokens[0][0] for n in nouns] == ["UNIT_GEAR_RUNE"]


def test_at_least_two_mighty_units_remaining_here_is_read_with_its_count():
    # 22.55 refused `至少两名` lest it be read as "there is one"; 22.221 reads the count as the lower bound
    (cond,) = [p for p in _phrases("当你征服此处时，如果此战场上留存至少两名{{强力}}单位，则抽一张牌。") if p.kind == "c_here_has"]
    assert select.quantity(cond.part("selector")) == ("one", 2) and cond.part("cmp").has("NOT_LESS_THAN")
