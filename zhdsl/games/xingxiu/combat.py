"""Damage, losing and recovering 军力, dying and death (rules 3, 12, 13).

A damage runs the seven steps of rule 12.2 on one event object: the source's 造成伤害时 and the target's
受到伤害时 may change its amount; the 军力 drops (not below 0); at 0 the target is dying and the rescue
window asks every living player in turn (rule 13.2); then 造成伤害后 and 受到伤害后."""

from __future__ import annotations

from zhdsl.games.xingxiu.triggers import Event


class CombatOps:
    """Mixed into the runtime."""

    def damage(self, target: int, amount: int, source: int | None, ctx=None) -> bool:
        s = self.state
        if s.players[target].dead:
            return False
        use = getattr(ctx, "use", None) if ctx is not None else None
        ev = Event("cause", "at", who=source, other=target, source=source, amount=amount, use=use,
                   name=use.name if use is not None else None, facts=use.facts_dict if use is not None else {},
                   cards=use.cards if use is not None else ())
        if source is not None and not s.players[source].dead:
            self.fire(ev)
        ev.kind, ev.who, ev.other = "receive", target, source
        if not s.players[target].dead:
            self.fire(ev)
        if s.players[target].dead:
            return False
        if ev.amount <= 0:
            self.log("prevent", target, f"{self.pname(target)}受到的伤害被防止")
            return False
        p = s.players[target]
        before = p.strength
        self.set_counter(target, "strength", before - ev.amount)
        origin = f"{self.pname(source)}造成的" if source is not None else ""
        self.log("damage", target, f"{self.pname(target)}受到{origin}{ev.amount}点伤害，军力{before}→{p.strength}",
                 ev.amount, source)
        if source is not None:
            src = s.players[source]
            src.damage_turn += ev.amount
            src.damage_phase += ev.amount
        self.check()
        if p.strength <= 0:
            self.dying(target, source)
        if source is not None and not s.players[source].dead:
            ev.kind, ev.when, ev.who, ev.other = "cause", "after", source, target
            self.fire(ev)
        if not s.players[target].dead:
            ev.kind, ev.when, ev.who, ev.other = "receive", "after", target, source
            self.fire(ev)
        return True

    def lose_strength(self, seat: int, n: int) -> None:
        """失去军力: not damage (rule 12.5)."""
        p = self.state.players[seat]
        if p.dead or n <= 0:
            return
        before = p.strength
        self.set_counter(seat, "strength", before - n)
        self.log("lose", seat, f"{self.pname(seat)}失去{n}点军力，军力{before}→{p.strength}", n)
        self.check()
        if p.strength <= 0:
            self.dying(seat, None)

    def recover(self, seat: int, n: int, source: int | None) -> int:
        """回复: up to the 军力上限; nothing (and no 回复军力后) when full (rule 12.6)."""
        p = self.state.players[seat]
        if p.dead or n <= 0 or p.strength >= p.max_strength:
            return 0
        before = p.strength
        self.set_counter(seat, "strength", before + n)
        gained = p.strength - before
        self.log("recover", seat, f"{self.pname(seat)}回复{gained}点军力，军力{before}→{p.strength}", gained)
        self.check()
        self.fire(Event("recovered", "after", who=seat, source=source, amount=gained))
        return gained

    def change_max_strength(self, seat: int, delta: int) -> None:
        """军力上限 changes; 军力 follows it down; at 0 the general dies without rescue (rule 3.6)."""
        p = self.state.players[seat]
        if p.dead or delta == 0:
            return
        p.max_strength = max(0, p.max_strength + delta)
        if p.strength > p.max_strength:
            p.strength = p.max_strength
        self.log("max_strength", seat, f"{self.pname(seat)}的军力上限{'增加' if delta > 0 else '减少'}{abs(delta)}，"
                 f"现为{p.max_strength}")
        self.check()
        if p.max_strength == 0:
            self.die(seat, None)

    # -- dying and death ------------------------------------------------------------------------------------

    def dying(self, seat: int, source: int | None) -> None:
        """Rule 13.1–13.3: the rescue window, from the current player in seat order; each living player
        (the dying one too) may use a 「休整」 on them or a skill; at 1 军力 or more it closes."""
        s = self.state
        p = s.players[seat]
        self.log("dying", seat, f"{self.pname(seat)}进入濒死状态")
        event = Event("dying", "at", who=seat, source=source)
        for asked in self.turn_order():
            if p.dead or p.strength >= 1:
                break
            self.respond_window(event, only=(asked,))
        if not p.dead and p.strength <= 0:
            self.die(seat, source)

    def die(self, seat: int, killer: int | None) -> None:
        """Rule 13.4: dead; the mode's reveal; the end of the game; 其他角色阵亡时; the dead's cards to the
        弃牌堆; the mode's own handling (斩首论功)."""
        s = self.state
        p = s.players[seat]
        if p.dead:
            return
        p.dead = True
        p.strength = 0
        self.log("death", seat, f"{self.pname(seat)}阵亡", killer)
        self.mode.died(self, seat, killer)
        self.check()
        self.fire(Event("die", "at", who=seat, source=killer))
        self.fire(Event("die", "after", who=seat, source=killer))
        left = self.region_cards(seat)
        if left:
            for uid in left:
                self.move_card(uid, "discard", log=False)
            self.log("discard_all", seat, f"{self.pname(seat)}区域内的{len(left)}张牌进入弃牌堆", len(left))
        self.mode.after_death(self, seat, killer)
        self.check()
