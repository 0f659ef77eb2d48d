"""Conditions (`如果…，则…`, rule 10.4(d)): what the grammar's `c_*` phrases ask of the game now."""

from __future__ import annotations

import attrs

from zhdsl.games.riftbound import select


def _subject(ctx, cond):
    actor = cond.parts[0] if len(cond.parts) == 2 else None
    vp = cond.parts[-1]
    return actor, vp


def _units(ctx, actor):
    if actor is None:
        return [ctx.me] if ctx.me is not None else []
    if select.is_player_selector(actor):
        return []
    return select.resolve(ctx, actor, ask=False)


def _killed(rt, uid) -> bool:
    if not rt.on_board(uid):
        return uid in rt.state.cards and rt.card(uid).zone == "trash"
    dealt = rt.card(uid).marks.get("damage", 0)
    return dealt > 0 and dealt >= rt.might(uid)


def _facedown(sel) -> bool:
    return sel is not None and (select.noun_of(sel) in ("HIDDEN_CARD", "FACEDOWN_CARD")
                                or any(t == "FACEDOWN_ADJ" for t, _x, _w in select.words(sel)))


def holds(ctx, cond) -> bool:
    rt = ctx.rt
    if cond.kind == "c_not":  # `除非…，否则…` (rules-riftbound.md 22.80): in force while the condition fails
        return not holds(ctx, cond.parts[0])
    if cond.kind == "cond_and":
        return all(holds(ctx, c) for c in cond.parts)
    if cond.kind == "c_might_lower" or (cond.parts and cond.parts[-1].kind == "c_might_lower"):
        return _might_lower(ctx, cond)
    if cond.kind == "c_might_num":  # `如果我的战力不低于5` `如果其战力高于3` (rules-riftbound.md 22.54)
        units = ([ctx.me] if ctx.me is not None else []) if cond.has("MY_MIGHT_TAIL") else select.pronoun(ctx, "它")
        units = [u for u in units if u in rt.state.cards and rt.on_board(u) and rt.defn(u).base == "unit"]
        return bool(units) and all(select.might_fits(rt.might(u), cond) for u in units)
    if cond.kind == "c_rune_count":  # `如果你控制的符文不少于七枚` (rules-riftbound.md 22.75)
        n, have = select.number(cond.part("num")), len(rt.runes(ctx.seat))
        return have <= n if cond.part("cmp").has("NOT_MORE_THAN") else have >= n
    if cond.kind == "c_rune_fewer":  # `如果你控制的符文数量少于任一对手`: some opponent controls more runes
        have = len(rt.runes(ctx.seat))
        return any(len(rt.runes(o)) > have for o in range(len(rt.state.players)) if not rt.mode.same_team(o, ctx.seat))
    if cond.kind == "c_one_other_here":  # `如果此处受你控制的其他单位有且仅有一个` (rules-riftbound.md 22.77)
        me = ctx.me
        if me is None or me not in rt.state.cards or not rt.on_board(me):
            return False
        where = rt.where(me)
        return len([u for u in rt.units(where) if u != me and rt.card(u).controller == ctx.seat]) == 1
    if cond.kind == "c_all_tags":  # `如果你的单位具有以上全部两种属性标签` (rules-riftbound.md 22.40)
        from zhdsl.games.riftbound.effects import card_listed_tags

        listed = card_listed_tags(ctx)
        have = {tag for u in rt.units() if rt.card(u).controller == ctx.seat for tag in rt.defn(u).tags}
        return bool(listed) and listed <= have
    actor, vp = _subject(ctx, cond)
    kind = vp.kind
    p = rt.state.players[ctx.seat]
    if kind in ("c_control", "c_control_n") and _facedown(vp.part("selector")):
        # `如果你（在战场上）控制着一张正面朝下的牌` (rules-riftbound.md 22.12): the player's face-down cards
        found = [u for u in rt.state.zones["facedown"] if rt.card(u).controller == ctx.seat]
        return len(found) >= max(1, select.quantity(vp.part("selector"))[1])
    if kind == "c_played_from":  # `如果你从手牌中打出此牌` (rules-riftbound.md 22.37)
        return _played_from(ctx, vp)
    if kind == "c_your_turn":  # `（只有在你的回合中才能使用。）` (rules-riftbound.md 10.17)
        return rt.mode.same_team(rt.state.active, ctx.seat)
    if kind == "c_your_phase":  # `若此时是你的开始阶段` (rules-riftbound.md 22.240): your turn, in that phase now
        phase = "start" if "开始" in (vp.tok("YOUR_PHASE_NOW") or "") else "end"
        return rt.mode.same_team(rt.state.active, ctx.seat) and rt.state.phase == phase
    if kind == "c_not_your_turn":  # `如果此时不是你的回合` (rules-riftbound.md 22.107): an opponent's turn (an ally's is yours)
        return not rt.mode.same_team(rt.state.active, ctx.seat)
    if kind in ("c_unattached", "c_attached"):  # `（只有在未贴附时才能使用。）` (rules-riftbound.md 10.17)
        from zhdsl.games.riftbound.playrules import attached

        return attached(rt, ctx.source) == (kind == "c_attached")
    if kind in ("c_control", "c_control_n") and vp.has("AT_BATTLEFIELD"):  # `如果你在战场上控制着（至少两名）…单位`
        sel = vp.part("selector")
        n = select.quantity(sel)[1] if kind == "c_control_n" else 1
        return sum(1 for u in select.board_candidates(ctx, sel)
                   if rt.card(u).controller == ctx.seat and rt.where(u)[0] == "bf") >= max(1, n)
    if kind == "c_no_control":  # `如果你没有控制其他单位` (rules-riftbound.md 22.80): c_control's answer reversed
        return not holds(ctx, attrs.evolve(cond, parts=tuple(attrs.evolve(p, kind="c_control") if p is vp else p
                                                              for p in cond.parts)))
    if kind == "c_control":
        sel = vp.parts[0]
        noun = select.noun_of(sel)
        seats = _controllers(ctx, actor)  # `如果对手控制任意战场`: the player written before it (22.38)
        if actor is None and (vp.tok("CONTROL") or "").startswith("场上"):
            seats = set(range(len(rt.state.players)))  # `如果场上有敌方单位` with no player: anyone's (22.173(a))
        if noun == "BATTLEFIELD":  # its words count too: `一处有且仅有两名单位的战场` (rules-riftbound.md 22.166)
            return any(rt.bf_controller(b) in seats and select.matches(ctx, sel, b) for b in rt.battlefields())
        if noun == "RUNE":
            return any(rt.runes(s) for s in seats)
        return any(rt.card(u).controller in seats for u in select.board_candidates(ctx, sel))
    if kind == "c_control_n":
        sel = vp.part("selector")
        n = select.quantity(sel)[1]
        return any(_control_n(ctx, vp, sel, seat) >= n for seat in sorted(_controllers(ctx, actor)))
    if kind == "c_base_n":  # `如果你的基地中有不少于两名其他单位` (rule 22.6)
        sel = vp.part("selector")
        found = [u for u in rt.units(("base", ctx.seat)) if select.matches(ctx, sel, u)]
        return len(found) >= select.quantity(sel)[1]
    if kind == "c_there_n":  # `如果该处有不少于四名单位` (rules-riftbound.md 15.26): at the battlefield chosen before
        sel = vp.part("selector")
        mine = (vp.tok("THERE_HAS") or "").startswith("我")  # `只要我所在的战场有不少于…` (22.80): where I am
        place = ctx.here if mine else (ctx.there or ctx.here)
        found = [u for u in rt.permanents() if rt.where(u) == place and select.matches(ctx, sel, u)] if place is not None else []
        return len(found) >= select.quantity(sel)[1]
    if kind == "c_opp_near":  # `如果对手得分距离胜利得分不超过3分` (rule 22.6)
        target = rt.mode.target_points(rt)
        n = select.number(vp.part("num"))
        return any(target - rt.mode.team_points(rt, o) <= n for o in rt.state.seats if not rt.mode.same_team(o, ctx.seat))
    if kind == "c_you_far":  # `如果你的得分距离胜利得分超过3分` (rules-riftbound.md 22.80)
        return rt.mode.target_points(rt) - rt.mode.team_points(rt, ctx.seat) > select.number(vp.part("num"))
    if kind == "c_you_near":  # `如果你的得分距离胜利得分不超过2分` (rules-riftbound.md 22.30)
        return rt.mode.target_points(rt) - rt.mode.team_points(rt, ctx.seat) <= select.number(vp.part("num"))
    if kind == "c_power_paid":  # `如果你至少支付了{{A}}{{A}}` (rules-riftbound.md 22.41): power paid this turn, any colour
        wanted = sum(1 for q in vp.part("cost_icons").walk() for t, _x in q.tokens if t != "MANA" and t != "ITEM_AND")
        paid = dict(rt.state.mode_data.get("power_paid") or ()).get(ctx.seat, 0)
        return wanted > 0 and paid >= wanted
    if kind == "c_gained_xp":  # `如果你已在本回合内获得了经验值`
        return ctx.seat in (rt.state.mode_data.get("xp_seats") or ())
    if kind == "c_moved":  # `如果我移动了两次` (rules-riftbound.md 22.36): at least that many moves this turn
        units = _units(ctx, actor)
        n = select.number(vp.part("count"))
        return bool(units) and all(rt.on_board(u) and (rt.card(u).marks.get("moves") or (None, 0))[0] == rt.state.turn
                                   and rt.card(u).marks["moves"][1] >= n for u in units)
    if kind == "c_revealed":  # `如果你展示了一名“鸟类”属性单位` (rules-riftbound.md 22.33): among the cards this effect revealed
        return any(u in rt.state.cards and select.matches_card(ctx, vp.part("selector"), u) for u in ctx.revealed)
    if kind == "c_is":
        if actor is None and ctx.revealed:  # `展示…顶部的一张牌。如果是一张法术牌，则…`: the card revealed (17.7(a))
            return all(select.matches_card(ctx, vp.parts[0], u) for u in ctx.revealed)
        units = _units(ctx, actor)
        return bool(units) and all(select.matches(ctx, vp.parts[0], u) for u in units)
    if kind == "c_equipped":  # `如果该单位已配有武装` (rules-riftbound.md 9.75): at least one gear attached now
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and select.gear_on(rt, u) for u in units)
    if kind == "c_mighty":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.might(u) >= 5 for u in units)
    if kind in ("c_attacker", "c_defender"):
        role = "att" if kind == "c_attacker" else "def"
        units = _units(ctx, actor)
        return bool(units) and all(rt.card(u).marks.get("role") == role for u in units)
    if kind == "c_alone":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and ctx.alone(u) for u in units)
    if kind == "c_shown_unit":  # `如果你亮出了一名单位` (rules-riftbound.md 19.55)
        return getattr(ctx, "shown_unit", None) is not None
    if kind == "c_not_hurt":  # `如果我在本回合内未受到伤害` (rules-riftbound.md 22.82)
        units = _units(ctx, actor)
        return bool(units) and all(rt.card(u).marks.get("hurt") != rt.state.turn for u in units)
    if kind == "c_in_combat":  # an attacker or a defender of the combat now (rule 8.7)
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.card(u).marks.get("role") in ("att", "def") for u in units)
    if kind == "c_at_battlefield":
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.where(u)[0] == "bf" for u in units)
    if kind == "c_no_hand":
        return not p.hand
    if kind == "c_paid_extra":
        return ctx.paid_extra
    if kind == "c_empowered":  # `如果我{{已强化}}` `如果该单位{{已强化}}` (rules-riftbound.md 19.49)
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.card(u).marks.get("empowered") for u in units)
    if kind == "c_empower_level":  # `如果我拥有3个{{已强化}}` (rules-riftbound.md 19.58): at least that many levels
        from zhdsl.games.riftbound.verbs.empower import level, level_number

        units = _units(ctx, actor)
        need = level_number(vp.tok("EMPOWER_LEVEL") or "")
        return bool(units) and all(level(rt, u) >= need for u in units)
    if kind == "c_equipped":
        units = _units(ctx, actor)
        return any(rt.card(g).marks.get("host") in units for g in rt.permanents())
    if kind == "c_paid_mana":
        limit = ctx.cost_value(vp)
        paid = ctx.mana_paid if not vp.has("SPENT_MANA") else ctx.event.get("mana_paid", 0)
        return paid <= limit if vp.part("cmp").has("NOT_MORE_THAN") else paid >= limit
    if kind == "c_targets":
        e = rt.state.entry(ctx.it[0]) if ctx.it else None
        if e is None:
            return False
        from zhdsl.games.riftbound.play import entry_targets

        wanted = select.board_candidates(ctx, vp.parts[0])
        return any(u in wanted for u in entry_targets(e))
    if kind == "c_chose_enemy":  # `你本回合内已选择过敌方单位` (rules-riftbound.md 22.172): as a target, this turn
        return ctx.seat in (rt.state.mode_data.get("chose_enemy_seats") or ())
    if kind == "c_unit_killed":
        return bool(rt.state.mode_data.get("killed_turn"))
    if kind == "c_friend_killed_start":  # `如果一名友方单位在你的开始阶段被摧毁` (rules-riftbound.md 22.181)
        died = rt.state.mode_data.get("killed_start_seats") or ()
        return rt.state.active == ctx.seat and any(rt.mode.same_team(seat, ctx.seat) for seat in died)
    if kind in ("c_enemy_killed", "c_friend_killed", "c_friend_killed_any"):
        died = tuple(rt.state.mode_data.get("killed_seats") or ())
        if kind == "c_friend_killed_any":  # `本回合内有友方单位或装备被摧毁` (rules-riftbound.md 22.127)
            died += tuple(rt.state.mode_data.get("killed_gear_seats") or ())
        same = kind != "c_enemy_killed"
        return any(rt.mode.same_team(seat, ctx.seat) == same for seat in died)
    if kind == "c_bf_controlled":
        return ctx.here is not None and ctx.here[0] == "bf" and rt.bf_controller(ctx.here[1]) == ctx.seat
    if kind == "c_played_other":
        return p.played > 0
    if kind == "c_buffed":  # `如果我拥有增益` (rule 19.13)
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and rt.card(u).marks.get("buff", 0) > 0 for u in units)
    if kind == "c_hand_fewer":  # `如果你的手牌不足两张`
        who = rt.state.players[ctx.seat]
        return len(who.hand) < select.number(vp.part("count"))
    if kind == "c_spell_spent":  # `如果你在本回合消耗了不低于{{4}}的费用来打出一个法术` (rule 9.2)
        spent = rt.state.mode_data.get("spell_mana") or ()
        paid = spent[ctx.seat] if ctx.seat < len(spent) else 0
        limit = ctx.cost_value(vp)
        return paid <= limit if vp.part("cmp").has("NOT_MORE_THAN") else paid >= limit
    if kind == "c_total_might":  # `如果你的其他单位的总计战力不低于5`
        units = [u for u in _units(ctx, actor) if rt.on_board(u) and rt.defn(u).base == "unit"]
        total = sum(rt.might(u) for u in units)
        limit = select.number(vp.part("num"))
        return total <= limit if vp.part("cmp").has("NOT_MORE_THAN") else total >= limit
    if kind == "c_failed":  # `召出一枚休眠的符文。如果你无法达成，则抽一张牌`: the sentence before did nothing
        return bool(getattr(ctx, "last_failed", False))
    if kind == "c_it_killed":  # `如果该单位被此法术摧毁` (rule 17.5a): gone, or dealt lethal damage it will die of
        units = ctx.it or []
        return bool(units) and all(_killed(rt, u) for u in units)
    if kind == "c_only_there":  # `如果它是你在该处唯一控制的单位` (rules-riftbound.md 10.12(e))
        units = [u for u in _units(ctx, actor) if rt.on_board(u)]
        return len(units) == 1 and [u for u in rt.units(rt.where(units[0]))
                                    if rt.card(u).controller == ctx.seat] == units
    if kind == "c_together":  # `如果我和另一名单位一起进攻一处战场` (rules-riftbound.md 10.12(f))
        units = [u for u in _units(ctx, actor) if rt.on_board(u)]
        return bool(units) and all(rt.card(u).marks.get("role") == "att" and any(
            v != u and rt.card(v).marks.get("role") == "att" and rt.card(v).controller == rt.card(u).controller
            for v in rt.units(rt.where(u))) for u in units)
    if kind == "c_excess":  # `如果你给敌方单位分配了不低于3点的过量伤害` (rules-riftbound.md 14.3(4))
        place = ("bf", ctx.event["bf"]) if ctx.event.get("bf") is not None else ctx.here
        given = [n for turn, seat, bf, n in (rt.state.mode_data.get("excess") or ())
                 if turn == rt.state.turn and seat == ctx.seat and place == ("bf", bf)]
        limit = select.number(vp.part("num"))
        return bool(given) and (given[-1] <= limit if vp.part("cmp").has("NOT_MORE_THAN") else given[-1] >= limit)
    if kind in ("c_here_has", "c_here_none"):  # `如果此处有处于活跃状态的敌方单位` `如果此处没有其他友方单位`
        here = ctx.here or (rt.where(ctx.me) if ctx.me is not None and rt.on_board(ctx.me) else None)
        if vp.has("THAT_BF_HAS"):  # `如果该战场上有…` (22.53): where the object named before is, or was before this effect moved it
            here = next((ctx.origins.get(u) or rt.where(u) for u in ctx.it if u in rt.state.cards
                         and ((ctx.origins.get(u) or ("",))[0] == "bf" or (rt.on_board(u) and rt.where(u)[0] == "bf"))),
                        ctx.there)
        if here is None or ((vp.tok("HERE_HAS") or "").startswith("我所") and here[0] != "bf"):
            return False  # `我所在的战场上有…` (rules-riftbound.md 22.241): none while I am in a base
        owners = None  # `如果你在此处有其他单位`: a player before it counts only that player's units (22.38)
        if actor is not None and select.is_player_selector(actor):
            owners = set(select.players(ctx, actor))
        sel = vp.part("selector")
        # the permanents there: units, and gear (`此处有拥有{{部署}}的友方装备`, rules-riftbound.md 22.241)
        have = sum(1 for u in rt.permanents()
                   if rt.where(u) == here and select.matches(ctx, sel, u)
                   and (owners is None or rt.card(u).controller in owners))
        mode, n = select.quantity(sel)
        cmp = vp.part("cmp")
        if cmp is not None and cmp.has("NOT_MORE_THAN"):  # `如果此处有不多于两名友方单位` (22.221)
            found = have <= n
        else:  # `如果你在此拥有至少七名单位` `如果此处有三名友方单位`: at least the count written (22.221)
            found = have >= (n if mode == "one" else 1)
        return found if kind == "c_here_has" else not found
    if kind in ("c_died_alone", "c_died_together"):  # the death's own event (rules-riftbound.md 19.12(a))
        if "alone" not in ctx.event or ctx.event.get("uid") not in _units(ctx, actor):
            return False
        return bool(ctx.event["alone"]) == (kind == "c_died_alone")
    if kind == "c_board_none":  # `如果场上没有敌方单位` (rules-riftbound.md 22.173): no one's object that matches is in play
        sel = vp.parts[0]
        bf_only = "战场" in (vp.tok("BOARD_HAS_NONE") or "")
        return not any(not bf_only or select.noun_of(sel) == "BATTLEFIELD" or rt.where(u)[0] == "bf"
                       for u in select.board_candidates(ctx, sel))
    if kind == "c_on_board":  # `如果我在场上` (rules-riftbound.md 22.7(a)): in a base or at a battlefield now
        units = _units(ctx, actor)
        return bool(units) and all(u in rt.state.cards and rt.on_board(u) for u in units)
    if kind == "c_stunned":  # `如果它已经被眩晕`: read before the step it would replace (rules-riftbound.md 10.3(d))
        units = _units(ctx, actor)
        return bool(units) and all(rt.on_board(u) and bool(rt.card(u).marks.get("stunned")) for u in units)
    if kind == "c_hand_exact":  # `如果你有且仅有四张手牌` (rules-riftbound.md 22.6(g))
        return len(rt.hand_cards(ctx.seat)) == select.number(vp.part("count"))
    if kind == "c_exactly":  # `你在各处战场上有且仅有四名单位`: your objects that match, all places together
        sel = vp.part("selector")
        found = [u for u in select.board_candidates(ctx, sel) if rt.card(u).controller == ctx.seat
                 and (not vp.has("AT_ALL_BFS") or rt.where(u)[0] == "bf")]
        return len(found) == select.quantity(sel)[1]
    if kind == "c_showdown":  # `在法术对决期间` (rules-riftbound.md 22.8(b))
        return rt.state.mode_data.get("showdown") is not None
    if kind == "c_did":  # `如果你这样做`: the optional step (or additional cost) before was done (22.8(c))
        return bool(getattr(ctx, "did", False) or ctx.paid_extra)
    if kind == "c_not_did":  # `如果不这样做`: the player asked did not (22.10(b))
        return not getattr(ctx, "did", False)
    if kind in ("c_hand_most", "c_hand_least"):  # `如果你的手牌不超过两张` (rules-riftbound.md 22.9)
        n = len(rt.hand_cards(ctx.seat))
        limit = select.number(vp.part("count"))
        return n <= limit if kind == "c_hand_most" else n >= limit
    if kind == "c_deck_empty":  # `如果你的主牌堆为空`
        return not p.deck
    if kind == "c_rune_deck_empty":  # `如果你的符文牌堆为空` (rules-riftbound.md 22.128)
        return not p.runes
    if kind == "c_moved_twice":  # `如果我已在本回合内移动了两次` (rules-riftbound.md 22.128): at least twice
        moves = rt.card(ctx.me).marks.get("moves") if ctx.me is not None and ctx.me in rt.state.cards else None
        return bool(moves) and moves[0] == rt.state.turn and moves[1] >= 2
    if kind == "c_did_turn":  # `如果你在本回合打出过法术` `如果你本回合内已经弃置过手牌` (rules-riftbound.md 22.50)
        seats = _controllers(ctx, actor)
        sel = vp.part("selector")
        n = select.number(vp.part("count")) if vp.part("count") is not None else \
            (select.quantity(sel)[1] if sel is not None else 1)
        return done_this_turn(ctx, "play" if vp.has("PAST_PLAY") else "discard", sel, seats) >= n
    if kind == "c_trash_n":  # `如果你的废牌堆中有不少于五张牌`: the cards of your trash that fit
        sel = vp.part("selector")
        found = [u for u in p.trash if select.matches_card(ctx, sel, u)]
        return len(found) >= select.quantity(sel)[1]
    return False


