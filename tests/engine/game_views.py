"""What a test reads off a game, shared by the engine tests: a player by seat, card names, a zone's card names."""

from __future__ import annotations


def player(game, seat: int):
    """The player in seat `seat` (1-based, as the log names them: 角色1, 角色2, …)."""
    return game.state.players[seat - 1]


def card_names(game, uids) -> list[str]:
    """The names of the cards `uids`, sorted."""
    return sorted(game.runtime().defn(uid).name for uid in uids)


def zone_names(game, zone: str) -> list[str]:
    """The sorted card names of a shared zone (过往, 虚空, …)."""
    return card_names(game, game.state.zone_list(zone, None))
