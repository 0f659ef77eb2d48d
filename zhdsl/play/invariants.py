"""Invariants every reachable game state must satisfy; the invariant test checks them after
every action of many seeded random games."""

from __future__ import annotations

from collections import Counter


def _zones(state) -> tuple[tuple[str, ...], tuple[str, ...]]:
    schema = state.schema
    return tuple(z.name for z in schema.shared_zones), tuple(z.name for z in schema.player_zones)


def _below_floor(state, p) -> list[tuple[str, int, int]]:
    """(word, value, floor) of each counter or pool colour of `p` below its bound."""
    out = []
    for c in state.schema.counters:
        value = getattr(p, c.name)
        if c.floor is not None and value < c.floor:
            out.append((c.word, value, c.floor))
    for pool in state.schema.pools:
        out.extend((f"{colour}{pool.word}", n, 0) for colour, n in getattr(p, pool.name).items() if n < 0)
    return out


def violations(state) -> list[str]:
    """Every broken invariant of `state`, in Chinese; empty when the state is sound."""
    if _sound(state):
        return []
    return _all_violations(state)


def _sound(state) -> bool:
    """A quick check that finds no problem exactly when `_all_violations` finds none: every card
    that is not destroyed is found once, where it says it is, and nothing else is found."""
    shared, private = _zones(state)
    where: dict[int, tuple] = {}
    total = 0
    for zone in shared:
        lst = state.zones[zone]
        total += len(lst)
        where.update(dict.fromkeys(lst, (zone, None)))
    for p in state.players:
        if _below_floor(state, p):
            return False
        for zone in private:
            lst = p.zone(zone)
            total += len(lst)
            where.update(dict.fromkeys(lst, (zone, p.seat)))
    for entry in state.stack:
        if entry.card is not None:
            total += 1
            where[entry.card] = ("stack", None)
    if len(where) != total:
        return False  # a card in two places
    expected = {
        uid: (c.zone, c.zone_owner if c.zone in private else None)
        for uid, c in state.cards.items() if c.zone != "destroyed"
    }
    return expected == where


def _all_violations(state) -> list[str]:
    shared, private = _zones(state)
    problems: list[str] = []
    places: Counter = Counter()
    where: dict[int, tuple] = {}
    for zone in shared:
        for uid in state.zones[zone]:
            places[uid] += 1
            where[uid] = (zone, None)
    for p in state.players:
        for zone in private:
            for uid in p.zone(zone):
                places[uid] += 1
                where[uid] = (zone, p.seat)
    for entry in state.stack:
        if entry.card is not None:
            places[entry.card] += 1
            where[entry.card] = ("stack", None)
    for uid, card in state.cards.items():
        count = places.get(uid, 0)
        if card.zone == "destroyed":
            if count:
                problems.append(f"已销毁的牌{uid}仍在某个区域中")
            continue
        if count != 1:
            problems.append(f"牌{uid}（{card.zone}）出现在{count}个位置")
            continue
        zone, owner = where[uid]
        if zone != card.zone or (zone in private and owner != card.zone_owner):
            problems.append(f"牌{uid}记录在{card.zone}，实际在{zone}")
    for uid in places:
        if uid not in state.cards:
            problems.append(f"区域中有不存在的牌{uid}")
    for p in state.players:
        for word, value, floor in _below_floor(state, p):
            low = "为负" if floor == 0 else f"低于{floor}"
            problems.append(f"角色{p.seat + 1}的{word}{low}（{value}）")
    return problems
