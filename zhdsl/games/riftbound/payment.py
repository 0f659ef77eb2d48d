"""Paying costs (rules 7.3–7.8): the pool first, then exhausting runes for mana, then recycling
runes for power of their colour (exhausted ones first). The engine pays in this fixed order
(docs/rules-riftbound.md 7.7, ruling 7.7a): the player's choice is whether to pay, not how."""

from __future__ import annotations

from zhdsl.games.riftbound.keywords import COLOUR_LETTERS, COLOUR_SHORT, COLOURS


def _accepts(word) -> frozenset | None:
    """The colours a power symbol accepts; None for any colour."""
    if isinstance(word, frozenset):
        return word
    if word in ("A", "C", "any"):
        return None
    colour = COLOURS.get(word) or COLOUR_SHORT.get(word) or COLOUR_LETTERS.get(word) or word
    return frozenset({colour})


def plan(rt, seat: int, mana: int, colours=()):
    """(mana from pool, runes to exhaust, pool power used {colour: n}, runes to recycle) or None."""
    p = rt.state.players[seat]
    pool = dict(p.power)
    from_pool_mana = min(p.mana, mana)
    need_mana = mana - from_pool_mana
    runes = [u for u in p.rune_area]
    ready = [u for u in runes if not rt.card(u).tapped]
    if len(ready) < need_mana:
        return None
    exhaust = ready[:need_mana]
    recycled: list[int] = []
    used_pool: dict = {}
    for word in sorted(colours, key=lambda w: _accepts(w) is None):
        accepts = _accepts(word)
        got = None
        for colour, n in pool.items():
            if n > 0 and (accepts is None or colour in accepts or colour == "any"):
                got = colour
                break
        if got is not None:
            pool[got] -= 1
            used_pool[got] = used_pool.get(got, 0) + 1
            continue
        candidates = [u for u in runes if u not in recycled and (accepts is None or rt.defn(u).colours and rt.defn(u).colours[0] in accepts)]
        candidates.sort(key=lambda u: (not (rt.card(u).tapped or u in exhaust), u in exhaust))
        if not candidates:
            return None
        recycled.append(candidates[0])
    return from_pool_mana, exhaust, used_pool, recycled


def pay(rt, seat: int, mana: int, colours=()) -> bool:
    found = plan(rt, seat, mana, colours)
    if found is None:
        return False
    from_pool, exhaust, used_pool, recycled = found
    p = rt.state.players[seat]
    p.mana = p.mana - from_pool
    for uid in exhaust:
        rt.state.mut(uid).tapped = True
    pool = dict(p.power)
    for colour, n in used_pool.items():
        pool[colour] -= n
    p.power = {c: n for c, n in pool.items() if n > 0}
    for uid in recycled:
        rt.put(uid, "runes", seat, top=False)
    if mana or colours:
        rt.log("pay", seat, f"{rt.pname(seat)}支付{mana}点法力" + (f"和{len(colours)}点符能" if colours else ""))
    return True
