"""强化 (Empower, rules-riftbound.md 19.49) and 燃烧 (Burn, 19.53): `强化我` `强化一名单位` mark a permanent or legend
empowered (it stays so until it leaves the board or an effect removes it); `解除其强化` `解除此牌的强化` remove the mark
(as a cost it can be paid only by an empowered card); `{{燃烧2}}` puts the top two cards of the main deck into the
trash (`该玩家{{燃烧3}}`: that player's deck)."""

from zhdsl.games.riftbound import select

KINDS = ("empower", "unempower", "burn")


def _objects(ctx, subject, vp):
    sel = vp.part("selector")
    found = select.resolve(ctx, sel) if sel is not None else ([ctx.me] if ctx.me is not None else [])
    rt = ctx.rt
    return [u for u in found if u in rt.state.cards and (rt.on_board(u) or rt.card(u).zone == "legend")]


def empower(rt, uid: int, seat: int) -> bool:
    """Mark `uid` empowered and fire `当我变为{{已强化}}时`; False when it is empowered already."""
    if rt.card(uid).marks.get("empowered"):
        return False
    rt.mark(uid, empowered=1)
    rt.log("empower", seat, f"{rt.card_name(uid)}变为已强化", uid)
    from zhdsl.games.riftbound import triggers

    triggers.fire(rt, "empowered", uid=uid, seat=rt.card(uid).controller)
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
        elif rt.card(uid).marks.get("empowered"):
            rt.mark(uid, empowered=None)
            rt.log("empower", ctx.seat, f"{rt.card_name(uid)}的强化被解除", uid)
            did = True
    return did


def can_pay(ctx, vp, subject) -> bool:
    """`解除此牌的强化，{{横置}}：…`: only an empowered card can pay it."""
    if vp.kind != "unempower":
        return True
    return any(ctx.rt.card(u).marks.get("empowered") for u in _objects(ctx, subject, vp))
