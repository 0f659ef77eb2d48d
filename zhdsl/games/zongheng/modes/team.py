"""团队 (4 players), as the rulebook's appendix writes it:

为每名玩家发3-7张领主牌，各自挑选1张移入领主区。以掷骰子决定座次，按照座次1和4、2和3分为两队。
1号位起始财富为9，4号位为11，其余为10；每个角色都抽1张牌。角色死亡后，队友的回合开始时，
若财富大于1，则支付一半财富（向下取整），队友复活并获得等量财富。轮流进行回合直到有一队财富都达到20，
或有一队全体死亡，财富更多者胜利。

Decisions: docs/rules.md 16.2.
"""

from __future__ import annotations

from zhdsl.games.zongheng.modes import Mode, register, setup

WIN_WEALTH = 20
TEAMS = ((0, 3), (1, 2))  # seats 1&4, 2&3 (0-based)
START_WEALTH = (9, 10, 10, 11)


def team_name(team: tuple[int, ...]) -> str:
    return "与".join(f"{seat + 1}号" for seat in team) + "队"


@register
class Team(Mode):
    name = "团队"
    min_players = max_players = 4

    def begin(self, rt) -> None:
        """掷骰子 decides the seats (as in 决斗, D11: the roll is logged, the engine's players are seats).
        Seat 1 starts with 9 财富, seat 4 with 11, the others 10; everyone draws 1; seat 1 starts."""
        s = rt.state
        setup.reveal(rt)
        s.mode_data["dice"] = s.rng.below(6) + 1
        rt.log("setup", None, f"掷骰子（{s.mode_data['dice']}点）决定座次：{team_name(TEAMS[0])}对{team_name(TEAMS[1])}；"
               f"起始财富9、10、10、11，每名角色抽1张牌")
        setup.start(rt, list(START_WEALTH), [1, 1, 1, 1])

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return next(t for t in TEAMS if seat in t)

    @staticmethod
    def team_wealth(state, team) -> int:
        """A team's 财富 is the sum of its players' (the dead count 0) (rule 16.2.4)."""
        return sum(state.players[seat].wealth for seat in team)

    def check_end(self, rt):
        s = rt.state
        if s.phase == "setup":
            return None
        rich = [t for t in TEAMS if all(s.players[seat].wealth >= WIN_WEALTH for seat in t)]
        wiped = [t for t in TEAMS if all(s.players[seat].dead for seat in t)]
        if not rich and not wiped:
            return None
        reason = f"{team_name(rich[0])}的角色财富都达到{WIN_WEALTH}" if rich else f"{team_name(wiped[0])}全体死亡"
        a, b = (self.team_wealth(s, t) for t in TEAMS)
        if a == b:
            return None, f"{reason}，两队财富相同（{a}）"
        winner = TEAMS[0] if a > b else TEAMS[1]
        return winner[0], f"{reason}，{team_name(winner)}财富更多（{max(a, b)}比{min(a, b)}）"

    def turn_starting(self, rt, seat: int) -> None:
        """At the start of your turn, a dead teammate revives with half your 财富 (rounded down), which
        you pay — only while your 财富 is more than 1 (rule 16.2.3)."""
        s = rt.state
        payer = s.players[seat]
        for mate in self.team_of(seat, len(s.players)):
            if mate == seat or not s.players[mate].dead or payer.wealth <= 1:
                continue
            half = payer.wealth // 2
            rt.log("mode", seat, f"{rt.pname(seat)}的回合开始：支付一半财富（{half}）令队友{rt.pname(mate)}复活")
            if rt.pay(seat, [("wealth", None, half)]):
                rt.revive(mate, half)

    def scenario_values(self, rt) -> dict:
        """`模式.队伍`: the teams' seats from 1; `模式.队伍财富`: each team's 财富."""
        return {"队伍": [[seat + 1 for seat in t] for t in TEAMS], "队伍财富": [self.team_wealth(rt.state, t) for t in TEAMS]}

    def public_info(self, rt) -> dict:
        s = rt.state
        wealth = [self.team_wealth(s, t) for t in TEAMS]
        summary = "，".join(f"{team_name(t)}财富{w}" for t, w in zip(TEAMS, wealth))
        return {"teams": [list(t) for t in TEAMS], "team_wealth": wealth, "summary": summary}
