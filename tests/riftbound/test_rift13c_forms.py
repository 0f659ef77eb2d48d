"""rift13c: the forms of rules-riftbound.md 9.133, 10.116, 13.40. Their behaviour: tests/scenarios/riftbound/目录写法/
1114–1118; here, that each form reads in its sibling wordings, that it is built as the form it stands for, and that the
near forms keep their old reading or are refused rather than played wrong."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _program(text: str):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return compile_text(result.versions[0])


def _selectors(text: str, verb: str):
    return [q.part("selector") for a in _program(text).abilities for s in a.sentences for q in s.walk()
            if q.kind == verb and q.part("selector") is not None]


@pytest.mark.parametrize("text,mode", [
    # 9.133: bare 其他 is every match; with a count it stays a choice
    ("摧毁你在该处的其他“炸弹”。", "all"),
    ("摧毁你在此处的所有其他“炸弹”。", "all"),
    ("摧毁一件其他装备。", "one"),
    ("摧毁一名友方单位。", "one"),
])
def test_bare_other_is_every_match(text, mode):
    (sel,) = _selectors(text, "kill")
    assert select.quantity(sel)[0] == mode


@pytest.mark.parametrize("text", [
    "让一名友方单位变为活跃状态。其在本回合内无法移动。抽一张牌。",
    "当你打出我时，我在本回合内无法移动。",
    "当你打出我时，我在本回合内不能移动。",
])
def test_cannot_move_this_turn_reads_without_an_object(text):
    bans = [q for a in _program(text).abilities for s in a.sentences for q in s.walk() if q.kind == "ban_move"]
    assert len(bans) == 1 and bans[0].part("selector") is None


@pytest.mark.parametrize("text,code", [
    ("当你打出我时，我无法移动。", "E401"),  # not scoped to this turn (10.7(d))
    ("你可以选择让我以活跃状态进场。若如此做，则我在本回合内无法移动。", "E401"),  # 13.40(a): the choice is not asked
    ("当一名友方单位每回合首次移动时，抽一张牌。", "E401"),  # 13.40(b): only 我
])
def test_the_forms_that_would_play_wrong_are_refused(text, code):
    assert [d.code for d in analyze(text, "riftbound").diagnostics] == [code]


def test_the_optional_ready_entry_alone_still_reads():
    assert analyze("你可以选择让我以活跃状态进场。", "riftbound").ok


@pytest.mark.parametrize("text,nth", [
    ("当我每回合首次移动时，抽一张牌。", "每回合首次移动"),
    ("当我每回合第一次移动时，抽一张牌。", "每回合第一次移动"),
    ("当我每回合第二次移动时，抽一张牌。", "每回合第二次移动"),
])
def test_nth_move_each_turn_is_an_event_of_me(text, nth):
    (ability,) = _program(text).abilities
    events = [e for e in ability.trigger.walk() if e.kind == "event"]
    assert [t for e in events for k, t in e.tokens if k == "NTH_MOVE"] == [nth]


@pytest.mark.parametrize("text", [
    "当你打出每回合你的首张卡牌时，抽一张牌。",
    "当你打出每回合的首张卡牌时，抽一张牌。",
])
def test_first_card_each_turn_is_its_own_event(text):
    (ability,) = _program(text).abilities
    assert any(q.kind == "ev_play_first" for q in ability.trigger.walk())


def test_the_nth_card_form_keeps_its_reading():
    (ability,) = _program("当你在回合中打出第二张牌时，抽一张牌。").abilities
    kinds = [q.kind for q in ability.trigger.walk()]
    assert "ev_play_nth" in kinds and "ev_play_first" not in kinds


@pytest.mark.parametrize("text,kind", [
    # 17.62, 22.127, 22.128
    ("放逐你主牌堆顶部的一张牌。直到你的下一个回合结束阶段，你可以选择打出该牌。", "play_later"),
    ("放逐你的主牌堆顶部的两张牌。", "banish_top"),
    ("如果本回合内有友方单位或装备被摧毁，则我以活跃状态进场。", "c_friend_killed_any"),
    ("如果在本回合内有友方单位被摧毁，则抽一张牌。", "c_friend_killed"),
    ("当你据守此处时，如果你的符文牌堆为空，则你获得1分。", "c_rune_deck_empty"),
    ("如果我已在本回合内移动了两次，则我无法受到伤害。", "c_moved_twice"),
])
def test_the_later_forms_are_built_as_their_kind(text, kind):
    assert kind in [q.kind for a in _program(text).abilities for s in a.sentences for q in s.walk()]


def test_play_it_later_needs_the_banished_cards_before_it():
    result = analyze("当你打出我时，直到你的下一个回合结束阶段，你可以选择打出该牌。", "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]


def test_play_it_free_after_banish_top_is_built_and_alone_is_refused():
    assert "play_it_free" in [q.kind for a in _program("放逐你主牌堆顶部的一张牌。你可以选择将其打出，无视其法力费用。").abilities
                              for s in a.sentences for q in s.walk()]
    assert [d.code for d in analyze("当你打出我时，你可以选择将其打出，无视其法力费用。", "riftbound").diagnostics] == ["E401"]
