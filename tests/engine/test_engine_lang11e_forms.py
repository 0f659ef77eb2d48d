"""Batch p (issue 11, lang11e): batch n's forms written with another player word play as they read — a ward's lasting
change or prohibition naming the attached player 该角色 (rule 13.8(a))."""

from __future__ import annotations

from test_engine_lowered_texts import play

from scenario_cards import card

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(6)]


def _p(game, seat: int):
    return game.state.players[seat - 1]


# -- 该角色 in a ward's lasting change (rule 13.8(a)) -----------------------------------------------------------


def test_a_lasting_change_of_that_player_holds_for_the_attached_player(position):
    game = play(position, "结附目标其他角色（该角色的仓储-2）。", deck=DECK)
    rt = game.runtime()
    assert [rt.defn(uid).name for uid in _p(game, 2).ward] == ["试"]
    assert rt.attr(1, "storage") == 3
    assert rt.attr(0, "storage") == 5  # the user's own is untouched


def test_two_changes_of_that_player_for_some_turns(position):
    game = play(position, "结附目标其他角色2回合（该角色的效率-1&仓储-1）。", deck=DECK)
    rt = game.runtime()
    assert rt.attr(1, "efficiency") == 4 and rt.attr(1, "storage") == 4
    assert rt.attr(0, "efficiency") == 5


def test_a_prohibition_of_that_player_binds_the_ward_owner(position):
    ward = card("禁", "结附目标其他角色（该角色无法使用「攻伐」）")
    game = position(players=[{}, {"结界区": [ward], "手牌": [card("攻伐", "生产1财富"), card("劳作", "生产1财富")]}],
                    deck=DECK, current=2)
    labels = game.decision.labels()
    assert not any("攻伐" in label for label in labels) and any("劳作" in label for label in labels)
