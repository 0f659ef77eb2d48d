"""Invariants every reachable game state must satisfy; the invariant test checks them after
every action of many seeded random games."""

from __future__ import annotations

from collections import Counter

from zhdsl.engine.state import PRIVATE_ZONES, PUBLIC_ZONES


def violations(state) -> list[str]:
    """Every broken invariant of `state`, in Chinese; empty when the state is sound."""
    if _sound(state):
        return []
    return _all_violations(state)


def _sound(state) -> bool:
    """A quick check that finds no problem exactly when `_all_violations` finds none: every card
    that is not destroyed is found once, where it says it is, and nothing else is found."""
    where: dict[int, tuple] = {}
    total = 0
    for zone in PUBLIC_ZONES:
        lst = getattr(state, zone)
        total += len(lst)
        where.update(dict.fromkeys(lst, (zone, None)))
    for p in state.players:
        if p.supply < 0 or p.wealth < 0 or any(n < 0 for n in p.energy.values()):
            return False
        for zone in PRIVATE_ZONES:
            lst = getattr(p, zone)
            total += len(lst)
            where.update(dict.fromkeys(lst, (zone, p.seat)))
    for entry in state.stack:
        if entry.card is not None:
            total += 1
            where[entry.card] = ("stack", None)
    if len(where) != total:
        return False  # a card in two places
    private = PRIVATE_ZONES
    expected = {
        uid: (c.zone, c.zone_owner if c.zone in private else None)
        for uid, c in state.cards.items() if c.zone != "destroyed"
    }
    return expected == where


def _all_violations(state) -> list[str]:
    problems: list[str] = []
    places: Counter = Counter()
    where: dict[int, tuple] = {}
    for zone in PUBLIC_ZONES:
        for uid in getattr(state, zone):
            places[uid] += 1
            where[uid] = (zone, None)
    for p in state.players:
        for zone in PRIVATE_ZONES:
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
        if zone != card.zone or (zone in PRIVATE_ZONES and owner != card.zone_owner):
            problems.append(f"牌{uid}记录在{card.zone}，实际在{zone}")
    for uid in places:
        if uid not in state.cards:
            problems.append(f"区域中有不存在的牌{uid}")
    for p in state.players:
        if p.supply < 0:
            problems.append(f"角色{p.seat + 1}的物资为负（{p.supply}）")
        if p.wealth < 0:
            problems.append(f"角色{p.seat + 1}的财富为负（{p.wealth}）")
        for colour, n in p.energy.items():
            if n < 0:
                problems.append(f"角色{p.seat + 1}的{colour}精力为负（{n}）")
    return problems
