"""回收 (rule 17.3): cards to the bottom of their deck — from the trash (`从你的废牌堆回收两张卡牌`)
or the cards looked at (`回收其余的卡牌`)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("recycle", "recycle_trash")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    p = rt.state.players[ctx.seat]
    if vp.kind == "recycle_trash":
        n = select.number(vp.part("count"))
        done, count = False, 0
        for _ in range(n):
            if not p.trash:
                break
            uid = p.trash[0] if len(p.trash) == 1 else rt.ask(Decision(
                ctx.seat, "card", "选择从废牌堆回收的牌", tuple(Option(rt.card_name(u), u) for u in p.trash)))
            rt.put(uid, "deck", rt.card(uid).owner, top=False)
            done = True
            count += 1
        rt.recycled(ctx.seat, count)
        return done
    rest = ctx.looked if vp.has("RECYCLE_REST") and ctx.looked else ctx.it  # the cards looked at and left (17.7(a))
    targets = [u for u in rest if u in rt.state.cards and rt.card(u).zone == "deck"]
    if vp.has("RECYCLE_REST"):
        ctx.looked = []
    for uid in targets:
        rt.put(uid, "deck", rt.card(uid).owner, top=False)
    rt.recycled(ctx.seat, len(targets))
    return bool(targets)
