"""A hand shown or looked at, one of its cards chosen, that card discarded (rules-riftbound.md 17.24):
`让一名对手展示手牌，然后从中选择一张，让对手将其弃置`, `查看其手牌，从中选择一张法术牌，将其弃置`."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.select import chinese_to_int

KINDS = ("reveal_hand", "pick_among", "discard_take", "trash_take")


def _hand_owners(ctx, subject) -> list[int]:
    """The players whose hands a `展示手牌` shows: the subject (`一名对手` `其`), else the players chosen before."""
    if subject is not None and select.is_player_selector(subject, ctx):
        return select.players(ctx, subject)
    return list(ctx.players) or [ctx.seat]


def show_hand(ctx, seats) -> bool:
    """Every card of those hands is seen by every player; `从中` then picks among them."""
    rt = ctx.rt
    shown = []
    for seat in seats:
        hand = list(rt.state.players[seat].hand)
        for uid in hand:
            c = rt.state.mut(uid)
            c.seen_by = c.seen_by | frozenset(rt.state.seats)
        names = "、".join(rt.card_name(u) for u in hand) or "（空）"
        rt.log("reveal", seat, f"{rt.pname(seat)}展示手牌：{names}")
        shown.extend(hand)
    ctx.hand_seen = shown
    ctx.revealed = list(shown)
    return True


def _picked_pool(ctx) -> list[int]:
    rt = ctx.rt
    in_hand = [u for u in ctx.hand_seen if u in rt.state.cards and rt.card(u).zone == "hand"]
    if in_hand:
        return in_hand
    return [u for u in ctx.looked if u in rt.state.cards and rt.card(u).zone == "deck"]


def trash_named(ctx, sel) -> bool:
    """`否则，将其放入你的废牌堆` (rules-riftbound.md 22.160): the card just revealed, looked at or chosen goes from its
    zone (main deck or hand) to its owner's trash; no discard (`每当你弃置…时` does not fire)."""
    rt = ctx.rt
    if sel is None or sel.tokens and sel.tokens[0][0] == "PRONOUN":
        named = list(ctx.it) or list(ctx.looked)
    else:
        named = [u for u in _picked_pool(ctx) if select.matches_card(ctx, sel, u)]
    done = False
    for uid in named:
        if uid not in rt.state.cards or rt.card(uid).zone not in ("deck", "hand"):
            continue
        owner = rt.card(uid).owner
        rt.put(uid, "trash", owner)
        rt.log("mill", owner, f"{rt.card_name(uid)}被放入{rt.pname(owner)}的废牌堆", uid)
        done = True
    return done


def discard_named(ctx, sel) -> bool:
    """`将其弃置` after `从中选择一张`: the cards named (其: those just chosen), each from its owner's hand to the trash;
    a discard of that player's (`每当你弃置…时` fires for them)."""
    from zhdsl.games.riftbound import triggers
    from zhdsl.games.riftbound.verbs.discard import _replaced

    rt = ctx.rt
    named = list(ctx.it) if sel is None or sel.tokens and sel.tokens[0][0] == "PRONOUN" else \
        [u for u in _picked_pool(ctx) if select.matches_card(ctx, sel, u)]
    done = False
    by_seat: dict = {}
    for uid in named:
        if uid not in rt.state.cards or rt.card(uid).zone != "hand":
            continue
        owner = rt.card(uid).owner
        rt.log("discard", owner, f"{rt.pname(owner)}弃置{rt.card_name(uid)}", uid)
        if not _replaced(rt, owner, uid):
            rt.put(uid, "trash", owner)
        ctx.discarded.append(uid)
        by_seat.setdefault(owner, []).append(uid)
        done = True
    for seat, cards in by_seat.items():
        triggers.fire(rt, "discard", seat=seat, cards=tuple(cards))
    return done


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "reveal_hand":
        return show_hand(ctx, _hand_owners(ctx, subject))
    if vp.kind == "discard_take":
        return discard_named(ctx, subject)
    if vp.kind == "trash_take":
        return trash_named(ctx, subject)
    # `从中选择一张（法术牌）`: among the hand just shown (or the cards looked at), the player who acts chooses
    pool = _picked_pool(ctx)
    noun = vp.part("noun")
    if noun is not None:
        bases = {"UNIT": "unit", "SPELL": "spell", "SPELL_CARD": "spell", "EQUIPMENT": "gear"}
        base = bases.get(noun.tokens[0][0])
        pool = [u for u in pool if base is None or rt.defn(u).base == base]
    domain = vp.tok("DOMAIN_OF")
    if domain:  # `从中选择一张具有灵光（{{蓝色}}）特性的卡牌` (rules-riftbound.md 22.211)
        colour = select.DOMAINS[next(w for w in select.DOMAINS if w in domain)]
        pool = [u for u in pool if colour in rt.defn(u).colours]
    if vp.has("NON_UNIT_CARD"):  # `从中选择一张非单位卡牌` (rules-riftbound.md 17.36)
        pool = [u for u in pool if rt.defn(u).base != "unit"]
    digit = (vp.tok("PICK_AMONG") or "一张")[-2]
    n = int(digit) if digit.isdigit() else (chinese_to_int(digit) or 1)
    chosen: list[int] = []
    for _ in range(min(n, len(pool), select.MAX_CHOICES)):
        fits = [u for u in pool if u not in chosen]
        uid = fits[0] if len(fits) == 1 else rt.ask(Decision(ctx.seat, "card", "从中选择一张牌",
                                                             tuple(Option(rt.card_name(u), u) for u in fits)))
        chosen.append(uid)
    ctx.it = chosen
    return bool(chosen)
