"""弃置n张手牌 (rule 17.2): the subject (default 你) chooses; as a cost it must be possible."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("discard",)


def can_pay(ctx, vp, subject) -> bool:
    return len(ctx.rt.state.players[ctx.seat].hand) >= select.number(vp.part("count"))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    n = select.number(vp.part("count"))
    seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
    done = False
    for seat in seats:
        for _ in range(n):
            hand = list(rt.state.players[seat].hand)
            if not hand:
                break
            uid = hand[0] if len(hand) == 1 else rt.ask(Decision(seat, "card", "选择弃置的手牌",
                                                                 tuple(Option(rt.card_name(u), u) for u in hand)))
            rt.put(uid, "trash", rt.card(uid).owner)
            rt.log("discard", seat, f"{rt.pname(seat)}弃置{rt.card_name(uid)}", uid)
            ctx.it = [uid]
            ctx.discarded.append(uid)
            done = True
    return done
