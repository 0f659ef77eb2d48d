"""打出… by an effect (rules 9.9, 17.12): tokens (`打出一名1{{S}}的“随从”到你的基地`, `在此处打出…`,
`打出一个休眠的“金币”装备指示物`), and cards from the trash (`从你的废牌堆中打出…，无视其费用`)."""

import re

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("play_token", "play_more", "play_card", "play_from_trash", "ignore_cost", "recycle_after", "play_from_opp_trash")


def _dest(ctx, vp):
    """Where a unit the text plays goes: `在此处`/`到此处` — the source's place; `到你的基地` — your base;
    otherwise your base, or, for a card played from face down, its battlefield (rule 19.3(e))."""
    place = vp.part("place")
    if place is not None and place.has("AT_ORIGIN"):  # `在我移动的起点位置` (rules-riftbound.md 13.8(c))
        origin = ctx.event.get("origin")
        return tuple(origin) if origin else ("base", ctx.seat)
    to = vp.part("to_place")
    dest = to.part("dest") if to is not None else None
    if place is not None or (dest is not None and dest.has("HERE")):
        return ctx.here or ("base", ctx.seat)
    if dest is None and ctx.hidden_at is not None:
        return ("bf", ctx.hidden_at)
    sel = dest.part("selector") if dest is not None else None
    if sel is not None and _names_battlefield(sel):  # `打出到一处战场` (rules-riftbound.md 22.103): one chosen
        bfs = [b for b in select.resolve(ctx, sel, prompt="选择战场") if b in ctx.rt.battlefields()]
        if bfs:
            b = bfs[0] if len(bfs) == 1 else ctx.rt.ask(Decision(ctx.seat, "choice", "选择战场", tuple(
                Option(ctx.rt.card_name(x), x) for x in bfs)))
            return ("bf", b)
    return ("base", ctx.seat)


def _names_battlefield(sel) -> bool:
    noun = sel.part("noun")
    return noun is not None and any(t == "BATTLEFIELD" for t, _x in noun.tokens)


