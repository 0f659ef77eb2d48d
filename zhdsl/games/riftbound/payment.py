"""Paying costs (rules 7.3–7.8, 21.5): mana and power from the rune pool first, then runes — exhausting
them for mana, recycling them for power of their colour (rule 7.7).

The player decides which rune pays a power symbol that several colours could pay ({{A}}, or a card of
several colours): one option per colour that keeps the rest of the cost payable (rule 7.7(b)). The
engine decides what the rules leave open and one answer never does worse than another (rule 7.7(c)):
the pool pays before runes (exact colour before its 任意 power); of one colour an exhausted rune is
recycled before a ready one; mana comes from runes being recycled in the same payment first (a rune
may give both, rule 2.7), then from the colours most plentiful among the runes staying; add abilities
of other cards (「XX之印」, “金币”) are used by the player before paying (rule 7.7(d))."""

from __future__ import annotations

from collections import Counter

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound.keywords import COLOUR_LETTERS, COLOUR_SHORT, COLOUR_WORDS, COLOURS

ALL = None  # a symbol any colour pays


def _accepts(word) -> frozenset | None:
    """The colours a power symbol accepts; None for any colour."""
    if isinstance(word, frozenset):
        return word
    if word in ("A", "C", "any"):
        return ALL
    colour = COLOURS.get(word) or COLOUR_SHORT.get(word) or COLOUR_LETTERS.get(word) or word
    return frozenset({colour})


def _flex(accepts) -> int:
    return 99 if accepts is ALL else len(accepts)


def _symbol_text(accepts) -> str:
    if accepts is ALL:
        return "{{A}}"
    return "或".join(f"{{{{{COLOUR_WORDS.get(c, c)}}}}}" for c in sorted(accepts))


def _usable(rt, use: str) -> bool:
    """Whether resources limited to `use` may pay the payment under way (rules-riftbound.md 7.10(a))."""
    if use == "showdown":
        return rt.state.mode_data.get("showdown") is not None
    if use == "unit_or_ability":  # `此法力仅能用于打出单位或单位的主动技能` (rules-riftbound.md 22.227)
        return "unit" in rt.paying_for or "unit_ability" in rt.paying_for
    return use in rt.paying_for


def _from_pool(rt, seat: int, mana: int, colours) -> tuple[int, dict, list]:
    """(mana the pool pays, pool power used {colour: n}, symbols left for runes). Resources limited to a use
    this payment is for pay first (rules-riftbound.md 7.10(a)); their mana and power are keyed ("limited", use, what)."""
    p = rt.state.players[seat]
    limited = [(u, w, k) for u, w, k in rt.limited(seat) if _usable(rt, u)]
    pool = {c: n for c, n in p.power.items() if n > 0}
    used: dict = {}
    left = []
    spare = {("limited", u, w): k for u, w, k in limited if w != "mana"}
    for accepts in sorted((_accepts(w) for w in colours), key=_flex):
        key = next((k for k in sorted(spare) if spare[k] > 0 and k[2] != "any" and (accepts is ALL or k[2] in accepts)), None)
        if key is None:
            key = next((k for k in sorted(spare) if spare[k] > 0 and k[2] == "any"), None)
        if key is not None:
            spare[key] -= 1
            used[key] = used.get(key, 0) + 1
            continue
        got = next((c for c in sorted(pool) if c != "any" and pool[c] > 0 and (accepts is ALL or c in accepts)), None)
        if got is None and pool.get("any", 0) > 0:
            got = "any"
        if got is None:
            left.append(accepts)
            continue
        pool[got] -= 1
        used[got] = used.get(got, 0) + 1
    need = mana
    for u, w, k in sorted(limited):
        if w == "mana" and need > 0:
            used[("limited", u, "mana")] = min(k, need)
            need -= min(k, need)
    return mana - need + min(p.mana, need), used, left


def _colour(rt, uid: int) -> str | None:
    colours = rt.defn(uid).colours
    return colours[0] if colours else None


