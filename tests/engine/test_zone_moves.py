"""Moving a card between zones (zhdsl/engine/zones.py): who sees it afterwards, where in the zone it
lands, who owns and controls it, and the log line the players read — a hidden card's name never shows."""

from __future__ import annotations

from scenario_cards import card

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]


def table(position):
    """Player 1 holds 「甲」 and 「乙」; the deck holds two 牌甲; 过往 one 「丙」."""
    game = position(players=[{"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}, {}],
                    deck=FILLER * 2, past=[card("丙", "抽1张牌")])
    return game, game.runtime()


def uid_of(game, name):
    return next(u for u, c in game.state.cards.items() if game.library[c.def_id].name == name)


def last(game):
    e = game.state.events[-1]
    return e.kind, e.player, e.text


def test_a_card_into_the_deck_goes_face_down_on_top_and_its_name_is_not_logged(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "deck", 0)
    s = game.state
    c = s.cards[a]
    assert s.zones["deck"][0] == a and len(s.zones["deck"]) == 3
    assert a not in s.players[0].hand
    assert (c.zone, c.zone_owner, c.face_up, c.seen_by) == ("deck", None, False, frozenset())
    assert not c.visible_to(0) and not c.visible_to(1)
    assert last(game) == ("move", 0, "1张牌移入牌库")


def test_a_card_put_at_the_bottom_of_the_deck(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "deck", 0, position="bottom")
    assert game.state.zones["deck"][-1] == a and game.state.zones["deck"][0] != a


def test_a_card_into_a_public_zone_is_face_up_and_named(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "past", 0)
    c = game.state.cards[a]
    assert game.state.zones["past"][-1] == a  # the newest last
    assert (c.zone, c.zone_owner, c.face_up) == ("past", None, True)
    assert c.visible_to(1)
    assert last(game) == ("move", 0, "「甲」移入过往")


def test_a_card_into_a_hand_is_seen_by_its_new_owner_only(position):
    game, rt = table(position)
    c_uid = uid_of(game, "丙")
    rt.move_card(c_uid, "hand", 1)
    c = game.state.cards[c_uid]
    assert c_uid in game.state.players[1].hand and c_uid not in game.state.zones["past"]
    assert (c.zone, c.zone_owner, c.owner, c.controller, c.face_up) == ("hand", 1, 1, 1, False)
    assert c.visible_to(1) and not c.visible_to(0)
    assert last(game) == ("move", 1, "1张牌移入角色2的手牌区")


def test_a_card_into_another_players_public_zone_keeps_the_controller_given(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "ward", 1, controller=0)
    c = game.state.cards[a]
    assert a in game.state.players[1].ward and a not in game.state.players[0].hand
    assert (c.zone, c.zone_owner, c.owner, c.controller, c.face_up) == ("ward", 1, 1, 0, True)
    assert last(game) == ("move", 1, "「甲」移入角色2的结界区")
    b = uid_of(game, "乙")
    rt.move_card(b, "ward", 1)
    assert game.state.cards[b].controller == 1  # no controller given: the zone's owner


def test_a_card_leaving_a_zone_is_untapped_unmarked_and_forgotten(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "ward", 0)
    c = game.state.mut(a)
    c.tapped, c.marks, c.seen_by = True, {"versions": frozenset({1})}, frozenset({1})
    rt.move_card(a, "past", 0, log=False)
    c = game.state.cards[a]
    assert (c.tapped, c.marks, c.seen_by) == (False, {}, frozenset())
    assert a not in game.state.players[0].ward
    assert game.state.events[-1].text == "「甲」移入角色1的结界区"  # log=False: no line


def test_a_card_put_out_of_the_game(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    rt.move_card(a, "destroyed")
    c = game.state.cards[a]
    assert (c.zone, c.zone_owner) == ("destroyed", None) and a not in game.state.players[0].hand
    assert last(game) == ("move", 0, "「甲」移出对局")
    assert rt.zone_word("destroyed") == "（已销毁）" and rt.zone_word("past") == "过往"
    assert rt.zone_word("stack") == rt.word("stack")


def test_a_hidden_card_is_offered_by_its_position(position):
    game, rt = table(position)
    deck = list(game.state.zones["deck"])
    seen = rt.choose_cards_seen
    asked = []

    def ask(decision):
        asked.append(decision)
        return decision.options[-1].value

    rt.ask = ask
    a = uid_of(game, "甲")
    picked = seen(0, [a, *deck], 2, "选择要移动的牌")
    assert asked[0].prompt == "选择要移动的牌" and asked[0].player == 0
    assert [o.label for o in asked[0].options] == ["甲", "第2张牌", "第3张牌"]
    assert [o.label for o in asked[1].options] == ["甲", "第2张牌"]  # positions among all the candidates
    assert picked == [deck[1], deck[0]]
    assert seen(0, [a, deck[0]], 2, "选择") == [a, deck[0]]  # no choice when every candidate is taken
    assert len(asked) == 2


def test_each_move_is_logged_with_the_card_and_where_it_went(position):
    """The log event carries (card, zone, owner): what a client or a replay reads to show the move."""
    game, rt = table(position)
    a, b = uid_of(game, "甲"), uid_of(game, "乙")
    rt.move_card(a, "ward", 1)
    assert game.state.events[-1].data == (a, "ward", 1)
    rt.move_card(b, "destroyed")
    assert game.state.events[-1].data == (b, "destroyed", None)


def test_a_virtual_card_leaving_is_destroyed(position):
    game, rt = table(position)
    a = uid_of(game, "甲")
    game.state.mut(a).virtual = True
    rt.move_card(a, "past", 0)
    c = game.state.cards[a]
    assert (c.zone, c.zone_owner) == ("destroyed", None) and a not in game.state.zones["past"]
    e = game.state.events[-1]
    assert (e.kind, e.player, e.text) == ("destroy", 0, "虚拟牌「甲」被销毁")


def test_a_static_rule_ends_when_its_card_leaves_play(position):
    """Rule 13: a card in the 结界区 binds its owner while it is there, not after it moved on."""
    ward = card("守", "（你的仓储始终等于2）")
    game = position(players=[{"结界区": [ward]}, {}], deck=FILLER)
    rt = game.runtime()
    assert rt.attr(0, "storage") == 2
    rt.move_card(uid_of(game, "守"), "past", 0)
    assert rt.attr(0, "storage") == 5


def test_a_lord_moved_away_and_back_syncs_its_players_numbers(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "2绿", "技能": "横置：生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    rt = game.runtime()
    p = game.state.players[0]
    assert (p.efficiency, p.storage) == (4, 6)
    p.efficiency, p.storage = 1, 1
    farmer = uid_of(game, "农官")
    rt.move_card(farmer, "hand", 0)
    rt.move_card(farmer, "lord", 0)
    assert (p.efficiency, p.storage) == (4, 6)


def play_text(position, text):
    from decisions import answer

    game = position(players=[{"手牌": [card("试", text, "0", 0)]}, {}], deck=FILLER * 3,
                    past=[card("丙", "生产2财富", "1绿", 0)])  # 1绿: a use without paying
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    return game


def test_a_card_chosen_from_a_zone_moved_onto_the_stack_is_used(position):
    """Rule 11.18: 移入堆叠 is using the card without paying its 精力 (player 1 has none): it resolves,
    then goes to 过往."""
    game = play_text(position, "将过往中的1张「丙」移入堆叠")
    assert game.state.players[0].wealth == 12
    assert [e.text for e in game.log][-5:] == [
        "角色1使用「丙」（不支付精力）", "「试」移入过往", "结算「丙」", "角色1生产2财富，现有12", "「丙」移入过往"]


def test_a_card_chosen_from_a_zone_goes_to_the_bottom_of_the_deck(position):
    game = play_text(position, "将过往中的1张牌移入牌库底")
    deck = game.state.zones["deck"]
    assert len(deck) == 4 and game.library[game.state.cards[deck[-1]].def_id].name == "丙"
    assert "1张牌移入牌库" in [e.text for e in game.log]


def test_a_lord_put_out_of_the_game_leaves_the_default_lords_numbers(position):
    lord = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "2绿", "技能": "横置：生产1财富"}
    game = position(players=[{"领主": lord}, {}], deck=FILLER)
    rt = game.runtime()
    p = game.state.players[0]
    p.efficiency, p.storage = 1, 1
    rt.move_card(uid_of(game, "农官"), "destroyed")
    default = game.mode.default_lord(game.library)
    assert (p.efficiency, p.storage) == (default.efficiency, default.storage) != (1, 1)


def test_a_card_chosen_from_a_zone_into_another_players_zone_stays_under_your_control(position):
    game = play_text(position, "将过往中的1张「丙」移入目标其他角色的结界区")
    moved = uid_of(game, "丙")
    c = game.state.cards[moved]
    assert moved in game.state.players[1].ward
    assert (c.zone, c.zone_owner, c.owner, c.controller) == ("ward", 1, 1, 0)
    assert "「丙」移入角色2的结界区" in [e.text for e in game.log]


def test_a_card_from_a_zone_that_cannot_be_used_stops_the_effect(position):
    """「丙」's cost (弃2张手牌) cannot be paid: moving it onto the stack fails, what follows does not happen."""
    from decisions import answer

    game = position(players=[{"手牌": [card("试", "将过往中的1张「丙」移入堆叠，生产1财富", "0", 0)]}, {}],
                    deck=FILLER, past=[card("丙", "弃2张手牌：生产2财富", "0", 0)])
    answer(game, "试")
    while game.state.stack:
        answer(game, "过")
    assert game.state.players[0].wealth == 10
    assert [e.text for e in game.log][-3:] == ["「丙」无法使用", "「试」的某一步骤未能完成，后续步骤不执行", "「试」移入过往"]
    assert uid_of(game, "丙") in game.state.zones["past"]


def test_a_card_another_player_is_told_to_take_onto_the_stack_stays_under_your_control(position):
    """令目标其他角色将过往中的1张「丙」移入堆叠: 角色2 uses 「丙」 (its 你 is 角色2), the card that told them
    keeps control of it on the stack (the resolve event is 角色1's)."""
    game = play_text(position, "令目标其他角色将过往中的1张「丙」移入堆叠")
    assert [p.wealth for p in game.state.players] == [10, 12]
    events = [(e.kind, e.player, e.text) for e in game.log]
    assert ("use", 1, "角色2使用「丙」（不支付精力）") in events
    assert ("resolve", 0, "结算「丙」") in events
