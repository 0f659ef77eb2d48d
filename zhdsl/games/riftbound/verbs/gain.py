"""获得… (rules 8.6, 16.4, 19): a unit gains {{S}}+n or keywords for a while; a player gains points
or XP. With no subject the gainer is 你 (points, XP) or 我 (might, keywords)."""

from zhdsl.games.riftbound import select

KINDS = ("gain", "become_kw", "score_bonus")


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "become_kw":  # `让其变为{{瞬息}}` (rules-riftbound.md 8.30): kept while it stays on the board
        from zhdsl.games.riftbound.program import placeholder

        targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
        targets = [u for u in targets if rt.on_board(u)]
        word, n, _ = placeholder(vp.tok("KW"))
        for uid in targets:
            rt.grant(uid, word, n, "lasting")
        ctx.it = list(targets) or ctx.it
        return bool(targets)
    if vp.kind == "score_bonus":  # `你获得的分数+1` (rules-riftbound.md 16.20): one more point with those being gained
        n = select.number(vp.part("num"))
        rt.log("score", ctx.seat, f"{rt.pname(ctx.seat)}额外获得{n}分")
        rt.gain_points(ctx.seat, n, None)
        return True
    gains = vp.part("gains")
    did = False
    for g in gains.parts:
        if g.kind in ("g_point", "g_xp"):
            seats = select.players(ctx, subject) if subject is not None and select.is_player_selector(subject, ctx) else [ctx.seat]
            n = select.number(g)
            for seat in seats:
                if g.kind == "g_point":
                    rt.log("score", seat, f"{rt.pname(seat)}获得{n}分")
                    rt.gain_points(seat, n, None)
                else:
                    rt.gain_xp(seat, n)
                did = True
            continue
        if subject is not None and select.is_player_selector(subject, ctx):
            continue
        if subject is not None and any(t == "IN_YOUR_HAND" for t, _x, _w in select.words(subject)):
            # `你手牌中的所有法术都获得{{反应}}` as an effect: the cards in your hand now (rules-riftbound.md 19.29)
            from zhdsl.games.riftbound.program import placeholder

            for uid in [u for u in rt.state.players[ctx.seat].hand if select.matches_card(ctx, subject, u)]:
                rt.grant(uid, placeholder(g.tokens[0][1])[0], None, ctx.scope or "turn")
                did = True
            continue
        targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
        targets = [u for u in targets if rt.on_board(u)]
        ctx.it = list(targets) or ctx.it
        until = ctx.scope or "turn"
        for uid in targets:
            if g.kind in ("g_might", "g_might_minus"):  # `给予一名敌方单位在本回合内{{S}}-2` (rules-riftbound.md 22.74)
                rt.modify_might(uid, select.number(g) * (-1 if g.kind == "g_might_minus" else 1), until)
            elif g.kind == "g_might_killed":  # the might the units this effect destroyed had (rules-riftbound.md 9.73)
                if sum(ctx.killed_might):
                    rt.modify_might(uid, sum(ctx.killed_might), until)
                else:
                    continue
            else:
                from zhdsl.games.riftbound.program import placeholder

                word, n, _ = placeholder(g.tokens[0][1])
                rt.grant(uid, word, n, until)
            did = True
    return did
