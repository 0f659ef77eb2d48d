"""Running a Riftbound effect: sentences of clauses, with their leads (conditions, counts, time
scopes, 选择…), optional steps (`你可以…，以此…`), replacements (`如果…，则改为…`) and the verbs.

A `Ctx` is one resolution: who controls it, its source card, where the source is (此处), what 它
refers to, the objects chosen so far (by selector), facts of the event that triggered it."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.nodes import Phrase

MAX_REPEAT = 12  # a count (每有…便) repeats a step at most this often (bound)


class Ctx:
    def __init__(self, rt, seat: int, source: int | None, entry: int | None = None, event: dict | None = None,
                 paid_extra: bool = False, mana_paid: int = 0, here=None) -> None:
        self.rt = rt
        self.res_use = None  # the use the next sentence limits added resources to (rules-riftbound.md 7.10(a))
        self.seat = seat
        self.source = source
        self.entry = entry
        self.event = event or {}
        self.paid_extra = paid_extra
        self.exempt: set = set()  # players left out of an each-player step (rules-riftbound.md 22.7(b))
        self.mana_paid = mana_paid
        self.chosen: dict = {}  # selector key -> uids chosen (rule 9.4)
        self.chosen_players: dict = {}  # selector key -> seats chosen
        self.there = None  # a battlefield chosen by `选择一处战场` (该处)
        self.hidden_at = None  # the battlefield of a card played from face down (rule 19.3(d))
        self.deflect = 0  # {{法盾}} of the targets chosen so far
        self.afford = None
        self.modes: tuple = ()
        self.it: list = list(self.event.get("it", ()))
        self.same_place: dict = {}  # selector key -> its partner in a `位于同一个战场上的…和…` pair (select.note_pairs)
        self.mana_cut = 0  # taken off the next `支付…` cost (an activated ability's own reduction, play.skill_cut)
        self.picked: list = []  # what a `选择…` lead picked: 所选单位 / 该友方单位 (rules-riftbound.md 9.4(k))
        self.looked: list = []  # the cards the last `查看/展示…顶部的n张牌` saw (verbs/among.py)
        self.killed_might: list = []  # the might of the units this effect destroyed, as they died (rules-riftbound.md 9.66)
        self.revealed: list = []  # …of them, those revealed (`如果是一张法术牌`, rule 17.7(a))
        self.from_next = False  # `从下一名玩家开始`: each-player steps start after the acting player (22.34)
        self.hand_seen: list = []  # the hand cards a `展示手牌`/`查看其手牌` showed (`从中选择一张`, rules-riftbound.md 17.24)
        self.players: list = list(self.event.get("players", ()))
        self.scope = None  # "turn" / "combat" while a time scope lead is in force
        self.last_failed = False
        self.spent_buffs = 0  # how many buffs the last `移除任意数量的增益` spent (rules-riftbound.md 19.59)
        self.paid_amount = 0  # how many symbols the last `支付任意数量的…` paid (`等同于该数量的`, rules-riftbound.md 7.9)
        self.paid_with: tuple = ()  # the units destroyed to pay the card's additional cost (rules-riftbound.md 9.17)
        self.did = False  # the last optional step (`你可以…`) or `…可以选择支付…` was done (`如果你这样做`, 22.8(c))
        self.x = 0  # the X of `X为…的数量` (rules-riftbound.md 1.11)
        self.discarded: list = []  # the cards this effect discarded (`等同于被弃置手牌的法力费用的`, rule 17.2(c))
        self.latter = None  # the unit a `…战力低于另一名…` condition compared with (后者, rules-riftbound.md 9.43)
        self.origins: dict = {}  # uid -> where this effect moved it from (`我原来的位置`, rules-riftbound.md 13.10)
        self.before_pick: list = []  # what 它 named before the last `选择…` lead (`这两名单位`, rules-riftbound.md 22.52)
        self.shown_unit = None  # the unit a {{亮出}} showed or picked (rules-riftbound.md 19.55)
        self.me = self._me()
        self.here = here if here is not None else self._here()

    def _me(self):
        if self.source is None or self.source not in self.rt.state.cards:
            return None
        host = self.rt.card(self.source).marks.get("host")
        return host if host is not None else self.source

    def _here(self):
        rt = self.rt
        if self.event.get("here") is not None:
            return self.event["here"]
        if self.me is None:
            return None
        d = rt.defn(self.me)
        if d.base == "battlefield":
            return ("bf", self.me)
        w = rt.where(self.me)
        return w if w[0] in ("bf", "base") else None

    def alone(self, uid: int) -> bool:
        rt = self.rt
        w = rt.where(uid)
        c = rt.card(uid).controller
        return not any(u != uid and rt.card(u).controller == c for u in rt.units(w))

    def cost_value(self, phrase: Phrase) -> int:
        for t, text in phrase.tokens:
            if t == "MANA":
                return int(text.strip("{}[] "))
        for p in phrase.walk():
            for t, text in p.tokens:
                if t == "MANA":
                    return int(text.strip("{}[] "))
        return select.number(phrase)


# -- conditions ----------------------------------------------------------------------------------


def condition(ctx: Ctx, cond: Phrase) -> bool:
    from zhdsl.games.riftbound.conditions import holds

    return holds(ctx, cond)


# -- sentences -----------------------------------------------------------------------------------


def run_sentences(ctx: Ctx, sentences) -> None:
    run_sequence(ctx, [(sentence, True) for sentence in sentences])


def is_instead(sentence: Phrase) -> bool:
    """`（如果…，则）改为…`: a replacement of the sentence before it (rule 10.3)."""
    clauses = sentence.part("clauses")
    return clauses is not None and bool(clauses.parts) and clauses.parts[0].kind == "instead"


def is_optional_instead(sentence: Phrase) -> bool:
    """`你可以选择支付{{红色}}，改为…`: a replacement offered at a price (rules-riftbound.md 22.184)."""
    clauses = sentence.part("clauses")
    if clauses is None or not clauses.parts or clauses.parts[0].kind != "optional":
        return False
    inner = clauses.parts[0].parts[0]
    return any(isinstance(q, Phrase) and q.kind == "instead" for q in inner.parts)


def _guard_holds(ctx: Ctx, sentence: Phrase) -> bool:
    leads = sentence.part("leads")
    if leads is None:
        return True
    return all(condition(ctx, lead.parts[0]) for lead in leads.parts if lead.kind == "cond_lead")


def _targets_of(ctx: Ctx, sentence: Phrase) -> list:
    from zhdsl.games.riftbound.targets import sentence_selectors

    out = []
    for sel, _optional in sentence_selectors(sentence):
        out.extend(u for u in ctx.chosen.get(sel.span.start, ()) if u not in out)
    return out


def _limit_sentence(sentence) -> str | None:
    """The use a bare `此法力只能用于打出单位。` sentence names (rules-riftbound.md 7.10(a)), or None."""
    from zhdsl.games.riftbound.keywords import LIMITED_USES

    return next((LIMITED_USES[text] for t, text in getattr(sentence, "tokens", ()) if t == "RES_LIMIT" and text in LIMITED_USES), None)


def run_sequence(ctx: Ctx, sequence) -> None:
    """Run (sentence, in force) pairs in order. A sentence followed by a `改为` sentence in force whose
    condition holds is replaced by it (rule 10.3: `如果它是进攻方，则改为…`, `{{鼓舞}}—改为…`); its
    condition reads the first sentence's targets as 它. A sentence not in force does not run."""
    previous_done = True
    i = 0
    before = None
    while i < len(sequence):
        sentence, live = sequence[i]
        # `{{获得}}{{1}}。此法力仅可在法术对决期间消耗。`: the next sentence limits what this one adds (rules-riftbound.md 7.10(a))
        ctx.res_use = _limit_sentence(sequence[i + 1][0]) if i + 1 < len(sequence) else None
        if is_next_death_instead(sentence):  # a spell's `下一次当友方单位被摧毁时，改为…` (rules-riftbound.md 10.30)
            if live and ctx.source is not None:
                rows = ctx.rt.state.mode_data.get("next_instead") or ()
                ctx.rt.state.mode_data["next_instead"] = rows + ((ctx.source, ctx.seat, sentence.span.start, ctx.rt.state.turn),)
                ctx.rt.log("instead", ctx.seat, f"本回合内下一次符合条件的摧毁将改为执行{ctx.rt.card_name(ctx.source)}的替换效果")
            before = sentence
            i += 1
            continue
        if is_unit_next_trigger(sentence):  # `选择一名单位，在它本回合下次受到伤害时，…` (rules-riftbound.md 10.29)
            nxt = sequence[i + 1] if i + 1 < len(sequence) else None
            chosen = [u for lead in sentence.part("leads").parts if lead.kind == "choose_lead"
                      for sel in select.lead_selectors(lead) if not select.is_player_selector(sel)
                      for u in select.resolve(ctx, sel, prompt="选择")] or _targets_of(ctx, sentence) or list(ctx.it)
            ctx.it = list(chosen)
            if nxt is not None and is_instead(nxt[0]) and live:  # `{{鼓舞}}—改为立即将其放逐`: at once, no waiting
                if nxt[1] and _guard_holds(ctx, nxt[0]):
                    ctx.it = chosen
                    ctx.rt.log("instead", ctx.seat, "条件满足，改为执行替换的效果")
                    previous_done = run_sentence(ctx, _without_condition(nxt[0]), previous_done)
                else:
                    for uid in chosen:
                        _await_event(ctx, uid, sentence)
                i += 2
                continue
            if live:
                for uid in chosen:
                    _await_event(ctx, uid, sentence)
            before = sentence
            i += 1
            continue
        if is_turn_trigger(sentence):  # `在本回合内，每当任意单位承受伤害时，…` (rules-riftbound.md 10.7(c))
            if live:
                _await_this_turn(ctx, sentence)
            before = sentence
            i += 1
            continue
        if is_delayed_trigger(sentence):  # `当该单位在本回合被摧毁时，…` (rule 10.7): waits on the unit named before
            if live:
                for uid in (_targets_of(ctx, before) if before is not None else []) or list(ctx.it):
                    _await_event(ctx, uid, sentence)
            before = sentence
            i += 1
            continue
        before = sentence
        if (is_instead(sentence) or is_optional_instead(sentence)) and is_delayed_death(sentence):
            # `选择一名友方单位。如果该单位在本回合内被摧毁，则改为…`; `…当它下次被摧毁时，你可以选择支付…，改为…` (22.184)
            if live:
                for uid in _targets_of(ctx, sentence) or list(ctx.it):
                    _await_death(ctx, uid, sentence)
            i += 1
            continue
        nxt = sequence[i + 1] if i + 1 < len(sequence) else None
        if nxt is not None and is_exemption(nxt[0]) and live:  # `…则你无需以此方式…` (rules-riftbound.md 22.7(b))
            ctx.exempt = set(_exempted(ctx, nxt[0])) if nxt[1] and _guard_holds(ctx, nxt[0]) else set()
            try:
                previous_done = run_sentence(ctx, sentence, previous_done)
            finally:
                ctx.exempt = set()
            i += 2
            continue
        if nxt is not None and is_instead(nxt[0]) and live and is_delayed_death(nxt[0]):
            previous_done = run_sentence(ctx, sentence, previous_done)
            if nxt[1]:
                for uid in _targets_of(ctx, sentence) or list(ctx.it):
                    _await_death(ctx, uid, nxt[0])
            i += 2
            continue
        if nxt is not None and is_instead(nxt[0]) and live:
            chosen = _targets_of(ctx, sentence)
            if chosen:
                ctx.it = chosen
            if nxt[1] and _guard_holds(ctx, nxt[0]):
                ctx.rt.log("instead", ctx.seat, "条件满足，改为执行替换的效果")
                previous_done = run_sentence(ctx, _without_condition(nxt[0]), previous_done)
            else:
                previous_done = run_sentence(ctx, sentence, previous_done)
            i += 2
            continue
        if live:
            ctx.last_failed = not previous_done
            previous_done = run_sentence(ctx, sentence, previous_done)
        i += 1


