"""纵横坛's rules as the engine's runtime: the engine's primitives plus this game's resources,
lords, timings, 精力 costs, triggers and what players see (zhdsl.engine.runtime lists the hooks)."""

from __future__ import annotations

import itertools

from zhdsl.engine import usage
from zhdsl.engine.decisions import Option, card_ref
from zhdsl.engine.events import Event
from zhdsl.engine.runtime import Runtime
from zhdsl.engine.program import EVENT_TIMING, STATE_TIMING
from zhdsl.games.zongheng import energy as en
from zhdsl.games.zongheng.resources import ResourceOps
from zhdsl.games.zongheng.rules import CONVERT_SKILL
from zhdsl.games.zongheng.verbs import history, lasting_trigger, until_turn_end
from zhdsl.games.zongheng.verbs import cost_change
from zhdsl.games.zongheng.verbs.distance_static import DISTANCE_FROM_YOU, DISTANCE_TO_YOU

_HISTORY_KINDS = frozenset({"draw", "discard", "wealth", "death", "convert"})

# A 响应/追加 window belongs to the card that has just entered the 堆叠 (rule 9.4, 9.5).
WINDOW_TIMINGS = frozenset({"RESPONSE", "FOLLOWUP"})
PHASE_TIMINGS = frozenset({"TURN_START", "TURN_END"})
ARRANGE = "调度"  # the built-in skill that may not be used twice in a row (rule 7.9)


def _failing(active: bool, stack: bool, response: bool, followup: bool, start: bool, end: bool) -> frozenset:
    # a trigger (`当你抽牌后`, `当你成为「劳作」的目标时`, `当你的财富少于5时`) holds only at the moment it fires, where
    # the effect is used automatically without asking its timing (rules 9.11, 9.12); when a player is asked it
    # never holds, so a general card in hand with such a timing is never offered nor accepted (9.12(h))
    bad = {EVENT_TIMING, STATE_TIMING}
    if not active:
        bad.add("ACTIVE")
        if not stack:
            bad.add("INSTANT")
    if not response:
        bad.add("RESPONSE")
    if not followup:
        bad.add("FOLLOWUP")
    if not start:
        bad.add("TURN_START")
    if not end:
        bad.add("TURN_END")
    return frozenset(bad)


# failing_timings' answers, by what holds: (主动 may be used, the 堆叠 has cards, 响应, 追加, 回合开始, 回合结束)
_FAILING = {key: _failing(*key) for key in itertools.product((False, True), repeat=6)}


def _active(rt, seat) -> bool:
    s = rt.state
    return s.active == seat and s.phase == "main" and not s.stack


