"""Using cards and skills: timing, costs, targets, and putting them on the stack.

`reason(...)` says why something cannot be used now (None when it can); `options(...)`
lists what a player may use; `perform(...)` uses one thing (choosing targets, paying
costs, pushing the stack entry, firing the triggers of its targets).

What the game decides — which timings hold, what a card costs, which skills a player has —
comes from the runtime's hooks (`zhdsl.engine.runtime.Runtime`, overridden by each game).
"""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option, card_ref, player_ref
from zhdsl.engine.stack import StackEntry

# -- targets --------------------------------------------------------------------------------------


def player_targets(rt, user: int, slot, ctx) -> list[int]:
    """Legal players for one target word (rule 7.6): living; not the user for 目标其他角色;
    within the distance for 距离N以内的目标角色."""
    s = rt.state
    out = []
    dead = getattr(slot, "dead", False)
    mates = rt.mode.team_of(user, len(s.players)) if getattr(slot, "mates", False) else None
    for p in s.order_from(user, alive_only=not dead):
        if slot.other and p == user:
            continue
        if dead and not s.players[p].dead or mates is not None and p not in mates:
            continue
        if slot.within is not None and not fx.distance_fits(rt.seat_distance(user, p), slot.compare, slot.within.evaluate(ctx)):
            continue
        out.append(p)
    return out


def targets_reason(rt, user: int, spec, ctx) -> str | None:
    for slot in spec.slots:
        found = len(player_targets(rt, user, slot, ctx))
        if not found:
            return "没有合法的目标角色"
        if found < slot.count and not slot.at_most:  # `两名目标角色`: that many different players (rule 7.11)
            return f"合法的目标角色不足{slot.count}名"
    if spec.card and not card_targets(rt, spec, user):
        if spec.card_kind is not None or spec.card_colour is not None or spec.card_name is not None or spec.card_point \
                or spec.card_targeting:
            return f"{rt.word('stack')}上没有可以指定的这种目标牌"
        return f"没有可以指定的目标牌（{rt.word('stack')}为空）"
    return None


def card_targets(rt, spec=None, user: int | None = None) -> list[StackEntry]:
    """Any card or skill on the stack except one that is resolving (rule 7.6, 8.6), top first; only those of
    the kind and colour the effect's target words name, if they name one; only those targeting the user (or
    another player) when the words say so (`以你为目标的目标牌`)."""
    targeting = spec.card_targeting if spec is not None else None
    if targeting is not None and user is not None:
        if targeting == "mates":  # a teammate of the user (the mode's teams)
            team = set(rt.mode.team_of(user, len(rt.state.players))) - {user}
            return [e for e in card_targets(rt, attrs.evolve(spec, card_targeting=None))
                    if any(p in team for p in e.player_targets)]
        return [e for e in card_targets(rt, attrs.evolve(spec, card_targeting=None))
                if any((p == user) == (targeting == "you") for p in e.player_targets)]
    kind = spec.card_kind if spec is not None else None
    colour = spec.card_colour if spec is not None else None
    name = spec.card_name if spec is not None else None
    point = spec.card_point if spec is not None else None
    return [e for e in reversed(rt.state.stack) if not e.resolving and (kind is None or e.kind == kind)
            and (colour is None or e.facts.get("colour") == colour)
            and (name is None or e.card is not None and rt.defn(e.card).name == name)
            and (point is None or e.facts.get("point") is not None
                 and fx.distance_fits(e.facts["point"], point[0], point[1]))]  # the same comparisons as a distance's


# -- costs ----------------------------------------------------------------------------------------


def cost_reason(rt, seat: int, step, ctx, exclude: int | None) -> str | None:
    return fx.cost_reason(step, rt, seat, ctx, exclude)


# -- what is being used ------------------------------------------------------------------------------


class Usable:
    """Everything needed to use one card effect or skill."""

    __slots__ = ("kind", "name", "prog", "owner", "card", "source", "facts", "defn", "key")

    def __init__(self, kind, name, prog, owner, card=None, source=None, facts=None, defn=None, key=None):
        self.kind, self.name, self.prog, self.owner = kind, name, prog, owner
        self.card, self.source, self.facts, self.defn, self.key = card, source, facts or {}, defn, key


