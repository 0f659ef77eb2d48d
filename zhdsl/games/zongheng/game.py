"""Creating 纵横坛 games: from card sets to a ready `Game` (the engine's embedding API)."""

from __future__ import annotations

from pathlib import Path

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState, PlayerState
from zhdsl.games.zongheng import lords
from zhdsl.games.zongheng.modes import load_all
from zhdsl.games.zongheng.rules import STANDARD_WEALTH, build_library, bundled_paths, load_cardsets

_LIBRARIES: dict[tuple, tuple] = {}


def _cardsets(cardsets) -> list:
    if cardsets is None:
        cardsets = bundled_paths()
    items = list(cardsets)
    paths = [c for c in items if isinstance(c, (str, Path))]
    loaded = load_cardsets(paths) if paths else []
    return loaded + [c for c in items if not isinstance(c, (str, Path))]


def _library(cardsets: list) -> tuple:
    """(library, deck definitions, lord definitions), built once per set of loaded card sets: the
    library is read-only during play, so every game from the same card sets shares it. The cache
    keeps the card sets alive, so their ids stay theirs."""
    key = tuple(id(cs) for cs in cardsets)
    if key not in _LIBRARIES:
        library, deck_defs, lord_defs = build_library(cardsets)
        lords.prepare(library)
        _LIBRARIES[key] = (list(cardsets), library, deck_defs, lord_defs)
    _kept, library, deck_defs, lord_defs = _LIBRARIES[key]
    return library, deck_defs, lord_defs


def new_game(mode: str = "决斗", players: int | None = None, cardsets=None, seed: int = 0, lords_dealt: int = 3,
             limits: Limits | None = None) -> Game:
    """A game of `mode` for `players` players (default: the mode's smallest count) from card sets
    (paths or loaded `CardSet`s; default: every bundled set). Raises ValueError (Chinese) for a
    mode, player count or card sets that cannot make this game.

    The game starts at the first decision: player 1 (seat 0) picks a lord."""
    modes = load_all()
    if mode not in modes:
        raise ValueError(f"未知模式「{mode}」（可用：{'、'.join(modes)}）")
    cls = modes[mode]
    n = cls.default_players() if players is None else players
    why = cls.player_count_error(n)
    if why:
        raise ValueError(why)
    the_mode = cls(lords_dealt)
    library, deck_defs, lord_defs = _library(_cardsets(cardsets))
    why = the_mode.cannot_start(library, len(lord_defs), n)
    if why:
        raise ValueError(why)
    state = GameState([PlayerState(seat, wealth=STANDARD_WEALTH) for seat in range(n)], {}, Rng(seed))
    for d in deck_defs:
        uid = state.new_uid()
        state.cards[uid] = CardInstance(uid, d.id, 0, 0, "deck")
        state.deck.append(uid)
    default = lords.default_lord(library)
    for p in state.players:
        p.efficiency, p.storage = default.efficiency, default.storage
    state.tasks.append(("mode_deal", tuple(d.id for d in lord_defs)))
    return Game(state, library, the_mode, limits)


def new_duel(cardsets=None, seed: int = 0, lords_dealt: int = 3, limits: Limits | None = None) -> Game:
    """A 决斗 (two players): `new_game("决斗", …)`."""
    return new_game("决斗", 2, cardsets, seed, lords_dealt, limits)
