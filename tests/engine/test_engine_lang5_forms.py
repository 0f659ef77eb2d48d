"""Forms accepted for issue 11's batch g (lang5) play as they read: each test plays a small position with the
new wording and checks the outcome."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card

WARDS = [card("界甲", "抽1张牌"), card("界乙", "抽1张牌")]
LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


def test_a_zones_card_count_is_an_amount(position):
    """`X为你结界区中的牌数` (rule 10.17): two cards in the ward zone, two discarded."""
    hand = [card("甲", "抽1张牌"), card("乙", "抽1张牌"), card("丙", "抽1张牌")]
    game = play(position, "令目标角色弃X张手牌（X为你结界区中的牌数）", me={"结界区": WARDS}, target="角色2",
                others=[{"手牌": hand}], choose=("甲", "乙"))
    assert len(game.state.players[1].hand) == 1


def test_a_zones_card_count_after_dengtongyu(position):
    """`折损等同于你结界区中牌数的财富`: 2 财富."""
    game = play(position, "令目标角色折损等同于你结界区中牌数的财富", me={"结界区": WARDS}, target="角色2")
    assert game.state.players[1].wealth == 8


def test_an_empty_zones_count_is_zero(position):
    game = play(position, "生产X财富（X为你结界区中的牌数），抽1张牌")
    assert game.state.players[0].wealth == 10 and len(game.state.players[0].hand) == 1


def test_or_less_is_at_most(position):
    """`若你的财富为5或更少` (rule 10.18): 5 holds, 6 does not."""
    assert play(position, "若你的财富为5或更少，获得1物资", me={"财富": 5}).state.players[0].supply == 1
    assert play(position, "若你的财富为5或更少，获得1物资", me={"财富": 6}).state.players[0].supply == 0


def test_or_more_is_at_least(position):
    assert play(position, "若你的财富达到12或更多，抽1张牌", me={"财富": 12}).state.players[0].hand
    assert not play(position, "若你的财富达到12或更多，抽1张牌", me={"财富": 11}).state.players[0].hand


def test_an_empty_zone(position):
    """`若你的结界区为空` (rule 10.19)."""
    assert play(position, "若你的结界区为空，生产1财富").state.players[0].wealth == 11
    assert play(position, "若你的结界区为空，生产1财富", me={"结界区": WARDS}).state.players[0].wealth == 10


def test_the_lords_tapped_state_is_a_condition(position):
    """`若你的领主已横置，重置你的领主` (rule 10.20): only a tapped lord is untapped; `未横置` the other way."""
    game = play(position, "横置你的领主，若你的领主已横置，生产1财富", me={"领主": LORD})
    assert game.state.players[0].wealth == 11
    game = play(position, "若你的领主已横置，生产1财富", me={"领主": LORD})
    assert game.state.players[0].wealth == 10
    game = play(position, "若你的领主未横置，横置你的领主，生产1财富", me={"领主": LORD})
    assert game.state.players[0].wealth == 11
    lord = game.state.players[0].lord[-1]
    assert game.state.cards[lord].tapped


def test_its_hand_cards_without_de_are_the_commanded_players(position):
    """`令目标角色将其1张手牌移入过往`: the target's hand card goes to the 过往 (chosen by position, rule 11.18)."""
    game = play(position, "令目标角色将其1张手牌移入过往", target="角色2",
                others=[{"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}], choose=("第1张牌",))
    s = game.state
    assert len(s.players[1].hand) == 1
    assert "甲" in [game.library[s.cards[u].def_id].name for u in s.zones["past"]]


def test_consuming_all_energy_and_supply(position):
    """`消耗所有精力和物资` (领主牌·特别注意, rule 10.21): both are gone; the step after it runs."""
    game = play(position, "消耗所有精力和物资，生产1财富", me={"精力": "2红", "物资": 3})
    p = game.state.players[0]
    assert p.supply == 0 and not any(dict(p.energy).values()) and p.wealth == 11


def test_paying_two_resources_joined_by_he_pays_both_or_neither(position):
    """`支付1物资和1财富`: all or nothing, like `&`."""
    paid = play(position, "支付1物资和1财富，抽1张牌", me={"物资": 1})
    assert paid.state.players[0].supply == 0 and paid.state.players[0].wealth == 9 and paid.state.players[0].hand
    poor = play(position, "支付1物资和1财富，抽1张牌", me={"物资": 0})
    assert poor.state.players[0].wealth == 10 and not poor.state.players[0].hand


def test_a_cost_between_two_colons_is_paid_when_the_card_is_used(position):
    """`主动：弃1张手牌：抽2张牌` (rule 7.5(a)): the hand card is discarded on use, before the card resolves and
    draws 2."""
    from decisions import answer

    deck = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(4)]
    game = position(players=[{"手牌": [card("试", "主动：弃1张手牌：抽2张牌"), card("甲", "生产1财富")]}, {}], deck=deck)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    log = [e.text for e in game.log]
    assert log.index("角色1弃置了「甲」") < log.index("结算「试」") < log.index("角色1抽了2张牌")
    assert len(game.state.players[0].hand) == 2


def test_a_cost_between_two_colons_needs_what_it_costs(position):
    """Without another hand card the card cannot be used."""
    game = position(players=[{"手牌": [card("试", "主动：弃1张手牌：抽2张牌")]}, {}])
    assert not any("试" in label for label in game.decision.labels())


def _use(position, text: str, hand: list, **me):
    """Player 1 uses a card with `text` besides `hand`, over a deck of 6; everyone passes until the 堆叠 is empty."""
    from decisions import answer

    deck = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]
    game = position(players=[{**me, "手牌": [card("试", text), *hand]}, {}], deck=deck)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    return game


def test_drawing_until_the_hand_count_reaches_the_storage(position):
    """`抽牌直到你的手牌数等于你的仓储` (rule 11.23): 仓储 3, one other hand card → 2 drawn; above the
    number already, none (and the step does not fail)."""
    game = _use(position, "抽牌直到你的手牌数等于你的仓储", [card("甲", "抽1张牌")], 仓储=3)
    assert len(game.state.players[0].hand) == 3
    game = _use(position, "抽牌直到你的手牌数等于2，生产1财富", [card(n, "抽1张牌") for n in "甲乙丙"])
    assert len(game.state.players[0].hand) == 3 and game.state.players[0].wealth == 11


def test_discarding_until_the_hand_count_is_two(position):
    """`令目标角色弃牌直到其手牌数为2`: 4 hand cards → 2 discarded; 1 hand card → none, and the step does not fail."""
    hand = [card(n, "抽1张牌") for n in "甲乙丙丁"]
    game = play(position, "令目标角色弃牌直到其手牌数为2，生产1财富", target="角色2", others=[{"手牌": hand}],
                choose=("甲", "乙"))
    assert len(game.state.players[1].hand) == 2 and game.state.players[0].wealth == 11
    game = play(position, "令目标角色弃牌直到其手牌数为2，生产1财富", target="角色2", others=[{"手牌": hand[:1]}])
    assert len(game.state.players[1].hand) == 1 and game.state.players[0].wealth == 11


def test_a_colour_compared_with_wei(position):
    """`若目标牌的颜色为红色，反制目标牌` (rule 10.22): a red card is countered, a green one is not."""
    from decisions import answer

    for colour, countered in (("1红", True), ("1绿", False)):
        game = position(players=[{"手牌": [card("攻", "令目标其他角色折损1财富", colour), card("甲", "抽1张牌")],
                                  "精力": "1红1绿"},
                                 {"手牌": [card("应", "响应：若目标牌的颜色为红色，反制目标牌")]}],
                        deck=[card("牌甲", "生产1财富", "1绿", 1)])
        answer(game, "攻")  # the only other player is the target
        while game.state.stack and not any("应" in label for label in game.decision.labels()):
            answer(game, "过")
        if game.state.stack:
            answer(game, "应")
        while game.state.stack:
            answer(game, "过")
        assert (game.state.players[1].wealth == 10) == countered, colour


def test_a_quoted_name_is_moved_from_the_past(position):
    """`将「攻伐」从过往移入你的手牌区` (rule 11.18(b)): the 攻伐 comes back, the other card stays."""
    game = play(position, "将「攻伐」从过往移入你的手牌区", past=[card("旧", "抽1张牌"), card("攻伐", "折损1财富")])
    s = game.state
    assert [game.library[s.cards[u].def_id].name for u in s.players[0].hand] == ["攻伐"]
