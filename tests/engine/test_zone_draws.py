"""Drawing, discarding, choosing and the moves effects make (zhdsl/engine/zones.py): which cards a player
gets or loses, what they are asked, the log line they read, and that a move that cannot be made
changes nothing."""

from __future__ import annotations

from scenario_cards import card

FILLER = card("牌甲", "生产1财富", "1绿", 1)


def table(position, deck=2, past=0, hand=("甲", "乙")):
    """Player 1 holds `hand`; the deck holds `deck` 牌甲 (牌甲1, 牌甲2 … top first); 过往 `past` 「丙」."""
    game = position(players=[{"手牌": [card(name, "抽1张牌") for name in hand]}, {}],
                    deck=[card(f"牌甲{i + 1}", "生产1财富", "1绿", 1) for i in range(deck)],
                    past=[card("丙", "抽1张牌")] * past)
    return game, game.runtime()


def uid_of(game, name):
    return next(u for u, c in game.state.cards.items() if game.library[c.def_id].name == name)


def names(game, uids):
    return [game.library[game.state.cards[u].def_id].name for u in uids]


def new_events(game, since):
    return [(e.kind, e.player, e.text, e.data) for e in game.state.events[since:]]


def asking(rt, pick=-1):
    """Answer every question with option `pick`; returns the questions asked."""
    asked = []

    def ask(decision):
        asked.append(decision)
        return decision.options[pick].value

    rt.ask = ask
    return asked


# -- drawing ------------------------------------------------------------------------------------------


def test_a_draw_takes_the_top_cards_of_the_deck_into_the_hand(position):
    game, rt = table(position, deck=3)
    since = len(game.state.events)
    assert rt.draw(0, 2) is True
    hand = game.state.players[0].hand
    assert names(game, hand) == ["甲", "乙", "牌甲1", "牌甲2"]
    assert names(game, game.state.zones["deck"]) == ["牌甲3"]
    drawn = game.state.cards[hand[-1]]
    assert (drawn.zone, drawn.zone_owner, drawn.owner) == ("hand", 0, 0)
    assert drawn.visible_to(0) and not drawn.visible_to(1)
    assert new_events(game, since) == [("draw", 0, "角色1抽了2张牌", (2,))]  # one line, no card named


def test_an_empty_deck_is_refilled_from_the_discard_zone_during_a_draw(position):
    """Rule 3.4: the deck runs out in the middle of a draw: 过往 is shuffled in face down and the draw goes on."""
    game, rt = table(position, deck=1, past=2)
    since = len(game.state.events)
    assert rt.draw(0, 2) is True
    assert names(game, game.state.players[0].hand) == ["甲", "乙", "牌甲1", "丙"]
    assert game.state.zones["past"] == []
    left = game.state.cards[game.state.zones["deck"][0]]
    assert (left.zone, left.face_up, left.seen_by) == ("deck", False, frozenset())
    assert new_events(game, since) == [
        ("reshuffle", None, "牌库为空：过往的2张牌洗乱后加入牌库", ()),
        ("draw", 0, "角色1抽了2张牌", (2,)),
    ]


def test_a_draw_past_every_card_takes_what_there_is_and_fails(position):
    game, rt = table(position, deck=1, past=1)
    since = len(game.state.events)
    assert rt.draw(0, 5) is False
    assert len(game.state.players[0].hand) == 4
    assert game.state.zones["deck"] == [] and game.state.zones["past"] == []
    assert new_events(game, since) == [
        ("reshuffle", None, "牌库为空：过往的1张牌洗乱后加入牌库", ()),
        ("draw", 0, "角色1抽了2张牌", (2,)),
        ("fail", 0, "牌库与过往都没有牌，抽牌失败", ()),
    ]


def test_a_draw_from_nothing_logs_no_draw(position):
    game, rt = table(position, deck=0)
    since = len(game.state.events)
    assert rt.draw(1, 1) is False
    assert new_events(game, since) == [("fail", 1, "牌库与过往都没有牌，抽牌失败", ())]
    assert game.state.players[1].hand == []


