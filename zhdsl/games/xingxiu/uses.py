"""Using cards (rules 6, 7, 8, 10, 14.8, 14.9): declaring a use (which use of the card, its targets, the
players a `（由你指定）` names), the card on the stack, the moments of rule 6.2 (使用时, 成为目标时,
指定目标后), then for each target in turn the window before it takes effect (`当一张「进攻」对你生效前`,
`当一张计策牌对一名角色生效前`: whoever holds a card or skill whose use answers that moment), and its
effect unless it was defended, nullified or has no effect on that player; last, the card leaves the
stack for the 弃牌堆 or where its text put it.

A response is a use too: it goes on the stack above the card it answers, opens its own window (so a
later 「无隙可乘」 cancels an earlier one, rule 10.5) and resolves before the card below it goes on.
Demands (`需打出一张「进攻」`) and uses an effect asks for (`令该角色对…使用「进攻」`) offer the player's
cards, conversions (`当「X」使用或打出`) and `当你需要使用或打出「X」时` skills."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option, card_ref
from zhdsl.engine.stack import StackEntry
from zhdsl.engine.turn import PASS
from zhdsl.games.xingxiu.measures import NO_ARMOUR
from zhdsl.games.xingxiu.selectors import PICK, PersonRef, PronounRef, Selector, XCtx, pick_players
from zhdsl.games.xingxiu.triggers import Event

DEFENDED, NULLIFIED, INVALID, STILL = "defended", "nullified", "invalid", "still"
NOT_COUNTED_NAMES = ()


@attrs.frozen
class Use:
    """A card being used (kept in the state's mode data while it is on the stack; immutable)."""

    uid: int  # its stack entry
    user: int
    name: str  # the card's name as used (a conversion's: the card it counts as)
    plan_index: int
    cards: tuple = ()  # the physical cards (none: 视为)
    facts: tuple = ()  # the card's facts as items (rule 14.8)
    targets: tuple = ()
    outcomes: tuple = ()  # (seat, outcome)
    counted: bool = False  # counts toward the play phase's 「进攻」 (rule 5.8)
    last_hand: bool = False  # its cards were all of the user's hand (rule 19.35)
    forbidden: tuple = ()  # (seat, card name) responses a player may not use against it (rule 19.1)
    designated: tuple = ()  # (target, selector key, seat) picks made when it was used (rule 8.14)
    shared: tuple = ()  # (key, value) values all targets see (the revealed cards, rule 8.8)
    each_target: bool = False  # 对所有角色使用: `每名角色` means the target being resolved
    by_effect: bool = False
    defenders: tuple = ()  # (seat, card name, facts) of the card that defended it there (被「防守」防御后)

    @property
    def facts_dict(self) -> dict:
        return dict(self.facts)

    def outcome(self, seat) -> str | None:
        for s, o in self.outcomes:
            if s == seat:
                return o
        return None


def _key(uid: int) -> tuple:
    return ("use", uid)


def _selectors(obj, out, depth=0):
    """Every player description with （由你指定） in a program."""
    if depth > 40:
        return
    if isinstance(obj, Selector):
        if obj.by_you:
            out.append(obj)
        for m in obj.mods:
            _selectors(m, out, depth + 1)
        return
    if isinstance(obj, (tuple, list)):
        for x in obj:
            _selectors(x, out, depth + 1)
    elif attrs.has(type(obj)):
        for f in attrs.fields(type(obj)):
            _selectors(getattr(obj, f.name), out, depth + 1)


def _first_action(step):
    """The first step after the use clause (for `ready`: can the effect act on this target at all)."""
    from zhdsl.games.xingxiu.verbs.usage import UsageStep

    if isinstance(step, fx.Sequence):
        for s in step.steps:
            found = _first_action(s)
            if found is not None:
                return found
        if step.condition is not None:
            return None  # a condition decides in play
        return None
    if isinstance(step, UsageStep):
        return None
    return step


class UseOps:
    """Mixed into the runtime."""

    # -- the uses on the stack -------------------------------------------------------------------------

    def use_of(self, uid: int | None) -> Use | None:
        return self.state.mode_data.get(_key(uid)) if uid is not None else None

    def save_use(self, use: Use) -> None:
        self.state.mode_data[_key(use.uid)] = use

    def plan_of(self, name: str):
        from zhdsl.games.xingxiu.rules import card_plan

        return card_plan(self.library, name)

    def use_plan(self, use: Use):
        return self.plan_of(use.name).uses[use.plan_index]

    def use_about(self, ctx, kind) -> Use | None:
        """The use `此「X」` / `该计策牌` means: the one the event is about, else the one resolving."""
        for use in (getattr(ctx.event, "use", None), ctx.use):
            if use is not None and (kind is None or kind.matches_facts(self, use.facts_dict, use.name)):
                current = self.use_of(use.uid)
                return current if current is not None else use
        return None

    entry_about = use_about

    def entry_cards(self, use) -> list[int]:
        return [uid for uid in use.cards if self.state.cards[uid].zone in ("stack", "processing")]

    # -- declaring ------------------------------------------------------------------------------------------

    def _ctx(self, user: int, up, values=None) -> XCtx:
        return XCtx(self, user, user, up.program if up is not None else None, source=user, values=dict(values or {}))

    def target_candidates(self, user: int, name: str, facts: dict, up, ctx) -> list[int]:
        """The legal targets of a use (rule 6.3, 6.4, 8.3, 15.11): the use clause's description (without
        its distance when the user has 无距离限制), living, not barred, and the effect can act on them."""
        s = self.state
        t = up.usage.target
        if t is None:
            return []
        if isinstance(t, Selector):
            sel = t
            if self.no_distance_limit(user, name, facts):
                sel = attrs.evolve(sel, mods=tuple(m for m in sel.mods if m.kind not in ("in_range", "distance")))
            cands = sel.candidates(ctx)
        elif isinstance(t, PersonRef) and t.kind == "all":
            cands = self.order_from(user)
        else:
            cands = t.players(ctx)
        plan = self.plan_of(name)
        first = _first_action(up.body)
        designations = []
        _selectors(up.body, designations)
        out = []
        chosen = isinstance(t, Selector)  # a target picked by the user must be one the effect can act on
        for p in cands:
            if s.players[p].dead or self.cannot_target(p, name, facts):
                continue
            if plan is not None and plan.delayed and any(self.defn_name(u) == name for u in s.players[p].judge):
                continue
            tctx = self._target_ctx(ctx, up, p)
            if chosen and first is not None and not fx.ready(first, tctx):
                continue
            if any(not sel.candidates(tctx) for sel in designations):
                continue
            out.append(p)
        return out

    def _target_ctx(self, ctx, up, target: int) -> XCtx:
        values = dict(ctx.values)
        if isinstance(up.usage.target, Selector):
            values[(PICK, up.usage.target.key)] = (target,)
        return attrs.evolve(ctx, focus=target, values=values)

    def declare_reason(self, user: int, name: str, facts: dict, up, counted: bool, ctx=None) -> str | None:
        """Why `user` cannot use the card now (Chinese, with a keyword of appendix A), or None."""
        from zhdsl.games.xingxiu.verbs.conditions import WoundedCond

        ctx = ctx or self._ctx(user, up)
        for cond in up.conditions:
            if not cond.holds(ctx):
                if isinstance(cond, WoundedCond):
                    return "军力已满，不能使用"
                return "条件不满足，不能使用"
        if counted:
            limit = self.use_limit(user, name, facts)
            if limit is not None and self.state.players[user].attacks >= limit:
                return f"本出牌阶段使用「{name}」已达次数上限（{limit}）"
        if up.usage.target is not None and not self.target_candidates(user, name, facts, up, ctx):
            t = up.usage.target
            if isinstance(t, Selector) and any(m.kind in ("in_range", "distance") for m in t.mods):
                loose = attrs.evolve(t, mods=tuple(m for m in t.mods if m.kind not in ("in_range", "distance")))
                if any(not self.cannot_target(p, name, facts) for p in loose.candidates(ctx)):
                    return f"没有在距离或进攻范围内的目标，不能使用「{name}」"
            return f"没有合法的目标，不能使用「{name}」"
        return None

    def declare(self, user: int, name: str, up, cards=(), facts=None, counted=False, by_effect=False,
                targets=None, window_event=None) -> Use | None:
        """Choose the targets and the designated players; None when there are none (nothing changes)."""
        facts = facts if facts is not None else self.blank_facts()
        ctx = self._ctx(user, up)
        if window_event is not None and up.window is not None:
            up.window.matches(ctx, window_event)
        if up.usage.target is None:
            chosen = ()
        elif targets is not None:
            legal = self.target_candidates(user, name, facts, up, ctx)
            chosen = tuple(t for t in targets if t in legal)
            if not chosen:
                return None
        else:
            cands = self.target_candidates(user, name, facts, up, ctx)
            if not cands:
                return None
            t = up.usage.target
            if isinstance(t, PersonRef) and t.kind == "all":
                chosen = tuple(cands)
            elif isinstance(t, Selector) and t.quantity[0] in ("upto", "range") or (
                    isinstance(t, Selector) and t.quantity[0] == "one" and t.quantity[2] > 1):
                _how, lo, hi = t.quantity
                chosen = tuple(pick_players(self, user, cands, max(1, lo), hi, f"为「{name}」选择目标"))
            elif isinstance(t, Selector) or len(cands) > 1 and not isinstance(t, (PersonRef, PronounRef)):
                chosen = tuple(pick_players(self, user, cands, 1, 1, f"为「{name}」选择目标"))
            else:
                chosen = tuple(cands[:1])
        designated = []
        sels: list = []
        _selectors(up.body, sels)
        for target in chosen:
            tctx = self._target_ctx(ctx, up, target)
            for sel in sels:
                cands = sel.candidates(tctx)
                if not cands:
                    continue
                (seat,) = pick_players(self, user, cands, 1, 1, f"为「{name}」指定{self.describe_selector(sel)}")
                designated.append((target, sel.key, seat))
        hand = self.state.players[user].hand
        from_hand = [u for u in cards if u in hand]
        each = isinstance(up.usage.target, PersonRef) and up.usage.target.kind == "all"
        shared = tuple((k, v) for k, v in ctx.values.items() if isinstance(k, tuple) and k[0] == PICK)
        return Use(self.state.new_uid(), user, name, up.index, tuple(cards), tuple(sorted(facts.items())), chosen,
                   counted=counted, last_hand=bool(from_hand) and len(from_hand) == len(hand), designated=tuple(designated),
                   shared=shared, each_target=each, by_effect=by_effect)

    def describe_selector(self, sel) -> str:
        return "角色" if not sel.mods else "一名角色"

    # -- the stack --------------------------------------------------------------------------------------------

    def start_use(self, use: Use) -> bool:
        """The card leaves the hand for the stack (rule 6.2(2)); conversions' cards go to the 处理区."""
        from zhdsl.games.xingxiu.rules import card_def

        s = self.state
        up = self.use_plan(use)
        d = card_def(self.library, use.name)
        card = use.cards[0] if len(use.cards) == 1 and self.defn_name(use.cards[0]) == use.name else None
        entry = StackEntry(use.uid, "card", f"「{use.name}」", use.user, use.user, up.program, card=card,
                           targets=tuple(("target", t) for t in use.targets), virtual=card is None,
                           facts=use.facts_dict, def_id=d.id if d is not None else None)
        if len(s.stack) >= self.limits.stack_depth:
            self.log("limit", use.user, f"结算栈已达上限（{self.limits.stack_depth}），「{use.name}」不能使用")
            return False
        before = self._holders(use.cards)
        for uid in use.cards:
            if uid == card:
                c = s.mut(uid)
                self._remove_from_zone(uid)
                c.zone, c.zone_owner, c.face_up, c.seen_by, c.controller = "stack", None, True, frozenset(), use.user
            else:
                self.move_card(uid, "processing", log=False)
        s.stack.append(entry)
        self.save_use(use)
        p = s.players[use.user]
        p.used_names = p.used_names + (("turn", use.name), ("phase", use.name))
        if use.counted:
            p.attacks += 1
        aims = f"（目标：{'、'.join(self.pname(t) for t in use.targets)}）" if use.targets else ""
        how = "" if card is not None or not use.cards else f"（{'、'.join(self.card_name(u) for u in use.cards)}当「{use.name}」）"
        if not use.cards:
            how = "（视为使用）"
        self.log("use", use.user, f"{self.pname(use.user)}使用「{use.name}」{how}{aims}", use.uid, "card")
        self.check()
        self._lost(before)
        return True

    def begin_use(self, uid: int) -> None:
        """Rule 6.2(3)–(5): 使用时, each target's 成为目标时, then 指定目标后 for each target."""
        use = self.use_of(uid)
        if use is None:
            return
        base = dict(kind="use", when="at", who=use.user, use=use, entry=uid, name=use.name, facts=use.facts_dict,
                    user=use.user)
        self.fire(Event(**base))
        for t in list(self.use_of(uid).targets):
            self.fire(Event("used_on", "at", who=use.user, other=t, use=self.use_of(uid), entry=uid, name=use.name,
                            facts=use.facts_dict, user=use.user))
        for t in list(self.use_of(uid).targets):
            if t in self.use_of(uid).targets:
                self.fire(Event("targeted", "at", who=t, other=use.user, use=self.use_of(uid), entry=uid, name=use.name,
                                facts=use.facts_dict, user=use.user))
        for t in list(self.use_of(uid).targets):
            self.fire(Event("designate", "after", who=use.user, other=t, use=self.use_of(uid), entry=uid, name=use.name,
                            facts=use.facts_dict, user=use.user))

    def resolve_target(self, uid: int, index: int | None, answering=None) -> None:
        """Rule 6.2(6): the window before the use takes effect on one target, then its effect there."""
        use = self.use_of(uid)
        if use is None:
            return
        s = self.state
        up = self.use_plan(use)
        plan = self.plan_of(use.name)
        target = use.targets[index] if index is not None else (answering.other if answering is not None else None)
        if index is not None and s.players[target].dead:
            self.log("skip", target, f"{self.pname(target)}已阵亡，「{use.name}」对其不再结算")
            return
        ignore = target is not None and self.ignores_armour(use.user, use.name, use.facts_dict)
        if ignore:
            s.mode_data[NO_ARMOUR] = s.mode_data.get(NO_ARMOUR, frozenset()) | {target}
        try:
            if self._skips(use, up, target):
                self.log("skip", target, f"「{use.name}」对{self.pname(target)}没有可以执行的效果，跳过")
                return
            if target is not None and (use.outcome(target) == INVALID or self.invalid_for(target, use.name, use.facts_dict)):
                self.log("invalid", target, f"「{use.name}」对{self.pname(target)}无效")
                return
            if not plan.delayed:
                before = Event("before", "before", other=target, user=use.user, use=use, entry=uid, name=use.name,
                               facts=use.facts_dict)
                self.respond_window(before)
            use = self.use_of(uid)
            outcome = use.outcome(target)
            if outcome == NULLIFIED:
                self.log("nullified", target, f"「{use.name}」对{self.pname(target) if target is not None else ''}失效")
                return
            if outcome == DEFENDED:
                self.log("defended", target, f"{self.pname(target)}防御了「{use.name}」")
                by = next(((n, dict(f)) for seat, n, f in reversed(use.defenders) if seat == target), (None, {}))
                facts = {**use.facts_dict, "by": by[0], "by_facts": by[1]}
                self.fire(Event("defended", "after", who=use.user, other=target, use=use, entry=uid, name=use.name,
                                facts=facts, user=use.user))
                use = self.use_of(uid)
                if use is None or use.outcome(target) != STILL:
                    return
            if target is not None and s.players[target].dead:
                return
            self.run_use_body(use, up, target, answering)

        finally:
            if ignore:
                s.mode_data[NO_ARMOUR] = s.mode_data.get(NO_ARMOUR, frozenset()) - {target}

    def _skips(self, use: Use, up, target) -> bool:
        """Rule 8.9: a card on every player skips, without a window, a target its effect cannot act on."""
        if not use.each_target or target is None:
            return False
        first = _first_action(up.body)
        if first is None:
            return False
        ctx = XCtx(self, use.user, use.user, up.program, source=use.user, focus=target, use=use,
                   values=dict(use.shared))
        return not fx.ready(first, ctx)

    def run_use_body(self, use: Use, up, target, answering=None) -> None:
        values = dict(use.shared)
        if target is not None and isinstance(up.usage.target, Selector):
            values[(PICK, up.usage.target.key)] = (target,)
        for t, key, seat in use.designated:
            if t == target:
                values[(PICK, key)] = (seat,)
        if answering is not None and up.window is not None:
            bind = XCtx(self, use.user, use.user, None, values=values)
            up.window.matches(bind, answering)
        ctx = XCtx(self, use.user, use.user, up.program, entry=use.uid, source_card=use.cards[0] if use.cards else None,
                   source=use.user, focus=target, use=use, event=answering, values=values)
        if not up.body.run(ctx):
            self.log("fail", use.user, f"「{use.name}」的某一步骤未能完成，后续步骤不执行")
        self.clean_up(ctx)

    def run_preface(self, uid: int) -> None:
        """The steps of a card on every player run once before its targets (rule 8.8(a))."""
        use = self.use_of(uid)
        up = self.use_plan(use)
        if not up.preface:
            return
        ctx = XCtx(self, use.user, use.user, up.program, entry=uid, source=use.user, use=use, values=dict(use.shared))
        for step in up.preface:
            step.run(ctx)
        shared = tuple((k, v) for k, v in ctx.values.items() if k == "revealed" or (isinstance(k, tuple) and k[0] == PICK))
        self.save_use(attrs.evolve(use, shared=shared))

    def finish_use(self, uid: int) -> None:
        """Rule 6.2(7): the card leaves the stack for the 弃牌堆, or where its text put it (判定区, 装备区)."""
        s = self.state
        use = self.use_of(uid)
        entry = s.entry(uid)
        if entry is not None:
            s.stack.remove(entry)
            if entry.card is not None:
                dest = entry.destination
                if dest is None:
                    self.move_card(entry.card, "discard", log=False)
                else:
                    zone, owner, position, _marks = dest
                    if zone == "equip":
                        self.equip(owner, entry.card)
                    else:
                        self.move_card(entry.card, zone, owner, position)
        if use is not None:
            left = [u for u in use.cards if s.cards[u].zone == "processing"]
            left += [u for u in dict(use.shared).get("revealed", ()) if s.cards[u].zone == "processing"]
            for u in left:
                self.move_card(u, "discard", log=False)
            s.mode_data.pop(_key(uid), None)
        self.check()

    def resolve_now(self, use: Use, answering=None) -> bool:
        """Use a card and resolve it completely (responses, uses made by effects)."""
        if not self.start_use(use):
            return False
        self.begin_use(use.uid)
        self.run_preface(use.uid)
        current = self.use_of(use.uid)
        if current.targets:
            for i in range(len(current.targets)):
                self.resolve_target(use.uid, i, answering)
        else:
            self.resolve_target(use.uid, None, answering)
        self.finish_use(use.uid)
        return True

    # -- outcomes --------------------------------------------------------------------------------------------------

    def mark_outcome(self, ctx, outcome: str, kind, player_ref) -> bool:
        use = self.use_about(ctx, kind)
        if use is None:
            self.log("fail", ctx.you, "没有可以作用的牌")
            return False
        if player_ref is not None:
            seats = player_ref.players(ctx)
            seat = seats[0] if seats else None
        elif ctx.event is not None and ctx.event.kind == "before":
            seat = ctx.event.other
        else:
            seat = ctx.focus
        outcomes = tuple((s, o) for s, o in use.outcomes if s != seat) + ((seat, outcome),)
        defenders = use.defenders
        if outcome == DEFENDED and ctx.use is not None and ctx.use is not use:
            defenders = defenders + ((seat, ctx.use.name, ctx.use.facts),)
        self.save_use(attrs.evolve(use, outcomes=outcomes, defenders=defenders))
        words = {DEFENDED: "被防御", NULLIFIED: "失效", INVALID: "无效", STILL: "依然生效"}
        self.log("outcome", ctx.you, f"「{use.name}」对{self.pname(seat) if seat is not None else ''}{words[outcome]}")
        return True

    def succeeded(self, ctx) -> bool:
        use = ctx.use
        if use is None:
            return True
        current = self.use_of(use.uid) or use
        outcome = current.outcome(ctx.focus)
        return outcome in (None, STILL)

    def forbid_response(self, ctx, seat: int, response, kind) -> bool:
        use = self.use_about(ctx, kind)
        if use is None or response.name is None:
            return False
        self.save_use(attrs.evolve(use, forbidden=use.forbidden + ((seat, response.name),)))
        self.log("forbid", seat, f"{self.pname(seat)}不能使用「{response.name}」响应此「{use.name}」")
        return True

    def transfer(self, ctx, kind, to_ref) -> bool:
        use = self.use_about(ctx, kind)
        if use is None:
            return False
        old = ctx.you
        cands = self._transfer_candidates(ctx, use, to_ref)
        if not cands:
            self.log("fail", old, "没有可以转移给的角色")
            return False
        (new,) = pick_players(self, ctx.doer, cands, 1, 1, f"将「{use.name}」转移给")
        targets = tuple(new if t == old else t for t in use.targets)
        self.save_use(attrs.evolve(use, targets=targets))
        entry = self.state.entry(use.uid)
        if entry is not None:
            entry.targets = tuple(("target", t) for t in targets)
        self.log("transfer", old, f"{self.pname(old)}将「{use.name}」转移给{self.pname(new)}")
        current = self.use_of(use.uid)
        self.fire(Event("targeted", "at", who=new, other=use.user, use=current, entry=use.uid, name=use.name,
                        facts=use.facts_dict, user=use.user))
        return True

    def _transfer_candidates(self, ctx, use, to_ref) -> list[int]:
        """Rule 19.5: as the text describes them, not the user, not a target already, not barred."""
        found = to_ref.candidates(ctx) if hasattr(to_ref, "candidates") else to_ref.players(ctx)
        return [p for p in found if p not in use.targets and p != use.user and not self.state.players[p].dead
                and not self.cannot_target(p, use.name, use.facts_dict)]

    def can_transfer(self, ctx, kind, to_ref) -> bool:
        use = self.use_about(ctx, kind)
        return use is not None and bool(self._transfer_candidates(ctx, use, to_ref))

    def can_extra_targets(self, ctx) -> bool:
        use = self.use_about(ctx, None)
        return use is not None and bool(self._extra_candidates(use))

    def _extra_candidates(self, use) -> list[int]:
        up = self.use_plan(use)
        ctx = self._ctx(use.user, up)
        return [p for p in self.target_candidates(use.user, use.name, use.facts_dict, up, ctx) if p not in use.targets]

    def extra_targets(self, ctx, amount) -> bool:
        use = self.use_about(ctx, None)
        if use is None:
            return False
        n = fx.amount(amount, ctx)
        cands = self._extra_candidates(use)
        chosen = pick_players(self, use.user, cands, 0, n, f"为「{use.name}」额外指定目标")
        if not chosen:
            return True
        targets = use.targets + tuple(chosen)
        self.save_use(attrs.evolve(use, targets=targets))
        entry = self.state.entry(use.uid)
        if entry is not None:
            entry.targets = tuple(("target", t) for t in targets)
        self.log("extra", use.user, f"「{use.name}」额外指定{'、'.join(self.pname(p) for p in chosen)}为目标")
        return True

    def not_counted(self, ctx) -> bool:
        use = self.use_about(ctx, None)
        if use is None or not use.counted:
            return use is not None
        self.save_use(attrs.evolve(use, counted=False))
        self.state.players[use.user].attacks -= 1
        self.log("not_counted", use.user, f"此「{use.name}」不计入次数限制")
        return True

    # -- what a player may use where --------------------------------------------------------------------------------

    def _matching_cards(self, seat: int, spec) -> list[int]:
        """Hand (and for `牌`, equipment) cards a conversion may use."""
        p = self.state.players[seat]
        pool = list(p.hand)
        if "card" in spec.kinds or "equipment" in spec.kinds:
            pool += list(p.equip)
        return [u for u in pool if spec.matches(self, u)]

    def _conversion_facts(self, cards) -> dict:
        """Rule 14.8(a)(b): one card gives its facts; two of one colour give that colour; otherwise none."""
        if len(cards) == 1:
            f = self.defn(cards[0]).facts()
            return {"colour": f.get("colour"), "season": f.get("season"), "point": f.get("point")}
        colours = {self.defn(u).colour for u in cards}
        return {"colour": colours.pop()} if len(colours) == 1 else {}

    def _named_facts(self, name: str, base: dict) -> dict:
        """The facts of a card called `name` made from other cards (its category and type, their colour)."""
        from zhdsl.games.xingxiu.rules import card_def

        d = card_def(self.library, name)
        facts = dict(d.facts()) if d is not None else {}
        facts.update({"colour": None, "season": None, "point": None})
        facts.update(base)
        return facts

    def ways_to_get(self, seat: int, name: str, mode: str, tried=frozenset()) -> list[Option]:
        """The player's conversions and `需要…时` skills that give a card called `name` (use or play)."""
        out = []
        for d, src, k, part in list(self.skill_parts(seat)):
            key = ("skill", d.id, src, k)
            if key in tried or self.skill_allowed(seat, d, src, k, part) is not None:
                continue
            if not (part.head.event is None or part.need is not None):
                continue
            if part.active and not part.converts:
                continue
            if "PLAY_PHASE" in part.head.timings and not self._idle(seat):
                continue
            for conv in part.converts:
                if conv.name == name and (conv.uses if mode == "use" else conv.plays):
                    lo = conv.count.amount.value if isinstance(conv.count.amount, fx.Const) else 1
                    if len(self._matching_cards(seat, conv.source)) >= lo:
                        verb = "使用" if mode == "use" else "打出"
                        out.append(Option(f"「{d.name}」：将牌当「{name}」{verb}", key, (("definition", d.id),)))
                        break
            need = part.need
            if need is not None and need[1] == name and part.head.event.who is not None \
                    and part.head.event.who.matches(XCtx(self, seat, seat, None), seat):
                if self._need_ready(seat, d, src, k, part):
                    out.append(Option(f"发动「{d.name}」", key, (("definition", d.id),)))
        return out

    def _need_ready(self, seat, d, src, k, part) -> bool:
        ctx = self.part_ctx(seat, d, src, k, part)
        first = part.body.steps[0] if isinstance(part.body, fx.Sequence) and part.body.steps else part.body
        return fx.ready(first, ctx)

    def _idle(self, seat: int) -> bool:
        s = self.state
        return s.active == seat and s.phase == "play" and not s.stack

    def _convert_cards(self, seat: int, part, name: str, mode: str) -> list[int] | None:
        conv = next(c for c in part.converts if c.name == name)
        lo = conv.count.amount.value if isinstance(conv.count.amount, fx.Const) else 1
        cands = self._matching_cards(seat, conv.source)
        if len(cands) < lo:
            return None
        return self.choose_cards_of(seat, seat, cands, lo, lo, f"选择当「{name}」{'使用' if mode == 'use' else '打出'}的牌")

    def _get_by_skill(self, seat: int, value, name: str, mode: str, event=None):
        """Run a conversion or a `需要…时` skill: (cards, facts) of the card got, or None (it gave none)."""
        _, def_id, src, k = value
        d = self.library[def_id]
        part = d.plan.parts[k]
        if part.converts:
            cards = self._convert_cards(seat, part, name, mode)
            if cards is None:
                return None
            self.mark_used(seat, self.skill_key(d, src, k), part)
            self.log("skill", seat, f"{self.pname(seat)}发动「{d.name}」")
            return tuple(cards), self._named_facts(name, self._conversion_facts(cards))
        ctx = self.part_ctx(seat, d, src, k, part, event, volunteered=True)
        self.mark_used(seat, self.skill_key(d, src, k), part)
        self.log("skill", seat, f"{self.pname(seat)}发动「{d.name}」")
        self.run_part(ctx)
        got = ctx.values.get("as_if")
        if got is None or got[2] != name:
            self.log("skill", seat, f"「{d.name}」没有得到「{name}」")
            return None
        return (), self._named_facts(name, {})

    # -- windows (rule 10.3) ----------------------------------------------------------------------------------------

    def respond_window(self, event, only=None) -> bool:
        """Ask each player (from the current player, rule 1.8; or `only`) whether to answer the event; the first
        answer resolves and closes the window (rule 10.5). A skill that gives no card lets the player choose again."""
        order = list(only) if only is not None else self.turn_order()
        for seat in order:
            tried: set = set()
            while not self.state.players[seat].dead:
                opts = self.recall(_response_options, seat, event, frozenset(tried))
                if not opts:
                    break
                prompt = self._window_prompt(event)
                choice = self.ask(Decision(seat, "priority", prompt, tuple(opts) + (Option("过", PASS),)))
                if choice == PASS:
                    break
                if self.perform_response(seat, choice, event):
                    return True
                tried.add(choice)
            if event.kind == "dying" and self.state.players[event.who].strength >= 1:
                return True
        return False

    def _window_prompt(self, event) -> str:
        if event.kind == "dying":
            return f"{self.pname(event.who)}濒死：对其使用「休整」，或过"
        if event.other is not None:
            return f"「{event.name}」即将对{self.pname(event.other)}生效：响应，或过"
        return f"「{event.name}」即将生效：响应，或过"

    def response_options(self, seat: int, event, tried=frozenset()) -> list[Option]:
        s = self.state
        if s.players[seat].dead:
            return []
        use = event.use
        forbidden = {n for who, n in (self.use_of(use.uid) or use).forbidden if who == seat} if use is not None else set()
        out: list[Option] = []
        names = set()
        for uid in s.players[seat].hand:
            d = self.defn(uid)
            if d.kind != "card" or d.name in forbidden:
                continue
            for k, up in enumerate(d.plan.uses):
                if up.window is not None and self._window_fits(seat, d.name, d.facts(), up, event):
                    out.append(Option(f"使用「{d.name}」", ("card", uid, k), card_ref(uid)))
                    names.add(d.name)
                    break
        answering = self._answer_names(seat, event) - forbidden
        for name in sorted(answering):
            out.extend(o for o in self.ways_to_get(seat, name, "use", tried) if o not in out)
        if event.kind == "dying":
            for d, src, k, part in list(self.skill_parts(seat)):
                spec = part.head.event
                key = ("skill", d.id, src, k)
                if spec is None or spec.kind != "dying" or key in tried:
                    continue
                if self.skill_allowed(seat, d, src, k, part) is None and spec.matches(XCtx(self, seat, seat, None), event):
                    out.append(Option(f"发动「{d.name}」", key, (("definition", d.id),)))
        return out

    def _answer_names(self, seat: int, event) -> set[str]:
        """Names of cards whose use answers this event (for conversions and skills that make them)."""
        out = set()
        for name, plan in self.library.game_data.get("plans", {}).items():
            for up in plan.uses:
                facts = self._named_facts(name, {})
                if up.window is not None and self._window_fits(seat, name, facts, up, event):
                    out.add(name)
        return out

    def _window_fits(self, seat: int, name: str, facts: dict, up, event) -> bool:
        ctx = self._ctx(seat, up)
        if not up.window.matches(ctx, event):
            return False
        if any(not c.holds(ctx) for c in up.conditions):
            return False
        if up.usage.target is not None:
            return bool(self.target_candidates(seat, name, facts, up, ctx))
        return True

    def perform_response(self, seat: int, value, event) -> bool:
        """Answer the event with a card, a conversion or a skill; False when a skill gave nothing."""
        if value[0] == "card":
            _, uid, k = value
            d = self.defn(uid)
            up = d.plan.uses[k]
            use = self.declare(seat, d.name, up, (uid,), d.facts(), window_event=event)
            return use is not None and self.resolve_now(use, event)
        _, def_id, src, k = value
        d = self.library[def_id]
        part = d.plan.parts[k]
        spec = part.head.event
        if spec is not None and spec.kind == "dying":
            ctx = self.part_ctx(seat, d, src, k, part, event, volunteered=True)
            self.mark_used(seat, self.skill_key(d, src, k), part)
            self.log("skill", seat, f"{self.pname(seat)}发动「{d.name}」")
            self.run_part(ctx)
            return True
        for name in sorted(self._answer_names(seat, event)):
            if not any(o.value == value for o in self.ways_to_get(seat, name, "use")):
                continue
            got = self._get_by_skill(seat, value, name, "use", event)
            if got is None:
                return False
            cards, facts = got
            up = next(u for u in self.plan_of(name).uses if u.window is not None and
                      self._window_fits(seat, name, facts, u, event))
            use = self.declare(seat, name, up, cards, facts, window_event=event)
            return use is not None and self.resolve_now(use, event)
        return False

    # -- demands (rule 10.3(e)) ---------------------------------------------------------------------------------------

    def play_out(self, seat: int, kind, ctx=None) -> bool:
        """`打出一张「X」`: the player plays one out (from the hand, by conversion or skill) or passes."""
        s = self.state
        if s.players[seat].dead:
            return False
        name = kind.name
        tried: set = set()
        while True:
            opts = [Option(f"打出「{self.defn_name(u)}」", ("card", u), card_ref(u)) for u in s.players[seat].hand
                    if kind.matches(self, u)]
            if name is not None:
                opts += self.ways_to_get(seat, name, "play", frozenset(tried))
            if not opts:
                self.log("pass", seat, f"{self.pname(seat)}没有打出「{name or '牌'}」")
                return False
            what = f"「{name}」" if name else "一张牌"
            choice = self.ask(Decision(seat, "priority", f"{self.pname(seat)}：打出{what}，或过",
                                       tuple(opts) + (Option("过", PASS),)))
            if choice == PASS:
                self.log("pass", seat, f"{self.pname(seat)}不打出{what}")
                return False
            if choice[0] == "card":
                uid = choice[1]
                before = self._holders([uid])
                self.move_card(uid, "discard", log=False)
                self.log("play", seat, f"{self.pname(seat)}打出{self.card_name(uid)}", uid)
                self._lost(before)
                d = self.defn(uid)
                self.fire(Event("play", "at", who=seat, name=d.name, facts=d.facts()))
                return True
            got = self._get_by_skill(seat, choice, name, "play")
            if got is None:
                tried.add(choice)
                continue
            cards, facts = got
            if cards:
                before = self._holders(cards)
                for u in cards:
                    self.move_card(u, "discard", log=False)
                self._lost(before)
                self.log("play", seat, f"{self.pname(seat)}将{'、'.join(self.card_name(u) for u in cards)}当「{name}」打出")
            else:
                self.log("play", seat, f"视为{self.pname(seat)}打出了「{name}」")
            self.fire(Event("play", "at", who=seat, name=name, facts=facts))
            return True

    # -- uses an effect asks for (rule 6.8) ------------------------------------------------------------------------------

    def use_by_effect(self, ctx, seat: int, kind, to_ref) -> bool:
        name = kind.name
        plan = self.plan_of(name) if name else None
        if plan is None:
            self.log("fail", seat, f"没有名为「{name}」的牌")
            return False
        up = next((u for u in plan.uses if u.usage.target is not None and u.window is None), None)
        if up is None:
            return False
        targets = to_ref.players(ctx) if to_ref is not None else []
        facts = self._named_facts(name, {})
        uctx = self._ctx(seat, up)
        legal = [t for t in targets if t in self.target_candidates(seat, name, facts, up, uctx)]
        if not legal:
            self.log("fail", seat, f"{self.pname(seat)}不能对其使用「{name}」（不在进攻范围内或不能成为目标）")
            return False
        s = self.state
        tried: set = set()
        while True:
            opts = [Option(f"使用「{self.defn_name(u)}」", ("card", u), card_ref(u)) for u in s.players[seat].hand
                    if self.defn_name(u) == name]
            opts += self.ways_to_get(seat, name, "use", frozenset(tried))
            if not opts:
                self.log("pass", seat, f"{self.pname(seat)}没有可以使用的「{name}」")
                return False
            aim = "、".join(self.pname(t) for t in legal)
            choice = self.ask(Decision(seat, "priority", f"{self.pname(seat)}：对{aim}使用一张「{name}」，或过",
                                       tuple(opts) + (Option("过", PASS),)))
            if choice == PASS:
                self.log("pass", seat, f"{self.pname(seat)}不使用「{name}」")
                return False
            if choice[0] == "card":
                uid = choice[1]
                cards, card_facts = (uid,), self.defn(uid).facts()
            else:
                got = self._get_by_skill(seat, choice, name, "use")
                if got is None:
                    tried.add(choice)
                    continue
                cards, card_facts = got
            use = self.declare(seat, name, up, cards, card_facts, by_effect=True, targets=legal)
            if use is None:
                return False
            return self.resolve_now(use)

    # -- the play phase's choices (rule 5.7) -----------------------------------------------------------------------------

    def play_options(self, seat: int) -> list[Option]:
        """What `seat` may use at an idle moment: cards, conversions, skills that make a card, active skills."""
        s = self.state
        out: list[Option] = []
        for uid in s.players[seat].hand:
            d = self.defn(uid)
            for k, up in enumerate(d.plan.uses):
                if up.in_play_phase and self.declare_reason(seat, d.name, d.facts(), up, self._counts(d.name)) is None:
                    out.append(Option(f"使用「{d.name}」", ("card", uid, k), card_ref(uid)))
                    break
        for name, plan in sorted(self.library.game_data.get("plans", {}).items()):
            up = next((u for u in plan.uses if u.in_play_phase), None)
            if up is None:
                continue
            ways = [o for o in self.ways_to_get(seat, name, "use") if o not in out]
            if ways and self.declare_reason(seat, name, self._named_facts(name, {}), up, self._counts(name)) is None:
                out.extend(ways)
        for d, src, k, part in list(self.skill_parts(seat)):
            if not part.active or self.skill_allowed(seat, d, src, k, part) is not None:
                continue
            ctx = self.part_ctx(seat, d, src, k, part)
            first = part.body.steps[0] if isinstance(part.body, fx.Sequence) and part.body.steps else part.body
            if fx.ready(first, ctx) and _players_there(part.body, ctx):
                out.append(Option(f"发动「{d.name}」", ("skill", d.id, src, k), (("definition", d.id),)))
        return out

    def _counts(self, name: str) -> bool:
        return self.use_limit(self.state.active, name, {}) is not None or name == "进攻"

    def play(self, seat: int, value) -> int | None:
        """The player's choice at an idle moment: declare the use (its targets) and put it on the stack, or
        run an active skill. Returns the stack entry of a card put there, else None."""
        if value[0] == "card":
            _, uid, k = value
            d = self.defn(uid)
            use = self.declare(seat, d.name, d.plan.uses[k], (uid,), d.facts(), counted=self._counts(d.name))
            return use.uid if use is not None and self.start_use(use) else None
        _, def_id, src, k = value
        d = self.library[def_id]
        part = d.plan.parts[k]
        if part.active:
            self.mark_used(seat, self.skill_key(d, src, k), part)
            self.log("skill", seat, f"{self.pname(seat)}发动「{d.name}」")
            self.run_part(self.part_ctx(seat, d, src, k, part, volunteered=True))
            return None
        for name, plan in sorted(self.library.game_data.get("plans", {}).items()):
            up = next((u for u in plan.uses if u.in_play_phase), None)
            if up is None or not any(o.value == value for o in self.ways_to_get(seat, name, "use")):
                continue
            if part.need is not None:  # rule 14.9: the targets first, then the skill
                use = self.declare(seat, name, up, (), self._named_facts(name, {}), counted=self._counts(name))
                if use is None:
                    return None
                got = self._get_by_skill(seat, value, name, "use")
                if got is None:
                    self.state.players[seat].no_retry = self.state.players[seat].no_retry | {value}
                    return None
                return use.uid if self.start_use(use) else None
            got = self._get_by_skill(seat, value, name, "use")
            if got is None:
                return None
            cards, facts = got
            use = self.declare(seat, name, up, cards, facts, counted=self._counts(name))
            return use.uid if use is not None and self.start_use(use) else None
        return None


class ExplainOps:
    """Why a card or skill cannot be used now (rule 1.5, appendix A's keywords)."""

    def explain_use(self, player: int, name: str, decision) -> str:
        s = self.state
        if s.players[player].dead:
            return "你已阵亡，不能行动"
        if decision.player != player:
            return f"时机不符：现在等待{self.pname(decision.player)}作决定（{decision.prompt}）"
        if any(name in _option_names(self, o) for o in decision.options):
            return ""
        cards = [u for u in s.players[player].hand if self.defn_name(u) == name]
        skills = [(d, src, k, part) for d, src, k, part in self.skill_parts(player) if d.name == name]
        if not cards and not skills:
            return f"{self.pname(player)}的手牌中没有「{name}」，也没有这个技能"
        idle = self._idle(player) and decision.kind == "priority"
        for uid in cards:
            d = self.defn(uid)
            plays = [up for up in d.plan.uses if up.in_play_phase]
            if not plays or not idle:
                return f"时机不符：现在不能使用「{name}」"
            for up in plays:
                why = self.declare_reason(player, d.name, d.facts(), up, d.name == "进攻")
                if why:
                    return why
        for d, src, k, part in skills:
            if part.locked and not part.converts:
                return f"「{name}」是锁定技，不能主动发动"
            why = self.skill_allowed(player, d, src, k, part)
            if why:
                return why
            if not idle or not (part.active or part.converts or part.need):
                return f"时机不符：现在不能发动「{name}」"
            return f"「{name}」现在没有可以执行的内容（没有合法的目标或手牌不足）"
        return f"时机不符：现在不能使用「{name}」"


def _option_names(rt, option) -> set[str]:
    v = option.value
    if isinstance(v, tuple) and v and v[0] == "card" and len(v) > 1:
        return {rt.defn_name(v[1])}
    if isinstance(v, tuple) and v and v[0] == "skill":
        return {rt.library[v[1]].name}
    return set()


def _players_there(body, ctx) -> bool:
    """Rule 15.5: an active skill can be used only when each player it will pick (`一名…`, outside a
    condition) exists now."""
    found: list = []

    def walk(step):
        if isinstance(step, Selector):
            found.append(step)
            return
        if isinstance(step, fx.Sequence):
            for s in step.steps:
                walk(s)
            return
        if attrs.has(type(step)) and not isinstance(step, (PersonRef, PronounRef)):
            for f in attrs.fields(type(step)):
                value = getattr(step, f.name)
                for v in (value if isinstance(value, tuple) else (value,)):
                    if attrs.has(type(v)) or isinstance(v, fx.Sequence):
                        walk(v)

    walk(body)
    return all(sel.candidates(ctx) for sel in found if sel.quantity[0] in ("one", "range") and sel.quantity[1] >= 1)


def later_steps_ready(body, ctx) -> bool:
    """Rule 15.5: the steps of a skill after its `你可以` part can act now — the players it will pick exist,
    a transfer has someone to go to."""
    from zhdsl.games.xingxiu.verbs.respond import TransferStep

    if not _players_there(body, ctx):
        return False
    steps = body.steps if isinstance(body, fx.Sequence) else (body,)
    for step in steps:
        inner = step.action if isinstance(step, fx.CommandStep) else step
        if isinstance(inner, TransferStep) and not inner.ready(ctx):
            return False
    return True


def _response_options(rt, seat, event, tried):
    return rt.response_options(seat, event, tried)