def resolve_action(rt, seat: int, action) -> Usable:
    kind = action[0]
    if kind == "card":
        _, uid, idx = action
        d = rt.defn(uid)
        return Usable("card", f"「{d.name}」", rt.card_effect(uid, d.program.effects[idx]), seat, card=uid, source=uid,
                      facts=rt.card_facts(d), defn=d, key=("card", uid))
    if kind == "skill":
        _, def_id, src, idx = action
        d = rt.library[def_id]
        prog = d.program.effects[idx]
        name = f"「{d.name}」" if d.kind == "skill" else f"「{d.name}」的技能「{prog.text}」"
        owner = seat if src is None else rt.state.cards[src].owner
        return Usable("skill", name, prog, owner, source=src, facts=rt.blank_facts(), defn=d,
                      key=("skill", def_id, src, idx))
    extra = rt.resolve_extra(seat, action)
    if extra is not None:
        return extra
    raise ValueError(action)


def _ctx(rt, seat: int, u: Usable, targets=None, card_target=None) -> fx.Ctx:
    return fx.Ctx(rt, u.owner, seat, u.prog, source_card=u.source, targets=dict(targets or ()),
                  card_target=card_target, actor=seat)


def reason(rt, seat: int, u: Usable, ignore_timing: bool = False, free: bool = False) -> str | None:
    s = rt.state
    if s.players[seat].dead and not rt.acts_when_dead(seat, u):
        return "你已死亡，不能行动"
    if u.prog.once_per_turn and u.key in s.limited:
        return f"{rt.word('once_per_turn')}，本回合已经使用过"
    occasion = rt.occasion(u.prog)
    if occasion is not None and (u.key, occasion) in s.limited:
        return "这个时机已经使用过一次"
    if not ignore_timing:
        r = rt.timing_reason(seat, u.prog)
        if r:
            return r
    r = rt.use_reason(seat, u)
    if r:
        return r
    if len(s.stack) >= rt.limits.stack_depth:
        return f"{rt.word('stack')}已达上限（{rt.limits.stack_depth}）"
    if u.kind == "card" and not free:
        r = rt.card_cost_reason(seat, u.defn, False)
        if r:
            return r
    spec = u.prog.targets
    if not u.prog.costs and not spec.slots and not spec.card:
        return None
    ctx = _ctx(rt, seat, u)
    for step in u.prog.costs:
        r = cost_reason(rt, seat, step, ctx, u.card)
        if r:
            return r
    return targets_reason(rt, seat, spec, ctx)


# -- listing ---------------------------------------------------------------------------------------


def card_uses(d) -> list:
    """The segments a card is used by (rule 4.5): those that place the card (结附) if any, else every segment."""
    return d.program.uses


def usable_effects(rt, seat: int, uid: int, ignore_timing: bool = False, free: bool = False) -> list:
    d = rt.defn(uid)
    if ignore_timing:
        if rt.state.players[seat].dead:
            return []
        bad = frozenset()
    else:
        bad = rt.failing_timings(seat)
        if bad is None:
            return []  # dead: nothing is usable
    return [e for e in card_uses(d) if bad.isdisjoint(e.base_set) and _card_usable(rt, seat, uid, d, e, free)]


# -- fast usability (same answers as `reason(...) is None`, without building reasons) ----------------


def _common_ok(rt, seat: int, prog, u: Usable, free: bool) -> bool:
    """The checks of `reason` after timing, up to the costs and targets (seat alive)."""
    s = rt.state
    limited = s.limited
    if limited:
        if prog.once_per_turn and u.key in limited:
            return False
        occasion = rt.occasion(prog)
        if occasion is not None and (u.key, occasion) in limited:
            return False
    if rt.use_reason(seat, u):
        return False
    if len(s.stack) >= rt.limits.stack_depth:
        return False
    if u.kind == "card" and not free and not rt.card_payable(seat, u.defn):
        return False
    return True


def _card_usable(rt, seat: int, uid: int, d, e, free: bool) -> bool:
    """`reason(rt, seat, resolve_action(rt, seat, ("card", uid, e.index)), True, free) is None`."""
    u = Usable("card", "", e, seat, card=uid, source=uid, defn=d, key=("card", uid))
    if not _common_ok(rt, seat, e, u, free):
        return False
    return e.simple or _costs_and_targets_ok(rt, seat, u)


