"""The stack's operations (zhdsl/engine/stackops.py) as a player and a frontend meet them, where the seeded mutation
sample of branch `mut18g` (docs/testing.md) found them unasserted: 变为 of a card that already left, the targets a
changed effect keeps by their word, a copy's printed facts and its log event, a copy past the bound of 虚拟 cards,
结附 in a lord's skill, a hand card used by an effect."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.engine import contract
from zhdsl.engine.limits import Limits

FILLER = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(4)]
FIRE = card("火攻", "令目标其他角色折损2财富")


def settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def use(game, name: str) -> None:
    """Pass until `name` can be used, then use it."""
    while not any(name in label for label in game.decision.labels()):
        answer(game, "过")
    answer(game, name)


def test_changing_the_effect_of_a_card_that_already_left_fails(position):
    """易辙 waits under 驳, which counters 火攻 first: 易辙 finds no card to change, says so and stops; nobody is hurt."""
    game = position(players=[
        {"手牌": [FIRE, card("驳", "即刻：反制目标牌")]}, {"手牌": [card("易辙", "即刻：将目标牌变为「抽1张牌」")]},
    ], deck=FILLER)
    answer(game, "火攻")
    use(game, "易辙")
    use(game, "驳")
    answer(game, "「火攻」")
    settle(game)
    lines = [(e.kind, e.player, e.text) for e in game.log][-4:-1]
    assert lines == [("resolve", 1, "结算「易辙」"), ("fail", None, "目标牌已不在堆叠中，变为失败"),
                     ("fail", 1, "「易辙」的某一步骤未能完成，后续步骤不执行")]
    assert [p.wealth for p in game.state.players] == [10, 10] and game.state.players[1].hand == []


def test_a_changed_effect_keeps_each_target_by_its_word(position):
    """Rule 11.12: 「双」 chose 角色1 as 目标角色 and 角色2 as 目标其他角色; changed to 「令目标其他角色折损2财富」, its
    目标其他角色 is still 角色2 — not the first target. The log line is 角色1's (the changed card's controller) and
    names the changed entry, as a frontend reads it."""
    two = card("双", "令目标角色生产1财富，令目标其他角色折损1财富")
    game = position(players=[
        {"手牌": [two]}, {"手牌": [card("易辙", "即刻：将目标牌变为「令目标其他角色折损2财富」")]},
    ], deck=FILLER)
    answer(game, "双")
    answer(game, "角色1")
    use(game, "易辙")
    settle(game)
    assert [p.wealth for p in game.state.players] == [10, 8]
    at = next(i for i, e in enumerate(game.log) if e.kind == "transform")
    changed = game.log[at]
    assert (changed.player, changed.text) == (0, "「双」的效果变为「令目标其他角色折损2财富」")
    used = next(e for e in game.log if e.kind == "use" and e.text.startswith("角色1使用「双」"))
    assert contract.event(game, at, 1)["fields"] == {"entry": used.data[0]}


def test_a_copy_keeps_the_printed_point_and_its_event_names_the_copy(position):
    """复制 of 「点」 (点数3, `X为此牌的点数`): the copy deals 3 as the original does; the `copy` event names the new
    entry, the one whose 结算 line follows."""
    point = card("点", "令目标其他角色折损X财富（X为此牌的点数）", "0", 3)
    game = position(players=[{"手牌": [point, card("仿制", "即刻：复制目标牌")]}, {}], deck=FILLER)
    answer(game, "点")
    use(game, "仿制")
    settle(game)
    assert game.state.players[1].wealth == 4
    at = next(i for i, e in enumerate(game.log) if e.kind == "copy")
    assert (game.log[at].player, game.log[at].text) == (0, "角色1复制了「点」")
    resolved = next(e for e in game.log if e.text == "结算「点（复制）」")
    assert contract.event(game, at, 1)["fields"] == {"entry": resolved.data[0]}


def test_a_copy_past_the_bound_of_virtual_cards_stops_the_card(position):
    """No 虚拟 card may be made this turn: the copy is not made, and the 抽1张牌 after it does not happen."""
    game = position(players=[{"手牌": [FIRE, card("仿写", "即刻：复制目标牌，抽1张牌")]}, {}], deck=FILLER)
    game.limits = Limits(virtual_per_turn=0)
    answer(game, "火攻")
    use(game, "仿写")
    settle(game)
    assert game.state.players[0].hand == [] and game.state.players[1].wealth == 8
    assert any(e.text == "「仿写」的某一步骤未能完成，后续步骤不执行" for e in game.log)


def test_a_lord_skill_cannot_attach(position):
    """Only a real card on the stack goes to a 结界区: a lord's skill that 结附s fails and says why."""
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "0", "技能": "主动：结附目标其他角色"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    answer(game, "主动")
    settle(game)
    assert ("fail", None, "只有堆叠中的实体通用牌可以结附") in [(e.kind, e.player, e.text) for e in game.log]
    assert game.state.players[1].ward == [] and not any(e.kind == "attach" for e in game.log)


