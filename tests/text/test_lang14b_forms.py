"""Forms accepted for issue 11 by lang14b (batch s14b, written blind from the rulebook), each as a class: the one card a
discard narrowed by point or colour took, named back by 该牌 (rule 12.121); the count of the cards a step moved, of a colour
(以此法弃置的红色牌数, 10.155); the zone written before 将 (从牌库中将1张「攻伐」加入手牌, 11.143); 视为使用 a card by name
(11.144); a choice from a zone narrowed to a colour (从过往中选择1张红色牌, 11.145); a ward's lasting changes joined by ，
(13.21); the count and kind before 从 and the zone (将1张「攻伐」从过往移入你的手牌区, 11.146); a distance change as a static effect (13.22). Each sibling wording compiles to the
program of its class's canonical form and reads back to itself; malformed variants get a located error. They play as they
read in tests/engine/test_engine_lang14b_forms.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _full, _meaning, assert_valid_and_reads_back

from zhdsl.pipeline import analyze, compile_text

# canonical form -> sibling wordings, each compiling to the canonical form's program
CLASSES = {
    # 12.121
    "弃1张点数不小于5的手牌，令目标角色折损X财富（X为该牌的点数）。": [
        "弃一张点数至少为5的手牌，令目标角色折损X财富（X为该牌点数）。", "弃1张点数大于等于5的手牌，令目标角色折损X财富（X为该牌的点数）。",
        "弃1张点数不少于5的手牌，令目标角色折损X财富（X为该牌的点数）。", "弃1张点数不低于5的手牌，令目标角色折损X财富（X为该牌的点数）。",
        "弃1张手牌区中的点数不小于5的牌，令目标角色折损X财富（X为该牌的点数）。", "弃置一张点数不小于五的手牌，令目标角色折损X财富（X为该牌的点数）。",
        "弃置1张点数大于或等于5的手牌，令目标角色折损X财富（X为该牌的点数）。",
    ],
    # 12.121
    "弃1张点数不小于5的手牌，令目标角色折损等同于该牌点数的财富。": [
        "弃置1张点数不小于5的手牌，令目标角色折损等同于该牌的点数的财富。", "弃一张点数至少为5的手牌，令目标角色折损等同于该牌点数的财富。",
        "弃1张点数不低于5的手牌，令目标角色折损等同于该牌点数的财富。", "弃1张点数不少于5的手牌，令目标角色折损等同于该牌点数的财富。",
        "弃置1张点数至少为五的手牌，令目标角色折损等同于该牌点数的财富。", "弃1张手牌区中的点数不小于5的牌，令目标角色折损等同于该牌点数的财富。",
        "弃1张点数大于或等于5的手牌，令目标角色折损等同于该牌点数的财富。",
    ],
    # 12.121
    "弃1张红色手牌，令目标角色折损X财富（X为该牌的点数）。": [
        "弃置1张红色手牌，令目标角色折损X财富（X为该牌点数）。",
    ],
    # 11.145
    "从过往中选择1张红色牌加入手牌。": [
        "从过往选择1张红色牌加入手牌。", "从过往中选择1张红色的牌加入手牌。",
        "从过往中选择一张红色牌加入手牌。", "从过往中选择1张红色牌移入手牌区。",
        "从过往中选择1张红色牌移入手牌。", "从过往中选择1张红色牌置入手牌。",
        "从过往中选择一张红色的牌加入手牌。", "从过往选择一张红色牌移入手牌区。",
    ],
    # 11.145
    "从过往中选择1张红色牌移入你的手牌区。": [
        "从过往中选择1张红色牌加入你的手牌。", "从过往中选择一张红色牌移入你的手牌区。",
        "从过往中选择1张红色牌置入你的手牌区。", "从过往中选择1张红色牌加入你的手牌区。",
    ],
    # 11.143
    "将牌库中的1张「攻伐」加入手牌。": [
        "从牌库中将1张「攻伐」加入手牌。", "从牌库将1张「攻伐」加入手牌。",
        "从牌库中将一张「攻伐」加入手牌。", "从牌库中将1张「攻伐」放入手牌。",
        "从牌库中将1张「攻伐」移入手牌区。", "从牌库中将1张「攻伐」置入手牌。",
        "从牌库将一张「攻伐」移入手牌。", "从牌库中将1张「攻伐」移入手牌。",
    ],
    # 11.143
    "将牌库中的1张「攻伐」移入你的手牌区。": [
        "从牌库中将1张「攻伐」加入你的手牌。", "从牌库将1张「攻伐」移入你的手牌区。",
        "从牌库中将1张「攻伐」置入你的手牌区。",
    ],
    # 11.144
    "执行「攻伐」。": [
        "视为使用1张「攻伐」。", "视为使用1张虚拟的「攻伐」。",
        "视为使用「攻伐」。", "视为你使用1张「攻伐」。",
        "视作使用一张「攻伐」。", "视为使用一张虚拟「攻伐」。",
        "视为使用1张虚拟的“攻伐”。", "视为使用虚拟的「攻伐」。",
    ],
    # 10.155
    "弃2张手牌，生产X财富（X为其中红色牌的数量）。": [
        "弃2张手牌，生产X财富（X为以此法弃置的红色牌数）。", "弃2张手牌，生产X财富（X为以此法弃置的红色牌的数量）。",
        "弃2张手牌，生产X财富（X为以此法弃置的牌中红色牌的数量）。", "弃2张手牌，生产X财富（X为因此弃置的红色牌数）。",
        "弃2张手牌，生产X财富（X为弃置的牌中红色牌的数量）。", "弃2张手牌，生产X财富（X为以此法弃置的红色牌张数）。",
        "弃2张手牌，生产X财富（X为以此法弃置的红色手牌数）。", "弃2张手牌，生产X财富（X为因此弃置的红色牌的数量）。",
        "弃两张手牌，生产X财富（X为以此法弃置的红色牌数）。",
    ],
    # 13.21
    "结附目标角色3回合（其效率-1&仓储-1）。": [
        "结附目标角色3回合（其效率-1，仓储-1）。", "结附目标角色3回合（该角色的效率-1，仓储-1）。",
        "结附目标角色3回合（其效率-1，其仓储-1）。", "结附目标角色3回合（该角色效率-1，该角色仓储-1）。",
        "结附目标角色3回合（你的效率-1，你的仓储-1）。", "结附目标角色3回合（其效率减少1，仓储减少1）。",
        "结附目标角色三回合（其效率-1，仓储-1）。", "结附目标角色3回合（该角色的效率-1，该角色的仓储-1）。",
    ],
    # 11.146
    "将过往中的1张「攻伐」移入你的手牌区。": [
        "将1张「攻伐」从过往移入你的手牌区。", "将一张「攻伐」从过往移入你的手牌区。",
        "将1张「攻伐」从过往中移入你的手牌区。", "将1张「攻伐」从过往加入你的手牌。",
        "将1张「攻伐」从过往置入你的手牌区。", "将1张「攻伐」从过往中加入你的手牌区。",
        "将1张「攻伐」从过往移动到你的手牌区。", "将1张「攻伐」从过往放入你的手牌。",
    ],
    "将手牌区中的1张领主牌移入领主区。": [
        "将1张领主牌从手牌移入领主区。", "将1张领主牌从手牌区移入领主区。",
        "将1张领主牌从手牌中移入领主区。", "将一张领主牌从手牌移入领主区。",
        "将1张领主牌从手牌置入领主区。", "将1张领主牌从手牌移动到领主区。",
        "将1张领主牌从手牌放入领主区。", "将一张领主牌从手牌中置入领主区。",
    ],
    "将过往中的2张红色牌移入虚空。": [
        "将2张红色牌从过往移入虚空。", "将两张红色牌从过往中移入虚空。",
        "将2张红色牌从过往移动到虚空。", "将2张红色牌从过往置入虚空。",
    ],
    # 13.22
    "（其他角色与你的距离+1）": [
        "（其他角色与你的距离增加1）", "（其他角色与你距离+1）",
        "（其他角色距离你+1）", "锁定：（其他角色与你的距离+1）",
        "（其他角色与你的距离+一）", "（其他角色与你的距离增加一）",
        "（其他角色与你的距离+1）。", "（其他角色与你距离增加1）",
    ],
    "（你与其他角色的距离-1）": [
        "（你与其他角色的距离减少1）", "（你与其他角色之间的距离-1）",
        "（你与其他角色距离-1）", "（你和其他角色的距离-1）",
        "锁定：（你与其他角色的距离-1）", "（你与其他角色的距离-一）",
        "（你和其他角色之间的距离-1）", "（你与其他角色的距离减少一）",
    ],
}


PAIRS = [(canonical, sibling) for canonical, siblings in CLASSES.items() for sibling in siblings]


@pytest.mark.parametrize("canonical, sibling", PAIRS)
def test_each_sibling_compiles_to_its_class(canonical, sibling):
    assert_valid_and_reads_back(sibling)
    assert _full(compile_text(sibling)) == _full(compile_text(canonical))


def test_the_colour_and_the_zone_first_are_not_dropped():
    """The readings keep what narrows the cards: a colour dropped would offer any card."""
    assert compile_text("从过往中选择1张红色牌加入手牌。")[0].text == "从过往中选择1张红色牌移入手牌区"
    assert compile_text("从牌库中将1张「攻伐」加入手牌。")[0].text == "将牌库中的1张「攻伐」移入手牌区"
    assert compile_text("视为使用1张虚拟的「攻伐」。")[0].text == "执行「攻伐」"
    assert _meaning(compile_text("从过往中选择1张红色牌加入手牌。")) != _meaning(compile_text("从过往中选择1张牌加入手牌。"))
    assert _full(compile_text("弃2张手牌，生产X财富（X为以此法弃置的红色牌数）。")) != \
        _full(compile_text("弃2张手牌，生产X财富（X为以此法弃置的牌数）。"))


@pytest.mark.parametrize("text, code, at", [
    ("视为使用2张「攻伐」。", "E274", "2"),  # one virtual card (11.144)
    ("视为使用1张手牌。", "E100", "手牌"),  # a real card is 使用, not 视为使用
    ("从过往中选择1张紫色牌加入手牌。", "E201", "紫色"),
    ("从牌库中将1张紫色牌加入手牌。", "E201", "紫色"),
    ("弃2张点数不小于5的手牌，令目标角色折损X财富（X为该牌的点数）。", "E224", "该牌"),  # two cards: no 该牌 (12.121)
    ("生产X财富（X为以此法弃置的红色牌数）。", "E256", "以此法弃置的红色牌数"),  # no step moved cards (10.155)
    ("生产1财富，抽X张牌（X为以此法生产的红色牌数）。", "E204", "生产"),  # 生产 moves no card (10.155)
    ("将1张紫色牌从过往移入手牌。", "E201", "紫色"),  # 11.146
    ("（其他角色与你的距离+X）", "E279", "X"),  # a number, read at any moment (13.22)
    ("（其他角色与你的距离+0）", "E200", "0"),
    ("（目标角色与其他角色的距离-1）", "E209", "目标角色"),  # only the card's owner
    ("结附目标角色3回合（其效率-1，抽1张牌）。", "E251", "（其效率"),  # a step among the changes: not lasting (13.21)
    ("结附目标角色3回合（其效率-1，目标角色的仓储-1）。", "E279", "目标角色的仓储"),  # only the attached player (13.21)
])
def test_malformed_variants_get_a_located_error(text, code, at):
    errors = [d for d in analyze(text).diagnostics if d.severity == "error"]
    assert errors and errors[0].code == code, errors
    assert text[errors[0].span.start:errors[0].span.end].startswith(at[:2]), (text[errors[0].span.start:errors[0].span.end], at)
    assert errors[0].hint
