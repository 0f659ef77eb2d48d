"""Using cards and skills: timing, costs, targets, and putting them on the stack.

`reason(...)` says why something cannot be used now (None when it can); `options(...)`
lists what a player may use; `perform(...)` uses one thing (choosing targets, paying
costs, pushing the stack entry, firing 锁定 响应/追加 triggers).
"""

from __future__ import annotations

from functools import lru_cache

from zhdsl.engine import program as fx
from zhdsl.engine import energy as en
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.stack import StackEntry

# -- timing ---------------------------------------------------------------------------------------


def _active(rt, seat) -> bool:
    s = rt.state
    return s.active == seat and s.phase == "main" and not s.stack


def timing_reason(rt, seat: int, prog) -> str | None:
    """Why the effect's timings do not all hold now for `seat` (rule 9), or None."""
    s = rt.state
    window = s.entry(s.window_entry)
    for t in prog.base:
        if t == "ACTIVE" and not _active(rt, seat):
            return "时机不符：「主动」只能在自己的回合内、没有牌正在结算时使用"
        if t == "INSTANT" and not (_active(rt, seat) or s.stack):
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


def _occasion(rt, prog):
    """A timing that is a moment (回合开始, 回合结束, 响应, 追加) allows one use per moment (D4)."""
    s = rt.state
    if prog.timings & {"RESPONSE", "FOLLOWUP"}:
        return ("entry", s.window_entry)
    if prog.timings & {"TURN_START", "TURN_END"}:
        return ("phase", s.phase)
    return None


# -- targets --------------------------------------------------------------------------------------


def player_targets(rt, user: int, slot, ctx) -> list[int]:
    """Legal players for one target word (rule 7.6): living; not the user for 目标其他角色;
    within the distance for 距离N以内的目标角色."""
    s = rt.state
    out = []
    for p in s.order_from(user):
        if slot.other and p == user:
            continue
        if slot.within is not None and s.distance(user, p) > slot.within.evaluate(ctx):
            continue
        out.append(p)
    return out


def targets_reason(rt, user: int, spec, ctx) -> str | None:
    for slot in spec.slots:
        if not player_targets(rt, user, slot, ctx):
            return "没有合法的目标角色"
    if spec.card and not card_targets(rt):
        return "没有可以指定的目标牌（堆叠为空）"
    return None


def card_targets(rt) -> list[StackEntry]:
    """Any card or skill on the stack except one that is resolving (rule 7.6, 8.6), top first."""
    return [e for e in reversed(rt.state.stack) if not e.resolving]


# -- costs ----------------------------------------------------------------------------------------


def cost_reason(rt, seat: int, step, ctx, exclude: int | None) -> str | None:
    return fx.cost_reason(step, rt, seat, ctx, exclude)


# -- what is being used ------------------------------------------------------------------------------


class Usable:
    """Everything needed to use one card effect or skill."""

    __slots__ = ("kind", "name", "prog", "owner", "card", "source", "facts", "cost", "key")

    def __init__(self, kind, name, prog, owner, card=None, source=None, facts=None, cost=(), key=None):
        self.kind, self.name, self.prog, self.owner = kind, name, prog, owner
        self.card, self.source, self.facts, self.cost, self.key = card, source, facts or {}, cost, key


def resolve_action(rt, seat: int, action) -> Usable:
    kind = action[0]
    if kind == "card":
        _, uid, idx = action
        d = rt.defn(uid)
        return Usable("card", f"「{d.name}」", d.program.effects[idx], seat, card=uid, source=uid,
                      facts={"point": d.point, "colour": d.colour}, cost=d.cost, key=("card", uid))
    if kind == "skill":
        _, def_id, src, idx = action
        d = rt.library[def_id]
        prog = d.program.effects[idx]
        name = f"「{d.name}」" if d.kind == "skill" else f"「{d.name}」的技能「{prog.text}」"
        owner = seat if src is None else rt.state.cards[src].owner
        return Usable("skill", name, prog, owner, source=src, key=("skill", def_id, src, idx))
    raise ValueError(action)


