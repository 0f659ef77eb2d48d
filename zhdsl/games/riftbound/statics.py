"""Static abilities in force (rules 10.2, 10.10, 10.11): `我获得{{S}}+2和{{强攻}}` (on a unit; on
attached equipment it speaks for the host), `此处的单位获得{{强攻}}` (a battlefield), `你的单位获得
{{S}}+1` (a legend), with their labels (鼓舞, 等级n) and leads (如果…，每有…便). Read whenever might
or keywords are asked for; never written into the state."""

from __future__ import annotations

from zhdsl.games.riftbound import lasting, select


def _sources(rt):
    """The permanents (rt.permanents(): each player's base, then the battlefields' units and gear), each
    player's legend, the battlefields (rt.battlefields()), in that order."""
    s = rt.state
    players = s.players
    out = [u for p in players for u in p.base]
    out.extend(s.zones["field"])
    for p in players:
        out.extend(p.legend)
    out.extend(s.zones["battlefields"])
    return out


def _in_force(rt):
    """(uid, definition, controller) of every permanent, legend and battlefield whose text is in force; a
    battlefield's controller is the player who holds it, None when no one does."""
    for uid in _sources(rt):
        if uid not in rt.state.cards:
            continue
        d = rt.defn(uid)
        if d.base == "spell":
            continue
        c = rt.card(uid)
        yield uid, d, (c.controller if d.base != "battlefield" else c.marks.get("ctrl"))


class _Index:
    """What a card program's static reading needs, found once per program (programs are immutable and shared
    by every game and clone): its static `获得` clauses, its restriction sentences by terminal, its clauses with
    a subject other than a pronoun. Only the walk over the text is saved; every label, condition and
    selector is still evaluated against the state at each query, so the answers are those of the full walk."""

    __slots__ = ("gains", "restrictions", "subject_clauses")

    def __init__(self, program):
        gains, restrictions, subject = [], {}, []
        for ability in program.abilities:
            if ability.kind != "effect":
                continue
            for before, after in zip(ability.sentences, ability.sentences[1:]):
                if _is_instead(after) and after.part("leads") is not None and _replacing_clause(after) is not None:
                    _REPLACED[id(before)] = (before, after)  # `X。如果此牌{{已强化}}，则改为Y。` (rules-riftbound.md 22.87)
            for sentence in ability.sentences:
                r = sentence.part("restriction")
                if r is not None:
                    for terminal in dict.fromkeys(t for t, _ in r.tokens):
                        restrictions.setdefault(terminal, []).append((ability, sentence, r))
                for clause in _flat_clauses(sentence.part("clauses")):
                    vp = clause.parts[-1] if clause.kind == "clause" and clause.parts else None
                    while vp is not None and vp.kind == "vp":
                        if vp.has("SCOPE"):
                            vp = None
                            break
                        vp = vp.parts[0]
                    if vp is not None and (vp.kind == "gain" or (vp.kind == "modify" and clause.kind == "clause"
                                                                 and len(clause.parts) == 2 and _leads_static(sentence))):
                        gains.append((ability, sentence, clause))  # `此处被眩晕的敌方单位{{S}}-8` (rules-riftbound.md 10.24)
                    if clause.kind == "instead" and _replacing_clause(sentence) is not None:
                        clause = clause.parts[0]  # the replacing clause, in force while its conditions hold (22.87)
                    if clause.kind == "clause" and len(clause.parts) == 2:
                        actor, verb = clause.parts
                        if not (actor.tokens and actor.tokens[0][0] == "PRONOUN"):
                            subject.append((ability, sentence, actor, verb))
        self.gains = tuple(gains)
        self.restrictions = {k: tuple(v) for k, v in restrictions.items()}
        self.subject_clauses = tuple(subject)


def _leads_static(sentence) -> bool:
    """A sentence whose leads are only conditions (`如果我位于战场上，则…`) or none: a standing change, not a step
    that waits for a trigger, a choice or a time (rules-riftbound.md 10.24)."""
    leads = sentence.part("leads")
    if leads is None:
        return True
    conditioned = any(lead.kind == "cond_lead" for lead in leads.parts)  # `在本回合内，如果…，则…` (22.36)
    return (all(t == "WHILE_ON_BOARD" or (t == "SCOPE" and conditioned) for t, _x in leads.tokens)
            and all(lead.kind in ("cond_lead", "per_lead") or (conditioned and lead.has("SCOPE") and not lead.parts)
                    for lead in leads.parts))


MAX_INDEXES = 50_000  # programs read in one process before a per-program cache starts again (bound)


class PerProgram(dict):
    """Facts read once per card program: programs are immutable and shared by every game and clone, so what is
    read from one holds for good. Keyed by id(program), the program kept beside its facts (an id is reused only
    once its object is gone); emptied, with the tables in `also`, when it holds MAX_INDEXES programs (bound)."""

    def __init__(self, read, also: tuple = ()):
        super().__init__()
        self.read, self.also = read, also

    def of(self, program):
        found = self.get(id(program))
        if found is None or found[0] is not program:
            if len(self) >= MAX_INDEXES:
                self.clear()
                for table in self.also:
                    table.clear()
            found = self[id(program)] = (program, self.read(program))
        return found[1]


_REPLACED: dict = {}  # id(sentence) -> the `如果…，则改为…` sentence after it, of the programs indexed (22.87)
_INDEXES = PerProgram(lambda program: _Index(program), also=(_REPLACED,))
_index = _INDEXES.of


