"""Actions on two objects (rules-riftbound.md 17.18): a duel `让A和B相互以自身战力给对方造成伤害`, a swap
`交换它们的位置`, and control `获得一名敌方单位的控制权，直到回合结束`; and `横置一名友方单位` (9.20)."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("fight", "swap", "take_control", "exhaust_it", "lose_control")


def _two(ctx, subject) -> list[int]:
    """The two units a duel or a swap names: its subject (a pair, or 它们 after `选择…和…`)."""
    rt = ctx.rt
    found = select.resolve(ctx, subject, prompt="选择单位") if subject is not None else list(ctx.it)
    units = [u for u in found if u in rt.state.cards and rt.on_board(u) and rt.defn(u).base == "unit"]
    return units[:2]


def fight(ctx, units) -> bool:
    """Each deals damage equal to its might now to the other, at the same time (rules-riftbound.md 17.18(a))."""
    rt = ctx.rt
    if len(units) != 2:
        return False
    a, b = units
    hit_a, hit_b = max(0, rt.might(b)), max(0, rt.might(a))
    rt.log("fight", ctx.seat, f"{rt.card_name(a)}与{rt.card_name(b)}相互造成伤害", a)
    rt.deal_damage(b, hit_b, a)
    rt.deal_damage(a, hit_a, b)
    ctx.it = list(units)
    return True


def swap(ctx, units) -> bool:
    """The two move to each other's place at once (rules-riftbound.md 17.18(b)); a move a battlefield's rules
    forbid, or one to a place of no legal destination, does not happen — then neither moves."""
    rt = ctx.rt
    if len(units) != 2:
        return False
    a, b = units
    wa, wb = rt.where(a), rt.where(b)
    if wa == wb:
        return False
    for uid, dest in ((a, wb), (b, wa)):
        owner = rt.card(uid).controller
        if dest[0] == "base" and dest[1] != owner:
            return False  # a unit is only ever in its controller's base (rule 13.1)
        if dest[0] == "bf" and not rt.legal_destination(owner, dest[1]):
            return False
    rt.move_unit(a, wb)
    rt.move_unit(b, wa)
    ctx.it = list(units)
    return True


def take_control(ctx, vp) -> bool:
    """You control the unit until the end of this turn (rules-riftbound.md 17.18(c)): it stays where it is when
    that is a battlefield you may be at, otherwise it comes to your base; at the turn's end it goes back."""
    rt = ctx.rt
    if select.noun_of(vp.part("selector")) in ("SPELL", "SPELL_OR_SKILL"):  # a chain item (rules-riftbound.md 11.16)
        from zhdsl.games.riftbound.verbs import chain

        return chain.take_control(ctx, vp.part("selector"))
    units = [u for u in select.resolve(ctx, vp.part("selector"), prompt="选择获得控制权的单位")
             if rt.on_board(u) and rt.defn(u).base == "unit" and rt.card(u).controller != ctx.seat]
    for uid in units:
        before = rt.card(uid).controller
        place = rt.where(uid)
        rt.state.mut(uid).controller = ctx.seat
        rows = rt.state.mode_data.get("borrowed") or ()
        rt.state.mode_data["borrowed"] = rows + ((uid, before, rt.state.turn),)
        rt.log("control", ctx.seat, f"{rt.pname(ctx.seat)}获得{rt.card_name(uid)}的控制权，直到回合结束", uid)
        if place[0] == "base" or not rt.legal_destination(ctx.seat, place[1]):
            rt.to_location(uid, ("base", ctx.seat))
    ctx.it = units
    return bool(units)


def _you(sel) -> bool:
    return bool(sel.tokens) and sel.tokens[0] == ("PRONOUN", "你")


def give_control(ctx, vp, subject) -> bool:
    """`选择一名玩家。该玩家获得此牌的控制权，并将其召回。` (rules-riftbound.md 22.217): the player named controls the
    permanents named from now on (not only this turn); with `并将其召回` they go to that player's base, otherwise a
    permanent at a battlefield that player may not be at goes there too."""
    rt = ctx.rt
    seats = select.players(ctx, subject)
    if not seats:
        return False
    seat = seats[0]
    objects = [u for u in select.resolve(ctx, vp.part("selector"), prompt="选择") if rt.on_board(u)
               and rt.defn(u).base in ("unit", "gear")]
    for uid in objects:
        rt.state.mut(uid).controller = seat
        rt.log("control", seat, f"{rt.pname(seat)}获得{rt.card_name(uid)}的控制权", uid)
        place = rt.where(uid)
        if vp.has("CHOOSE_RECALL") or place[0] == "base" or not rt.legal_destination(seat, place[1]):
            rt.to_location(uid, ("base", seat))
            if vp.has("CHOOSE_RECALL"):
                rt.log("recall", seat, f"{rt.card_name(uid)}被召回到{rt.pname(seat)}的基地", uid)
    ctx.it = objects
    return bool(objects)


