"""The runtime: primitive operations on a game state, used by effect objects and tasks.

A `Runtime` wraps one (trial) state with the shared library, the mode and the asker. This module
holds the plumbing, lords and attributes, static rules and the state checks; the operations
live in `zones` (moving cards), `resources` (财富 物资 精力 …) and `stackops` (the stack).
Every primitive logs an event and ends with `check()`, which re-applies static rules,
gives 物资 for new wealth levels, marks deaths and asks the mode whether the game is over.
"""

from __future__ import annotations

from zhdsl.engine import program as fx
from zhdsl.engine import energy as en
from zhdsl.engine.decisions import Decision
from zhdsl.engine.errors import GameOver
from zhdsl.engine.events import Event
from zhdsl.engine.resources import ResourceOps
from zhdsl.engine.stackops import StackOps
from zhdsl.engine.state import GameState
from zhdsl.engine.zones import ZoneOps


class Runtime(ZoneOps, ResourceOps, StackOps):
    def __init__(self, state: GameState, library, mode, asker, limits) -> None:
        self.state = state
        self.library = library
        self._defs = getattr(library, "defs", library)  # CardLibrary.defs, indexed by def_id
        self.mode = mode
        self.asker = asker
        self.limits = limits
        self._in_check = False
        self._reading = False
        self.memo = None  # results of `recall`ed calls from earlier replays of this task (see `recall`)
        self.memo_pos = 0

    def recall(self, fn, *args):
        """`fn(self, *args)`, remembered across the replays of one task (`zhdsl.engine.game`).

        A replay runs the same task on the same state with the same answers up to the point where
        the previous run stopped, so the n-th recalled call of this run is the n-th call of the
        previous run and gives the same result. `fn` must not change the state; its result is shared
        and must not be changed by the caller. Nested recalls are plain calls."""
        memo = self.memo
        if memo is None:
            return fn(self, *args)
        i = self.memo_pos
        self.memo_pos = i + 1
        if i < len(memo):
            return memo[i]
        self.memo = None
        try:
            value = fn(self, *args)
        finally:
            self.memo = memo
        memo.append(value)
        return value

    # -- plumbing ----------------------------------------------------------------------------

    def log(self, kind: str, player: int | None, text: str, *data) -> None:
        self.state.events.append(Event(kind, player, text, tuple(data)))

    def ask(self, decision: Decision):
        """The answer to a decision. The dead are not asked (rule 14.3): when a card they control
        still resolves and needs their choice, the first option is taken for them (D27)."""
        seat = decision.player
        if self.state.players[seat].dead and self.state.phase != "setup":
            option = decision.options[0]
            self.log("auto", seat, f"{self.pname(seat)}已死亡，不被问询：「{decision.prompt}」自动选择「{option.label}」")
            return option.value
        return self.asker.ask(decision)

    @staticmethod
    def pname(seat: int) -> str:
        return f"角色{seat + 1}"

    def defn(self, uid: int):
        return self._defs[self.state.cards[uid].def_id]

    def card_fact(self, uid: int, name: str):
        """A printed fact of a card instance (point, colour …)."""
        return getattr(self.defn(uid), name, None)

    def card_name(self, uid: int) -> str:
        return f"「{self.defn(uid).name}」"

    # -- lords and attributes --------------------------------------------------------------------

    def lord_card(self, seat: int) -> int | None:
        """The lord: the last lord card in the 领主区 (rulebook: 区域顶牌)."""
        for uid in reversed(self.state.players[seat].lord):
            if self.defn(uid).kind == "lord":
                return uid
        return None

    def lord_def(self, seat: int):
        uid = self.lord_card(seat)
        return self.defn(uid) if uid is not None else self.mode.default_lord(self.library)

    def sync_lord(self, seat: int) -> None:
        """Lord change: 效率 and 仓储 follow the lord card (rulebook: 同步)."""
        d = self.lord_def(seat)
        p = self.state.players[seat]
        p.efficiency, p.storage = d.efficiency, d.storage

    def hand_cards(self, seat: int) -> list[int]:
        """手牌: the general cards in the 手牌区 (a lord card there is not a 手牌, rule 3.6)."""
        return [uid for uid in self.state.players[seat].hand if self.defn(uid).kind == "general"]

    def hand_count(self, seat: int) -> int:
        defs, cards = self._defs, self.state.cards
        n = 0
        for uid in self.state.players[seat].hand:
            if defs[cards[uid].def_id].kind == "general":
                n += 1
        return n

    def attr(self, seat: int, name: str) -> int:
        p = self.state.players[seat]
        if name == "energy":
            return en.total(p.energy)
        if name == "hand_count":
            return self.hand_count(seat)
        if name in ("storage", "efficiency"):
            return max(1, self._fixed(seat, name, getattr(p, name)))
        return getattr(p, name)

    def _fixed(self, seat: int, name: str, base: int) -> int:
        """仓储 and 效率 under 「始终等于」 read the rule's value while it lasts; the card's own value
        returns when the rule ends (rule 13.1(a))."""
        if self._reading or not self.statics():
            return base
        self._reading = True
        try:
            for owner, rule in self.statics():
                if rule.op == "=" and rule.attribute == name and seat in self._rule_players(owner, rule):
                    value = rule.right.evaluate(fx.Ctx(self, owner, owner, None))
                    if isinstance(value, int):
                        base = value
            return base
        finally:
            self._reading = False

    # -- static rules ----------------------------------------------------------------------------

    def statics(self) -> list:
        """(seat, rule) for every static rule in force: lords', 结界区 and 造物区 cards'.
        Cached until a card moves (the only way the sources change)."""
        if self.state.static_rules is None:
            out = []
            for p in self.state.players:
                sources = [self.lord_def(p.seat)] + [self.defn(uid) for uid in p.ward + p.creation]
                for d in sources:
                    out.extend((p.seat, rule) for rule in d.program.statics)
            self.state.static_rules = out
        return self.state.static_rules

    def _rule_players(self, seat: int, rule) -> list[int]:
        """The players a static rule binds: its card's 你 (the checker refuses any other subject, E209)."""
        if rule.subject is None or getattr(rule.subject, "kind", None) == "you":
            return [seat]
        return []

    def locked(self, seat: int, name: str) -> bool:
        statics = self.statics()
        return bool(statics) and any(
            rule.op == "=" and rule.attribute == name and seat in self._rule_players(owner, rule)
            for owner, rule in statics
        )

    def apply_statics(self) -> None:
        for owner, rule in self.statics():
            ctx = fx.Ctx(self, owner, owner, None)
            value = rule.right.evaluate(ctx)
            if value is None or isinstance(value, str):
                continue
            if rule.op == "=" and rule.attribute in ("storage", "efficiency"):
                continue  # read through `attr`, never written
            for seat in self._rule_players(owner, rule):
                current = self.attr(seat, rule.attribute)
                target = {
                    "=": value, ">=": max(current, value), "<=": min(current, value), ">": max(current, value + 1),
                    "<": min(current, value - 1), "!=": current + 1 if current == value else current,
                }[rule.op]
                if target != current:
                    self._set_attr(seat, rule.attribute, target)

    def _set_attr(self, seat: int, name: str, value: int) -> None:
        p = self.state.players[seat]
        if name == "energy":
            p.energy = {"black": value} if value > 0 else {}
        elif name in ("wealth", "supply", "storage", "efficiency"):
            setattr(p, name, max(0, value) if name in ("wealth", "supply") else value)

    # -- state-based checks -------------------------------------------------------------------------

    def supply_level(self, seat: int) -> int:
        """物资 for this 财富 and 效率 (rulebook's worked example: 2 at standard wealth, ±1 per 效率 step)."""
        p = self.state.players[seat]
        std = self.mode.standard_wealth
        eff = self.attr(seat, "efficiency")
        d = p.wealth - std
        level = 2 + d // eff if d >= 0 else 2 - (-d) // eff
        return max(0, level)

    def check(self) -> None:
        """After every change: static rules, deaths, 牌库 refill, the end of the game (rule 14.2), then
        instant 物资 for a new wealth level in the active player's turn (rule 5.7)."""
        if self._in_check:
            return
        self._in_check = True
        try:
            s = self.state
            self.apply_statics()
            for p in s.players:
                if not p.dead and p.wealth <= 0:
                    p.dead = True
                    self.log("death", p.seat, f"{self.pname(p.seat)}死亡")
                    self.mode.died(self, p.seat)
            if not s.deck and s.past:
                self.reshuffle_past()
            if not s.over:
                result = self.mode.check_end(self)
                if result is not None:
                    winner, reason = result
                    s.over, s.winner, s.end_reason = True, winner, reason
                    who = f"{self.pname(winner)}获胜" if winner is not None else "平局"
                    self.log("end", winner, f"游戏结束：{reason}，{who}")
            if s.over:
                raise GameOver()
            if s.phase in ("start", "main", "end") and not s.players[s.active].dead:
                p = s.players[s.active]
                level = self.supply_level(s.active)
                if level > p.supply_level:
                    gained = level - p.supply_level
                    p.supply_level = level
                    p.supply += gained
                    self.log("supply", s.active, f"{self.pname(s.active)}的财富达到新的档位，获得{gained}物资", gained)
        finally:
            self._in_check = False