class _Present:
    """What the programs of a game's whole card list hold between them: the restriction terminals and
    whether any has a static `获得` clause. A source in force is a card of that list, so a terminal no program
    holds is restricted by no source whatever the state; the scans over the sources in force are then skipped.
    `table[def_id]`: (definition, its restriction entries by terminal, its `获得` clauses) of a definition the scans
    can yield, None for one they always skip (a spell, or a text with neither): definitions are immutable, so
    this depends on the list alone. The list only grows (new tokens are appended), so it is read again when its
    length changes."""

    __slots__ = ("defs", "size", "words", "gains", "table")

    def __init__(self, defs):
        self.defs, self.size, self.words, self.gains, self.table = defs, 0, frozenset(), False, []
        self.grow()

    def grow(self) -> None:
        """Sum up the definitions appended since the last look (all of them the first time): the entries of the
        earlier ones depend on those definitions alone, so they stand as they are."""
        defs, table = self.defs, self.table
        words, gains = set(self.words), self.gains
        for d in defs[self.size:]:
            index = _index(d.program)
            words.update(index.restrictions)
            gains = gains or bool(index.gains)
            keep = d.base != "spell" and (index.restrictions or index.gains)
            table.append((d, tuple(index.restrictions.items()), index.restrictions, index.gains) if keep else None)
        self.size, self.words, self.gains = len(defs), frozenset(words), gains


_PRESENT: dict = {}  # id(card list) -> _Present
MAX_PRESENT = 64  # card lists summed up in one process before the cache starts again (bound)


def _present(rt) -> _Present:
    defs = rt._defs
    found = _PRESENT.get(id(defs))
    if found is None or found.defs is not defs:
        if len(_PRESENT) >= MAX_PRESENT:
            _PRESENT.clear()
        found = _PRESENT[id(defs)] = _Present(defs)
    elif found.size != len(defs):  # tokens made since: only the new definitions are read
        found.grow()
    return found


def may_restrict(rt, word: str) -> bool:
    """False when no card of the game has a restriction sentence with `word` (nothing in force can restrict it)."""
    return word in _present(rt).words


def _restricting(rt, word: str | None):
    """(uid, definition, controller, index entries) of every source `_in_force` yields whose program has a
    restriction sentence with `word` (None: a static `获得` clause): the same sources in the same order, the
    program looked at first. Inside `_each` (a read of the state that changes nothing) the one pass of its scan."""
    scan = getattr(rt, "_scan", None)
    if scan is not None and word is not None:
        yield from scan.by_word.get(word, ())
        return
    cards, table = rt.state.cards, _present(rt).table
    for uid in _sources(rt):
        c = cards.get(uid)
        if c is None:
            continue
        entry = table[c.def_id]  # rt.defn(uid), with its program's index
        if entry is None:
            continue
        d, _items, restrictions, gains = entry
        entries = restrictions.get(word) if word is not None else gains
        if not entries:
            continue
        yield uid, d, (c.controller if d.base != "battlefield" else c.marks.get("ctrl")), entries


class _Scan:
    """What `_restricting` yields for every word, the `获得` clauses as `static_clauses` lists them, and the
    equipment on each host (`select.gear_on`, the permanents in order), from one pass over the sources in force:
    made when `_each` starts and dropped when it ends (nothing changes the state in between), or kept by a
    Reading for its stretch. The lasting rule changes in force for a word are remembered on it as asked."""

    __slots__ = ("by_word", "clauses", "gear", "lasting")

    def __init__(self, rt):
        self.by_word, self.clauses, self.gear = {}, [], {}
        self.lasting = {}  # word -> lasting._restrictions(rt, word), filled as asked
        gear = self.gear
        state = rt.state
        cards, table = state.cards, _present(rt).table
        permanents = rt.permanents()
        for uid in permanents:  # with select.gear_on for every host at once
            c = cards.get(uid)
            if c is None:
                continue
            host = c.marks.get("host")
            if host is not None:
                found = gear.get(host)
                if found is None:
                    gear[host] = [uid]
                else:
                    found.append(uid)
            entry = table[c.def_id]  # rt.defn(uid), with its program's index
            if entry is not None:
                self._add(uid, c, entry)
        rest = []
        for p in state.players:
            rest.extend(p.legend)
        rest.extend(rt.battlefields())  # with the permanents: _sources(rt)
        for uid in rest:
            c = cards.get(uid)
            if c is None:
                continue
            entry = table[c.def_id]
            if entry is not None:
                self._add(uid, c, entry)

    def _add(self, uid, c, entry) -> None:
        """One source in force: its restriction entries by word and its `获得` clauses (none for a definition the
        table leaves out)."""
        if entry is None:
            return
        d, items, _restrictions, gains = entry
        seat = c.controller if d.base != "battlefield" else c.marks.get("ctrl")
        by_word = self.by_word
        for word, entries in items:
            found = by_word.get(word)
            if found is None:
                by_word[word] = [(uid, d, seat, entries)]
            else:
                found.append((uid, d, seat, entries))
        if gains and seat is not None:
            self.clauses.extend((uid, seat, ability, sentence, clause) for ability, sentence, clause in gains)


def _conditions_hold(ctx, sentence) -> bool:
    """Whether every condition lead of the sentence (`如果…，`) holds, and no `如果…，则改为…` right after it replaces
    it now (rules-riftbound.md 22.87)."""
    from zhdsl.games.riftbound.conditions import holds

    leads = sentence.part("leads")
    if leads is not None and not all(lead.kind != "cond_lead" or holds(ctx, lead.parts[0]) for lead in leads.parts):
        return False
    found = _REPLACED.get(id(sentence))
    return found is None or found[0] is not sentence or not _conditions_hold(ctx, found[1])


def _replacing_clause(sentence):
    """The `[subject][verb]` clause after 改为 (a subject other than a pronoun: `改为对手的法术费用增加{{2}}`), the
    only replacement a standing text reads (rules-riftbound.md 22.87); None otherwise."""
    clauses = sentence.part("clauses")
    inner = clauses.parts[0].parts[0] if clauses is not None and clauses.parts and clauses.parts[0].parts else None
    if inner is None or inner.kind != "clause" or len(inner.parts) != 2:
        return None
    actor = inner.parts[0]
    return None if actor.tokens and actor.tokens[0][0] == "PRONOUN" else inner