def is_exemption(sentence: Phrase) -> bool:
    """`如果…，则你无需以此方式摧毁一名单位`: who is left out of the each-player step before it (22.7(b))."""
    clauses = sentence.part("clauses")
    return clauses is not None and len(clauses.parts) == 1 and any(q.kind == "exempt" for q in clauses.parts[0].walk())


def _exempted(ctx: Ctx, sentence: Phrase) -> list[int]:
    clause = sentence.part("clauses").parts[0]
    actor = clause.parts[0] if clause.kind == "clause" and len(clause.parts) == 2 else None
    if actor is None or not select.is_player_selector(actor, ctx):
        return [ctx.seat]
    return select.players(ctx, actor)


def is_delayed_trigger(sentence: Phrase) -> bool:
    """A sentence of an effect that opens with a trigger limited to this turn: `当该单位在本回合被摧毁时，…`."""
    leads = sentence.part("leads")
    return leads is not None and any(lead.kind == "trig" and any(ev.has("SCOPE") for ev in lead.all("event"))
                                     for lead in leads.parts)


def is_unit_next_trigger(sentence: Phrase) -> bool:
    """`选择一名敌方单位，在其本回合下次受到伤害时，将其放逐`: a one-shot delayed trigger on the unit chosen (10.29)."""
    leads = sentence.part("leads")
    return leads is not None and any(lead.kind == "trig" and lead.has("IN_ITS_NEXT") for lead in leads.parts)


