"""What the check (zhdsl/compiler/check.py) tells a card designer, where the seeded mutation sample of branch
`mut18g`/`mut18h` (docs/testing.md) found it unasserted: the quoting bound E212 below a conditional and below 令
(rule 11.13's nesting), a bad reference in the actor of a step (E204, E200), E224's word for a pronoun after
several players and after an earlier effect (rule 12.8(c)), and E209's full message for a static effect's subject."""

from __future__ import annotations

import pytest


def _at(text: str, result, code: str) -> list[tuple[str, str]]:
    """The diagnostics of `code`: the words of `text` they point at and their message."""
    return [(text[d.span.start:d.span.end], d.message) for d in result.diagnostics if d.code == code]


FIVE_DEEP = "执行「执行「执行「执行「执行「抽1张牌」」」」」"
FOUR_DEEP = "执行「执行「执行「执行「抽1张牌」」」」"


@pytest.mark.parametrize("before", ["若你的财富大于0，则", "令目标角色"])
def test_the_quoting_bound_counts_below_a_conditional_and_a_command(run, before):
    """Quoted effects nest 4 deep at most (E212, at the innermost quote), also inside 若…则 and 令X: four is fine."""
    text = before + FIVE_DEEP
    result = run(text)
    assert _at(text, result, "E212") == [("「抽1张牌」", "引用的效果嵌套超过4层")]
    assert [d.code for d in result.diagnostics] == ["E212"]
    assert run(before + FOUR_DEEP).ok


def test_the_actor_of_a_step_is_checked_as_a_reference(run):
    """`目标角色的所有者弃1张手牌`: a player has no owner (E204 at 目标角色); `距离你-1以内的角色抽1张牌`: the
    distance of the actor is an amount, and a negative one is E200."""
    text = "目标角色的所有者弃1张手牌"
    assert _at(text, run(text), "E204") == [("目标角色", "只有牌才有所有者或控制者")]
    text = "距离你-1以内的角色抽1张牌"
    assert _at(text, run(text), "E200") == [("-1", "数量不能为负数（-1）")]
    assert run("距离你1以内的角色抽1张牌").ok


def test_a_pronoun_after_several_players_is_e224(run):
    """`令两名目标角色抽1张牌，令其弃1张手牌`: 其 names one player, not the two (E224 at 其, with the way to write it)."""
    text = "令两名目标角色抽1张牌，令其弃1张手牌"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E224", "其")
    assert d.message == "「其」只指代一名角色，不指代前面的「2名目标角色」（几名角色）"
    assert d.hint == "对它们做的步骤都写在同一个「令2名目标角色…」中，例如「令2名目标角色抽1张牌并弃1张手牌」"


@pytest.mark.parametrize(("text", "named"), [
    ("令目标其他角色抽1张牌。主动：令该角色弃1张手牌", "目标其他角色"),
    # two players named before the 。: the message names the last (the later sentence has its own timing: without one it
    # continues the effect before, rule 12.180)
    ("令目标角色抽1张牌，令目标其他角色弃1张手牌。主动：令该角色生产1财富", "目标其他角色"),
    ("令目标其他角色抽1张牌，令你的队友弃1张手牌。主动：令该角色生产1财富", "你的队友"),
])
def test_a_pronoun_cannot_name_a_player_of_an_earlier_effect(run, text, named):
    """Rule 12.8(c): 该角色 after a 。 does not reach back; E224 names what it would have named and says to use ，."""
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E224", "该角色")
    assert d.message.startswith(f"「该角色」不能指代上一段效果中的「{named}」：「。」（或「；」）结束了一段效果")
    assert d.hint == f"代词只指代同一段效果中的角色；要指代「{named}」，把两句用「，」连成一段"


def test_a_static_effect_on_another_player_says_so_in_full(run):
    """Rule 13.2: `（目标角色的仓储始终等于3）` is E209 at 目标角色 with the whole message and the 结附 hint."""
    text = "（目标角色的仓储始终等于3）"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E209", "目标角色")
    assert d.message == "常驻效果只能约束「你」的属性"
    assert d.hint.startswith("写作「你的仓储始终等于3」；要约束别人，把带这段效果的牌结附给他")


@pytest.mark.parametrize("text", ["令“权杖”的拥有者生产1财富，将其移入过往", "若“权杖”的拥有者的财富大于5，将其移入过往"])
def test_a_card_pronoun_after_the_owner_of_a_named_card_has_nothing_to_name(run, text):
    """Rule 12.27: `“权杖”的拥有者` is one player a pronoun may name, so a 其 that stands where only a card fits
    (将其移入过往) and finds no card before it is told just that — not that it cannot name several players."""
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E224", "其")
    assert d.message == "「其」前面没有可以指代的角色或牌"


# mut13c: the words of four refusals a designer reads, where the sample of 26a4804 found them unasserted.

def test_a_card_doing_a_step_is_told_so_with_an_example(run):
    """`此牌弃1张手牌`: only a player acts (E204 at 此牌), the message names the card and the hint shows a step."""
    text = "此牌弃1张手牌"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E204", "此牌")
    assert d.message == "做动作的必须是角色，「此牌」是牌"
    assert d.hint == "例如「目标角色抽1张牌」"


def test_a_colour_compared_with_a_number_points_at_the_number(run):
    """`若此牌的点数等于红色`: only 颜色 compares with a colour (E210), pointed at what was compared."""
    text = "若此牌的点数等于红色，则抽1张牌"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E210", "此牌的点数")
    assert d.message == "只有「颜色」可以与颜色比较"
    assert d.hint == "例如「若目标牌的颜色等于红色」"


def test_a_restated_step_that_says_something_else_names_the_step(run):
    """Rule 10.25: `转化（支付2物资，抽1张牌）` restates 转化 wrongly; E251 names 转化 and what it is."""
    text = "转化（支付2物资，抽1张牌）"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E251", "（支付2物资，抽1张牌）")
    assert d.message == "括号中的「支付2物资，抽1张牌」与「转化」的意思不符（「转化」是「支付1物资，抽1张牌」）"
    assert d.hint == "写「（支付1物资，抽1张牌）」，或去掉括号中的说明"


def test_a_zone_of_several_players_as_a_destination_is_refused_in_words(run):
    """`移入所有其他角色的结界区`: a card goes into one player's zone (E204 at the owner, with its message)."""
    text = "将你的1张手牌移入所有其他角色的结界区"
    (d,) = run(text).diagnostics
    assert (d.code, text[d.span.start:d.span.end]) == ("E204", "所有其他角色")
    assert d.message == "区域的所有者必须是单个角色"
    assert d.hint == "例如「目标角色的手牌区」"
