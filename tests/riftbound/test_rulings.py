"""The seed's rulings (shared/seeds/004, docs/rules-riftbound.md appendix A) as positions: each test
sets up a board, applies the rule, and checks what the ruling says happens."""

from __future__ import annotations

import pytest

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.decisions import Asker
from zhdsl.games.riftbound import combat, payment, turn
from zhdsl.games.riftbound.game import new_game


@pytest.fixture
def rt():
    game = new_game("1v1", 2, seed=11)
    r = game.runtime(game.state, [])
    r.game = game
    return r


def unit(rt, seat, might=3, where=None, tapped=False, name="石肤蛮兵"):
    lib = rt.library
    d = lib.find(name)
    s = rt.state
    uid = s.new_uid()
    s.cards[uid] = CardInstance(uid, d.id, seat, seat, "none")
    s.owned.add(uid)
    rt.to_location(uid, where or ("base", seat), tapped=tapped)
    return uid


def bfs(rt):
    return rt.battlefields()


def answers(rt, *values):
    rt.asker = Asker(list(values))


def test_ruling_1_conquer_scores(rt):
    bf = bfs(rt)[0]
    unit(rt, 0, where=("bf", bf))
    rt.mark(bf, contest=0)
    combat.start_showdown(rt, bf)
    combat.end_showdown(rt)
    assert rt.bf_controller(bf) == 0 and rt.state.players[0].points == 1


def test_ruling_2_hold_scores_at_the_start_of_turn(rt):
    bf = bfs(rt)[0]
    unit(rt, 0, where=("bf", bf))
    rt.mark(bf, ctrl=0)
    rt.state.active = 0
    rt.state.tasks.clear()
    turn.turn_begin(rt)
    assert rt.state.players[0].points == 1


def test_ruling_3_final_point_by_conquest_needs_every_battlefield(rt):
    first, second = bfs(rt)
    p = rt.state.players[0]
    p.points = 7
    hand = len(p.hand)
    unit(rt, 0, where=("bf", first))
    combat.score(rt, 0, first, "conquer")
    assert p.points == 7 and len(p.hand) == hand + 1
    p.scored = frozenset()
    p.scored = p.scored | {second}
    combat.score(rt, 0, first, "conquer")
    assert p.points == 8


def test_ruling_3_final_point_by_holding_is_allowed(rt):
    first, _second = bfs(rt)
    rt.state.players[0].points = 7
    combat.score(rt, 0, first, "hold")
    assert rt.state.players[0].points == 8


def test_ruling_4_an_exhausted_unit_cannot_move(rt):
    uid = unit(rt, 0, tapped=True)
    assert not [o for o in turn.move_options(rt, 0) if uid in o.value[1]]
    ready = unit(rt, 0)
    assert [o for o in turn.move_options(rt, 0) if ready in o.value[1]]


def test_ruling_5_an_effect_move_keeps_the_state(rt):
    uid = unit(rt, 0, tapped=False)
    rt.move_unit(uid, ("bf", bfs(rt)[0]))
    assert rt.card(uid).tapped is False


def test_ruling_6_units_move_together(rt):
    a, b = unit(rt, 0), unit(rt, 0)
    group = [o for o in turn.move_options(rt, 0) if set(o.value[1]) == {a, b}]
    assert group
    turn.perform(rt, 0, group[0].value)
    assert rt.where(a) == rt.where(b) == group[0].value[2] and rt.card(a).tapped and rt.card(b).tapped


def test_ruling_7_ganking_moves_between_battlefields(rt):
    first, second = bfs(rt)
    roamer = unit(rt, 0, where=("bf", first), name="窃影者")
    plain = unit(rt, 0, where=("bf", first))
    moves = turn.move_options(rt, 0)
    assert any(roamer in o.value[1] and o.value[2] == ("bf", second) for o in moves)
    assert not any(plain in o.value[1] and o.value[2] == ("bf", second) for o in moves)


def test_ruling_9_equal_might_destroys_both_and_nobody_scores(rt):
    bf = bfs(rt)[0]
    a = unit(rt, 0, where=("bf", bf))
    d = unit(rt, 1, where=("bf", bf))
    rt.mark(bf, contest=0)
    combat.start_showdown(rt, bf)
    combat.end_showdown(rt)
    assert not rt.on_board(a) and not rt.on_board(d)
    assert rt.bf_controller(bf) is None and rt.state.players[0].points == 0


def test_ruling_10_and_11_survivors_attackers_recalled_damage_removed(rt):
    bf = bfs(rt)[0]
    a = unit(rt, 0, where=("bf", bf), name="石肤蛮兵")  # 4 might
    d = unit(rt, 1, where=("bf", bf), name="裂地者")  # 6 might
    rt.mark(bf, ctrl=1, contest=0)
    rt.mark(d, stunned=True)
    combat.start_showdown(rt, bf)
    combat.end_showdown(rt)
    assert rt.where(a) == ("base", 0)  # survived 0 damage from a stunned defender, recalled
    assert rt.on_board(d) and not rt.card(d).marks.get("damage")
    assert rt.bf_controller(bf) == 1 and rt.state.players[1].points == 0


def test_ruling_12_13_a_rune_gives_mana_then_power(rt):
    seat = 0
    p = rt.state.players[seat]
    for uid in list(p.rune_area):
        rt.put(uid, "runes", seat, top=False)
    rt.channel(seat, 1)
    rune = p.rune_area[-1]
    colour = rt.defn(rune).colours[0]
    assert payment.pay(rt, seat, 1, ()) and rt.card(rune).tapped and p.mana == 0
    assert payment.pay(rt, seat, 0, (frozenset({colour}),))
    assert rune in p.runes and not p.rune_area
    assert not payment.pay(rt, seat, 1, ())


def test_ruling_15_and_35_twelve_runes_then_nothing(rt):
    seat = 0
    p = rt.state.players[seat]
    assert len(p.runes) + len(p.rune_area) == 12
    rt.channel(seat, 20)
    assert len(p.rune_area) == 12 and not p.runes
    assert rt.channel(seat, 2) == 0 and rt.state.players[seat].points == 0


def test_ruling_19_tokens_are_not_cards_for_legion(rt):
    rt.make_token(0, "随从", 1)
    assert rt.state.players[0].played == 0


def test_ruling_32_no_hand_limit(rt):
    rt.draw(0, 20)
    assert len(rt.state.players[0].hand) >= 24


def test_ruling_34_burn_out_gives_an_opponent_a_point(rt):
    p = rt.state.players[0]
    hand = len(p.hand)
    for uid in list(p.deck):
        rt.put(uid, "trash", 0)
    rt.draw(0, 1)
    assert rt.state.players[1].points == 1 and len(p.hand) == hand + 1 and p.deck and not p.trash


def test_ruling_36_a_champion_destroyed_goes_to_the_trash(rt):
    champion = rt.state.players[0].champion[0]
    rt.to_location(champion, ("base", 0))
    rt.destroy(champion)
    assert champion in rt.state.players[0].trash


def test_second_player_channels_three_on_the_first_turn():
    game = new_game("1v1", 2, seed=2)
    s = game.state
    first = s.mode_data["first"]
    second = 1 - first
    assert len(s.players[first].rune_area) == 2
    while s.active == first and not game.is_terminal():
        game.apply_action(len(game.decision.options) - 1)
        s = game.state
    assert len(s.players[second].rune_area) == 3
