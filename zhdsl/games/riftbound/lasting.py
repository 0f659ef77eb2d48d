"""Lasting rule changes a permanent, legend or battlefield keeps in force (docs/rules-riftbound.md 10.12,
18.1(b), 18.1(f)): keywords gear gives its host (`你的每件武装都会提供{{强攻}}`), a keyword whose value is a
count (`我拥有等同于此处敌方单位数量的{{强攻}}数值`), the might printed on gear and its doubling
(`贴附在我身上的每件武装提供双倍基础战力加成`), the lone attacker or defender (`如果你只有一名友方单位防守
一处战场，则该单位{{S}}+2`). Read by statics.py whenever might or keywords are asked for; never written
into the state."""

from __future__ import annotations

from zhdsl.games.riftbound import select


def _restrictions(rt, word: str):
    """(source, controller, restriction part) of every sentence in force that carries `word`. Inside a static query
    (statics._each: its scan is `rt._scan`, the state unchanged while it lives) worked out once per word and scan."""
    scan = getattr(rt, "_scan", None)
    if scan is None:
        return _in_force(rt, word)
    found = scan.lasting.get(word)
    if found is None:
        found = scan.lasting[word] = tuple(_in_force(rt, word))
    return found


def _in_force(rt, word: str):
    from zhdsl.games.riftbound.statics import _restricting, _restrictions as of_card, may_restrict

    if not may_restrict(rt, word):  # no card of the game says it: nothing in force does
        return
    for source, d, seat, _entries in _restricting(rt, word):  # the sources in force whose text says it
        if seat is None:
            continue
        for _ctx, r in of_card(rt, d, seat, source, word):
            yield source, seat, r


def keywords_for(rt, uid: int) -> list:
    """(keyword, value) the lasting rule changes give the permanent `uid` now."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.program import placeholder

    out = []
    if rt.defn(uid).base != "unit" or not rt.on_board(uid):
        return out
    gear = select.gear_on(rt, uid)
    if gear:
        for source, seat, r in _restrictions(rt, "GEAR_GIVES"):
            if r.has("DOUBLE_BASE"):
                continue
            ctx = Ctx(rt, seat, source)
            word, n, _ = placeholder(r.tok("KW"))
            times = sum(1 for g in gear if select.matches(ctx, r.part("selector"), g))
            if times:
                out.append((word, (n or 1) * times))
    for source, seat, r in _restrictions(rt, "KW_VALUE"):
        ctx = Ctx(rt, seat, source)
        actor, counted = r.parts[0], r.parts[1]
        if actor.tokens and actor.tokens[0][0] == "PRONOUN":
            if actor.tokens[0][1] != "我" or uid != ctx.me:
                continue
        elif not select.matches(ctx, actor, uid):
            continue
        word, _n, _ = placeholder(r.tok("KW"))
        here = ctx.here
        found = [u for u in rt.permanents() if select.matches(ctx, counted, u)]
        if any(t == "HERE" for t, _x, _w in select.words(counted)):  # `此处敌方单位`: at my place only (22.6(e))
            found = [u for u in found if here is not None and rt.where(u) == here]
        if found:
            out.append((word, len(found)))
    return out


def _doubled(rt, host: int) -> bool:
    """Whether the host's own text doubles its gear's base might bonus (18.1(f))."""
    return any(source == host for source, _seat, r in _restrictions(rt, "DOUBLE_BASE"))


def gear_factor(rt, gear: int, host: int) -> int:
    """How many times the base might bonus of `gear` attached to `host` counts (2 when doubled)."""
    return 2 if rt.card(gear).marks.get("host") == host and _doubled(rt, host) else 1


def might_bonus(rt, uid: int) -> int:
    """The might printed on the gear attached to `uid` (18.1(b)), doubled when its text says so, and the lone
    attacker's or defender's bonus (10.12(c))."""
    total = 0
    gear = select.gear_on(rt, uid)
    if gear:
        printed = sum(rt.defn(g).might or 0 for g in gear)
        total += printed * (2 if printed and _doubled(rt, uid) else 1)
    total += _lone_defender_here(rt, uid)
    role = rt.card(uid).marks.get("role")
    if role in ("att", "def") and rt.where(uid)[0] == "bf":
        word = "ONLY_ONE_DEFENDS" if role == "def" else "ONLY_ONE_ATTACKS"
        for _source, seat, r in _restrictions(rt, word):
            if rt.card(uid).controller != seat:
                continue
            mates = [u for u in rt.units_at_bf(rt.where(uid)[1])
                     if rt.card(u).controller == seat and rt.card(u).marks.get("role") == role]
            if mates == [uid]:
                m = r.part("mod")
                total += select.number(m.part("num")) * (-1 if m.has("MINUS") else 1)
    return total


def lacks(rt, uid: int, word: str, given: list) -> bool:
    """`如未拥有{{法盾}}，则额外获得{{法盾}}`: whether the unit has the keyword neither printed, granted, nor from the
    other lasting effects (`given`) (10.12(d))."""
    d = rt.defn(uid)
    if rt._active_keywords(uid) and d.keywords.get(word):
        return False
    if any(kw == word for kw, _n, _until in rt.card(uid).marks.get("grants", ())):
        return False
    return not any(kw == word for kw, _n in given)


def _lone_defender_here(rt, uid: int) -> int:
    """`如果防守此处的单位落单，则该单位{{S}}-2` on the battlefield the unit defends, whoever controls it (10.12(c))."""
    where = rt.where(uid)
    c = rt.card(uid)
    if where[0] != "bf" or c.marks.get("role") != "def":
        return 0
    bf = where[1]
    mates = [u for u in rt.units_at_bf(bf) if rt.card(u).controller == c.controller]
    if mates != [uid]:
        return 0
    total = 0
    for ability in rt.defn(bf).program.abilities:
        for sentence in ability.sentences if ability.kind == "effect" else ():
            r = sentence.part("restriction")
            if r is not None and r.has("LONE_DEFENDER_HERE"):
                m = r.part("mod")
                total += select.number(m.part("num")) * (-1 if m.has("MINUS") else 1)
    return total


def keyword_suppressed(rt, uid: int, word: str) -> bool:
    """`你在我所处战场的{{瞬息}}效果不会触发` (19.10(a)): the keyword of a permanent its player controls at the battlefield
    where the source is does not trigger."""
    from zhdsl.games.riftbound.program import placeholder

    where = rt.where(uid)
    if where[0] != "bf":
        return False
    for source, seat, r in _restrictions(rt, "NO_TRIGGER"):
        if placeholder(r.tok("KW"))[0] == word and rt.card(uid).controller == seat and rt.where(source) == where:
            return True
    return False