def _play_looked(ctx, vp) -> bool:
    """`查看你主牌堆顶部的一张牌，你可以打出它` (rules-riftbound.md 9.25(b)): a card looked at by this effect and still
    on top of the deck, played from there paying its cost (mana and power) as the text resolves."""
    from zhdsl.games.riftbound import play
    from zhdsl.games.riftbound.verbs.among import _still_looked

    rt = ctx.rt
    pool = [u for u in _still_looked(ctx) if rt.defn(u).base in ("unit", "gear", "spell")
            and rt.can_afford(ctx.seat, *play.card_cost(rt, ctx.seat, u), for_card=u)]
    if not pool:
        return False
    uid = pool[0] if len(pool) == 1 else rt.ask(Decision(ctx.seat, "card", "选择打出的牌",
                                                          tuple(Option(rt.card_name(u), u) for u in pool)))
    if not rt.pay(ctx.seat, *play.card_cost(rt, ctx.seat, uid), for_card=uid):
        return False
    ctx.looked = [u for u in ctx.looked if u != uid]
    ctx.it = [uid]
    rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "ignore_cost":
        return True
    if vp.kind == "recycle_after":  # rules-riftbound.md 17.17: noted on the spell, read as it leaves the chain
        spells = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "stack"]
        for uid in spells:
            rt.mark(uid, recycle_after=True)
        return bool(spells)
    if vp.kind == "play_from_opp_trash":
        return _play_from_opp_trash(ctx, vp)
    if vp.kind == "play_more":
        last = ctx.event.get("token")
        if last is None:
            return False
        n = select.number(vp.part("count"))
        for _ in range(max(0, n - ctx.event.get("token_count", 1))):
            rt.make_token(ctx.seat, *last)
        return True
    if vp.kind in ("play_card", "play_from_trash"):
        sel = vp.part("selector")
        if vp.kind == "play_card" and any(t == "BANISHED_THIS_WAY" for t, _x, _w in select.words(sel)):
            return _play_banished(ctx, vp, sel)
        if vp.kind == "play_card" and select.noun_of(sel) is None and ctx.looked:
            return _play_looked(ctx, vp)
        if vp.kind == "play_card" and sel.tokens and sel.tokens[0][0] == "PRONOUN" \
                and sel.tokens[0][1] in ("该单位", "它", "其", "它们"):
            return _play_named(ctx, vp)
        trash = rt.state.players[ctx.seat].trash
        pool = [u for u in trash if select.matches_card(ctx, sel, u)]
        power_only = vp.has("IGNORING_MANA")  # `…，无视其法力费用`: its power is still paid (rules-riftbound.md 9.16)
        if power_only:
            pool = [u for u in pool if rt.can_afford(ctx.seat, 0, _power_cost(rt, u), for_card=u)]
        if getattr(ctx, "cut_recycled", False):  # its mana less the recycled unit's might, paid (rules-riftbound.md 9.26)
            pool = [u for u in pool if rt.can_afford(ctx.seat, *_cut_cost(ctx, u), for_card=u)]
        if not pool:
            return False
        uid = rt.ask(Decision(ctx.seat, "target_card", "选择从废牌堆打出的牌",
                              tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
        if uid is None:
            return False
        if power_only and not rt.pay(ctx.seat, 0, _power_cost(rt, uid), for_card=uid):
            return False
        if getattr(ctx, "cut_recycled", False) and not rt.pay(ctx.seat, *_cut_cost(ctx, uid), for_card=uid):
            return False
        rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
        ctx.it = [uid]
        return True
    spec = vp.part("token_spec")
    n = select.number(spec.part("count"))
    nums = spec.all("num")
    might = select.number(nums[0]) if nums else None
    name_tok = spec.tok("CARD_NAME") or "“随从”"
    name = name_tok.strip("「」“”\"")
    keywords = tuple(text for t, text in spec.tokens + vp.tokens if t == "KW")  # `…到你的基地，它拥有{{瞬息}}`
    ready = spec.has("ACTIVE_ADJ")
    exhausted = spec.has("EXHAUSTED_ADJ")
    gear = spec.has("EQUIPMENT_TOKEN")
    tagged = spec.tok("TOKEN_TAGGED") or ""  # `具有“龙”属性的` (rules-riftbound.md 22.205)
    tags = tuple(re.findall(r"[“「]([^”」]+)[”」]", tagged))
    dest = _dest(ctx, vp)
    made = []
    for _ in range(min(n, 12)):
        made.append(rt.make_token(ctx.seat, name, might, keywords, dest, ready and not exhausted, gear,
                                  at_bf=gear and dest[0] == "bf" and vp.part("to_place") is not None, tags=tags))
    ctx.event = {**ctx.event, "token": (name, might, keywords, dest, False, gear, False, tags), "token_count": n}
    ctx.it = made
    return True


def _cut_cost(ctx, uid: int) -> tuple:
    """(mana, power) of a card's printed cost, its mana less the might of the unit recycled before (9.26)."""
    d = ctx.rt.defn(uid)
    return max(0, (d.mana or 0) - getattr(ctx, "recycled_might", 0)), _power_cost(ctx.rt, uid)


def _power_cost(rt, uid: int) -> tuple:
    """The power symbols of a card's printed cost (one of its colours each, `A` for a colourless card)."""
    d = rt.defn(uid)
    colours = frozenset(d.colours) if d.colours else None
    return tuple((colours if colours else "A") for _ in range(d.power_cost or 0))


def _play_banished(ctx, vp, sel) -> bool:
    """`打出一名以此方式放逐的单位` (rules-riftbound.md 17.4(a)): one of the cards the source banished, still in a
    banishment, that fits and whose cost its player can pay now; they pay it and it enters as if played from hand."""
    from zhdsl.games.riftbound import play
    from zhdsl.games.riftbound.verbs.banish import banished_this_way

    rt = ctx.rt
    free = getattr(ctx, "ignoring", False)
    pool = [u for u in banished_this_way(ctx) if select.matches_card(ctx, sel, u)
            and (free or rt.can_afford(ctx.seat, *play.card_cost(rt, ctx.seat, u), for_card=u))]
    if not pool:
        return False
    if free and select.quantity(sel)[0] == "all":  # `打出所有因此牌效果被放逐的单位，无视费用` (rules-riftbound.md 17.22)
        for uid in pool:
            rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
        ctx.it = list(pool)
        return True
    uid = rt.ask(Decision(ctx.seat, "target_card", "选择从放逐区打出的牌",
                          tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
    if uid is None or not (free or rt.pay(ctx.seat, *play.card_cost(rt, ctx.seat, uid), for_card=uid)):
        return False
    rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
    return True


def _play_named(ctx, vp) -> bool:
    """`放逐一名友方单位，然后打出该单位，无视其费用` (rules-riftbound.md 17.37): the card the steps before named, still
    in a banishment or a trash, played by the one who acts (free with 无视其费用, else paying its cost now); a card
    that is elsewhere (back on the board, in a hand) is not played. Before, 该单位 here meant a card of the trash."""
    from zhdsl.games.riftbound import play

    rt = ctx.rt
    free = getattr(ctx, "ignoring", False)
    done = False
    for uid in [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone in ("banish", "trash")]:
        if not free and not rt.pay(ctx.seat, *play.card_cost(rt, ctx.seat, uid), for_card=uid):
            continue
        rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
        done = True
    return done


def play_for(ctx, clause) -> bool:
    """`让其拥有者将其打出到任意一处战场，无视其费用` (rules-riftbound.md 17.4(b); without a place, 17.35: a unit to the
    player's base, a gear to the base too): the player named plays the cards
    named (the ones just banished), still in a banishment, free, each unit to a battlefield it may go to, chosen by
    that player; a card that is no longer there is skipped."""
    rt = ctx.rt
    players, objects, to = clause.parts[0], clause.parts[1], clause.part("to_place")
    seats = select.players(ctx, players)
    pronoun = objects.tokens and objects.tokens[0][0] == "PRONOUN" and objects.tokens[0][1] in ("其", "它", "它们")
    named = list(ctx.it) if pronoun else select.resolve(ctx, objects)  # 其: the cards just banished, off the board
    cards = [u for u in named if u in rt.state.cards and rt.card(u).zone == "banish"]
    done = False
    for seat in seats[:1]:
        for uid in cards:
            where = None
            dest = to.part("dest") if to is not None else None
            if to is None or (dest is not None and (dest.has("HER_BASE") or dest.has("YOUR_BASE"))):
                # `到其所属的基地` (9.40); no place named: a unit to the player's base (rules-riftbound.md 17.35)
                rt.play_free(seat, uid, ("base", seat))
                done = True
                continue
            if rt.defn(uid).base == "unit":
                bfs = [b for b in rt.battlefields() if rt.legal_destination(seat, b)]
                if dest is not None and not (dest.part("selector") and select.noun_of(dest.part("selector")) == "BATTLEFIELD"):
                    bfs = []
                if not bfs:
                    continue
                b = bfs[0] if len(bfs) == 1 else rt.ask(Decision(seat, "choice", f"选择打出{rt.card_name(uid)}的战场",
                                                                 tuple(Option(rt.card_name(x), x) for x in bfs)))
                where = ("bf", b)
            rt.play_free(seat, uid, where)
            done = True
    return done


MAX_TRASH_OFFERED = 40  # cards of other players' trashes offered at once (bound, rules-riftbound.md 22.204)


def _play_from_opp_trash(ctx, vp) -> bool:
    """`从其废牌堆中选择一名单位，并当作自己的牌打出，无视其费用` (rules-riftbound.md 22.204): a card that fits in the trash
    of the opponent chosen before (`其` `该玩家`), or of any opponent (`一名对手`), played by the one who acts as its
    controller (its owner stays); free with 无视其费用, else its cost paid now. Optional: they may play none."""
    from zhdsl.games.riftbound import play

    rt = ctx.rt
    word = vp.tok("FROM_OPP_TRASH") or vp.tok("OPP_TRASH_CHOOSE") or ""
    named = ctx.players if ctx.players and not ("一名对手" in word or word.startswith("从对手")) else None
    seats = [s for s in (named or rt.state.seats) if not rt.mode.same_team(s, ctx.seat)]
    sel = vp.part("selector")
    free = getattr(ctx, "ignoring", False)
    pool = [u for s in seats for u in rt.state.players[s].trash if select.matches_card(ctx, sel, u)
            and rt.defn(u).base in ("unit", "gear", "spell")
            and (free or rt.can_afford(ctx.seat, *play.card_cost(rt, ctx.seat, u), for_card=u))][:MAX_TRASH_OFFERED]
    if not pool:
        rt.log("play", ctx.seat, "对手的废牌堆中没有可以打出的牌")
        return False
    uid = rt.ask(Decision(ctx.seat, "target_card", "选择从对手的废牌堆打出的牌",
                          tuple(Option(f"{rt.card_name(u)}（{rt.pname(rt.card(u).owner)}的废牌堆）", u) for u in pool)
                          + (Option("不打出", None),)))
    if uid is None or not (free or rt.pay(ctx.seat, *play.card_cost(rt, ctx.seat, uid), for_card=uid)):
        return False
    rt.play_free(ctx.seat, uid, _dest(ctx, vp) if rt.defn(uid).base == "unit" else None)
    ctx.it = [uid]
    return True