def test_a_hand_card_used_by_an_effect_is_its_users(position):
    """`使用1张手牌`: 火攻 is used by 角色1, who is asked its target and is the source of the loss."""
    game = position(players=[{"手牌": [card("试", "使用1张手牌"), FIRE]}, {}, {}], deck=FILLER, mode="权杖")
    answer(game, "试")
    asked = game.decision
    assert (asked.player, asked.prompt, asked.labels()) == (0, "为「火攻」选择目标其他角色", ["角色2", "角色3"])
    answer(game, "角色3")
    settle(game)
    assert [p.wealth for p in game.state.players] == [10, 10, 8]
    assert [(e.player, e.text) for e in game.log if e.kind == "use"][-1] == (0, "角色1使用「火攻」（目标：角色3）")


def test_a_card_a_command_has_used_is_controlled_by_the_commander(position):
    """Rule 11.22: `令目标其他角色使用1张手牌` — 角色2's 火攻 is used with 角色1 as its controller: 角色1 chooses its
    target, and it resolves as 角色1's; the loss's source is still 角色2, who used it."""
    game = position(players=[{"手牌": [card("试", "令目标其他角色使用1张手牌")]}, {"手牌": [FIRE]}, {}],
                    deck=FILLER, mode="权杖")
    answer(game, "试")
    answer(game, "角色2")
    asked = game.decision
    assert (asked.player, asked.prompt, asked.labels()) == (0, "为「火攻」选择目标其他角色", ["角色3", "角色1"])
    answer(game, "角色3")
    settle(game)
    assert [p.wealth for p in game.state.players] == [10, 10, 8]
    assert ("resolve", 0, "结算「火攻」") in [(e.kind, e.player, e.text) for e in game.log]


def test_a_card_put_at_the_bottom_of_the_deck_off_the_stack_goes_under_the_deck(position):
    """Rule 8.8: 「沉」 puts 火攻, still waiting on the stack, at the bottom of the 牌库 — under the four cards already
    there, the card drawn last, not the next card drawn; 火攻 does not resolve, so 角色2 keeps 10 财富."""
    game = position(players=[
        {"手牌": [FIRE]}, {"手牌": [card("沉", "即刻：将目标牌移入牌库底")]},
    ], deck=FILLER)
    answer(game, "火攻")
    use(game, "沉")
    settle(game)
    s = game.state
    deck = [game.library[s.cards[uid].def_id].name for uid in s.zones["deck"]]
    assert deck == ["牌0", "牌1", "牌2", "牌3", "火攻"]
    assert [p.wealth for p in s.players] == [10, 10]


def test_a_hand_card_used_as_virtual_by_an_effect_is_destroyed_after_resolving(position):
    """Rule 4.7 with 【虚拟】: 「借」 uses 粮 from 角色1's hand as a 虚拟 card; 粮 resolves (角色1 gains 1 财富) and is
    then destroyed, not put into 过往 as a card used normally would be."""
    game = position(players=[
        {"手牌": [card("借", "使用1张手牌（虚拟）"), card("粮", "生产1财富")]}, {},
    ], deck=FILLER)
    answer(game, "借")
    settle(game)
    s = game.state
    grain = next(uid for uid, c in s.cards.items() if game.library[c.def_id].name == "粮")
    assert s.players[0].wealth == 11
    assert s.cards[grain].zone == "destroyed" and grain not in s.zones["past"]


def test_a_response_card_is_used_once_while_a_copy_resolves_with_no_window(position):
    """Rule 9.92 (D4, 11.15): a copy enters the 堆叠 without being used, so it opens no window; while 「复」's copy
    resolves there is none. The copy uses 「应」 (a 响应 card; the effect grants the timing, 7.7) and takes it back
    unresolved (8.8), then asks for another use: 应 was used at this moment already, the step fails and the copy stops;
    「复」 itself then resolves in the same window-less moment and cannot use 应 either. 应 stays in the hand, no 财富."""
    game = position(players=[{"手牌": [card("复", "主动：使用1张手牌，将该牌移入你的手牌区，使用1张手牌"),
                                       card("镜", "即刻：复制目标牌"), card("应", "响应：生产1财富")]}, {}], deck=FILLER)
    answer(game, "复")
    use(game, "镜")
    while game.state.stack:
        answer(game, "「复」" if "「复」" in game.decision.labels() else "过")
    me = game.state.players[0]
    assert [game.runtime().defn(u).name for u in me.hand] == ["应"] and me.wealth == 10
    assert [e.text for e in game.log if e.kind == "use"] == ["角色1使用「复」", "角色1使用「镜」（目标：「复」）", "角色1使用「应」"]
    assert [e.text for e in game.log if e.kind == "fail"] == [
        "角色1没有可以使用的手牌", "「复（复制）」的某一步骤未能完成，后续步骤不执行",
        "角色1没有可以使用的手牌", "「复」的某一步骤未能完成，后续步骤不执行"]
