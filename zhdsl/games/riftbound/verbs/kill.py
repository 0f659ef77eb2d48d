"""摧毁… (rule 17.5): a permanent goes to its owner's trash (deathknell first); `摧毁此牌` as a cost."""

from zhdsl.games.riftbound import select

KINDS = ("kill", "kill_take")


def _object(vp, subject):
    return subject if vp.kind == "kill_take" else vp.parts[0]  # `将它摧毁` names its object first


def can_pay(ctx, vp, subject) -> bool:
    """As a cost (`你可以选择摧毁另外三个友方单位，以此…`, rules-riftbound.md 22.159): every object it names must be there."""
    sel = _object(vp, subject)
    if not select.resolve(ctx, sel, ask=False):
        return False
    if sel.kind == "selector" and not (sel.tokens and sel.tokens[0][0] == "PRONOUN"):
        mode, n = select.quantity(sel)
        if mode == "one" and n > 1:
            return len(select.board_candidates(ctx, sel)) >= n
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    targets = select.resolve(ctx, _object(vp, subject), prompt="选择摧毁的对象")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        if rt.on_board(uid):
            if rt.defn(uid).base == "unit":  # `战力比被摧毁单位最多高1点的` reads it (rules-riftbound.md 9.66)
                ctx.killed_might = [*ctx.killed_might, rt.might(uid)]
            rt.destroy(uid, ctx.source)
            done = True
        elif select.face_down(rt, uid):  # `摧毁一张正面朝下的卡牌`: to its owner's trash (rules-riftbound.md 9.42)
            rt.log("kill", ctx.seat, f"{rt.pname(rt.card(uid).owner)}正面朝下的卡牌被摧毁", uid)
            rt.put(uid, "trash", rt.card(uid).owner)
            done = True
    return done