def is_turn_trigger(sentence: Phrase) -> bool:
    """`在本回合内，每当…时，…` in an effect: a triggered ability that lasts for the rest of the turn."""
    from zhdsl.games.riftbound.program import scoped_trigger

    return scoped_trigger(sentence.part("leads"))


def _await_this_turn(ctx: Ctx, sentence: Phrase) -> None:
    rt = ctx.rt
    if ctx.source is None:
        return
    rows = rt.state.mode_data.get("turn_triggers") or ()
    rt.state.mode_data["turn_triggers"] = rows + ((ctx.source, ctx.seat, sentence.span.start, rt.state.turn),)
    rt.log("delayed", ctx.seat, f"本回合内{rt.card_name(ctx.source)}的触发技能生效")


def _await_event(ctx: Ctx, uid: int, sentence: Phrase) -> None:
    rt = ctx.rt
    if ctx.source is None or uid not in rt.state.cards or not rt.on_board(uid):
        return
    pending = rt.card(uid).marks.get("delayed", ())
    rt.mark(uid, delayed=pending + ((ctx.source, ctx.seat, sentence.span.start, rt.state.turn),))
    rt.log("delayed", ctx.seat, f"本回合内{rt.card_name(uid)}的延迟触发已设下", uid)


def find_sentence(rt, source: int, start: int):
    """The sentence of a card's text beginning at `start` (a waiting replacement or delayed trigger)."""
    return next((q for a in rt.defn(source).program.abilities for s in (*a.sentences, *(x for m in a.modes for x in m))
                 for q in s.walk() if q.kind == "sentence" and q.span.start == start), None)


def without_trigger(sentence: Phrase) -> Phrase:
    import attrs

    leads = sentence.part("leads")
    if leads is None:
        return sentence
    kept = tuple(lead for lead in leads.parts if lead.kind != "trig")
    parts = tuple(attrs.evolve(p, parts=kept) if p is leads else p for p in sentence.parts)
    if not kept:
        parts = tuple(p for p in parts if p is not leads)
    return attrs.evolve(sentence, parts=parts)


def _spell_turn_end(ctx: Ctx, lead: Phrase) -> bool:
    """`在回合结束时，强化该单位。` in a spell (rules-riftbound.md 19.54): a spell is not in play when the turn ends,
    so the time is this turn's end, as `在本回合结束时，`."""
    return (lead.kind == "trig" and lead.has("AT_END") and ctx.source is not None and ctx.source in ctx.rt.state.cards
            and ctx.rt.defn(ctx.source).base == "spell")


def _await_turn_end(ctx: Ctx, sentence: Phrase) -> None:
    """`选择两枚符文，并在本回合结束时，让它们变为活跃状态` (rules-riftbound.md 10.7(b)): the steps after the lead
    wait for this turn's end, 它们 the objects chosen now."""
    rt = ctx.rt
    if ctx.source is None:
        return
    waiting = rt.state.mode_data.get("at_end") or ()
    rt.state.mode_data["at_end"] = waiting + ((ctx.source, ctx.seat, sentence.span.start, tuple(ctx.it), rt.state.turn),)
    rt.log("delayed", ctx.seat, f"{rt.card_name(ctx.source)}的效果将在本回合结束时执行")


MAX_AT_MAIN = 16  # sentences waiting for a main phase (bound)


def _await_main(ctx: Ctx, sentence: Phrase) -> None:
    """`在你的下一个主阶段开始时，…` (rules-riftbound.md 10.21): the steps after the lead wait for the start of this
    player's next main phase (this turn's, when it has not begun yet), 它 the objects chosen now."""
    rt = ctx.rt
    if ctx.source is None:
        return
    waiting = rt.state.mode_data.get("at_main_steps") or ()
    if len(waiting) >= MAX_AT_MAIN:
        rt.log("limit", ctx.seat, "等待主阶段的效果过多，不再记下")
        return
    rt.state.mode_data["at_main_steps"] = waiting + ((ctx.source, ctx.seat, sentence.span.start, tuple(ctx.it)),)
    rt.log("delayed", ctx.seat, f"{rt.card_name(ctx.source)}的效果将在{rt.pname(ctx.seat)}的下一个主阶段开始时执行")


def main_start_steps(rt, seat: int) -> None:
    """The start of `seat`'s main phase: the steps that waited for it go on the chain, in the order they were set."""
    from zhdsl.games.riftbound import triggers

    waiting = tuple(rt.state.mode_data.get("at_main_steps") or ())
    if not any(w[1] == seat for w in waiting):
        return
    rt.state.mode_data["at_main_steps"] = tuple(w for w in waiting if w[1] != seat) or None
    for source, owner, start, chosen in (w for w in waiting if w[1] == seat):
        sentence = find_sentence(rt, source, start) if source in rt.state.cards else None
        if sentence is not None:
            rest = after_turn_end_lead(sentence, "later_at_main")
            triggers.push(rt, owner, triggers.Pending("delayed", rest, source, (("it", chosen),), "延迟效果"))


