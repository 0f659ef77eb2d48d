"""How good a 星宿 position is for one player, for the greedy bot (zhdsl.agents.greedy): the 军力 of its side
against the others', then cards in hand, equipment and the attack range (rule 17.5's hidden roles: a
player counts its known side — itself, its team, the 主帅 for a 良将). It reads what a player knows (public
facts and its own role) straight from the state, since the bot scores every option of every decision."""

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
    rt = game.runtime(game.state)
    s = game.state
    friends = set(game.mode.team_of(seat, len(s.players)))
    roles = s.mode_data.get("roles")
    if roles and roles[seat] in ("lord", "loyalist"):  # a 良将 knows the 主帅, who is shown (rule 17.5.3)
        friends.add(roles.index("lord"))
    foes = [p for p in s.players if p.seat not in friends and not p.dead]
    score = 0.0
    for p in s.players:
        worth = _worth(rt, p)
        if p.seat in friends:
            score += worth
        elif not p.dead:
            score -= worth / max(1, len(foes))
    return score


def _worth(rt, p) -> float:
    if p.dead:
        return -STRENGTH * 4
    value = STRENGTH * p.strength + CARD * len(p.hand) + EQUIP * len(p.equip) + RANGE * (rt.attack_range(p.seat) - 1)
    if p.strength <= 1:
        value -= DYING_BONUS
    value -= 1.5 * len(p.judge)
    return value
