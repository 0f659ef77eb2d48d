"""The AI adapters (extras `zhdsl[pettingzoo]`, `zhdsl[openspiel]`; CI installs both): the numeric
encoding, PettingZoo's own API test on the AEC environment, OpenSpiel's random-simulation test on
the registered game — for 纵横坛's modes and the external game."""

from __future__ import annotations

import json
import random

import pytest

from zhdsl.engine import contract
from zhdsl.play.spec import GameSpec


def test_the_encoding_has_a_fixed_size_and_shows_only_what_the_viewer_sees():
    np = pytest.importorskip("numpy")
    from zhdsl.adapters.encoding import Encoder

    game = GameSpec(seed=5).create()
    encoder = Encoder(contract.game_info(game))
    rng = random.Random(5)
    for _ in range(60):
        game.apply_action(rng.choice(game.legal_actions()))
    mine, theirs = (encoder.encode(game.observation(seat)) for seat in (0, 1))
    assert mine.shape == theirs.shape == (encoder.size,) and mine.dtype == np.float32
    d = encoder.definitions
    first_hist = encoder.scalars  # the viewer's own hand comes first
    hand0 = [game.library[game.state.cards[u].def_id].id for u in game.state.players[0].hand]
    assert mine[first_hist:first_hist + d].sum() == len(hand0)
    for def_id in hand0:
        assert mine[first_hist + def_id] >= 1
    zones = len(encoder.player_zones)
    other_hand = first_hist + zones * d  # seat 0's hand as seat 1 sees it: the second seat's block
    seen = [u for u in game.state.players[0].hand if 1 in game.state.cards[u].seen_by or game.state.cards[u].face_up]
    assert theirs[other_hand:other_hand + d].sum() == len(seen)


# -- PettingZoo ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode,players", [("决斗", 2), ("团队", 4), ("权杖", 3), ("生存", 4)])
def test_pettingzoo_api_test_passes(mode, players):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from zhdsl.adapters.pettingzoo import env

    api_test(env(mode=mode, players=players), num_cycles=300, verbose_progress=False)


