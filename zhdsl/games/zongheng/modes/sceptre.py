"""权杖 (3–5 players), as the rulebook's appendix writes it:

为每名玩家发3-7张领主牌，各自挑选1张移入领主区。从年龄最小者开始回合，所有角色起始财富都为10且抽1张牌。
游戏首个回合开始时，会将一个“权杖”造物加入此回合者的造物区，拥有该牌者每回合额外获得1物资，
回合结束时生产X财富（X为角色数-2）。当一名角色令“权杖”的拥有者折损财富且前者财富大于后者时，
将“权杖”移入前者造物区。角色死亡后将在过1个自身回合后复活，财富变为10。
任何一名角色回合开始时如果拥有“权杖”，获得游戏胜利。

The 权杖's own effects (the extra 物资, the production) are card text: the 造物 「权杖」 in
cardsets/zongheng/modes.toml. Decisions: docs/rules.md 16.3.
"""

from __future__ import annotations

from zhdsl.games.zongheng.modes import Mode, register, setup

SCEPTRE = "权杖"
START_WEALTH = 10
REVIVE_WEALTH = 10


@register
class Sceptre(Mode):
    name = "权杖"
    min_players = 3
    max_players = 5

    def begin(self, rt) -> None:
        setup.start_equal(rt, START_WEALTH)

    def cannot_start(self, library, lord_cards: int, players: int) -> str | None:
        if self.sceptre_def(library) is None:
            return f"权杖模式需要一张名为「{SCEPTRE}」的造物牌（自带卡组 cardsets/zongheng/modes.toml 里有）"
        return super().cannot_start(library, lord_cards, players)

    @staticmethod
    def sceptre_def(library):
        return library.find(SCEPTRE, "creation")

    @staticmethod
    def _find(rt) -> tuple[int, int] | None:
        """(holder seat, card) of the 权杖 in a 造物区, or None before it has entered."""
        for p in rt.state.players:
            for uid in p.creation:
                d = rt.defn(uid)
                if d.kind == "creation" and d.name == SCEPTRE:
                    return p.seat, uid
        return None

    def holder(self, rt) -> int | None:
        """Whose 造物区 holds the 权杖."""
        found = self._find(rt)
        return found[0] if found else None

    def check_end(self, rt):
        winner = rt.state.mode_data.get("winner")
        if winner is None:
            return None
        return winner, f"{rt.pname(winner)}在回合开始时拥有「{SCEPTRE}」"

    def turn_starting(self, rt, seat: int) -> None:
        """Holding the 权杖 as your turn starts wins (checked first, rule 16.3.6); on the game's first
        turn the 权杖 then enters the active player's 造物区 (16.3.3)."""
        s = rt.state
        if self.holder(rt) == seat:
            s.mode_data["winner"] = seat
            rt.check()
            return
        if s.turn == 1 and self.holder(rt) is None:
            uid = rt.create_card(self.sceptre_def(rt.library).id, "creation", seat)
            rt.log("mode", seat, f"游戏的首个回合开始：「{SCEPTRE}」加入{rt.pname(seat)}的造物区", uid)

    def wealth_lost(self, rt, seat: int, source: int, amount: int) -> None:
        """令 the holder 折损 财富 while richer than them — compared after the 折损 — and the 权杖 moves
        to your 造物区 (rule 16.3.4)."""
        s = rt.state
        found = self._find(rt)
        if found is None or found[0] != seat or s.players[source].dead:
            return
        if s.players[source].wealth > s.players[seat].wealth:
            rt.move_card(found[1], "creation", source, log=False)
            rt.log("mode", source, f"{rt.pname(source)}令权杖的拥有者{rt.pname(seat)}折损财富且财富更多："
                   f"「{SCEPTRE}」移入{rt.pname(source)}的造物区")

    def turn_skipped(self, rt, seat: int) -> None:
        """The dead revive with 10 财富 once one of their own turns has been skipped (rule 16.3.5)."""
        rt.revive(seat, REVIVE_WEALTH)

    def scenario_values(self, rt) -> dict:
        """`模式.权杖`: the holder's seat from 1 (0: not in the game yet)."""
        holder = self.holder(rt)
        return {"权杖": holder + 1 if holder is not None else 0}

    def public_info(self, rt) -> dict:
        holder = self.holder(rt)
        summary = f"「{SCEPTRE}」在{rt.pname(holder)}的造物区" if holder is not None else f"「{SCEPTRE}」尚未进入对局"
        return {"sceptre_holder": holder, "summary": summary}
