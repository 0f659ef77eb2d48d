"""The stack as a player reads it: 反制, 变为, 复制 and the bounds, each with the outcome and the log
lines it writes (issue 18: mutants of zhdsl/engine/stackops.py that no assertion caught)."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.engine.limits import Limits

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]  # a 牌库 card, so 过往 is not shuffled back (rule 3.4)
FIRE = card("火攻", "令目标其他角色折损2财富")


def settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def log(game, n: int) -> list[tuple[str, str]]:
    return [(e.kind, e.text) for e in game.log][-n:]


def test_a_countered_card_leaves_the_stack_unresolved(position):
    game = position(players=[{"手牌": [FIRE]}, {"手牌": [card("驳回", "即刻：反制目标牌")]}], deck=FILLER)
    answer(game, "火攻")
    answer(game, "驳回")
    settle(game)
    assert game.state.players[1].wealth == 10
    assert log(game, 4) == [
        ("resolve", "结算「驳回」"), ("counter", "角色2反制了「火攻」"), ("move", "「火攻」移入过往"), ("move", "「驳回」移入过往"),
    ]


def test_countering_a_card_that_already_left_fails(position):
    """Two 反制 at one card: the later one resolves first; the earlier finds no target and its effect stops."""
    game = position(players=[
        {"手牌": [FIRE, card("驳甲", "即刻：反制目标牌")]},
        {"手牌": [card("驳乙", "即刻：反制目标牌")]},
    ], deck=FILLER)
    answer(game, "火攻")
    answer(game, "驳甲")
    answer(game, "驳乙")
    answer(game, "「火攻」")
    settle(game)
    assert [p.wealth for p in game.state.players] == [10, 10]
    assert log(game, 4) == [
        ("resolve", "结算「驳甲」"), ("fail", "目标牌已不在堆叠中，反制失败"),
        ("fail", "「驳甲」的某一步骤未能完成，后续步骤不执行"), ("move", "「驳甲」移入过往"),
    ]
    assert [e.player for e in game.log if e.kind == "fail"] == [0, 0]  # in the log as 驳甲's controller's


def test_a_changed_effect_keeps_the_original_target(position):
    """Rule 11.12: 变为「令目标角色生产1财富」 on 火攻 aimed at 角色2 — the new target word takes 角色2."""
    game = position(players=[
        {"手牌": [FIRE]}, {"手牌": [card("易辙", "即刻：将目标牌变为「令目标角色生产1财富」")]},
    ], deck=FILLER)
    answer(game, "火攻")
    answer(game, "易辙")
    settle(game)
    assert [p.wealth for p in game.state.players] == [10, 11]
    assert ("transform", "「火攻」的效果变为「令目标角色生产1财富」") in log(game, 8)
    assert log(game, 3) == [
        ("resolve", "结算「火攻」"), ("wealth", "角色2生产1财富（来源：角色1），现有11"), ("move", "「火攻」移入过往"),
    ]


def test_a_copy_resolves_first_with_the_same_target(position):
    game = position(players=[{"手牌": [FIRE, card("仿制", "即刻：复制目标牌")]}, {}], deck=FILLER)
    answer(game, "火攻")
    answer(game, "仿制")
    settle(game)
    assert game.state.players[1].wealth == 6
    assert log(game, 7) == [
        ("copy", "角色1复制了「火攻」"), ("move", "「仿制」移入过往"),
        ("resolve", "结算「火攻（复制）」"), ("wealth", "角色2折损2财富（来源：角色1），现有8"),
        ("resolve", "结算「火攻」"), ("wealth", "角色2折损2财富（来源：角色1），现有6"), ("move", "「火攻」移入过往"),
    ]


def test_a_copy_past_the_stack_depth_is_not_made(position):
    game = position(players=[{"手牌": [card("复印", "即刻：复制目标牌"), card("火攻", "令目标其他角色折损1财富")]}, {}],
                    deck=FILLER)
    game.limits = Limits(stack_depth=2)
    answer(game, "火攻")
    answer(game, "复印")
    settle(game)
    assert game.state.players[1].wealth == 9
    assert ("limit", "堆叠已达上限（2），「火攻（复制）」无法进入堆叠") in log(game, 8)


def test_virtual_cards_past_the_bound_of_a_turn_are_not_made(position):
    game = position(players=[{"手牌": [card("连击", "执行「生产1财富」，执行「生产1财富」，执行「生产1财富」")]}, {}],
                    deck=FILLER)
    game.limits = Limits(virtual_per_turn=2)
    answer(game, "连击")
    settle(game)
    assert game.state.players[0].wealth == 12
    assert log(game, 10)[:5] == [
        ("resolve", "结算「连击」"), ("execute", "角色1执行「生产1财富」"), ("execute", "角色1执行「生产1财富」"),
        ("limit", "本回合创建的虚拟牌已达上限（2）"), ("fail", "「连击」的某一步骤未能完成，后续步骤不执行"),
    ]
