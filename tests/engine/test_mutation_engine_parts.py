"""The small parts of the engine every game builds on — decisions and the asker (zhdsl/engine/decisions.py),
what a mode answers by default (mode.py), the card library (library.py), card instances (cards.py) and
events (events.py) — stated where the mutation runs of those modules (docs/testing.md) found them unasserted.
A game's author relies on each of these defaults when writing a new game."""

from __future__ import annotations

import attrs
import pytest

from zhdsl.engine.cards import CardDef, CardInstance
from zhdsl.engine.decisions import Asker, Decision, Option, card_ref, player_ref
from zhdsl.engine.errors import NeedDecision
from zhdsl.engine.events import Event
from zhdsl.engine.library import CardLibrary
from zhdsl.engine.mode import Mode
from zhdsl.games.zongheng.game import new_duel, new_game

# -- decisions --------------------------------------------------------------------------------------


def _decision(*labels: str) -> Decision:
    return Decision(1, "choice", "选一项", tuple(Option(label, ("v", i)) for i, label in enumerate(labels)))


def test_option_references_name_a_card_or_a_player():
    assert card_ref(7) == (("card", 7),)
    assert player_ref(2) == (("player", 2),)
    assert _decision("甲", "乙").labels() == ["甲", "乙"]


def test_the_asker_hands_out_recorded_answers_in_order_then_asks():
    asker = Asker([1, 0])
    assert asker.ask(_decision("甲", "乙")) == ("v", 1)
    assert asker.ask(_decision("甲", "乙", "丙")) == ("v", 0)
    asked = _decision("甲")
    with pytest.raises(NeedDecision) as raised:
        asker.ask(asked)
    assert raised.value.decision is asked
    assert asker.pos == 2  # the question without an answer took nothing


def test_recorded_takes_the_next_answer_or_none():
    asker = Asker([2, 0])
    assert (asker.recorded(), asker.recorded(), asker.recorded()) == (2, 0, None)
    assert asker.pos == 2
    # an answer taken by `recorded` is not handed out again by `ask`
    asker = Asker([1, 0])
    assert asker.recorded() == 1
    assert asker.ask(_decision("甲", "乙")) == ("v", 0)


def test_a_suspending_asker_waits_for_the_answer_to_be_added():
    answers: list[int] = []
    seen = []

    def suspend(decision):
        seen.append(decision.prompt)
        answers.append(1)

    asker = Asker(answers, suspend)
    assert asker.ask(_decision("甲", "乙")) == ("v", 1)
    assert seen == ["选一项"] and asker.pos == 1
    assert asker.ask(_decision("甲", "乙")) == ("v", 1)  # asked again: a second wait
    assert seen == ["选一项", "选一项"]


def test_a_decision_without_options_is_an_error_that_names_it():
    with pytest.raises(ValueError, match="a decision without options: 选一项"):
        Asker([0]).ask(_decision())


# -- modes ------------------------------------------------------------------------------------------


class _Pair(Mode):
    name = "对局"
    min_players = max_players = 2


class _Crowd(Mode):
    name = "群战"
    min_players = 3
    max_players = 6


def test_a_mode_names_the_player_counts_it_seats():
    assert _Pair.default_players() == 2 and _Crowd.default_players() == 3
    assert _Pair.player_count_error(2) is None
    assert _Pair.player_count_error(3) == "对局模式需要2名玩家，不能是3名"
    assert _Pair.player_count_error(1) == "对局模式需要2名玩家，不能是1名"
    assert [_Crowd.player_count_error(n) for n in (3, 4, 6)] == [None, None, None]
    assert _Crowd.player_count_error(2) == "群战模式需要3–6名玩家，不能是2名"
    assert _Crowd.player_count_error(7) == "群战模式需要3–6名玩家，不能是7名"


def test_a_modes_defaults_say_nothing_of_their_own():
    mode = _Pair()
    assert mode.check_end(None) is None
    assert mode.team_of(1, 4) == (1,)
    assert mode.public_info(None) == {} and mode.private_info(None, 0) == {}
    assert mode.scenario_values(None) == {}
    mode.scenario_state(None, {})  # nothing to set: accepted
    with pytest.raises(ValueError, match="^对局模式没有可设置的模式状态（收到：甲、乙）$"):
        mode.scenario_state(None, {"甲": 1, "乙": 2})


