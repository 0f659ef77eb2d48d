"""Every bundled lord plays simulated 决斗 games without an engine error: 30 each by default,
ZHDSL_LORD_GAMES=100 for the deep sweep (docs/testing.md).

Random agents play the games (cheap); only the lord picks are steered: each game deals 7 lords
to each player, and every lord pick takes the dealt lord of this test's share that has been
played least so far. The lords are split into shares run as separate tests, so that pytest-xdist
plays them in parallel; all shares together play about 21×GAMES_PER_LORD÷2 games. Each game must end by
itself (a winner or a draw) or reach the action limit cleanly, and must not raise.

The random agents never pick the standalone 调度 (rearranging the hand takes one decision per card
and changes nothing the lords do); lords whose skills 调度 still do so through their skills.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.games.zongheng.cardset import load_cardset
from zhdsl.games.zongheng.game import new_duel
from zhdsl.play.simulate import lords_picked

ROOT = Path(__file__).resolve().parents[2]
ZONGHENG = ROOT / "cardsets" / "zongheng"
GAMES_PER_LORD = int(os.environ.get("ZHDSL_LORD_GAMES", "15"))
SHARES = 3
MAX_GAMES = 800  # per share, a safety stop: the steering needs about 400
MAX_ACTIONS = 3000  # answered decisions per game; random play rarely needs more than a few hundred


class RandomAgent:
    """Uniform among the legal actions, except the standalone 调度 while anything else is legal."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, game) -> int:
        actions = game.legal_actions()
        options = game.decision.options
        keep = [a for a in actions if options[a].label != "「调度」"] or actions
        return keep[self.rng.below(len(keep))]


def _cardsets():
    sets = []
    for name in ("base.toml", "expansion.toml", "lords.toml"):
        result = load_cardset(ZONGHENG / name)
        assert result.ok, [d.diagnostic.message for d in result.diagnostics]
        sets.append(result.cardset)
    return sets


def test_there_are_lords_for_seven_players():
    lords = [lord for lord in _cardsets()[2].lords if not lord.default]
    assert len(lords) >= 21, "7 players × 3 lords dealt need 21 lords"


@pytest.mark.slow
@pytest.mark.parametrize("share", range(SHARES))
def test_every_lord_plays_its_duels_without_error(share):
    cardsets = _cardsets()
    lords = sorted(lord.name for lord in cardsets[2].lords if not lord.default)[share::SHARES]
    played: Counter = Counter()
    ends: Counter = Counter()
    games = 0
    while min(played[name] for name in lords) < GAMES_PER_LORD:
        assert games < MAX_GAMES, f"the lord picks could not be steered: {dict(played)}"
        seed = share * 100_000 + games
        games += 1
        game = new_duel(cardsets, seed=seed, lords_dealt=7, limits=Limits(actions_per_game=MAX_ACTIONS))
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        actions = 0
        try:
            while not game.is_terminal():
                decision = game.decision
                assert decision is not None, f"seed {seed}: no decision but the game is not over"
                if decision.kind == "lord_pick":
                    labels = decision.labels()
                    # this share's lord played least so far; other lords only when none is dealt
                    action = min(range(len(labels)), key=lambda i: (labels[i] not in lords, played[labels[i]], labels[i]))
                else:
                    action = agents[decision.player].act(game)
                game.apply_action(action)
                actions += 1
                assert actions <= MAX_ACTIONS + 1, f"seed {seed}: the action limit did not end the game"
        except AssertionError:
            raise
        except Exception as exc:  # noqa: BLE001 — report the seed and the lords
            raise AssertionError(f"seed {seed} ({lords_picked(game)}): {type(exc).__name__}: {exc}") from exc
        picked = lords_picked(game)
        assert len(picked) == 2 and "默认领主" not in picked, f"seed {seed}: picked {picked}"
        played.update(name for name in picked if name in lords)
        reason = game.state.end_reason
        assert reason, f"seed {seed}: the game ended without a reason"
        ends[reason] += 1
    assert all(played[name] >= GAMES_PER_LORD for name in lords)
    # Random play must finish most games on its own, not only by the limits.
    natural = sum(n for reason, n in ends.items() if "上限" not in reason)
    assert natural >= games * 0.9, dict(ends)
