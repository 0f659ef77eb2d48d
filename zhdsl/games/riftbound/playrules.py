"""Play-time rules of rift17d (docs/riftbound.md part 8): statics read as a card is played or an ability used —
`从手牌以外位置被打出的友方单位获得{{急速}}` (rules-riftbound.md 10.16(c)), `只有我位于战场时，才能使用我的技能`
(10.17), `你可以将其他卡牌的可选额外费用减少{{1}}或{{A}}后支付` (9.27), `你可以选择将我打出到敌方控制的战场`
(9.29) — and the turn's permissions kept in the state's mode data until the turn ends: a free play of a kind of
card (9.28), units entering ready (10.18(a)), extra turns (6.10)."""

from __future__ import annotations

import re

from zhdsl.games.riftbound import conditions, select
from zhdsl.text.numerals import chinese_to_int


_KINDS: dict = {}  # id(program) -> (program, frozenset of the phrase kinds and terminals in its effect sentences)
MAX_KINDS = 50_000  # programs summed up in one process before the cache starts again (bound)


def _has(d, word: str) -> bool:
    """Whether the card's effect sentences have a phrase of kind `word` or a token `word` (walked once per program)."""
    program = d.program
    found = _KINDS.get(id(program))
    if found is None or found[0] is not program:
        if len(_KINDS) >= MAX_KINDS:
            _KINDS.clear()
        words = set()
        for _ability, sentence in _effect_sentences(d):
            for q in sentence.walk():
                words.add(q.kind)
                words.update(t for t, _x in q.tokens)
        found = _KINDS[id(program)] = (program, frozenset(words))
    return word in found[1]


def _effect_sentences(d):
    for ability in d.program.abilities:
        if ability.kind == "effect":
            for sentence in ability.sentences:
                yield ability, sentence


def _clauses(sentence):
    from zhdsl.games.riftbound.statics import _flat_clauses

    return _flat_clauses(sentence.part("clauses"))


# -- 10.16(c): a keyword for units played from a place other than the hand ---------------------------------------

def origin_keyword(rt, seat: int, uid: int, word: str) -> bool:
    """Whether a static in force gives the card `uid`, being played by `seat` from where it is now (not the
    hand), the keyword `word` (`从手牌以外位置被打出的友方单位获得{{急速}}`)."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.statics import _conditions_hold, _in_force, labels_hold

    if rt.card(uid).zone == "hand":
        return False
    for source, d, owner in _in_force(rt):
        if owner is None or not rt.mode.same_team(owner, seat) or not _has(d, "PLAYED_ELSEWHERE"):
            continue
        for ability, sentence in _effect_sentences(d):
            for clause in _clauses(sentence):
                if clause.kind != "clause" or len(clause.parts) != 2:
                    continue
                actor, vp = clause.parts
                if actor.kind != "selector" or not any(t == "PLAYED_ELSEWHERE" for t, _x, _w in select.words(actor)):
                    continue
                if not any(t == "KW" and word in text for q in vp.walk() for t, text in q.tokens):
                    continue
                ctx = Ctx(rt, owner, source)
                if select.matches_card(ctx, actor, uid) and labels_hold(rt, owner, ability, uid=source) \
                        and _conditions_hold(ctx, sentence):
                    return True
    return False


# -- 10.17: abilities usable only while a condition holds ------------------------------------------------------

def use_blocked(rt, seat: int, uid: int, ability) -> str | None:
    """Why `只有…时，才能使用…` forbids using `ability` of `uid` now: a restriction among the ability's own
    sentences (`（只有在未贴附时才能使用。）`), or one of the card's sentences about all its abilities
    (`只有我位于战场时，才能使用我的技能`); None when none does."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.statics import abilities_of

    found = [q for s in ability.sentences for q in s.walk() if q.kind == "use_only_when"]
    for other in abilities_of(rt, uid):
        if other.kind == "effect":
            found.extend(q for s in other.sentences for q in s.walk()
                         if q.kind == "use_only_when" and q.has("USE_MY_SKILLS"))
    ctx = Ctx(rt, seat, uid)
    for q in found:
        cond = next((p for p in q.parts if p.kind in ("cond_one", "cond_and")), None)
        if cond is not None and not conditions.holds(ctx, cond):
            return "条件未满足：只有满足条件时才能使用此技能（规则 10.17）"
    return None


