"""Creating 纵横坛 games: from card sets to a ready `Game` (the engine's embedding API)."""

from __future__ import annotations

from pathlib import Path

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState, PlayerState
from zhdsl.games.zongheng import lords
from zhdsl.games.zongheng.modes.duel import Duel
from zhdsl.games.zongheng.rules import STANDARD_WEALTH, build_library, bundled_paths, load_cardsets


def _cardsets(cardsets) -> list:
    if cardsets is None:
        cardsets = bundled_paths()
    items = list(cardsets)
    paths = [c for c in items if isinstance(c, (str, Path))]
    loaded = load_cardsets(paths) if paths else []
    return loaded + [c for c in items if not isinstance(c, (str, Path))]


def new_duel(cardsets=None, seed: int = 0, lords_dealt: int = 3, limits: Limits | None = None) -> Game:
    """A 决斗 from card sets (paths or loaded `CardSet`s; default: every bundled set).

    The game starts at the first decision: player 1 (seat 0) picks a lord."""
    library, deck_defs, lord_defs = build_library(_cardsets(cardsets))
    lords.prepare(library)
    players = [PlayerState(seat, wealth=STANDARD_WEALTH) for seat in range(2)]
    state = GameState(players, {}, Rng(seed))
    for d in deck_defs:
        uid = state.new_uid()
        state.cards[uid] = CardInstance(uid, d.id, 0, 0, "deck")
        state.deck.append(uid)
    default = lords.default_lord(library)
    for p in players:
        p.efficiency, p.storage = default.efficiency, default.storage
    state.tasks.append(("duel_deal", tuple(d.id for d in lord_defs)))
    return Game(state, library, Duel(lords_dealt), limits)
