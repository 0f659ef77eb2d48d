"""What a frontend reads in the contract (zhdsl/engine/contract.py, docs/protocol.md), stated where the
seeded mutation sample of contract.py (docs/testing.md) found it unasserted: who sees which card (a hand,
a card one seat has looked at in a hidden zone, an option's reference to a card the viewer may not see),
that every observation is the viewer's own copy, a card's marks, the result before and after the end,
the event cursor and the game's static description."""

from __future__ import annotations

import random

import pytest

from zhdsl.engine import contract
from zhdsl.play.spec import GameSpec
from zhdsl.protocol import schemas


def duel(seed: int = 2, actions: int = 3):
    """A 纵横坛 决斗 a few actions in: seat 0 to act, a card in hand, the deck hidden from both."""
    game = GameSpec(seed=seed).create()
    for _ in range(actions):
        game.apply_action(0)
    return game


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    game = duel()
    s = game.state
    for seat in (0, 1):
        obs = game.observation(seat)
        own = obs["players"][seat]["zones"]["hand"]
        assert [c["id"] for c in own["cards"]] == list(s.players[seat].hand)
        assert own["count"] == len(s.players[seat].hand)
        other = obs["players"][1 - seat]["zones"]["hand"]
        assert other == {"count": len(s.players[1 - seat].hand), "cards": None}
    assert game.observation(None)["shared_zones"]["deck"] == {"count": len(s.zones["deck"]), "cards": None}
    assert game.observation(0)["shared_zones"]["void"] == {"count": 0, "cards": []}  # empty: a list, not null


def test_a_card_one_seat_has_looked_at_is_shown_to_that_seat_alone():
    game = duel()
    s = game.state
    deck = list(s.zones["deck"])
    looked = deck[1]
    s.mut(looked).seen_by = frozenset({1})
    cards = game.observation(1)["shared_zones"]["deck"]["cards"]
    assert len(cards) == len(deck)
    assert cards[1]["id"] == looked and cards[1]["name"] == game.library[s.cards[looked].def_id].name
    assert cards[0] == {"hidden": True} and cards[2] == {"hidden": True}
    assert game.observation(0)["shared_zones"]["deck"]["cards"] is None
    assert game.observation(None)["shared_zones"]["deck"]["cards"] is None
    rt = game.runtime(s)
    assert contract.visible(s, looked, 1) and not contract.visible(s, looked, 0)
    assert not contract.visible(s, looked, None)
    assert contract.card(rt, looked, 0) == {"hidden": True}
    assert contract.card(rt, looked, 1)["id"] == looked


def test_every_observation_is_the_viewers_own_copy():
    """A frontend may change what it was given; the next observation is as the state says."""
    game = duel()
    first = game.observation(0)
    (card,) = first["players"][0]["zones"]["hand"]["cards"]
    before = game.observation(0)["players"][0]["zones"]["hand"]["cards"][0]
    card["readings"].append("改")
    card["facts"]["point"] = 99
    card["cost"].clear()
    card["name"] = "改"
    again = game.observation(0)["players"][0]["zones"]["hand"]["cards"][0]
    assert again == before and again["name"] != "改" and again["facts"]["point"] != 99
    rt = game.runtime(game.state)
    d = game.library[card["def_id"]]
    face = contract.face(rt, d)
    face["readings"].clear()
    face["cost"]["energy"]["red"] = 7
    assert contract.face(rt, d) == {k: before[k] for k in contract.face(rt, d)}


def test_a_cards_marks_show_only_their_plain_values():
    game = duel()
    s = game.state
    (uid,) = s.players[0].hand
    s.mut(uid).marks = {"turns": 2, "name": "x", "flag": True, "inner": {"a": 1}, "list": [1]}
    (shown,) = game.observation(0)["players"][0]["zones"]["hand"]["cards"]
    assert shown["marks"] == {"turns": 2, "name": "x", "flag": True}
    s.mut(uid).marks = {}
    (shown,) = game.observation(0)["players"][0]["zones"]["hand"]["cards"]
    assert shown["marks"] == {}
    c = s.cards[uid]
    assert (shown["id"], shown["owner"], shown["controller"]) == (uid, c.owner, c.controller)
    assert (shown["tapped"], shown["virtual"]) == (c.tapped, c.virtual)