def attached(rt, uid: int) -> bool:
    return uid in rt.state.cards and rt.card(uid).marks.get("host") is not None


# -- 9.27: the optional additional costs of other cards cost less -----------------------------------------------

def extra_cost_cut(rt, seat: int, uid: int) -> tuple[int, int]:
    """(mana, power) a permanent or legend `seat` controls takes off the optional additional costs of the card
    `uid` (`你可以将其他卡牌的可选额外费用减少{{1}}或{{A}}后支付`): the first of the icons named that the cost
    has is taken off (rules-riftbound.md 9.27); (0, 0) when nothing in force says so."""
    from zhdsl.games.riftbound.statics import _in_force

    mana = power = 0
    for source, d, owner in _in_force(rt):
        if owner != seat or source == uid or not _has(d, "extra_cost_cut"):
            continue
        for _ability, sentence in _effect_sentences(d):
            for q in sentence.walk():
                if q.kind == "extra_cost_cut":
                    for t, text in q.tokens:
                        if t == "MANA":
                            mana += select.number_of_icon(text)
                        elif t == "POWER":
                            power += 1
    return mana, power


def cut_extra(rt, seat: int, uid: int, extra_mana: int, extra_power: tuple) -> tuple[int, tuple]:
    """An optional additional cost after `extra_cost_cut`: mana first if the cost has mana, else a power symbol."""
    mana, power = extra_cost_cut(rt, seat, uid)
    if not (mana or power) or not (extra_mana or extra_power):
        return extra_mana, extra_power
    if mana and extra_mana:
        return max(0, extra_mana - mana), extra_power
    if power and extra_power:
        return extra_mana, extra_power[:max(0, len(extra_power) - power)]
    return extra_mana, extra_power


# -- 9.28: a free play this turn; 10.18(a): units entering ready this turn; 6.10: extra turns -------------------

_BASES = {"SPELL": "spell", "SPELL_CARD": "spell", "UNIT": "unit", "CHAMPION_UNIT": "unit", "EQUIPMENT": "gear",
          "ARMAMENT": "gear", "CARD": "card"}


def grant_free(ctx, vp) -> bool:
    """`在本回合内可以从手牌中打出一件法力费用不高于{{7}}的装备，无视其法力费用`: one play from the hand this turn of a
    card of that kind whose printed mana is at most the bound, its mana ignored and its power still paid."""
    rt = ctx.rt
    sel = vp.part("selector")
    if ctx.scope != "turn":  # without 本回合: a play now, its mana ignored (rules-riftbound.md 9.28(a))
        return play_from_hand(ctx, vp, power_only=True)
    base = _BASES.get(select.noun_of(sel), "card")
    cap = 99
    for t, _x, w in select.words(sel):
        if t == "cost_limit" and w.has("COST_WORD"):
            cap = ctx.cost_value(w)
    md = rt.state.mode_data
    md["free_plays"] = (*(md.get("free_plays") or ()), (ctx.seat, base, cap))
    rt.log("grant", ctx.seat, f"{rt.pname(ctx.seat)}在本回合内可以从手牌中打出一张法力费用不高于{cap}的"
                              f"{ {'spell': '法术', 'unit': '单位', 'gear': '装备'}.get(base, '卡牌')}，无视其法力费用")
    return True


def free_play(rt, seat: int, uid: int) -> int | None:
    """The index of `seat`'s free play this turn that fits card `uid` in the hand, or None."""
    if rt.card(uid).zone != "hand":
        return None
    d = rt.defn(uid)
    for i, (s, base, cap) in enumerate(rt.state.mode_data.get("free_plays") or ()):
        if s == seat and base in (d.base, "card") and (d.mana or 0) <= cap:
            return i
    return None


def use_free_play(rt, seat: int, index: int) -> None:
    md = rt.state.mode_data
    md["free_plays"] = tuple(g for i, g in enumerate(md.get("free_plays") or ()) if i != index)
    rt.log("grant", seat, f"{rt.pname(seat)}用去本回合的许可，无视其法力费用")


