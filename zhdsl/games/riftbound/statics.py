"""Static abilities in force (rules 10.2, 10.10, 10.11): `我获得{{S}}+2和{{强攻}}` (on a unit; on
attached equipment it speaks for the host), `此处的单位获得{{强攻}}` (a battlefield), `你的单位获得
{{S}}+1` (a legend), with their labels (鼓舞, 等级n) and leads (如果…，每有…便). Read whenever might
or keywords are asked for; never written into the state."""

from __future__ import annotations

from zhdsl.games.riftbound import select


def _sources(rt):
    out = []
    for uid in rt.permanents():
        out.append(uid)
    for p in rt.state.players:
        out.extend(p.legend)
    out.extend(rt.battlefields())
    return out


def labels_hold(rt, seat: int, ability) -> bool:
    p = rt.state.players[seat]
    for name, n in ability.labels:
        if name == "鼓舞" and p.played < 1:
            return False
        if name == "等级" and p.xp < (n or 0):
            return False
    return True


def static_clauses(rt):
    """(source uid, controller, ability, sentence, clause) of every static `获得` clause in force."""
    if getattr(rt, "_static_cache", None) is not None:
        return rt._static_cache
    out = []
    for uid in _sources(rt):
        d = rt.defn(uid)
        if d.base == "spell":
            continue
        c = rt.card(uid)
        seat = c.controller
        if d.base == "battlefield":
            seat = c.marks.get("ctrl")
            if seat is None:
                continue
        for ability in d.program.abilities:
            if ability.kind != "effect":
                continue
            for sentence in ability.sentences:
                clauses = sentence.part("clauses")
                if clauses is None:
                    continue
                for clause in clauses.parts:
                    vp = clause.parts[-1] if clause.kind == "clause" and clause.parts else None
                    while vp is not None and vp.kind == "vp":
                        if vp.has("SCOPE"):
                            vp = None
                            break
                        vp = vp.parts[0]
                    if vp is not None and vp.kind == "gain":
                        out.append((uid, seat, ability, sentence, clause))
    rt._static_cache = out
    return out


def _applies(rt, ctx, sentence, clause, uid) -> int:
    """How many times the clause applies to `uid` (0: not)."""
    from zhdsl.games.riftbound.conditions import holds
    from zhdsl.games.riftbound.effects import count_per

    actor = clause.parts[0] if len(clause.parts) == 2 else None
    if actor is None or (actor.tokens and actor.tokens[0] == ("PRONOUN", "我")):
        if uid != ctx.me:
            return 0
    elif actor.tokens and actor.tokens[0][0] == "PRONOUN":
        return 0
    elif not select.matches(ctx, actor, uid):
        return 0
    times = 1
    leads = sentence.part("leads")
    if leads is not None:
        for lead in leads.parts:
            if lead.kind == "cond_lead" and not holds(ctx, lead.parts[0]):
                return 0
            if lead.kind == "per_lead":
                times = count_per(ctx, lead)
            if lead.kind == "trig":
                return 0
    return times


def _each(rt, uid):
    from zhdsl.games.riftbound.effects import Ctx

    if getattr(rt, "_in_statics", False):
        return
    rt._in_statics = True
    try:
        rt._static_cache = None
        for source, seat, ability, sentence, clause in static_clauses(rt):
            if not labels_hold(rt, seat, ability):
                continue
            ctx = Ctx(rt, seat, source)
            times = _applies(rt, ctx, sentence, clause, uid)
            if times:
                yield times, clause.parts[-1]
    finally:
        rt._in_statics = False
        rt._static_cache = None


def _gain_items(vp):
    while vp.kind == "vp":
        vp = vp.parts[0]
    gains = vp.part("gains")
    return gains.parts if gains is not None else ()


def might_bonus(rt, uid: int) -> int:
    total = 0
    for times, vp in list(_each(rt, uid) or ()):
        for g in _gain_items(vp):
            if g.kind == "g_might":
                total += times * select.number(g)
    return total


def keywords_for(rt, uid: int) -> list:
    from zhdsl.games.riftbound.program import placeholder

    out = []
    for times, vp in list(_each(rt, uid) or ()):
        for g in _gain_items(vp):
            if g.kind == "g_keyword":
                word, n, _ = placeholder(g.tokens[0][1])
                out.append((word, (n or 1) * times))
    return out


def enters_ready(rt, seat: int, uid: int) -> bool:
    """`我以活跃状态进场` and its conditions (rule 2.2)."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.conditions import holds

    d = rt.defn(uid)
    for ability in d.program.abilities:
        if ability.kind != "effect" or not labels_hold(rt, seat, ability):
            continue
        for sentence in ability.sentences:
            if any(q.kind == "enter_ready" for q in sentence.walk()):
                leads = sentence.part("leads")
                ctx = Ctx(rt, seat, uid)
                if leads is not None and any(lead.kind == "cond_lead" and not holds(ctx, lead.parts[0])
                                             for lead in leads.parts):
                    continue
                return True
    return False


def cost_reduction(rt, seat: int, uid: int) -> int:
    """`我的费用减少{{2}}`, `你每控制…，我的费用便减少{{1}}` (rule 9.2(3)): the mana the card's own
    text takes off its cost (its floor `不得低于` kept)."""
    from zhdsl.games.riftbound.effects import Ctx, count_per
    from zhdsl.games.riftbound.conditions import holds

    d = rt.defn(uid)
    total, floor = 0, 0
    for ability in d.program.abilities:
        if ability.kind != "effect" or not labels_hold(rt, seat, ability):
            continue
        for sentence in ability.sentences:
            for q in sentence.walk():
                if q.kind != "cost_reduce":
                    continue
                ctx = Ctx(rt, seat, uid)
                times = 1
                leads = sentence.part("leads")
                ok = True
                if leads is not None:
                    for lead in leads.parts:
                        if lead.kind == "cond_lead" and not holds(ctx, lead.parts[0]):
                            ok = False
                        if lead.kind == "per_lead":
                            times = count_per(ctx, lead)
                if not ok:
                    continue
                icons = q.part("cost_icons")
                n = sum(int(t[1].strip("{}[] ")) for p in ([icons] if icons else []) for x in p.walk()
                        for t in x.tokens if t[0] == "MANA")
                total += n * times
                fl = q.part("floor")
                if fl is not None:
                    floor = max(floor, ctx.cost_value(fl))
    return total, floor
