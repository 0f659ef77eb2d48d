"""rift15a: the forms of rules-riftbound.md 22.180–22.184. Their behaviour: tests/scenarios/riftbound/目录写法/1185–1197;
here, that each form reads in its sibling wordings as the one condition, trigger or connective, and compiles."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _walk(phrase, found):
    found.append(phrase)
    for part in phrase.parts:
        if hasattr(part, "kind"):
            _walk(part, found)
    return found


def _phrases(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities
    found = []
    for effect in result.versions[0].effects:
        _walk(effect, found)
    return found


@pytest.mark.parametrize("text", [
    "如果我在战斗中，则我{{S}}+2。",
    "只要我在战斗中，我便{{S}}+2。",
    "如果我处于战斗中，则我{{S}}+2。",
    "当你打出我时，如果我正在战斗中，则抽一张牌。",
])
def test_in_combat_reads_as_the_combat_condition(text):
    assert "c_in_combat" in [p.kind for p in _phrases(text)]


def test_in_combat_before_a_noun_is_a_filter_and_the_event_is_unchanged():
    words = [dict(p.tokens).get("IN_COMBAT_ROLE") for p in _phrases("对一名在战斗中的敌方单位造成2点伤害。")]
    assert "在战斗中的" in words
    kinds = [p.kind for p in _phrases("当我在战斗中被摧毁时，抽一张牌。")]
    assert "ev_killed" in kinds and "c_in_combat" not in kinds


@pytest.mark.parametrize("text", [
    "本回合内，如果一名友方单位在你的开始阶段被摧毁，则我以活跃状态进场。",
    "如果本回合内有友方单位在你的开始阶段被摧毁，则我以活跃状态进场。",
    "当你打出我时，如果有一名友方单位于你的开始阶段被摧毁，则抽一张牌。",
])
def test_start_phase_death_reads_as_one_condition(text):
    kinds = [p.kind for p in _phrases(text)]
    assert "c_friend_killed_start" in kinds and "c_friend_killed" not in kinds


def test_the_start_phase_event_keeps_its_trigger_reading():
    # 10.4(n): `当友方单位在你的开始阶段被摧毁时` is still an event with a time, not the 22.181 condition
    kinds = [p.kind for p in _phrases("当友方单位在你的开始阶段被摧毁时，抽一张牌。")]
    assert "c_friend_killed_start" not in kinds and "ev_killed" in kinds


@pytest.mark.parametrize("way", ["以此", "以此方法", "以此方式", "以此法"])
def test_this_way_spellings_are_by_this(way):
    phrases = _phrases(f"当你打出我时，你可以选择弃置一张手牌，{way}抽两张牌。")
    assert any(dict(p.tokens).get("BY_THIS") == way for p in phrases)


@pytest.mark.parametrize("text", [
    "放逐一名友方单位，然后打出一名以此方法放逐的单位。",
    "放逐一名友方单位，然后打出一名以此法放逐的单位。",
])
def test_words_spelt_with_this_way_take_the_other_spellings(text):
    assert any("BANISHED_THIS_WAY" in dict(p.tokens) for p in _phrases(text))


@pytest.mark.parametrize("text,subject", [
    ("当此牌离场时，抽一张牌。", "此牌"),
    ("当我离场时，抽一张牌。", "我"),
    ("当此装备离场时，对一名敌方单位造成2点伤害。", "此装备"),
    ("当我离开场上时，抽一张牌。", "我"),
])
def test_leave_play_is_an_event_of_the_card_itself(text, subject):
    phrases = _phrases(text)
    assert "ev_left" in [p.kind for p in phrases]
    assert any(dict(p.tokens).get("PRONOUN") == subject for p in phrases)


@pytest.mark.parametrize("lead", ["当它下次被摧毁时", "在该单位下次被摧毁时", "当该单位下次被摧毁时", "在它下一次被摧毁时"])
def test_next_death_with_a_price_is_a_delayed_optional_replacement(lead):
    from zhdsl.games.riftbound.effects import is_delayed_death, is_optional_instead

    result = analyze(f"{{{{横置}}}}：选择一名友方单位。在本回合内，{lead}，你可以选择支付{{{{红色}}}}，改为以休眠状态将其召回。",
                     "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    sentences = [p for e in result.versions[0].effects for p in _walk(e, []) if p.kind == "sentence"]
    assert any(is_delayed_death(s) and is_optional_instead(s) for s in sentences)


@pytest.mark.parametrize("text", [
    "当我进行一对一的进攻或防守时，在这场战斗中，我的战力翻倍。",
    "当我一对一进攻或防守时，在本次战斗中，我的战力翻倍。",
    "当我以一对一的方式进攻或防守时，这场战斗中，我的战力翻倍。",
])
def test_one_on_one_doubling_reads_as_duel_event_combat_scope_and_double(text):
    phrases = _phrases(text)
    kinds = [p.kind for p in phrases]
    assert "ev_duel" in kinds and "double_might" in kinds
    scopes = [dict(p.tokens).get("SCOPE") for p in phrases if p.kind == "leads"]
    assert scopes and "战斗" in scopes[0]