def _costs_and_targets_ok(rt, seat: int, u: Usable) -> bool:
    """The last checks of `reason`: the effect's costs can be paid and its targets exist."""
    ctx = _ctx(rt, seat, u)
    for step in u.prog.costs:
        if not fx.cost_ok(step, rt, seat, ctx, u.card):
            return False
    return targets_reason(rt, seat, u.prog.targets, ctx) is None


def skill_names(d, prog) -> set[str]:
    """The names a skill answers to: a built-in's name, or the skill's text — canonical, without its
    head, or as written on the card (with its `|`)."""
    if d.kind == "skill":
        return {d.name, prog.text}
    return {prog.text, prog.text.split("：", 1)[-1], prog.written} - {""}


def _skill_refs(d, src) -> tuple:
    """A skill refers to the card that grants it, or to its definition (a built-in skill)."""
    return card_ref(src) if src is not None else (("definition", d.id),)


def skill_label(d, prog) -> str:
    return f"「{d.name}」" if d.kind == "skill" else f"技能「{prog.text}」"


# What `options` screens by timing alone, remembered per (program, failing timings): the segments a
# card is used by and the skills that may be chosen (not 锁定) whose timings all hold. Failing
# timings are few shared frozensets in practice, so a seat that can respond to nothing is found
# without touching an effect. Bounded (card sets loaded one after another keep adding programs).
_SCREENED: dict = {}
_SCREEN_BOUND = 1 << 16
# The options themselves (label and refs are fixed for a card instance of one definition, or one
# skill of one source): built once, shared (an Option is immutable).
_OPTIONS: dict = {}


def _screened(program, bad: frozenset) -> tuple:
    """(card uses, usable skills) of `program` whose timings do not fail."""
    key = (program, bad)
    found = _SCREENED.get(key)
    if found is None:
        if len(_SCREENED) >= _SCREEN_BOUND:
            _SCREENED.clear()
        ok = bad.isdisjoint
        found = _SCREENED[key] = (
            tuple(e for e in program.uses if ok(e.base_set)),
            tuple(e for e in program.effects if not e.mandatory and ok(e.base_set)),
        )
    return found


def _cached_option(key, make) -> Option:
    option = _OPTIONS.get(key)
    if option is None:
        if len(_OPTIONS) >= _SCREEN_BOUND:
            _OPTIONS.clear()
        option = _OPTIONS[key] = make()
    return option


def options(rt, seat: int) -> list[Option]:
    """Everything `seat` may use now (not counting pass / end turn).

    The same answers as `reason(...) is None` for every card use and skill, in the order of the hand
    and of `skill_sources`, without building reasons. What is the same for every option of one call
    is asked once: the timings that fail (a seat with none that hold is done after the screens, see
    `_screened`), whether the stack has room, whether this turn has `limited` uses, whether a game
    rule may forbid a use at all (`Runtime.may_forbid`: when it may not, no `Usable` is built for a
    simple effect), and a card's cost once per card, not once per use."""
    s = rt.state
    bad = rt.failing_timings(seat)
    if bad is None:
        return []
    if type(bad) is not frozenset:
        bad = frozenset(bad)
    out: list[Option] = []
    defs, cards, is_hand_card = rt._defs, s.cards, rt.is_hand_card
    screened, cached = _SCREENED.get, _OPTIONS.get
    room = len(s.stack) < rt.limits.stack_depth  # `_common_ok`'s stack test: the same for every use
    limited = s.limited
    forbids = None  # `rt.may_forbid(seat)`, asked when the first use passes the screens
    for uid in rt.hand_zone(seat):
        d = defs[cards[uid].def_id]
        if not is_hand_card(d):
            option = rt.other_card_option(seat, uid, d, bad)
            if option is not None:
                out.append(option)
            continue
        uses = (screened((d.program, bad)) or _screened(d.program, bad))[0]
        if not uses or not room:
            continue
        key = ("card", uid)
        paid = None
        for e in uses:
            if limited and not _unlimited(rt, e, key, limited):
                continue
            u = None
            if forbids is None:
                forbids = rt.may_forbid(seat)
            if forbids:
                u = Usable("card", "", e, seat, card=uid, source=uid, defn=d, key=key)
                if rt.use_reason(seat, u):
                    continue
            if paid is None:
                paid = rt.card_payable(seat, d)
            if not paid:
                break  # the card's cost: the same for each of its uses
            if not e.simple:
                if u is None:
                    u = Usable("card", "", e, seat, card=uid, source=uid, defn=d, key=key)
                if not _costs_and_targets_ok(rt, seat, u):
                    continue
            option = cached((uid, d))
            if option is None:
                option = _cached_option((uid, d), lambda: Option(f"使用「{d.name}」", ("card", uid), card_ref(uid)))  # noqa: B023
            out.append(option)
            break
    if not room:
        return out  # every skill fails the stack test too
    for d, src in rt.skill_sources(seat):
        skills = (screened((d.program, bad)) or _screened(d.program, bad))[1]
        if not skills:
            continue
        owner = seat if src is None else cards[src].owner
        for prog in skills:
            action = ("skill", d.id, src, prog.index)
            if limited and not _unlimited(rt, prog, action, limited):
                continue
            u = None
            if forbids is None:
                forbids = rt.may_forbid(seat)
            if forbids or not prog.simple:
                u = Usable("skill", "", prog, owner, source=src, defn=d, key=action)
                if forbids and rt.use_reason(seat, u):
                    continue
                if not prog.simple and not _costs_and_targets_ok(rt, seat, u):
                    continue
            option = cached((d, src, prog))
            if option is None:
                option = _cached_option(
                    (d, src, prog), lambda: Option(skill_label(d, prog), action, _skill_refs(d, src)))  # noqa: B023
            out.append(option)
    return out