def _might_lower(ctx, cond) -> bool:
    """`如果其战力低于另一名友方单位` (rules-riftbound.md 9.43): the subject (我, 其/它 the object named before) has
    less might now than at least one other unit that fits; the one it is compared with (后者) is the one of greatest
    might among those, the controller choosing between equals; `变为后者的战力` reads it (ctx.latter)."""
    from zhdsl.engine.decisions import Decision, Option

    rt = ctx.rt
    if cond.kind == "c_might_lower":  # `其战力低于…` / `我的战力低于…`: the subject is in the token
        mine = cond.has("MY_MIGHT_TAIL")
        subjects = ([ctx.me] if ctx.me is not None else []) if mine else select.pronoun(ctx, "它")
        sel = cond.part("selector")
    else:
        actor, vp = _subject(ctx, cond)
        subjects = _units(ctx, actor)
        sel = vp.part("selector")
    subjects = [u for u in subjects if rt.on_board(u) and rt.defn(u).base == "unit"]
    if not subjects or sel is None:
        return False
    uid = subjects[0]
    others = [u for u in select.board_candidates(ctx, sel) if u != uid and rt.defn(u).base == "unit"]
    higher = [u for u in others if rt.might(u) > rt.might(uid)]
    if not higher:
        return False
    top = max(rt.might(u) for u in higher)
    best = [u for u in higher if rt.might(u) == top]
    ctx.latter = best[0] if len(best) == 1 else rt.ask(Decision(
        ctx.seat, "target_card", "选择用来比较的单位（后者）", tuple(Option(rt.describe_object(u), u) for u in best)))
    ctx.it = [uid]
    return True