def test_winners_and_returns_while_playing_after_a_win_and_after_a_draw():
    game = new_duel(seed=4)
    assert game.winners() == () and game.returns() == [0.0, 0.0]
    game.state.over, game.state.winner = True, 1
    assert game.winners() == (1,)
    assert game.returns() == [-1.0, 1.0]
    game.state.winner = None  # a draw
    assert game.winners() == () and game.returns() == [0.0, 0.0]
    game.state.over, game.state.winner = False, 0  # a winner recorded, but not over: still playing
    assert game.winners() == () and game.returns() == [0.0, 0.0]


def test_a_team_wins_together():
    game = new_game("团队", 4, seed=3)
    game.state.over, game.state.winner = True, 0
    team = game.mode.team_of(0, 4)
    assert len(team) == 2 and 0 in team
    assert set(game.winners()) == set(team)
    assert game.returns() == [1.0 if seat in team else -1.0 for seat in range(4)]


# -- the library, card instances, events --------------------------------------------------------------


def _library() -> CardLibrary:
    library = CardLibrary()
    library.add(kind="card", name="劳作", category="普通", text="生产1财富", program=None)
    library.add(kind="skill", name="劳作", category="技能", text="生产2财富", program=None)
    return library


def test_the_library_numbers_its_cards_and_finds_them_by_name_and_kind():
    library = _library()
    assert [d.id for d in library.defs] == [0, 1]
    assert library[1].text == "生产2财富"
    assert [d.id for d in library.by_name["劳作"]] == [0, 1]
    assert library.find("劳作").id == 0
    assert library.find("劳作", kind="skill").id == 1
    assert library.find("劳作", kind="lord") is None
    assert library.find("劳作5") is None  # no card of that name has a point
    assert library.find("劳") is None


def test_the_library_reads_a_point_after_the_name():
    @attrs.frozen(eq=False)
    class Pointed(CardDef):
        point: int = 0

    library = CardLibrary()
    library.add(Pointed, kind="card", name="劳作", category="普通", text="", program=None, point=3)
    library.add(Pointed, kind="card", name="劳作", category="普通", text="", program=None, point=12)
    assert isinstance(library[0], Pointed)
    assert library.find("劳作").point == 3
    assert library.find("劳作12").id == 1 and library.find("劳作（12）").id == 1 and library.find("劳作(3)").id == 0
    assert library.find("劳作", point=12).id == 1
    assert library.find("劳作7") is None
    assert library.find("劳作12", point=3) is None  # a point given already: the name is taken whole
    assert library.find("劳作12", kind="card").id == 1
    assert library.find("劳作12", kind="skill") is None  # the kind asked for holds with a point too


def test_a_card_copy_is_independent_and_visibility_follows_face_and_seen_by():
    card = CardInstance(5, 2, 0, 1, "hand", 0, tapped=True, face_up=False, seen_by=frozenset({1}), virtual=True,
                        marks={"turns": 2})
    copy = card.copy()
    assert copy == card and copy is not card
    copy.marks["turns"] = 1
    copy.zone = "past"
    assert card.marks == {"turns": 2} and card.zone == "hand"
    assert card.visible_to(1) and not card.visible_to(0)
    card.face_up = True
    assert card.visible_to(0)
    plain = CardInstance(6, 2, 1, 1, "deck")
    assert plain.copy().marks == {} and plain.copy() == plain


def test_a_cards_facts_are_the_ones_its_game_names():
    @attrs.frozen(eq=False)
    class Pointed(CardDef):
        FACTS = ("point", "colour")
        point: int = 0
        colour: str = ""

    d = Pointed(id=0, kind="card", name="甲", category="普通", text="", program=None, point=4, colour="red")
    assert d.facts() == {"point": 4, "colour": "red"}
    assert CardDef(id=1, kind="card", name="乙", category="普通", text="", program=None).facts() == {}


def test_an_event_shows_as_its_text():
    event = Event("draw", 0, "角色1抽1张牌", (1,))
    assert str(event) == "角色1抽1张牌"
    assert f"{event}" == event.text


class _Alternate(Mode):
    """Seats of one parity win together, however many play (as Riftbound's 2v2)."""

    name = "交替"

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return tuple(s for s in range(players) if s % 2 == seat % 2)


def test_winners_are_the_winners_team_counted_over_the_players_at_the_table():
    game = new_game("团队", 4, seed=3)
    game.state.over, game.state.winner = True, 1
    assert _Alternate().winners(game) == (1, 3)