def after_turn_end_lead(sentence: Phrase, lead_kind: str = "later_at_end") -> Phrase:
    """The part of a sentence after its `并在本回合结束时，` lead (what runs at the turn's end), or another
    delaying lead's (`在你的下一个主阶段开始时，`)."""
    import attrs

    leads = sentence.part("leads")
    index = next(i for i, lead in enumerate(leads.parts)
                 if lead.kind == lead_kind or (lead_kind == "later_at_end" and lead.kind == "trig" and lead.has("AT_END")))
    kept = leads.parts[index + 1:]
    parts = tuple(attrs.evolve(p, parts=kept) if p is leads else p for p in sentence.parts)
    if not kept:
        parts = tuple(p for p in parts if p is not leads)
    return attrs.evolve(sentence, parts=parts)


def is_delayed_death(sentence: Phrase) -> bool:
    """`如果该单位在本回合内被摧毁，则改为将其放逐`: a replacement that waits for the unit's death (rule 10.3(b))."""
    leads = sentence.part("leads")
    if leads is not None and leads.has("NEXT_DEATH"):  # `本回合内，在该单位下次被摧毁时，改为…`
        return True
    return leads is not None and any(lead.kind == "cond_lead" and any(q.kind == "c_dies_this_turn" for q in lead.walk())
                                     for lead in leads.parts)


def _await_death(ctx: Ctx, uid: int, sentence: Phrase) -> None:
    rt = ctx.rt
    if ctx.source is None or not rt.on_board(uid) or rt.defn(uid).base != "unit":
        return
    pending = rt.card(uid).marks.get("death_instead", ())
    rt.mark(uid, death_instead=pending + ((ctx.source, ctx.seat, sentence.span.start),))
    rt.log("instead", ctx.seat, f"本回合内{rt.card_name(uid)}被摧毁时将改为执行替换的效果", uid)


def is_next_death_instead(sentence: Phrase) -> bool:
    """`下一次当友方单位被摧毁时，改为…`: a one-shot replacement of a death (rules-riftbound.md 10.30)."""
    leads = sentence.part("leads")
    if leads is None or not is_instead(sentence):
        return False
    trig = next((lead for lead in leads.parts if lead.kind == "trig"), None)
    return trig is not None and trig.has("NEXT_TIME") and bool(trig.all("event")) and all(
        ev.parts and ev.parts[-1].kind == "ev_killed" for ev in trig.all("event"))


def next_death_instead(rt, uid: int) -> bool:
    """A unit about to be destroyed and a waiting `下一次当…被摧毁时，改为…` whose subject it fits (10.30): a permanent's
    in force (once; the permanent keeps that it was used), or one a spell set this turn (used up). The earliest
    permanent first, then the spells' in the order they were set; the death does not happen."""
    from zhdsl.games.riftbound import statics

    s = rt.state
    if uid not in s.cards or rt.defn(uid).base != "unit":
        return False
    waiting = []
    for source, d, owner in statics._in_force(rt):
        if owner is None or not rt.on_board(source) or rt.card(source).marks.get("next_used"):
            continue
        waiting.extend((source, owner, sentence, None) for ability in d.program.abilities
                       for sentence in ability.sentences if is_next_death_instead(sentence))
    for row in s.mode_data.get("next_instead") or ():
        source, seat, start, turn = row
        sentence = find_sentence(rt, source, start) if turn == s.turn and source in s.cards else None
        if sentence is not None:
            waiting.append((source, seat, sentence, row))
    for source, seat, sentence, row in waiting:
        trig = next(lead for lead in sentence.part("leads").parts if lead.kind == "trig")
        ctx = Ctx(rt, seat, source)
        subjects = [ev.part("selector") for ev in trig.all("event")]
        if any(sel is not None and not select.matches(ctx, sel, uid) for sel in subjects):
            continue
        if row is None:
            rt.mark(source, next_used=True)
        else:
            s.mode_data["next_instead"] = tuple(r for r in s.mode_data.get("next_instead") or () if r != row) or None
        ctx.it = [uid]
        ctx.event = {"uid": uid}
        rt.log("instead", seat, f"{rt.card_name(uid)}将被摧毁，改为执行{rt.card_name(source)}的替换效果", uid)
        run_sentence(ctx, _without_condition(sentence, drop=("trig",)), True)
        return True
    return False


def replace_death(rt, uid: int) -> bool:
    """A unit about to be destroyed with a waiting `本回合内被摧毁，则改为…` (rule 10.3(b)): the earliest one
    runs instead (它 is the unit) and is used up; the death does not happen. False: none waits."""
    pending = rt.card(uid).marks.get("death_instead", ())
    if not pending:
        return False
    (source, seat, start), rest = pending[0], pending[1:]
    rt.mark(uid, death_instead=rest or None)
    sentence = next((q for a in rt.defn(source).program.abilities for s in (*a.sentences, *(x for m in a.modes for x in m))
                     for q in s.walk() if q.kind == "sentence" and q.span.start == start), None)
    if sentence is None:
        return False
    ctx = Ctx(rt, seat, source)
    ctx.it = [uid]
    if is_optional_instead(sentence):  # declined or not paid: the unit is destroyed after all (22.184)
        inner = sentence.part("clauses").parts[0].parts[0].parts
        price = inner[:next(i for i, q in enumerate(inner) if isinstance(q, Phrase) and q.kind == "instead")]
        if not all(can_run(ctx, c) for c in price):  # a price that cannot be paid is not offered (22.159)
            return False
        return bool(run_sentence(ctx, _without_condition(sentence, drop=("cond_lead", "choose_lead")), True))
    rt.log("instead", seat, f"{rt.card_name(uid)}将被摧毁，改为执行替换的效果", uid)
    run_sentence(ctx, _without_condition(sentence, drop=("cond_lead", "choose_lead")), True)
    return True


