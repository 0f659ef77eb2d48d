"""The chain items themselves as objects (rules-riftbound.md 11.16, 11.17): `获得一个法术的控制权` makes you the
controller of a spell or ability on the chain, and `为其指定新的目标` (`为一个法术选择新的目标`) lets you choose its
targets again, each one only for another target that would be legal for it now."""

from __future__ import annotations

import attrs

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select, targets

KINDS = ("retarget",)

CHAIN_NOUNS = ("SPELL", "SPELL_OR_SKILL")


def entries_of(rt, uids) -> list:
    """The chain items these uids name: an item's own uid, or the card a spell item holds (`其` after a counter)."""
    out = []
    for uid in uids:
        e = rt.state.entry(uid)
        if e is None:
            e = next((x for x in rt.state.stack if x.card == uid), None)
        if e is not None and e not in out:
            out.append(e)
    return out


def take_control(ctx, sel) -> bool:
    """`获得一个法术的控制权` (11.16): each item named becomes yours; you make the choices its text still asks for
    and its `你` is you as it resolves. A spell still counts as played by the player who played it."""
    from zhdsl.games.riftbound.play import CardPlay

    rt = ctx.rt
    found = entries_of(rt, select.resolve(ctx, sel, prompt="选择获得控制权的法术或技能"))
    taken = []
    for e in found:
        taken.append(e.uid)
        if e.controller == ctx.seat:
            continue
        before = e.controller
        e.controller = ctx.seat
        if isinstance(e.effect, CardPlay) and e.effect.played_by is None:
            e.effect = attrs.evolve(e.effect, played_by=before)
        if e.card is not None and e.card in rt.state.cards:
            rt.state.mut(e.card).controller = ctx.seat
        rt.log("control", ctx.seat, f"{rt.pname(ctx.seat)}获得结算链上{e.name}的控制权（原控制者：{rt.pname(before)}）", e.uid)
    ctx.it = taken
    return bool(taken)


def _runs(e) -> tuple:
    from zhdsl.games.riftbound.play import CardPlay

    eff = e.effect
    if isinstance(eff, CardPlay):
        return eff.runs
    choices = getattr(eff, "choices", None)
    return (choices,) if choices is not None else ()


def _with_runs(e, runs) -> None:
    from zhdsl.games.riftbound.play import CardPlay

    if isinstance(e.effect, CardPlay):
        e.effect = attrs.evolve(e.effect, runs=tuple(runs))
    elif runs:
        e.effect = attrs.evolve(e.effect, choices=runs[0])


def _sentences(rt, e, run) -> list:
    """The sentences whose targets the item chose for this execution (its mode included)."""
    from zhdsl.games.riftbound.play import CardPlay, spell_abilities

    eff = e.effect
    out = []
    if isinstance(eff, CardPlay):
        for index, ability in spell_abilities(rt, e.controller, rt.defn(eff.card), run.legion):
            if ability.kind == "modal":
                if ability.modes and run.mode_of(index) is not None:
                    out.extend(ability.modes[run.mode_of(index)])
            else:
                out.extend(ability.sentences)
        return out
    if getattr(eff, "kind", None) in ("builtin", "delayed"):
        return []  # a built-in (预知 …) chooses nothing; a delayed trigger's object is the one it waited on (10.7)
    ability = getattr(eff, "ability", None)
    kind = getattr(ability, "kind", None)
    if kind == "modal":
        return list(ability.modes[run.mode_of(0) or 0]) if ability.modes else []
    if kind in (None, "keyword") or not hasattr(ability, "sentences"):
        return []
    return list(ability.sentences)


def _item_ctx(rt, e):
    """The context the item's targets are judged in: its controller now, its source, itself as the entry (it cannot
    target itself, rule 9.4)."""
    from zhdsl.games.riftbound import effects, triggers
    from zhdsl.games.riftbound.play import CardPlay

    eff = e.effect
    if isinstance(eff, CardPlay):
        ctx = effects.Ctx(rt, e.controller, eff.card, entry=e.uid, here=eff.here)
    elif isinstance(eff, triggers.Pending):
        ctx = triggers.context(rt, e.controller, eff)
        ctx.entry = e.uid
    else:
        ctx = effects.Ctx(rt, e.controller, getattr(eff, "source", None), entry=e.uid)
    return ctx


def _name(rt, uid) -> str:
    if rt.state.entry(uid) is not None or uid in rt.state.cards:
        return rt.describe_object(uid)
    return "已不存在的对象"


def retarget(ctx, e) -> bool:
    """11.17: for each object the item targets (in the order it chose them), the player doing this (ctx.seat) keeps
    it or picks another object that is a legal target for the item now, judged as its controller (friendly/enemy,
    here …); the item itself and the item doing this cannot be picked; a target whose {{法盾}} would have to be
    paid cannot be picked; the mode, the players targeted and targets that depend on another choice stay."""
    rt = ctx.rt
    changed = []
    new_runs = []
    for run in _runs(e):
        sentences = _sentences(rt, e, run)
        sels = {}
        for sentence in sentences:
            for sel, _optional in targets.sentence_selectors(sentence):
                sels.setdefault(sel.span.start, sel)
        chosen = dict(run.chosen)
        for key, uids in run.chosen:
            sel = sels.get(key)
            if sel is None or not uids or targets._depends_on_choice(sel):
                continue
            judge = _item_ctx(rt, e)
            targets.restore(judge, attrs.evolve(run, chosen=tuple(chosen.items())))
            for sentence in sentences:
                select.note_pairs(judge, sentence)
            if key in judge.same_place or sel.kind != "selector":
                continue  # a pair at one battlefield stays as it was chosen (rules-riftbound.md 9.4(l))
            del judge.chosen[key]
            pool = [u for u in select.resolve(judge, sel, ask=False, targeting=True)
                    if u != ctx.entry and not select.deflect(judge, u)]
            now = list(uids)
            for i, old in enumerate(uids):
                fits = [u for u in pool if u != old and u not in now]
                if not fits:
                    continue  # no other legal target: the original stays, legal or not (11.17(b))
                options = (Option(f"保持原目标：{_name(rt, old)}", old),) + tuple(Option(rt.describe_object(u), u) for u in fits)
                pick = rt.ask(Decision(ctx.seat, "target_card", f"为{e.name}选择新的目标（原目标：{_name(rt, old)}）", options))
                if pick is not None and pick != old:
                    now[i] = pick
                    changed.append(pick)
            chosen[key] = tuple(now)
        new_runs.append(attrs.evolve(run, chosen=tuple(chosen.items())))
    _with_runs(e, new_runs)
    if changed:
        rt.log("retarget", ctx.seat, f"{rt.pname(ctx.seat)}为{e.name}选择了新的目标："
               + "、".join(rt.describe_object(u) for u in changed), e.uid)
        targets.fire_targeted(rt, e.controller, targets.Choices(chosen=((0, tuple(changed)),)))
    return bool(changed)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    sel = vp.part("selector")
    found = entries_of(rt, select.resolve(ctx, sel, prompt="选择要改选目标的法术或技能"))
    done = False
    for e in found:
        if e.uid == ctx.entry:
            continue  # an item does not choose its own targets again (rule 9.4: it cannot target itself)
        done = retarget(ctx, e) or done
    ctx.it = [e.uid for e in found]
    return done
