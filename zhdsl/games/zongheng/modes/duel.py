"""决斗 (2 players), exactly as the rulebook's appendix writes it:

为每名玩家发3-7张领主牌，各自挑选1张移入领主区。以掷骰子决定先后手，先手起始财富9，
后手起始财富11且游戏开始时抽1张牌。双方轮流进行回合直到有一方死亡或者财富达到20或更多，
财富更多者胜利。
"""

from __future__ import annotations

from zhdsl.games.zongheng.modes import Mode, register
from zhdsl.games.zongheng.modes import setup

WIN_WEALTH = 20
FIRST_WEALTH = 9
SECOND_WEALTH = 11


def richest(rt, reason: str):
    """The richest player wins; a tie is a draw (rule 16.1.5). The dead have 0 财富."""
    s = rt.state
    best = max(p.wealth for p in s.players)
    top = [p.seat for p in s.players if p.wealth == best]
    return (top[0] if len(top) == 1 else None), reason


@register
class Duel(Mode):
    name = "决斗"
    min_players = max_players = 2

    def begin(self, rt) -> None:
        """掷骰子 decides the seats: the first player sits in seat 1 (rule 16.1.2), so the roll decides which
        entrant plays seat 1; the engine's players are seats. First 9 财富; second 11 and draws 1."""
        s = rt.state
        setup.reveal(rt)
        s.mode_data["dice"] = s.rng.below(6) + 1
        rt.log("setup", None, f"掷骰子（{s.mode_data['dice']}点）：{rt.pname(0)}先手（财富{FIRST_WEALTH}），{rt.pname(1)}后手（财富{SECOND_WEALTH}，抽1张牌）")
        setup.start(rt, [FIRST_WEALTH, SECOND_WEALTH], [0, 1])

    def check_end(self, rt):
        s = rt.state
        if s.phase == "setup":
            return None
        for p in s.players:  # a loop: asked after every operation
            if p.dead or p.wealth >= WIN_WEALTH:
                break
        else:
            return None
        dead = any(p.dead for p in s.players)
        return richest(rt, "有角色死亡" if dead else f"有角色财富达到{WIN_WEALTH}")
