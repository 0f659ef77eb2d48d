"""Creating 纵横坛 games: from card sets to a ready `Game` (the engine's embedding API), and the game as
the player-facing layers see it (`ZonghengGame`)."""

from __future__ import annotations

from pathlib import Path

from typing import TYPE_CHECKING

from zhdsl.dialect import GameRules
from zhdsl.games.zongheng.rules import build_library, bundled_paths, load_cardsets

# The engine and the modes are imported when a game is made, not by `zhdsl check` (start-up time).
if TYPE_CHECKING:
    from zhdsl.engine.game import Game
    from zhdsl.engine.limits import Limits


def load_all() -> dict:
    from zhdsl.games.zongheng.modes import load_all as modes

    return modes()

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
    from zhdsl.games.zongheng import lords

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
    from zhdsl.engine.cards import CardInstance
    from zhdsl.engine.game import Game
    from zhdsl.engine.rng import Rng
    from zhdsl.engine.state import GameState
    from zhdsl.games.zongheng import lords
    from zhdsl.games.zongheng.schema import SCHEMA

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
    state = GameState.new(SCHEMA, n, Rng(seed))
    for d in deck_defs:
        uid = state.new_uid()
        state.add_card(CardInstance(uid, d.id, 0, 0, "deck"))
        state.wzone("deck").append(uid)
    default = lords.default_lord(library)
    for p in state.players:
        p.efficiency, p.storage = default.efficiency, default.storage
    state.tasks.append(("mode_deal", tuple(d.id for d in lord_defs)))
    return Game(state, library, the_mode, limits)


def new_duel(cardsets=None, seed: int = 0, lords_dealt: int = 3, limits: Limits | None = None) -> Game:
    """A 决斗 (two players): `new_game("决斗", …)`."""
    return new_game("决斗", 2, cardsets, seed, lords_dealt, limits)


# -- the game, as the player-facing layers see it (zhdsl.dialect.GameRules) --------------------------


class ZonghengGame(GameRules):
    """纵横坛 for `zhdsl.play`, the agents, scenarios and the CLI."""

    SEAT_LABEL = "领主"
    GREEDY_RANDOM_KINDS = ("arrange",)  # the order of a hand changes nothing the evaluation sees
    GREEDY_ONCE_PER_TURN = ("使用领主",)  # a lord change, back and forth, would loop forever

    def __init__(self, dialect) -> None:
        self.dialect = dialect

    @property
    def scenario(self):
        from zhdsl.games.zongheng import scenario

        return scenario

    def modes(self) -> dict:
        return load_all()

    def bundled_cardsets(self) -> list:
        return bundled_paths()

    def check_cardset(self, path, source: str) -> list:
        from zhdsl.games.zongheng.cardset import load_cardset

        return list(load_cardset(path, source).diagnostics)

    def load_cardsets(self, paths) -> list:
        return load_cardsets(paths)

    def new_game(self, mode: str, players: int, cardsets, seed: int, options: dict, limits=None):
        return new_game(mode, players, cardsets, seed, options.get("lords_dealt", 3), limits)

    def evaluate(self, game, seat: int) -> float:
        from zhdsl.games.zongheng.evaluate import evaluate

        return evaluate(game, seat)

    def seat_labels(self, game) -> tuple[str, ...]:
        """The lord each seat picked."""
        names: dict[int, str] = {}
        for event in game.log:
            if event.kind == "lord" and event.player is not None and event.player not in names and event.data:
                names[event.player] = game.library[game.state.cards[event.data[0]].def_id].name
        from zhdsl.games.zongheng.lords import DEFAULT_LORD

        return tuple(names.get(seat, DEFAULT_LORD["name"]) for seat in range(len(game.state.players)))

    def view(self, observation: dict, info: dict):
        from zhdsl.games.zongheng.render import observation_view

        return observation_view(observation)
