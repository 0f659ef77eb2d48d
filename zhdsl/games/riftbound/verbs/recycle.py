"""回收 (rule 17.3): cards to the bottom of their owner's deck — from a trash (`从你的废牌堆回收两张卡牌`,
`从任意废牌堆中回收最多四张卡牌`)
or the cards looked at (`回收其余的卡牌`)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("recycle", "recycle_trash", "recycle_take")


def _trash_pool(rt, seat: int, any_trash: bool) -> list[int]:
    """Your trash, or with `从任意废牌堆中` every player's (yours first, then in seat order)."""
    seats = [seat] + [s for s in rt.state.seats if s != seat] if any_trash else [seat]
    return [u for s in seats for u in rt.state.players[s].trash]


_KIND_BASE = {"UNIT": "unit", "SPELL": "spell", "SPELL_CARD": "spell", "EQUIPMENT": "gear"}


def _kind_pool(rt, seat: int, vp) -> list[int]:
    """The trash cards a `从废牌堆中回收…` may take: any card, or only those of the kind it names (`一名单位`, 10.42)."""
    kinds = {_KIND_BASE[t] for t, _text in vp.tokens if t in _KIND_BASE}
    return [u for u in _trash_pool(rt, seat, vp.has("FROM_ANY_TRASH")) if not kinds or rt.defn(u).base in kinds]


def _trash_label(rt, seat: int, uid: int) -> str:
    owner = rt.card(uid).owner
    return rt.card_name(uid) if owner == seat else f"{rt.card_name(uid)}（{rt.pname(owner)}的废牌堆）"


def can_pay(ctx, vp, subject) -> bool:
    """`从废牌堆中回收三张牌` as a cost (rules-riftbound.md 10.19): as many cards as it names (up to: any number);
    `回收另一名友方单位`: such a unit on the board."""
    if vp.kind == "recycle_trash":
        n = select.number(vp.part("count"))
        return vp.has("QUANT") or len(_kind_pool(ctx.rt, ctx.seat, vp)) >= n
    sel = vp.part("selector")
    if sel is not None and not vp.has("RECYCLE_REST") and not (sel.tokens and sel.tokens[0][0] == "PRONOUN"):
        return bool(select.board_candidates(ctx, sel))
    return True


def _recycle_take(ctx, subject) -> bool:
    """`将我回收` `将此牌回收` (rules-riftbound.md 22.244): the object named first, on the board, to the bottom of its
    owner's main deck (rule 17.3); a token so recycled ceases to exist (rt.put)."""
    rt = ctx.rt
    units = [u for u in select.resolve(ctx, subject) if u in rt.state.cards and rt.on_board(u)] if subject is not None else []
    for uid in units:
        rt.put(uid, "deck", rt.card(uid).owner, top=False)
        rt.log("recycle", ctx.seat, f"{rt.card_name(uid)}被回收到主牌堆底部", uid)
    if units:
        rt.recycled(ctx.seat, len(units))
    ctx.it = units or ctx.it
    return bool(units)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "recycle_take":
        return _recycle_take(ctx, subject)
    p = rt.state.players[ctx.seat]
    if vp.kind == "recycle_trash":
        n = select.number(vp.part("count"))
        up_to = vp.has("QUANT")  # `最多四张`: the player may stop early (rules-riftbound.md 17.3(a))
        done, count = False, 0
        for _ in range(n):
            pool = _kind_pool(rt, ctx.seat, vp)
            if not pool:
                break
            options = tuple(Option(_trash_label(rt, ctx.seat, u), u) for u in pool)
            if up_to:
                options += (Option("不再回收", None),)
            uid = pool[0] if len(options) == 1 else rt.ask(Decision(ctx.seat, "card", "选择从废牌堆回收的牌", options))
            if uid is None:
                break
            rt.put(uid, "deck", rt.card(uid).owner, top=False)
            done = True
            count += 1
        rt.recycled(ctx.seat, count)
        return done
    sel = vp.part("selector")
    if sel is not None and not vp.has("RECYCLE_REST") and not (sel.tokens and sel.tokens[0][0] == "PRONOUN"):
        # `回收另一名友方单位`: objects on the board to the bottom of their owners' decks (rules-riftbound.md 9.26)
        units = [u for u in select.resolve(ctx, sel) if rt.on_board(u)]
        if units:
            ctx.recycled_might = sum(rt.might(u) for u in units if rt.defn(u).base == "unit")
            for uid in units:
                rt.put(uid, "deck", rt.card(uid).owner, top=False)
                rt.log("recycle", ctx.seat, f"{rt.card_name(uid)}被回收到主牌堆底部", uid)
            rt.recycled(ctx.seat, len(units))
            return True
    rest = ctx.looked if vp.has("RECYCLE_REST") and ctx.looked else ctx.it  # the cards looked at and left (17.7(a))
    targets = [u for u in rest if u in rt.state.cards and rt.card(u).zone == "deck"]
    if vp.has("RECYCLE_IT") and not vp.has("RECYCLE_REST"):
        # `从中选择一张…，让对手将其回收`: a card chosen from a hand shown goes from that hand to the bottom of its
        # owner's deck; the recycling is that player's (rules-riftbound.md 17.36)
        shown = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "hand"]
        for uid in shown:
            owner = rt.card(uid).owner
            rt.put(uid, "deck", owner, top=False)
            rt.log("recycle", owner, f"{rt.pname(owner)}将手牌中的{rt.card_name(uid)}回收到主牌堆底部", uid)
            rt.recycled(owner, 1)
        if shown and not targets:
            return True
    if vp.has("RECYCLE_REST"):
        ctx.looked = []
    for uid in targets:
        rt.put(uid, "deck", rt.card(uid).owner, top=False)
    rt.recycled(ctx.seat, len(targets))
    return bool(targets)
