"""让…从你的废牌堆返回手牌 (rule 17.13): a card in your trash that fits the words, back to your hand;
the card is chosen as the text resolves (a card in a trash is not a target, rule 9.4)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("trash_to_hand",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    p = rt.state.players[ctx.seat]
    mode, n = select.quantity(subject) if subject is not None else ("one", 1)
    done = False
    for _ in range(n):
        pool = [u for u in p.trash if subject is None or select.matches_card(ctx, subject, u)]
        if not pool:
            break
        options = tuple(Option(rt.card_name(u), u) for u in pool)
        if mode == "upto":
            options += (Option("不再选择", None),)
        uid = pool[0] if len(options) == 1 else rt.ask(Decision(ctx.seat, "card", "选择从废牌堆返回手牌的牌", options))
        if uid is None:
            break
        rt.put(uid, "hand", rt.card(uid).owner)
        rt.log("bounce", ctx.seat, f"{rt.card_name(uid)}从废牌堆返回手牌")
        done = True
    return done