def test_the_cards_a_draw_can_still_take_count_the_discard_zone(position):
    game, rt = table(position, deck=2, past=3)
    assert rt.cards_to_draw() == 5
    rt.draw(0, 4)
    assert rt.cards_to_draw() == 1


def test_a_reshuffle_moves_every_discarded_card_into_the_deck_face_down(position):
    game, rt = table(position, deck=0, past=3)
    game.state.mut(game.state.zones["past"][0]).seen_by = frozenset({0})
    rt.reshuffle_discard()
    deck = game.state.zones["deck"]
    assert len(deck) == 3 and game.state.zones["past"] == []
    for uid in deck:
        c = game.state.cards[uid]
        assert (c.zone, c.face_up, c.seen_by) == ("deck", False, frozenset())
        assert not c.visible_to(0)


# -- discarding ---------------------------------------------------------------------------------------


def test_discarding_a_hand_card_puts_it_into_the_discard_zone_by_name(position):
    game, rt = table(position)
    asked = asking(rt, pick=1)
    since = len(game.state.events)
    assert rt.discard_from_hand(0, 1, "选择要弃置的牌") is True
    b = uid_of(game, "乙")
    assert names(game, game.state.players[0].hand) == ["甲"]
    assert game.state.zones["past"] == [b]
    assert game.state.cards[b].face_up
    assert [(d.player, d.prompt, [o.label for o in d.options]) for d in asked] == [(0, "选择要弃置的牌", ["甲", "乙"])]
    assert new_events(game, since) == [("discard", 0, "角色1弃置了「乙」", (b,))]


def test_discarding_more_than_the_hand_holds_fails_and_discards_nothing(position):
    game, rt = table(position)
    since = len(game.state.events)
    assert rt.discard_from_hand(0, 3) is False
    assert len(game.state.players[0].hand) == 2 and game.state.zones["past"] == []
    assert new_events(game, since) == [("fail", 0, "角色1的手牌不足3张，弃牌失败", ())]


def test_discarding_every_hand_card_asks_nothing(position):
    game, rt = table(position)
    asked = asking(rt)
    assert rt.discard_from_hand(0, 2) is True
    assert asked == [] and game.state.players[0].hand == []
    assert names(game, game.state.zones["past"]) == ["甲", "乙"]


def test_discarding_only_the_cards_a_condition_accepts(position):
    """`弃1张红色手牌`: only the hand cards `among` accepts count, and the failure names their kind."""
    game, rt = table(position, hand=("甲", "乙", "丁"))
    a = uid_of(game, "甲")
    since = len(game.state.events)
    assert rt.discard_from_hand(0, 2, among=(lambda u: u == a, "红色")) is False
    assert new_events(game, since) == [("fail", 0, "角色1的红色手牌不足2张，弃牌失败", ())]
    assert rt.discard_from_hand(0, 1, among=(lambda u: u == a, "红色")) is True
    assert game.state.zones["past"] == [a]
    assert names(game, game.state.players[0].hand) == ["乙", "丁"]


def test_the_default_prompt_of_a_discard(position):
    game, rt = table(position)
    asked = asking(rt)
    rt.discard_from_hand(0, 1)
    assert asked[0].prompt == "选择要弃置的手牌"


# -- choosing -----------------------------------------------------------------------------------------


def test_choosing_asks_one_card_at_a_time_among_those_left(position):
    game, rt = table(position, hand=("甲", "乙", "丁"))
    hand = list(game.state.players[0].hand)
    asked = asking(rt, pick=0)
    picked = rt.choose_cards(1, hand, 2, "选一张")
    assert picked == hand[:2]
    assert [(d.player, d.kind, d.prompt, [o.label for o in d.options]) for d in asked] == [
        (1, "card", "选一张", ["甲", "乙", "丁"]),
        (1, "card", "选一张", ["乙", "丁"]),
    ]
    assert asked[0].options[1].value == hand[1]