def _without_condition(sentence: Phrase, drop=("cond_lead",)) -> Phrase:
    import attrs

    leads = sentence.part("leads")
    if leads is None:
        return sentence
    kept = tuple(lead for lead in leads.parts if lead.kind not in drop)
    parts = tuple(attrs.evolve(p, parts=kept) if p is leads else p for p in sentence.parts)
    if not kept:
        parts = tuple(p for p in parts if p is not leads)
    return attrs.evolve(sentence, parts=parts)


def run_sentence(ctx: Ctx, sentence: Phrase, previous_done: bool = True) -> bool:
    """Run one sentence; returns whether it did something (for a later 改为)."""
    if sentence.kind == "rune_branch":
        return _rune_branch(ctx, sentence)
    clauses = sentence.part("clauses")
    if clauses is None:
        return previous_done
    leads = sentence.part("leads")
    repeat = 1
    ctx.scope = None
    if leads is not None:
        scope = leads.tok("SCOPE")  # `在这场战斗中，我的战力翻倍`: a time written as a lead (rules-riftbound.md 22.185)
        if scope:
            ctx.scope = "combat" if "战斗" in scope else "turn"
        for lead in leads.parts:
            kind = lead.kind
            if kind == "cond_lead":
                if not condition(ctx, lead.parts[0]):
                    otherwise = sentence.part("else_part")
                    if otherwise is not None:  # `…，否则…`: the other branch runs (rules-riftbound.md 22.32)
                        ctx.rt.log("cond", ctx.seat, "条件不满足，执行「否则」之后的步骤")
                        return run_clauses(ctx, otherwise.part("clauses"))
                    ctx.rt.log("cond", ctx.seat, "条件不满足，跳过")
                    return False
            elif kind == "per_lead":
                repeat = min(MAX_REPEAT, count_per(ctx, lead))
            elif kind == "choose_lead" and lead.part("pair") is not None:  # `选择一名友方单位和一名敌方单位，它们…`
                ctx.it = select.resolve(ctx, lead.part("pair"), prompt="选择")
                ctx.picked = list(ctx.it)
            elif kind == "choose_lead":
                sels = select.lead_selectors(lead)
                for sel in sels:
                    if select.is_player_selector(sel):
                        ctx.players = select.players(ctx, sel)
                        continue
                    found = select.resolve(ctx, sel, prompt="选择")
                    if found and ctx.rt.defn(found[0]).base == "battlefield":
                        ctx.there = ("bf", found[0])
                        if len(sels) > 1:  # 它/所选单位 is the other choice (rule 9.4(i))
                            continue
                    ctx.before_pick = list(ctx.it)
                    ctx.it = found
                    ctx.picked = list(found)
            elif kind == "from_next":  # `从下一名玩家开始，…` (rules-riftbound.md 22.34)
                ctx.from_next = True
            elif kind == "later_at_end" or _spell_turn_end(ctx, lead):
                _await_turn_end(ctx, sentence)
                return True
            elif kind == "later_at_main":
                _await_main(ctx, sentence)
                return True
            elif kind == "SCOPE" or lead.has("SCOPE"):
                ctx.scope = "combat" if "战斗" in (lead.tok("SCOPE") or "") else "turn"
    x_def = next((q for q in clauses.walk() if q.kind == "x_def"), None)
    if x_def is not None:  # `…X点伤害，X为…的数量`: X is counted before the steps run (rules-riftbound.md 1.11)
        ctx.x = select.tally(ctx, x_def.part("tally"))
    done = False
    for _ in range(repeat):
        done = run_clauses(ctx, clauses) or done
    return done


def _listed_tags(ctx: Ctx, at: Phrase) -> set | None:
    """The tags listed after the dash of the sentence holding `at` (`… — “鸟类”、“猫科”`), or None (no list)."""
    if ctx.source is None or at.span is None:
        return None
    for ability in ctx.rt.defn(ctx.source).program.abilities:
        for sentence in (q for s in (*ability.sentences, *(x for m in ability.modes for x in m)) for q in s.walk()
                         if q.kind == "sentence" and q.span is not None):
            if sentence.span.start <= at.span.start < sentence.span.end:
                tail = next((q for q in sentence.walk() if q.kind == "tag_tail"), None)
                if tail is not None:
                    return {text.strip("「」“”\"") for t, text in tail.tokens if t == "CARD_NAME"}
    return None


def card_listed_tags(ctx: Ctx) -> set:
    """The tags of every `… — “鸟类”、“猫科”` list on the source's card (`以上全部四种属性标签`, 22.40)."""
    if ctx.source is None:
        return set()
    return {text.strip("「」“”\"") for ability in ctx.rt.defn(ctx.source).program.abilities
            for s in (*ability.sentences, *(x for m in ability.modes for x in m)) for q in s.walk()
            if q.kind == "tag_tail" for t, text in q.tokens if t == "CARD_NAME"}


def distinct_tags(ctx: Ctx, lead: Phrase) -> set:
    """The tags your units on the board have among them, of those listed (any tag without a list) (22.40)."""
    rt = ctx.rt
    listed = _listed_tags(ctx, lead)
    found = {tag for u in rt.units() if rt.card(u).controller == ctx.seat for tag in rt.defn(u).tags}
    return found & listed if listed is not None else found


