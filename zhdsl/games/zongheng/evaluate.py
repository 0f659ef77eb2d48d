"""How good a 纵横坛 position is for one player, for the greedy bot (zhdsl.agents.greedy): 财富 lead
first, then cards and 物资. It reads the players' public facts (what every observation shows) straight
from the state, since the bot scores every option of every decision.
"""

from __future__ import annotations

WIN = 1000.0
SCEPTRE = 60.0  # worth of holding the 权杖


def evaluate(game, seat: int) -> float:
    """The position from `seat`'s point of view (0-based seat)."""
    if game.is_terminal():
        result = game.returns()[seat]
        return WIN * result
    players = game.state.players
    me = players[seat]
    mates = set(game.mode.team_of(seat, len(players))) - {seat}
    allies = [p for p in players if p.seat in mates]
    others = [p for p in players if p.seat != seat and p.seat not in mates and not p.dead]
    if allies:  # 团队: the teams' 财富 are compared
        lead = me.wealth + sum(p.wealth for p in allies) - sum(p.wealth for p in others)
    else:
        lead = me.wealth - max((p.wealth for p in others), default=0)
    # Being close to 20 matters more than the lead alone; hand cards and 物资 are future wealth.
    score = (
        10.0 * lead
        + 3.0 * me.wealth
        + 1.5 * len(me.hand)
        + 1.0 * me.supply
        + 0.3 * sum(me.energy.values())
        - 0.5 * sum(len(p.hand) for p in others)
    )
    holder = game.mode.public_info(game.runtime(game.state)).get("sceptre_holder")
    if holder is not None:  # 权杖: holding it when your turn starts wins
        score += SCEPTRE if holder == seat else -SCEPTRE / 2
    return score