def test_choosing_as_many_as_there_are_asks_nothing(position):
    game, rt = table(position, hand=("甲", "乙", "丁"))
    hand = list(game.state.players[0].hand)
    asked = asking(rt)
    assert rt.choose_cards(0, hand, 3, "选") == hand
    assert rt.choose_cards(0, hand, 5, "选") == hand
    assert rt.choose_cards(0, hand, 0, "选") == []
    assert asked == []
    asked = asking(rt, pick=-1)
    assert rt.choose_cards(0, hand, 2, "选") == [hand[2], hand[1]]  # each pick among those left
    assert len(asked) == 2


def test_a_dead_player_is_not_asked_which_card(position):
    """D27: a card a dead player still has to choose for takes the first option."""
    game, rt = table(position, hand=("甲", "乙", "丁"))
    hand = list(game.state.players[0].hand)
    game.state.players[0].dead = True
    since = len(game.state.events)
    assert rt.choose_cards(0, hand, 1, "选一张") == [hand[0]]
    assert new_events(game, since) == [("auto", 0, "角色1已死亡，不被问询：「选一张」自动选择「甲」", ())]


def test_how_much_of_an_object_a_player_has(position):
    game, rt = table(position, hand=("甲", "乙", "丁"))
    assert rt.amount_of(0, "card") == 3 and rt.amount_of(0, "hand") == 3
    assert rt.amount_of(1, "card") == 0
    game.state.players[1].wealth = 7
    assert rt.amount_of(1, "wealth") == 7


# -- cards made, moves by effects -----------------------------------------------------------------------


def test_a_created_card_is_owned_and_placed_without_a_log_line(position):
    game, rt = table(position)
    since = len(game.state.events)
    def_id = game.state.cards[uid_of(game, "甲")].def_id
    uid = rt.create_card(def_id, "ward", 1)
    c = game.state.cards[uid]
    assert uid in game.state.players[1].ward
    assert (c.def_id, c.owner, c.controller, c.zone, c.zone_owner) == (def_id, 1, 1, "ward", 1)
    assert new_events(game, since) == []
    other = rt.create_card(def_id, "hand", 0)
    assert other != uid and other in game.state.players[0].hand


def test_moving_hand_cards_by_an_effect(position):
    """`将1张手牌移入牌库底`: the chosen card goes where the effect says, under the effect's controller."""
    from zhdsl.engine import program as fx

    game, rt = table(position, deck=2, hand=("甲", "乙", "丁"))
    asked = asking(rt, pick=1)
    ctx = fx.Ctx(rt, 0, 0, None)
    assert rt.move_from_hand(0, 1, ("deck", None, "bottom"), ctx) is True
    b = uid_of(game, "乙")
    assert game.state.zones["deck"][-1] == b and len(game.state.zones["deck"]) == 3
    assert asked[0].prompt == "选择移入牌库的手牌"
    assert rt.move_from_hand(0, 1, ("ward", 1, "top"), ctx) is True
    moved = game.state.players[1].ward[0]
    assert (game.state.cards[moved].owner, game.state.cards[moved].controller) == (1, 0)


def test_moving_more_hand_cards_than_there_are_fails_and_moves_nothing(position):
    from zhdsl.engine import program as fx

    game, rt = table(position)
    since = len(game.state.events)
    assert rt.move_from_hand(0, 3, ("deck", None, "top"), fx.Ctx(rt, 0, 0, None)) is False
    assert len(game.state.players[0].hand) == 2 and len(game.state.zones["deck"]) == 2
    assert new_events(game, since) == [("fail", 0, "角色1的手牌不足3张，移动失败", ())]


def play(position, text, other):
    """Player 1 plays 「试」 (`text`) with 「丙」 (`other`, 1绿 to pay, which they do not have) in hand."""
    from decisions import answer

    game = position(players=[{"手牌": [card("试", text, "0", 0), card("丙", other, "1绿", 0)]}, {}],
                    deck=[FILLER] * 3)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    return game


