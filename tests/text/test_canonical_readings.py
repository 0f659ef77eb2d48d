"""The canonical reading of a text (zhdsl/compiler/describe.py): what the game log, `zhdsl describe`,
the editor's hover and a `/` choice's labels show for a card. Each row is a text and its reading word for
word; the reading is itself canonical (read again, it reads the same), so a designer can paste it back.

tests/text/test_heldout.py checks that a reading means what its text does; this file states the words."""

from __future__ import annotations

import pytest

from zhdsl.pipeline import compile_text

READINGS = [
    # players: distance, holder, several players, every player, a target that acts without 令
    ("令距离1以内的角色抽1张牌", "令距离1以内的角色抽1张牌"),
    ("令距离为1的角色抽1张牌", "令距离为1的角色抽1张牌"),
    ("令距离大于1的角色抽1张牌", "令距离大于1的角色抽1张牌"),
    ("令距离1以内的目标其他角色折损1财富", "令距离1以内的目标其他角色折损1财富"),
    ("令结附的角色抽1张牌", "令结附的角色抽1张牌"),
    ("令你和目标其他角色各抽1张牌", "令你&目标其他角色抽1张牌"),
    ("每名角色各抽1张牌", "所有角色抽1张牌"),
    ("目标其他角色生产1财富", "目标其他角色生产1财富"),
    ("令目标角色弃置其1张手牌", "令目标角色弃1张手牌"),
    # amounts: 任意张, 等量, 以此法, 等同于…的, a portion and its rounding, a variable and its definition
    ("弃置任意张手牌，抽等量的牌", "弃任意张手牌，抽等量牌"),
    ("弃置任意张手牌，抽X张牌（X为以此法弃置的牌数）", "弃任意张手牌，抽X张牌（X为以此法弃的数量）"),
    ("生产1财富，生产X财富（X为以此法生产的数量）", "生产1财富，生产X财富（X为以此法生产的数量）"),
    ("生产等同于你的手牌数的财富", "生产等同于你的手牌数的财富"),
    ("支付一半财富（向下取整），抽1张牌", "支付一半财富（向下取整），抽1张牌"),
    ("支付一半财富（向上取整），抽1张牌", "支付一半财富（向上取整），抽1张牌"),
    ("回合开始：生产X财富（X为你的物资+1）", "回合开始：生产X财富（X为你的物资+1）"),
    ("生产X财富（X为角色数）", "生产X财富（X为角色数）"),
    ("你的仓储+1", "你的仓储变为你的仓储+1"),
    ("支付1红精力：抽1张牌", "支付1红精力：抽1张牌"),
    # cards in zones
    ("将过往中的1张「攻伐」移入你的手牌区", "将过往中的1张「攻伐」移入你的手牌区"),
    ("将过往中的1张牌移入你的手牌区", "将过往中的1张牌移入你的手牌区"),
    ("将你的1张手牌移入牌库顶", "将你的1张手牌移入牌库顶"),
    ("将此牌移入牌库顶", "将此牌移入牌库顶"),
    ("洗混牌库", "洗乱牌库"),
    # 正面向上/背面向上 as written stay in the reading, even where the zone holds its cards that way (rule 11.41(b))
    ("将牌库顶的3张牌正面向上移入过往", "将牌库顶中的3张牌正面向上移入过往"),
    ("将1张手牌背面向上置于牌库顶", "将1张手牌背面向上移入牌库顶"),
    ("将1张手牌正面向上置于牌库顶", "将1张手牌正面向上移入牌库顶"),
    ("将此牌正面向上移入虚空", "将此牌正面向上移入虚空"),
    ("将目标牌正面向上移入你的结界区", "将目标牌正面向上移入你的结界区"),
    ("弃1张手牌，将其从过往正面向上移入虚空", "弃1张手牌，将其从过往正面向上移入虚空"),
    # reminders: after a step, and after the whole text
    ("抽1张牌（附注：这是提示）", "抽1张牌（附注：这是提示）"),
    ("抽1张牌。（附注：整段提示）", "抽1张牌（附注：整段提示）"),
    # structure: choices, 并, groups with notes, 否则, conditions of every kind
    ("令目标角色生产/折损1财富", "令目标角色生产/折损1财富"),
    ("令目标角色抽1张牌并弃1张手牌", "令目标角色抽1张牌并且弃1张手牌"),
    ("重置/（横置，抽1张牌）", "重置/（横置，抽1张牌）"),
    ("（抽1张牌，生产1财富）（X为1）", "（抽1张牌，生产1财富）（X为1）"),
    ("若你的财富大于1且你的物资大于0，则支付一半财富", "若你的财富大于1&你的物资大于0，支付一半财富"),
    ("若你的财富大于1/你的物资大于0，抽1张牌", "若你的财富大于1/你的物资大于0，抽1张牌"),
    ("若目标角色是你，抽1张牌", "若目标角色是你，抽1张牌"),
    ("若目标角色不是你，抽1张牌", "若目标角色不是你，抽1张牌"),
    ("若过往中有牌，抽1张牌", "若过往中有牌，抽1张牌"),
    ("若过往中没有牌，抽1张牌", "若过往中没有牌，抽1张牌"),
    ("若你的结界区没有牌，抽1张牌", "若你的结界区中没有牌，抽1张牌"),
    ("若目标牌的颜色等于红色，抽1张牌", "若目标牌的颜色等于红色，抽1张牌"),
    ("如果你的财富大于1，那么抽1张牌，否则生产1财富", "若你的财富大于1，抽1张牌，否则生产1财富"),
    ("若你的财富大于1，抽1张牌，否则生产1财富，否则折损1财富", "若你的财富大于1，抽1张牌，否则生产1财富，否则折损1财富"),
    ("弃1张手牌，否则生产1财富", "弃1张手牌，否则生产1财富"),
    ("令目标角色弃1张手牌，若其无法弃牌，令其折损1财富", "令目标角色弃1张手牌，否则令其折损1财富"),
    # timings, triggers, costs, quoted effects, static effects
    ("限定：抽1张牌", "限定：抽1张牌"),
    ("主动/即刻：抽1张牌", "主动/即刻：抽1张牌"),
    ("回合开始&支付1物资：抽1张牌", "回合开始&支付1物资：抽1张牌"),
    ("当你使用牌指定他人时：生产1财富", "当你使用牌指定他人时：生产1财富"),
    ("当你成为他人使用牌的目标时，反制目标牌", "当你成为他人使用牌的目标时：反制目标牌"),
    ("执行“抽1张牌”", "执行「抽1张牌」"),
    ("将目标牌变为”劳作“", "将目标牌变为「劳作」"),
    ("（你的仓储始终等于5）", "（你的仓储始终等于5）"),
    ("（你的仓储始终大于你的财富）", "（你的仓储始终大于你的财富）"),
    ("抽1张牌。回合结束：生产1财富", "抽1张牌。回合结束：生产1财富"),
]


@pytest.mark.parametrize("text, reading", READINGS, ids=[t for t, _ in READINGS])
def test_a_text_reads_in_the_canonical_words(text, reading):
    (program,) = compile_text(text)
    assert program.text == reading
    (again,) = compile_text(reading)
    assert again.text == reading  # the reading is canonical: read again, it is the same


def test_each_version_has_its_own_reading():
    assert [p.text for p in compile_text("抽1|2张牌")] == ["抽1张牌", "抽2张牌"]
