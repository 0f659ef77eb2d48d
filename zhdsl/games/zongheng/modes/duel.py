"""决斗 (2 players), exactly as the rulebook's appendix writes it:

为每名玩家发3-7张领主牌，各自挑选1张移入领主区。以掷骰子决定先后手，先手起始财富9，
后手起始财富11且游戏开始时抽1张牌。双方轮流进行回合直到有一方死亡或者财富达到20或更多，
财富更多者胜利。
"""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.zongheng.modes import Mode, register

WIN_WEALTH = 20
FIRST_WEALTH = 9
SECOND_WEALTH = 11


@register
class Duel(Mode):
    name = "决斗"
    players = 2

    def __init__(self, lords_dealt: int = 3) -> None:
        if not 3 <= lords_dealt <= 7:
            raise ValueError("决斗每名玩家发3-7张领主牌")
        self.lords_dealt = lords_dealt
        self.tasks = {"duel_deal": deal, "duel_pick": pick, "duel_begin": begin}

    def check_end(self, rt):
        s = rt.state
        if s.phase == "setup":
            return None
        dead = [p for p in s.players if p.dead]
        rich = [p for p in s.players if p.wealth >= WIN_WEALTH]
        if not dead and not rich:
            return None
        reason = "有角色死亡" if dead else f"有角色财富达到{WIN_WEALTH}"
        best = max(p.wealth for p in s.players)
        top = [p.seat for p in s.players if p.wealth == best]
        return (top[0] if len(top) == 1 else None), reason


def deal(rt, lord_pool: tuple) -> None:
    """Shuffle the deck; deal each player `lords_dealt` lords (as many as there are) to pick from."""
    s = rt.state
    s.rng.shuffle(s.deck)
    pool = list(lord_pool)
    s.rng.shuffle(pool)
    n = rt.mode.lords_dealt
    hands = []
    for seat in s.seats:
        hands.append(tuple(pool[seat * n:(seat + 1) * n]))
    s.mode_data["dealt"] = tuple(hands)
    rt.log("setup", None, f"决斗开始：每名玩家发{n}张领主牌" if pool else "没有领主牌可发：双方使用默认领主")
    s.tasks.append(("duel_begin",))
    for seat in reversed(list(s.seats)):
        s.tasks.append(("duel_pick", seat))


def pick(rt, seat: int) -> None:
    """Each player secretly picks one dealt lord; the picks are revealed together (rule 16.1.1).
    Unpicked lords leave the game (rule 16.0)."""
    s = rt.state
    dealt = s.mode_data["dealt"][seat]
    if not dealt:
        return
    options = tuple(Option(rt.library[d].name, d) for d in dealt)
    def_id = rt.ask(Decision(seat, "lord_pick", "挑选1张领主牌移入领主区", options))
    s.mode_data["picked"] = s.mode_data.get("picked", ()) + ((seat, def_id),)


def reveal(rt) -> None:
    s = rt.state
    for seat, def_id in s.mode_data.get("picked", ()):
        uid = s.new_uid()
        s.cards[uid] = CardInstance(uid, def_id, seat, seat, "none", None)
        rt.move_card(uid, "lord", seat, log=False)
        rt.log("lord", seat, f"{rt.pname(seat)}的领主是「{rt.library[def_id].name}」", def_id)


def begin(rt) -> None:
    """掷骰子 decides the seats: the first player sits in seat 1 (rule 16.1.2), so the roll decides which
    entrant plays seat 1; the engine's players are seats. First 9 财富; second 11 and draws 1."""
    s = rt.state
    reveal(rt)
    s.mode_data["dice"] = s.rng.below(6) + 1
    first, second = 0, 1
    s.players[first].wealth = FIRST_WEALTH
    s.players[second].wealth = SECOND_WEALTH
    for p in s.players:
        rt.sync_lord(p.seat)
    rt.log("setup", None, f"掷骰子（{s.mode_data['dice']}点）：{rt.pname(first)}先手（财富{FIRST_WEALTH}），{rt.pname(second)}后手（财富{SECOND_WEALTH}，抽1张牌）")
    rt.draw(second, 1)
    s.phase = "between"
    s.tasks.append(("turn_start", first))
