"""Mode setup and the parts of 团队, 权杖 and 生存 that a scenario cannot show (scenarios start inside
turn 1): seats, starting 财富 and draws, the lord picks, the 权杖 entering on the first turn, player
counts, and whole-game results. The special rules themselves are scenarios (tests/scenarios/modes/)."""

from __future__ import annotations

import pytest

from zhdsl.agents.random import RandomAgent
from zhdsl.games.zongheng.game import new_game
from zhdsl.play.driver import play


def pick_lords(game) -> None:
    """Answer every lord pick with the first option, up to the first turn."""
    while game.decision is not None and game.decision.kind == "lord_pick":
        game.apply_action(0)


@pytest.mark.parametrize(("mode", "players"), [("决斗", 3), ("团队", 3), ("团队", 5), ("权杖", 2), ("权杖", 6),
                                               ("生存", 3), ("生存", 8)])
def test_a_mode_refuses_a_player_count_it_does_not_seat(mode, players):
    with pytest.raises(ValueError, match=f"{mode}模式需要"):
        new_game(mode, players)


def test_an_unknown_mode_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="未知模式「混战」.*决斗"):
        new_game("混战", 4)


def test_team_seats_starting_wealth_and_one_card_each():
    game = new_game("团队", 4, seed=3)
    pick_lords(game)
    s = game.state
    assert [p.wealth for p in s.players] == [9, 10, 10, 11]
    assert [len(p.hand) for p in s.players] == [1, 1, 1, 1]
    assert s.active == 0 and s.turn == 1
    assert game.mode.team_of(0, 4) == (0, 3) and game.mode.team_of(2, 4) == (1, 2)
    obs = game.observation(1)
    assert obs["players"][0]["team"] == [0, 3] and obs["players"][1]["team"] == [1, 2]
    assert obs["mode"]["facts"]["teams"] == [[0, 3], [1, 2]]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_sceptre_enters_the_first_players_creation_zone_on_the_first_turn(players):
    game = new_game("权杖", players, seed=players)
    pick_lords(game)
    s = game.state
    assert [p.wealth for p in s.players] == [10] * players
    assert all(len(p.hand) == 1 for p in s.players)
    held = [game.library[s.cards[u].def_id].name for u in s.players[0].creation]
    assert held == ["权杖"]
    assert game.observation(2)["mode"]["facts"]["sceptre_holder"] == 0
    # its 「锁定&回合开始：获得1物资」 fires in that first turn: 2 物资 for 财富10 plus 1
    assert s.players[0].supply == 3
    assert any("「权杖」加入角色1的造物区" in e.text for e in game.log)


def test_the_sceptre_mode_needs_the_sceptre_card(tmp_path):
    from zhdsl.games.zongheng.rules import bundled_paths

    without = [p for p in bundled_paths() if p.name != "modes.toml"]
    with pytest.raises(ValueError, match="名为「权杖」的造物牌"):
        new_game("权杖", 3, cardsets=without)


def test_survival_picks_two_lords_one_to_the_lord_zone_one_to_hand():
    game = new_game("生存", 5, seed=2)
    d = game.decision
    assert d.kind == "lord_pick" and d.prompt == "挑选1张领主牌移入领主区" and len(d.options) == 3
    first = d.options[0].label
    game.apply_action(0)
    d = game.decision
    assert d.prompt == "再挑选1张领主牌移入手牌区" and first not in d.labels() and len(d.options) == 2
    second = d.options[0].label
    game.apply_action(0)
    pick_lords(game)
    s = game.state
    lib = game.library
    assert lib[s.cards[s.players[0].lord[0]].def_id].name == first
    hand_lords = [lib[s.cards[u].def_id].name for u in s.players[0].hand if lib[s.cards[u].def_id].kind == "lord"]
    assert hand_lords == [second]
    assert [p.wealth for p in s.players] == [10] * 5
    # the hand lord is not a 手牌 (rule 3.6): each player holds 1 general card besides it
    rt = game.runtime()
    assert [rt.hand_count(seat) for seat in s.seats] == [1] * 5
    # only its owner sees it
    assert game.observation(1)["players"][0]["zones"]["hand"] == {"count": 2, "cards": None}
    assert [c["kind"] for c in game.observation(0)["players"][0]["zones"]["hand"]["cards"]] == ["lord", "general"]


def test_survival_deals_fewer_lords_when_they_run_short_and_refuses_fewer_than_two():
    from zhdsl.games.zongheng.rules import bundled_paths, load_cardsets

    sets = load_cardsets(bundled_paths())
    lords = [lord for cs in sets for lord in cs.lords if not lord.default]
    game = new_game("生存", 7, cardsets=sets, seed=1)
    assert len(game.decision.options) == min(3, len(lords) // 7)
    import attrs

    few = [attrs.evolve(cs, lords=tuple(cs.lords[:3])) if cs.lords else cs for cs in sets]
    with pytest.raises(ValueError, match="至少需要8张领主牌"):
        new_game("生存", 4, cardsets=few)


@pytest.mark.parametrize(("mode", "players", "seed"), [("团队", 4, 1), ("权杖", 5, 2), ("生存", 6, 3)])
def test_a_whole_game_is_deterministic_and_names_its_winners(mode, players, seed):
    def run():
        game = new_game(mode, players, seed=seed)
        play(game, [RandomAgent(seed * 10 + i) for i in range(players)])
        return game

    a, b = run(), run()
    assert [e.text for e in a.log] == [e.text for e in b.log]
    assert a.is_terminal() and a.winners()
    returns = a.returns()
    assert [seat for seat in range(players) if returns[seat] == 1.0] == list(a.winners())
    assert a.winner == a.winners()[0]
    if mode == "团队":
        assert sorted(a.winners()) in ([0, 3], [1, 2])
