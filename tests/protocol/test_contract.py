"""The contract (docs/protocol.md) holds for every installed game and mode: seeded random games are
played to the end and every observation (each seat's and a spectator's), decision, event, result and
game info validates against the shipped JSON Schemas; no viewer is shown a card it may not see; ids
are stable; every event's data is named by its kind."""

from __future__ import annotations

import json
import random

import pytest

from zhdsl.engine import contract
from zhdsl.engine.schema import OWNER
from zhdsl.play.spec import GameSpec
from zhdsl.protocol import schemas

ZONGHENG = [("zongheng", "决斗", 2), ("zongheng", "团队", 4), ("zongheng", "权杖", 3), ("zongheng", "生存", 5)]
MAX_DECISIONS = 400  # a random game may be long; the contract is the same at every step
# The spectator's and the current seat's view are built and checked at every step, every viewer's every
# 10th step and at the end; every view built, every event and the result are validated against the schemas.
EVERY_VIEWER = 10


def check(name: str, instance) -> None:
    problems = schemas.errors(name, instance)
    assert not problems, f"{name}: " + "\n".join(problems[:5])


def shown_ids(obj) -> set[int]:
    """The ids of every visible card instance anywhere in a contract object."""
    out: set[int] = set()
    todo = [obj]
    while todo:
        x = todo.pop()
        if isinstance(x, dict):
            if "id" in x and "def_id" in x and "owner" in x:
                out.add(x["id"])
            todo.extend(x.values())
        elif isinstance(x, list):
            todo.extend(x)
    return out


def play_and_check(game, seed: int) -> None:
    rng = random.Random(seed)
    n = len(game.state.players)
    info = contract.game_info(game)
    check("game_info", info)
    declared = game.mode.runtime_class.EVENT_FIELDS
    known_defs: dict[int, int] = {}
    decisions = 0
    viewers = [None, *range(n)]
    while True:
        s = game.state
        every = game.is_terminal() or decisions >= MAX_DECISIONS or decisions % EVERY_VIEWER == 0
        for viewer in viewers if every else [None, game.current_player()]:
            if viewer is not None and viewer < 0:
                continue
            obs = game.observation(viewer)
            check("observation", obs)
            assert obs["viewer"] == viewer and len(obs["players"]) == n
            for uid in shown_ids(obs):  # a viewer sees only what it may see
                assert s.cards[uid].face_up or viewer in s.cards[uid].seen_by, (viewer, uid)
                assert known_defs.setdefault(uid, s.cards[uid].def_id) == s.cards[uid].def_id  # ids are stable
            d = obs["decision"]
            if d is not None:
                assert d["seat"] == game.decision.player and d["step"] == game.actions
                assert ("options" in d) == (viewer == d["seat"])
                if viewer == d["seat"]:
                    assert [o["label"] for o in d["options"]] == game.decision.labels()
                    assert [o["index"] for o in d["options"]] == game.legal_actions()
        if game.is_terminal() or decisions >= MAX_DECISIONS:
            break
        game.apply_action(rng.choice(game.legal_actions()))
        decisions += 1
    result = contract.result(game)
    check("result", result)
    if game.is_terminal():
        assert result["terminal"] and result["winners"] == list(game.winners())
    for viewer in viewers:
        events = contract.events(game, 0, viewer)
        assert [e["seq"] for e in events] == list(range(len(game.log)))
        assert [e["text"] for e in events] == [e.text for e in game.log]  # the log's text, unchanged
        for e, raw in zip(events, game.log):
            check("event", e)
            assert len(raw.data) <= len(declared.get(raw.kind, ())), f"undeclared data of {raw.kind}: {raw.data}"
            zone = e["fields"].get("zone")
            if e["kind"] == "move" and zone in {z.name for z in game.state.schema.zones if z.visibility == OWNER}:
                assert (e["fields"]["card"] is not None) == (viewer == e["fields"]["owner"])


@pytest.mark.parametrize("game_id,mode,players", ZONGHENG)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_of_every_zongheng_mode_follow_the_contract(game_id, mode, players, seed):
    game = GameSpec(game=game_id, mode=mode, players=players, seed=seed).create()
    play_and_check(game, seed)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_of_the_external_game_follow_the_contract(harvest, seed):
    game = GameSpec(game="丰收", players=2 + seed, seed=seed).create()
    play_and_check(game, seed)
    assert game.is_terminal()


def _installed_games() -> set[tuple[str, str]]:
    """Every mode of every game installed (through the registry's entry points; a dialect a test defines
    for itself is not installed)."""
    from importlib.metadata import entry_points

    from zhdsl import registry

    classes = [ep.load() for ep in entry_points(group=registry.GROUP)]
    return {(cls.name, mode) for cls in classes for mode in cls.game().modes()}


