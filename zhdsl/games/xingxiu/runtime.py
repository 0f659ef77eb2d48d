"""星宿's rules as the engine's runtime: the engine's primitives plus this game's board (drawing,
discarding, gaining, equipping, the judgement zone), its measures (distance, attack range, hand limit,
uses of 「进攻」, rule 4 and 5.8), damage and death, judgement, skills and the use of cards.

The runtime is split by subject into mixins: `board.py`, `measures.py`, `combat.py`, `judging.py`,
`skills.py`, `uses.py`; this module holds what they share and the engine's hooks."""

from __future__ import annotations

from zhdsl.engine.runtime import Runtime
from zhdsl.games.xingxiu.board import BoardOps
from zhdsl.games.xingxiu.combat import CombatOps
from zhdsl.games.xingxiu.judging import JudgeOps
from zhdsl.games.xingxiu.measures import MeasureOps
from zhdsl.games.xingxiu.skills import SkillOps
from zhdsl.games.xingxiu.uses import ExplainOps, UseOps

_KIND_TESTS = {
    "card": lambda f: True,
    "hand": lambda f: True,
    "basic": lambda f: f.get("category") == "basic",
    "strategy": lambda f: f.get("category") == "strategy",
    "delayed": lambda f: f.get("category") == "strategy" and f.get("delayed"),
    "instant": lambda f: f.get("category") == "strategy" and not f.get("delayed"),
    "equipment": lambda f: f.get("category") == "equipment",
    "weapon": lambda f: f.get("equip_type") == "weapon",
    "armour": lambda f: f.get("equip_type") == "armour",
    "cavalry": lambda f: f.get("equip_type") in ("light_cavalry", "heavy_cavalry"),
    "light_cavalry": lambda f: f.get("equip_type") == "light_cavalry",
    "heavy_cavalry": lambda f: f.get("equip_type") == "heavy_cavalry",
    "judgement": lambda f: True,
}