def _unlimited(rt, prog, key, limited) -> bool:
    """`_common_ok`'s 限定 tests: not used this turn (once per turn), nor at this moment."""
    if prog.once_per_turn and key in limited:
        return False
    occasion = rt.occasion(prog)
    return occasion is None or (key, occasion) not in limited


def hand_use_options(rt, seat: int, free: bool) -> list[Option]:
    out = []
    for uid in rt.hand_cards(seat):
        if usable_effects(rt, seat, uid, ignore_timing=True, free=free):
            out.append(Option(f"「{rt.defn(uid).name}」", ("card", uid), card_ref(uid)))
    return out


def choose_use(rt, seat: int, controller: int, uid: int, ignore_timing: bool, free: bool):
    """The version / segment to use (rule 7.1(1), 10.9): asked only when more than one can be used."""
    effects = usable_effects(rt, seat, uid, ignore_timing, free)
    if not effects:
        return None
    if len(effects) == 1:
        return ("card", uid, effects[0].index)
    opts = tuple(Option(e.text, ("card", uid, e.index), card_ref(uid)) for e in effects)
    return rt.ask(Decision(controller, "version", f"选择{rt.card_name(uid)}的版本或用法", opts))


# -- performing -------------------------------------------------------------------------------------


def _choose_targets(rt, controller: int, u: Usable, user: int):
    """The controller picks one player per target word, then the target card; the only legal
    choice is taken without asking (rule 1.4). None when some target has no legal choice."""
    spec = u.prog.targets
    ctx = _ctx(rt, user, u)
    chosen: list[tuple[str, int]] = []
    for slot in spec.slots:
        cands = player_targets(rt, user, slot, ctx)
        if not cands:
            return None
        word = rt.WORDS.get(slot.key, rt.WORDS["target_player"])
        prompt = f"为{u.name}选择{word}" if len(spec.slots) == 1 else f"为{u.name}选择「{word}」"
        if slot.count > 1:
            group = _choose_group(rt, controller, slot, cands, prompt)
            if group is None:
                return None
            chosen.extend(group)
            continue
        opts = tuple(Option(rt.pname(p), p, player_ref(p)) for p in cands)
        seat = cands[0] if len(cands) == 1 else rt.ask(Decision(controller, "target_player", prompt, opts))
        chosen.append((slot.key, seat))
    ct = None
    if spec.card:
        cands = card_targets(rt, spec, controller)
        if not cands:
            return None
        opts = tuple(Option(e.name, e.uid, (("entry", e.uid),)) for e in cands)
        ct = cands[0].uid if len(cands) == 1 else rt.ask(Decision(controller, "target_card", f"为{u.name}选择目标牌", opts))
    return tuple(chosen), ct