# Every mode of every game installed besides 纵横坛 and 《丰收》 (played above): each is a test of its own
# below, so the games spread over the test processes.
OTHER_GAMES = sorted((g, m) for g, m in _installed_games() if g not in ("zongheng", "harvest"))


def test_every_installed_game_and_mode_is_covered(harvest):
    covered = {(g, m) for g, m, _n in ZONGHENG} | {("harvest", "对决")} | set(OTHER_GAMES)
    installed = _installed_games()
    assert ("harvest", "对决") in installed and installed <= covered


@pytest.mark.slow
@pytest.mark.parametrize("game_id,mode", OTHER_GAMES)
def test_a_random_game_of_every_other_installed_game_and_mode_follows_the_contract(game_id, mode):
    play_and_check(GameSpec(game=game_id, mode=mode, seed=1).create(), 1)


def test_two_copies_of_a_card_differ_by_id_and_show_their_cost():
    game = GameSpec(seed=4).create()
    while game.decision.kind == "lord_pick":
        game.apply_action(0)
    obs = game.observation(game.current_player())
    hand = obs["players"][game.current_player()]["zones"]["hand"]["cards"]
    assert len({c["id"] for c in hand}) == len(hand)
    lib = game.library
    for c in hand:
        d = lib[c["def_id"]]
        assert c["name"] == d.name and c["facts"] == {"point": d.point, "colour": d.colour}
        assert c["cost"] == ({"energy": dict(d.cost)} if d.cost else {})
        assert c["readings"] and all(isinstance(r, str) for r in c["readings"])


def test_option_refs_name_the_cards_and_players_they_are_about():
    game = GameSpec(seed=4).create()
    first = game.observation(0)["decision"]
    assert first["kind"] == "lord_pick"
    assert all(o["refs"][0]["type"] == "definition" and o["refs"][0]["card"]["kind"] == "lord" for o in first["options"])
    for _ in range(50):  # on to a decision that offers cards from hand
        seat = game.current_player()
        d = game.observation(seat)["decision"]
        uses = [o for o in d["options"] if o["label"].startswith("使用「")]
        if uses:
            break
        game.apply_action(len(d["options"]) - 1)
    assert uses
    for o in uses:
        (r,) = o["refs"]
        assert r["type"] == "card" and r["id"] in game.state.players[seat].hand
        assert o["label"] == f"使用「{r['card']['name']}」"


def test_a_spectator_sees_no_hand_and_no_options():
    game = GameSpec(seed=2).create()
    for _ in range(4):
        game.apply_action(0)
    obs = game.observation(None)
    assert all(p["zones"]["hand"]["cards"] is None for p in obs["players"] if p["zones"]["hand"]["count"])
    assert "options" not in obs["decision"] and "prompt" not in obs["decision"]
    with pytest.raises(ValueError):
        game.observation(5)


def test_events_are_a_cursor_over_the_log():
    game = GameSpec(seed=3).create()
    for _ in range(6):
        game.apply_action(0)
    everything = contract.events(game, 0)
    assert contract.events(game, 3) == everything[3:]
    assert contract.events(game, 2, limit=2) == everything[2:4]
    assert contract.events(game, len(game.log)) == []


def test_the_shipped_schemas_are_valid_draft_2020_12_schemas():
    from jsonschema import Draft202012Validator

    for name in schemas.NAMES:
        doc = schemas.schema(name)
        Draft202012Validator.check_schema(doc)
        assert doc["$id"] == schemas.urn(name)


def test_an_observations_card_faces_are_its_own():
    """A face is built once per definition and copied into each observation: changing one
    observation's cards (a frontend annotating them) changes no other observation nor the game info."""
    game = GameSpec(mode="团队", players=4, seed=1).create()
    rng = random.Random(1)
    for _ in range(120):
        game.apply_action(rng.choice(game.legal_actions()))
    first = game.observation(None)
    cards = [c for z in first["shared_zones"].values() for c in z["cards"] or () if "def_id" in c]
    assert cards, "the spectator sees some card of the shared zones"
    before = json.dumps(game.observation(None), ensure_ascii=False)
    info_before = json.dumps(contract.game_info(game), ensure_ascii=False)
    for c in cards:
        for value in c.values():
            if isinstance(value, dict):
                value["changed"] = 1
            elif isinstance(value, list):
                value.append("changed")
        c["name"] = "changed"
    assert json.dumps(game.observation(None), ensure_ascii=False) == before
    assert json.dumps(contract.game_info(game), ensure_ascii=False) == info_before
    assert "changed" in json.dumps(first, ensure_ascii=False)