class XingxiuRuntime(ExplainOps, UseOps, SkillOps, JudgeOps, CombatOps, MeasureOps, BoardOps, Runtime):
    WORDS = {
        "stack": "结算栈", "player": "角色", "free": "", "once_per_turn": "限一次", "mandatory": "锁定技不能主动发动",
        "target_player": "目标", "target_other": "其他角色",
    }

    # -- players and cards ---------------------------------------------------------------------------

    def state_checks(self) -> None:
        """No counter kills (dying is a process, rule 13) and the deck is refilled when needed (16.2)."""

    def order_from(self, seat: int) -> list[int]:
        """Living players in seat order from `seat` (rule 1.8)."""
        return self.state.order_from(seat)

    def turn_order(self) -> list[int]:
        """Living players from the current player (or the first living after them, rule 1.8)."""
        s = self.state
        return s.order_from(s.active)

    def neighbour(self, seat: int, step: int) -> int | None:
        """下家 (+1) / 上家 (-1): the next living player that way (rule 4.2)."""
        n = len(self.state.players)
        for k in range(1, n):
            other = (seat + step * k) % n
            if not self.state.players[other].dead:
                return other
        return None

    def general(self, seat: int):
        d = self.state.players[seat].general
        return self.library[d] if d is not None else None

    def faction(self, seat: int) -> str | None:
        g = self.general(seat)
        return g.faction if g is not None else None

    def pname(self, seat: int) -> str:
        return f"角色{seat + 1}"

    def defn_name(self, uid: int) -> str:
        return self.defn(uid).name

    def card_facts(self, d) -> dict:
        return d.facts()

    def kind_matches(self, kind: str, facts: dict) -> bool:
        return _KIND_TESTS[kind](facts)

    def blank_facts(self) -> dict:
        """A card that is no card (视为, rule 14.8(c)): no season, point or colour."""
        return {}

    def attr(self, seat: int, name: str):
        if name == "hand_count":
            return len(self.state.players[seat].hand)
        if name == "hand_limit":
            return self.hand_limit(seat)
        if name == "attack_range":
            return self.attack_range(seat)
        return getattr(self.state.players[seat], name)

    def amount_of(self, seat: int, obj: str) -> int:
        if obj in ("card", "hand"):
            return len(self.state.players[seat].hand)
        return self.attr(seat, obj)

    # -- what a player did this turn or phase (rules 12.7, 6.9, 19.23) ------------------------------------------

    def damage_done(self, seat: int, scope: str) -> int:
        p = self.state.players[seat]
        return p.damage_phase if scope == "phase" else p.damage_turn

    def used(self, seat: int, scope: str, kind) -> bool:
        for sc, name in self.state.players[seat].used_names:
            if sc == scope and (kind is None or kind.matches_facts(self, self._named_facts(name, {}), name)):
                return True
        return False

    def discarded(self, seat: int, scope: str) -> int:
        return self.state.players[seat].discarded_phase

    def draw_count(self, seat: int) -> int:
        return self.state.players[seat].draw_count

    def change_draw_count(self, seat: int, delta: int) -> bool:
        """多摸 / 少摸 in the draw phase (rule 5.6)."""
        s = self.state
        if s.phase != "draw" or s.active != seat:
            self.log("fail", seat, "只能在自己的摸牌阶段多摸或少摸")
            return False
        p = s.players[seat]
        p.draw_count = max(0, p.draw_count + delta)
        self.log("draw_count", seat, f"{self.pname(seat)}本阶段将摸{p.draw_count}张牌")
        return True

    def skip_phase(self, seat: int, phase: str) -> None:
        """跳过此次X阶段 (rule 5.3): this turn's phase of that player is skipped."""
        p = self.state.players[seat]
        p.skips = p.skips | {phase}
        from zhdsl.games.xingxiu.turn import PHASE_WORDS

        self.log("skip_phase", seat, f"{self.pname(seat)}将跳过{PHASE_WORDS.get(phase, phase)}")

    def judge_card(self, seat: int, uid: int) -> None:
        from zhdsl.games.xingxiu.turn import judge_card

        judge_card(self, seat, uid)

    def wounded(self, seat: int) -> bool:
        p = self.state.players[seat]
        return not p.dead and p.strength < p.max_strength

    # -- what players see (zhdsl.engine.contract) --------------------------------------------------------

    # Every kind this game logs with data (rt.log(kind, seat, text, *data)), the engine's kinds included.
    EVENT_FIELDS = {
        **Runtime.EVENT_FIELDS,
        "general": (("def_id", "int"),),  # the general a seat took (a definition id)
        "reveal": (("card", "card"),),  # a card revealed from the deck (one event per card)
        "judge_card": (("card", "card"),),  # a card in the 判定区 takes effect
        "judge": (("card", "card"),),  # the judgement card
        "retrial": (("card", "card"), ("replaced", "card")),
        "equip": (("card", "card"),),
        "play": (("card", "card"),),  # a card played out (打出)
        "gain": (("count", "int"), ("giver", "seat")),  # cards into the seat's hand (hidden ones too)
        "damage": (("amount", "int"), ("source", "seat")),
        "lose": (("amount", "int"),),
        "recover": (("amount", "int"),),
        "death": (("killer", "seat"),),
        "discard_all": (("count", "int"),),  # a dead general's cards into the 弃牌堆
    }

    def card_stats(self, d) -> dict:
        if d.kind == "general":
            return {"faction": d.faction, "strength": d.strength, "skills": [self.library[k].name for k in d.skills]}
        if d.kind == "skill":
            return {"owner": d.owner_name, "lord": d.lord}
        if d.kind == "card" and d.attack_range is not None:
            return {"attack_range": d.attack_range}
        return {}

    def player_stats(self, seat: int) -> dict:
        p = self.state.players[seat]
        g = self.general(seat)
        out: dict = {
            "general": {"def_id": g.id, "name": g.name} if g is not None else None,
            "faction": g.faction if g is not None else "",
            "attack_range": self.attack_range(seat) if not p.dead else 0,
            "hand_limit": self.hand_limit(seat) if not p.dead else 0,
            "skills": [d.name for d, _src in self.skill_sources(seat)] if not p.dead else [],
            "lord_skill": self.library[p.lord_skill].name if p.lord_skill is not None else None,
        }
        return out
