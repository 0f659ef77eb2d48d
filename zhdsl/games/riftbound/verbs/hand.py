"""让…返回其所属的手牌 (rule 17.13): a permanent back to its owner's hand (a token ceases to exist)."""

from zhdsl.games.riftbound import select, triggers

KINDS = ("return_hand",)


def can_pay(ctx, vp, subject) -> bool:
    """`将一件友方装备返回其所属的手牌，作为打出我的额外费用` (rules-riftbound.md 9.59): such an object on the board."""
    if subject is None or (subject.tokens and subject.tokens[0][0] == "PRONOUN"):
        return True
    return bool(select.board_candidates(ctx, subject))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if subject is not None and any(t == "TRASH_OF" for t, _x, _w in select.words(subject)):
        from zhdsl.games.riftbound.verbs import trash  # `让你废牌堆中的一名…返回你的手牌` (rules-riftbound.md 17.13(a))

        return trash.run(ctx, vp, subject)
    if vp.has("INSTEAD_OF_TRASH"):  # `无效化一个法术。让其返回所属的手牌，而不是将其放入废牌堆` (rules-riftbound.md 17.32)
        cards = [u for u in ctx.it if u in rt.state.cards and rt.card(u).zone == "trash"]
        for uid in cards:
            rt.log("bounce", ctx.seat, f"{rt.card_name(uid)}返回其所有者的手牌，而不是留在废牌堆", uid)
            rt.put(uid, "hand", rt.card(uid).owner)
        return bool(cards)
    targets = select.resolve(ctx, subject) if subject is not None else []
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if select.face_down(rt, uid):  # `让一张正面朝下的待命牌返回其拥有者的手牌` (rules-riftbound.md 9.42)
            rt.log("bounce", ctx.seat, f"{rt.pname(rt.card(uid).owner)}正面朝下的卡牌返回其所有者的手牌")
            rt.put(uid, "hand", rt.card(uid).owner)
            done = True
            continue
        if rt.on_board(uid):
            where, owner, controller = rt.where(uid), rt.card(uid).owner, rt.card(uid).controller
            rt.log("bounce", ctx.seat, f"{rt.card_name(uid)}返回其所有者的手牌")
            rt.put(uid, "hand", owner)
            done = True
            # `当此处的一名单位返回到一名玩家的手牌时` (rules-riftbound.md 10.4(o)): the owner is the event's player
            triggers.fire(rt, "returned", uid=uid, seat=owner, here=where, ctrl=controller)
    return done