def _is_instead(sentence) -> bool:
    clauses = sentence.part("clauses")
    return clauses is not None and bool(clauses.parts) and clauses.parts[0].kind == "instead"


def labels_hold(rt, seat: int, ability, itself: bool = False, uid=None) -> bool:
    """Whether the ability's 鼓舞/等级/已强化 hold (rules 10.11, 19.14, 19.18, 19.49); `itself`: a card's own play
    effect, whose 鼓舞 needs another card played before it (rule 19.18(a)); `uid`: the card the ability is on
    (`{{已强化>}}` holds while that card is empowered; without the card it does not hold)."""
    p = rt.state.players[seat]
    for name, n in ability.labels:
        if name == "已强化" and (uid is None or uid not in rt.state.cards or not rt.state.cards[uid].marks.get("empowered")):
            return False
        if name == "鼓舞" and p.played - (1 if itself else 0) < 1:
            return False
        if name == "等级" and p.xp < (n or 0):
            return False
    return True


def static_clauses(rt):
    """(source uid, controller, ability, sentence, clause) of every static `获得` clause in force: the list of the
    scan in force (a static query's, or a Reading's on the state it was made for), else a fresh one. Nothing is
    kept past the scan: `hand_keywords` asks outside any query, and a list kept on `rt` until the next query
    would answer for the state of the call before (a source that entered or left play in between)."""
    scan = getattr(rt, "_scan", None)
    if scan is not None:
        return scan.clauses
    read = getattr(rt, "_read", None)
    if read is not None and read.state is rt.state and not getattr(rt, "_in_statics", False):
        if read.scan is None:
            read.scan = _Scan(rt)
        return read.scan.clauses
    out = []
    if not _present(rt).gains:
        return out
    for uid, d, seat, gains in _restricting(rt, None):
        if seat is None:
            continue
        for ability, sentence, clause in gains:
            out.append((uid, seat, ability, sentence, clause))
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


class Reading:
    """A stretch of play that only reads the state — an option list `rt.recall` makes (the engine's contract:
    `fn` must not change the state), cleanup's look at every unit's might between two changes. Inside it one
    scan of the sources in force serves every static query, and what the statics give each card
    (`_each(rt, uid)`, a query that changes nothing) is worked out once: the same answers as fresh queries,
    because nothing they read changes until the stretch ends or `forget()` is called before a change.
    Held as `rt._read`; bound to the state it was made for (a query on another state, a trial's copy, reads
    afresh). Nested stretches share the outermost one. `_each` called inside a static query (`rt._in_statics`)
    still yields nothing, and is never remembered."""

    __slots__ = ("rt", "state", "scan", "each", "outer")

    def __init__(self, rt):
        self.rt, self.state, self.scan, self.each, self.outer = rt, rt.state, None, {}, None

    def forget(self) -> None:
        """Before the state changes: the next query scans afresh."""
        self.state, self.scan, self.each = self.rt.state, None, {}

    def __enter__(self):
        rt = self.rt
        self.outer = getattr(rt, "_read", None)
        if self.outer is None:
            if self.state is not rt.state:
                self.forget()
            rt._read = self
        return self

    def __exit__(self, *exc) -> None:
        if self.outer is None:
            self.rt._read = None
        self.outer = None


def reading(rt) -> Reading:
    """`with reading(rt): …` around code that only reads the state (see Reading)."""
    return Reading(rt)


def _each(rt, uid):
    if getattr(rt, "_in_statics", False):
        return
    read = getattr(rt, "_read", None)
    if read is None or read.state is not rt.state:
        yield from _walk(rt, uid, None)
        return
    found = read.each.get(uid)
    if found is None:
        found = read.each[uid] = tuple(_walk(rt, uid, read))
    yield from found


def _walk(rt, uid, read):
    """What the statics in force give `uid`: (times, verb phrase) of each static clause that applies, then the
    lasting rule changes' might (an int) and keywords ((word, n) tuples). `read`: the Reading whose scan to use."""
    from zhdsl.games.riftbound.effects import Ctx

    rt._in_statics = True
    try:
        if read is None:
            rt._scan = _Scan(rt)
        else:
            if read.scan is None:
                read.scan = _Scan(rt)
            rt._scan = read.scan
        for source, seat, ability, sentence, clause in static_clauses(rt):
            if not labels_hold(rt, seat, ability, uid=source):
                continue
            ctx = Ctx(rt, seat, source)
            times = _applies(rt, ctx, sentence, clause, uid)
            if times:
                if rt.defn(source).base == "gear":  # `贴附在我身上的每件武装提供双倍基础战力加成` (18.1(f))
                    times *= lasting.gear_factor(rt, source, uid)
                yield times, clause.parts[-1]
        lasting_might = lasting.might_bonus(rt, uid)
        if lasting_might:
            yield 1, lasting_might
        for word, n in lasting.keywords_for(rt, uid):
            yield 1, (word, n)
    finally:
        rt._in_statics = False
        rt._scan = None


def _gain_items(vp):
    while vp.kind == "vp":
        vp = vp.parts[0]
    gains = vp.part("gains")
    return gains.parts if gains is not None else ()


def _mod_of(vp):
    while vp.kind == "vp":
        vp = vp.parts[0]
    return vp.part("mod") if vp.kind == "modify" else None


