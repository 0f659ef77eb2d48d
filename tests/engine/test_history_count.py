"""The turn's history counts each 转化 and each card used (rules 10.24(a), 10.111): `remember` writes the k-th
as `convert#k`, and `times` reads the count back. Both find the count by lookups in the set (a runaway turn uses
thousands of cards); the count must be exactly the number remembered, whatever else the history holds."""

from __future__ import annotations

from types import SimpleNamespace

from zhdsl.games.zongheng.verbs.history import did, remember, times


def _state():
    return SimpleNamespace(turn=1, players=[SimpleNamespace(history=(0, frozenset())) for _ in range(2)])


def test_every_count_is_the_number_remembered_this_turn():
    state = _state()
    for n in range(1, 140):  # across every power of two up to 128 and between them
        remember(state, 0, "use_card")
        if n % 3 == 0:
            remember(state, 0, "convert")
        remember(state, 0, f"use「牌{n % 5}」")
        assert times(state, 0, "use_card") == n
        assert times(state, 0, "convert") == n // 3
        assert times(state, 1, "use_card") == 0  # another player's history is their own
    done = state.players[0].history[1]
    assert {x for x in done if x.startswith("use_card#")} == {f"use_card#{k}" for k in range(1, 140)}
    assert did(state, 0, "use「牌4」") and not did(state, 0, "use「牌5」")


def test_a_new_turn_counts_from_one_again():
    state = _state()
    for _ in range(9):
        remember(state, 0, "convert")
    state.turn = 2
    assert times(state, 0, "convert") == 0
    remember(state, 0, "convert")
    assert times(state, 0, "convert") == 1
    assert state.players[0].history == (2, frozenset({"convert#1"}))