class ZonghengRuntime(ResourceOps, Runtime):
    _changing_lord = False  # inside change_lord, which logs the change itself (`lord`)
    EVENT_FIELDS = {
        **Runtime.EVENT_FIELDS,
        "wealth": (("delta", "int"), ("source", "seat"), ("by", "str")),  # by: "gain" for 获得财富
        "revive": (("wealth", "int"),),
        "gain": (("resource", "str"), ("amount", "int"), ("colour", "str")),
        "consume": (("resource", "str"), ("amount", "int")),
        "restore": (("energy", "amounts"),),
        "supply": (("amount", "int"),),
        "tap": (("card", "card"),),
        "untap": (("card", "card"),),
        "lord": (("card", "card"),),
        "lord_changed": (("card", "card"),),  # the lord card now (None: the default lord), rule 9.26
        "attach": (("entry", "entry"), ("target", "seat")),
        "expire": (("card", "card"),),
        "hand_limit": (("excess", "int"),),
        "mode": (("card", "card"),),
        "exchange": (("what", "str"), ("with", "seat")),  # 交换 (rule 11.28)
        "convert": (),  # a 转化 done: the skill resolved, or a 转化 step (rule 9.13)
    }
    WORDS = {
        "stack": "堆叠", "player": "角色", "free": "（不支付精力）", "once_per_turn": "「限定」：每回合限1次",
        "mandatory": "「锁定」的技能会自动执行，不能主动使用",
        "target_player": "目标角色", "target_other": "目标其他角色",
        "target_dead": "目标已死亡的角色", "target_dead_mate": "目标已死亡的队友",
        "target_mate": "目标队友", "target_self_mate": "你或目标队友",
    }

    def log(self, kind: str, player: int | None, text: str, *data) -> None:
        """Log the event; an action a turn history remembers is written into the player's (rule 10.24)."""
        self.state.events.append(Event(kind, player, text, data))
        if player is not None and kind in _HISTORY_KINDS:
            what = history.action_of(kind, data)
            if what is not None:
                history.remember(self.state, player, what)

    # -- lords and hand cards (rules 3.6, 3.8, 15) ----------------------------------------------------

    def card_effect(self, uid: int, effect):
        """A hand card changed by 变为 is used with the named card's effect, keeping its own timing (rule 12.67)."""
        if not self.state.cards[uid].marks:
            return effect
        from zhdsl.games.zongheng.verbs.hand_become import effect_of

        return effect_of(self, uid, effect)

    def is_hand_card(self, d) -> bool:
        """手牌: the general cards in the 手牌区 (a lord card there is not a 手牌, rule 3.6). `hand_cards`
        and `hand_count` test the same inline (they run at every priority step)."""
        return d.kind == "general"

    def hand_cards(self, seat: int) -> list[int]:
        defs, cards = self._defs, self.state.cards
        return [uid for uid in self.state.players[seat].hand if defs[cards[uid].def_id].kind == "general"]

    def hand_count(self, seat: int) -> int:
        defs, cards = self._defs, self.state.cards
        n = 0
        for uid in self.state.players[seat].hand:
            if defs[cards[uid].def_id].kind == "general":
                n += 1
        return n

    def lord_card(self, seat: int) -> int | None:
        """The lord: the last lord card in the 领主区 (rulebook: 区域顶牌)."""
        defs, cards = self._defs, self.state.cards
        for uid in reversed(self.state.players[seat].lord):
            if defs[cards[uid].def_id].kind == "lord":
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

    def before_move(self, uid: int, zone: str, owner: int | None):
        c = self.state.cards[uid]
        seats = {x for x in (c.zone_owner if c.zone == "lord" else None, owner if zone == "lord" else None) if x is not None}
        return {seat: self.lord_card(seat) for seat in seats}

    def after_move(self, lords_before) -> None:
        for seat, before in (lords_before or {}).items():
            if self.lord_card(seat) != before:
                self.sync_lord(seat)
                if not self._changing_lord:  # `当你的领主变更后` (rule 9.26); change_lord logs its own `lord` event
                    now = self.lord_card(seat)
                    lord = self.card_name(now) if now is not None else "默认领主"
                    self.log("lord_changed", seat, f"{self.pname(seat)}的领主变为{lord}", now)

    def change_lord(self, seat: int, uid: int, keep: bool = False) -> None:
        """A lord used from hand: enters the 领主区 tapped, spends all 精力 and 物资 (not with `keep`: （不消耗精力和物资）,
        rule 15.5(a)); the old lord goes to hand."""
        p = self.state.players[seat]
        old = self.lord_card(seat)
        self._changing_lord = True
        try:
            if old is not None:
                self.move_card(old, "hand", seat, log=False)
            self.move_card(uid, "lord", seat, log=False)
        finally:
            self._changing_lord = False
        self.state.mut(uid).tapped = True
        if not keep:
            p.energy = {}
            p.supply = 0
        p.arranged_last = False
        self.sync_lord(seat)
        spent = "保留精力与物资" if keep else "消耗所有精力与物资"
        self.log("lord", seat, f"{self.pname(seat)}更换领主为{self.card_name(uid)}，{spent}", uid)
        self.check()

    STATIC_ZONES = frozenset({"lord", "ward", "creation"})

    def static_sources(self, seat: int) -> list:
        """Static rules come from the lord and the cards in the 结界区 and 造物区 (rule 13)."""
        p = self.state.players[seat]
        return [(self.lord_def(seat), self.lord_card(seat))] + [(self.defn(uid), uid) for uid in p.ward + p.creation]

    # -- 物资 (rule 5.5–5.7) ---------------------------------------------------------------------------

    def supply_level(self, seat: int) -> int:
        """物资 for this 财富 and 效率 (rulebook's worked example: 2 at standard wealth, ±1 per 效率 step)."""
        p = self.state.players[seat]
        std = self.mode.standard_wealth
        eff = self.attr(seat, "efficiency")
        d = p.wealth - std
        level = 2 + d // eff if d >= 0 else 2 - (-d) // eff
        return max(0, level)

    def turn_checks(self) -> None:
        """Instant 物资 for a new wealth level in the active player's turn (rule 5.7)."""
        s = self.state
        if s.phase in ("start", "main", "end") and not s.players[s.active].dead:
            p = s.players[s.active]
            level = self.supply_level(s.active)
            if level > p.supply_level:
                gained = level - p.supply_level
                p.supply_level = level
                p.supply += gained
                self.log("supply", s.active, f"{self.pname(s.active)}的财富达到新的档位，获得{gained}物资", gained)

    # -- timings (rule 9) ------------------------------------------------------------------------------

    def failing_timings(self, seat: int):
        """The timings of `timing_reason` that do not hold now for `seat`; None when `seat` is dead.
        One of a few shared frozensets (asked at every priority step for every seat)."""
        s = self.state
        if s.players[seat].dead:
            return None
        stack = s.stack
        mine = s.active == seat
        window = s.entry(s.window_entry) if s.window_entry is not None else None
        targets = window.player_targets if window is not None and window.kind == "card" else None
        return _FAILING[
            (mine and s.phase == "main" and not stack,
             bool(stack),
             targets is not None and window.controller != seat and seat in targets,
             targets is not None and window.controller == seat and any(p != seat for p in targets),
             mine and s.phase == "start",
             mine and s.phase == "end")
        ]

    def timing_reason(self, seat: int, prog) -> str | None:
        """Why the effect's timings do not all hold now for `seat` (rule 9), or None."""
        s = self.state
        window = s.entry(s.window_entry)
        for t in prog.base:
            if t == EVENT_TIMING or t == STATE_TIMING:
                return "时机不符：「当…时/后」的时机只在其发生时自动使用，手牌中的通用牌上的这种时机不起作用"
            if t == "ACTIVE" and not _active(self, seat):
                return "时机不符：「主动」只能在自己的回合内、没有牌正在结算时使用"
            if t == "INSTANT" and not (_active(self, seat) or s.stack):
                return "时机不符：「即刻」只能在自己的回合内或堆叠中有牌时使用"
            if t == "RESPONSE" and not (
                window is not None and window.kind == "card" and window.controller != seat and seat in window.player_targets
            ):
                return "时机不符：「响应」只能在你成为他人使用牌的目标时使用"
            if t == "FOLLOWUP" and not (
                window is not None and window.kind == "card" and window.controller == seat
                and any(p != seat for p in window.player_targets)
            ):
                return "时机不符：「追加」只能在你使用牌指定他人时使用"
            if t == "TURN_START" and not (s.active == seat and s.phase == "start"):
                return "时机不符：「回合开始」只能在你的回合开始时使用"
            if t == "TURN_END" and not (s.active == seat and s.phase == "end"):
                return "时机不符：「回合结束」只能在你的回合结束时使用"
        return None

    def occasion(self, prog):
        """A timing that is a moment (回合开始, 回合结束, 响应, 追加) allows one use per moment (D4)."""
        s = self.state
        if prog.timings & WINDOW_TIMINGS:
            return ("entry", s.window_entry)
        if prog.timings & PHASE_TIMINGS:
            return ("phase", s.phase)
        return None

    # -- 精力 costs (rule 5.2, D7) -----------------------------------------------------------------------

    _PAYABLE: dict = {}

    def card_payable(self, seat: int, d) -> bool:
        cost = cost_change.cost_for(self, seat, d)  # the printed cost, changed by statics and waiting changes (13.40)
        if not cost:
            return True
        pool = self.state.players[seat].energy
        key = (tuple(pool.items()), cost)
        ok = self._PAYABLE.get(key)
        if ok is None:
            if len(self._PAYABLE) > 4096:
                self._PAYABLE.clear()
            ok = self._PAYABLE[key] = en.can_pay(pool, cost)
        return ok

    def card_cost_reason(self, seat: int, d, free: bool) -> str | None:
        if free or self.card_payable(seat, d):
            return None
        cost = cost_change.cost_for(self, seat, d)
        return f"精力不足：需要{en.text(cost)}，现有{en.text(self.state.players[seat].energy)}"

    def card_has_cost(self, d) -> bool:
        return bool(d.cost)

    def pay_card_cost(self, seat: int, d) -> None:
        en.pay(self.state.players[seat].energy, cost_change.cost_for(self, seat, d))

    # -- skills, lords in hand, 调度 (rules 4.6, 7.9, 15) --------------------------------------------

    def skill_sources(self, seat: int):
        lord = self.lord_card(seat)
        yield (self.defn(lord) if lord is not None else self.mode.default_lord(self.library)), lord
        for d in self.mode.builtin_skills(self.library):
            yield d, None

    def other_card_option(self, seat: int, uid: int, d, bad) -> Option | None:
        """A lord card in hand may be used as the active player's main action (rule 15.2)."""
        if d.kind == "lord" and "ACTIVE" not in bad:
            return Option(f"使用领主「{d.name}」", ("lord", uid), card_ref(uid))
        return None

    def lasting_triggered(self, batch) -> list:
        return lasting_trigger.fire(self, batch) if lasting_trigger.in_force(self) else []  # rule 11.190

    def resolve_extra(self, seat: int, action):
        return lasting_trigger.usable(self, seat, action) if action[0] == "lasting" else None

    def perform_extra(self, seat: int, action) -> bool | None:
        if action[0] == "lasting":
            return lasting_trigger.perform(self, seat, action)
        if action[0] == "lord":
            self.change_lord(seat, action[1])
            return True
        return None

    def explain_other(self, player: int, uid: int) -> str:
        s = self.state
        if s.active == player and s.phase == "main" and not s.stack:
            return ""
        return "时机不符：领主牌只能在自己的主阶段、堆叠为空时使用"

    def _is_arrange(self, u) -> bool:
        return u.kind == "skill" and u.defn is not None and u.defn.kind == "skill" and u.defn.name == ARRANGE

    def use_reason(self, seat: int, u) -> str | None:
        if u.kind == "skill" and self.state.players[seat].arranged_last and self._is_arrange(u) \
                and not self._may_arrange_again(seat):
            return "不能连续进行调度"
        return self._forbidden(seat, u)

    def seat_distance(self, a: int, b: int) -> int:
        """Rule 2.3 with the distance changes in force (rule 13.22): `（其他角色与你的距离+1）` adds to the distance from
        any other player to its card's owner, `（你与其他角色的距离-1）` to the distance from the owner to any other;
        never below 1 between two players."""
        base = self.state.distance(a, b)
        if a == b or not self.statics():
            return base
        for owner, rule, uid in self.statics():
            if rule.op != "+" or rule.attribute not in (DISTANCE_TO_YOU, DISTANCE_FROM_YOU):
                continue
            seat = b if rule.attribute == DISTANCE_TO_YOU else a
            if seat in self._rule_players(owner, rule):
                value = rule.right.evaluate(self._static_ctx(owner, uid))
                base += value if isinstance(value, int) else 0
        return max(1, base)

    def _may_arrange_again(self, seat: int) -> bool:
        """`（你可以连续进行调度）` in force for `seat` (rule 13.33)."""
        return any(rule.op == "allow" and rule.attribute == ARRANGE and seat in self._rule_players(owner, rule)
                   for owner, rule, _uid in self.statics())

    def may_forbid(self, seat: int) -> bool:
        """`use_reason` forbids only 调度 right after 调度, and what a static rule in force forbids."""
        return self.state.players[seat].arranged_last or bool(self.statics()) or until_turn_end.any_ban(self)

    def _forbidden(self, seat: int, u) -> str | None:
        """A 结界's `（其无法使用“调度”）` in force on `seat` forbids the card or skill of that name (rule 13.9)."""
        banned = until_turn_end.forbidden(self, seat, u)  # `直到其回合结束，其不能使用「攻伐」` (rule 11.173)
        if banned is not None:
            return banned
        statics = self.statics()
        if not statics or u.defn is None:
            return None
        name = u.defn.name
        for owner, rule, _uid in statics:
            if rule.op == "forbid" and rule.attribute == name and seat in self._rule_players(owner, rule):
                return f"「{name}」被禁止使用：{rule.text}"
        return None

    def after_use(self, seat: int, u) -> None:
        self.state.players[seat].arranged_last = self._is_arrange(u)
        if u.kind == "card" and u.card is not None:  # `你使用的下一张牌…`: spent by this card (rule 13.41)
            cost_change.used(self.state, seat, self.defn(u.card))
        if u.kind == "card":  # `你本回合使用的牌数` (rule 10.111)
            history.remember(self.state, seat, "use_card")
        if u.kind == "card" and u.card is not None:  # `若你本回合使用过「攻伐」`: the printed card's name (rule 10.31)
            history.remember(self.state, seat, history.used_name(self.defn(u.card).name))

    def after_virtual_use(self, seat: int) -> None:
        history.remember(self.state, seat, "use_card")  # 执行 uses a card too (rule 10.111)

    # -- triggers (rules 9.4, 9.5, 9.8, 13.3) -----------------------------------------------------------

    def triggered(self, seat: int, trigger: str) -> list[tuple]:
        """Automatic uses for `seat` at this trigger, in order (rule 9.8): 锁定 lord skills, then the
        timed effects of 结界区 and 造物区 cards (rule 13.3)."""
        out = []
        d = self.lord_def(seat)
        for prog in d.program.effects:
            if prog.mandatory and trigger in prog.timings:
                out.append(("skill", d.id, self.lord_card(seat), prog.index))
        p = self.state.players[seat]
        for uid in p.ward + p.creation:
            wd = self.defn(uid)
            for prog in wd.program.effects:
                if trigger in prog.timings and self.in_version(uid, prog):
                    out.append(("skill", wd.id, uid, prog.index))
        return out

    def triggered_dead(self, seat: int) -> list[tuple]:
        """`结附的角色死亡后：…` (rule 9.15(b)): the one trigger of a dead player's effects that fires — a ward's, on the
        death of the player it is attached to."""
        out = []
        for uid in self.state.players[seat].ward:
            wd = self.defn(uid)
            for prog in wd.program.effects:
                if _on_holders_death(prog) and self.in_version(uid, prog):
                    out.append(("skill", wd.id, uid, prog.index))
        return out

    def acts_when_dead(self, seat: int, u) -> bool:
        return u.source in self.state.players[seat].ward and _on_holders_death(u.prog)

    def entered_stack(self, entry) -> None:
        """After a general card enters: 锁定 响应 of the players it targets, 锁定 追加 of its user (9.4, 9.5)."""
        if entry.kind != "card":
            return
        for p in self.state.order_from(self.state.active):
            if p in entry.player_targets and p != entry.controller:
                usage.fire(self, p, "RESPONSE")
        if any(p != entry.controller for p in entry.player_targets):
            usage.fire(self, entry.controller, "FOLLOWUP")

    # -- verbs' primitives ---------------------------------------------------------------------------

    def resolved(self, entry, done: bool) -> None:
        """The built-in 转化 skill, used (not a copy) and resolved with its card drawn, is a 转化 (rule 9.13)."""
        if done and entry.kind == "skill" and not entry.virtual and entry.def_id is not None:
            d = self.library[entry.def_id]
            if d.kind == "skill" and d.name == CONVERT_SKILL:
                self.converted(entry.owner)

    def attach(self, entry_uid: int | None, seat: int, turns: int | None) -> bool:
        """结附: after resolving, the card goes to `seat`'s 结界区 (for `turns` turn ends, rule 11.16)."""
        e = self.state.entry(entry_uid)
        marks = {"turns_left": turns} if turns is not None else {}
        if e is not None and e.card is not None and e.effect in self.defn(e.card).program.effects:
            marks["versions"] = e.effect.versions  # the ward keeps to the version it was used as (rule 10.9)
        e = self.place_after_resolving(entry_uid, "ward", seat, marks)
        if e is None:
            self.log("fail", None, "只有堆叠中的实体通用牌可以结附")
            return False
        shown = f"（{turns}回合）" if turns is not None else ""
        self.log("attach", e.controller, f"{e.name}将结附{self.pname(seat)}{shown}", e.uid, seat)
        return True

    def arrange(self, seat: int) -> None:
        """调度: the player puts the hand in a new order, one pick at a time."""
        from zhdsl.engine.decisions import Decision

        p = self.state.players[seat]
        left, order = list(p.hand), []
        while len(left) > 1:
            options = tuple(Option(self.defn(uid).name, uid, card_ref(uid)) for uid in left)
            uid = self.ask(Decision(seat, "arrange", f"调度：选择第{len(order) + 1}张牌", options))
            left.remove(uid)
            order.append(uid)
        p.hand[:] = order + left
        for uid in p.hand:
            self.state.mut(uid).seen_by = frozenset({seat})
        self.log("arrange", seat, f"{self.pname(seat)}调度了手牌")
        self.check()

    def blank_facts(self) -> dict:
        """A card made from an effect alone has no point (0) and no colour (黑), like a skill (rule 4.6)."""
        return {"point": 0, "colour": "black"}

    # -- what players see (zhdsl.engine.contract) ------------------------------------------------------

    def card_cost(self, d) -> dict:
        """A general card's 精力 cost by colour (rule 5.2)."""
        return {"energy": dict(d.cost)} if d.cost else {}

    def card_stats(self, d) -> dict:
        """A lord's 效率, 仓储 and the 精力 it restores each turn (rule 15.1)."""
        if d.kind != "lord":
            return {}
        return {"efficiency": d.efficiency, "storage": d.storage, "energy": dict(d.energy)}

    def player_stats(self, seat: int) -> dict:
        """The lord in effect: the top lord card of the 领主区, or the default lord (rule 15.3)."""
        d = self.lord_def(seat)
        lasting = lasting_trigger.shown(self, seat)  # the triggers an effect made that last a while (rule 11.190)
        if lasting:
            return {"lord": {"def_id": d.id, "name": d.name}, "lasting_triggers": lasting}
        return {"lord": {"def_id": d.id, "name": d.name}}


def _on_holders_death(prog) -> bool:
    """A segment triggered by the death of the player whose 结界区 holds it (rule 9.15(b))."""
    on = prog.on
    return on is not None and getattr(on, "what", None) == "die" and getattr(on, "who", None) == "attached"
