"""Forms accepted for issue 11's batch f play as they read: each test plays a small position with the
new wording and checks the outcome (and, where it says why, the log line)."""

from __future__ import annotations

from test_engine_lowered_texts import lines, play

from scenario_cards import card


def test_if_unable_runs_when_the_target_cannot_discard(position):
    """`令目标角色弃1张手牌，若其无法弃牌，令其折损2财富` (rule 10.13(b)): an empty hand costs 2 财富."""
    game = play(position, "令目标角色弃1张手牌，若其无法弃牌，令其折损2财富", target="角色2")
    assert game.state.players[1].wealth == 8


def test_if_unable_does_not_run_when_the_target_discards(position):
    game = play(position, "令目标角色弃1张手牌，若其无法弃牌，令其折损2财富", target="角色2",
                others=[{"手牌": [card("甲", "抽1张牌")]}])
    assert game.state.players[1].wealth == 10 and game.state.players[1].hand == []


def test_if_unable_belongs_to_the_step_right_before_it(position):
    """`支付1物资，弃1张手牌，若无法弃牌，折损1财富`: when the payment fails nothing after it happens;
    when only the discard fails, the 折损 does."""
    poor = play(position, "支付1物资，弃1张手牌，若无法弃牌，折损1财富", me={"物资": 0})
    assert poor.state.players[0].wealth == 10
    paid = play(position, "支付1物资，弃1张手牌，若无法弃牌，折损1财富", me={"物资": 1})
    assert paid.state.players[0].wealth == 9 and paid.state.players[0].supply == 0


def test_if_unable_inside_a_condition_is_the_steps_not_the_conditions(position):
    """`若你的财富大于5，弃1张手牌，若无法弃牌，折损1财富`: the condition fails → nothing (not the 折损)."""
    game = play(position, "若你的财富大于50，弃1张手牌，若无法弃牌，折损1财富")
    assert game.state.players[0].wealth == 10
    game = play(position, "若你的财富大于5，弃1张手牌，若无法弃牌，折损1财富")
    assert game.state.players[0].wealth == 9


def test_shuffling_the_hand_with_the_deck_puts_the_hand_in_the_deck(position):
    """`洗混你的手牌与牌库` (rule 11.19(a)): the hand cards go into the deck, which is shuffled."""
    game = play(position, "洗混你的手牌与牌库", me={"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]})
    s = game.state
    assert s.players[0].hand == []
    assert {"甲", "乙"} <= {game.library[s.cards[u].def_id].name for u in s.zones["deck"]}
    assert "洗乱牌库" in lines(game, 3)


def _answer_with(game, name: str, target: str | None = None):
    """Use the hand card `name` at the first decision that offers it (passing before), then pass to the end."""
    from decisions import answer

    while game.state.stack and not any(name in label for label in game.decision.labels()):
        answer(game, "过")
    answer(game, name)
    if target is not None:
        answer(game, target)
    while game.state.stack:
        answer(game, "过")


def test_it_after_followup_is_the_player_the_card_targets(position):
    """`追加：令其弃1张手牌` (rule 12.8(a)): 其 is the player the card that opened the 追加 targets."""
    from decisions import answer

    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富"), card("追", "追加：令其弃1张手牌")]},
                             {"手牌": [card("甲", "抽1张牌")]}], deck=[card("牌甲", "生产1财富", "1绿", 1)])
    answer(game, "攻")
    _answer_with(game, "追")
    p2 = game.state.players[1]
    assert p2.hand == [] and p2.wealth == 9


def test_it_after_response_is_the_player_who_targeted_you(position):
    """`响应：令其弃1张手牌`: 其 is the user of the card that targets you."""
    from decisions import answer

    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富"), card("甲", "抽1张牌")]},
                             {"手牌": [card("应", "响应：令其弃1张手牌")]}], deck=[card("牌甲", "生产1财富", "1绿", 1)])
    answer(game, "攻")
    _answer_with(game, "应")
    assert game.state.players[0].hand == [] and game.state.players[1].wealth == 9


def test_a_state_trigger_of_a_lord_fires_when_its_condition_becomes_true(position):
    """`当你的财富少于8时：抽1张牌` as a lord skill (rule 9.11): used automatically once when 财富 drops below 8,
    not again while it stays below."""
    from decisions import answer

    lord = {"名称": "测主", "效率": 5, "仓储": 5, "精力": "", "技能": "当你的财富少于8时：抽1张牌"}
    game = position(players=[{"领主": lord, "手牌": [card("伤", "折损3财富"), card("再", "折损1财富")]}, {}],
                    deck=[card("牌甲", "生产1财富", "1绿", 1), card("牌乙", "生产1财富", "1绿", 2)])
    answer(game, "伤")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    assert game.state.players[0].wealth == 7 and len(game.state.players[0].hand) == 2  # 再 and one drawn
    answer(game, "再")
    while game.state.stack or game.state.triggers:
        answer(game, "过")
    assert game.state.players[0].wealth == 6 and len(game.state.players[0].hand) == 1