def might_floor(rt, uid: int) -> int | None:
    """The highest `不得低于n{{S}}` of the standing might changes that apply to `uid` (rules-riftbound.md 10.24)."""
    floors = []
    for _times, vp in list(_each(rt, uid) or ()):
        m = _mod_of(vp) if not isinstance(vp, (int, tuple)) else None
        if m is not None and m.has("FLOOR"):
            floors.append(select.number(m.all("num")[-1]))
    return max(floors) if floors else None


def might_bonus(rt, uid: int) -> int:
    total = 0
    for times, vp in list(_each(rt, uid) or ()):
        if isinstance(vp, int):  # the lasting rule changes' own bonus (lasting.py)
            total += vp
            continue
        if isinstance(vp, tuple):
            continue
        m = _mod_of(vp)
        if m is not None:  # `此处的敌方单位{{S}}-1`: a standing change of might (rules-riftbound.md 10.24)
            total += times * select.number(m.part("num")) * (-1 if m.has("MINUS") else 1)
            continue
        for g in _gain_items(vp):
            if g.kind in ("g_might", "g_might_minus"):  # `获得{{S}}-1` (rules-riftbound.md 22.74)
                total += times * select.number(g) * (-1 if g.kind == "g_might_minus" else 1)
    return total


def keywords_for(rt, uid: int) -> list:
    from zhdsl.games.riftbound.program import placeholder

    out, lacking = [], []
    for times, vp in list(_each(rt, uid) or ()):
        if isinstance(vp, int):
            continue
        if isinstance(vp, tuple):  # a keyword from the lasting rule changes (lasting.py)
            out.append(vp)
            continue
        bare = vp
        while bare.kind == "vp":
            bare = bare.parts[0]
        for g in _gain_items(vp):
            if g.kind == "g_keyword":
                word, n, _ = placeholder(g.tok("KW") or g.tokens[0][1])  # `…，并获得{{强攻}}` (10.18(b))
                (lacking if bare.has("IF_LACKING") else out).append((word, (n or 1) * times))
    for word, n in lacking:  # `如未拥有{{法盾}}，则额外获得{{法盾}}` (10.12(d)): once, and only without it
        if lasting.lacks(rt, uid, word, out):
            out.append((word, n))
    return out


def _others_subject_clauses(rt, uid: int):
    """(source, controller, sentence, subject, verb phrase) of every `[subject][verb]` clause with a subject other
    than a pronoun, in an effect ability in force (labels holding) of a permanent, legend or battlefield other
    than `uid` that some player controls."""
    for source, d, seat in _in_force(rt):
        if source == uid or seat is None:
            continue
        for ability, sentence, actor, vp in _index(d.program).subject_clauses:
            if labels_hold(rt, seat, ability, uid=source):
                yield source, seat, sentence, actor, vp


def _flat_clauses(clauses):
    """The clauses of a `clauses` phrase, those of a nested one too (`A，而B` nests the clauses before `，而`)."""
    for part in (clauses.parts if clauses is not None else ()):
        if part.kind == "clauses":
            yield from _flat_clauses(part)
        else:
            yield part


def _others_enter_ready(rt, uid: int) -> bool:
    """`其他友方单位以活跃状态进场`, `你的单位以活跃状态进场` on another permanent, a legend or a
    battlefield in force (rule 10.10): whether the unit `uid` entering now is one they name."""
    from zhdsl.games.riftbound.effects import Ctx

    for source, seat, sentence, actor, vp in _others_subject_clauses(rt, uid):
        if not any(q.kind == "enter_ready" for q in vp.walk()):
            continue
        ctx = Ctx(rt, seat, source)
        if _conditions_hold(ctx, sentence) and select.matches(ctx, actor, uid):
            return True
    return False


def enters_ready(rt, seat: int, uid: int) -> bool:
    """`我以活跃状态进场` and its conditions (rule 2.2); another card's `其他友方单位以活跃状态进场`."""
    from zhdsl.games.riftbound.effects import Ctx

    if _others_enter_ready(rt, uid):
        return True
    d = rt.defn(uid)
    for ability in d.program.abilities:
        if ability.kind != "effect" or not labels_hold(rt, seat, ability, uid=uid):
            continue
        for sentence in ability.sentences:
            if any(q.kind in ("enter_ready", "g_enter_ready") for q in sentence.walk()) and _own(sentence):
                if _conditions_hold(Ctx(rt, seat, uid), sentence):
                    return True
    return False


def enters_exhausted(rt, seat: int, uid: int) -> bool:
    """`此牌以休眠状态进场` / `我以休眠状态进场` (rules-riftbound.md 2.6(a)): the card's own text, its conditions held."""
    return own_static(rt, seat, uid, "enter_exhausted")


def own_static(rt, seat: int, uid: int, kind: str) -> bool:
    """Whether the card's own text has a static sentence of this kind about itself whose conditions hold now
    (`此牌以休眠状态进场`, `我可以被打出到你正在进攻的战场`)."""
    from zhdsl.games.riftbound.effects import Ctx

    d = rt.defn(uid)
    for ability in d.program.abilities:
        if ability.kind != "effect" or not labels_hold(rt, seat, ability, uid=uid):
            continue
        for sentence in ability.sentences:
            if any(q.kind == kind for q in sentence.walk()) and _own(sentence):
                if _conditions_hold(Ctx(rt, seat, uid), sentence):
                    return True
    return False


_SELF_WORDS = frozenset({"我", "此牌", "此装备"})


def _own(sentence) -> bool:
    """Whether an `以活跃状态进场` sentence speaks of the card itself (`我…`, or no subject)."""
    for clause in _flat_clauses(sentence.part("clauses")):
        if clause.kind == "clause" and len(clause.parts) == 2:
            actor = clause.parts[0]
            if not (actor.tokens and actor.tokens[0][0] == "PRONOUN" and actor.tokens[0][1] in _SELF_WORDS):
                return False
    return True


