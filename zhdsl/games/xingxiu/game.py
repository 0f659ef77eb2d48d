"""Creating 星宿 games from card sets, and the game as the player-facing layers see it (`XingxiuGame`)."""

from __future__ import annotations

from pathlib import Path

from zhdsl.dialect import GameRules
from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.xingxiu.modes import GENERALS_DEALT, load_all
from zhdsl.games.xingxiu.rules import build_library, bundled_paths, load_cardsets
from zhdsl.games.xingxiu.schema import SCHEMA

_LIBRARIES: dict[tuple, tuple] = {}


def _cardsets(cardsets) -> list:
    if cardsets is None:
        cardsets = bundled_paths()
    items = list(cardsets)
    paths = [c for c in items if isinstance(c, (str, Path))]
    loaded = load_cardsets(paths) if paths else []
    return loaded + [c for c in items if not isinstance(c, (str, Path))]


def library_of(cardsets: list):
    """The library of these card sets, built once and shared by every game made from them."""
    key = tuple(id(cs) for cs in cardsets)
    if key not in _LIBRARIES:
        _LIBRARIES[key] = (list(cardsets), build_library(cardsets))
    return _LIBRARIES[key][1]


def new_game(mode: str = "单挑", players: int | None = None, cardsets=None, seed: int = 0, limits=None) -> Game:
    """A game of `mode` at its first decision (the first player picks a general). ValueError (Chinese)
    for a mode, player count or card sets that cannot make it."""
    modes = load_all()
    if mode not in modes:
        raise ValueError(f"未知模式「{mode}」（可用：{'、'.join(modes)}）")
    cls = modes[mode]
    n = cls.default_players() if players is None else players
    why = cls.player_count_error(n)
    if why:
        raise ValueError(why)
    lib = library_of(_cardsets(cardsets))
    if len(lib.generals) < GENERALS_DEALT * n:
        raise ValueError(f"{n}名玩家需要至少{GENERALS_DEALT * n}名武将，卡组中只有{len(lib.generals)}名")
    if len(lib.deck) < 20:
        raise ValueError(f"牌堆至少要有20张游戏牌，卡组中只有{len(lib.deck)}张")
    state = GameState.new(SCHEMA, n, Rng(seed))
    for d in lib.deck:
        uid = state.new_uid()
        state.add_card(CardInstance(uid, d.id, 0, 0, "deck"))
        state.wzone("deck").append(uid)
    state.mode_data["general_deck"] = tuple(g.id for g in lib.generals)
    state.tasks.append(("x_deal",))
    return Game(state, lib.library, cls(), limits)


class XingxiuGame(GameRules):
    """星宿 for `zhdsl.play`, the agents, scenarios and the CLI."""

    SEAT_LABEL = "武将"

    def __init__(self, dialect) -> None:
        from zhdsl.games.xingxiu import scenario

        self.dialect = dialect
        self.scenario = scenario

    def modes(self) -> dict:
        return load_all()

    def bundled_cardsets(self) -> list:
        return bundled_paths()

    def check_cardset(self, path, source: str) -> list:
        from zhdsl.games.xingxiu.cardset import load_cardset

        return list(load_cardset(path, source).diagnostics)

    def load_cardsets(self, paths) -> list:
        return load_cardsets(paths)

    def new_game(self, mode: str, players: int, cardsets, seed: int, options: dict, limits=None):
        return new_game(mode, players, cardsets, seed, limits)

    def evaluate(self, game, seat: int) -> float:
        from zhdsl.games.xingxiu.evaluate import evaluate

        return evaluate(game, seat)

    def seat_labels(self, game) -> tuple[str, ...]:
        """The first general each seat played."""
        names: dict[int, str] = {}
        for event in game.log:
            if event.kind == "general" and event.player is not None and event.player not in names and event.data:
                names[event.player] = game.library[event.data[0]].name
        return tuple(names.get(seat, f"座次{seat + 1}") for seat in range(len(game.state.players)))

    def view(self, observation: dict, info: dict):
        from zhdsl.games.xingxiu.render import observation_view

        return observation_view(observation)
