"""Might and damage changes whose amount comes from elsewhere (docs/riftbound.md part 8, rift17c):
`提升我的战力，数值等同于你废牌堆中的卡牌数量` (rules-riftbound.md 8.12), `让其在本回合内变为后者的战力`
(9.43) and `本回合该单位受到的所有伤害翻倍` (8.13)."""

from zhdsl.games.riftbound import select

KINDS = ("raise_might", "set_might", "double_taken")


def _raised(ctx, of) -> list[int]:
    """The unit(s) whose might `提升…的战力` names: 我, 其/它 (the object named before), or a selector."""
    if of.has("MY_MIGHT_TAIL"):
        return [ctx.me] if ctx.me is not None else []
    if of.has("ITS_MIGHT_TAIL"):
        return select.pronoun(ctx, "它")
    return select.resolve(ctx, of.part("selector"), prompt="选择提升战力的单位")


def _units(ctx, found) -> list[int]:
    rt = ctx.rt
    return [u for u in found if u in rt.state.cards and rt.on_board(u) and rt.defn(u).base == "unit"]


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    until = ctx.scope or "turn"
    if vp.kind == "raise_might":  # the amount is counted when the step runs (rules-riftbound.md 8.12)
        targets = _units(ctx, _raised(ctx, vp.part("might_of")))
        n = select.tally(ctx, vp.part("tally"))
        for uid in targets:
            rt.modify_might(uid, n, until)
        ctx.it = targets or ctx.it
        return bool(targets) and n > 0
    targets = _units(ctx, select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else []))
    if vp.kind == "set_might":  # `变为后者的战力`: the difference is a might change for the turn (rules-riftbound.md 9.43)
        latter = ctx.latter
        if latter is None or not rt.on_board(latter):
            return False
        done = False
        for uid in targets:
            n = rt.might(latter) - rt.might(uid)
            if n:
                rt.modify_might(uid, n, until)
                done = True
        return done
    # double_taken: from now until the turn ends, damage dealt to it is doubled (rules-riftbound.md 8.13)
    for uid in targets:
        rt.mark(uid, double_taken=rt.state.turn)
        rt.log("might", rt.card(uid).controller, f"本回合{rt.card_name(uid)}受到的所有伤害翻倍", uid)
    ctx.it = targets or ctx.it
    return bool(targets)