def count_per(ctx: Ctx, lead: Phrase) -> int:
    rt = ctx.rt
    if lead.has("TAG_KINDS_LEAD") or lead.has("TAG_KINDS_THEN"):  # `你的单位中每有一种以下属性标签` (22.40)
        return len(distinct_tags(ctx, lead))
    sel = lead.part("selector")
    if lead.has("PER_SPENT_BUFF"):  # `每以此法移除一个增益` (rules-riftbound.md 19.59)
        return ctx.spent_buffs
    if lead.has("PER_EMPOWER"):  # `我每拥有1个{{已强化}}` (rules-riftbound.md 19.58): the source's levels
        from zhdsl.games.riftbound.verbs.empower import level

        return level(rt, ctx.me) if ctx.me is not None else 0
    if lead.has("PER_HOLD_POINT"):  # `你每通过据守获得1分` (rules-riftbound.md 16.17)
        return sum(1 for seat, v, _bf in (rt.state.mode_data.get("turn_log") or ()) if v == "hold_point" and seat == ctx.seat)
    if lead.has("PER_PAST_PLAY") or lead.has("PER_PAST_DISCARD"):  # `你在本回合内每打出过一张牌` (22.50)
        from zhdsl.games.riftbound import conditions

        return conditions.done_this_turn(ctx, "play" if lead.has("PER_PAST_PLAY") else "discard", sel, {ctx.seat})
    if sel is None:
        return 0
    noun = select.noun_of(sel)
    if lead.has("AMONG_THEM"):  # `当中每有一张…`: the cards the steps before looked at or revealed (22.39)
        return sum(1 for u in ctx.looked if u in rt.state.cards and select.matches_card(ctx, sel, u))
    if lead.has("IN_TRASH"):
        return sum(1 for u in rt.state.players[ctx.seat].trash if select.matches_card(ctx, sel, u))
    pool = rt.battlefields() if noun == "BATTLEFIELD" else rt.permanents()
    if noun == "BATTLEFIELD":
        pool = [b for b in pool if rt.bf_controller(b) == ctx.seat]
    found = [u for u in pool if select.matches(ctx, sel, u)]
    where = lead.part("where")
    if (where is not None and where.has("ATTACHED_TO_ME")) or lead.has("ON_ME_PER"):  # `我身上每贴附一件` (22.155)
        found = [u for u in found if rt.card(u).marks.get("host") == ctx.me]
    if lead.has("EACH_CONTROL") or lead.tok("PER") == "你每有":
        found = [u for u in found if rt.card(u).controller == ctx.seat or noun == "BATTLEFIELD"]
    if lead.has("EACH_CONTROL_ALLIED"):  # `你和盟友每控制一处战场` (rules-riftbound.md 20.8): your team's
        mine = (lambda u: rt.bf_controller(u)) if noun == "BATTLEFIELD" else (lambda u: rt.card(u).controller)
        pool = rt.battlefields() if noun == "BATTLEFIELD" else rt.permanents()
        found = [u for u in pool if select.matches(ctx, sel, u) and mine(u) is not None and rt.mode.same_team(mine(u), ctx.seat)]
    spot = lead.tok("LOCATION") or ""
    if spot.startswith("战场"):  # `战场上每有一名…`: at any battlefield
        found = [u for u in found if rt.where(u)[0] == "bf"]
    elif "基地" in spot:  # `你基地中每有…`
        found = [u for u in found if rt.where(u) == ("base", ctx.seat)]
    elif lead.has("HERE_ON") or spot:  # `此战场上每有…`: the battlefield of the source or of the event (rules-riftbound.md 22.21)
        place = ctx.here if ctx.here is not None else select.its_place(ctx, sel)  # a spell: the unit chosen before
        found = [u for u in found if place is not None and place[0] == "bf" and rt.where(u) == place]
    if lead.has("HERE"):  # `此处每有…` `我所处的战场你每有…`: only those at that place (rules-riftbound.md 22.6(e))
        place = ctx.here if ctx.here is not None else next((rt.where(u) for u in ctx.it if rt.on_board(u)), None)
        if place is None or (lead.tok("HERE") == "我所处的战场" and place[0] != "bf"):
            return 0
        found = [u for u in found if rt.where(u) == place]
    return len(found)


def _either(ctx: Ctx, clauses: Phrase) -> bool:
    """`抽一张牌或给予一名友方单位增益` (rules-riftbound.md 22.8(a)): the controller picks one of the two as it
    resolves; a step that cannot be done now (a cost it cannot pay, no object to name) is not offered."""
    rt = ctx.rt
    first, second = clauses.parts[0], clauses.parts[1]
    text = rt.defn(ctx.source).text if ctx.source is not None else ""
    labels = [" ".join(text[c.span.start:c.span.end].split()) if text and c.span is not None else f"第{i + 1}项"
              for i, c in enumerate((first, second))]
    options = [Option(labels[i] or f"第{i + 1}项", i) for i, c in enumerate((first, second)) if _doable(ctx, c)]
    if not options:
        return False
    pick = options[0].value if len(options) == 1 else rt.ask(Decision(ctx.seat, "choice", "选择一项执行", tuple(options)))
    return run_clause(ctx, (first, second)[pick])


def _doable(ctx: Ctx, clause: Phrase) -> bool:
    if clause.kind == "clauses":
        return all(_doable(ctx, c) for c in clause.parts if isinstance(c, Phrase))
    if not can_run(ctx, clause):
        return False
    for q in clause.walk():  # a step naming one object needs one to name (rule 9.4)
        if q.kind == "selector" and not (q.tokens and q.tokens[0][0] in ("PRONOUN", "OWNER_OF", "THE_TOKEN")) \
                and select.noun_of(q) in ("UNIT", "EQUIPMENT", "ARMAMENT", "CHAMPION_UNIT", "TOKEN_UNIT") \
                and select.quantity(q)[0] == "one":
            if q.span.start in ctx.chosen:  # chosen as the card was played: only if one was chosen
                return bool(ctx.chosen[q.span.start])
            return bool(select.board_candidates(ctx, q))
    return True


def _may_pay(ctx: Ctx, clause: Phrase) -> bool:
    """`其控制者可以选择支付{{2}}` / `除非其控制者支付{{2}}，否则…` (rules-riftbound.md 22.10(b)): the player named
    decides and pays from their own resources; `如果不这样做` / `否则` read whether they did."""
    from zhdsl.games.riftbound.verbs.pay import cost_of

    rt = ctx.rt
    actor = clause.part("selector")
    seats = select.players(ctx, actor) if actor is not None and select.is_player_selector(actor, ctx) else [ctx.seat]
    seat = seats[0] if seats else ctx.seat
    mana, power = cost_of(clause.part("costs_icons"))
    ctx.did = False
    if rt.can_afford(seat, mana, power) and rt.ask(Decision(
            seat, "choice", f"是否支付{rt.describe_phrase(clause.part('costs_icons'))}？",
            (Option("支付", True), Option("不支付", False)))):
        ctx.did = rt.pay(seat, mana, power)
        if ctx.did:
            rt.log("pay", seat, f"{rt.pname(seat)}选择支付")
    if not ctx.did:
        rt.log("pay", seat, f"{rt.pname(seat)}没有支付")
    return ctx.did