def cost_reduction(rt, seat: int, uid: int) -> int:
    """`我的费用减少{{2}}`, `你每控制…，我的费用便减少{{1}}` (rule 9.2(3)): the mana the card's own
    text takes off its cost, and what the permanents and legend of its player in force take off it
    (`你的“龙”属性单位法力费用减少{{2}}，不得低于{{1}}`); the largest floor `不得低于` is kept."""
    total, floor, _power = _reductions(rt, seat, uid, uid)
    for source, _d, owner in _in_force(rt):
        if source == uid or owner != seat:
            continue
        more, fl, _p = _reductions(rt, seat, source, uid)  # their power: cost_shift (9.18)
        total, floor = total + more, max(floor, fl)
    return total, floor


def self_power_cut(rt, seat: int, uid: int) -> int:
    """The power symbols the card's own text takes off its cost: `我的费用就减少{{2}}和{{绿色}}` (rules-riftbound.md
    16.17); other cards' power reductions are cost_shift's."""
    return _reductions(rt, seat, uid, uid)[2]


def _reductions(rt, seat: int, source: int, card: int) -> tuple[int, int, int]:
    """The reduction the text of `source` gives the cost of `card` (itself, when they are one: only the
    clauses about 我/此牌; another card: only the clauses whose subject it fits)."""
    from zhdsl.games.riftbound.effects import Ctx, count_per
    from zhdsl.games.riftbound.conditions import holds

    d = rt.defn(source)
    total, floor, power = 0, 0, 0
    for ability, rows in _reducers(d.program):
        if not labels_hold(rt, seat, ability, uid=source):
            continue
        for sentence, clause, found in rows:
            actor = clause.parts[0] if clause.kind == "clause" and len(clause.parts) == 2 else None
            itself = actor is None or bool(actor.tokens and actor.tokens[0][0] == "PRONOUN")
            ctx = Ctx(rt, seat, source)
            if itself != (source == card) or (not itself and not select.matches_card(ctx, actor, card)):
                continue
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
            for q in found:
                icons = q.part("cost_icons")
                n = sum(int(t[1].strip("{}[] ")) for p in ([icons] if icons else []) for x in p.walk()
                        for t in x.tokens if t[0] == "MANA")
                if q.has("TOP_MIGHT_YOURS"):  # the highest might among your units now (rules-riftbound.md 9.11)
                    n = max((rt.might(u) for u in rt.units() if rt.card(u).controller == seat), default=0)
                total += n * times
                power += _icons(q, "POWER") * times
                fl = q.part("floor")
                if fl is not None:
                    floor = max(floor, ctx.cost_value(fl))
    return total, floor, power


def _read_reducers(program) -> tuple:
    """((ability, ((sentence, clause, its `cost_reduce` phrases), …)), …) of the effect abilities of a card program
    with a clause that reduces a cost, in the text's order, leaving out `你可以选择…，以此让我的费用减少…` (only when
    paid: play.as_played). Programs are immutable and shared by every game and clone: read once per program
    instead of walking every clause of the card at each cost asked (`_reductions`)."""
    out = []
    for ability in program.abilities:
        if ability.kind != "effect":
            continue
        rows = []
        for sentence in ability.sentences:
            for clause in _flat_clauses(sentence.part("clauses")):
                if clause.kind == "optional":
                    continue
                reduces = tuple(q for q in clause.walk() if q.kind == "cost_reduce")
                if reduces:
                    rows.append((sentence, clause, reduces))
        if rows:
            out.append((ability, tuple(rows)))
    return tuple(out)


_reducers = PerProgram(_read_reducers).of