def ready_this_turn(ctx, clause) -> bool:
    """`在本回合内，你打出的所有单位以活跃状态进场` (rules-riftbound.md 10.18(a)): the rest of the turn."""
    rt = ctx.rt
    md = rt.state.mode_data
    subject = clause if clause is not None else None
    once = subject is not None and any(t == "NEXT_ONE" for t, _x, _w in select.words(subject))
    md["ready_plays"] = (*(md.get("ready_plays") or ()), (ctx.seat, once))
    rt.log("grant", ctx.seat, f"在本回合内，{rt.pname(ctx.seat)}打出的{'下一名' if once else ''}单位以活跃状态进场")
    return True


def enters_ready_this_turn(rt, seat: int, uid: int) -> bool:
    """Whether a unit `seat` plays now enters ready by 10.18(a); `你打出的下一名单位…` is used by it."""
    md = rt.state.mode_data
    entries = md.get("ready_plays") or ()
    if rt.defn(uid).base != "unit" or not any(s == seat for s, _once in entries):
        return False
    if any(s == seat and not once for s, once in entries):
        return True
    i = next(i for i, (s, _once) in enumerate(entries) if s == seat)
    md["ready_plays"] = entries[:i] + entries[i + 1:]
    return True


MAX_NEXT_UNIT_GRANTS = 8  # keywords waiting for a player's next unit at once (bound, rules-riftbound.md 22.168)


def is_next_unit(subject) -> bool:
    """`你（在本回合内）打出的下一名单位` (rules-riftbound.md 22.168): a unit not yet played."""
    found = {t for t, _x, _w in select.words(subject)} if subject is not None else set()
    return "NEXT_ONE" in found and "YOU_PLAYED" in found


def give_next_unit(ctx, word: str, n) -> bool:
    """`你在本回合内打出的下一名单位具有{{急速}}` (rules-riftbound.md 22.168): the keyword waits, until the end of
    this turn, for the next unit the player plays; at most MAX_NEXT_UNIT_GRANTS wait at once (more are not kept)."""
    rt = ctx.rt
    md = rt.state.mode_data
    waiting = md.get("next_unit_grants") or ()
    if sum(1 for s, _w, _n in waiting if s == ctx.seat) >= MAX_NEXT_UNIT_GRANTS:
        rt.log("grant", ctx.seat, f"等待中的「下一名单位」关键词已达{MAX_NEXT_UNIT_GRANTS}个上限，{word}未被记下")
        return False
    md["next_unit_grants"] = (*waiting, (ctx.seat, word, n))
    rt.log("grant", ctx.seat, f"{rt.pname(ctx.seat)}在本回合内打出的下一名单位获得「{word}{n or ''}」")
    return True


def next_unit_keywords(rt, seat: int, uid: int) -> tuple:
    """The keywords waiting for the next unit `seat` plays, if `uid` is a unit (22.168); not used up here."""
    if rt.defn(uid).base != "unit":
        return ()
    return tuple((w, n) for s, w, n in rt.state.mode_data.get("next_unit_grants") or () if s == seat)


def take_next_unit_keywords(rt, seat: int, uid: int) -> None:
    """The unit `uid` that `seat` plays now takes every keyword waiting for it and keeps them while it stays on
    the board (rules-riftbound.md 22.168); they are used up."""
    found = next_unit_keywords(rt, seat, uid)
    if not found:
        return
    md = rt.state.mode_data
    md["next_unit_grants"] = tuple(g for g in md["next_unit_grants"] if g[0] != seat)
    for word, n in found:
        if word[:1] in QUOTES:  # a quoted ability waiting for it (rules-riftbound.md 22.203)
            give_quoted(rt, uid, word, None)
        else:
            rt.grant(uid, word, n, "lasting")


def extra_turn(ctx) -> bool:
    """`在当前回合结束后，再进行一个回合` (rules-riftbound.md 6.10): the player takes the next turn."""
    rt = ctx.rt
    md = rt.state.mode_data
    md["extra_turns"] = (*(md.get("extra_turns") or ()), ctx.seat)
    rt.log("grant", ctx.seat, f"{rt.pname(ctx.seat)}在当前回合结束后再进行一个回合")
    return True


