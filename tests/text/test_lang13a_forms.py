"""Forms accepted for issue 11 by lang13a, each as a class (a blind designer's wordings that were refused): a counter
narrowed to a card targeting you (rule 12.81) or to a point compared with the card an earlier step discarded (12.82),
the kill triggers without 当 and by a card used (9.52), a trigger on coming back (9.51) or on a counter (9.53), once per player the step before
killed (10.112), a note in （） right before the next timing (10.113), and the cards looked at put back where they were
or one gained (11.101). Each sibling wording compiles to the program of its class's canonical form; each reads back to
itself; malformed variants get a located error with a hint. They play as they read in
tests/engine/test_engine_lang13a_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

# canonical form -> sibling wordings (at least 8 per class), each compiling to the canonical form's program
CLASSES = {
    # 12.81
    "即刻：反制以你为目标的目标牌。": [
        "即刻：反制以你为目标的牌。", "即刻：反制1张以你为目标的牌。", "即刻：反制一张以你为目标的牌。",
        "即刻：反制目标为你的领主的牌。", "即刻：反制目标为你的牌。", "即刻：反制指定你的牌。", "即刻：反制1张指定了你的牌。",
        "即刻：反制以你的领主为目标的牌。", "即刻：反制1张目标包括你的牌。", "即刻：反制目标中有你的牌。",
        "即刻：反制1张目标是你的牌。",
    ],
    # 12.82
    "即刻：弃1张手牌，若目标牌的点数小于该牌的点数，反制目标牌。": [
        "即刻：弃置1张手牌，反制1张点数小于弃置牌点数的牌。", "即刻：弃置1张手牌，反制1张点数小于此法弃置的牌的点数的牌。",
        "即刻：弃置1张手牌，反制1张点数小于该牌的点数的牌。", "即刻：弃1张手牌，反制点数小于该牌点数的目标牌。",
        "即刻：弃1张手牌，反制一张点数小于以此法弃置的牌的点数的牌。", "即刻：弃置1张手牌，反制点数小于被弃置的牌的点数的目标牌。",
        "即刻：弃置一张手牌，反制1张点数小于弃置的牌的点数的牌。", "即刻：弃1张手牌，反制1张点数小于弃掉的那张牌的点数的牌。",
        "即刻：弃置1张手牌，若目标牌的点数小于弃置的牌的点数，反制目标牌。",
    ],
    # 9.52(a)
    "当你击杀一名角色后：抽1张牌。": [
        "你击杀1名角色后，抽1张牌。", "你击杀一名角色后：抽1张牌。", "当你击杀1名角色时，抽1张牌。", "每当你杀死一名角色后：抽1张牌。",
        "你通过令折损财富击杀一名角色后：抽1张牌。", "当你令一名角色死亡后：抽1张牌。", "你杀死1名角色时，抽1张牌。",
        "当你令一名角色折损财富并击杀该角色后：抽1张牌。", "当你通过令折损财富击杀1名角色时，抽1张牌。",
    ],
    # 9.52(b)
    "当你使用牌击杀一名角色时：抽1张牌。": [
        "当你使用牌击杀1名角色时，抽1张牌。", "当你通过使用牌击杀一名角色时：抽1张牌。", "你使用牌击杀一名角色时：抽1张牌。",
        "你使用牌击杀一名角色后，抽1张牌。", "每当你使用牌击杀1名角色时：抽1张牌。", "你通过使用牌击杀1名角色时，抽1张牌。",
        "当你使用牌杀死一名角色后：抽1张牌。", "你使用牌杀死1名角色时：抽1张牌。",
    ],
    # 9.51
    "当你复活时：抽1张牌。": [
        "当你复活时，抽1张牌。", "你复活后，抽1张牌。", "你复活后：抽1张牌。", "你复活时：抽1张牌。", "每当你复活后：抽1张牌。",
        "当你复活后：抽1张牌。", "每当你复活时，抽1张牌。", "你复活之后，抽1张牌。",
    ],
    # 10.112
    "令所有其他角色折损1财富，每有1名角色因此死亡，你获得1物资。": [
        "令所有其他角色折损1财富，每有一名角色因此死亡，你获得1物资。", "令所有其他角色折损1财富，其中每有1名角色因此死亡，你获得1物资。",
        "令所有其他角色折损1财富，每有1名角色由此死亡，你获得1物资。", "令所有其他角色折损1财富，每有1名角色以此法死亡，你获得1物资。",
        "令所有其他角色折损1财富，每有角色因此死亡，你获得1物资。", "令每名其他角色折损1财富，每有1名角色因此死亡，你获得1物资。",
        "令其他所有角色折损1财富，每有1名角色因此死亡，你获得1物资。", "令所有其他角色各折损1财富，每有1名角色因此死亡，你获得1物资。",
        "令所有其他角色折损一财富，每有1名角色因此死亡，你获得一物资。",
    ],
    # 11.101(a)
    "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回。": [
        "观看牌库顶3张牌，将其中1张加入手牌，其余以任意顺序放回。", "观看牌库顶的3张牌，获得其中1张，其余以任意顺序放回。",
        "观看牌库顶的3张牌，将其中1张加入手牌，其余放回原处。", "观看牌库顶的3张牌，将其中1张加入手牌，将其余的牌以任意顺序放回。",
        "查看牌库顶的3张牌，将其中1张加入手牌，然后将其余的牌按任意顺序放回。",
        "观看牌库顶的3张牌，将其中1张加入手牌，其余按任意顺序放回原位。",
        "观看牌库顶的三张牌，将其中一张加入手牌，剩余的牌以任意顺序放回。", "观看牌库顶的3张牌，获得其中1张，将这些牌以任意顺序放回。",
        "观看牌库顶的3张牌，将其中1张加入手牌，其余移回。", "观看牌库顶的3张牌，将其中1张加入手牌，以任意顺序将其余的牌放回。",
    ],
    # 11.101(a), with the zone written
    "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。": [
        "观看牌库顶3张牌，将其中1张加入手牌，其余以任意顺序放回牌库顶。", "观看牌库顶的3张牌，获得其中1张，其余以任意顺序放回牌库顶。",
        "观看牌库顶的3张牌，将其中1张加入手牌，将其余的牌以任意顺序置于牌库顶。",
        "查看牌库顶的3张牌，将其中1张加入手牌，然后将其余的牌按任意顺序放回牌库顶。",
        "观看牌库顶的3张牌，获得其中1张，剩余的牌以任意顺序放回牌库顶。", "观看牌库顶3张牌，获得其中1张，其余按任意顺序置于牌库顶。",
        "观看牌库顶的三张牌，将其中1张加入手牌，其余放回牌库顶。", "观看牌库顶的3张牌，获得其中一张，将其余的牌放回牌库顶。",
        "观看牌库顶的3张牌，将其中1张加入手牌，以任意顺序将其余的牌放回牌库顶。",
    ],
    # 9.53
    "当你反制一张牌后：抽1张牌。": [
        "你反制一张牌后，抽1张牌。", "当你反制牌后：抽1张牌。", "你反制1张牌后：抽1张牌。", "当你反制1张牌时，抽1张牌。",
        "每当你反制一张牌后：抽1张牌。", "你反制牌时：抽1张牌。", "当你反制一张牌之后：抽1张牌。", "你反制一张牌之后，抽1张牌。",
    ],
}

# 10.114: `你就…` / `你便…` after 每有…死亡 is the step `你…` (a class of its own, with the canonical form of 10.112)
JUST = "令所有其他角色折损1财富，每有1名角色因此死亡，你获得1物资。"
JUST_SIBLINGS = [
        "令所有其他角色折损1财富，每有1名角色因此死亡，你就获得1物资。", "令所有其他角色折损1财富，每有1名角色因此死亡，你便获得1物资。",
        "令所有其他角色折损1财富，每有一名角色因此死亡，你就获得一物资。", "令所有其他角色折损1财富，其中每有1名角色因此死亡，你就获得1物资。",
        "令所有其他角色折损1财富，每有1名角色以此法死亡，你就获得1物资。", "令所有其他角色折损1财富，每有角色因此死亡，你就获得1物资。",
        "令每名其他角色折损1财富，每有1名角色因此死亡，你就获得1物资。", "令所有其他角色各折损1财富，每有1名角色由此死亡，你便获得1物资。",
        "令其他所有角色折损1财富，每有1名角色因此死亡，你就获得1物资。",
]


@pytest.mark.parametrize("sibling", JUST_SIBLINGS)
def test_you_then_after_each_death_is_the_step_by_you(sibling):
    assert_valid_and_reads_back(sibling)
    assert _meaning(compile_text(sibling)) == _meaning(compile_text(JUST))
    assert compile_text(sibling)[0].text == JUST.rstrip("。")


def test_you_then_keeps_the_step_it_writes():
    assert _meaning(compile_text("令所有其他角色折损1财富，每有1名角色因此死亡，你就生产2财富。")) == \
        _meaning(compile_text("令所有其他角色折损1财富，每有1名角色因此死亡，你生产2财富。"))
    assert _meaning(compile_text("令所有其他角色折损1财富，每有1名角色因此死亡，你就生产2财富。")) != _meaning(compile_text(JUST))


# 10.113: a note right before the next timing reads as if an 。 stood after it, for every head that can follow
NOTE = "折损X财富（X为你财富的一半，向下取整）"
HEADS = ["回合开始：抽1张牌。", "回合结束：抽1张牌。", "锁定&回合开始：抽1张牌。", "当你抽牌后：生产1财富。",
         "每当你抽牌后：生产1财富。", "你转化后：生产1财富。", "即刻：反制目标牌。", "主动：抽1张牌。", "限定：抽1张牌。",
         "响应：抽1张牌。", "当你的财富少于5时：生产1财富。", "你复活后：抽1张牌。", "当你击杀一名角色后：抽1张牌。"]


@pytest.mark.parametrize("canonical, sibling", [(c, s) for c, sibs in CLASSES.items() for s in sibs])
def test_a_sibling_compiles_to_its_canonical_form(canonical, sibling):
    assert_valid_and_reads_back(sibling)
    assert _meaning(compile_text(sibling)) == _meaning(compile_text(canonical))


@pytest.mark.parametrize("canonical", list(CLASSES))
def test_a_canonical_form_is_valid_and_reads_back(canonical):
    assert_valid_and_reads_back(canonical)


@pytest.mark.parametrize("head", HEADS)
def test_a_note_ends_its_effect_before_the_next_head(head):
    glued, stopped = NOTE + head, NOTE + "。" + head
    assert_valid_and_reads_back(glued)
    assert _meaning(compile_text(glued)) == _meaning(compile_text(stopped))
    assert len(compile_text(glued)[0].effects) == 2


@pytest.mark.parametrize("text", [
    "弃X张手牌（X为1）：抽2张牌。",  # `）：`: the note of a cost, one effect
    "主动&弃X张手牌（X为1）：抽2张牌。",
    "抽X张牌（X为你的手牌数），生产1财富。",
])
def test_a_note_before_a_colon_or_a_comma_stays_in_its_effect(text):
    assert_valid_and_reads_back(text)
    assert len(compile_text(text)[0].effects) == 1


@pytest.mark.parametrize("text", [
    # other players, kinds and colours of the same classes
    "即刻：反制以你为目标的技能牌。", "即刻：反制1张以你为目标的红色牌。", "即刻：复制以其他角色为目标的牌。",
    "响应：反制以你为目标的牌。", "即刻：弃1张手牌，反制1张点数不大于弃置的牌的点数的牌，抽1张牌。",
    "即刻：弃置1张手牌，反制1张点数大于弃置牌点数的红色牌。", "当你使用「攻伐」击杀一名角色后：生产2财富。",
    "当一名角色击杀你时：令其折损1财富。", "结附的角色击杀一名角色后：抽1张牌。", "锁定&当一名角色复活后：生产1财富。",
    "当你的队友复活时：抽1张牌。", "当一名其他角色复活后：令其折损1财富。", "结附的角色复活后：抽1张牌。",
    "令所有其他角色折损1财富，每有1名其他角色因此死亡，你获得1物资。", "令所有角色折损2财富，每有2名角色因此死亡，抽1张牌。",
    "令距离1以内的所有角色各折损3财富，每有1名角色因此死亡，生产1财富。",
    "观看牌库底的3张牌，将其中1张加入手牌，其余以任意顺序放回牌库底。", "观看牌库顶的3张牌，以任意顺序放回。",
    "观看牌库顶的3张牌，以任意顺序放回牌库顶。", "观看牌库顶的4张牌，获得其中2张，其余放回原处。",
    "观看牌库顶的3张牌，将其中1张置入过往，其余以任意顺序放回。",
    "即刻：反制以你的队友为目标的牌。", "当你的队友击杀一名角色时：抽1张牌。", "当一名角色击杀你的队友后：抽1张牌。",
    "即刻：弃1张手牌，反制1张点数小于以此法弃置的牌的点数的牌。", "弃置任意张手牌，抽X张牌（X为以此法弃置的牌数）。",
])
def test_a_neighbour_form_is_valid_and_reads_back(text):
    assert_valid_and_reads_back(text)


def test_all_looked_at_put_back_is_the_rest_put_back():
    assert _meaning(compile_text("观看牌库顶的3张牌，以任意顺序放回牌库顶。")) == \
        _meaning(compile_text("观看牌库顶的3张牌，其余以任意顺序放回牌库顶。"))


def test_the_kill_by_a_card_differs_from_any_kill():
    assert _meaning(compile_text("当你使用牌击杀一名角色时：抽1张牌。")) != \
        _meaning(compile_text("当你击杀一名角色时：抽1张牌。"))


@pytest.mark.parametrize("text, code", [
    ("即刻：反制2张以你为目标的牌。", "E274"),
    ("即刻：反制目标为目标角色的牌。", "E270"),
    ("即刻：反制1张点数小于该牌点数的牌。", "E224"),  # nothing discarded or moved before: which card?
    ("每有1名角色因此死亡，你获得1物资。", "E278"),
    ("抽1张牌。每有1名角色因此死亡，你获得1物资。", "E278"),  # 。 ends the effect (rule 4.4)
    ("观看牌库顶的3张牌，将其中1张加入手牌，其余移入。", "E225"),
    ("将1张手牌放回。", "E225"),
    ("其余以任意顺序放回。", "E256"),
    ("当你使用牌击杀目标角色时：抽1张牌。", "E250"),
    ("你抽牌击杀一名角色后：抽1张牌。", "E275"),  # only a card used is a means of killing
])
def test_a_malformed_variant_gets_a_located_error_with_a_hint(text, code):
    errors = [d for d in analyze(text).diagnostics if d.is_error]
    assert errors and errors[0].code == code, errors
    assert 0 <= errors[0].span.start < errors[0].span.end <= len(text) and errors[0].hint


def test_a_count_of_deaths_after_a_step_that_changes_no_wealth_is_warned():
    result = analyze("令所有其他角色抽1张牌，每有1名角色因此死亡，你获得1物资。")
    assert result.ok and [d.code for d in result.diagnostics] == ["W258"]
    assert not analyze("令所有其他角色支付2财富，每有1名角色因此死亡，你获得1物资。").diagnostics
