"""Playing cards and using abilities (rules 9, 10.5, 19.3): what a player may do now, the costs,
and putting a card into play or on the chain."""

from __future__ import annotations

import attrs

from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.stack import StackEntry
from zhdsl.games.riftbound import effects, payment, statics, triggers, verbs


@attrs.frozen
class CardPlay:
    """A spell's chain entry: the card and what was paid for it."""

    card: int
    paid_extra: bool
    mana_paid: int
    repeat: bool
    here: object


@attrs.frozen
class AbilityUse:
    ability: object
    source: int


def speed_of(rt, uid: int) -> str | None:
    """反应, 迅捷 or None: the card's own permission (rules 9.1, 19.1, 19.2)."""
    kw = rt.defn(uid).keywords
    if kw.get("反应") or (rt.card(uid).zone == "facedown"):
        return "反应"
    if kw.get("迅捷"):
        return "迅捷"
    if kw.get("灵便"):
        return "反应"
    return None


def timing_ok(rt, seat: int, speed: str | None) -> bool:
    """Rule 9.1: no speed — your main phase, neutral open; 迅捷 — also a showdown with focus and an
    empty chain; 反应 — also whenever you hold priority with a chain."""
    s = rt.state
    showdown = s.mode_data.get("showdown")
    if s.stack:
        return speed == "反应"
    if showdown is not None:
        return speed in ("反应", "迅捷")
    return seat == s.active and s.phase == "main"


def card_cost(rt, seat: int, uid: int) -> tuple[int, tuple]:
    d = rt.defn(uid)
    mana = d.mana or 0
    reduce, floor = statics.cost_reduction(rt, seat, uid)
    mana = max(min(mana, floor), mana - reduce) if reduce else mana
    if rt.card(uid).zone == "facedown":
        mana = 0
        power = ()
    else:
        colours = frozenset(d.colours) if d.colours else None
        power = tuple((colours if colours else "A") for _ in range(d.power_cost or 0))
    return max(0, mana), power


def _extra_cost_clauses(d):
    """`你必须…，作为打出我的额外费用` (required) and `你可以选择支付…，作为…` (optional) (rule 9.6)."""
    required, optional = [], []
    for ability in d.program.abilities:
        for sentence in ability.sentences:
            clauses = sentence.part("clauses")
            if clauses is None or not any(c.kind == "extra_cost" for c in clauses.parts):
                continue
            for c in clauses.parts:
                if c.kind == "optional":
                    optional.extend(c.parts[0].parts)
                elif c.kind == "clause":
                    vp = c.parts[-1]
                    (required if not (vp.kind == "vp" and False) else optional).append(c)
    return required, optional


def is_extra_cost_ability(ability) -> bool:
    return any(c.kind == "extra_cost" for s in ability.sentences
               for c in (s.part("clauses").parts if s.part("clauses") else ()))


def card_options(rt, seat: int) -> list[Option]:
    s = rt.state
    p = s.players[seat]
    out = []
    for zone in ("hand", "champion"):
        for uid in getattr(p, zone):
            if rt.defn(uid).base not in ("unit", "gear", "spell"):
                continue
            if reason(rt, seat, uid) is None:
                out.append(Option(f"打出{rt.card_name(uid)}", ("play", uid)))
    for uid in s.zones["facedown"]:
        c = rt.card(uid)
        if c.controller == seat and c.marks.get("hidden_turn") != s.turn and reason(rt, seat, uid) is None:
            out.append(Option(f"从待命打出{rt.card_name(uid)}", ("play", uid)))
    return out


def reason(rt, seat: int, uid: int) -> str | None:
    """Why `seat` cannot play card `uid` now (Chinese), or None."""
    d = rt.defn(uid)
    speed = speed_of(rt, uid)
    if d.base == "unit" and d.keywords.get("伏击") and not timing_ok(rt, seat, speed):
        if any(seat in rt.controllers_at(b) for b in rt.battlefields()) and timing_ok(rt, seat, "反应"):
            speed = "反应"
    if not timing_ok(rt, seat, speed):
        return "时机不符"
    mana, power = card_cost(rt, seat, uid)
    if not rt.can_afford(seat, mana, power):
        return "费用不足"
    required, _optional = _extra_cost_clauses(d)
    ctx = effects.Ctx(rt, seat, uid)
    if not all(verbs.can_pay(ctx, c) for c in required):
        return "额外费用无法支付"
    return None