def _matchable(counts: Counter, symbols: list) -> bool:
    """Whether runes of these colour counts can pay these symbols (each rune one symbol)."""
    counts = Counter(counts)
    for accepts in sorted(symbols, key=_flex):
        fits = [c for c, n in counts.items() if n > 0 and (accepts is ALL or c in accepts)]
        if not fits:
            return False
        counts[max(fits, key=lambda c: (counts[c], c))] -= 1
    return True


def plan(rt, seat: int, mana: int, colours=()) -> bool:
    """Whether `seat` can pay `mana` and these power symbols now."""
    from_pool, _used, left = _from_pool(rt, seat, mana, colours)
    runes = rt.state.players[seat].rune_area
    if sum(1 for u in runes if not rt.card(u).tapped) < mana - from_pool:
        return False
    return _matchable(Counter(_colour(rt, u) for u in runes), left)


def pay(rt, seat: int, mana: int, colours=()) -> bool:
    """Pay the cost, asking which colour pays a symbol several colours could pay; False (and nothing
    paid) when it cannot be paid."""
    if not plan(rt, seat, mana, colours):
        return False
    from_pool, used, left = _from_pool(rt, seat, mana, colours)
    p = rt.state.players[seat]
    runes = list(p.rune_area)
    recycled: list[int] = []
    left = sorted(left, key=_flex)
    for i, accepts in enumerate(left):
        remaining = [u for u in runes if u not in recycled]
        counts = Counter(_colour(rt, u) for u in remaining)
        choices = []
        for colour in sorted(c for c in counts if c is not None and (accepts is ALL or c in accepts)):
            after = Counter(counts)
            after[colour] -= 1
            if _matchable(after, left[i + 1:]):
                choices.append(colour)
        if not choices:
            return False
        pick = choices[0]
        if len(choices) > 1:
            options = []
            for colour in choices:
                tapped = any(rt.card(u).tapped for u in remaining if _colour(rt, u) == colour)
                options.append(Option(f"回收一枚{COLOUR_WORDS.get(colour, colour)}符文{'（休眠的）' if tapped else ''}", colour))
            pick = rt.ask(Decision(seat, "choice", f"支付{_symbol_text(accepts)}：回收哪种颜色的符文？（规则 7.7）",
                                   tuple(options)))
        of_colour = [u for u in remaining if _colour(rt, u) == pick]
        of_colour.sort(key=lambda u: (not rt.card(u).tapped, u))
        recycled.append(of_colour[0])
    need = mana - from_pool
    ready = [u for u in runes if not rt.card(u).tapped]
    staying = Counter(_colour(rt, u) for u in runes if u not in recycled)
    ready.sort(key=lambda u: (u not in recycled, -staying[_colour(rt, u)], u))
    exhaust = ready[:need]
    from_limited = sum(n for key, n in used.items() if isinstance(key, tuple) and key[2] == "mana")
    p.mana = p.mana - (from_pool - from_limited)
    for uid in exhaust:
        rt.state.mut(uid).tapped = True
    pool = dict(p.power)
    for colour, n in used.items():
        if isinstance(colour, tuple):  # limited to a use (rules-riftbound.md 7.10(a))
            rt.add_limited(seat, colour[1], colour[2], -n)
        else:
            pool[colour] -= n
    p.power = {c: n for c, n in pool.items() if n > 0}
    for uid in recycled:
        rt.put(uid, "runes", seat, top=False)
    rt.runes_recycled(seat, len(recycled))  # `当你回收一枚符文时` (rules-riftbound.md 10.44)
    if colours:  # `如果你至少支付了{{A}}{{A}}` (rules-riftbound.md 22.41): the power paid this turn, per player
        paid = dict(rt.state.mode_data.get("power_paid") or ())
        paid[seat] = paid.get(seat, 0) + len(colours)
        rt.state.mode_data["power_paid"] = tuple(sorted(paid.items()))
    spent = sum(n for key, n in used.items() if isinstance(key, tuple))
    if mana or colours:
        rt.log("pay", seat, f"{rt.pname(seat)}支付{mana}点法力" + (f"和{len(colours)}点符能" if colours else "")
               + (f"（休眠{len(exhaust)}枚、回收{len(recycled)}枚符文）" if exhaust or recycled else "")
               + (f"（其中{spent}点为限定用途的资源，规则 7.10(a)）" if spent else ""))
    return True