DONE = "done"  # the option that ends choosing `至多N名` targets


def _choose_group(rt, controller: int, slot, cands: list[int], prompt: str):
    """`两名目标角色`: `slot.count` different players, one decision each; with as many legal players as are wanted
    all are taken without asking (rule 1.4). `至多两名…`: after the first, the controller may stop (完成选择).
    None when there are fewer legal players than an exact count wants (rule 7.11)."""
    if len(cands) < slot.count and not slot.at_most:
        return None
    if len(cands) <= slot.count and not slot.at_most:
        return [(slot.member(i), p) for i, p in enumerate(cands)]
    picked: list[int] = []
    while len(picked) < slot.count:
        left = [p for p in cands if p not in picked]
        if not left:
            break
        opts = tuple(Option(rt.pname(p), p, player_ref(p)) for p in left)
        if picked and slot.at_most:
            opts += (Option("完成选择", DONE),)
        if len(opts) == 1:
            seat = left[0]
        else:
            seat = rt.ask(Decision(controller, "target_player", f"{prompt}（第{len(picked) + 1}名，至多{slot.count}名）"
                                   if slot.at_most else f"{prompt}（第{len(picked) + 1}名，共{slot.count}名）", opts))
        if seat == DONE:
            break
        picked.append(seat)
    return [(slot.member(i), p) for i, p in enumerate(picked)]


def perform(rt, seat: int, action, controller: int | None = None, free: bool = False, virtual: bool = False,
            ignore_timing: bool = False, event_actor: int | None = None) -> bool:
    """`seat` uses the card or skill; `controller` (default `seat`) chooses targets and controls it."""
    s = rt.state
    extra = rt.perform_extra(seat, action)
    if extra is not None:
        return extra
    controller = seat if controller is None else controller
    if action[0] == "card" and len(action) == 2:
        chosen = choose_use(rt, seat, controller, action[1], ignore_timing, free)
        if chosen is None:
            rt.log("fail", seat, f"{rt.card_name(action[1])}无法使用")
            return False
        action = chosen
    u = resolve_action(rt, seat, action)
    why = reason(rt, seat, u, ignore_timing=ignore_timing, free=free)
    if why is not None:
        rt.log("fail", seat, f"{u.name}无法使用：{why}")
        return False
    occasion = rt.occasion(u.prog)
    if u.card is not None:  # rule 7.1(3): the card leaves the hand for the stack, then targets are chosen
        c = s.mut(u.card)
        rt._remove_from_zone(u.card)
        c.zone, c.zone_owner, c.face_up, c.seen_by, c.tapped = "stack", None, True, frozenset(), False
        c.controller = controller
        c.virtual = c.virtual or virtual
    targets = _choose_targets(rt, controller, u, seat)
    if targets is None:
        rt.log("fail", seat, f"{u.name}没有合法的目标")
        if u.card is not None:
            rt.move_card(u.card, rt.schema.role("hand"), seat, log=False)
        return False
    pt, ct = targets
    ctx = _ctx(rt, seat, u, pt, ct)
    # rule 7.5(b): a cost known only once the targets are chosen (X of the target card) is checked whole before
    # anything is paid; a use that cannot pay it does not happen and the card goes back to the hand
    if not all(fx.cost_ok(step, rt, seat, ctx, u.card) for step in u.prog.costs):
        rt.log("fail", seat, f"{u.name}的代价未能支付")
        if u.card is not None:
            rt.move_card(u.card, rt.schema.role("hand"), seat, log=False)
        return False
    uid = s.new_uid()
    aims = [rt.pname(seat_) for _key, seat_ in pt]
    if ct is not None:
        aims.append(s.entry(ct).name)
    shown = f"（目标：{'、'.join(aims)}）" if aims else ""
    pays = u.kind == "card" and rt.card_has_cost(u.defn)
    free_note = rt.word("free") if free and pays else ""
    rt.log("use", seat, f"{rt.pname(seat)}使用{u.name}{shown}{free_note}", uid, u.kind)
    for step in u.prog.costs:
        if not step.run(ctx):
            rt.log("fail", seat, f"{u.name}的代价未能支付")
            return False
    if pays and not free:
        rt.pay_card_cost(seat, u.defn)
    entry = StackEntry(
        uid, u.kind, u.name, controller, u.owner, u.prog, card=u.card, source=u.source, targets=pt,
        card_target=ct, virtual=virtual, facts=u.facts,
        def_id=u.key[1] if u.kind == "skill" else None, event_actor=event_actor,
        carried=fx.carried_amounts(ctx) if u.prog.costs else (),
    )
    if not rt.push(entry):
        if u.card is not None:
            rt.move_card(u.card, rt.schema.role("discard"))
        return False
    if u.kind == "card":
        s.cards_used = s.cards_used | {seat}
    if u.prog.once_per_turn:
        s.limited = s.limited | {u.key}
    if occasion is not None:
        s.limited = s.limited | {(u.key, occasion)}
    rt.after_use(seat, u)
    rt.check()
    rt.entered_stack(entry)
    return True


