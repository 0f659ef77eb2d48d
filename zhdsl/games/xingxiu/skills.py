"""Skills (rule 14): a player's skills are their general's, the faction's lord skill of a 主帅, and the
skills of the equipment in their 装备区 (rule 9.8; an armour a use ignores has none, rule 9.7).

A triggered skill answers an event or a phase timing; a locked one runs without asking, one with
`你可以` asks its owner (rule 14.2); `限一次`, `每回合限一次`, 限定技 and 觉醒技 count their uses. A skill
that runs is an entry of the stack until it has resolved (rule 10.6)."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.stack import StackEntry
from zhdsl.engine.turn import PASS
from zhdsl.games.xingxiu.measures import NO_ARMOUR
from zhdsl.games.xingxiu.selectors import XCtx

MAX_NESTED_SKILLS = 24  # skills resolving inside one another at once (a bound; each needs its moment)


class SkillOps:
    """Mixed into the runtime."""

    def skill_sources(self, seat: int):
        """(skill definition, source card uid or None), in the order of rule 14.11: the general's skills,
        the lord skill, the equipment (weapon, armour, light cavalry, heavy cavalry)."""
        from zhdsl.games.xingxiu.rules import equipment_skill
        from zhdsl.games.xingxiu.schema import SLOTS

        p = self.state.players[seat]
        if p.dead:
            return []
        out = []
        g = self.general(seat)
        if g is not None:
            out.extend((self.library[i], None) for i in g.skills)
        if p.lord_skill is not None:
            out.append((self.library[p.lord_skill], None))
        no_armour = seat in self.state.mode_data.get(NO_ARMOUR, frozenset())
        equipped = sorted(p.equip, key=lambda u: SLOTS.index(self.defn(u).equip_type))
        for uid in equipped:
            d = self.defn(uid)
            if no_armour and d.equip_type == "armour":
                continue
            skill = equipment_skill(self.library, d.name)
            if skill is not None:
                out.append((self.library[skill], uid))
        return out

    def skill_parts(self, seat: int):
        """(definition, source, part index, part) of every part of `seat`'s skills."""
        for d, src in self.skill_sources(seat):
            for k, part in enumerate(d.plan.parts):
                yield d, src, k, part

    def skill_key(self, d, src, k) -> tuple:
        return (d.id, src, k)

    # -- limits ---------------------------------------------------------------------------------------------

    def skill_allowed(self, seat: int, d, src, k, part) -> str | None:
        """Why the part cannot be used now (Chinese, contains a keyword of appendix A), or None."""
        s = self.state
        p = s.players[seat]
        key = self.skill_key(d, src, k)
        kinds = part.head.timings
        if p.dead:
            return "你已阵亡"
        if "LORD_SKILL" in kinds and p.lord_skill != d.id:
            return "只有主帅拥有主帅技"
        if "ONCE" in kinds and key in p.phase_used:
            return f"「{d.name}」本阶段已发动过"
        if "ONCE_PER_TURN" in kinds and key in p.turn_used:
            return f"「{d.name}」本回合已发动过"
        if ("LIMITED_SKILL" in kinds or "AWAKEN" in kinds) and key in p.game_used:
            return f"「{d.name}」已发动过（每局一次）"
        if "OUT_OF_TURN" in kinds and s.active == seat:
            return f"时机不符：「{d.name}」只能在你的回合外发动"
        if "IN_OWN_TURN" in kinds and s.active != seat:
            return f"时机不符：「{d.name}」只能在你的回合内发动"
        return None

    def mark_used(self, seat: int, key: tuple, part) -> None:
        p = self.state.players[seat]
        kinds = part.head.timings
        if "ONCE" in kinds or part.active:
            p.phase_used = p.phase_used | {key}
        p.turn_used = p.turn_used | {key}
        if "LIMITED_SKILL" in kinds or "AWAKEN" in kinds:
            p.game_used = p.game_used | {key}

    # -- running a part -----------------------------------------------------------------------------------

    def part_ctx(self, seat: int, d, src, k, part, event=None, values=None, volunteered=False) -> XCtx:
        focus = None
        if event is not None:
            focus = event.other if event.other is not None and event.other != seat else event.who
        return XCtx(self, seat, seat, part.program, source_card=src, source=seat, event=event, focus=focus,
                    skill=(d, src, k, part), volunteered=volunteered, values=dict(values or {}),
                    use=getattr(event, "use", None) if event is not None and event.kind in (
                        "designate", "targeted", "use", "defended") else None)

    def run_part(self, ctx, mark: bool = False) -> bool:
        """Run a skill part as an entry of the stack (rule 10.6)."""
        d, src, k, part = ctx.skill
        s = self.state
        depth = sum(1 for e in s.stack if e.kind == "skill")
        if depth >= MAX_NESTED_SKILLS or len(s.stack) >= self.limits.stack_depth:
            self.log("limit", ctx.you, f"同时结算的技能已达上限（{MAX_NESTED_SKILLS}），「{d.name}」不发动")
            return False
        if mark:
            self.mark_used(ctx.you, self.skill_key(d, src, k), part)
        entry = StackEntry(s.new_uid(), "skill", f"「{d.name}」", ctx.you, ctx.you, part.program, source=src,
                           def_id=d.id, virtual=True)
        s.stack.append(entry)
        try:
            ok = part.body.run(ctx)
        finally:
            if entry in s.stack:
                s.stack.remove(entry)
        self.clean_up(ctx)
        return ok

    def may(self, ctx, label: str) -> bool:
        """`你可以…`: asked of the doer, unless the owner has just chosen to use this skill (rule 14.2)."""
        skill = ctx.skill
        if ctx.values.pop("volunteer_next", False):  # 重复此流程: the owner has just chosen to repeat it
            return True
        if ctx.volunteered and not ctx.values.get("asked_once"):
            ctx.values["asked_once"] = True
            return True
        if skill is None:
            options = (Option(f"执行：{label}", ("do",)), Option("过", PASS))
            return self.ask(Decision(ctx.doer, "priority", f"是否{label}？", options)) != PASS
        d, src, k, part = skill
        from zhdsl.games.xingxiu.uses import later_steps_ready

        if not later_steps_ready(part.body, ctx):  # rule 15.5: what it will need must be there now
            return False
        options = (Option(f"发动「{d.name}」", ("skill", d.id, src, k), (("definition", d.id),)), Option("过", PASS))
        choice = self.ask(Decision(ctx.doer, "priority", f"是否发动「{d.name}」：{label}？", options))
        if choice == PASS:
            return False
        self.log("skill", ctx.doer, f"{self.pname(ctx.doer)}发动「{d.name}」")
        self.mark_used(ctx.you, self.skill_key(d, src, k), part)
        return True

    def repeat_effect(self, ctx, bound: int) -> bool:
        """重复此流程: the part's body runs again (at most `bound` times in one use)."""
        if ctx.skill is None:
            return False
        n = ctx.values.get("repeats", 0)
        if n >= bound:
            self.log("limit", ctx.you, f"重复已达上限（{bound}次）")
            return False
        ctx.values["repeats"] = n + 1
        for key in ("judgement", "judgement_card"):
            ctx.values.pop(key, None)
        ctx.values["volunteer_next"] = True
        return ctx.skill[3].body.run(ctx)

    # -- triggers ---------------------------------------------------------------------------------------------

    def fire(self, event) -> None:
        """Every living player's parts that answer the event, from the current player in seat order
        (rule 14.11); `受到一点伤害后` answers once per point."""
        for seat in self.turn_order():
            for d, src, k, part in list(self.skill_parts(seat)):
                spec = part.head.event
                if spec is None or spec.kind in ("before", "need", "dying") or self.state.players[seat].dead:
                    continue
                ctx = self.part_ctx(seat, d, src, k, part, event)
                if not spec.matches(ctx, event):
                    continue
                times = max(1, event.amount) if spec.amount is not None else 1
                for _ in range(times):
                    if self.skill_allowed(seat, d, src, k, part) is not None or self.state.players[seat].dead:
                        break
                    run = self.part_ctx(seat, d, src, k, part, event, ctx.values)
                    self.run_part(run, mark=part.locked)

    def fire_phase(self, timing: str) -> None:
        """A phase timing of the current player: their parts with it, and other players' parts written
        `其他角色的…` (rule 14.7)."""
        s = self.state
        for seat in self.turn_order():
            for d, src, k, part in list(self.skill_parts(seat)):
                if s.players[seat].dead:
                    break
                own = seat == s.active and timing in part.phase_timings
                other = part.head.phase_of is not None and part.head.phase_of[1] == timing and self._phase_of_matches(
                    seat, part)
                if not (own or other) or part.head.event is not None:
                    continue
                if self.skill_allowed(seat, d, src, k, part) is not None:
                    continue
                ctx = self.part_ctx(seat, d, src, k, part)
                ctx.focus = s.active
                self.run_part(ctx, mark=part.locked)

    def _phase_of_matches(self, seat: int, part) -> bool:
        who, _timing = part.head.phase_of
        ctx = XCtx(self, seat, seat, None)
        return who.matches(ctx, self.state.active)