def run_clauses(ctx: Ctx, clauses: Phrase) -> bool:
    if any(q.kind == "ignore_cost" for q in clauses.walk()):
        ctx.ignoring = True  # `…，无视费用` frees the play of the same steps (rules-riftbound.md 17.22, 17.23)
    if any(q.kind == "cut_by_recycled" for q in clauses.walk()):
        ctx.cut_recycled = True  # `…，将其所需法力费用减去被回收单位的战力` (rules-riftbound.md 9.26)
    if _is_either(clauses):
        return _either(ctx, clauses)
    split = clauses.split_at("BY_THIS")
    if split is not None:
        costs, effects = split
        return _optional_with_cost(ctx, costs, effects)
    done = False
    for clause in clauses.parts:
        done = run_clause(ctx, clause) or done
    return done


def _is_either(clauses: Phrase) -> bool:
    """`clauses 或 clause`: the OR token sits between the two parts."""
    split = clauses.split_at("OR")
    return split is not None and len(clauses.parts) == 2 and len(split[0]) == 1


def _optional_with_cost(ctx: Ctx, costs, effects) -> bool:
    """`你可以选择X，以此Y`: X is a cost of Y (rule 10.4(c)); not paid, no Y."""
    rt = ctx.rt
    optional = costs and costs[0].kind == "optional"
    inner = costs[0].parts[0].parts if optional else costs
    if optional:
        if not all(can_run(ctx, c) for c in inner):
            return False
        if not rt.ask(Decision(ctx.seat, "choice", f"是否{rt.describe_phrase(costs[0])}？",
                               (Option("是", True), Option("否", False)))):
            return False
    for c in inner:
        if not run_clause(ctx, c):
            return False
    for c in effects:
        run_clause(ctx, c)
    return True


def _rest_steps(clauses: Phrase) -> list:
    """The steps of an option that deal with the cards left over (`回收其余卡牌`, `将其余的卡牌…放回原处`)."""
    return [c for c in clauses.parts if isinstance(c, Phrase) and c.kind == "clause" and len(c.parts) == 1
            and (c.parts[0].kind == "put_back" or c.parts[0].has("RECYCLE_REST"))]


def can_run(ctx: Ctx, clause: Phrase) -> bool:
    from zhdsl.games.riftbound import verbs

    return verbs.can_pay(ctx, clause)


# verbs that take the players of their subject themselves (`每名玩家抽一张牌`, `其弃置两张手牌`)
_PLAYER_VERBS = frozenset({"draw", "discard", "gain"})


def each_player_actor(actor: Phrase) -> bool:
    """`每名玩家` `所有玩家` `每名对手` as the subject of a step: each of them does it (rules-riftbound.md 22.7)."""
    if actor.kind != "selector":
        return False
    if actor.tokens and actor.tokens[0][0] == "PRONOUN":
        return actor.tokens[0][1] in ("每名玩家", "所有玩家") + select.ALL_PLAYERS + select.COMBATANTS
    return select.noun_of(actor) in ("OPPONENT", "PLAYER") and select.quantity(actor)[0] == "all"


def _each_order(ctx: Ctx) -> list:
    """Turn order from the active player; after `从下一名玩家开始`, from the one after the acting player (22.34)."""
    rt = ctx.rt
    if getattr(ctx, "from_next", False):
        return rt.state.order_from((ctx.seat + 1) % len(rt.state.players), alive_only=False)
    return rt.state.order_from(rt.state.active, alive_only=False)


def _each_optional(ctx: Ctx, clause: Phrase) -> bool:
    """`每名玩家可以选择让一名单位返回其所属的手牌` (rules-riftbound.md 22.34): each player named, in turn order, decides
    whether to do the steps and chooses their objects as `你`; a single player (`你可以`) is the ordinary option."""
    actor, inner = clause.parts[0], clause.parts[-1]
    option = Phrase("optional", (("YOU_MAY", "可以"),), (inner,), (0,), span=clause.span)
    if not each_player_actor(actor):
        seats = select.players(ctx, actor) if select.is_player_selector(actor, ctx) else [ctx.seat]
    else:
        seats = select.players(ctx, actor)
    order = [s for s in _each_order(ctx) if s in seats]
    keys = [q.span.start for q in inner.walk() if q.kind == "selector"]
    done, seat = False, ctx.seat
    try:
        for s in order:
            ctx.seat = s
            for key in keys:
                ctx.chosen.pop(key, None)
            done = run_clause(ctx, option) or done
    finally:
        ctx.seat = seat
    return done


def _for_each_player(ctx: Ctx, actor: Phrase, vp: Phrase) -> bool:
    """`每名玩家必须摧毁自己的一名单位`: each player in turn order from the active one does the step, choosing
    what it names among their own (`自己的`), as `你` (rules-riftbound.md 22.7)."""
    from zhdsl.games.riftbound import verbs

    rt = ctx.rt
    seats = select.players(ctx, actor)
    order = [s for s in _each_order(ctx) if s in seats]
    keys = [q.span.start for q in vp.walk() if q.kind == "selector"]
    done, seat = False, ctx.seat
    try:
        for s in order:
            if s in ctx.exempt:  # `…则你无需以此方式…` (rules-riftbound.md 22.7(b))
                rt.log("exempt", s, f"{rt.pname(s)}无需执行这一步")
                continue
            ctx.seat = s
            for key in keys:  # each player chooses their own (not the previous player's choice)
                ctx.chosen.pop(key, None)
            done = verbs.run(ctx, vp, None) or done
    finally:
        ctx.seat = seat
    return done


