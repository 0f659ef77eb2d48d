"""The smoke game of `check --catalog` (a card "plays"): the card is put where its kind lives in a
fresh 1v1 game of the bundled decks — a unit, gear or spell is played from the hand with enough
runes, a legend or battlefield takes its place — and the game goes on for two turns with the
first option at every decision. The card plays when nothing in zhdsl fails on the way."""

from __future__ import annotations

from functools import lru_cache

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.errors import GameOver, IllegalAction

MAX_STEPS = 400  # decisions in one smoke game (bound)


@lru_cache(maxsize=4)
def _library(path):
    from zhdsl.games.riftbound import library as lib

    return lib.load_library(path)


@lru_cache(maxsize=4)
def _loaded(path):
    """The bundled decks, their cards rebuilt by name in the catalog's library: the same for every smoke
    game of one catalog (new_game copies the library and reads the decks), so read once, not once per
    card (the bundled deck files were 6% of `check --catalog`)."""
    from zhdsl.games.riftbound import game as rgame

    library = _library(path)
    base = rgame.load_cardsets([])
    decks = []
    for deck in base.decks:
        remap = {}
        for key in ("legend", "champion"):
            remap[key] = _same(library, base.library, deck[key])
        remap["battlefields"] = [_same(library, base.library, x) for x in deck["battlefields"]]
        remap["main"] = [_same(library, base.library, x) for x in deck["main"]]
        remap["runes"] = [_same(library, base.library, x) for x in deck["runes"]]
        decks.append({**deck, **remap})
    return rgame.Loaded(library, tuple(decks), ())


def plays(path, printing) -> tuple[bool, str]:
    from zhdsl.games.riftbound import game as rgame

    library = _library(str(path))
    d = library.find(printing.number)
    if d is None:
        return False, "卡牌无法读取"
    if d.base in ("rune",) or d.category == "token" and d.base == "battlefield":
        return True, ""
    try:
        game = rgame.new_game("1v1", 2, _loaded(str(path)), seed=7)
        _place(game, d)
        game.state_changed()  # the first decision's task sees the placed card
        steps = 0
        while not game.is_terminal() and steps < MAX_STEPS and game.state.turn <= 4:
            decision = game.decision
            options = decision.options
            pick = 0
            for i, o in enumerate(options):
                if d.name in o.label and o.label.startswith(("打出", "使用", "从待命")):
                    pick = i
                    break
            game.apply_action(pick)
            steps += 1
    except (GameOver, IllegalAction):
        return True, ""
    except Exception as exc:  # noqa: BLE001 — the report names what failed
        return False, f"{type(exc).__name__}: {exc}"[:200]
    return True, ""


def _same(library, other, d):
    found = library.find(d.number) or library.find(d.full_name) or library.find(d.name)
    if found is not None:
        return found
    copy = library._add(d.name, d.category, d.base, d.text, d.program)
    return copy


def _place(game, d) -> None:
    """Put the card into seat 0's hand (or its zone), with ten runes ready."""
    s = game.state
    seat = 0
    zone = {"legend": "legend", "battlefield": "battlefields"}.get(d.category, "hand")
    if d.base == "battlefield":
        zone = "battlefields"
    uid = s.new_uid()
    s.add_card(CardInstance(uid, d.id, seat, seat, zone, seat if zone not in s.zones else None, face_up=True))
    s.wzone_list(zone, seat).append(uid)
    runes = s.players[seat].runes
    for r in list(runes):
        c = s.cards[r]
        c.zone, c.zone_owner = "rune_area", seat
        runes.remove(r)
        s.players[seat].rune_area.append(r)
