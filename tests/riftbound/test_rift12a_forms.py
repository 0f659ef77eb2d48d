"""rift12a: the refusal classes of the tenth catalog sample, written as general forms (rules-riftbound.md 9.83,
10.43–10.46, 17.33–17.37, 18.12, 22.55–22.57). Their behaviour: tests/scenarios/riftbound/目录写法/900–920; here, that
each form reads in several spellings, that the source's quirks read like the normal spelling, and that what the
engine would get wrong is refused."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.games.riftbound.text import upper_might
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 17.34: the top cards of the main deck to the trash
    "当你征服此处时，将你主牌堆顶部的三张牌放入废牌堆。",
    "当我进攻时，将你的主牌堆顶部的三张牌置入你的废牌堆。",
    "{{横置}}：把你主牌堆顶部的一张牌放入废牌堆。",
    # 17.33: a card looked at or revealed to the hand, 加入/放入/置入 alike; 如果是 speaks of the card revealed
    "查看你主牌堆顶部的三张牌。选择其中一张加入手牌，然后回收其余的卡牌。",
    "查看你主牌堆顶部的两张牌。将其中一张放入你的手牌，然后回收其余的卡牌。",
    "当我防守时，展示你主牌堆顶部的一张牌。如果是一张单位牌，则将它置入你的手牌，否则将其回收。",
    "展示你主牌堆顶部的一张牌。如果是一张单位牌，则将它置入你的手牌，否则将其回收。",
    # 22.55: 此战场上留存 / 此战场上有, 至少一名
    "当你征服此处时，如果此战场上有至少一名{{强力}}单位，则获得1经验。",
    "当你据守此处时，如果此战场上有敌方单位，则抽一张牌。",
    # 17.35: the owner plays the card banished, no place named
    "放逐一名友方单位，再让其拥有者将其打出，无视其费用。",
    # 17.36: 指定, a non-unit card of the hand shown, recycled
    "指定一名对手，让其展示手牌，从中选择一张非单位卡牌，让该对手将其回收。",
    "选择一名对手，让其展示手牌，并从中选择一张非单位牌，让该对手将其弃置。",
    # 10.43: event spellings
    "当你正面朝下放置一张卡牌时，抽一张牌。",
    "当你将一张牌从正面朝下的状态打出时，给予我增益。",
    "当你或一名友方玩家据守一处战场时，抽一张牌。",
    # 10.44: a rune recycled
    "每当你回收一枚符文时，获得1经验。",
    "每当你回收一枚符文时，给予我增益。",
    # 9.83: 我所在战场上 without 的
    "我所在战场上拥有增益的其他友方单位获得{{S}}+3。",
    "我所在的战场上其他友方单位获得{{S}}+1。",
    # 18.12: 将其卸除
    "当你征服此处时，让一件友方装备变为活跃状态。如果它是一件武装，则将其卸除。",
    # 10.45: 让 right after a cost icon
    "每当你给予一名友方单位增益时，你可以选择支付{{紫色}}让此牌变为休眠状态，以此让该单位本回合内获得{{S}}+1。",
    "你可以选择支付{{1}}让我变为休眠状态，以此抽一张牌。",
    # 22.56: ，和 before a second choice
    "选择任意一名友方单位，和此处的一名敌方单位。让这两名单位互相以自身战力给对方造成伤害。",
    "选择一名友方单位，并选择一名敌方单位。让这两名单位互相以自身战力给对方造成伤害。",
    # 10.46: 只能在…后使用, 打出了
    "支付{{1}}，{{横置}}：打出一名2{{S}}的“沙兵”到你的基地。只能在你本回合打出了一件武装之后使用。",
    "{{横置}}：抽一张牌。只能在你本回合打出过一个法术之后使用。",
    # 10.31 with 你 and 尚, the ASCII hyphen and · bullets
    "当你打出一个法术时，从以下中选择一个你本回合内尚未选过的效果-\n·抽一张牌。\n·获得1经验。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


def _shape(node):
    """A phrase's rule names and terminals, without the spelling of its tokens (a dash is a dash)."""
    if hasattr(node, "kind") and hasattr(node, "tokens"):
        # a modal header's dash: DASH for an em dash, MINUS for the ASCII hyphen; the same punctuation
        punctuation = ("MINUS", "DASH") if node.kind == "modal" else ()
        return node.kind, tuple(t for t, _text in node.tokens if t not in punctuation), tuple(_shape(p) for p in node.parts)
    return repr(node)


def _abilities(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    return [(a.kind, _shape(a.phrase)) for a in compile_text(result.versions[0]).abilities]


@pytest.mark.parametrize("quirk,normal", [
    # 22.57: a lower-case might icon
    ("让一名友方单位在本回合内获得{{s}}+2。", "让一名友方单位在本回合内获得{{S}}+2。"),
    # ASCII brackets and commas mixed with full-width ones
    ("{{急速}}(你可以额外支付{{1}}和{{红色}},让我以活跃状态进场。）\n获得1经验。",
     "{{急速}}（你可以额外支付{{1}}和{{红色}}，让我以活跃状态进场。）\n获得1经验。"),
    # a spaced em dash after a speed tag
    ("{{横置}}：{{反应}} — 获得1经验。", "{{横置}}：{{反应}}—获得1经验。"),
    # the ASCII hyphen and · bullets of a modal list
    ("当你打出一个法术时，从以下中选择一个本回合未选过的效果-\n·抽一张牌。\n·获得1经验。",
     "当你打出一个法术时，从以下中选择一个本回合未选过的效果—\n-抽一张牌。\n-获得1经验。"),
])
def test_source_quirks_read_like_the_normal_spelling(quirk, normal):
    assert _abilities(quirk) == _abilities(normal)


def test_the_lower_case_icon_keeps_every_offset():
    text = "获得+{{s}}加成，{{ s }}+1"
    out = upper_might(text)
    assert out == "获得+{{S}}加成，{{ S }}+1"
    assert len(out) == len(text)


@pytest.mark.parametrize("text", [
    # 17.35: the owner's play without a place runs only free
    "放逐一名友方单位，然后让其拥有者将其打出。",
])
def test_what_would_be_read_wrongly_is_refused(text):
    result = analyze(text, "riftbound")
    assert not result.ok
    assert result.diagnostics[0].code.startswith("E")


def test_a_chosen_card_that_is_not_looked_at_is_still_picked_among():
    # `选择其中一张` before a play is still the pick of 17.16/17.31 (the lookahead only spares 加入/放入/置入)
    result = analyze("查看你主牌堆顶部的三张牌。选择其中一张，将其费用减少{{2}}后打出，然后回收其余的卡牌。", "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