def test_an_option_reference_to_a_card_the_viewer_cannot_see_tells_only_where_it_is():
    game = duel()
    s = game.state
    rt = game.runtime(s)
    (theirs, *_) = s.players[1].hand
    assert contract.ref(rt, ("card", theirs), 0) == {"type": "card", "hidden": True, "zone": "hand", "zone_owner": 1}
    (mine,) = s.players[0].hand
    shown = contract.ref(rt, ("card", mine), 0)
    assert shown["type"] == "card" and shown["id"] == mine and shown["card"]["id"] == mine
    assert contract.ref(rt, ("card", 10_000), 0) == {"type": "card", "hidden": True}
    assert contract.ref(rt, ("player", 1), 0) == {"type": "player", "seat": 1}
    assert contract.ref(rt, ("entry", 10_000), 0) == {"type": "stack_entry", "id": 10_000, "name": ""}
    d = game.library.defs[0]
    assert contract.ref(rt, ("definition", d.id), 0) == {"type": "definition", "card": contract.face(rt, d)}
    with pytest.raises(ValueError, match="unknown option reference"):
        contract.ref(rt, ("zone", 1), 0)


def test_the_result_before_and_after_the_end():
    game = duel()
    r = contract.result(game)
    assert r == {"terminal": False, "winners": [], "draw": False, "returns": [0.0, 0.0], "reason": "",
                 "turn": game.state.turn}
    rng = random.Random(1)
    while not game.is_terminal():
        game.apply_action(rng.choice(game.legal_actions()))
    s = game.state
    r = contract.result(game)
    assert r["terminal"] and r["reason"] == s.end_reason and r["reason"]
    assert r["draw"] == (s.winner is None)
    assert r["winners"] == list(game.winners()) and r["returns"] == [float(x) for x in game.returns()]
    assert all(isinstance(x, float) for x in r["returns"]) and r["turn"] == s.turn
    assert game.observation(None)["result"] == r


def test_the_observation_names_its_viewer_step_and_turn():
    game = duel()
    s = game.state
    obs = game.observation(1)
    assert not schemas.errors("observation", obs)
    assert (obs["version"], obs["game"], obs["viewer"]) == (contract.VERSION, "zongheng", 1)
    assert (obs["step"], obs["turn"], obs["active"], obs["phase"]) == (game.actions, s.turn, s.active, s.phase)
    assert obs["mode"] == {"name": "决斗", "summary": "", "facts": {}, "private": {}}
    assert obs["decision"] == {"seat": 0, "kind": game.decision.kind, "step": game.actions}  # not seat 1's
    p = obs["players"][0]
    assert (p["seat"], p["dead"], p["team"]) == (0, False, [0])
    assert p["counters"]["wealth"] == game.runtime(s).attr(0, "wealth")
    assert p["pools"]["energy"] == dict(s.players[0].energy)
    for viewer in (-1, 2):
        with pytest.raises(ValueError, match="没有座次"):
            game.observation(viewer)


def test_a_mode_fact_for_one_seat_is_in_that_seats_observation_only():
    game = GameSpec(game="xingxiu", mode="官军剿匪", seed=1).create()
    roles = game.state.mode_data.get("roles")
    for _ in range(20):
        if roles is not None:
            break
        game.apply_action(0)
        roles = game.state.mode_data.get("roles")
    assert roles is not None
    for seat, role in enumerate(roles):
        assert game.observation(seat)["mode"]["private"] == {"role": role}
    spectator = game.observation(None)["mode"]
    assert spectator["private"] == {}
    assert spectator["summary"].startswith("身份：") and "summary" not in spectator["facts"]
    assert spectator["facts"]["roles"][roles.index("lord")] == "lord"


