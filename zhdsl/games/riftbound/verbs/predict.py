"""{{洞察n}} (rule 17.8) and 查看/展示你主牌堆顶部的n张牌: look at the top n cards; recycle any of
them (洞察), never burning out."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.program import placeholder

KINDS = ("predict", "look_top", "look_hand", "take_looked", "rest_to_trash")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "look_hand":
        rt.log("look", ctx.seat, f"{rt.pname(ctx.seat)}查看对手的手牌")
        seats = [s for s in ctx.players if s != ctx.seat] or [s for s in rt.state.seats if s != ctx.seat][:1]
        ctx.hand_seen = [u for s in seats for u in rt.state.players[s].hand]  # `从中选择一张` (rules-riftbound.md 17.24)
        return True
    if vp.kind == "take_looked":  # `查看…顶部的两张牌。抽取其中一张`: one of the cards looked at, to your hand
        looked = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "deck"]
        if not looked:
            return False
        uid = looked[0] if len(looked) == 1 else rt.ask(Decision(
            ctx.seat, "card", "选择抽取的牌", tuple(Option(rt.card_name(u), u) for u in looked)))
        rt.put(uid, "hand", ctx.seat)
        rt.log("draw", ctx.seat, f"{rt.pname(ctx.seat)}抽取查看的一张牌")
        ctx.it = [u for u in looked if u != uid]
        return True
    if vp.kind == "rest_to_trash":  # `将其余卡牌放进你的废牌堆` (rules-riftbound.md 22.230): the rest looked at, still on top
        rest = [u for u in (ctx.looked or ctx.it) if u in rt.state.cards and rt.card(u).zone == "deck"]
        for uid in rest:
            rt.put(uid, "trash", rt.card(uid).owner)
        if rest:
            rt.log("mill", ctx.seat, f"{rt.pname(ctx.seat)}将查看的其余{len(rest)}张牌放入废牌堆")
        ctx.looked = []
        return bool(rest)
    if vp.kind == "look_top":
        n = select.number(vp.part("count"))
        top = rt.state.players[ctx.seat].deck[:n]
        for uid in top:
            c = rt.state.mut(uid)
            c.seen_by = c.seen_by | {ctx.seat}
        rt.log("look", ctx.seat, f"{rt.pname(ctx.seat)}查看主牌堆顶部的{len(top)}张牌")
        ctx.it = list(top)
        ctx.looked = list(top)
        if vp.has("REVEAL_TOP"):  # shown to everyone (rule 17.7)
            ctx.revealed = list(top)
            for uid in top:
                rt.log("reveal", ctx.seat, f"{rt.pname(ctx.seat)}展示了{rt.card_name(uid)}", uid)
        return bool(top)
    text = vp.tok("PREDICT_KW")
    _w, n, _ = placeholder(text)
    n = n or 1
    deck = rt.state.players[ctx.seat].deck
    top = deck[:n]
    count = 0
    for uid in top:
        keep = rt.ask(Decision(ctx.seat, "choice", f"洞察：{rt.card_name(uid)}留在顶部还是回收到底部？",
                               (Option("留在顶部", True), Option("回收", False))))
        if not keep:
            rt.put(uid, "deck", ctx.seat, top=False)
            rt.log("recycle", ctx.seat, f"{rt.pname(ctx.seat)}回收主牌堆顶部的一张牌")
            count += 1
    rt.recycled(ctx.seat, count)
    return True