def play_card(rt, seat: int, uid: int) -> None:
    """Rule 9.2: choose the location and optional costs, pay, then a unit or gear enters the board and a
    spell goes on the chain."""
    s = rt.state
    d = rt.defn(uid)
    facedown = rt.card(uid).zone == "facedown"
    hidden_at = rt.card(uid).marks.get("at") if facedown else None
    mana, power = card_cost(rt, seat, uid)
    ctx = effects.Ctx(rt, seat, uid)
    required, optional = _extra_cost_clauses(d)
    paid_extra = False
    repeat = False
    ready = False
    kw = d.keywords
    if kw.get("急速"):
        colour = frozenset(d.colours) if len(d.colours) == 1 else "A"
        if rt.can_afford(seat, mana + 1, power + (colour,)):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付急速（{{1}}和1点符能），使其以活跃状态进场？",
                               (Option("支付急速", True), Option("不支付", False)))):
                mana, power, ready = mana + 1, power + (colour,), True
    for clause in optional:
        from zhdsl.games.riftbound.verbs.pay import cost_of

        extra_mana, extra_power = cost_of(clause)
        if rt.can_afford(seat, mana + extra_mana, power + extra_power):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付额外费用？",
                               (Option("支付", True), Option("不支付", False)))):
                mana, power, paid_extra = mana + extra_mana, power + extra_power, True
    for extra_mana, colours in [(m, c) for a in d.program.abilities for (m, c) in a.repeat]:
        if rt.can_afford(seat, mana + extra_mana, power + tuple(colours)):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付回响，让效果再执行一次？",
                               (Option("支付回响", True), Option("不支付", False)))):
                mana, power, repeat = mana + extra_mana, power + tuple(colours), True
    where = None
    if d.base == "unit":
        where = choose_location(rt, seat, uid, hidden_at)
    if not rt.pay(seat, mana, power):
        rt.log("refuse", seat, f"{rt.card_name(uid)}的费用无法支付")
        return
    for clause in required:
        effects.run_clause(ctx, clause)
    rt.log("play", seat, f"{rt.pname(seat)}打出{rt.card_name(uid)}", uid)
    if d.base == "spell":
        entry = s.new_uid()
        rt.put(uid, "stack", seat)
        s.mut(uid).zone = "stack"
        s.stack.append(StackEntry(entry, "card", rt.card_name(uid), seat, seat,
                                  CardPlay(uid, paid_extra, mana, repeat, ("bf", hidden_at) if hidden_at else None),
                                  card=uid))
        s.passed = frozenset()
        return
    s.mode_data["from_hidden"] = facedown
    put_into_play(rt, seat, uid, where, ready=ready, paid_extra=paid_extra, mana_paid=mana)
    s.mode_data["from_hidden"] = False


def choose_location(rt, seat: int, uid: int, hidden_at=None):
    """Rule 9.2(2): your base or a battlefield you control (伏击: one where you have units; from face
    down: its battlefield)."""
    if hidden_at is not None:
        return ("bf", hidden_at)
    d = rt.defn(uid)
    places = [("base", seat)]
    for b in rt.battlefields():
        if rt.bf_controller(b) == seat or (d.keywords.get("伏击") and seat in rt.controllers_at(b)):
            places.append(("bf", b))
    if len(places) == 1:
        return places[0]
    return rt.ask(Decision(seat, "choice", f"{rt.card_name(uid)}打出到哪里？",
                           tuple(Option(rt.location_name(w), w) for w in places)))


def put_into_play(rt, seat: int, uid: int, where=None, ready=False, free=False, paid_extra=False, mana_paid=0) -> None:
    s = rt.state
    d = rt.defn(uid)
    c = s.mut(uid)
    c.controller = seat
    if d.base == "spell":
        entry = s.new_uid()
        rt.put(uid, "stack", seat)
        s.mut(uid).zone = "stack"
        s.stack.append(StackEntry(entry, "card", rt.card_name(uid), seat, seat, CardPlay(uid, False, 0, False, where), card=uid))
        return
    where = where if (where and d.base == "unit") else ("base", seat)
    ready = ready or (d.base == "gear") or statics.enters_ready(rt, seat, uid)
    rt.to_location(uid, where, tapped=not ready)
    s.mut(uid).controller = seat
    p = s.players[seat]
    p.played = p.played + 1
    rt.log("enter", seat, f"{rt.card_name(uid)}进场（{rt.location_name(where)}，{'活跃' if ready else '休眠'}）", uid)
    rt.contest_if_needed(uid)
    triggers.fire(rt, "play", uid=uid, seat=seat, hidden=bool(s.mode_data.get("from_hidden")), mana_paid=mana_paid)