def test_a_hand_card_moved_onto_the_stack_is_used_without_paying(position):
    """Rule 11.18: `将1张手牌移入堆叠` uses the card, its 精力 unpaid; it resolves for its user."""
    game = play(position, "将1张手牌移入堆叠", "生产2财富")
    assert game.state.players[0].wealth == 12
    texts = [(e.kind, e.player, e.text) for e in game.log]
    assert ("use", 0, "角色1使用「丙」（不支付精力）") in texts
    assert ("resolve", 0, "结算「丙」") in texts
    assert game.state.players[0].hand == [] and uid_of(game, "丙") in game.state.zones["past"]


def test_a_hand_card_that_cannot_be_used_stops_the_effect(position):
    """「丙」's cost (弃2张手牌) cannot be paid: the move fails and what follows does not happen."""
    game = play(position, "将1张手牌移入堆叠，生产1财富", "弃2张手牌：生产2财富")
    assert game.state.players[0].wealth == 10
    assert [e.text for e in game.log][-3:] == ["「丙」无法使用", "「试」的某一步骤未能完成，后续步骤不执行", "「试」移入过往"]
    assert uid_of(game, "丙") in game.state.players[0].hand


def test_moving_every_hand_card_asks_nothing(position):
    from zhdsl.engine import program as fx

    game, rt = table(position)
    asked = asking(rt)
    assert rt.move_from_hand(0, 2, ("deck", None, "top"), fx.Ctx(rt, 0, 0, None)) is True
    assert asked == [] and game.state.players[0].hand == [] and len(game.state.zones["deck"]) == 4


def test_a_card_made_for_a_public_zone_belongs_to_its_seat(position):
    game, rt = table(position)
    def_id = game.state.cards[uid_of(game, "甲")].def_id
    uid = rt.create_card(def_id, "deck", 1)
    c = game.state.cards[uid]
    assert (c.uid, c.owner, c.controller, c.zone, c.zone_owner) == (uid, 1, 1, "deck", None)
    assert game.state.zones["deck"][0] == uid


def test_each_card_offered_points_at_its_card(position):
    """A client shows which card an option means by its reference (`card_ref`), hidden or not."""
    game, rt = table(position, hand=("甲", "乙", "丁"))
    hand = list(game.state.players[0].hand)
    asked = asking(rt, pick=0)
    rt.choose_cards(0, hand, 1, "选")
    assert [o.refs for o in asked[0].options] == [(("card", u),) for u in hand]
    deck = list(game.state.zones["deck"])
    asked = asking(rt, pick=0)
    rt.choose_cards_seen(0, [hand[0], *deck], 1, "选")
    assert [o.refs for o in asked[0].options] == [(("card", u),) for u in [hand[0], *deck]]


def test_a_deck_with_cards_left_is_not_refilled(position):
    game, rt = table(position, deck=2, past=1)
    since = len(game.state.events)
    assert rt.draw(0, 1) is True
    assert names(game, game.state.zones["past"]) == ["丙"] and names(game, game.state.zones["deck"]) == ["牌甲2"]
    assert [e.kind for e in game.state.events[since:]] == ["draw"]


def test_a_hand_card_another_player_is_told_to_use_stays_under_your_control(position):
    """`令目标其他角色将1张手牌移入堆叠`: 角色2 uses their 「丙」, the card that told them keeps control of it."""
    from decisions import answer

    game = position(players=[{"手牌": [card("试", "令目标其他角色将1张手牌移入堆叠", "0", 0)]},
                             {"手牌": [card("丙", "生产2财富", "1绿", 0)]}], deck=[FILLER] * 3)
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    events = [(e.kind, e.player, e.text) for e in game.log]
    assert ("use", 1, "角色2使用「丙」（不支付精力）") in events
    assert ("resolve", 0, "结算「丙」") in events
    assert [p.wealth for p in game.state.players] == [10, 12]