def _is_arrange(rt, u: Usable) -> bool:
    """The built-in 调度 skill (rule 7.9: not twice in a row)."""
    return u.kind == "skill" and rt.library[u.key[1]].kind == "skill" and rt.library[u.key[1]].name == "调度"


def _ctx(rt, seat: int, u: Usable, targets=None, card_target=None) -> fx.Ctx:
    return fx.Ctx(rt, u.owner, seat, u.prog, source_card=u.source, targets=dict(targets or ()),
                  card_target=card_target, actor=seat)


def reason(rt, seat: int, u: Usable, ignore_timing: bool = False, free: bool = False) -> str | None:
    s = rt.state
    if s.players[seat].dead:
        return "你已死亡，不能行动"
    if u.prog.once_per_turn and u.key in s.limited:
        return "「限定」：每回合限1次，本回合已经使用过"
    occasion = _occasion(rt, u.prog)
    if occasion is not None and (u.key, occasion) in s.limited:
        return "这个时机已经使用过一次"
    if not ignore_timing:
        r = timing_reason(rt, seat, u.prog)
        if r:
            return r
    if _is_arrange(rt, u) and s.players[seat].arranged_last:
        return "不能连续进行调度"
    if len(s.stack) >= rt.limits.stack_depth:
        return f"堆叠已达上限（{rt.limits.stack_depth}）"
    if u.cost and not free and not en.can_pay(s.players[seat].energy, u.cost):
        return f"精力不足：需要{en.text(u.cost)}，现有{en.text(s.players[seat].energy)}"
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


def _segments(text: str) -> list[str]:
    """The segments of a card text as written (split at 。/；)."""
    return [seg.strip() for seg in text.replace("；", "。").split("。") if seg.strip()]


@lru_cache(maxsize=1024)
def _version_texts(segment: str) -> frozenset:
    """Canonical texts of every `|` version (and head alternative) of one written segment."""
    from zhdsl.pipeline import CompileError, compile_text

    try:
        return frozenset(e.text for program in compile_text(segment) for e in program.effects)
    except CompileError:
        return frozenset()


def skill_names(d, prog) -> set[str]:
    """The names a skill answers to: a built-in's name, or the skill's text — canonical, without its
    head, or as written on the card (with its `|`)."""
    if d.kind == "skill":
        return {d.name, prog.text}
    names = {prog.text, prog.text.split("：", 1)[-1]}
    names.update(seg for seg in _segments(d.text) if prog.text in _version_texts(seg))
    return names


def skill_sources(rt, seat: int):
    lord = rt.lord_card(seat)
    yield rt.lord_def(seat), lord
    for d in rt.mode.builtin_skills(rt.library):
        yield d, None


def card_uses(d) -> list:
    """The segments a card is used by (rule 4.5): those with 结附 if any, else every segment."""
    return d.program.uses


def usable_effects(rt, seat: int, uid: int, ignore_timing: bool = False, free: bool = False) -> list:
    d = rt.defn(uid)
    if ignore_timing:
        if rt.state.players[seat].dead:
            return []
        bad = frozenset()
    else:
        bad = _failing_timings(rt, seat)
        if bad is None:
            return []  # dead: nothing is usable
    return [e for e in card_uses(d) if not (bad & e.base_set) and _card_usable(rt, seat, uid, d, e, free)]


# -- fast usability (same answers as `reason(...) is None`, without building reasons) ----------------


def _failing_timings(rt, seat: int):
    """The timings of `timing_reason` that do not hold now for `seat`; None when `seat` is dead."""
    s = rt.state
    if s.players[seat].dead:
        return None
    bad = set()
    active = s.active == seat and s.phase == "main" and not s.stack
    if not active:
        bad.add("ACTIVE")
        if not s.stack:
            bad.add("INSTANT")
    window = s.entry(s.window_entry) if s.window_entry is not None else None
    targets = window.player_targets if window is not None and window.kind == "card" else None
    if not (targets is not None and window.controller != seat and seat in targets):
        bad.add("RESPONSE")
    if not (targets is not None and window.controller == seat and any(p != seat for p in targets)):
        bad.add("FOLLOWUP")
    if not (s.active == seat and s.phase == "start"):
        bad.add("TURN_START")
    if not (s.active == seat and s.phase == "end"):
        bad.add("TURN_END")
    return bad


