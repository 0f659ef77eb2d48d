"""Rules shown on small positions: the stack, bounds, the hand limit, visibility, triggers."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card

from zhdsl.engine.limits import Limits
from zhdsl.engine.turn import END, PASS


def test_a_used_card_waits_on_the_stack_until_everyone_passes(position):
    game = position(players=[
        {"手牌": [card("火攻", "令目标其他角色折损2财富")]},
        {"手牌": [card("驳回", "即刻：反制目标牌")]},
    ])
    answer(game, "火攻")
    assert [e.name for e in game.state.stack] == ["「火攻」"]
    assert game.current_player() == 1 and game.decision.kind == "priority"
    answer(game, "过")
    assert not game.state.stack
    assert game.state.players[1].wealth == 8


FILLER = [card("牌甲", "生产1财富", "1绿", 1)]  # a 牌库 card, so 过往 is not shuffled back (rule 3.4)


def test_counter_removes_the_target_from_the_stack(position):
    game = position(players=[
        {"手牌": [card("火攻", "令目标其他角色折损2财富")]},
        {"手牌": [card("驳回", "即刻：反制目标牌")]},
    ], deck=FILLER)
    answer(game, "火攻")
    answer(game, "驳回")
    while game.state.stack:
        answer(game, "过")
    s = game.state
    assert s.players[1].wealth == 10
    names = sorted(game.library[s.cards[u].def_id].name for u in s.zones["past"])
    assert names == ["火攻", "驳回"]


def test_the_stack_depth_is_bounded(position):
    game = position(players=[
        {"手牌": [card("复印", "即刻：复制目标牌"), card("火攻", "令目标其他角色折损1财富")]},
        {},
    ])
    game.limits = Limits(stack_depth=1)
    answer(game, "火攻")
    # 复印 could answer, but the stack is full: nobody is asked and 火攻 resolves.
    assert not game.state.stack
    assert game.state.players[1].wealth == 9
    assert "复印" in [game.library[game.state.cards[u].def_id].name for u in game.state.players[0].hand]


def test_virtual_cards_per_turn_are_bounded(position):
    game = position(players=[
        {"手牌": [card("连击", "执行「生产1财富」，执行「生产1财富」，执行「生产1财富」")]},
        {},
    ])
    game.limits = Limits(virtual_per_turn=2)
    answer(game, "连击")
    s = game.state
    assert s.players[0].wealth == 12  # the third 执行 hit the bound and failed
    assert any(e.kind == "limit" and "虚拟" in e.text for e in game.log)


def test_virtual_cards_are_destroyed_after_resolving(position):
    game = position(players=[{"手牌": [card("双击", "执行「生产1财富」")]}, {}], deck=FILLER)
    answer(game, "双击")
    s = game.state
    assert s.players[0].wealth == 11
    assert [game.library[s.cards[u].def_id].name for u in s.zones["past"]] == ["双击"]
    assert not s.zones["void"]


def test_the_hand_limit_asks_to_discard_down(position):
    hand = [card(f"牌{i}", "生产1财富") for i in range(2)]
    game = position(players=[{"手牌": hand + [card("抽", "抽2张牌")], "仓储": 3}, {}],
                    deck=[card("甲", "生产1财富"), card("乙", "生产1财富"), card("丙", "生产1财富")])
    answer(game, "抽")
    d = game.decision
    assert d.player == 0 and d.kind == "card" and "仓储" in d.prompt
    assert len(d.options) == 4
    game.apply_action(0)
    assert len(game.state.players[0].hand) == 3
    assert game.decision.options[-1].value == END


def test_arranging_hides_your_hand_again(position):
    game = position(players=[{"手牌": [card("甲", "生产1财富"), card("乙", "生产1财富")]}, {}])
    s = game.state
    for uid in s.players[0].hand:
        s.cards[uid].seen_by = frozenset({0, 1})
    answer(game, "调度")
    while game.decision.kind == "arrange":
        game.apply_action(1 if len(game.decision.options) > 1 else 0)
    hand = game.state.players[0].hand
    assert all(not game.state.cards[u].visible_to(1) for u in hand)
    assert all(game.state.cards[u].visible_to(0) for u in hand)
    assert not any("调度" in o.label for o in game.decision.options)  # not twice in a row


def test_a_turn_start_trigger_of_a_ward_card_is_automatic(position):
    ward = {"名称": "屯田", "效果": "结附你2回合。锁定&回合开始：生产1财富", "精力": "0", "点数": 1, "回合": 3}
    game = position(players=[{}, {"结界区": [ward]}])
    answer(game, "结束回合")
    s = game.state
    assert s.active == 1
    assert s.players[1].wealth == 11
    assert any("屯田" in e.text and e.kind == "use" for e in game.log)


def test_passing_is_automatic_for_players_with_nothing_to_use(position):
    game = position(players=[{"手牌": [card("火攻", "令目标其他角色折损2财富")]}, {}])
    answer(game, "火攻")
    assert not game.state.stack  # nobody could respond: it resolved at once
    assert game.decision.player == 0 and game.decision.options[-1].value == END
    assert all(o.value != PASS for o in game.decision.options)


def test_two_target_words_are_two_targets(position):
    text = "令目标角色生产1财富，令目标其他角色折损1财富"
    game = position(players=[{"手牌": [card("分化", text)]}, {}, {}], mode="权杖")
    answer(game, "分化")
    d = game.decision
    assert d.kind == "target_player" and "目标角色" in d.prompt and len(d.options) == 3
    answer(game, "角色1")
    d = game.decision
    assert d.kind == "target_player" and "目标其他角色" in d.prompt and d.labels() == ["角色2", "角色3"]
    answer(game, "角色3")
    s = game.state
    assert [p.wealth for p in s.players] == [11, 10, 9]


def test_a_refused_label_gives_the_reason_and_changes_nothing(position):
    import pytest

    from zhdsl.engine.errors import IllegalAction

    game = position(players=[{"精力": "0", "手牌": [card("火攻", "令目标其他角色折损2财富", "1红")]}, {}])
    before = (len(game.log), game.decision)
    with pytest.raises(IllegalAction, match="精力不足"):
        game.apply_label(0, "使用「火攻」")
    with pytest.raises(IllegalAction, match="时机"):
        game.apply_label(1, "结束回合")
    with pytest.raises(IllegalAction, match="没有"):
        game.apply_label(0, "使用「无名」")
    assert (len(game.log), game.decision) == before
    game.apply_label(0, "结束回合")
    assert game.state.active == 1


def test_a_turn_moves_on_by_itself_past_the_use_bound(position):
    """D24: past Limits.uses_per_turn uses from an empty stack the active player can use nothing more this
    turn; the turn ends by itself (a free loop such as 调度 + 使用领主 cannot stall the game)."""
    import attrs

    cheap = [card(f"牌{i}", "生产1财富") for i in range(4)]
    game = position(players=[{"手牌": cheap}, {}], deck=[card("垫", "抽1张牌")] * 4)
    game.limits = attrs.evolve(game.limits, uses_per_turn=2)
    answer(game, "牌0")
    answer(game, "牌1")
    s = game.state
    assert s.active == 1 and s.turn == 2  # the third use was never offered: seat 2's turn has begun
    assert [game.library[s.cards[u].def_id].name for u in s.players[0].hand] == ["牌2", "牌3"]
    assert s.players[0].wealth == 12
    assert any("达到上限（2）" in e.text for e in game.log)