def run_clause(ctx: Ctx, clause: Phrase) -> bool:
    from zhdsl.games.riftbound import verbs

    kind = clause.kind
    rt = ctx.rt
    if kind == "optional":
        inner = clause.parts[0]
        ctx.did = False
        split = inner.split_at("BY_THIS") if inner.kind == "clauses" else None
        if split is not None and not all(can_run(ctx, c) for c in split[0]):
            # `你可以选择摧毁另外三个友方单位，以此…`: a cost that cannot be paid in full is not offered (22.159)
            for rest in _rest_steps(inner):
                run_clause(ctx, rest)
            return False
        if not rt.ask(Decision(ctx.seat, "choice", f"是否{rt.describe_phrase(inner)}？",
                               (Option("是", True), Option("否", False)))):
            for rest in _rest_steps(inner):  # `…，然后回收其余卡牌` is not part of the option (rule 17.7(a))
                run_clause(ctx, rest)
            return False
        done = run_clauses(ctx, inner)
        ctx.did = bool(done)
        return done
    if kind == "may_pay":  # `其控制者可以选择支付{{2}}` (rules-riftbound.md 22.10(b))
        return _may_pay(ctx, clause)
    if kind == "unless":  # `除非其控制者支付{{2}}，否则…`
        if _may_pay(ctx, clause):
            return False
        return run_clause(ctx, clause.parts[-1])
    if kind == "scoped":  # `本回合该单位受到的所有伤害翻倍`: the time scope before the subject (rules-riftbound.md 8.13)
        ctx.scope = "combat" if "战斗" in (clause.tok("SCOPE") or "") else "turn"
        return verbs.run(ctx, clause.parts[1], clause.parts[0])
    if kind in ("swap_pair", "fight_pair"):  # `交换A和B的位置` `A和B相互以自身战力给对方造成伤害` (17.18)
        from zhdsl.games.riftbound.verbs import pair

        units = pair._two(ctx, clause.part("pair"))
        return pair.swap(ctx, units) if kind == "swap_pair" else pair.fight(ctx, units)
    if kind == "instead":
        return run_clause(ctx, clause.parts[0])
    if kind == "per_step":  # `…，当中每有一张…，就…` (rules-riftbound.md 22.39): a count in the middle of the steps
        done = False
        for _ in range(min(MAX_REPEAT, count_per(ctx, clause.parts[0]))):
            done = run_clause(ctx, clause.parts[-1]) or done
        return done
    if kind == "cond_clause":  # `…，如果它是你在该处唯一控制的单位，则…`: only this step waits on it (10.12(e))
        if not condition(ctx, clause.parts[0]):
            rt.log("cond", ctx.seat, "条件不满足，跳过")
            return False
        return run_clause(ctx, clause.parts[1])
    if kind == "clauses":  # `抽一张牌并获得1经验`: the clauses before a connective (`并` `然后` `再`) run first
        return run_clauses(ctx, clause)
    if kind in ("extra_cost", "x_def", "tag_tail", "self_extra_damage"):  # tag_tail: the list a count reads (22.40), not a step
        return True
    if kind in ("grant_play", "grant_speed"):  # `本回合你可以额外打出一个法术` (rules-riftbound.md 9.24)
        from zhdsl.games.riftbound.verbs.grant import grant

        return grant(ctx, clause)
    if kind == "let_play":  # `让其拥有者将其打出到任意一处战场，无视其费用` (rules-riftbound.md 17.4(b))
        from zhdsl.games.riftbound.verbs.play import play_for

        return play_for(ctx, clause)
    if kind == "let_cmd":
        sel, vp = clause.parts[0], clause.parts[1]
        return verbs.run(ctx, vp, sel)
    if kind == "take":
        sel, vp = clause.parts[0], clause.parts[1]
        return verbs.run(ctx, vp, sel)
    if kind == "instead_once":  # `进行一次：…` (rules-riftbound.md 22.35): the step, once
        return run_clause(ctx, clause.parts[0])
    if kind == "each_optional":
        return _each_optional(ctx, clause)
    if kind in ("deck_put_by", "deck_put_hand"):  # `其拥有者将该单位放到其主牌堆的顶部或底部` (rules-riftbound.md 17.42)
        return verbs.run(ctx, clause, None)
    if kind == "damage_it":  # `则改为造成2点伤害`: the objects of the step replaced (rules-riftbound.md 22.213)
        return verbs.run(ctx, clause, None)
    if kind in ("keep_rest", "kill_rest"):  # `…留在原位，然后回收其余卡牌` (17.25); `…摧毁其余的单位` (22.200)
        return verbs.run(ctx, clause, None)
    if kind == "let_discard":  # `让对手将其弃置` (rules-riftbound.md 17.24): the card named, from its owner's hand
        from zhdsl.games.riftbound.verbs import reveal

        return reveal.discard_named(ctx, clause.parts[1])
    if kind == "clause":
        if len(clause.parts) == 2 and each_player_actor(clause.parts[0]) and clause.parts[1].kind not in _PLAYER_VERBS:
            return _for_each_player(ctx, clause.parts[0], clause.parts[1])
        if len(clause.parts) == 2:
            return verbs.run(ctx, clause.parts[1], clause.parts[0])
        return verbs.run(ctx, clause.parts[0], None)
    return False


def _rune_branch(ctx: Ctx, p: Phrase) -> bool:
    """`展示你符文牌堆顶部的一张牌，然后将其回收，根据展示的符文特性执行以下效果：` (rules-riftbound.md 17.20): the
    top rune of the rune deck is revealed (and, with 将其回收, put at the bottom); the line of its domain runs, its
    objects chosen as it runs; no line for that domain, or an empty rune deck: nothing happens."""
    from zhdsl.games.riftbound.keywords import COLOUR_LETTERS, COLOUR_SHORT, COLOURS
    from zhdsl.games.riftbound.program import placeholder

    rt = ctx.rt
    deck = rt.state.players[ctx.seat].runes
    if not deck:
        rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}的符文牌堆为空，没有可展示的符文")
        return False
    rune = deck[0]
    colours = set(rt.defn(rune).colours)
    rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}展示符文牌堆顶部的{rt.card_name(rune)}", rune)
    if p.has("RECYCLE_IT"):
        rt.put(rune, "runes", ctx.seat, top=False)
        rt.log("recycle", ctx.seat, f"{rt.card_name(rune)}被回收到符文牌堆底部", rune)
    done = False
    for option in p.all("rune_option"):
        text = option.tok("COLOUR_NAME") or placeholder(option.tok("POWER") or "")[0]
        colour = COLOURS.get(text) or COLOUR_SHORT.get(text) or COLOUR_LETTERS.get(text)
        if colour in colours:
            run_sentences(ctx, [q for q in option.part("sentences").parts if q.kind == "sentence"])
            done = True
    return done
