"""Measures the rules compute from the static modifiers in force (rules 3.5, 4, 5.8, 9.7, 15.10, 15.11):
distance (the ring, then `你与其他角色的距离减一` and `其他角色与你的距离加一`), attack range (the weapon's,
then `你的进攻范围加一`), hand limit, how many 「进攻」 a play phase allows, and which cards may not
target a player or have no effect on them."""

from __future__ import annotations

from zhdsl.games.xingxiu import statics as st
from zhdsl.games.xingxiu.selectors import XCtx

ATTACK = "进攻"  # the basic card whose uses at idle moments are limited (rule 5.8)
NO_ARMOUR = "no_armour"  # mode_data: seats whose armour a use ignores now (rule 9.7)


class MeasureOps:
    """Mixed into the runtime."""

    def _static_ctx(self, owner: int, program=None) -> XCtx:
        return XCtx(self, owner, owner, program)

    def statics_in_force(self):
        """(owner, Static, ctx) of every static modifier of a living player whose conditions hold."""
        if getattr(self, "_measuring", False):
            return []  # a condition that measures again sees no modifiers (no loops)
        self._measuring = True
        try:
            out = []
            for p in self.state.players:
                if p.dead:
                    continue
                for d, src in self.skill_sources(p.seat):
                    for part in d.plan.parts:
                        for static in part.statics:
                            ctx = self._static_ctx(p.seat, part.program)
                            if st.holds(static, ctx):
                                out.append((p.seat, static, ctx))
            return out
        finally:
            self._measuring = False

    def _subject_is(self, static, ctx, seat: int) -> bool:
        subject = static.subject
        if subject is None:
            return seat == ctx.you
        return subject.matches(ctx, seat)

    # -- distance, range --------------------------------------------------------------------------------

    def distance(self, a: int, b: int) -> int:
        """A's distance to B: the ring (rule 4.3), then the modifiers of A and of B (rule 4.4); at least 1."""
        if a == b:
            return 0
        d = self.state.distance(a, b)
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, st.DistanceMod) and self._subject_is(static, ctx, a) and mod.to.matches(ctx, b):
                d += mod.delta * st.amount(mod, ctx)
        return max(1, d)

    def weapon(self, seat: int) -> int | None:
        for uid in self.state.players[seat].equip:
            if self.defn(uid).equip_type == "weapon":
                return uid
        return None

    def attack_range(self, seat: int) -> int:
        """The weapon's range, else 1; then the skills' changes (rule 4.6); at least 1."""
        w = self.weapon(seat)
        r = self.defn(w).attack_range if w is not None else 1
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, st.AttributeMod) and mod.name == "attack_range" and self._subject_is(static, ctx, seat):
                r += mod.delta * st.amount(mod, ctx)
        return max(1, r)

    def in_range(self, a: int, b: int) -> bool:
        """B is in A's attack range (rule 4.7)."""
        s = self.state
        return a != b and not s.players[b].dead and self.distance(a, b) <= self.attack_range(a)

    def hand_limit(self, seat: int) -> int:
        limit = self.state.players[seat].strength
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, st.AttributeMod) and mod.name == "hand_limit" and self._subject_is(static, ctx, seat):
                limit += mod.delta * st.amount(mod, ctx)
        return max(0, limit)

    def has_equipment(self, seat: int, kind: str) -> bool:
        for uid in self.state.players[seat].equip:
            t = self.defn(uid).equip_type
            if t == kind or (kind == "cavalry" and t in ("light_cavalry", "heavy_cavalry")):
                return True
        return False

    # -- cards: limits, targets, effect ---------------------------------------------------------------------

    def use_limit(self, seat: int, name: str, facts: dict) -> int | None:
        """How many cards of this name `seat` may use at idle moments in a play phase (None: any)."""
        limit = 1 if name == ATTACK else None
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, st.UseLimitMod) and self._subject_is(static, ctx, seat) \
                    and mod.card.matches_facts(self, facts, name):
                if mod.amount is None:
                    return None
                if limit is not None:
                    limit += mod.delta * st.amount(mod, ctx)
        return limit

    def _card_mod(self, cls, seat: int, name: str, facts: dict) -> bool:
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, cls) and self._subject_is(static, ctx, seat) and mod.card.matches_facts(self, facts, name):
                return True
        return False

    def no_distance_limit(self, seat: int, name: str, facts: dict) -> bool:
        return self._card_mod(st.NoDistanceLimitMod, seat, name, facts)

    def ignores_armour(self, seat: int, name: str, facts: dict) -> bool:
        return self._card_mod(st.IgnoreArmourMod, seat, name, facts)

    def cannot_target(self, seat: int, name: str, facts: dict) -> bool:
        return self._card_mod(st.CannotTargetMod, seat, name, facts)

    def invalid_for(self, seat: int, name: str, facts: dict) -> bool:
        for _owner, static, ctx in self.statics_in_force():
            mod = static.mod
            if isinstance(mod, st.InvalidMod) and mod.player.matches(ctx, seat) \
                    and mod.card.matches_facts(self, facts, name):
                return True
        return False
