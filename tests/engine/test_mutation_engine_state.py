"""What the engine relies on from engine/state.py — a copy that is the same state and stays apart from
its original in both directions, card ids that count up one by one, distance between any two seats —
stated where the mutation run of state.py (docs/testing.md) found them unasserted."""

from __future__ import annotations

from zhdsl.engine.rng import Rng
from zhdsl.engine.stack import StackEntry
from zhdsl.engine.state import GameState
from zhdsl.games.zongheng.game import new_duel
from zhdsl.games.zongheng.schema import SCHEMA


def _ring(n: int, dead=()) -> GameState:
    state = GameState.new(SCHEMA, n, Rng(0))
    for seat in dead:
        state.players[seat].dead = True
    return state


def test_distance_between_two_seats_neither_of_which_is_the_first():
    s = _ring(5)
    assert s.distance(1, 3) == 2
    assert s.distance(3, 1) == 2
    assert s.distance(1, 4) == 2
    assert s.distance(2, 4) == 2
    assert s.distance(4, 3) == 1
    assert s.distance(2, 3) == 1
    s = _ring(7)
    assert s.distance(2, 5) == 3
    assert s.distance(3, 6) == 3
    assert s.distance(1, 6) == 2


def test_distance_between_later_seats_skips_the_dead_between_them():
    s = _ring(6, dead={3})
    assert s.distance(2, 4) == 1
    assert s.distance(1, 5) == 2  # 1 → 0 → 5, the shorter way
    assert s.distance(4, 2) == 1


def test_new_card_ids_count_up_one_at_a_time():
    game = new_duel(seed=4)
    state = game.state
    first = state.next_uid
    assert first not in state.cards
    ids = [state.new_uid() for _ in range(4)]
    assert ids == [first, first + 1, first + 2, first + 3]
    assert state.next_uid == first + 4
    # a copy goes on from where the original is, and the two then count on their own
    copy = state.copy()
    assert copy.new_uid() == first + 4
    assert state.new_uid() == first + 4


def test_a_copy_keeps_every_field_of_the_turn():
    game = new_duel(seed=4)
    state = game.state
    uid = next(iter(state.cards))
    state.stack = [StackEntry(uid=900, kind="card", name="测试", controller=1, owner=1, effect=None, card=uid)]
    state.active, state.phase, state.turn = 1, "action", 7
    state.passed, state.window_entry = frozenset({0}), 900
    state.limited, state.virtual_made, state.cards_used, state.turn_uses = frozenset({("k", 1)}), 3, frozenset({1}), 5
    state.triggers = ((0, 1, "a"),)
    state.conditions_held = frozenset({(1, "held")})
    state.over, state.winner, state.end_reason = True, 1, "测试"
    state.mode_data = {"x": 1}
    state.static_rules = ["r"]
    state.left_stack = {5: "gone"}
    copy = state.copy()
    for name in ("active", "phase", "turn", "passed", "window_entry", "limited", "virtual_made", "cards_used",
                 "turn_uses", "next_uid", "triggers", "conditions_held", "over", "winner", "end_reason",
                 "mode_data", "static_rules", "left_stack", "tasks"):
        assert getattr(copy, name) == getattr(state, name), name
    assert [(e.uid, e.card) for e in copy.stack] == [(900, uid)]
    assert copy.stack[0] is not state.stack[0]
    assert copy.rng.state == state.rng.state and copy.rng is not state.rng
    assert copy.schema is state.schema
    assert copy.events == []


def test_a_state_trigger_that_held_does_not_hold_anew_in_a_clone():
    game = new_duel(seed=4)
    game.state.conditions_held = frozenset({(0, "held")})
    assert game.clone().state.conditions_held == frozenset({(0, "held")})


def test_the_original_may_change_a_card_after_a_copy_without_the_copy_seeing_it():
    state = new_duel(seed=4).state
    uid = next(iter(state.cards))
    zone = state.cards[uid].zone
    copy = state.copy()
    state.mut(uid).zone = "destroyed"
    state.mut(uid).tapped = True  # a second change of the same card: no second copy needed
    assert state.cards[uid].zone == "destroyed" and state.cards[uid].tapped
    assert copy.cards[uid].zone == zone and not copy.cards[uid].tapped
    copy.mut(uid).face_up = True
    assert not state.cards[uid].face_up
