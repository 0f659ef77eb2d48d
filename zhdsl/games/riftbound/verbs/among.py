"""Picking among the cards looked at or revealed (rules-riftbound.md 17.7(a)): `从中展示一件装备`,
`抽取该卡牌`, `从这两张牌中回收任意数量的卡牌`, `将其余的卡牌按任意顺序放回原处`. The cards are those the
last `查看/展示你主牌堆顶部的n张牌` of the same effect saw (`ctx.looked`) and still on top of the deck."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("reveal_among", "recycle_among", "take_it", "put_back", "play_among", "take_rest", "play_among_free",
         "reveal_until", "play_found_free", "banish_among", "play_found_cut")


def _still_looked(ctx) -> list[int]:
    rt = ctx.rt
    return [u for u in ctx.looked if u in rt.state.cards and rt.card(u).zone == "deck"]


def _pick(ctx, pool: list[int], sel, prompt: str) -> list[int]:
    rt = ctx.rt
    mode, n = select.quantity(sel)
    limit = len(pool) if mode == "all" else min(n, len(pool))
    chosen: list[int] = []
    for _ in range(min(limit, select.MAX_CHOICES)):
        fits = [u for u in pool if u not in chosen]
        if not fits:
            break
        options = [Option(rt.card_name(u), u) for u in fits]
        if mode == "upto":
            options.append(Option("不再选择", None))
        choice = rt.ask(Decision(ctx.seat, "card", prompt, tuple(options)))
        if choice is None:
            break
        chosen.append(choice)
    return chosen


def _reveal_until(ctx, vp) -> bool:
    """`从主牌堆顶部开始逐一展示卡牌，直到翻出一名单位为止` (rules-riftbound.md 17.63): the top cards of your deck, one at a
    time, until one fits (at most the whole deck); all of them are the cards looked at (`其余的卡牌`), the one found is 其."""
    rt = ctx.rt
    sel = vp.part("selector")
    revealed: list[int] = []
    found = None
    for uid in list(rt.state.players[ctx.seat].deck):
        revealed.append(uid)
        rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}展示主牌堆中的{rt.card_name(uid)}", uid)
        if sel is None or select.matches_card(ctx, sel, uid):
            found = uid
            break
    ctx.looked = revealed
    ctx.it = [found] if found is not None else []
    return found is not None


def _play_found_free(ctx, subject) -> bool:
    """`然后将其打出，无视费用` after a reveal (rules-riftbound.md 17.63): the card found, still in the deck, is played
    without paying its cost; it is no longer among the cards looked at."""
    rt = ctx.rt
    chosen = ctx.it if subject is None or (subject.tokens and subject.tokens[0][0] == "PRONOUN") else select.resolve(ctx, subject)
    played = False
    # a card found in the deck (17.63), or one this effect just banished from among those looked at (22.243)
    for uid in [u for u in chosen if u in rt.state.cards and rt.card(u).zone in ("deck", "banish")
                and rt.defn(u).base in ("unit", "gear", "spell")]:
        ctx.looked = [u for u in ctx.looked if u != uid]
        rt.play_free(ctx.seat, uid, ("base", ctx.seat) if rt.defn(uid).base == "unit" else None)
        played = True
    return played


def _play_among(ctx, vp) -> bool:
    """`从中选择一名单位，将它的法力费用减少{{5}}后打出` (rules-riftbound.md 17.16): one of the cards looked at that fits
    and whose cost, less the mana written (not below 0), its player can pay now; paid, it is played from the deck."""
    from zhdsl.games.riftbound import play

    rt = ctx.rt
    icons = vp.part("cost_icons")
    cut = sum(int(t.strip("{}[] ")) for x in (icons.walk() if icons else ()) for k, t in x.tokens if k == "MANA")

    def cost(u):
        mana, power = play.card_cost(rt, ctx.seat, u)
        return max(0, mana - cut), power

    sel = vp.part("selector")  # none in `打出其中一张牌` / `选择其中一张，…` (rules-riftbound.md 17.31): any card
    pool = [u for u in _still_looked(ctx) if (sel is None or select.matches_card(ctx, sel, u))
            and rt.defn(u).base in ("unit", "gear", "spell")
            and rt.can_afford(ctx.seat, *cost(u), for_card=u)]
    if not pool:
        return False
    uid = rt.ask(Decision(ctx.seat, "card", "选择打出的牌", tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
    if uid is None or not rt.pay(ctx.seat, *cost(uid), for_card=uid):
        return False
    ctx.looked = [u for u in ctx.looked if u != uid]
    ctx.it = [uid]
    rt.play_free(ctx.seat, uid, ("base", ctx.seat) if rt.defn(uid).base == "unit" else None)
    return True


def _play_among_free(ctx, vp) -> bool:
    """`你可以选择从中打出一名…单位卡牌，无视费用` (rules-riftbound.md 9.66): one of the cards looked at that fits, played
    from the deck without paying; the player may play none."""
    rt = ctx.rt
    sel = vp.part("selector")
    pool = [u for u in _still_looked(ctx) if select.matches_card(ctx, sel, u) and rt.defn(u).base in ("unit", "gear", "spell")]
    if not pool:
        return False
    uid = rt.ask(Decision(ctx.seat, "card", "选择打出的牌", tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不打出", None),)))
    if uid is None:
        return False
    ctx.looked = [u for u in ctx.looked if u != uid]
    ctx.it = [uid]
    rt.play_free(ctx.seat, uid, ("base", ctx.seat) if rt.defn(uid).base == "unit" else None)
    return True


def _banish_among(ctx, vp) -> bool:
    """`你可以选择从中放逐一名单位` (rules-riftbound.md 22.243): one of the cards looked at that fits goes from the deck to
    its owner's banishment; it is 其 for what follows (`然后将其打出，…`). The player may take none."""
    rt = ctx.rt
    sel = vp.part("selector")
    pool = [u for u in _still_looked(ctx) if select.matches_card(ctx, sel, u)]
    if not pool:
        return False
    uid = rt.ask(Decision(ctx.seat, "card", "选择放逐的牌", tuple(Option(rt.card_name(u), u) for u in pool) + (Option("不放逐", None),)))
    if uid is None:
        return False
    ctx.looked = [u for u in ctx.looked if u != uid]
    ctx.it = [uid]
    rt.put(uid, "banish", rt.card(uid).owner)
    rt.log("banish", ctx.seat, f"{rt.pname(ctx.seat)}放逐了{rt.card_name(uid)}", uid)
    return True


