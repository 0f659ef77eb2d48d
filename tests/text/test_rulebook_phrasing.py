"""Every effect-like phrase the rulebook itself writes is valid card text (issue 11): each row is the
rulebook's sentence, the card text it gives, and a text in the language's canonical words that must
mean exactly the same: the same compiled program (timings, costs, targets and steps). Rows without
an equivalent are forms of their own; they must check clean and compile."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import compile_text

PHRASES = [
    # (where the rulebook writes it, the card text, the same in canonical words or None)
    ("角色在回合内可以支付1物资，然后抽1张牌", "支付1物资，然后抽1张牌", "支付1物资，抽1张牌"),
    ("每个角色都抽1张牌", "每个角色都抽1张牌", "所有角色抽1张牌"),
    ("所有角色都将折损X财富", "所有角色都折损1财富", "所有角色折损1财富"),
    ("支付一半财富（向下取整），队友复活并获得等量财富", "支付一半财富（向下取整），并令目标其他角色获得等量财富",
     "支付一半财富（向下取整），令目标其他角色获得等量财富"),
    ("【恢复】：消耗掉所有精力，并获得等于领主牌精力的精力", "消耗掉所有精力，并获得2红精力", "消耗所有精力，获得2红精力"),
    ("从牌库中抽3张牌", "从牌库中抽3张牌", "抽3张牌"),
    ("每当角色抽牌时，就从牌库顶移动牌到角色的手牌", "从牌库顶抽1张牌", "抽1张牌"),
    ("角色死亡后……财富变为10", "你的财富变为10", None),
    ("……财富变为10（令另一角色的属性变为某值）", "令目标其他角色的财富变为10", "目标其他角色的财富变为10"),
    ("【结附】：将自身移入目标的结界区", "将自身移入目标角色的结界区", None),
    ("原有的领主将移入手牌区", "将你的领主移入你的手牌区", None),
    ("获得其领主牌（移入手牌）", "将目标其他角色的领主牌移入你的手牌", "将目标其他角色的领主移入你的手牌区"),
    ("当卡牌进入角色手牌时，角色会自动获得其所有权和控制权", "将目标牌移入其所有者的手牌区", "将目标牌移入目标牌的所有者的手牌区"),
    ("如果此时没有角色使用牌，那么……", "如果你没有手牌，那么抽2张牌", "若你没有手牌，则抽2张牌"),
    ("【响应】：等价于“当你成为他人使用牌的目标时”", "当你成为他人使用牌的目标时，反制目标牌", "响应：反制目标牌"),
    ("【追加】：等价于“当你使用牌指定他人时”", "当你使用牌指定他人时：生产1财富", "追加：生产1财富"),
    ("在角色回合开始，会获得领主牌上的精力", "在回合开始时：恢复", "回合开始：恢复"),
    ("任何一名角色回合开始时如果拥有……", "回合开始时，如果你的财富小于5，生产1财富", "回合开始：若你的财富小于5，生产1财富"),
    ("当一名角色令“权杖”的拥有者折损财富", "令一名其他角色折损1财富", "令目标其他角色折损1财富"),
    ("当一名玩家的手牌中的卡牌超过仓储时，其需要弃牌", "若你的手牌数超过你的仓储，弃1张手牌", "若你的手牌数大于你的仓储，弃1张手牌"),
    ("例如效果“使用1张手牌（不支付精力）”", "使用1张手牌（不支付精力）", None),
    ("效果”重置/（横置，抽1张牌）“", "重置/（横置，抽1张牌）", None),
    ("【令…生产/折损】", "令目标角色生产/折损1财富", None),
    ("【反制】：将目标卡牌从堆叠中移除", "反制目标卡牌", "反制目标牌"),
    ("弃1张手牌并抽1张牌（规则书：多个效果同时具有）", "弃1张手牌并抽1张牌", "弃1张手牌&抽1张牌"),
    ("各自挑选1张移入领主区（各 = 各自）", "令你&目标其他角色各抽1张牌", "令你&目标其他角色抽1张牌"),
    ("每名角色各抽1张牌", "每名角色各抽1张牌", "所有角色抽1张牌"),
    ("”&“：……多个效果同时具有（与/和 连接角色）", "令你与目标其他角色各抽1张牌", "令你&目标其他角色抽1张牌"),
    ("”&“：……多个效果同时具有（与/和 连接角色）", "令你和目标角色生产1财富", "令你&目标角色生产1财富"),
    ("将会将横置状态的领主牌竖回来（令…重置其领主牌）", "令目标角色重置其领主牌", "令目标角色重置目标角色的领主"),
    ("若财富大于1，则支付一半财富", "若你的财富大于1且你的物资大于0，则支付一半财富", "若你的财富大于1&你的物资大于0，支付一半财富"),
    # 任意张 and the ways it is written (rule 10.16)
    ("弃置任意张手牌（任意数量）", "弃置任意数量的手牌，抽等量的牌", "弃置任意张手牌，抽等量的牌"),
    ("弃置任意张手牌（任意）", "弃置任意手牌，抽等量的牌", "弃置任意张手牌，抽等量的牌"),
    ("以此法弃置的牌数（张数）", "弃置任意张手牌，抽X张牌（X为以此法弃置的张数）", "弃置任意张手牌，抽X张牌（X为以此法弃置的牌数）"),
    ("以此法弃置的牌数（手牌数）", "弃置任意张手牌，抽X张牌（X为以此法弃置的手牌数）", "弃置任意张手牌，抽X张牌（X为以此法弃置的牌数）"),
    ("以此法弃置的牌数（以此方式）", "弃置任意张手牌，抽X张牌（X为以此方式弃置的牌数）", "弃置任意张手牌，抽X张牌（X为以此法弃置的牌数）"),
    # a card's name as the effect (rule 11.13), in any quotation marks
    ("基础牌名「攻伐」", "执行“攻伐”", "执行「攻伐」"),
    ("基础牌名「劳作」", "将目标牌变为”劳作“", "将目标牌变为「劳作」"),
    # a counter changed by an amount, an amount given by an expression, a variable defined first
    ("你的仓储+1（变为）", "你的仓储+1", "你的仓储变为你的仓储+1"),
    ("等同于…的", "生产等同于你的手牌数的财富", None),
    ("X为…，（定义在前）", "X为你的手牌数，生产X财富", "生产X财富（X为你的手牌数）"),
    ("洗混", "洗混牌库", "洗乱牌库"),
    ("洗乱过往中的所有牌，背面向上加入牌库（洗混A与B）", "洗混你的手牌与牌库", "（将你的手牌区中的所有牌移入牌库，洗乱牌库）"),
    ("洗混A和B", "洗混过往和牌库", "（将过往中的所有牌移入牌库，洗乱牌库）"),
    ("区域前省略「的」", "将目标其他角色结界区中的1张牌移入过往", "将目标其他角色的结界区中的1张牌移入过往"),
    # players joined as the subject
    ("你与目标角色各抽1张牌（无「令」）", "你和目标角色各抽1张牌", "你&目标角色抽1张牌"),
    # `；` before 否则 does not end the effect (rule 10.13)
    ("若…，…；否则…", "若你的财富小于10，生产2财富；否则抽1张牌", "若你的财富小于10，生产2财富，否则抽1张牌"),
    ("若…，…；否则，…", "若你的财富小于10，生产2财富；否则，抽1张牌", "若你的财富小于10，生产2财富，否则抽1张牌"),
    ("…；否则…（一步失败）", "弃1张手牌；否则折损1财富", "弃1张手牌，否则折损1财富"),
    # a colour narrows the hand cards 弃 may take (rule 11.2(a))
    ("弃1张红色手牌", "弃1张红色手牌，生产3财富", "弃1张红手牌，生产3财富"),
    ("弃…色手牌（费用）", "弃1张蓝色手牌：抽2张牌", "弃1张蓝手牌：抽2张牌"),
    ("弃…色/…色手牌", "弃1张红色/蓝色手牌", "弃1张红色手牌/弃1张蓝色手牌"),
    # the player this card is attached to (rule 3.7(a))
    ("结附的角色", "结附目标其他角色3回合。回合结束：令结附的角色折损1财富", None),
    ("被结附的角色", "结附目标其他角色。锁定&回合开始：令被结附的角色折损1财富",
     "结附目标其他角色。锁定&回合开始：令结附的角色折损1财富"),
    # a condition on whether the step before could be done (rule 10.13(b)): the rulebook's 如果角色无法弃手牌
    ("如果角色无法弃手牌……也不会抽3张牌", "令目标角色弃1张手牌，若其无法弃牌，令其折损2财富", "令目标角色弃1张手牌，否则令其折损2财富"),
    ("若…无法如此做", "弃1张手牌，若你无法如此做，折损1财富", "弃1张手牌，否则折损1财富"),
    ("若…不能…手牌", "弃1张手牌，如果不能弃置手牌，那么折损1财富", "弃1张手牌，否则折损1财富"),
    ("若…无法…（前面还有步骤）", "抽1张牌，弃1张手牌，若无法弃牌，折损1财富", "抽1张牌，（弃1张手牌，否则折损1财富）"),
    ("若…无法…（在条件之内）", "若你的财富大于5，弃1张手牌，若无法弃牌，折损1财富", "若你的财富大于5，（弃1张手牌，否则折损1财富）"),
    # 其 with nobody named before it: the player 追加's/响应's moment brings (rule 12.8(a))
    ("【追加】：等价于“当你使用牌指定他人时”（其：所指定的角色）", "当你使用牌指定他人时，令其弃1张手牌", "追加：令其弃1张手牌"),
    ("【响应】：等价于“当你成为他人使用牌的目标时”（其：他人）", "当你成为他人使用牌的目标时，令其弃1张手牌", "响应：令其弃1张手牌"),
    # a condition as a trigger (rule 9.11): automatic, with or without 锁定
    ("当一名玩家的手牌中的卡牌超过仓储时（条件作为时机）", "当你的手牌数超过你的仓储时：弃1张手牌", "当你的手牌数大于你的仓储时：弃1张手牌"),
    ("当你的财富少于5时", "锁定&当你的财富少于5时：抽1张牌", "锁定&当你的财富小于5时：抽1张牌"),
    # 没有/有 before an attribute; the doer's own amount written with its owner
    ("没有/有（属性）", "若你没有物资，获得1物资", "若你的物资等于0，获得1物资"),
    ("没有/有（属性，其他角色）", "若目标角色有精力，令其消耗所有精力", "若目标角色的精力大于0，令目标角色消耗所有精力"),
    ("消耗你的所有…", "消耗你的所有物资，令目标其他角色折损等量财富", "消耗所有物资，令目标其他角色折损等量财富"),
    ("令…弃置其所有手牌", "令目标角色弃置其所有手牌", "令目标角色弃所有手牌"),
    ("支付你的一半财富", "支付你的一半财富（向下取整）", "支付一半财富（向下取整）"),
    # the rulebook's processes by name (【恢复】 is also 恢复（精力）; 转化 is a process one carries out)
    ("这个过程称为”恢复（精力）“", "回合开始：恢复精力", "回合开始：恢复"),
    ("这个过程被成为“转化”", "进行1次转化，生产1财富", "转化，生产1财富"),
    ("这个过程被成为“转化”（一次）", "进行一次转化", "转化"),
    ("调度本身是一个技能牌", "进行调度", "调度"),
    # 为 in a condition compares for equality; 的 left out before an attribute in an expression
    ("X为…（为 作比较）", "若你的手牌数为0，抽2张牌", "若你的手牌数等于0，抽2张牌"),
    ("其手牌数（省略「的」）", "令目标角色折损X财富（X为其手牌数）", "令目标角色折损X财富（X为目标角色的手牌数）"),
    ("等于…的（数量）", "获得等于你手牌数的物资", "获得等同于你的手牌数的物资"),
    ("所结附的角色（无「令」）", "结附目标其他角色。回合开始：所结附的角色抽1张牌", "结附目标其他角色。回合开始：结附的角色抽1张牌"),
]


@pytest.mark.parametrize("where, text, same", PHRASES, ids=[p[1] for p in PHRASES])
def test_the_rulebook_phrase_is_valid_card_text(run, where, text, same):
    result = run(text)
    assert result.ok, (where, result.diagnostics)
    program = compile_text(text)
    if same is not None:
        assert run(same).ok
        assert _meaning(program) == _meaning(compile_text(same)), where


def _meaning(programs) -> list:
    """What a compiled card does, without the texts it was written with (steps compare by their repr:
    some compare by identity)."""
    return [[repr((sorted(e.timings), e.costs, e.targets, e.body, e.mandatory, e.once_per_turn)) for e in p.effects]
            for p in programs]


def test_a_commanded_player_does_both_parts_joined_by_bing(run):
    """`令X A并B`: X does B too (rule 10.15); with `&` the command covers A only."""
    bing = run("令目标角色抽1张牌并弃1张手牌").versions[0].effects[0].body.steps[0]
    amp = run("令目标角色抽1张牌&弃1张手牌").versions[0].effects[0].body.steps[0]
    assert type(bing).__name__ == "Command" and type(bing.action).__name__ == "Conjunction"
    assert type(amp).__name__ == "Conjunction" and type(amp.parts[1]).__name__ == "Discard"


@pytest.mark.parametrize("text, code", [
    ("从过往中抽1张牌", "E225"),
    ("你的精力变为3", "E226"),
    ("你的手牌数变为3", "E226"),
    ("当你使用牌指定他人时", "E220"),
    ("抽1张牌，当回合开始时，抽1张牌", "E220"),
    ("获得任意物资", "E232"),
    ("结附目标角色任意回合", "E232"),
    ("将过往中的任意张牌移入你的手牌区", "E232"),
    ("令距离任意以内的角色抽1张牌", "E232"),
    ("若你的手牌数等于任意，抽1张牌", "E232"),  # a condition: nobody acts, nobody chooses
    ("生产X财富（X为任意）", "E232"),
    ("执行「」", "E100"),
    ("执行「攻伐", "E103"),
    ("执行「攻伐」「劳作」", "E100"),
    ("弃置任意张手牌，抽X张牌（X为以此法的牌数）", "E100"),
    ("你与抽1张牌", "E100"),
    ("X为你的手牌数", "E233"),
    ("X为1/抽1张牌", "E233"),
    ("你的精力+1", "E226"),
    ("你的财富+", "E102"),
    ("生产等同于你的手牌数财富", "E100"),
    ("若你的财富小于10，生产2财富；否则", "E102"),
    ("使用1张红色手牌", "E202"),
    ("令结附的角色抽1张牌", "W234"),
    ("结附目标其他角色，令结附的角色抽1张牌", "W234"),
    ("结附目标其他角色。锁定&回合开始：令结附的抽1张牌", "E100"),
    ("弃1张紫色手牌", "E201"),
    ("弃1张红色财富", "E100"),
    ("若你的财富小于10，生产2财富；否则。", "E100"),
    ("若你的财富小于10，生产2财富。否则抽1张牌", "E100"),
    ("令目标角色弃1张手牌，若你无法弃牌，折损2财富", "E235"),  # the step before is the target's
    ("抽1张牌，若你无法弃牌，折损1财富", "E235"),  # the step before is not a discard
    ("弃1张手牌，若其无法抽牌，折损1财富", "E235"),
    ("洗混你的手牌与你的结界区", "E222"),
    ("回合开始：令其抽1张牌", "E224"),
    ("令目标角色弃置你的1张手牌", "E236"),  # 你 is not the one discarding
    ("弃置其所有手牌", "E236"),
    ("若过往中没有物资，抽1张牌", "E204"),  # a moment that brings no player  # nothing to shuffle them into
])
def test_malformed_variants_are_located_errors(run, text, code):
    result = run(text)
    assert [d.code for d in result.diagnostics] == [code]
    d = result.diagnostics[0]
    assert 0 <= d.span.start < d.span.end <= len(text) and d.hint


COMPARATOR_SPELLINGS = [
    ("若你的手牌数大于等于3，生产3财富", "若你的手牌数不小于3，生产3财富"),
    ("若你的财富大于或等于10，抽1张牌", "若你的财富不小于10，抽1张牌"),
    ("若你的手牌数不少于2，生产1财富", "若你的手牌数不小于2，生产1财富"),
    ("若你的财富小于等于5，抽1张牌", "若你的财富不大于5，抽1张牌"),
    ("若你的财富小于或等于5，抽1张牌", "若你的财富不大于5，抽1张牌"),
    ("若你的财富不超过5，抽1张牌", "若你的财富不大于5，抽1张牌"),
    ("若你的手牌数不多于1，抽1张牌", "若你的手牌数不大于1，抽1张牌"),
    ("若你的手牌数至多为1，抽1张牌", "若你的手牌数至多1，抽1张牌"),
]


@pytest.mark.parametrize("text, same", COMPARATOR_SPELLINGS, ids=[t for t, _ in COMPARATOR_SPELLINGS])
def test_every_common_spelling_of_a_comparison_means_the_same(run, text, same):
    assert run(text).ok
    assert _meaning(compile_text(text)) == _meaning(compile_text(same))
