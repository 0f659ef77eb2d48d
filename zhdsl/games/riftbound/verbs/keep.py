"""每名玩家分别选择自己的一名单位和三张手牌留在原位，然后回收其余卡牌 (rules-riftbound.md 17.25):
each player in turn order, starting with the one who acts, keeps up to that many of each kind of their own objects —
units and gear they control, runes in their rune area, cards in their hand — and recycles the rest: cards to the bottom
of their owner's main deck, runes to the bottom of the rune deck."""

from __future__ import annotations

import re

from zhdsl.engine.decisions import Decision, Option
from zhdsl.text.numerals import chinese_to_int

KINDS = ("keep_rest", "kill_rest")

_ITEM = re.compile(r"([一二两三四五六七八九十]+|\d+)(名单位|件装备|件武装|枚符文|张手牌)")
_WORDS = {"名单位": "unit", "件装备": "gear", "件武装": "gear", "枚符文": "rune", "张手牌": "hand"}
_ITEM_KILL = re.compile(r"([一二两三四五六七八九十]+|\d+)(?:个|名)")
_NOUNS = {"unit": "单位", "gear": "装备", "rune": "符文", "hand": "手牌"}


def items(text: str) -> list[tuple[int, str]]:
    """(how many to keep, kind) of each item of the list, in order."""
    return [(int(n) if n.isdigit() else (chinese_to_int(n) or 0), _WORDS[w]) for n, w in _ITEM.findall(text)]


def _pool(rt, seat: int, kind: str) -> list[int]:
    p = rt.state.players[seat]
    if kind == "rune":
        return list(p.rune_area)
    if kind == "hand":
        return list(p.hand)
    base = "unit" if kind == "unit" else "gear"
    return [u for u in rt.permanents() if rt.card(u).controller == seat and rt.defn(u).base == base]


def _keep(rt, seat: int, pool: list[int], n: int, noun: str) -> list[int]:
    if len(pool) <= n:
        return list(pool)
    kept: list[int] = []
    while len(kept) < n:
        left = [u for u in pool if u not in kept]
        options = tuple(Option(rt.card_name(u), u) for u in left)
        kept.append(rt.ask(Decision(seat, "choice", f"选择留在原位的{noun}（还可留{n - len(kept)}）", options)))
    return kept


def _kill_rest(ctx, vp) -> bool:
    """`每名玩家选择一个受自己控制的单位。摧毁其余的单位。` (rules-riftbound.md 22.200): each player in turn order,
    starting with the one who acts, keeps that many units they control; then every other unit on the board is
    destroyed at once (their deathknells in the order of the board)."""
    rt = ctx.rt
    found = _ITEM_KILL.search(vp.tok("KILL_REST_LIST") or "")
    n = (int(found.group(1)) if found.group(1).isdigit() else (chinese_to_int(found.group(1)) or 0)) if found else 0
    seats = list(rt.state.seats)
    start = seats.index(ctx.seat) if ctx.seat in seats else 0
    kept: list[int] = []
    for seat in seats[start:] + seats[:start]:
        chosen = _keep(rt, seat, _pool(rt, seat, "unit"), n, "单位")
        if chosen:
            rt.log("keep", seat, f"{rt.pname(seat)}选择留下" + "、".join(rt.card_name(u) for u in chosen))
        kept.extend(chosen)
    doomed = [u for u in rt.permanents() if rt.defn(u).base == "unit" and u not in kept]
    ctx.it = list(doomed)
    for uid in doomed:
        if rt.on_board(uid):
            rt.destroy(uid, ctx.source)
    return bool(doomed)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "kill_rest":
        return _kill_rest(ctx, vp)
    wanted = items(vp.tok("KEEP_LIST") or "")
    seats = list(rt.state.seats)
    start = seats.index(ctx.seat) if ctx.seat in seats else 0
    done = False
    for seat in seats[start:] + seats[:start]:
        cards = runes = 0
        for n, kind in wanted:
            pool = _pool(rt, seat, kind)
            kept = _keep(rt, seat, pool, n, _NOUNS[kind])
            for uid in (u for u in pool if u not in kept):
                if kind == "rune":
                    rt.put(uid, "runes", seat, top=False)
                    runes += 1
                else:
                    rt.put(uid, "deck", rt.card(uid).owner, top=False)
                    cards += 1
                done = True
        if cards:
            rt.log("recycle", seat, f"{rt.pname(seat)}回收{cards}张卡牌（留在原位的除外）")
            rt.recycled(seat, cards)
        rt.runes_recycled(seat, runes)  # `当你回收一枚符文时` (rules-riftbound.md 10.44)
    return done