def resolve_entry(rt, e) -> None:
    """The top of the chain resolves (rule 11.3(5)): a spell's steps (twice with 回响), a triggered or
    activated ability's steps; a spell then goes to its owner's trash and counts as played."""
    s = rt.state
    effect = e.effect
    if isinstance(effect, CardPlay):
        uid = effect.card
        ctx = effects.Ctx(rt, e.controller, uid, entry=e.uid, paid_extra=effect.paid_extra,
                          mana_paid=effect.mana_paid, here=effect.here)
        d = rt.defn(uid)
        runs = 2 if effect.repeat else 1
        for _ in range(runs):
            ctx.chosen = {}
            for ability in d.program.abilities:
                run_ability_body(rt, ctx, ability)
        if uid in s.cards and s.cards[uid].zone == "stack":
            rt.put(uid, "trash", s.cards[uid].owner)
        p = s.players[e.controller]
        p.played = p.played + 1
        p.spells = p.spells + 1
        triggers.fire(rt, "play", uid=uid, seat=e.controller, mana_paid=effect.mana_paid)
        return
    if isinstance(effect, triggers.Pending):
        data = dict(effect.event)
        if effect.kind == "builtin":
            _builtin(rt, e.controller, effect.ability, effect.source, data)
            return
        here = data.get("here")
        ctx = effects.Ctx(rt, e.controller, effect.source, entry=e.uid, event=data, here=here)
        if "uid" in data and data["uid"] != effect.source:
            ctx.it = [data["uid"]]
        run_ability_body(rt, ctx, effect.ability, trigger=True)
        return
    if isinstance(effect, AbilityUse):
        ctx = effects.Ctx(rt, e.controller, effect.source, entry=e.uid)
        effects.run_sentences(ctx, effect.ability.sentences)


def run_ability_body(rt, ctx, ability, trigger: bool = False) -> None:
    if ability.kind == "keyword":
        return
    if ability.kind == "modal":
        if not ability.modes:
            return
        index = rt.ask(Decision(ctx.seat, "choice", "选择一个效果",
                                tuple(Option(f"效果{i + 1}", i) for i in range(len(ability.modes)))))
        effects.run_sentences(ctx, ability.modes[index])
        return
    if ability.kind == "trigger" and not trigger:
        return
    if ability.kind == "effect" and not trigger:
        d = rt.defn(ctx.source) if ctx.source is not None else None
        if d is not None and d.base != "spell":
            return
        if is_extra_cost_ability(ability):
            return
        if not statics.labels_hold(rt, ctx.seat, ability):
            if any(lbl[0] == "鼓舞" for lbl in ability.labels):
                return
        if any(lbl[0] == "鼓舞" for lbl in ability.labels) and rt.state.players[ctx.seat].played < 1:
            return
    if ability.kind in ("activated",) and not trigger:
        return
    effects.run_sentences(ctx, ability.sentences)


def _builtin(rt, seat: int, name: str, source: int, data: dict) -> None:
    p = rt.state.players[seat]
    if name == "预知" and p.deck:
        top = p.deck[0]
        keep = rt.ask(Decision(seat, "choice", f"预知：{rt.card_name(top)}留在顶部还是回收？",
                               (Option("留在顶部", True), Option("回收", False))))
        if not keep:
            rt.put(top, "deck", seat, top=False)
    elif name == "狩猎":
        rt.gain_xp(seat, data.get("n", 1))
    elif name == "灵便":
        units = [u for u in rt.units() if rt.card(u).controller == seat]
        if units and rt.on_board(source):
            host = units[0] if len(units) == 1 else rt.ask(Decision(seat, "target_card", "灵便：贴附到哪名单位？",
                                                                   tuple(Option(rt.describe_object(u), u) for u in units)))
            rt.attach(source, host)
    elif name == "百炼":
        gear = [g for g in rt.permanents() if rt.card(g).controller == seat and rt.defn(g).base == "gear"
                and any(a.equip for a in rt.defn(g).program.abilities)]
        options = []
        for g in gear:
            m, colours, _other = next(e for a in rt.defn(g).program.abilities for e in a.equip)
            colours = list(colours)
            if "A" in colours:
                colours.remove("A")
            if rt.can_afford(seat, m, tuple(colours)):
                options.append(Option(f"装配{rt.card_name(g)}", (g, m, tuple(colours))))
        if options and rt.on_board(source):
            choice = rt.ask(Decision(seat, "choice", "百炼：为我装配一件武装？", tuple(options) + (Option("不装配", None),)))
            if choice is not None:
                g, m, colours = choice
                if rt.pay(seat, m, colours):
                    rt.attach(g, source)
                    triggers.fire(rt, "equipped", uid=source, seat=seat)


# -- activated abilities (rule 10.5) ---------------------------------------------------------------