def test_pettingzoo_plays_the_external_game_to_the_end(harvest):
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from zhdsl.adapters.pettingzoo import env

    api_test(env(game="丰收", players=3), num_cycles=300, verbose_progress=False)
    e = env(game="丰收", players=2, render_mode="ansi")
    e.reset(seed=4)
    rewards = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter(max_iter=5000):
        obs, reward, termination, truncation, info = e.last()
        rewards[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        legal = [i for i, m in enumerate(obs["action_mask"]) if m]
        assert info["labels"] and len(info["labels"]) == len(legal)
        e.step(random.Random(len(e.game.log)).choice(legal))
    assert e.game.is_terminal() and sorted(rewards.values()) in ([-1.0, 1.0], [0.0, 0.0])
    assert "粮食" in e.render()


def test_pettingzoo_games_are_seeded():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import seed_test

    from zhdsl.adapters.pettingzoo import env

    seed_test(env, num_cycles=100)

    def run(seed):
        e = env()
        e.reset(seed=seed)
        for _ in range(40):
            obs = e.observe(e.agent_selection)
            e.step(int(obs["action_mask"].nonzero()[0][0]))
        return [ev.text for ev in e.game.log]

    assert run(3) == run(3) and run(3) != run(4)


def test_pettingzoo_refuses_an_illegal_action():
    pytest.importorskip("pettingzoo")
    from zhdsl.adapters.pettingzoo import env

    e = env()
    e.reset(seed=1)
    with pytest.raises(ValueError, match="不合法"):
        e.step(100)
    assert e.game.actions == 0


# -- OpenSpiel ------------------------------------------------------------------------------------------------------


# Random games per mode. 团队's are the long ones (a few thousand actions each, to a team's wealth): its second game
# reached 11 branches of zhdsl its first did not, every one of them reached by the other tests of this file
# (coverage, docs/testing.md "Eleventh pass"), for a fifth to a quarter of the test's CPU; so one game there.
OPENSPIEL_SIMS = {"团队": 1}


@pytest.mark.long  # scheduled first (tests/conftest.py)
@pytest.mark.parametrize("params", [
    {"mode": "决斗", "seed": 3},
    {"mode": "团队", "players": 4, "seed": 1},
    {"mode": "权杖", "players": 3, "seed": 2},
    {"mode": "生存", "players": 4, "seed": 2},
])
def test_openspiel_random_simulation_test_passes(params):
    pyspiel = pytest.importorskip("pyspiel")
    import zhdsl.adapters.openspiel  # noqa: F401  registers the game

    game = pyspiel.load_game("python_zhdsl", params)
    pyspiel.random_sim_test(game, num_sims=OPENSPIEL_SIMS.get(params["mode"], 2), serialize=False, verbose=False)


def test_openspiel_state_clones_and_observes(harvest):
    pyspiel = pytest.importorskip("pyspiel")
    import zhdsl.adapters.openspiel  # noqa: F401

    game = pyspiel.load_game("python_zhdsl", {"game": "丰收", "players": 3, "seed": 5})
    assert game.num_players() == 3 and game.num_distinct_actions() == 128
    state = game.new_initial_state()
    rng = random.Random(5)
    for _ in range(10):
        state.apply_action(rng.choice(state.legal_actions()))
    twin = state.clone()
    twin.apply_action(twin.legal_actions()[0])
    assert twin.zhdsl.actions == state.zhdsl.actions + 1 and twin.zhdsl.library is state.zhdsl.library
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()
    assert json.loads(state.observation_string(1))["viewer"] == 1
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_openspiel_tensors_follow_each_clone_after_it_diverges():
    """A position's tensor is encoded once and shared by its clones: each clone, once it plays its own
    action, observes its own position — the tensor always equals the encoding of the game's observation."""
    pyspiel = pytest.importorskip("pyspiel")
    import zhdsl.adapters.openspiel  # noqa: F401

    from zhdsl.adapters.encoding import Encoder

    game = pyspiel.load_game("python_zhdsl", {"seed": 4})
    encoder = Encoder(contract.game_info(game.new_initial_state().zhdsl))
    state = game.new_initial_state()
    rng = random.Random(4)
    diverged = 0
    for _ in range(80):
        if state.is_terminal():
            break
        twin = state.clone()
        for s in (state, twin):
            for seat in range(2):
                assert state.observation_tensor(seat) == twin.observation_tensor(seat)
                assert s.observation_tensor(seat) == list(encoder.encode(s.zhdsl.observation(seat)))
        legal = state.legal_actions()
        state.apply_action(legal[0])
        if len(legal) > 1 and not twin.is_terminal():
            twin.apply_action(legal[-1])
            diverged += 1
            for seat in range(2):
                assert twin.observation_tensor(seat) == list(encoder.encode(twin.zhdsl.observation(seat)))
                assert state.observation_tensor(seat) == list(encoder.encode(state.zhdsl.observation(seat)))
        state = state if rng.random() < 0.5 else twin
    assert diverged >= 5


def test_openspiel_strings_are_each_positions_own_observation():
    """A string asked right after its tensor is made from the observation the tensor was encoded from
    (zhdsl.adapters.openspiel.ZhdslObserver): it must be that position's and that player's observation,
    whichever clone, player or position was observed in between — never the one before."""
    pyspiel = pytest.importorskip("pyspiel")
    import zhdsl.adapters.openspiel  # noqa: F401

    def own(s, seat):
        return json.dumps(s.zhdsl.observation(seat), ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    game = pyspiel.load_game("python_zhdsl", {"seed": 6})
    state = game.new_initial_state()
    rng = random.Random(6)
    differ = 0
    for step in range(60):
        if state.is_terminal():
            break
        twin = state.clone()
        twin.apply_action(twin.legal_actions()[-1])
        order = [(state, 0), (twin, 1), (state, 1), (twin, 0)]
        for s, seat in order if step % 2 else order[::-1]:
            s.observation_tensor(seat)
            assert s.observation_string(seat) == own(s, seat)
            assert s.observation_string(1 - seat) == own(s, 1 - seat)  # no tensor asked before it
        differ += state.observation_string(0) != twin.observation_string(0)
        state.apply_action(rng.choice(state.legal_actions()))
    assert differ >= 10