_PAYABLE: dict = {}


def _can_pay_energy(pool: dict, cost) -> bool:
    key = (tuple(pool.items()), cost)
    ok = _PAYABLE.get(key)
    if ok is None:
        if len(_PAYABLE) > 4096:
            _PAYABLE.clear()
        ok = _PAYABLE[key] = en.can_pay(pool, cost)
    return ok


def _common_ok(rt, seat: int, prog, key, cost, free: bool, arrange: bool) -> bool:
    """The checks of `reason` after timing, up to the costs and targets (seat alive)."""
    s = rt.state
    limited = s.limited
    if limited:
        if prog.once_per_turn and key in limited:
            return False
        occasion = _occasion(rt, prog)
        if occasion is not None and (key, occasion) in limited:
            return False
    if arrange and s.players[seat].arranged_last:
        return False
    if len(s.stack) >= rt.limits.stack_depth:
        return False
    if cost and not free and not _can_pay_energy(s.players[seat].energy, cost):
        return False
    return True


def _card_usable(rt, seat: int, uid: int, d, e, free: bool) -> bool:
    """`reason(rt, seat, resolve_action(rt, seat, ("card", uid, e.index)), True, free) is None`."""
    if not _common_ok(rt, seat, e, ("card", uid), d.cost, free, False):
        return False
    return e.simple or _costs_and_targets_ok(rt, seat, Usable("card", "", e, seat, card=uid, source=uid))


def _costs_and_targets_ok(rt, seat: int, u: Usable) -> bool:
    """The last checks of `reason`: the effect's costs can be paid and its targets exist."""
    ctx = _ctx(rt, seat, u)
    for step in u.prog.costs:
        if cost_reason(rt, seat, step, ctx, u.card):
            return False
    return targets_reason(rt, seat, u.prog.targets, ctx) is None


def options(rt, seat: int) -> list[Option]:
    """Everything `seat` may use now (not counting pass / end turn)."""
    s = rt.state
    bad = _failing_timings(rt, seat)
    if bad is None:
        return []
    out: list[Option] = []
    active = "ACTIVE" not in bad
    for uid in s.players[seat].hand:
        d = rt.defn(uid)
        if d.kind == "lord":
            if active:
                out.append(Option(f"使用领主「{d.name}」", ("lord", uid)))
            continue
        for e in card_uses(d):
            if not (bad & e.base_set) and _card_usable(rt, seat, uid, d, e, False):
                out.append(Option(f"使用「{d.name}」", ("card", uid)))
                break
    lord = rt.lord_card(seat)  # as `skill_sources`, without looking the lord up twice
    sources = [(rt.defn(lord) if lord is not None else rt.mode.default_lord(rt.library), lord)]
    sources.extend((d, None) for d in rt.mode.builtin_skills(rt.library))
    for d, src in sources:
        arrange = d.kind == "skill" and d.name == "调度"
        for prog in d.program.effects:
            if prog.mandatory or bad & prog.base_set:
                continue
            action = ("skill", d.id, src, prog.index)
            if not _common_ok(rt, seat, prog, action, (), False, arrange):
                continue
            if prog.simple or _costs_and_targets_ok(
                rt, seat, Usable("skill", "", prog, seat if src is None else s.cards[src].owner, source=src)
            ):
                label = f"「{d.name}」" if d.kind == "skill" else f"技能「{prog.text}」"
                out.append(Option(label, action))
    return out


def hand_use_options(rt, seat: int, free: bool) -> list[Option]:
    out = []
    for uid in rt.hand_cards(seat):
        if usable_effects(rt, seat, uid, ignore_timing=True, free=free):
            out.append(Option(f"「{rt.defn(uid).name}」", ("card", uid)))
    return out