def _played_from(ctx, vp) -> bool:
    """`如果你从手牌中打出此牌` `如果你从手牌以外的位置打出我` `如果你将此牌从废牌堆中打出` (rules-riftbound.md 22.37):
    the card named (this card by default) was played by this player from that zone. A card being played now, whose
    cost is being worked out, is still in the zone it is played from; once played, the zone is the one it was
    played from (its `played_from` mark). A card not played at all (put into play by an effect) fits none."""
    rt = ctx.rt
    sel = vp.part("selector")
    uids = [ctx.source] if sel is None or (sel.tokens and sel.tokens[0][0] == "PRONOUN") else \
        select.resolve(ctx, sel, ask=False)
    for uid in uids:
        if uid is None or uid not in rt.state.cards:
            continue
        c = rt.card(uid)
        if c.controller != ctx.seat:
            continue
        origin = c.zone if c.zone in ("hand", "trash") else c.marks.get("played_from")
        if origin is None:
            continue
        if (vp.has("FROM_HAND") and origin == "hand") or (vp.has("FROM_TRASH") and origin == "trash") \
                or (vp.has("FROM_ELSEWHERE") and origin != "hand") \
                or (vp.has("FROM_FACEDOWN") and origin == "facedown"):  # 从正面朝下的状态 (rules-riftbound.md 22.244)
            return True
    return False