def _play_found_cut(ctx, subject, vp) -> bool:
    """`然后将其打出，其费用减少{{5}}` (rules-riftbound.md 22.243): the card just banished (or looked at) is played, its
    player paying its cost less the mana written (not below 0); a card that cannot be paid for stays where it is."""
    from zhdsl.games.riftbound import play

    rt = ctx.rt
    icons = vp.part("cost_icons")
    cut = sum(int(t.strip("{}[] ")) for x in (icons.walk() if icons else ()) for k, t in x.tokens if k == "MANA")
    chosen = ctx.it if subject is None or (subject.tokens and subject.tokens[0][0] == "PRONOUN") else select.resolve(ctx, subject)
    played = False
    for uid in [u for u in chosen if u in rt.state.cards and rt.card(u).zone in ("deck", "banish")
                and rt.defn(u).base in ("unit", "gear", "spell")]:
        mana, power = play.card_cost(rt, ctx.seat, uid)
        if not rt.pay(ctx.seat, max(0, mana - cut), power, for_card=uid):
            rt.log("refuse", ctx.seat, f"{rt.card_name(uid)}的费用无法支付，留在原处")
            continue
        ctx.looked = [u for u in ctx.looked if u != uid]
        rt.play_free(ctx.seat, uid, ("base", ctx.seat) if rt.defn(uid).base == "unit" else None)
        played = True
    return played


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "play_among":
        return _play_among(ctx, vp)
    if vp.kind == "banish_among":
        return _banish_among(ctx, vp)
    if vp.kind == "play_found_cut":
        return _play_found_cut(ctx, subject, vp)
    if vp.kind == "reveal_until":
        return _reveal_until(ctx, vp)
    if vp.kind == "play_found_free":
        return _play_found_free(ctx, subject)
    if vp.kind == "take_rest":  # `抽取其中未以此方式打出的卡牌` (17.31): the rest to the hand, no burn out
        rest = _still_looked(ctx)
        for uid in rest:
            rt.put(uid, "hand", ctx.seat)
            rt.log("draw", ctx.seat, f"{rt.pname(ctx.seat)}将{rt.card_name(uid)}加入手牌", uid)
        ctx.looked = []
        return bool(rest)
    if vp.kind == "play_among_free":
        return _play_among_free(ctx, vp)
    if vp.kind == "reveal_among":  # `从中展示一件装备`: one that fits, shown to everyone (rule 17.7)
        sel = vp.part("selector")
        pool = [u for u in _still_looked(ctx) if select.matches_card(ctx, sel, u)]
        chosen = _pick(ctx, pool, sel, f"选择展示的牌（{select.noun_text(sel) or '卡牌'}）")
        for uid in chosen:
            rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}展示了{rt.card_name(uid)}", uid)
        ctx.it = list(chosen)
        ctx.revealed = list(chosen)
        return bool(chosen)
    if vp.kind == "take_it":  # `抽取该卡牌`: the card named before (looked at or revealed) to your hand, no burn out
        taken = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "deck"]
        for uid in taken:
            rt.put(uid, "hand", ctx.seat)
            rt.log("draw", ctx.seat, f"{rt.pname(ctx.seat)}将{rt.card_name(uid)}加入手牌", uid)
        return bool(taken)
    if vp.kind == "recycle_among":  # `从这两张牌中回收任意数量的卡牌`
        sel = vp.part("selector")
        pool = [u for u in _still_looked(ctx) if select.matches_card(ctx, sel, u)]
        chosen = _pick(ctx, pool, sel, "选择回收的牌")
        for uid in chosen:
            rt.put(uid, "deck", rt.card(uid).owner, top=False)
        ctx.looked = [u for u in ctx.looked if u not in chosen]  # at the bottom now, no longer among the rest
        if chosen:
            rt.log("recycle", ctx.seat, f"{rt.pname(ctx.seat)}回收查看的{len(chosen)}张牌")
        rt.recycled(ctx.seat, len(chosen))
        return bool(chosen)
    # `将其余的卡牌按任意顺序放回原处`: the rest stay on top, in the order the player gives (first named on top)
    rest = _still_looked(ctx)
    order: list[int] = []
    while len(rest) - len(order) > 1:
        fits = [u for u in rest if u not in order]
        order.append(rt.ask(Decision(ctx.seat, "card", "选择放在最上面的牌（其余依次在下）",
                                     tuple(Option(rt.card_name(u), u) for u in fits))))
    order.extend(u for u in rest if u not in order)
    for uid in reversed(order):
        rt.put(uid, "deck", rt.card(uid).owner, top=True)
    if order:
        rt.log("look", ctx.seat, f"{rt.pname(ctx.seat)}将{len(order)}张牌按选定的顺序放回主牌堆顶部")
    return bool(order)
