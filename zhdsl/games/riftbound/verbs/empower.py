"""强化 (Empower, rules-riftbound.md 19.49) and 燃烧 (Burn, 19.53): `强化我` `强化一名单位` mark a permanent or legend
empowered (it stays so until it leaves the board or an effect removes it); `解除其强化` `解除此牌的强化` remove the mark
(as a cost it can be paid only by an empowered card); `{{燃烧2}}` puts the top two cards of the main deck into the
trash (`该玩家{{燃烧3}}`: that player's deck)."""

import re

from zhdsl.games.riftbound import select
from zhdsl.text.numerals import chinese_to_int

KINDS = ("empower", "unempower", "burn")


def _objects(ctx, subject, vp):
    sel = vp.part("selector")
    found = select.resolve(ctx, sel) if sel is not None else ([ctx.me] if ctx.me is not None else [])
    rt = ctx.rt
    return [u for u in found if u in rt.state.cards and (rt.on_board(u) or rt.card(u).zone == "legend")]


_NUM = re.compile(r"\d+|[一二两三四五六七八九十]+")


def level_number(text: str) -> int:
    """The number in `最多可以拥有3个{{已强化}}` `拥有3个{{已强化}}` (rules-riftbound.md 19.58)."""
    m = _NUM.search(text)
    if m is None:
        return 1
    return int(m.group(0)) if m.group(0).isdigit() else (chinese_to_int(m.group(0)) or 1)


def cap(rt, uid: int) -> int:
    """How many levels of empowerment the card may have (rules-riftbound.md 19.58): 1 unless it prints
    `我最多可以拥有n个{{已强化}}`."""
    for ability in rt.defn(uid).program.abilities:
        for q in ability.phrase.walk():
            for t, text in q.tokens:
                if t == "EMPOWER_CAP":
                    return max(1, min(level_number(text), 99))
    return 1


def level(rt, uid: int) -> int:
    """The card's levels of empowerment now (0: not empowered)."""
    return int(rt.card(uid).marks.get("empowered") or 0) if uid in rt.state.cards else 0


def empower(rt, uid: int, seat: int) -> bool:
    """Give `uid` one more level of empowerment and fire `当我变为{{已强化}}时`; False when it has every level
    it may have already (rules-riftbound.md 19.49, 19.58)."""
    now = level(rt, uid)
    if now >= cap(rt, uid):
        return False
    rt.mark(uid, empowered=now + 1)
    rt.log("empower", seat, f"{rt.card_name(uid)}变为已强化" + (f"（第{now + 1}层）" if now else ""), uid)
    from zhdsl.games.riftbound import triggers

    triggers.fire(rt, "empowered", uid=uid, seat=rt.card(uid).controller, by=seat)  # by: 22.206
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "burn":
        from zhdsl.games.riftbound.program import placeholder

        _w, n, _ = placeholder(vp.tok("BURN_KW"))
        seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
        did = False
        for seat in seats:
            deck = rt.state.players[seat].deck
            cards = deck[: n or 1]
            for uid in cards:
                rt.put(uid, "trash", seat)
            rt.log("burn", seat, f"{rt.pname(seat)}燃烧{len(cards)}张牌：" + "、".join(rt.card_name(u) for u in cards))
            ctx.it = list(cards) or ctx.it
            did = did or bool(cards)
        return did
    targets = _objects(ctx, subject, vp)
    ctx.it = list(targets) or ctx.it
    did = False
    for uid in targets:
        if vp.kind == "empower":
            did = empower(rt, uid, ctx.seat) or did
        elif rt.card(uid).marks.get("empowered"):  # one level at a time (rules-riftbound.md 19.58)
            rt.mark(uid, empowered=(level(rt, uid) - 1) or None)
            rt.log("empower", ctx.seat, f"{rt.card_name(uid)}的强化被解除", uid)
            did = True
    return did


def can_pay(ctx, vp, subject) -> bool:
    """`解除此牌的强化，{{横置}}：…`: only an empowered card can pay it."""
    if vp.kind != "unempower":
        return True
    return any(ctx.rt.card(u).marks.get("empowered") for u in _objects(ctx, subject, vp))
