"""获得… (rules 8.6, 16.4, 19): a unit gains {{S}}+n or keywords for a while; a player gains points
or XP. With no subject the gainer is 你 (points, XP) or 我 (might, keywords)."""

from zhdsl.games.riftbound import playrules, select

KINDS = ("gain", "become_kw", "score_bonus", "kw_double")


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
    if vp.kind == "kw_double":  # `{{坚守}}数值翻倍` (rules-riftbound.md 22.215): its value now given once more
        from zhdsl.games.riftbound.program import placeholder

        targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
        word = placeholder(vp.tok("KW"))[0]
        done = False
        for uid in [u for u in targets if rt.on_board(u)]:
            n = rt.keyword(uid, word)
            if n:
                rt.grant(uid, word, n, ctx.scope or "turn")
                done = True
        ctx.it = list(targets) or ctx.it
        return done
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
        if g.kind == "g_keyword" and playrules.is_next_unit(subject):  # `你打出的下一名单位具有{{急速}}` (22.168)
            from zhdsl.games.riftbound.program import placeholder

            word, n, _ = placeholder(g.tokens[0][1])
            did = playrules.give_next_unit(ctx, word, n) or did
            continue
        if g.kind == "g_ability":  # `给予其“在回合结束时，将我摧毁。”` (rules-riftbound.md 22.203)
            did = _give_quoted(ctx, g.tokens[0][1], subject) or did
            continue
        if g.kind == "g_recur":  # 流转 given to a spell in the trash (rules-riftbound.md 19.60)
            did = _give_recur(ctx, g, subject) or did
            continue
        targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
        targets = [u for u in targets if rt.on_board(u)]
        ctx.it = list(targets) or ctx.it
        until = ctx.scope or "turn"
        for uid in targets:
            if g.kind == "g_might_minus" and g.has("FLOOR"):  # `…{{S}}-2，不得低于1{{S}}` (rules-riftbound.md 22.86)
                nums = [q for q in g.parts if getattr(q, "kind", "") == "num"]
                floor = select.number(nums[-1]) if len(nums) > 1 else 0
                cut = min(select.value(ctx, nums[0]), max(0, rt.might(uid) - floor))
                if cut:
                    rt.modify_might(uid, -cut, until)
                continue
            if g.kind in ("g_might", "g_might_minus"):  # `给予一名敌方单位在本回合内{{S}}-2` (rules-riftbound.md 22.74)
                # X: the `X为…数量` of the sentence (rules-riftbound.md 1.11, 22.246(b))
                rt.modify_might(uid, select.value(ctx, g.part("num")) * (-1 if g.kind == "g_might_minus" else 1), until)
            elif g.kind == "g_might_mine":  # `等同于我战力的+{{S}}加成`: the source's might now (rules-riftbound.md 22.132)
                mine = rt.might(ctx.me) if ctx.me is not None and rt.on_board(ctx.me) else 0
                if mine <= 0 or uid == ctx.me:
                    continue
                rt.modify_might(uid, mine, until)
            elif g.kind == "g_my_keywords":  # `获得我的关键词` (rules-riftbound.md 22.132): each keyword the source has now
                words = _keywords_now(rt, ctx.me) if uid != ctx.me else []
                for word, n in words:
                    rt.grant(uid, word, n, until)
                if not words:
                    continue
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


def _keywords_now(rt, source) -> list:
    """(word, value) of each keyword `source` has now — printed, granted or from a static (rules-riftbound.md 22.132);
    a parameterised one with its total value (`{{坚守2}}`), the others once."""
    if source is None or source not in rt.state.cards or not rt.on_board(source):
        return []
    c = rt.state.cards[source]
    seen = list(rt.defn(source).keywords) if rt._active_keywords(source) else []
    seen += [kw for kw, _n, _until in c.marks.get("grants", ())] + [kw for kw, _n in rt.static_keywords(source)]
    out = []
    for word in dict.fromkeys(seen):
        value = rt.keyword(source, word)
        if value:
            out.append((word, value if value > 1 else None))
    return out


def _give_recur(ctx, g, subject) -> bool:
    """`给予你废牌堆中的一个法术在本回合内等同于其费用的{{流转}}` `…{{流转2}}` (rules-riftbound.md 19.60): the spell
    chosen in its owner's trash may be played from there this turn for that 流转 cost (its own mana and power cost
    for 等同于其费用的), then banished, as a printed 流转 (19.50). The grant ends when the turn ends or the card
    leaves the trash."""
    from zhdsl.games.riftbound.program import _price

    rt = ctx.rt
    from zhdsl.engine.decisions import Decision, Option

    found = []
    _mode, n = select.quantity(subject) if subject is not None else ("one", 1)
    for _ in range(min(n, 40)):  # a card in a trash is chosen as the text resolves (not a target, rule 9.4)
        pool = [u for u in rt.state.players[ctx.seat].trash if u not in found and rt.defn(u).base == "spell"
                and (subject is None or select.matches_card(ctx, subject, u))]
        if not pool:
            break
        found.append(pool[0] if len(pool) == 1 else rt.ask(Decision(
            ctx.seat, "card", "选择获得流转的法术", tuple(Option(rt.card_name(u), u) for u in pool))))
    ctx.it = list(found) or ctx.it
    for uid in found:
        d = rt.defn(uid)
        if g.has("RECUR_EQ_COST"):
            colours = frozenset(d.colours) if d.colours else None
            mana, power = d.mana or 0, tuple((colours if colours else "A") for _ in range(d.power_cost or 0))
        else:
            text = g.tok("RECUR_KW") or ""
            price = g.part("price")
            mana, colours = _price(text, price, "流转")
            power = tuple(colours)
        rt.mark(uid, recur_grant=(rt.state.turn, mana, power))
        paid = f"{mana}点法力" + (f"与{len(power)}点符能" if power else "")
        rt.log("recur", ctx.seat, f"{rt.card_name(uid)}在本回合内获得流转（{paid}）", uid)
    return bool(found)


def _give_quoted(ctx, text: str, subject) -> bool:
    """A quoted ability given by an effect (rules-riftbound.md 22.203): to the next unit the player plays
    (`你在本回合内打出的下一名单位…`), or to each object named now on the board; kept while it stays there (until the turn
    ends with `在本回合内`)."""
    rt = ctx.rt
    if playrules.is_next_unit(subject):
        return playrules.give_next_unit(ctx, text, None)
    targets = select.resolve(ctx, subject) if subject is not None else ([ctx.me] if ctx.me is not None else [])
    targets = [u for u in targets if rt.on_board(u)]
    ctx.it = list(targets) or ctx.it
    for uid in targets:
        playrules.give_quoted(rt, uid, text, rt.state.turn if ctx.scope else None)
    return bool(targets)
