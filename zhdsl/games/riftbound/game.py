"""Creating Riftbound games, and the game as the player-facing layers see it (`RiftboundGame`)."""

from __future__ import annotations

from pathlib import Path

import attrs

from zhdsl.dialect import GameRules
from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.riftbound import library as lib
from zhdsl.games.riftbound.catalog import CatalogError
from zhdsl.games.riftbound.modes import MODES
from zhdsl.games.riftbound.schema import SCHEMA

_LIBRARIES: dict = {}


@attrs.frozen
class Loaded:
    """Card sets as loaded: the catalog's library and the decks read from deck files."""

    library: object
    decks: tuple
    paths: tuple


def _library(catalog) -> lib.Library:
    key = str(catalog or lib.DEFAULT_CATALOG)
    if key not in _LIBRARIES:
        _LIBRARIES[key] = lib.load_library(catalog)
    return _LIBRARIES[key]


def load_cardsets(paths) -> Loaded:
    paths = [Path(p) for p in paths]
    catalogs = [p for p in paths if p.suffix == ".json"]
    decks = [p for p in paths if p.suffix == ".toml"]
    try:
        library = _library(catalogs[0] if catalogs else None)
    except CatalogError as exc:
        raise ValueError(str(exc)) from None
    if not decks and not catalogs:
        decks = lib.bundled_decks()
    read = []
    for d in decks:
        try:
            read.append(lib.read_deck(d, library))
        except lib.DeckError as exc:
            raise ValueError(str(exc)) from None
    if not read:
        read = auto_decks(library)
        if not read:
            raise ValueError("组牌：目录中没有可以组成卡组的传奇、英雄、战场和符文")
    return Loaded(library, tuple(read), tuple(str(p) for p in paths))


def auto_decks(library) -> list[dict]:
    """Decks built from a catalog without deck files: for each legend, its champion, 40 playable main
    cards of its colours (3 copies each at most), 12 runes of its colours and 3 battlefields."""
    defs = [d for d in library.defs if d.program is not None and library.problems.get(d.number) is None]
    battlefields = [d for d in defs if d.category == "battlefield"]
    out = []
    for legend in [d for d in defs if d.category == "legend"]:
        colours = set(legend.colours)
        champs = [d for d in defs if d.champion and d.hero and d.hero == legend.hero]
        runes = [d for d in defs if d.category == "rune" and set(d.colours) <= colours and d.colours]
        main = [d for d in defs if d.category in ("unit", "spell", "gear") and set(d.colours) <= colours and d.colours]
        if not champs or not runes or len(battlefields) < 3 or len(main) < 14:
            continue
        deck_main: list = []
        signature = 1 if champs[0].signature else 0
        for d in main:
            copies = 1 if d.keywords.get("唯我") else 3  # rules 5.2(b), 19.25
            if d.signature:
                copies = min(copies, lib.MAX_SIGNATURE - signature)
                signature += copies
            deck_main.extend([d] * copies)
            if len(deck_main) >= 39:
                break
        if len(deck_main) < 39:
            continue
        rune_list = [runes[i % len(runes)] for i in range(12)]
        out.append({"name": legend.name, "legend": legend, "champion": champs[0], "battlefields": battlefields[:3],
                    "main": deck_main[:39], "runes": rune_list})
    return out


def new_game(mode: str = "1v1", players: int | None = None, cardsets=None, seed: int = 0,
             limits: Limits | None = None) -> Game:
    if mode not in MODES:
        raise ValueError(f"未知模式「{mode}」（可用：{'、'.join(MODES)}）")
    cls = MODES[mode]
    n = cls.default_players() if players is None else players
    why = cls.player_count_error(n)
    if why:
        raise ValueError(why)
    loaded = cardsets if isinstance(cardsets, Loaded) else load_cardsets(cardsets or [])
    # Each game adds its tokens (and copies' definitions) to its own library: ids of tokens then depend on
    # this game alone, not on what other games of the process made before it (rules-riftbound.md 2.14).
    library = loaded.library.copy()
    decks = [loaded.decks[i % len(loaded.decks)] for i in range(n)]
    state = GameState.new(SCHEMA, n, Rng(seed))
    the_mode = cls()

    def make(seat, d, zone, tapped=False):
        uid = state.new_uid()
        state.add_card(CardInstance(uid, d.id, seat, seat, zone, seat if zone not in state.zones else None,
                                    tapped=tapped, face_up=zone not in ("deck", "runes", "hand")))
        state.wzone_list(zone, seat).append(uid)
        return uid

    for seat, deck in enumerate(decks):
        make(seat, deck["legend"], "legend")
        make(seat, deck["champion"], "champion")
        for d in deck["main"]:
            make(seat, d, "deck")
        for d in deck["runes"]:
            make(seat, d, "runes")
        state.rng.shuffle(state.players[seat].deck)
        state.rng.shuffle(state.players[seat].runes)
        state.players[seat].team = seat % 2 if cls.teams else seat
    first = state.rng.below(n)
    state.mode_data["first"] = first
    order = state.order_from(first, alive_only=False)
    used = order if n <= 3 else order[1:]
    for seat in used:
        options = decks[seat]["battlefields"]
        if not options:
            continue
        d = options[state.rng.below(len(options))]
        uid = state.new_uid()
        state.add_card(CardInstance(uid, d.id, seat, seat, "battlefields", None, face_up=True))
        state.wzone("battlefields").append(uid)
    for seat in range(n):
        for _ in range(4):
            p = state.players[seat]
            if p.deck:
                uid = p.deck.pop(0)
                c = state.cards[uid]
                c.zone, c.zone_owner, c.seen_by = "hand", seat, frozenset({seat})
                p.hand.append(uid)
    state.active = first
    state.phase = "setup"
    state.tasks.append(("turn_begin",))
    state.tasks.append(("mulligan", 0))
    return Game(state, library, the_mode, limits)


class RiftboundGame(GameRules):
    SEAT_LABEL = "传奇"
    GREEDY_RANDOM_KINDS = ("choice",)

    def __init__(self, dialect) -> None:
        from zhdsl.games.riftbound import scenario

        self.dialect = dialect
        self.scenario = scenario

    def modes(self) -> dict:
        return dict(MODES)

    def bundled_cardsets(self) -> list:
        return lib.bundled_decks()

    def check_cardset(self, path, source: str) -> list:
        from zhdsl.games.riftbound.check import check_deck_file

        return check_deck_file(path, source)

    def check_catalog(self, path) -> dict:
        from zhdsl.games.riftbound.check import check_catalog

        return check_catalog(path)

    def catalog_report_lines(self, report: dict) -> list[str]:
        from zhdsl.games.riftbound.check import report_lines

        return report_lines(report)

    def load_cardsets(self, paths) -> Loaded:
        return load_cardsets(paths)

    def new_game(self, mode: str, players: int, cardsets, seed: int, options: dict, limits=None):
        return new_game(mode, players, cardsets, seed, limits)

    def evaluate(self, game, seat: int) -> float:
        from zhdsl.games.riftbound.evaluate import evaluate

        return evaluate(game, seat)

    def view(self, observation: dict, info: dict):
        from zhdsl.games.riftbound.render import observation_view

        return observation_view(observation)

    def seat_labels(self, game) -> tuple[str, ...]:
        s = game.state
        return tuple(game.library[s.cards[p.legend[0]].def_id].name if p.legend else f"座次{p.seat + 1}"
                     for p in s.players)