def turn_over(rt) -> int | None:
    """At the turn's end: this turn's permissions end; the seat of an extra turn to take next (the first one
    granted), or None."""
    md = rt.state.mode_data
    for key in ("free_plays", "ready_plays", "next_unit_grants"):  # only games that used them carry the keys
        if key in md:
            del md[key]
    extra = md.get("extra_turns") or ()
    if not extra:
        return None
    if len(extra) > 1:
        md["extra_turns"] = extra[1:]
    else:
        del md["extra_turns"]
    return extra[0]


# -- 9.29: a unit played to a battlefield an enemy controls --------------------------------------------------

def enemy_battlefields(rt, seat: int, uid: int) -> list:
    from zhdsl.games.riftbound.statics import own_static

    if rt.defn(uid).base != "unit" or not own_static(rt, seat, uid, "play_to_enemy_bf"):
        return []
    return [b for b in rt.battlefields() if rt.bf_controller(b) is not None
            and not rt.mode.same_team(rt.bf_controller(b), seat) and rt.legal_destination(seat, b)]


# -- 17.23: a card with a keyword played face up from the hand ------------------------------------------------

def play_from_hand(ctx, vp, power_only: bool = False) -> bool:
    """`从你的手牌中正面朝上打出一张带有{{待命}}技能的卡牌，无视费用`: a card of the hand that fits, played face up as the
    text resolves — free with `无视费用` in the same sentence, else paying its cost; a unit goes to the base."""
    from zhdsl.engine.decisions import Decision, Option
    from zhdsl.games.riftbound import play

    rt = ctx.rt
    sel = vp.part("selector")
    free = getattr(ctx, "ignoring", False)
    power_only = power_only or vp.has("IGNORING_MANA")  # `…，无视其法力费用`: its power still paid (9.16)

    icons = vp.part("cost_icons")  # `，其费用减少{{3}}` (rules-riftbound.md 17.65)
    cut = sum(int(t.strip("{}[] ")) for x in (icons.walk() if icons else ()) for k, t in x.tokens if k == "MANA")

    def cost(u):
        mana, power = play.card_cost(rt, ctx.seat, u)
        return (0, power) if power_only else (max(0, mana - cut), power)

    pool = [u for u in rt.state.players[ctx.seat].hand if rt.defn(u).base in ("unit", "gear", "spell")
            and select.matches_card(ctx, sel, u) and (free or rt.can_afford(ctx.seat, *cost(u), for_card=u))]
    if not pool:
        return False
    uid = rt.ask(Decision(ctx.seat, "target_card", "选择从手牌打出的牌",
                          tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
    if uid is None:
        return False
    if not free and not rt.pay(ctx.seat, *cost(uid), for_card=uid):
        return False
    ctx.it = [uid]
    where = play_place(ctx, vp.part("to_place")) if rt.defn(uid).base == "unit" else None
    if rt.defn(uid).base == "unit" and where is None:
        where = ("base", ctx.seat)
    rt.play_free(ctx.seat, uid, where)
    return True


def play_place(ctx, to_place):
    """Where `打出…到[place]` puts a unit (rules-riftbound.md 9.57): `你的基地` `其所属的基地` the player's base,
    `此处` the source's place, a battlefield selector one of the battlefields it names that the player may go to
    (chosen by the player); None without a place named or when no battlefield fits."""
    from zhdsl.engine.decisions import Decision, Option

    rt = ctx.rt
    dest = to_place.part("dest") if to_place is not None else None
    if dest is None:
        return None
    if dest.has("YOUR_BASE") or dest.has("HER_BASE"):
        return ("base", ctx.seat)
    if dest.has("HERE"):
        return ctx.here
    bfs = [b for b in rt.battlefields() if rt.legal_destination(ctx.seat, b) and _place_fits(ctx, dest, b)]
    if not bfs:
        return None
    b = bfs[0] if len(bfs) == 1 else rt.ask(Decision(ctx.seat, "choice", "选择打出到的战场",
                                                     tuple(Option(rt.card_name(x), x) for x in bfs)))
    return ("bf", b)


# -- 9.57: play destinations a static names -----------------------------------------------------------------

def _place_fits(ctx, dest, bf: int) -> bool:
    """Whether the battlefield `bf` is a place the destination of `将…打出到…` names (a battlefield selector)."""
    if dest.has("CONQUERED_BF"):  # `你本回合征服的战场` (rules-riftbound.md 9.82)
        return any(seat == ctx.seat and v == "conquer" and b == bf
                   for seat, v, b in (ctx.rt.state.mode_data.get("turn_log") or ()))
    sel = dest.part("selector")
    if sel is None:
        return dest.has("HERE") and ctx.here == ("bf", bf)
    return select.noun_of(sel) == "BATTLEFIELD" and select.matches(ctx, sel, bf)


def granted_places(rt, seat: int, uid: int) -> list:
    """The battlefields a static in force lets `seat` play the card `uid` to (rules-riftbound.md 9.57): the card's own
    `你可以选择将我打出到一处开放的战场` (read in the hand, its conditions held), and a permanent's or legend's
    `当我在场上时，你可以选择将友方单位打出到一处开放的战场` for the cards its object names. Units only; each place
    one the player may go to (13.3)."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.statics import _conditions_hold, _in_force, labels_hold

    if rt.defn(uid).base != "unit":
        return []
    found = []

    def add(ctx, q):
        obj, dest = q.part("selector"), q.part("to_place").part("dest")
        if obj is not None and not (q.has("TAKE_ME_PLAY") or q.has("BE_WORD") or select.matches_card(ctx, obj, uid)):
            return
        found.extend(b for b in rt.battlefields() if b not in found and rt.legal_destination(seat, b) and _place_fits(ctx, dest, b))

    sources = [(uid, rt.defn(uid))] + [(s, d) for s, d, owner in _in_force(rt) if owner == seat and s != uid]
    for source, d in sources:
        if not _has(d, "play_to_places"):
            continue
        for ability, sentence in _effect_sentences(d):
            if not labels_hold(rt, seat, ability, uid=source):
                continue
            for q in sentence.walk():
                if q.kind != "play_to_places":
                    continue
                own = q.has("TAKE_ME_PLAY") or q.has("BE_WORD") or (q.part("selector") is not None and q.part("selector").tok("PRONOUN") in ("我", "此牌"))
                if own != (source == uid):
                    continue
                ctx = Ctx(rt, seat, source)
                if _conditions_hold(ctx, sentence):
                    add(ctx, q)
    return found


# -- 9.82: the only places a card may be played to --------------------------------------------------------------

def only_places(rt, seat: int, uid: int):
    """The places a unit may be played to when its own `你只能将我打出到…` `我只能被打出到…` is in force (rules-riftbound.md
    9.82), or None when nothing limits them: a base named (`你的基地`) or the battlefields the destination names."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.statics import _conditions_hold, labels_hold

    d = rt.defn(uid)
    if d.base != "unit" or not _has(d, "play_only_to"):
        return None
    places = None
    for ability, sentence in _effect_sentences(d):
        if not labels_hold(rt, seat, ability, uid=uid):
            continue
        ctx = Ctx(rt, seat, uid)
        for q in sentence.walk():
            if q.kind != "play_only_to" or not _conditions_hold(ctx, sentence):
                continue
            dest = q.part("to_place").part("dest")
            here = [("base", seat)] if dest.has("YOUR_BASE") or dest.has("HER_BASE") else \
                [("bf", b) for b in rt.battlefields() if rt.legal_destination(seat, b) and _place_fits(ctx, dest, b)]
            places = here if places is None else [w for w in places if w in here]
    return places


def own_turn_number(rt, seat: int) -> int:
    """Which of its own turns `seat` is in, or has last taken (rules-riftbound.md 22.201): counted as each of its turns
    starts (extra turns included); a game set up at turn k (a scenario) counts k / (number of players) rounded up."""
    recorded = dict(rt.state.mode_data.get("own_turns") or ())
    if seat in recorded:
        return recorded[seat]
    n = max(1, len(rt.state.players))
    return max(1, (rt.state.turn + n - 1) // n)


def count_own_turn(rt, seat: int) -> None:
    """A turn of `seat` starts (rules-riftbound.md 22.201)."""
    md = rt.state.mode_data
    recorded = dict(md.get("own_turns") or ())
    recorded[seat] = recorded[seat] + 1 if seat in recorded else own_turn_number(rt, seat)
    md["own_turns"] = tuple(sorted(recorded.items()))


_ORDINAL = re.compile(r"[一二三四五六七八九十]+|\d+")


def early_turns_banned(rt, seat: int, uid: int) -> int | None:
    """`我无法在你的第一、第二或第三个回合中被打出` (rules-riftbound.md 22.201): the player's own turn number when the
    card's own text forbids playing it in that turn, else None."""
    d = rt.defn(uid)
    if not _has(d, "no_play_early_turns"):
        return None
    now = own_turn_number(rt, seat)
    for _ability, sentence in _effect_sentences(d):
        for q in sentence.walk():
            if q.kind == "no_play_early_turns":
                text = q.tok("EARLY_TURNS_NO_PLAY") or ""
                turns = {int(w) if w.isdigit() else (chinese_to_int(w) or 0) for w in _ORDINAL.findall(text)}
                if now in turns:
                    return now
    return None


def named_ban(rt, seat: int, uid: int) -> str | None:
    """`如果我位于战场上，则对手无法打出与其同名的法术` (rules-riftbound.md 22.202): the name a card in play declared
    (`宣告一个法术`) that `seat` may not play now, else None. The players banned: `对手` (`每名对手`) every player not
    on its controller's team, `你` its controller, `所有玩家` (`每名玩家`) everyone; the ban's `如果…` must hold."""
    from zhdsl.games.riftbound.effects import Ctx
    from zhdsl.games.riftbound.statics import _conditions_hold
    from zhdsl.games.riftbound.verbs.declare import kind_named

    d = rt.defn(uid)
    for holder in rt.permanents():
        named = rt.card(holder).marks.get("declared_name")
        if named != d.name or not _has(rt.defn(holder), "named_ban"):
            continue
        owner = rt.card(holder).controller
        for _ability, sentence in _effect_sentences(rt.defn(holder)):
            for q in sentence.walk():
                if q.kind != "named_ban":
                    continue
                base = kind_named(q.tok("NAMED_BAN") or "")
                if base is not None and d.base != base:
                    continue
                if not _bans_seat(rt, q.parts[0] if q.parts else None, owner, seat):
                    continue
                if _conditions_hold(Ctx(rt, owner, holder), sentence):
                    return named
    return None


def _bans_seat(rt, actor, owner: int, seat: int) -> bool:
    if actor is None or actor.kind != "selector":
        return False
    if select.noun_of(actor) == "OPPONENT":
        return not rt.mode.same_team(owner, seat)
    word = actor.tokens[0][1] if actor.tokens and actor.tokens[0][0] == "PRONOUN" else ""
    if word == "你":
        return seat == owner
    return word in ("每名玩家", "所有玩家") + select.ALL_PLAYERS or select.noun_of(actor) == "PLAYER"


QUOTES = ("“", "「", '"')
MAX_QUOTED = 8  # quoted abilities an effect gives one object at once (bound, rules-riftbound.md 22.203)


def give_quoted(rt, uid: int, text: str, turn) -> bool:
    """`给予其“…”` (rules-riftbound.md 22.203): the object keeps the quoted ability while it stays on the board (its
    marks go when it leaves), or only during turn `turn` when given `在本回合内`; at most MAX_QUOTED at once."""
    c = rt.card(uid)
    held = tuple(c.marks.get("quoted", ()))
    if len(held) >= MAX_QUOTED:
        rt.log("grant", c.controller, f"{rt.card_name(uid)}被给予的技能已达{MAX_QUOTED}个上限，{text}未被记下", uid)
        return False
    rt.mark(uid, quoted=held + ((text, turn),))
    rt.log("grant", c.controller, f"{rt.card_name(uid)}获得{text}", uid)
    return True


def quoted_of(rt, uid: int, kinds: tuple) -> tuple:
    """The abilities of those kinds the effects gave `uid` (rules-riftbound.md 22.203) that are in force now."""
    from zhdsl.games.riftbound.statics import quoted_abilities

    held = rt.card(uid).marks.get("quoted") if uid in rt.state.cards else None
    if not held or not rt.on_board(uid):
        return ()
    return tuple(a for text, turn in held if turn is None or turn == rt.state.turn
                 for a in quoted_abilities(text) if a.kind in kinds)