def use_virtual(rt, controller: int, owner: int, program, verb: str) -> bool:
    """执行: a 虚拟 card with this effect is created and used without paying its cost."""
    s = rt.state
    u = Usable("card", f"{verb}「{program.text}」", program, owner)
    if targets_reason(rt, controller, program.targets, _ctx(rt, controller, u)):
        rt.log("fail", controller, f"{u.name}没有合法的目标")
        return False
    pt, ct = _choose_targets(rt, controller, u, controller)
    entry = StackEntry(s.new_uid(), "card", u.name, controller, owner, program, targets=pt, card_target=ct,
                       virtual=True, facts=rt.blank_facts())
    if not rt.push(entry):
        return False
    s.cards_used = s.cards_used | {controller}
    rt.after_virtual_use(controller)
    rt.log("execute", controller, f"{rt.pname(controller)}{u.name}", entry.uid)
    rt.check()
    rt.entered_stack(entry)
    return True


def use_from_hand_by_effect(rt, seat: int, controller: int, free: bool, virtual: bool, among=None,
                            used: list | None = None) -> bool:
    """使用N张手牌 (one at a time): timing is granted by the effect; cost and targets still apply (rule 7.7).
    `among`: (which hand cards may be used, their description) — `使用1张红色手牌` — or None for any. `used`: the
    card chosen is appended to it (a later 该牌 names it)."""
    opts = rt.recall(hand_use_options, seat, free)
    if among is not None:
        opts = [o for o in opts if among[0](o.value[1])]
    if not opts:
        if among is not None:
            rt.log("fail", seat, f"{rt.pname(seat)}没有可以使用的{among[1]}手牌")
            return False
        rt.log("fail", seat, f"{rt.pname(seat)}没有可以使用的手牌")
        return False
    action = opts[0].value if len(opts) == 1 else rt.ask(Decision(seat, "card", "选择要使用的手牌", tuple(opts)))
    if used is not None and action[0] == "card":
        used.append(action[1])
    return perform(rt, seat, action, controller, free=free, virtual=virtual, ignore_timing=True)


def use_specific(rt, seat: int, uid: int, controller: int, free: bool) -> bool:
    if not rt.is_hand_card(rt.defn(uid)):
        rt.log("fail", seat, f"{rt.card_name(uid)}不能这样使用")
        return False
    return perform(rt, seat, ("card", uid), controller, free=free, ignore_timing=True)


# -- triggers ------------------------------------------------------------------------------------------


def fire(rt, seat: int, trigger: str) -> None:
    """Queue the automatic uses; each is used once the stack is back to its depth now (rule 9.8)."""
    s = rt.state
    depth = len(s.stack)
    items = tuple((depth, seat, action) for action in rt.triggered(seat, trigger))
    s.triggers = items + s.triggers


def auto_use(rt, seat: int, action, event_actor: int | None = None) -> None:
    """`event_actor`: for an event trigger, the player whose action it answers (who 其 names in its effect)."""
    u = resolve_action(rt, seat, action)
    controller = seat if u.source is None else rt.state.cards[u.source].controller
    why = reason(rt, seat, u, ignore_timing=True)
    if why is None:
        perform(rt, seat, action, controller, ignore_timing=True, event_actor=event_actor)
    else:
        rt.log("trigger", seat, f"{u.name}未能自动使用：{why}")
