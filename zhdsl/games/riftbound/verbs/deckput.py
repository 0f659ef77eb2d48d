"""放到主牌堆的顶部或底部 (rules-riftbound.md 17.42): a card to its owner's main deck — `将一名敌方单位放到其主牌堆顶部`,
`其拥有者将该单位放到其主牌堆的顶部或底部` (that player chooses where), `将一张手牌放到主牌堆的顶部或底部` (a card of your
hand, chosen as it resolves). Not a recycle (17.3): it may go on top, and nothing that counts recycling sees it."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("deck_put", "deck_put_by", "deck_put_hand")


def _where(vp) -> str:
    """"top", "bottom" or "either" from the DECK_PUT word."""
    word = vp.tok("DECK_PUT") or ""
    if "或" in word:
        return "either"
    return "bottom" if ("底" in word) else "top"


def _put(rt, chooser: int, uid: int, where: str, by: int) -> None:
    owner = rt.card(uid).owner
    name = rt.card_name(uid)
    top = where == "top"
    if where == "either":
        top = rt.ask(Decision(chooser, "choice", f"将{name}放到{rt.pname(owner)}的主牌堆顶部还是底部？",
                              (Option("顶部", True), Option("底部", False))))
    rt.put(uid, "deck", owner, top=bool(top))
    rt.log("deck_put", by, f"{name}被放到{rt.pname(owner)}的主牌堆{'顶部' if top else '底部'}", uid)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    where = _where(vp)
    if vp.kind == "deck_put_hand":
        n = select.number(vp.part("count"))
        done = False
        for _ in range(n):
            hand = list(rt.state.players[ctx.seat].hand)
            if not hand:
                break
            uid = hand[0] if len(hand) == 1 else rt.ask(Decision(
                ctx.seat, "card", "选择一张手牌放到主牌堆", tuple(Option(rt.card_name(u), u) for u in hand)))
            _put(rt, ctx.seat, uid, where, ctx.seat)
            done = True
        return done
    if vp.kind == "deck_put_by":
        actor, sel = vp.parts[0], vp.parts[1]
    else:
        actor, sel = None, subject
    owner_chooses = actor is not None and actor.tokens and actor.tokens[0][0] == "OWNER_OF"
    units = [u for u in select.resolve(ctx, sel, prompt="选择放到主牌堆的对象") if u in rt.state.cards and rt.on_board(u)]
    for uid in units:
        chooser = rt.card(uid).owner if owner_chooses else ctx.seat
        _put(rt, chooser, uid, where, ctx.seat)
    ctx.it = units
    return bool(units)