def test_events_from_a_negative_cursor_start_at_the_first():
    game = duel(actions=6)
    everything = contract.events(game, 0)
    assert contract.events(game, -3) == everything
    assert contract.events(game, 0, limit=0) == []
    assert contract.events(game, len(game.log) - 1, limit=5) == everything[-1:]
    assert [e["seq"] for e in contract.events(game, 1, viewer=0, limit=2)] == [1, 2]


def test_an_event_names_its_fields_and_hides_a_card_moved_where_the_viewer_cannot_see():
    game = duel(actions=6)
    rt = game.runtime(game.state)
    moves = [i for i, e in enumerate(game.log) if e.kind == "move"]
    assert moves
    for i in moves:
        raw = game.log[i]
        card, zone, owner = raw.data[:3]
        for viewer in (None, 0, 1):
            e = contract.event(game, i, viewer, rt)
            assert (e["seq"], e["kind"], e["seat"], e["text"]) == (i, "move", raw.player, raw.text)
            assert e["fields"]["zone"] == zone and e["fields"]["owner"] == owner
            hidden = zone == "hand" and viewer != owner or zone == "deck"
            if hidden:
                assert e["fields"]["card"] is None
            else:
                c = game.state.cards[card]
                assert e["fields"]["card"] == {"id": card, "def_id": c.def_id, "name": game.library[c.def_id].name}


def test_the_games_description_lists_its_words_and_cards():
    game = duel()
    info = contract.game_info(game)
    assert not schemas.errors("game_info", info)
    assert info["seats"] == [{"seat": 0, "name": "角色1"}, {"seat": 1, "name": "角色2"}]
    assert info["words"] == {"stack": "堆叠", "player": "角色"}
    assert {"id": "wealth", "word": "财富", "default": 10, "floor": 0, "ceiling": None} in info["counters"]
    assert {"id": "hand", "word": "手牌区", "owned": True, "visibility": "owner"} in info["zones"]
    (energy,) = info["pools"]
    assert energy["wildcard"] == "black" and {"id": "red", "word": "红"} in energy["colours"]
    assert list(info["fact_words"]) == sorted(info["fact_words"]) and info["fact_words"]["point"] == "点数"
    assert list(info["event_fields"]) == sorted(info["event_fields"])
    assert info["event_fields"]["move"] == [{"name": "card", "type": "card"}, {"name": "zone", "type": "zone"},
                                            {"name": "owner", "type": "seat"}]
    assert [c["def_id"] for c in info["cards"]] == [d.id for d in game.library.defs]


def test_plain_values_become_json():
    assert contract._plain({1: (("a", 1), ("b", (2, 3)))}) == {"1": {"a": 1, "b": [2, 3]}}
    assert contract._plain(frozenset({3, 1, 2})) == [1, 2, 3]
    assert contract._plain([("a", 1), ("b",)]) == [["a", 1], ["b"]]
    assert contract._plain(()) == [] and contract._plain("x") == "x"


def test_a_cards_face_is_built_from_its_definition():
    """Faces are built once per library (and kept for the library's life), so this game is made from card
    sets loaded in the test: its library is new, and its faces are built here."""
    from zhdsl.games.zongheng.cardset import load_cardset
    from zhdsl.games.zongheng.game import new_game
    from zhdsl.games.zongheng.rules import bundled_paths

    game = new_game("决斗", 2, [load_cardset(p).cardset for p in bundled_paths()], 2)
    assert game.library is not GameSpec(seed=2).create().library
    rt = game.runtime(game.state)
    for d in game.library.defs:
        face = contract.face(rt, d)
        assert face == {
            "def_id": d.id, "name": d.name, "kind": d.kind, "category": d.category, "text": d.text,
            "readings": face["readings"], "facts": contract._plain(d.facts()),
            "cost": contract._plain(rt.card_cost(d)), "stats": contract._plain(rt.card_stats(d)),
        }
        if d.program is not None:
            assert face["readings"] == [r for r in getattr(d.program, "readings", None) or (d.program.text,) if r]
    (wind,) = [d for d in game.library.defs if d.name == "风语者"]
    assert contract.face(rt, wind)["readings"] == ["主动&横置：令目标角色生产1财富", "主动&横置：令目标角色折损1财富"]
    lord = next(d for d in game.library.defs if d.kind == "lord")
    assert contract.face(rt, lord)["stats"] == contract._plain(rt.card_stats(lord)) != {}
    assert contract.game_info(game)["cards"] == [contract.face(rt, d) for d in game.library.defs]


