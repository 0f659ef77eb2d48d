"""What every reachable 《符文战场》 position keeps (rule 21.6; the invariant games check it after
every action): the cards a player brought are all still somewhere (tokens come and go, rule 2.10), a
deck's 12 runes are in its rune deck or its rune area, nothing sits at a battlefield that is not
there, equipment hangs on a unit at its place, no battlefield holds units of three players (rule
13.3), a controlled battlefield has a unit (rule 15.1), a face-down card's controller controls its
battlefield, points never fall, and no resource or mark is negative. The zone bookkeeping shared by
every game (`zhdsl.play.invariants`) is checked beside these."""

from __future__ import annotations

from collections import Counter

_REAL_ZONES = frozenset({"deck", "runes", "hand", "trash", "banish", "base", "rune_area", "champion", "legend",
                         "battlefields", "field", "facedown", "stack"})


def census(game) -> dict:
    """The numbers the invariants compare over a game: each owner's cards that are not tokens, and
    each owner's runes."""
    s = game.state
    rt = game.runtime()
    cards: Counter = Counter()
    runes: Counter = Counter()
    for c in s.cards.values():
        d = rt.defn(c.uid)
        if c.zone == "destroyed" or d.token:
            continue
        cards[c.owner] += 1
        if d.base == "rune":
            runes[c.owner] += 1
    return {"cards": dict(cards), "runes": dict(runes)}


def violations(game, before: dict | None = None, points_before: tuple | None = None) -> list[str]:
    """Every broken invariant of the game's position, in Chinese; `before` is the `census` of the
    game's start and `points_before` each player's points at the previous check."""
    s = game.state
    rt = game.runtime()
    problems = []
    now = census(game)
    if before is not None and now != before:
        problems.append(f"牌的数量变了：开局{before}，现在{now}")
    for c in s.cards.values():
        d = rt.defn(c.uid)
        if c.zone == "destroyed" and not d.token:
            problems.append(f"非指示物「{d.name}」不复存在")
        if c.zone not in _REAL_ZONES and c.zone != "destroyed":
            problems.append(f"「{d.name}」在未知区域{c.zone}")
        if c.marks.get("damage", 0) < 0:
            problems.append(f"「{d.name}」的伤害为负")
    for p in s.players:
        rune_cards = [u for u in p.runes + p.rune_area if rt.defn(u).base == "rune"]
        if len(rune_cards) != len(p.runes) + len(p.rune_area):
            problems.append(f"角色{p.seat + 1}的符文区或符文牌堆里有不是符文的牌")
        if p.mana < 0 or p.xp < 0:
            problems.append(f"角色{p.seat + 1}的法力或经验为负")
    if points_before is not None:
        for p, old in zip(s.players, points_before):
            if p.points < old:
                problems.append(f"角色{p.seat + 1}的分数从{old}降到{p.points}")
    battlefields = set(s.zones["battlefields"])
    for uid in s.zones["field"] + s.zones["facedown"]:
        at = s.cards[uid].marks.get("at")
        if at not in battlefields:
            problems.append(f"{rt.card_name(uid)}所在的战场{at}不存在")
    for bf in battlefields:
        seats = {s.cards[u].controller for u in rt.units_at_bf(bf)}
        if len(seats) > 2:
            problems.append(f"{rt.card_name(bf)}上有三名玩家的单位（规则 13.3）")
        ctrl = rt.bf_controller(bf)
        showdown = s.mode_data.get("showdown")
        if ctrl is not None and not seats and not s.stack and (showdown is None or showdown[0] != bf):
            problems.append(f"{rt.card_name(bf)}由角色{ctrl + 1}控制，但那里没有单位（规则 15.1）")
        for u in s.zones["facedown"]:
            if s.cards[u].marks.get("at") == bf and s.cards[u].controller != ctrl and not s.stack:
                problems.append(f"角色{s.cards[u].controller + 1}在不受其控制的{rt.card_name(bf)}有待命牌（规则 19.3）")
    for g in rt.permanents():
        host = s.cards[g].marks.get("host")
        if host is not None and (host not in s.cards or not rt.on_board(host) or rt.where(host) != rt.where(g)):
            problems.append(f"{rt.card_name(g)}贴附的单位不在它所在的位置")
    return problems