def cost_increase(rt, seat: int, uid: int) -> int:
    """`你的非指示物单位在本回合内的打出费用增加{{1}}` (rules-riftbound.md 9.15): the mana the increases noted this
    turn add to the cost of card `uid`, for the player `seat` playing it."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.verbs.costup import subject_of

    total = 0
    for source, owner, start, n, turn in rt.state.mode_data.get("cost_raise") or ():
        if turn != rt.state.turn or source not in rt.state.cards:
            continue
        subject = subject_of(rt, source, start)
        if subject is not None and select.matches_card(Ctx(rt, owner, source), subject, uid):
            total += n
    return total


def _icons(q, terminal: str) -> int:
    icons = q.part("cost_icons")
    if icons is None:
        return 0
    if terminal == "MANA":
        return sum(int(t.strip("{}[] ")) for x in icons.walk() for k, t in x.tokens if k == "MANA")
    return sum(1 for x in icons.walk() for k, _t in x.tokens if k == "POWER")


def cost_shift(rt, seat: int, uid: int) -> tuple[int, int, int]:
    """(mana added, power symbols removed, power symbols added) by the texts in force of other cards (rules-riftbound.md
    9.18): the power of `所有友方法术的费用减少{{1}}和{{A}}` (its mana is cost_reduction's), and `而所有敌方法术的费用增加
    {{1}}和{{A}}` — 敌方 of the source's controller, 友方/你的 of its own, otherwise of every player."""
    from zhdsl.games.riftbound.effects import Ctx

    mana_up = power_cut = power_up = 0
    for source, owner, sentence, actor, vp in _others_subject_clauses(rt, uid):
        while vp.kind == "vp" and vp.parts:
            vp = vp.parts[0]
        if vp.kind not in ("cost_reduce", "cost_up"):
            continue
        ctx = Ctx(rt, owner, source)
        if not select.matches_card(ctx, actor, uid) or not _conditions_hold(ctx, sentence):
            continue
        mods = {text for t, text, _w in select.words(actor) if t == "MOD"}
        if vp.kind == "cost_reduce":
            power_cut += _icons(vp, "POWER") if owner == seat else 0
            continue
        if "敌方" in mods and rt.mode.same_team(seat, owner):
            continue
        if mods & {"友方"} and owner != seat:
            continue
        mana_up += _icons(vp, "MANA")
        power_up += _icons(vp, "POWER")
    return mana_up, power_cut, power_up


def targeted_spell_cut(rt, seat: int, chosen) -> tuple[int, int]:
    """`你以我为目标的法术费用减少{{1}}或{{A}}` (rules-riftbound.md 9.14): (mana, power symbols) taken off the cost of
    a spell `seat` plays, for each distinct object it chose that is on the board, controlled by `seat`, with
    such a text in force; the alternative after 或 is its (mana, power) too, the caller picks (see play.py)."""
    mana = power = 0
    for uid in dict.fromkeys(chosen):
        if uid not in rt.state.cards or not rt.on_board(uid) or rt.card(uid).controller != seat:
            continue
        for _ctx, r in _restrictions(rt, rt.defn(uid), seat, uid, "SPELLS_ON_ME"):
            first = r.all("cost_icons")[0]
            mana += sum(int(t.strip("{}[] ")) for x in first.walk() for k, t in x.tokens if k == "MANA")
            alt = r.all("cost_icons")[1:]
            power += sum(1 for a in alt for x in a.walk() for k, _t in x.tokens if k == "POWER")
    return mana, power


def restricted(rt, word: str, uid: int | None = None, seat: int | None = None) -> bool:
    """Whether a permanent, legend or battlefield in force forbids it (rule 10.10): `我无法造成战斗伤害`
    (`word` NO_COMBAT_DAMAGE, of the unit `uid`), `对手无法得分` (CANNOT_SCORE, of the player `seat`),
    each under its leads (`如果我位于战场上，则…`) and labels."""
    if not may_restrict(rt, word):
        return False
    for source, d, owner, _entries in _restricting(rt, word):
        if owner is None:
            continue
        for ctx, r in _restrictions(rt, d, owner, source, word):
            if _restricts(rt, ctx, r.parts[0] if r.parts else None, word, uid, seat, owner):
                return True
    return False


def win_target_bonus(rt) -> int:
    """`使赢得游戏所需的分数+1` on a battlefield, permanent or legend in force (rules-riftbound.md 16.11), whoever
    controls it (a battlefield no one controls too): what it adds to the points needed to win."""
    from zhdsl.games.riftbound import select

    total = 0
    if not may_restrict(rt, "WIN_TARGET"):
        return total
    for source, d, owner, _entries in _restricting(rt, "WIN_TARGET"):
        for ctx, r in _restrictions(rt, d, owner if owner is not None else rt.state.active, source, "WIN_TARGET"):
            total += select.number(r.part("num"))
    return total


def _restrictions(rt, d, seat: int, source: int, word: str):
    """(context, restriction part) of every sentence of `d` in force for `seat` that restricts `word`:
    an effect ability whose labels hold, whose leads' conditions hold."""
    from zhdsl.games.riftbound.effects import Ctx

    for ability, sentence, r in _index(d.program).restrictions.get(word, ()):
        if not labels_hold(rt, seat, ability, uid=source):
            continue
        ctx = Ctx(rt, seat, source)
        if _conditions_hold(ctx, sentence):
            yield ctx, r


def _restricts(rt, ctx, actor, word, uid, seat, owner) -> bool:
    pronoun = actor.tokens[0][1] if actor is not None and actor.tokens and actor.tokens[0][0] == "PRONOUN" else None
    if word == "CANNOT_SCORE":
        if pronoun == "你":
            return seat == owner
        noun = select.noun_of(actor)
        if noun == "OPPONENT":
            return not rt.mode.same_team(seat, owner)
        return noun == "PLAYER"
    if uid is None or not rt.on_board(uid):
        return False
    if actor is None:  # `敌方法术和技能无法将我选作目标`: of the card itself
        return uid == ctx.me
    if pronoun == "我":
        return uid == ctx.me
    if pronoun is not None:
        return False
    return select.matches(ctx, actor, uid)


def move_rule(rt, word: str, bf: int, uid: int) -> bool:
    """A battlefield's standing move rule (rule 13.9): `单位可从任意位置移动到此处` (`word`
    MOVE_IN_ANYWHERE) or `单位无法从此处移动到基地` (NO_MOVE_TO_BASE) on the battlefield `bf`, for the
    unit `uid`. A battlefield's rule holds whoever controls it, or if no one does (the unit's
    controller then reads `友方`/`敌方`)."""
    if bf not in rt.state.cards:
        return False
    d = rt.defn(bf)
    ctrl = rt.card(bf).marks.get("ctrl")
    seat = ctrl if ctrl is not None else rt.card(uid).controller
    for ctx, r in _restrictions(rt, d, seat, bf, word):
        actor = r.parts[0]
        if actor.tokens and actor.tokens[0][0] == "PRONOUN":
            continue
        if select.matches(ctx, actor, uid):
            return True
    return False


def move_tax(rt, seat: int, dest, n: int) -> tuple[int, tuple]:
    """The price `seat` pays to move `n` units together to `dest` by a standard move (rules-riftbound.md 22.245):
    `对手必须支付{{1}}和{{A}}，才能将一名或多名单位移动到此战场` once per move, `对手若要将多名单位同时移动到我所在的战场，
    则必须为除第一名单位外的每名其他单位各额外支付{{A}}` once per unit after the first; each of a source whose place is
    `dest` (a battlefield's own text: that battlefield; a permanent's: the battlefield it is at), in force, and whose
    actor (`对手`) names `seat`."""
    from zhdsl.games.riftbound.verbs.pay import cost_of

    mana, power = 0, []
    if dest is None or dest[0] != "bf":
        return mana, ()
    for word in ("MOVE_TAX_LEAD", "MOVE_TAX_GROUP"):
        if not may_restrict(rt, word):
            continue
        for source, d, owner, _entries in _restricting(rt, word):
            place = ("bf", source) if d.base == "battlefield" else (rt.where(source) if rt.on_board(source) else None)
            if place != dest or owner is None:
                continue
            for ctx, r in _restrictions(rt, d, owner, source, word):
                actor = r.parts[0] if r.parts else None
                noun = select.noun_of(actor) if actor is not None else None
                if noun == "OPPONENT" and rt.mode.same_team(seat, owner):
                    continue
                if noun != "OPPONENT" and noun != "PLAYER":
                    continue
                times = 1 if word == "MOVE_TAX_LEAD" else max(0, n - 1)
                m, colours = cost_of(r.part("cost_icons"))
                mana += m * times
                power.extend(colours * times)
    return mana, tuple(power)


def play_barred(rt, bf: int, uid: int, seat: int) -> bool:
    """A battlefield's `单位无法被打出到此处` (NO_PLAY_HERE, rules-riftbound.md 9.113): the card `uid` that `seat` plays
    may not be played to `bf`, whoever controls it."""
    if bf not in rt.state.cards:
        return False
    ctrl = rt.card(bf).marks.get("ctrl")
    for ctx, r in _restrictions(rt, rt.defn(bf), ctrl if ctrl is not None else seat, bf, "NO_PLAY_HERE"):
        actor = r.parts[0]
        if actor.tokens and actor.tokens[0][0] == "PRONOUN":
            continue
        if select.matches_card(ctx, actor, uid):
            return True
    return False


def damage_bonus(ctx, uid: int, targeted: bool) -> int:
    """What the permanents, legends and battlefields in force add to each damage a spell or ability deals
    (rule 8.2(5)): `你的法术和技能造成的伤害+1` (spells and abilities of the card's controller) and a
    battlefield's `以此处的单位作为目标的法术或技能，造成的伤害+1` (damage to a unit at that battlefield that the
    spell or ability chose, not `所有…`/`各…` of every match)."""
    from zhdsl.games.riftbound.effects import Ctx

    rt = ctx.rt
    total = 0
    for source, d, owner in _in_force(rt):
        for ability in d.program.abilities:
            if ability.kind != "effect":
                continue
            for sentence in ability.sentences:
                r = sentence.part("restriction")
                if r is None or not (r.has("DAMAGE_BONUS_YOURS") or r.has("DAMAGE_BONUS_HERE")):
                    continue
                if r.has("DAMAGE_BONUS_YOURS"):
                    if owner is None or owner != ctx.seat:
                        continue
                elif not targeted or rt.where(uid) != ("bf", source):
                    continue
                seat = owner if owner is not None else ctx.seat
                if not labels_hold(rt, seat, ability, uid=source):
                    continue
                if _conditions_hold(Ctx(rt, seat, source), sentence):
                    total += select.number(r.part("num"))
    return total


def hold_repeats(rt, seat: int, bf: int, word: str = "HOLD_TWICE") -> int:
    """`你据守此处时的据守效果额外触发一次` (rules-riftbound.md 16.13), `你征服此处时的征服效果额外触发一次` (16.21,
    word="CONQUER_TWICE"): how many more times each ability that triggers on `seat` holding (conquering) the
    battlefield `bf` triggers — one for each such permanent of that player there."""
    total = 0
    if not may_restrict(rt, word):
        return total
    for source, d, owner, _entries in _restricting(rt, word):
        if owner != seat or d.base == "battlefield" or not rt.on_board(source) or rt.where(source) != ("bf", bf):
            continue
        total += sum(1 for _ctx, _r in _restrictions(rt, d, owner, source, word))
    return total


def deathknell_repeats_here(rt, seat: int, place) -> int:
    """`此处所有友方的{{绝念}}效果额外触发一次` (rules-riftbound.md 22.247): how many more times the deathknell of a unit of
    `seat` that died at `place` triggers — one for each such permanent of `seat` at that place."""
    total = 0
    if place is None or not may_restrict(rt, "DEATHKNELL_TWICE_HERE"):
        return total
    for source, d, owner, _entries in _restricting(rt, "DEATHKNELL_TWICE_HERE"):
        if owner != seat or not rt.on_board(source) or rt.where(source) != place:
            continue
        total += sum(1 for _ctx, _r in _restrictions(rt, d, owner, source, "DEATHKNELL_TWICE_HERE"))
    return total


def deathknell_repeats(rt, seat: int) -> int:
    """`你的所有{{绝念}}效果可以额外触发一次` (rules-riftbound.md 19.62): how many more times each deathknell of a
    card `seat` controlled triggers — one for each such permanent `seat` controls on the board."""
    total = 0
    if not may_restrict(rt, "DEATHKNELL_TWICE"):
        return total
    for source, d, owner, _entries in _restricting(rt, "DEATHKNELL_TWICE"):
        if owner != seat or not rt.on_board(source):
            continue
        total += sum(1 for _ctx, _r in _restrictions(rt, d, owner, source, "DEATHKNELL_TWICE"))
    return total


_GRANTED: dict = {}  # quoted ability text -> its abilities (compiled once per process; card text is data)


def quoted_abilities(text: str) -> tuple:
    """The abilities of a quoted ability text `“{{横置}}：获得1经验。”` (rules-riftbound.md 10.5(h)); () when it
    does not read (compile.check reports it)."""
    inner = text.strip("「」“”\"")
    if inner not in _GRANTED:
        from zhdsl.games.riftbound.library import compile_card_text

        program, _problem = compile_card_text(inner)
        _GRANTED[inner] = tuple(program.abilities) if program is not None else ()
    return _GRANTED[inner]


def granted_abilities(rt, uid: int) -> tuple:
    """The activated abilities a static in force gives `uid` (`此处的单位获得“{{横置}}：…”`, 10.5(h)), in order."""
    out = []
    for _times, vp in list(_each(rt, uid) or ()):
        if isinstance(vp, (int, tuple)):
            continue
        for g in _gain_items(vp):
            if g.kind == "g_ability":
                out.extend(a for a in quoted_abilities(g.tokens[0][1]) if a.kind == "activated")
    from zhdsl.games.riftbound.playrules import quoted_of

    out.extend(quoted_of(rt, uid, ("activated",)))  # given by an effect (rules-riftbound.md 22.203)
    return tuple(out)


def abilities_of(rt, uid: int) -> tuple:
    """A card's own abilities, then those given to it (an ability is used by its index in this list)."""
    own = tuple(rt.defn(uid).program.abilities)
    return own + granted_abilities(rt, uid) if rt.defn(uid).base == "unit" and rt.on_board(uid) else own


def hand_keywords(rt, uid: int) -> set:
    """The keywords a card in its owner's hand gets from `你手牌中的所有装备都获得{{灵便}}` on a permanent that player
    controls (rules-riftbound.md 19.29); the card's printed facts decide whether it fits."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.program import placeholder

    c = rt.card(uid)
    if c.zone != "hand":
        return set()
    out = {word for word, _n, _until in c.marks.get("grants", ())}  # given by an effect this turn
    for source, seat, ability, _sentence, clause in static_clauses(rt):
        actor = clause.parts[0] if clause.kind == "clause" and len(clause.parts) == 2 else None
        if actor is None or seat != c.zone_owner or not any(t == "IN_YOUR_HAND" for t, _x, _w in select.words(actor)):
            continue
        if labels_hold(rt, seat, ability, uid=source) and select.matches_card(Ctx(rt, seat, source), actor, uid):
            out.update(placeholder(g.tok("KW") or g.tokens[0][1])[0] for g in _gain_items(clause.parts[-1])
                       if g.kind == "g_keyword")
    return out


def early_score_draw(rt, seat: int, how: str) -> bool:
    """`如果一名玩家将在其第一或第二个回合期间通过征服或据守获得1分，则改为该玩家抽一张牌` (rules-riftbound.md 22.209):
    whether a permanent, legend or battlefield in force replaces this point of `seat` (`how`: conquer / hold) by a card
    drawn: it is the player's own turn listed (playrules.own_turn_number) and the way of scoring is named."""
    import re

    from zhdsl.games.riftbound.playrules import own_turn_number
    from zhdsl.text.numerals import chinese_to_int

    word = "EARLY_SCORE_DRAW"
    if not may_restrict(rt, word):
        return False
    now = own_turn_number(rt, seat)
    for source, d, owner, _entries in _restricting(rt, word):
        for _ctx, r in _restrictions(rt, d, owner if owner is not None else rt.state.active, source, word):
            text = r.tok(word) or ""
            turns_text, _sep, ways = text.partition("个回合")
            turns = {int(w) if w.isdigit() else (chinese_to_int(w) or 0)
                     for w in re.findall(r"[一二三四五六七八九十]+|\d+", turns_text.split("第", 1)[-1])}
            if now in turns and ("征服" if how == "conquer" else "据守") in ways:
                return True
    return False


def no_score_here(rt, seat: int, bf: int) -> bool:
    """`每名玩家在各自的第三回合开始前，无法从此处得分` (rules-riftbound.md 22.249): the battlefield `bf` itself, in force,
    bars `seat` from scoring there while that player has had fewer own turns than the one named (playrules.own_turn_number:
    the player's own turns begun so far)."""
    import re

    from zhdsl.games.riftbound.playrules import own_turn_number
    from zhdsl.text.numerals import chinese_to_int

    word = "NO_SCORE_HERE_BEFORE"
    if not may_restrict(rt, word):
        return False
    for source, d, owner, _entries in _restricting(rt, word):
        if source != bf or d.base != "battlefield":
            continue
        for _ctx, r in _restrictions(rt, d, owner if owner is not None else seat, source, word):
            m = re.search(r"第([一二三四五六七八九十]+|\d+)", r.tok(word) or "")
            nth = (int(m.group(1)) if m.group(1).isdigit() else (chinese_to_int(m.group(1)) or 0)) if m else 0
            if own_turn_number(rt, seat) < nth:
                return True
    return False


def channel_cap(rt, seat: int) -> int | None:
    """`所有玩家在其召出阶段开始时只能召出一枚符文` (rules-riftbound.md 22.212): the fewest runes a static in force lets
    `seat` channel in its channel phase (`所有玩家` `每名玩家` everyone, `对手` its controller's opponents, `你` its
    controller), or None."""
    import re

    from zhdsl.text.numerals import chinese_to_int

    word = "CHANNEL_CAP"
    if not may_restrict(rt, word):
        return None
    caps = []
    for source, d, owner, _entries in _restricting(rt, word):
        for _ctx, r in _restrictions(rt, d, owner if owner is not None else rt.state.active, source, word):
            actor = r.parts[0] if r.parts else None
            pronoun = actor.tokens[0][1] if actor is not None and actor.tokens and actor.tokens[0][0] == "PRONOUN" else ""
            noun = select.noun_of(actor) if actor is not None else None
            if pronoun == "你":
                applies = seat == owner
            elif noun == "OPPONENT":
                applies = owner is not None and not rt.mode.same_team(seat, owner)
            else:
                applies = pronoun in ("每名玩家", "所有玩家") or noun == "PLAYER"
            if applies:
                n = re.search(r"召出([一二两三四五]|[1-5])枚", r.tok(word) or "")
                caps.append(int(n.group(1)) if n and n.group(1).isdigit() else (chinese_to_int(n.group(1)) if n else 1))
    return min(caps) if caps else None