def ability_options(rt, seat: int) -> list[Option]:
    out = []
    s = rt.state
    sources = [u for u in rt.permanents() if rt.card(u).controller == seat]
    sources += list(s.players[seat].legend)
    sources += list(s.players[seat].rune_area)
    for uid in sources:
        d = rt.defn(uid)
        if d.base == "rune":
            continue
        for index, ability in enumerate(d.program.abilities):
            if ability.kind == "activated":
                if use_reason(rt, seat, uid, ability, index) is None:
                    out.append(Option(f"使用{rt.card_name(uid)}的技能{index + 1}", ("ability", uid, index)))
            for k, (m, colours, other) in enumerate(ability.equip):
                if equip_reason(rt, seat, uid, m, colours, other) is None:
                    out.append(Option(f"装配{rt.card_name(uid)}", ("equip", uid, index, k)))
    return out


def use_reason(rt, seat: int, uid: int, ability, index: int) -> str | None:
    if not statics.labels_hold(rt, seat, ability):
        return "条件未满足"
    if not timing_ok(rt, seat, ability.speed):
        return "时机不符"
    if ability.once_per_turn and (uid, index, rt.state.turn) in rt.state.players[seat].used:
        return "每回合限一次"
    ctx = effects.Ctx(rt, seat, uid)
    mana, power = 0, ()
    for clause in ability.costs:
        if clause.kind == "clause" and clause.parts and clause.parts[-1].kind == "pay":
            from zhdsl.games.riftbound.verbs.pay import cost_of

            m, p = cost_of(clause.parts[-1])
            mana, power = mana + m, power + p
        elif not verbs.can_pay(ctx, clause):
            return "费用无法支付"
    if not rt.can_afford(seat, mana, power):
        return "费用不足"
    for sentence in ability.sentences:
        static = sentence.part("sentence_static")
        if static is not None or sentence.has("USE_ONLY"):
            pass
    for sentence in ability.sentences:
        for q in sentence.walk():
            if q.kind == "sentence_static":
                from zhdsl.games.riftbound.conditions import holds

                cond = q.parts[-1]
                fake = attrs.evolve(cond, kind="cond_one") if False else None
                vp = q.parts[-1]
                if vp.kind == "c_at_battlefield" and not (rt.on_board(uid) and rt.where(uid)[0] == "bf"):
                    return "必须位于战场上"
    return None


def use_ability(rt, seat: int, uid: int, index: int) -> None:
    s = rt.state
    ability = rt.defn(uid).program.abilities[index]
    ctx = effects.Ctx(rt, seat, uid)
    for clause in ability.costs:
        if not effects.run_clause(ctx, clause):
            rt.log("refuse", seat, "技能的费用无法支付")
            return
    if ability.once_per_turn:
        p = s.players[seat]
        p.used = p.used | {(uid, index, s.turn)}
    rt.log("ability", seat, f"{rt.pname(seat)}使用{rt.card_name(uid)}的技能", uid)
    adds = all(q.kind in ("add_resource",) for sentence in ability.sentences for c in
               (sentence.part("clauses").parts if sentence.part("clauses") else ()) for q in c.walk()
               if q.kind in verbs.EXECUTABLE)
    if adds:  # an add ability resolves at once (rule 7.5(a))
        effects.run_sentences(ctx, ability.sentences)
        return
    entry = s.new_uid()
    s.stack.append(StackEntry(entry, "skill", f"{rt.card_name(uid)}的技能", seat, seat, AbilityUse(ability, uid), source=uid))
    s.passed = frozenset()


def equip_reason(rt, seat, uid, m, colours, other) -> str | None:
    if not timing_ok(rt, seat, None):
        return "时机不符"
    units = [u for u in rt.units() if rt.card(u).controller == seat and rt.card(uid).marks.get("host") != u]
    if not units:
        return "没有可贴附的单位"
    if not rt.can_afford(seat, m, tuple(colours)):
        return "费用不足"
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        if not all(verbs.can_pay(ctx, c) for c in other.parts[0].parts if c.kind == "clause"):
            return "费用无法支付"
    return None


def equip(rt, seat, uid, index, k) -> None:
    m, colours, other = rt.defn(uid).program.abilities[index].equip[k]
    units = [u for u in rt.units() if rt.card(u).controller == seat and rt.card(uid).marks.get("host") != u]
    host = units[0] if len(units) == 1 else rt.ask(Decision(seat, "target_card", "装配到哪名单位？",
                                                           tuple(Option(rt.describe_object(u), u) for u in units)))
    if not rt.pay(seat, m, tuple(colours)):
        return
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        for c in other.parts[0].parts:
            effects.run_clause(ctx, c)
    rt.attach(uid, host)
    triggers.fire(rt, "equipped", uid=host, seat=seat)
