"""How good a position is for a seat (the greedy bot's look-ahead): points first, then board might,
runes and cards in hand."""

from __future__ import annotations


def evaluate(game, seat: int) -> float:
    if game.is_terminal():
        return 1000.0 * game.returns()[seat]
    rt = game.runtime(game.state)
    s = game.state
    mode = game.mode

    def worth(x: int) -> float:
        p = s.players[x]
        board = sum(rt.might(u) for u in rt.units() if s.cards[u].controller == x)
        controlled = sum(1 for b in rt.battlefields() if rt.bf_controller(b) == x)
        return 20.0 * mode.team_points(rt, x) + 6.0 * controlled + 1.0 * board + 0.5 * len(p.rune_area) + 0.8 * len(p.hand)

    mine = worth(seat)
    others = [worth(x) for x in s.seats if not mode.same_team(x, seat)]
    return mine - (max(others) if others else 0.0)
