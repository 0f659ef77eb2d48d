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


# -- copy on write: a write after copy() shows in one copy only (docs/testing.md, state.py's run on main) --------


def _owning(state: GameState) -> GameState:
    """The state after it wrote a card and the deck once: it holds its own `cards` dict and deck list, so the
    next copy() must hand the sharing back (a state handed on by a trial usually starts this way)."""
    state.mut(next(iter(state.cards))).tapped = state.cards[next(iter(state.cards))].tapped
    state.wzone("deck")
    return state


def test_a_card_changed_again_by_the_original_after_a_copy_is_not_changed_in_the_copy():
    state = _owning(new_duel(seed=4).state)
    first, other = list(state.cards)[:2]
    state.mut(first).tapped = False  # the original has its own instance of this card already
    copy = state.copy()
    state.mut(first).tapped = True  # …and must take a new one after the copy
    state.mut(other).zone = "destroyed"  # a card it had not changed before, in a dict it owned
    assert copy.cards[first].tapped is False and copy.cards[other].zone != "destroyed"
    copy.mut(other).face_up = not state.cards[other].face_up
    assert state.cards[other].zone == "destroyed" and copy.cards[other].zone != "destroyed"
    assert copy.cards[other].face_up != state.cards[other].face_up


def test_the_card_mut_hands_out_stays_the_states_card_through_later_writes():
    # the engine keeps the instance `mut` returned while it changes the same card again through `mut`
    state = new_duel(seed=4).state.copy()
    uid = next(iter(state.cards))
    card = state.mut(uid)
    state.mut(uid).zone = "destroyed"
    card.tapped = True
    assert state.cards[uid].zone == "destroyed" and state.cards[uid].tapped


def test_a_card_added_after_a_copy_is_in_one_state_only():
    state = _owning(new_duel(seed=4).state)
    copy = state.copy()
    template = next(iter(state.cards.values()))
    made = template.copy()
    made.uid = state.new_uid()
    state.add_card(made)
    assert made.uid in state.cards and made.uid not in copy.cards
    other = template.copy()
    other.uid = copy.new_uid()
    assert other.uid == made.uid  # both count on from the copy point: the same id, two different cards
    copy.add_card(other)
    assert state.cards[made.uid] is made and copy.cards[other.uid] is other
    # a card just added is the state's own: a write through mut changes the card its maker holds
    state.mut(made.uid).zone = "destroyed"
    made.tapped = True
    assert state.cards[made.uid].zone == "destroyed" and state.cards[made.uid].tapped


def test_a_shared_zone_written_after_a_copy_changes_in_one_state_only():
    state = _owning(new_duel(seed=4).state)
    deck = list(state.zone("deck"))
    copy = state.copy()
    state.wzone("deck").append(-1)  # the original had its own deck list before the copy
    assert copy.zone("deck") == deck and state.zone("deck") == deck + [-1]
    copy.wzone_list("deck", None).insert(0, -2)
    copy.wzone("past").append(-3)
    assert state.zone("deck") == deck + [-1] and state.zone("past") == []
    assert copy.zone("deck") == [-2] + deck and copy.zone("past") == [-3]
    # a player's zone is the player's own: written in place in each state
    copy.wzone_list("hand", 0).append(-4)
    assert -4 in copy.players[0].zone("hand") and -4 not in state.players[0].zone("hand")


def test_the_list_wzone_hands_out_stays_the_zones_list_through_later_writes():
    state = new_duel(seed=4).state.copy()
    deck = state.wzone("deck")
    state.wzone("deck").append(-1)
    deck.append(-2)
    assert state.zone("deck")[-2:] == [-1, -2]


def test_the_turns_lists_and_the_modes_values_of_a_copy_are_its_own():
    state = new_duel(seed=4).state
    state.mode_data = {"round": 1}
    state.tasks = ["t"]
    copy = state.copy()
    copy.mode_data["round"] = 2
    copy.tasks.append("u")
    copy.events.append("e")
    assert state.mode_data == {"round": 1} and state.tasks == ["t"] and "e" not in state.events


def test_a_new_state_has_each_seat_and_every_shared_zone_of_each_game_empty():
    from zhdsl.games.riftbound.schema import SCHEMA as RIFTBOUND
    from zhdsl.games.xingxiu.schema import SCHEMA as XINGXIU

    for schema in (SCHEMA, XINGXIU, RIFTBOUND):
        for n in (2, 3, 4, 5):
            rng = Rng(7)
            state = GameState.new(schema, n, rng)
            assert state.schema is schema and state.rng is rng
            assert [p.seat for p in state.players] == list(range(n))
            assert state.cards == {} and state.stack == [] and state.phase == "setup"
            assert sorted(state.zones) == sorted(z.name for z in schema.shared_zones)
            assert all(cards == [] for cards in state.zones.values())
            # every zone its own list, every player its own zones
            first = next(iter(state.zones))
            state.wzone(first).append(1)
            assert sum(len(cards) for cards in state.zones.values()) == 1
            hand = schema.player_zones[0].name
            state.players[0].zone(hand).append(1)
            assert [len(p.zone(hand)) for p in state.players] == [1] + [0] * (n - 1)


# -- the trial check's fingerprint (ZHDSL_CHECK_TRIALS): a change to the position is a change of it -----------


def test_the_fingerprint_ignores_a_copy_and_sees_every_change_of_the_position():
    from zhdsl.engine.state import fingerprint

    state = new_duel(seed=4).state
    before = fingerprint(state)
    copy = state.copy()  # changes the original's copy-on-write bookkeeping only
    assert fingerprint(state) == before == fingerprint(copy)

    def changed(write) -> bool:
        twin = state.copy()
        write(twin)
        return fingerprint(twin) != before

    deck = state.zone("deck")
    assert len(deck) >= 2 and deck[0] != deck[1]
    assert changed(lambda s: s.wzone("deck").reverse())  # a shuffle leaked: the same cards, another order
    assert changed(lambda s: setattr(s.players[0], "energy", {"red": 1}))
    assert changed(lambda s: setattr(s.players[1], "energy", {"green": 1}))
    state.players[0].energy = {"red": 1}
    before = fingerprint(state)
    assert changed(lambda s: setattr(s.players[0], "energy", {"green": 1}))  # 1红 became 1绿
    state.passed = frozenset({0})
    before = fingerprint(state)
    assert changed(lambda s: setattr(s, "passed", frozenset({1})))
    assert changed(lambda s: setattr(s.mut(next(iter(s.cards))), "tapped", not s.cards[next(iter(s.cards))].tapped))
    assert changed(lambda s: s.rng.below(6))
    assert not changed(lambda s: None)


def test_a_copy_keeps_every_field_of_each_stack_entry():
    # a look-ahead (a clone, a task's trial) resolves the stack as the game would: a skill's source and
    # definition, a 虚拟 card, where a card goes after resolving, an entry already resolving, the cost's amounts
    state = new_duel(seed=4).state
    uid = next(iter(state.cards))
    entry = StackEntry(uid=900, kind="skill", name="测试", controller=1, owner=0, effect=None, card=uid, source=uid,
                       targets=(("t", 1),), card_target=899, virtual=True, facts={"point": 3},
                       destination=("ward", 1, 2), resolving=True, def_id=7, carried=(("x", 2),), event_actor=1)
    state.stack = [entry]
    copy = state.copy()
    assert copy.stack == [entry] and copy.stack[0] is not entry
    copy.stack[0].resolving = False
    assert entry.resolving is True
