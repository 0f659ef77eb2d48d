"""How good a 纵横坛 position is for one player, for the greedy bot (zhdsl.agents.greedy): 财富 lead
first, then cards and 物资. It reads only the embedding API (`is_terminal`, `returns`, `observation`).
"""

from __future__ import annotations

WIN = 1000.0
SCEPTRE = 60.0  # worth of holding the 权杖


def evaluate(game, seat: int) -> float:
    """The position from `seat`'s point of view (0-based seat)."""
    if game.is_terminal():
        result = game.returns()[seat]
        return WIN * result
    obs = game.observation(seat)
    players = obs["角色"]
    me = players[seat]
    mates = set(me["队友"])
    allies = [p for p in players if p["座次"] in mates]
    others = [p for i, p in enumerate(players) if i != seat and p["座次"] not in mates and not p["死亡"]]
    if allies:  # 团队: the teams' 财富 are compared
        lead = me["财富"] + sum(p["财富"] for p in allies) - sum(p["财富"] for p in others)
    else:
        lead = me["财富"] - max((p["财富"] for p in others), default=0)
    # Being close to 20 matters more than the lead alone; hand cards and 物资 are future wealth.
    score = (
        10.0 * lead
        + 3.0 * me["财富"]
        + 1.5 * me["手牌数"]
        + 1.0 * me["物资"]
        + 0.3 * sum(me["精力"].values())
        - 0.5 * sum(p["手牌数"] for p in others)
    )
    sceptre = obs["模式"].get("权杖")
    if sceptre:  # 权杖: holding it when your turn starts wins
        score += SCEPTRE if sceptre == seat + 1 else -SCEPTRE / 2
    return score
