"""The modes (rule 20): 1v1 (8 points, the second player channels one more rune on their first
turn), free-for-all for 3 or 4 (8 points; the first player does not draw on the first turn; the
last channels one more), 2v2 (11 points, team scores, teammates alternate)."""

from __future__ import annotations

from zhdsl.engine.mode import Mode
from zhdsl.games.riftbound.runtime import RiftRuntime
from zhdsl.games.riftbound.turn import TASKS


class RiftMode(Mode):
    game = "riftbound"
    runtime_class = RiftRuntime
    tasks = TASKS
    points = 8
    teams = False
    first_draws = True

    def same_team(self, a: int, b: int) -> bool:
        return a == b

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return (seat,)

    def target_points(self, rt) -> int:
        """The mode's winning score, with `使赢得游戏所需的分数+1` of the battlefields in play (rules-riftbound.md 16.11)."""
        from zhdsl.games.riftbound.statics import win_target_bonus

        return self.points + win_target_bonus(rt)

    def team_points(self, rt, seat: int) -> int:
        return sum(rt.state.players[s].points for s in self.team_of(seat, len(rt.state.players)))

    def unscorable(self, rt, seat: int) -> frozenset:
        return frozenset()

    def points_changed(self, rt, seat: int) -> None:
        pass

    def extra_runes(self, rt, seat: int) -> int:
        """The last player channels one more rune on their first turn (rules 20.2–20.5)."""
        s = rt.state
        first = s.mode_data.get("first", 0)
        last = s.order_from(first, alive_only=False)[-1]
        return 1 if seat == last and s.turn <= len(s.players) else 0

    def draws_first_turn(self, rt, seat: int) -> bool:
        return self.first_draws or rt.state.turn > 1

    def check_end(self, rt):
        """Rule 16.8: at least the target and strictly more than every opponent."""
        s = rt.state
        n = len(s.players)
        best = None
        target = self.target_points(rt)
        for seat in range(n):
            pts = self.team_points(rt, seat)
            if pts >= target and all(pts > self.team_points(rt, o) for o in range(n) if not self.same_team(o, seat)):
                best = seat
        if best is None:
            return None
        return min(self.team_of(best, n)), f"{'队伍' if self.teams else ''}达到{target}分"

    def public_info(self, rt) -> dict:
        n = len(rt.state.players)
        points = [self.team_points(rt, seat) for seat in range(n)]
        who = "队伍" if self.teams else ""
        target = self.target_points(rt)
        summary = f"先得{target}分的{who or '玩家'}获胜；" + "，".join(f"{rt.pname(i)}：{p}分" for i, p in enumerate(points))
        return {"points_to_win": target, "points": points, "summary": summary}


class Duel(RiftMode):
    name = "1v1"
    min_players = max_players = 2


class FreeForAll(RiftMode):
    name = "混战"
    min_players, max_players = 3, 4
    first_draws = False


class Teams(RiftMode):
    name = "2v2"
    min_players = max_players = 4
    points = 11
    teams = True
    first_draws = False

    def same_team(self, a: int, b: int) -> bool:
        return a % 2 == b % 2

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return tuple(s for s in range(players) if s % 2 == seat % 2)

    def unscorable(self, rt, seat: int) -> frozenset:
        """Rule 20.5(b): a battlefield a teammate held at the start of this turn."""
        held = rt.state.mode_data.get("holders", ())
        return frozenset(bf for bf, ctrl in held if ctrl is not None and ctrl != seat and self.same_team(ctrl, seat))


MODES = {m.name: m for m in (Duel, FreeForAll, Teams)}