def _controllers(ctx, actor) -> set:
    """The players a control condition asks about (rules-riftbound.md 22.38): those its player subject names
    (`对手` `一名对手` `你`), else the acting player; with several, one of them is enough."""
    if actor is not None and select.is_player_selector(actor):
        found = set(select.players(ctx, actor))
        if found:
            return found
    return {ctx.seat}


def _control_n(ctx, vp, sel, seat: int) -> int:
    """How many of what `sel` names player `seat` controls, for `如果你拥有不少于……`."""
    rt = ctx.rt
    found = [u for u in select.board_candidates(ctx, sel) if rt.card(u).controller == seat]
    if vp.has("AT_THAT_BF"):  # `如果你在该战场上拥有不少于四名单位`: at the battlefield of the event (or 此处)
        place = ("bf", ctx.event["bf"]) if ctx.event.get("bf") is not None else ctx.here
        found = [u for u in found if rt.where(u) == place]
    if select.noun_of(sel) == "BATTLEFIELD":
        found = [b for b in rt.battlefields() if rt.bf_controller(b) == seat]
    if select.noun_of(sel) == "RUNE":  # `如果你拥有不少于八枚符文`: the runes in your rune area (rule 2.7)
        found = rt.runes(seat)
    return len(found)


# ---- rift17i: what a player did earlier this turn (rules-riftbound.md 22.50) ----------------------------------
TURN_LOG_CAP = 256  # plays and discards remembered in one turn; a longer turn forgets the oldest (22.50(c))


