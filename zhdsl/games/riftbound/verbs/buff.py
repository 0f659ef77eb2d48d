"""给予…{{增益}} and 消耗一个增益 (rule 8.3): a unit holds at most one buff (+1 might); 在本回合内，所有增益可额外
给予友方单位{{S}}+1 (rule 8.3(a)): each buff gives more this turn."""

from zhdsl.games.riftbound import select, statics

KINDS = ("buff", "spend_buff", "buff_bonus", "spend_any_buffs")
MAX_SPEND = 40  # the most buffs one `移除任意数量的增益` spends (a bound; rules-riftbound.md 19.59)


def _own_buffed(ctx):
    rt = ctx.rt
    return [u for u in rt.units() if rt.card(u).controller == ctx.seat and rt.card(u).marks.get("buff")]


def _buffed_named(ctx, vp) -> list:
    """`消耗我的增益` `消耗一名友方单位的增益` (rules-riftbound.md 8.15): the units the selector names that have a buff;
    without a selector, any unit of the player's with one."""
    sel = vp.part("selector")
    if sel is None:
        return _own_buffed(ctx)
    rt = ctx.rt
    if sel.tok("PRONOUN") == "我":
        found = [ctx.me] if ctx.me is not None and rt.on_board(ctx.me) else []
    else:
        found = [u for u in rt.units() if select.matches(ctx, sel, u)]
    return [u for u in found if rt.card(u).marks.get("buff")]


def can_pay(ctx, vp, subject) -> bool:
    return vp.kind != "spend_buff" or bool(_buffed_named(ctx, vp))


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "buff_bonus":
        sel = vp.part("selector")
        friendly = any(t == "MOD" and text == "友方" for t, text, _w in select.words(sel))
        n = select.number(vp.part("num"))
        rows = rt.state.mode_data.get("buff_bonus") or ()
        rt.state.mode_data["buff_bonus"] = rows + ((rt.state.turn, ctx.seat, friendly, n),)
        rt.log("buff", ctx.seat, f"本回合内每个增益额外给予{'友方' if friendly else ''}单位+{n}战力")
        return True
    if vp.kind == "spend_any_buffs":
        return _spend_any(ctx)
    if vp.kind == "spend_buff":
        sel = vp.part("selector")
        if sel is not None and (sel.tok("PRONOUN") not in (None, "我") or sel.span.start in ctx.chosen):
            # `消耗该单位身上的增益` `消耗他们身上的增益` (rules-riftbound.md 8.32): each unit the pronoun names (or the
            # target chosen as the text was played), one buff each
            named = [u for u in select.resolve(ctx, sel, prompt="选择消耗增益的单位")
                     if rt.on_board(u) and rt.card(u).marks.get("buff")]
            for uid in named:
                _spend_one(ctx, uid)
            return bool(named)
        own = _buffed_named(ctx, vp)
        if not own:
            return False
        from zhdsl.engine.decisions import Decision, Option

        uid = own[0] if len(own) == 1 else rt.ask(Decision(ctx.seat, "target_card", "选择消耗增益的单位",
                                                           tuple(Option(rt.describe_object(u), u) for u in own)))
        _spend_one(ctx, uid)
        return True
    targets = select.resolve(ctx, vp.parts[0], prompt="选择获得增益的单位")
    ctx.it = list(targets)
    done = False
    for uid in targets:
        had = rt.card(uid).marks.get("buff") or 0 if rt.on_board(uid) else 0
        # `我可以拥有不限数量的增益` (rules-riftbound.md 8.17): another buff adds one more
        if rt.on_board(uid) and rt.defn(uid).base == "unit" and (not had or statics.restricted(rt, "UNLIMITED_BUFFS", uid=uid)):
            rt.mark(uid, buff=had + 1)
            rt.log("buff", ctx.seat, f"{rt.card_name(uid)}获得增益")
            from zhdsl.games.riftbound import triggers

            triggers.fire(rt, "buff", uid=uid, seat=ctx.seat, by=ctx.me)  # `当你给予我增益时` (rules-riftbound.md 10.20(a))
            done = True
    return done


def _spend_one(ctx, uid: int) -> None:
    rt = ctx.rt
    rt.mark(uid, buff=(rt.card(uid).marks.get("buff") or 1) - 1 or None)  # one of several (8.17)
    rt.log("buff", ctx.seat, f"{rt.card_name(uid)}的增益被消耗")
    from zhdsl.games.riftbound import triggers

    triggers.fire(rt, "spend_buff", seat=ctx.seat, uid=uid)  # `当你消耗一个增益时`


def _spend_any(ctx) -> bool:
    """`移除你的单位身上任意数量的增益` (rules-riftbound.md 19.59): the player picks a number from 0 to the buffs their
    units have (at most MAX_SPEND), then the unit each one comes from; each is a spent buff (`当你消耗一个增益时`).
    `每以此法移除一个增益` reads the number spent."""
    from zhdsl.engine.decisions import Decision, Option
    from zhdsl.games.riftbound import triggers

    rt = ctx.rt
    most = min(MAX_SPEND, sum(int(rt.card(u).marks.get("buff") or 0) for u in _own_buffed(ctx)))
    n = 0 if most == 0 else rt.ask(Decision(ctx.seat, "choice", "移除多少个增益？",
                                            tuple(Option(f"{k}个", k) for k in range(most + 1))))
    spent = 0
    for _ in range(n):
        own = _own_buffed(ctx)
        if not own:
            break
        uid = own[0] if len(own) == 1 else rt.ask(Decision(ctx.seat, "target_card", "选择移除增益的单位",
                                                           tuple(Option(rt.describe_object(u), u) for u in own)))
        rt.mark(uid, buff=(rt.card(uid).marks.get("buff") or 1) - 1 or None)
        rt.log("buff", ctx.seat, f"{rt.card_name(uid)}的增益被移除")
        triggers.fire(rt, "spend_buff", seat=ctx.seat, uid=uid)
        spent += 1
    ctx.spent_buffs = spent
    rt.log("buff", ctx.seat, f"{rt.pname(ctx.seat)}以此法移除了{spent}个增益")
    return spent > 0
