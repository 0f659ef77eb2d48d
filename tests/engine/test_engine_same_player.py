"""Two players compared in a condition (rule 10.5(b)): `若目标角色不是你`, `若其是你`, `若此牌的控制者是你`."""

from __future__ import annotations

from test_engine_lowered_texts import lines, play


def test_not_you_holds_for_another_player(position):
    game = play(position, "若目标角色不是你，令目标角色折损1财富", target="角色2")
    assert game.state.players[1].wealth == 9


def test_not_you_fails_for_you_and_says_why(position):
    game = play(position, "若目标角色不是你，令目标角色折损1财富", target="角色1")
    assert [p.wealth for p in game.state.players] == [10, 10]
    assert any(line.startswith("条件不满足：目标角色不是你") for line in lines(game, 4))


def test_a_pronoun_compared_with_you(position):
    mine = play(position, "令目标角色抽1张牌，若其是你，生产1财富", target="角色1")
    assert mine.state.players[0].wealth == 11
    theirs = play(position, "令目标角色抽1张牌，若其是你，生产1财富", target="角色2")
    assert theirs.state.players[0].wealth == 10


def test_a_pronoun_after_a_comparison_is_the_player_compared_not_the_one_compared_with(position):
    # rule 12.8(b): in 若X不是Y, only X is named for a later 其
    game = play(position, "若目标角色不是你，令其折损1财富", target="角色2")
    assert [p.wealth for p in game.state.players] == [10, 9]
    game = play(position, "若你不是目标角色，令其折损1财富", target="角色2")
    assert [p.wealth for p in game.state.players] == [9, 10]


def test_a_cards_controller_compared_with_you(position):
    game = play(position, "若此牌的控制者是你，生产1财富")
    assert game.state.players[0].wealth == 11


def test_only_single_players_are_compared():
    from zhdsl.pipeline import analyze

    for text, word in (("若此牌不是你，抽1张牌", "此牌"), ("若所有角色是你，抽1张牌", "所有角色")):
        errors = [d for d in analyze(text).diagnostics if d.is_error]
        assert [d.code for d in errors] == ["E204"] and text[errors[0].span.start:errors[0].span.end] == word
        assert errors[0].hint