def test_the_stack_and_the_options_that_name_its_entries():
    game = GameSpec(seed=2).create()
    rng = random.Random(2)
    while not any(r[0] == "entry" for o in game.decision.options for r in o.refs):
        game.apply_action(rng.choice(game.legal_actions()))
    s = game.state
    seat = game.decision.player
    obs = game.observation(seat)
    for shown, e in zip(obs["stack"], s.stack, strict=True):
        assert (shown["id"], shown["kind"], shown["name"]) == (e.uid, e.kind, e.name)
        assert (shown["controller"], shown["owner"]) == (e.controller, e.owner)
        assert shown["text"] == game.runtime(s).entry_text(e)
        assert shown["source"] == e.source  # every source here is face up
        assert (shown["card"] is None) == (e.card is None)
        if e.card is not None:
            assert shown["card"]["id"] == e.card
    names = {e.uid: e.name for e in s.stack}
    assert not schemas.errors("observation", obs)
    refs = [r for o in obs["decision"]["options"] for r in o["refs"] if r["type"] == "stack_entry"]
    assert refs and all(r["name"] == names[r["id"]] for r in refs)


def test_a_card_moved_into_a_hand_is_named_to_the_hands_owner_alone():
    game = GameSpec(seed=4).create()
    rng = random.Random(4)
    while not any(e.kind == "move" and e.data[1] == "hand" for e in game.log):
        game.apply_action(rng.choice(game.legal_actions()))
    i = next(i for i, e in enumerate(game.log) if e.kind == "move" and e.data[1] == "hand")
    card, _zone, owner = game.log[i].data
    c = game.state.cards[card]
    for viewer in (None, 0, 1):
        e = contract.event(game, i, viewer)  # without a runtime: the event makes its own
        assert e["fields"]["zone"] == "hand" and e["fields"]["owner"] == owner
        if viewer == owner:
            assert e["fields"]["card"] == {"id": card, "def_id": c.def_id, "name": game.library[c.def_id].name}
        else:
            assert e["fields"]["card"] is None
        assert contract.events(game, i, viewer, limit=1) == [e]
    seat = game.decision.player
    d = contract.decision(game, seat)  # without a runtime
    assert [o["label"] for o in d["options"]] == game.decision.labels()
    assert d == game.observation(seat)["decision"]


def test_a_move_event_hides_its_card_by_the_zones_owner_not_by_who_moved_it():
    """A card moved into seat 0's hand by seat 1's effect is named to seat 0 only; a move event whose data
    stops before its owner (an event's data may be shorter than its kind's fields) counts the seat of the
    event as the owner."""
    from zhdsl.engine.events import Event

    game = duel()
    (card,) = game.state.players[0].hand
    name = game.library[game.state.cards[card].def_id].name
    game.log.append(Event("move", 1, "1张牌移入角色1的手牌区", (card, "hand", 0)))
    game.log.append(Event("move", 1, "1张牌移入手牌区", (card, "hand")))
    into_other, short = len(game.log) - 2, len(game.log) - 1
    assert contract.event(game, into_other, 0)["fields"]["card"]["name"] == name
    assert contract.event(game, into_other, 1)["fields"]["card"] is None
    assert contract.event(game, short, 1)["fields"] == {"card": {"id": card, "def_id": game.state.cards[card].def_id,
                                                                  "name": name}, "zone": "hand"}
    assert contract.event(game, short, 0)["fields"]["card"] is None
