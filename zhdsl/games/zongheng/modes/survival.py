"""生存 (4–7 players), as the rulebook's appendix writes it:

为每名玩家发3-7张领主牌，各自挑选2张，1张移入领主区，1张移入手牌区。从年龄最小者开始回合，
所有角色起始财富都为10且抽1张牌。每回合结束，所有角色都将折损X财富（X起始为0，每回合结束+1，
若某回合有角色死亡，重置为0）。当一名角色通过令折损财富击杀了另一名角色时，获得其领主牌（移入手牌）。
角色死亡后若手牌中有领主牌，则使用1张任意领主牌，并在当前回合结束后复活，财富变为10。
游戏持续进行直到剩余1名玩家，其获胜。

Decisions: docs/rules.md 16.4.
"""

from __future__ import annotations

from zhdsl.engine import usage
from zhdsl.engine.decisions import Decision, Option, card_ref
from zhdsl.games.zongheng.modes import Mode, register, setup

START_WEALTH = 10
REVIVE_WEALTH = 10


def hand_lords(rt, seat: int) -> list[int]:
    """The lord cards in a player's 手牌区 (they are not 手牌, rule 3.6): 生存's lives in hand."""
    return [uid for uid in rt.state.players[seat].hand if rt.defn(uid).kind == "lord"]


def use_lord(rt, seat: int, uid: int) -> None:
    rt.log("mode", seat, f"{rt.pname(seat)}使用手牌中的领主牌{rt.card_name(uid)}", uid)
    rt.change_lord(seat, uid)


def choose_lord(rt, seat: int) -> None:
    """The revived player picks which lord card from hand to use (rule 16.4.4)."""
    lords = hand_lords(rt, seat)
    if len(lords) == 1:
        use_lord(rt, seat, lords[0])
    elif lords:
        options = tuple(Option(rt.card_name(u), u, card_ref(u)) for u in lords)
        use_lord(rt, seat, rt.ask(Decision(seat, "lord_pick", "复活：使用1张手牌中的领主牌", options)))


@register
class Survival(Mode):
    name = "生存"
    min_players = 4
    max_players = 7
    lords_to_hand = 1  # each player's second pick goes to the 手牌区
    extra_tasks = {"survival_lord": choose_lord}

    def begin(self, rt) -> None:
        setup.start_equal(rt, START_WEALTH, "；X为0")

    def in_game(self, rt, seat: int) -> bool:
        """Still playing: alive, or dead with a lord card in hand to come back with (rule 16.4.5)."""
        return not rt.state.players[seat].dead or bool(hand_lords(rt, seat))

    def check_end(self, rt):
        s = rt.state
        if s.phase == "setup":
            return None
        left = [seat for seat in s.seats if self.in_game(rt, seat)]
        if len(left) > 1:
            return None
        if not left:
            return None, "所有角色都已出局"
        return left[0], "只剩1名角色"

    def wealth_lost(self, rt, seat: int, source: int, amount: int) -> None:
        """Killing by 令…折损 takes the victim's lord card into your hand (rule 16.4.3)."""
        s = rt.state
        if s.players[seat].wealth > 0 or s.players[source].dead:
            return
        lord = rt.lord_card(seat)
        if lord is None:
            return
        rt.move_card(lord, "hand", source, log=False)
        rt.log("mode", source, f"{rt.pname(source)}击杀了{rt.pname(seat)}，获得其领主牌{rt.card_name(lord)}（移入手牌）", lord)

    def died(self, rt, seat: int) -> None:
        rt.state.mode_data["death_this_turn"] = True

    def turn_over(self, rt, seat: int) -> None:
        """Every turn end (rule 16.4.2): all living players 折损 X in turn order from the active player;
        then the dead with a lord card in hand use one and revive with 10 财富 (16.4.4); then X goes
        back to 0 if anyone died this turn (this 折损 included), else up by 1."""
        s = rt.state
        x = s.mode_data.get("x", 0)
        if x > 0:
            rt.log("mode", None, f"回合结束：所有角色折损{x}财富")
            for victim in s.order_from(seat):
                rt.change_wealth(victim, -x, None, "折损")
        choosing = [dead for dead in s.order_from(seat, alive_only=False)
                    if s.players[dead].dead and self._come_back(rt, dead)]
        for chooser in reversed(choosing):  # tasks run last-in first: so they ask in turn order
            s.tasks.append(("survival_lord", chooser))
        died = s.mode_data.get("death_this_turn", False)
        s.mode_data["x"] = 0 if died else x + 1
        s.mode_data["death_this_turn"] = False
        rt.log("mode", None, "本回合有角色死亡，X重置为0" if died else f"X变为{x + 1}")

    def _come_back(self, rt, seat: int) -> bool:
        """Revive with 10 财富 and use a lord card from hand (rule 16.4.4); the lord that died, if still in
        the 领主区, leaves the game. True when the player must choose among several lords: that choice
        is a task of its own, asked once the revival is committed (the dead are not asked, D27)."""
        lords = hand_lords(rt, seat)
        if not lords:
            return False
        old = rt.lord_card(seat)
        if old is not None:  # the lord that died is spent; a killer has taken it already
            rt.move_card(old, "destroyed")
        rt.revive(seat, REVIVE_WEALTH)
        if len(lords) > 1:
            return True  # the choice is asked by a task once this one is committed
        use_lord(rt, seat, lords[0])
        return False

    def scenario_values(self, rt) -> dict:
        return {"X": rt.state.mode_data.get("x", 0)}

    def public_info(self, rt) -> dict:
        x = rt.state.mode_data.get("x", 0)
        return {"x": x, "summary": f"本回合结束时所有角色折损{x}财富"}

    def scenario_state(self, state, table: dict) -> None:
        for key, value in table.items():
            if key == "X" and isinstance(value, int) and value >= 0:
                state.mode_data["x"] = value
            elif key == "本回合有角色死亡" and isinstance(value, bool):
                state.mode_data["death_this_turn"] = value
            else:
                raise ValueError(f"生存模式的模式状态只有「X」（非负整数）和「本回合有角色死亡」（真假值），收到「{key} = {value}」")