def lose_control(ctx, vp) -> bool:
    """`失去该单位的控制权` (rules-riftbound.md 17.64): each unit named that `ctx`'s player controls by a 17.18(c) taking
    goes back now to the player who controlled it, as at the turn's end; any other unit is left as it is."""
    rt = ctx.rt
    units = set(select.resolve(ctx, vp.part("selector"), prompt="选择单位"))
    rows = rt.state.mode_data.get("borrowed") or ()
    back = [row for row in rows if row[0] in units and row[0] in rt.state.cards and rt.card(row[0]).controller == ctx.seat]
    if not back:
        return False
    rt.state.mode_data["borrowed"] = tuple(row for row in rows if row not in back)
    for uid, before, _turn in back:
        rt.state.mut(uid).controller = before
        rt.log("control", ctx.seat, f"{rt.pname(ctx.seat)}失去{rt.card_name(uid)}的控制权", uid)
        if rt.on_board(uid):
            place = rt.where(uid)
            if place[0] == "base" or not rt.legal_destination(before, place[1]):
                rt.to_location(uid, ("base", before))
    ctx.it = [uid for uid, _b, _t in back]
    return True


def give_back(rt) -> None:
    """The turn ends: each unit taken by `…的控制权，直到回合结束` returns to the player who controlled it, in that
    player's base unless it is at a battlefield they may be at (rules-riftbound.md 17.18(c))."""
    rows = rt.state.mode_data.get("borrowed") or ()
    if not rows:
        return
    rt.state.mode_data["borrowed"] = ()
    for uid, before, _turn in rows:
        if uid not in rt.state.cards or not rt.on_board(uid):
            continue
        rt.state.mut(uid).controller = before
        place = rt.where(uid)
        if place[0] == "base" or not rt.legal_destination(before, place[1]):
            rt.to_location(uid, ("base", before))
        rt.log("control", before, f"{rt.card_name(uid)}的控制权回到{rt.pname(before)}", uid)


def can_pay(ctx, vp, subject) -> bool:
    if vp.kind == "exhaust_it":  # `横置一名友方单位，作为额外费用`: one that is ready now
        return any(not ctx.rt.card(u).tapped for u in select.board_candidates(ctx, vp.part("selector")))
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "fight":
        return fight(ctx, _two(ctx, subject))
    if vp.kind == "swap":
        return swap(ctx, _two(ctx, subject))
    if vp.kind == "take_control":
        if subject is not None and select.is_player_selector(subject, ctx) and not _you(subject):
            return give_control(ctx, vp, subject)  # `该玩家获得此牌的控制权` (rules-riftbound.md 22.217)
        return take_control(ctx, vp)
    if vp.kind == "lose_control":
        return lose_control(ctx, vp)
    # exhaust_it: `横置一名友方单位` is `让一名友方单位变为休眠状态`, among those ready now (rules-riftbound.md 9.20)
    sel = vp.part("selector")
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        targets = select.resolve(ctx, sel)
    else:
        pool = [u for u in select.board_candidates(ctx, sel) if not rt.card(u).tapped]
        mode, n = select.quantity(sel)
        targets = pool if mode == "all" else []
        while mode != "all" and len(targets) < min(n, len(pool)):
            fits = [u for u in pool if u not in targets]
            targets.append(fits[0] if len(fits) == 1 else rt.ask(Decision(
                ctx.seat, "target_card", "选择横置的单位", tuple(Option(rt.describe_object(u), u) for u in fits))))
    targets = [u for u in targets if rt.on_board(u) and not rt.card(u).tapped]
    for uid in targets:
        rt.state.mut(uid).tapped = True
        rt.log("ready", ctx.seat, f"{rt.card_name(uid)}变为休眠状态", uid)
    from zhdsl.games.riftbound import triggers

    for uid in targets:  # `当你横置一名友方单位时` (rules-riftbound.md 10.20(a))
        triggers.fire(rt, "exhaust", uid=uid, seat=ctx.seat, by=ctx.me)
        triggers.fire(rt, "became_exhausted", uid=uid, seat=ctx.seat)  # rules-riftbound.md 10.96
    ctx.it = targets or ctx.it
    return bool(targets)