def log_turn(rt, name: str, data: dict) -> None:
    """Remember a play (`打出过`) or the cards of a discard (`弃置过`) for the rest of the turn (triggers.fire)."""
    if name == "play":
        rows = ((data.get("seat"), "play", data.get("uid")),)
    elif name == "discard":
        rows = tuple((data.get("seat"), "discard", u) for u in data.get("cards") or ())
    elif name == "conquer":  # `你本回合征服的战场` (rules-riftbound.md 9.82)
        rows = ((data.get("seat"), "conquer", data.get("bf")),)
    elif name == "hold_point":  # a point scored by holding (rules-riftbound.md 16.17), noted by combat.score
        rows = ((data.get("seat"), "hold_point", data.get("bf")),)
    else:
        return
    kept = tuple(rt.state.mode_data.get("turn_log") or ()) + rows
    rt.state.mode_data["turn_log"] = kept[-TURN_LOG_CAP:]


def done_this_turn(ctx, verb: str, sel, seats) -> int:
    """How many cards the players `seats` played (or discarded) this turn that fit `sel` by their printed facts;
    a discard counts any card of the hand (`弃置过手牌`)."""
    rt = ctx.rt
    return sum(1 for seat, v, uid in (rt.state.mode_data.get("turn_log") or ())
               if v == verb and seat in seats and uid in rt.state.cards
               and (sel is None or select.noun_of(sel) == "CARD" or select.matches_card(ctx, sel, uid)))
