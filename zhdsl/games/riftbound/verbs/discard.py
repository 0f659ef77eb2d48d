"""弃置n张手牌 (rule 17.2): the subject (default 你) chooses; as a cost it must be possible."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("discard",)


def _kind_fits(rt, vp, uid) -> bool:
    """`弃置一张法术牌` `弃置一张装备牌` (rules-riftbound.md 22.76): only cards of that kind; `手牌`: any card."""
    if vp.has("SPELL_CARD"):
        return rt.defn(uid).base == "spell"
    if vp.has("EQUIPMENT"):
        return rt.defn(uid).base == "gear"
    return True


def can_pay(ctx, vp, subject) -> bool:
    if vp.has("ALL_HAND"):  # `弃置所有手牌`: however many there are, none included (rules-riftbound.md 17.21)
        return True
    # the card being played is no longer a card of the hand (rule 9.2): it never pays its own cost
    hand = [u for u in ctx.rt.state.players[ctx.seat].hand if u != ctx.source and _kind_fits(ctx.rt, vp, u)]
    return len(hand) >= select.number(vp.part("count"))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    every = vp.has("ALL_HAND")  # `弃置自己的所有手牌` (rules-riftbound.md 17.21)
    n = 0 if every else select.number(vp.part("count"))
    seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
    done = False
    for seat in seats:
        discarded = []
        for _ in range(len(rt.state.players[seat].hand) if every else n):
            hand = [u for u in rt.state.players[seat].hand  # not the card being played (9.2)
                    if u != ctx.source and _kind_fits(rt, vp, u)]
            if not hand:
                break
            uid = hand[0] if len(hand) == 1 or every else rt.ask(Decision(seat, "card", "选择弃置的手牌",
                                                                 tuple(Option(rt.card_name(u), u) for u in hand)))
            rt.log("discard", seat, f"{rt.pname(seat)}弃置{rt.card_name(uid)}", uid)
            if not _replaced(rt, seat, uid):
                rt.put(uid, "trash", rt.card(uid).owner)
            ctx.it = [uid]
            discarded.append(uid)
            ctx.discarded.append(uid)
            done = True
        if discarded:  # `每当你弃置任意数量的手牌时`: once for the cards of one step (rules-riftbound.md 17.2(a))
            from zhdsl.games.riftbound import triggers

            triggers.fire(rt, "discard", seat=seat, cards=tuple(discarded))
    return done


def _replaced(rt, seat: int, uid: int) -> bool:
    """`当你弃置我时，你可以选择支付{{红色}}，改为将我打出到场上` (rules-riftbound.md 17.2(b)): the card's owner may pay,
    and then the card enters the board (its controller's base) instead of the trash; it still counts as discarded."""
    from zhdsl.games.riftbound import play

    cost = play.discard_replacement_cost(rt, uid)
    if cost is None or rt.defn(uid).base not in ("unit", "gear") or not rt.can_afford(seat, *cost, for_card=uid):
        return False
    if not rt.ask(Decision(seat, "choice", f"是否支付费用，改为将{rt.card_name(uid)}打出到场上？",
                           (Option("支付", True), Option("不支付", False)))):
        return False
    if not rt.pay(seat, *cost, for_card=uid):
        return False
    play.put_into_play(rt, seat, uid, ("base", seat), free=True)
    return True
