"""How good a 星宿 position is for one player, for the greedy bot (zhdsl.agents.greedy): the 军力 of its side
against the others', then cards in hand, equipment and the attack range (rule 17.5's hidden roles: a
player counts its known side — itself, its team, the 主帅 for a 良将). It reads only the embedding API."""

from __future__ import annotations

WIN = 1000.0
STRENGTH = 10.0  # a point of 军力
CARD = 1.6  # a card in hand
EQUIP = 2.2  # a card in the 装备区
DYING_BONUS = 6.0  # a player at 0…1 军力 is worth less than the points alone say
RANGE = 0.6  # each point of attack range beyond 1


def evaluate(game, seat: int) -> float:
    if game.is_terminal():
        return WIN * game.returns()[seat]
    obs = game.observation(seat)
    players = obs["角色"]
    me = players[seat]
    friends = {seat + 1} | set(me.get("队友", ()))
    roles = obs["模式"].get("身份")
    my_role = obs.get("私密", {}).get("身份")
    if roles and my_role in ("良将", "主帅"):
        friends |= {i + 1 for i, r in enumerate(roles) if r == "主帅"}
    score = 0.0
    for p in players:
        worth = _worth(p)
        if p["座次"] in friends:
            score += worth
        elif not p["阵亡"]:
            score -= worth / max(1, len([q for q in players if q["座次"] not in friends and not q["阵亡"]]))
    return score


def _worth(p: dict) -> float:
    if p["阵亡"]:
        return -STRENGTH * 4
    strength = p["军力"]
    value = STRENGTH * strength + CARD * p["手牌数"] + EQUIP * len(p["装备区"]) + RANGE * (p["进攻范围"] - 1)
    if strength <= 1:
        value -= DYING_BONUS
    value -= 1.5 * len(p["判定区"])
    return value