def choose_use(rt, seat: int, controller: int, uid: int, ignore_timing: bool, free: bool):
    """The version / segment to use (rule 7.1(1), 10.9): asked only when more than one can be used."""
    effects = usable_effects(rt, seat, uid, ignore_timing, free)
    if not effects:
        return None
    if len(effects) == 1:
        return ("card", uid, effects[0].index)
    opts = tuple(Option(e.text, ("card", uid, e.index)) for e in effects)
    return rt.ask(Decision(controller, "version", f"选择{rt.card_name(uid)}的版本或用法", opts))


# -- performing -------------------------------------------------------------------------------------


_SLOT_WORDS = {"target_player": "目标角色", "target_other": "目标其他角色"}


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
        word = _SLOT_WORDS.get(slot.key, "目标角色")
        prompt = f"为{u.name}选择{word}" if len(spec.slots) == 1 else f"为{u.name}选择「{word}」"
        opts = tuple(Option(rt.pname(p), p) for p in cands)
        seat = cands[0] if len(cands) == 1 else rt.ask(Decision(controller, "target_player", prompt, opts))
        chosen.append((slot.key, seat))
    ct = None
    if spec.card:
        cands = card_targets(rt)
        if not cands:
            return None
        opts = tuple(Option(e.name, e.uid) for e in cands)
        ct = cands[0].uid if len(cands) == 1 else rt.ask(Decision(controller, "target_card", f"为{u.name}选择目标牌", opts))
    return tuple(chosen), ct


def perform(rt, seat: int, action, controller: int | None = None, free: bool = False, virtual: bool = False,
            ignore_timing: bool = False) -> bool:
    """`seat` uses the card or skill; `controller` (default `seat`) chooses targets and controls it."""
    s = rt.state
    if action[0] == "lord":
        change_lord(rt, seat, action[1])
        return True
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
    occasion = _occasion(rt, u.prog)
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
            rt.move_card(u.card, "hand", seat, log=False)
        return False
    pt, ct = targets
    uid = s.new_uid()
    aims = [rt.pname(seat_) for _key, seat_ in pt]
    if ct is not None:
        aims.append(s.entry(ct).name)
    shown = f"（目标：{'、'.join(aims)}）" if aims else ""
    free_note = "（不支付精力）" if free and u.cost else ""
    rt.log("use", seat, f"{rt.pname(seat)}使用{u.name}{shown}{free_note}", uid, u.kind)
    ctx = _ctx(rt, seat, u, pt, ct)
    for step in u.prog.costs:
        if not step.run(ctx):
            rt.log("fail", seat, f"{u.name}的代价未能支付")
            return False
    if u.cost and not free:
        en.pay(s.players[seat].energy, u.cost)
    entry = StackEntry(
        uid, u.kind, u.name, controller, u.owner, u.prog, card=u.card, source=u.source, targets=pt,
        card_target=ct, virtual=virtual, facts=u.facts,
        def_id=u.key[1] if u.kind == "skill" else None,
    )
    if not rt.push(entry):
        if u.card is not None:
            rt.move_card(u.card, "past")
        return False
    if u.prog.once_per_turn:
        s.limited = s.limited | {u.key}
    if occasion is not None:
        s.limited = s.limited | {(u.key, occasion)}
    s.players[seat].arranged_last = _is_arrange(rt, u)
    rt.check()
    fire_target_triggers(rt, entry)
    return True


def use_virtual(rt, controller: int, owner: int, program) -> bool:
    """执行: a 虚拟 card with this effect is created and used without paying 精力."""
    s = rt.state
    u = Usable("card", f"执行「{program.text}」", program, owner)
    if targets_reason(rt, controller, program.targets, _ctx(rt, controller, u)):
        rt.log("fail", controller, f"{u.name}没有合法的目标")
        return False
    pt, ct = _choose_targets(rt, controller, u, controller)
    entry = StackEntry(s.new_uid(), "card", u.name, controller, owner, program, targets=pt, card_target=ct,
                       virtual=True)
    if not rt.push(entry):
        return False
    rt.log("execute", controller, f"{rt.pname(controller)}{u.name}", entry.uid)
    rt.check()
    fire_target_triggers(rt, entry)
    return True


