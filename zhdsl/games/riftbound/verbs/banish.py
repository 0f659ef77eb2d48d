"""放逐…, 将…放逐 (rule 17.4): into its owner's banishment; not a kill. `放逐你废牌堆中的所有单位` banishes cards
from your trash (chosen as it resolves, rule 9.4). The source remembers what it banished, for `以此方式放逐的`
(linked abilities, rules-riftbound.md 17.4(a))."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("banish", "banish_take")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    sel = subject if vp.kind == "banish_take" else vp.parts[0]  # `将其放逐` names its object first
    if sel is not None and any(t == "TRASH_OF" for t, _x, _w in select.words(sel)):
        return _from_trash(ctx, sel)
    targets = select.resolve(ctx, sel, prompt="选择放逐的对象") if sel is not None else []
    ctx.it = list(targets)
    done = []
    for uid in targets:
        if rt.on_board(uid):
            rt.banish(uid, ctx.seat)
            rt.log("banish", ctx.seat, f"{rt.card_name(uid)}被放逐")
            done.append(uid)
        elif uid == ctx.source and rt.card(uid).zone == "stack":  # `然后放逐此牌`: the spell resolving (6.10)
            rt.banish(uid, ctx.seat)
            rt.log("banish", ctx.seat, f"{rt.card_name(uid)}结算后被放逐")
            done.append(uid)
    _remember(ctx, done)
    return bool(done)


def _from_trash(ctx, sel) -> bool:
    rt = ctx.rt
    pool = [u for u in rt.state.players[ctx.seat].trash if select.matches_card(ctx, sel, u)]
    mode, n = select.quantity(sel)
    if mode != "all":
        picked = []
        for _ in range(min(n, len(pool))):
            options = tuple(Option(rt.card_name(u), u) for u in pool if u not in picked)
            if mode == "upto":
                options += (Option("不再放逐", None),)
            uid = options[0].value if len(options) == 1 else rt.ask(Decision(ctx.seat, "card", "选择从废牌堆放逐的牌", options))
            if uid is None:
                break
            picked.append(uid)
        pool = picked
    for uid in pool:
        rt.banish(uid, ctx.seat)
        rt.log("banish", ctx.seat, f"{rt.card_name(uid)}从废牌堆被放逐")
    ctx.it = list(pool)
    _remember(ctx, pool)
    return bool(pool)


def _remember(ctx, uids) -> None:
    """The source's record of the cards it banished (kept while it stays on the board, rule 4.4)."""
    if uids and ctx.source is not None and ctx.source in ctx.rt.state.cards:
        before = ctx.rt.card(ctx.source).marks.get("banished") or ()
        ctx.rt.mark(ctx.source, banished=tuple(before) + tuple(uids))


def banished_this_way(ctx) -> list:
    """`以此方式放逐的`: the cards the source banished that are still in a banishment."""
    rt = ctx.rt
    if ctx.source is None or ctx.source not in rt.state.cards:
        return []
    return [u for u in rt.card(ctx.source).marks.get("banished") or () if u in rt.state.cards and rt.card(u).zone == "banish"]