def use_from_hand_by_effect(rt, seat: int, controller: int, free: bool, virtual: bool) -> bool:
    """使用N张手牌 (one at a time): timing is granted by the effect; cost and targets still apply (rule 7.7)."""
    opts = rt.recall(hand_use_options, seat, free)
    if not opts:
        rt.log("fail", seat, f"{rt.pname(seat)}没有可以使用的手牌")
        return False
    action = opts[0].value if len(opts) == 1 else rt.ask(Decision(seat, "card", "选择要使用的手牌", tuple(opts)))
    return perform(rt, seat, action, controller, free=free, virtual=virtual, ignore_timing=True)


def use_specific(rt, seat: int, uid: int, controller: int, free: bool) -> bool:
    d = rt.defn(uid)
    if d.kind != "general":
        rt.log("fail", seat, f"{rt.card_name(uid)}不是通用牌，无法使用")
        return False
    return perform(rt, seat, ("card", uid), controller, free=free, ignore_timing=True)


def change_lord(rt, seat: int, uid: int) -> None:
    """A lord used from hand: enters the 领主区 tapped, spends all 精力 and 物资; the old lord goes to hand."""
    s = rt.state
    p = s.players[seat]
    old = rt.lord_card(seat)
    if old is not None:
        rt.move_card(old, "hand", seat, log=False)
    rt.move_card(uid, "lord", seat, log=False)
    s.mut(uid).tapped = True
    p.energy = {}
    p.supply = 0
    p.arranged_last = False
    rt.sync_lord(seat)
    rt.log("lord", seat, f"{rt.pname(seat)}更换领主为{rt.card_name(uid)}，消耗所有精力与物资", uid)
    rt.check()


# -- triggers ------------------------------------------------------------------------------------------


def triggered(rt, seat: int, trigger: str) -> list[tuple]:
    """Automatic uses for `seat` at this trigger, in order (rule 9.8): 锁定 lord skills, then the
    timed effects of 结界区 and 造物区 cards (rule 13.3)."""
    out = []
    d = rt.lord_def(seat)
    for prog in d.program.effects:
        if prog.mandatory and trigger in prog.timings:
            out.append(("skill", d.id, rt.lord_card(seat), prog.index))
    p = rt.state.players[seat]
    for uid in p.ward + p.creation:
        wd = rt.defn(uid)
        for prog in wd.program.effects:
            if trigger in prog.timings:
                out.append(("skill", wd.id, uid, prog.index))
    return out


def fire(rt, seat: int, trigger: str) -> None:
    """Queue the automatic uses; each is used once the stack is back to its depth now (rule 9.8)."""
    s = rt.state
    depth = len(s.stack)
    items = tuple((depth, seat, action) for action in triggered(rt, seat, trigger))
    s.triggers = items + s.triggers


def auto_use(rt, seat: int, action) -> None:
    u = resolve_action(rt, seat, action)
    controller = seat if u.source is None else rt.state.cards[u.source].controller
    why = reason(rt, seat, u, ignore_timing=True)
    if why is None:
        perform(rt, seat, action, controller, ignore_timing=True)
    else:
        rt.log("trigger", seat, f"{u.name}未能自动使用：{why}")


def fire_target_triggers(rt, entry: StackEntry) -> None:
    """After a general card enters: 锁定 响应 of the players it targets, 锁定 追加 of its user (9.4, 9.5)."""
    if entry.kind != "card":
        return
    for p in rt.state.order_from(rt.state.active):
        if p in entry.player_targets and p != entry.controller:
            fire(rt, p, "RESPONSE")
    if any(p != entry.controller for p in entry.player_targets):
        fire(rt, entry.controller, "FOLLOWUP")
