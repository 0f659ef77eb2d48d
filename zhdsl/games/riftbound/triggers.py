"""Triggered abilities (rule 10.4): when an event happens, every ability whose trigger it matches
goes on the chain, in turn order from the active player (rule 10.4(e)). Keyword triggers too:
绝念 (rule 19.12), 预知 (19.20), 狩猎 (19.16), 瞬息 (19.10), 灵便 (19.23), 百炼 (19.26)."""

from __future__ import annotations

import attrs

from zhdsl.engine.stack import StackEntry
from zhdsl.games.riftbound import conditions, select, targets
from zhdsl.games.riftbound.statics import PerProgram, labels_hold

MAX_TRIGGERS = 48  # abilities put on the chain by one event (bound)


@attrs.frozen
class Pending:
    """What a triggered ability's chain entry runs."""

    kind: str  # ability / builtin
    ability: object  # program.Ability, or a builtin name (预知 …)
    source: int
    event: tuple  # ((key, value), …)
    text: str = ""
    choices: targets.Choices = targets.NONE  # mode and targets chosen as it went on the chain (rule 10.4)


def _sources(rt):
    out = list(rt.permanents())
    for p in rt.state.players:
        out.extend(p.legend)
    out.extend(rt.battlefields())
    return out


def _here_bf(rt, source):
    """此处 of a trigger (rules-riftbound.md 22.158, 22.170): a battlefield itself, or the battlefield a card is at."""
    if rt.defn(source).base == "battlefield":
        return source
    where = rt.where(source) if rt.on_board(source) else None
    return where[1] if where is not None and where[0] == "bf" else None


EVENT_KINDS = {
    "ev_play": "play", "ev_play_from": "play", "ev_play_spell": "play", "ev_play_hidden": "play", "ev_attack": "attack", "ev_defend": "defend",
    "ev_conquer": "conquer", "ev_hold": "hold", "ev_move": "move", "ev_killed": "killed", "ev_win": "win", "ev_left": "left", "ev_duel": ("attack", "defend"),
    "ev_hide": "hide", "ev_hide_here": "hide", "ev_equipped": "equipped", "ev_score": "score", "ev_move_here": "move",
    "ev_mighty": "mighty", "ev_targeted": "targeted", "ev_conquer_hold": ("conquer", "hold"),
    "ev_targeted_by": "targeted", "ev_move_to": "move", "ev_move_away": "move", "ev_move_away_here": "move",
    "ev_stun": "stun", "ev_readied": "readied", "ev_alone": ("attack", "defend"),
    "ev_recycle": "recycle", "ev_play_either": "play", "ev_play_opp_turn": "play", "ev_play_facedown": "play",
    "ev_spend_buff": "spend_buff", "ev_showdown": "showdown", "ev_draw_nth": "draw", "ev_play_nth": "play", "ev_play_first": "play",
    "ev_returned": "returned",
    "ev_be_stunned": "stun", "ev_be_recalled": "recall", "ev_be_targeted": "targeted", "ev_be_exhausted": "exhaust",
    "ev_be_buffed": "buff", "ev_buff": "buff", "ev_recall": "recall", "ev_exhaust": "exhaust", "ev_attach": "equipped",
    "ev_activate": "activate", "ev_empowered": "empowered", "ev_combat_end": "combat_end",
    "ev_combat_start": "combat_start",  # `当战斗在此处开始时` (rules-riftbound.md 22.224)
    "ev_banish": "banish",  # `当你放逐一张属于你的卡牌时` (rules-riftbound.md 22.231)
    "ev_spell_on": "targeted", "ev_damaged": "damaged", "ev_play_here": "play", "ev_discard": "discard", "ev_discard_me": "discard_me",
    "ev_recycle_rune": "recycle_rune",  # rules-riftbound.md 10.44
    "ev_became_exhausted": "became_exhausted",  # `当我变为休眠状态时`, for any reason (rules-riftbound.md 10.96)
    "ev_became_ready": "became_ready",  # `当我变为活跃状态时`, for any reason, the awaken step too (rules-riftbound.md 22.154)
    "ev_be_discarded": "discard", "ev_play_discard_kill": ("play", "discard", "killed"),  # rules-riftbound.md 10.76
}


def _open_wanted(vp) -> bool:
    sel = vp.part("selector")
    return sel is not None and any(t == "OPEN_ADJ" for t, _x, _w in select.words(sel))


def _actor_ok(rt, source, seat, actor, data) -> bool:
    """Who the trigger speaks of: 我 (the source, or the host of attached gear), 你, 一名对手…"""
    from zhdsl.games.riftbound.effects import Ctx

    ctx = Ctx(rt, seat, source)
    if actor is None:
        return data.get("seat") == seat
    if actor.tokens and actor.tokens[0][0] == "PRONOUN":
        word = actor.tokens[0][1]
        if word == "我":
            return data.get("uid") == ctx.me or ctx.me in data.get("units", ())
        if word == "你":
            return data.get("seat") == seat
        if word in ("此牌", "此装备"):  # `当此牌被摧毁时`: the card itself, gear or token too (rules-riftbound.md 10.96(b))
            return data.get("uid") == source
        return False
    if select.is_player_selector(actor):
        return data.get("seat") is not None and not rt.mode.same_team(data["seat"], seat)
    uid = data.get("uid")
    return uid is not None and uid in rt.state.cards and rt.on_board(uid) and select.matches(ctx, actor, uid)


def _matches(rt, source, seat, trig, name, data) -> bool:
    if trig.has("AT_START"):
        if name == "start" and data.get("seat") == seat:
            return True
        if not trig.all("event"):  # `当你打出我时或在你的开始阶段开始时` also waits for its event (10.4(l))
            return False
    if trig.has("PLAYED_THIS"):  # `打出此牌时，…`: this card's own play (rules-riftbound.md 10.13)
        return name == "play" and data.get("uid") == source
    if trig.has("AT_MAIN_START"):  # `在你的主阶段开始时` (rules-riftbound.md 22.157)
        return name == "main_start" and data.get("seat") == seat
    if trig.has("EACH_START"):  # `在每名玩家各自的开始阶段开始时`: every player's start (rules-riftbound.md 6.3(5))
        return name == "start"
    if trig.has("AT_END"):
        return name == "end" and data.get("seat") == seat
    if trig.has("EACH_FIRST_TURN"):  # a battlefield's rule for every player (rules-riftbound.md 6.3(4))
        return name == "start" and bool(data.get("first"))
    from zhdsl.games.riftbound.effects import Ctx

    inherited = None  # `当我进攻或防守时`: an event without a subject after one with it speaks of the same (10.20(c))
    for event in trig.all("event"):
        if len(event.parts) >= 2 and event.parts[0].kind == "selector":
            inherited = event.parts[0]
        elif inherited is not None and event.parts and event.parts[0].kind != "selector":
            event = attrs.evolve(event, parts=(inherited, *event.parts))
        cond = event.part("ev_cond")
        if cond is not None:  # `当你据守此处，且在此拥有至少七名单位时` (rules-riftbound.md 16.12): checked as it happens
            if not _ev_cond_holds(rt, source, seat, cond, data):
                continue
            event = attrs.evolve(event, tokens=(), parts=tuple(p for p in event.parts if p is not cond), marks=())
        if event.has("SELF_ATTACHED"):  # `此牌贴附到单位上时` (rules-riftbound.md 22.208)
            if name == "equipped" and data.get("gear") == source:
                return True
            continue
        if event.has("YOU_EMPOWER_OTHER"):  # `当你强化其他物体时` (rules-riftbound.md 22.206)
            word = event.tok("YOU_EMPOWER_OTHER") or ""
            kind = next((b for w, b in (("单位", "unit"), ("装备", "gear"), ("传奇", "legend")) if w in word), None)
            uid = data.get("uid")
            if name == "empowered" and data.get("by") == seat and uid is not None and uid != source \
                    and uid in rt.state.cards and (kind is None or rt.defn(uid).base == kind):
                return True
            continue
        if event.has("THIRD_MOVE"):  # `当我在一个回合内进行了第三次移动` (rules-riftbound.md 13.8(b))
            uid = data.get("uid")
            if name == "move" and uid is not None and uid == Ctx(rt, seat, source).me \
                    and rt.card(uid).marks.get("moves") == (rt.state.turn, 3):
                return True
            continue
        nth = next((text for t, text in event.tokens if t == "NTH_MOVE"), None)
        if nth is not None:  # `当我每回合首次移动时` `当我每回合第二次移动时` (rules-riftbound.md 13.40(b))
            uid = data.get("uid")
            if name == "move" and uid is not None and uid == Ctx(rt, seat, source).me \
                    and rt.card(uid).marks.get("moves") == (rt.state.turn, 2 if "第二" in nth else 1):
                return True
            continue
        if event.has("IN_YOUR_TURN") and not rt.mode.same_team(rt.state.active, seat):
            continue  # `当你在你的回合中…时` (rules-riftbound.md 13.4(b))
        if (event.has("SHOWDOWN_DURING") or event.has("IN_SHOWDOWN_NOW")) and rt.state.mode_data.get("showdown") is None:
            continue  # `当你在法术对决期间打出单位时` (rules-riftbound.md 10.16(a))
        if event.parts[-1].kind == "ev_play" and event.parts[-1].has("IN_COMBAT") \
                and not any(rt.card(u).marks.get("role") in ("att", "def") for u in rt.units()):
            continue  # `当你在战斗中打出一个法术时`: a combat is under way (10.16(a))
        if event.has("AT_START") and not (rt.state.phase == "start" and rt.state.active == seat):
            continue  # `当友方单位在你的开始阶段被摧毁时` (rules-riftbound.md 10.4(n))
        actor = event.parts[0] if len(event.parts) == 2 else None
        vp = event.parts[-1]
        wanted = EVENT_KINDS.get(vp.kind)
        if name != wanted and not (isinstance(wanted, tuple) and name in wanted):
            continue
        if vp.kind == "ev_killed" and vp.has("IN_COMBAT") and not data.get("combat"):
            continue
        if vp.kind == "ev_play_hidden" and not data.get("hidden"):
            continue
        if vp.kind == "ev_move_here" and data.get("here") != ("bf", source):
            continue
        if vp.kind == "ev_hide_here" and (data.get("bf") is None or data.get("bf") != _here_bf(rt, source)):
            continue  # `当你在此处布置一张{{待命}}卡牌时` (rules-riftbound.md 22.170)
        if vp.kind == "ev_move_to" and not _arrives(rt, source, seat, vp.part("dest"), data.get("here")):
            continue
        if vp.kind == "ev_move_away" and (data.get("origin") or ("",))[0] != "bf":
            continue
        if vp.kind == "ev_move_away_here" and rt.defn(source).base == "battlefield" \
                and data.get("origin") != ("bf", source):  # `从此处向别处移动`: away from this battlefield (10.41)
            continue
        if vp.kind in ("ev_stun", "ev_readied"):  # `每当你眩晕一名敌方单位时` `每当你让一名友方单位变为活跃状态时`
            uid = data.get("uid")
            if uid is None or not rt.on_board(uid) or not select.matches(Ctx(rt, seat, source), vp.part("selector"), uid):
                continue
        if vp.kind == "ev_duel":  # `当我进行一对一的进攻或防守时` (rules-riftbound.md 22.185, 8.7)
            uid = data.get("uid")
            if uid is None or not rt.on_board(uid) or not Ctx(rt, seat, source).alone(uid):
                continue
            foes = [u for u in rt.units(rt.where(uid)) if not rt.mode.same_team(rt.card(u).controller, rt.card(uid).controller)]
            if len(foes) != 1:
                continue
        if vp.kind == "ev_alone":  # `每当一名友方单位独自进攻或防守时`
            uid = data.get("uid")
            if uid is None or not rt.on_board(uid) or not Ctx(rt, seat, source).alone(uid):
                continue
        if event.has("YOU_OR_ALLY"):  # `当你或一名盟友…时` (a 2v2 teammate, rule 20.5)
            if data.get("seat") is not None and rt.mode.same_team(data["seat"], seat):
                return True
            continue
        if vp.kind in ("ev_conquer", "ev_hold", "ev_defend", "ev_conquer_hold") and vp.has("HERE") and data.get("bf") != source:
            continue
        if vp.kind == "ev_attack" and (vp.has("HERE") or vp.part("selector") is not None):
            # `当敌方单位进攻你控制的战场时` `…进攻此处时` (rules-riftbound.md 10.25): the battlefield attacked
            ctx = Ctx(rt, seat, source)
            bf = data.get("bf")
            if bf is None or (vp.has("HERE") and ctx.here != ("bf", bf)):
                continue
            if vp.part("selector") is not None and not select.matches(ctx, vp.part("selector"), bf):
                continue
        if vp.kind in ("ev_draw_nth", "ev_play_nth") and data.get("nth") != select.number(vp.part("num")):
            continue
        if vp.kind == "ev_play_first" and data.get("nth") != 1:
            continue
        if vp.kind in ("ev_conquer", "ev_conquer_hold") and _open_wanted(vp) and not data.get("open"):
            continue  # `当我征服一处开放的战场时`: no one controlled it before (rule 15.5(a))
        if vp.kind == "ev_score" and vp.has("AT_HERE") and data.get("bf") != source:
            continue
        if vp.kind == "ev_killed" and vp.has("AT_HERE") and data.get("here") != Ctx(rt, seat, source).here:
            continue  # 此处: the battlefield itself, or where the unit with this text is (rules-riftbound.md 22.158)
        if vp.kind == "ev_returned":  # `当此处的一名单位返回到一名玩家的手牌时` (rules-riftbound.md 10.4(o))
            if not _returned_fits(rt, source, seat, actor, data):
                continue
            return True
        if vp.kind in ("ev_be_discarded", "ev_play_discard_kill"):  # this card's own discard, play or death (10.76)
            if (source in (data.get("cards") or ())) if name == "discard" else data.get("uid") == source:
                return True
            continue
        if vp.kind in ("ev_showdown", "ev_combat_start"):  # `当法术对决（战斗）在此处开始时`: where the source is (or is)
            here = Ctx(rt, seat, source).here
            if here is None or here != ("bf", data.get("bf")):
                continue
            return True
        if vp.kind == "ev_play_either":  # `当你打出我或其他“龙”属性单位时`
            played = data.get("uid")
            ctx = Ctx(rt, seat, source)
            if data.get("seat") != seat or played is None:
                continue
            if any((s.tokens and s.tokens[0] == ("PRONOUN", "我") and played == source)
                   or (not (s.tokens and s.tokens[0][0] == "PRONOUN") and select.matches_card(ctx, s, played))
                   for s in vp.all("selector")):
                return True
            continue
        if vp.kind == "ev_play_opp_turn":  # `当你在对手的回合内打出一张法术牌时`
            played = data.get("uid")
            if (data.get("seat") != seat or played is None or rt.mode.same_team(rt.state.active, seat)
                    or not select.matches_card(Ctx(rt, seat, source), vp.part("selector"), played)):
                continue
            return True
        if vp.kind == "ev_play_facedown":  # `当你将一张牌从正面朝下的状态打出时`
            if data.get("seat") != seat or not data.get("hidden"):
                continue
            sel = vp.part("selector")  # `将我从正面朝下的状态打出`: this card only (rules-riftbound.md 13.4(b))
            if sel is not None and sel.tokens and sel.tokens[0] == ("PRONOUN", "我") and data.get("uid") != source:
                continue
            return True
        if vp.kind == "ev_play":
            sel = vp.part("selector")
            itself = bool(sel is not None and sel.tokens and sel.tokens[0][0] == "PRONOUN"
                          and sel.tokens[0][1] in ("我", "此牌", "此装备"))  # `当你打出此牌时` is this card only (rule 10.4)
            if sel is not None and not itself:
                played = data.get("uid")
                ctx = Ctx(rt, seat, source)
                if played is None or not select.matches_card(ctx, sel, played):
                    continue
                if select.quantity(sel)[0] == "one" and any(t == "MIGHTY_KW" for t, _x, _w in select.words(sel)):
                    if (rt.defn(played).might or 0) < 5:
                        continue
            elif sel is not None:
                if data.get("uid") != source:
                    continue
                if actor is None or (actor.tokens and actor.tokens[0] == ("PRONOUN", "你")):
                    if data.get("seat") != seat:
                        continue
                continue_ok = True
                if continue_ok:
                    return True
        if vp.kind == "ev_play_spell":  # `当你打出法术时` (`打出法术` without a quantity, rules-riftbound.md 10.16(a))
            played = data.get("uid")
            if data.get("seat") != seat or played is None or rt.defn(played).base != "spell":
                continue
            return True
        if vp.kind == "ev_play_from":  # `当你从手牌以外的位置打出一名单位时` (rules-riftbound.md 10.16(b))
            played, origin = data.get("uid"), data.get("origin")
            sel = vp.part("selector")  # none in `当你从你的废牌堆中打出我时`: this card only
            itself = sel is None or bool(sel.tokens and sel.tokens[0][0] == "PRONOUN")
            if data.get("seat") != seat or played is None or origin is None \
                    or (played != source if itself else not select.matches_card(Ctx(rt, seat, source), sel, played)):
                continue
            if ((vp.has("FROM_TRASH") or vp.has("PLAY_ME_FROM_TRASH")) and origin != "trash") \
                    or (vp.has("FROM_ELSEWHERE") and origin == "hand"):
                continue
            return True
        if vp.kind == "ev_play_here":  # `当一名玩家在此处打出一名单位时` (rules-riftbound.md 10.4(m))
            played = data.get("uid")
            ctx = Ctx(rt, seat, source)
            here = ("bf", source) if rt.defn(source).base == "battlefield" else ctx.here
            if played is None or not rt.on_board(played) or rt.where(played) != here \
                    or not select.matches_card(ctx, vp.part("selector"), played):
                continue
            if actor is not None and any_player(actor):
                return True
        if vp.kind == "ev_targeted":
            ctx = Ctx(rt, seat, source)
            sel = vp.part("selector")
            if sel is not None and sel.tokens and sel.tokens[0] == ("PRONOUN", "我") and data.get("uid") != ctx.me:
                continue
            if actor is not None and select.is_player_selector(actor) and rt.mode.same_team(data.get("seat"), seat):
                continue
            return True
        if vp.kind == "ev_spell_on" and not data.get("spell"):  # `当你对此处的友方单位使用法术时` (rule 10.4(g))
            continue
        if vp.kind in ("ev_targeted_by", "ev_spell_on"):
            ctx = Ctx(rt, seat, source)
            sel = vp.part("selector")
            uid = data.get("uid")
            if sel.tokens and sel.tokens[0] == ("PRONOUN", "我"):
                if uid != ctx.me:
                    continue
            elif uid is None or not rt.on_board(uid) or not select.matches(ctx, sel, uid):
                continue
            if data.get("seat") != seat:
                continue
            return True
        if vp.kind == "ev_banish":  # `当你放逐一张属于你的卡牌时` (rules-riftbound.md 22.231): the card, wherever it is now
            uid, sel = data.get("uid"), vp.part("selector")
            if uid is None or uid not in rt.state.cards or not select.matches_card(Ctx(rt, seat, source), sel, uid):
                continue
            by = data.get("seat")
            if actor is None or (actor.tokens and actor.tokens[0] == ("PRONOUN", "你")):
                if by != seat:
                    continue
                return True
            if select.is_player_selector(actor) and by is not None and not rt.mode.same_team(by, seat):
                return True
            continue
        if vp.kind in _OBJECT_EVENTS:  # `当你给予我增益时` `当你召回一名友方单位时` (rules-riftbound.md 10.20(a))
            if not _object_fits(rt, source, seat, vp.part("selector"), data):
                continue
            if actor is not None and actor.tokens and actor.tokens[0][0] == "PRONOUN" and actor.tokens[0][1] == "我":
                if data.get("by") != Ctx(rt, seat, source).me:
                    continue
                return True
            if actor is None or (actor.tokens and actor.tokens[0] == ("PRONOUN", "你")):
                if data.get("seat") != seat:
                    continue
                return True
            if select.is_player_selector(actor):
                if data.get("seat") is None or rt.mode.same_team(data["seat"], seat):
                    continue
                return True
            continue
        if vp.kind in _PASSIVE_EVENTS:  # `当我被眩晕时` `当一名友方单位被召回时`: the subject is the object (10.20(b))
            if actor is None:
                continue
            if _actor_ok(rt, source, seat, actor, data) and not select.is_player_selector(actor):
                return True
            continue
        if vp.kind == "ev_equipped":
            ctx = Ctx(rt, seat, source)
            sel = vp.part("selector")
            host = data.get("uid")
            if sel is not None and sel.tokens and sel.tokens[0] == ("PRONOUN", "我"):
                if host != ctx.me:
                    continue
            if data.get("seat") != seat:
                continue
            return True
        if _actor_ok(rt, source, seat, actor, data):
            return True
    return False


_OBJECT_EVENTS = ("ev_buff", "ev_recall", "ev_exhaust", "ev_attach", "ev_activate")
_PASSIVE_EVENTS = ("ev_be_stunned", "ev_be_recalled", "ev_be_targeted", "ev_be_exhausted", "ev_be_buffed",
                   "ev_became_exhausted", "ev_became_ready")


def _object_fits(rt, source, seat, sel, data) -> bool:
    """The object an active event names (`给予我增益` `召回一名友方单位` `使用一件装备的主动技能`): the card the
    event is about, read as it is now (me: the source, or the host of attached gear)."""
    from zhdsl.games.riftbound.effects import Ctx

    uid = data.get("uid")
    if sel is None or uid is None or uid not in rt.state.cards:
        return False
    ctx = Ctx(rt, seat, source)
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        return sel.tokens[0][1] in ("我", "此牌") and uid == ctx.me
    return rt.on_board(uid) and select.matches(ctx, sel, uid)


def _returned_fits(rt, source, seat, actor, data) -> bool:
    """The unit is in the hand now: its place and controller as it left are read from the event."""
    from zhdsl.games.riftbound.effects import Ctx

    if actor is None:
        return False
    if actor.tokens and actor.tokens[0][0] == "PRONOUN":
        return actor.tokens[0][1] == "我" and data.get("uid") == source
    ctx = Ctx(rt, seat, source)
    here = ("bf", source) if rt.defn(source).base == "battlefield" else ctx.here
    for t, text, _w in select.words(actor):
        if t in ("LOCATION", "HERE") and text.startswith("此处") and data.get("here") != here:
            return False
        if t == "MOD" and text == "敌方" and rt.mode.same_team(data.get("ctrl"), seat):
            return False
        if t == "MOD" and text == "友方" and not rt.mode.same_team(data.get("ctrl"), seat):
            return False
    return True


def any_player(actor) -> bool:
    """`一名玩家` `玩家` as a trigger's actor: whoever it is (not only an opponent)."""
    return not (actor.tokens and actor.tokens[0][0] == "PRONOUN") and select.noun_of(actor) == "PLAYER"


def _whose(trigger, data: dict, seat: int) -> int:
    """Who runs a triggered ability: its controller, or for `每名玩家…` `当一名玩家…时` the player of the event (6.3(4), 10.4(m))."""
    if trigger.has("EACH_FIRST_TURN") or trigger.has("EACH_START"):
        return data["seat"]
    if data.get("seat") is not None and any(
            len(ev.parts) == 2 and ev.parts[0].kind == "selector" and any_player(ev.parts[0]) for ev in trigger.all("event")):
        return data["seat"]
    if data.get("seat") is not None and any(ev.parts and ev.parts[-1].kind == "ev_returned" and "一名玩家" in (ev.parts[-1].tok("RETURNED_TO_HAND") or "")
                                            for ev in trigger.all("event")):
        return data["seat"]  # `…返回到一名玩家的手牌时，该玩家可以选择…`: that player runs it (rules-riftbound.md 10.4(o))
    return seat


def _ev_cond_holds(rt, source, seat, cond, data) -> bool:
    """`…，且在此拥有至少七名单位`: the units the trigger's controller has at the event's battlefield (or the source's)."""
    from zhdsl.games.riftbound.effects import Ctx

    ctx = Ctx(rt, seat, source)
    place = ("bf", data["bf"]) if data.get("bf") is not None else ctx.here
    sel = cond.part("selector")
    found = [u for u in rt.units(place) if rt.card(u).controller == seat and select.matches(ctx, sel, u)] if place else []
    return len(found) >= select.quantity(sel)[1]


def _arrives(rt, source, seat, dest, here) -> bool:
    """`移动到一处战场`/`移动到你的基地`/`移动到此处`: whether the place the unit arrived at is the one named."""
    from zhdsl.games.riftbound.effects import Ctx

    if here is None or dest is None:
        return False
    if dest.has("YOUR_BASE") or dest.has("HER_BASE"):
        return here[0] == "base"
    if dest.has("HERE"):
        return here == ("bf", source)
    sel = dest.part("selector")
    if sel is not None and select.noun_of(sel) == "BATTLEFIELD":
        return here[0] == "bf" and select.matches(Ctx(rt, seat, source), sel, here[1])
    return True


def fire(rt, name: str, **data) -> None:
    """Put every ability that triggers on this event on the chain."""
    s = rt.state
    conditions.log_turn(rt, name, data)  # `如果你在本回合打出过法术` (rules-riftbound.md 22.50)
    found = []
    sources = _sources(rt)
    if name == "discard":  # `当此牌被弃置时`: the discarded cards hear their own discard from the trash (10.76)
        sources.extend(u for u in data.get("cards") or () if u in s.cards and u not in sources and _self_discard(rt.defn(u)))
    for source in sources:
        if source not in s.cards:
            continue
        d = rt.defn(source)
        c = rt.card(source)
        seat = c.controller if d.base != "battlefield" else c.marks.get("ctrl", s.active)
        if seat is None:
            seat = c.owner if name == "discard" and c.owner is not None else s.active
        itself = name == "play" and data.get("uid") == source
        heard = _hearing(d.program).get(name, ())
        if c.marks.get("quoted"):  # triggered abilities an effect gave it (rules-riftbound.md 22.203)
            from zhdsl.games.riftbound.playrules import quoted_of

            given = quoted_of(rt, source, ("trigger",))
            heard = list(heard) + [entry for i, a in enumerate(given, len(d.program.abilities))
                                   for heard_name, entry in _entries(i, a) if heard_name == name]
        for index, ability, knell, empowered in heard:
            if knell:  # heard only under "killed"; its labels are not asked
                if empowered and not c.marks.get("empowered"):
                    continue  # `{{已强化>}}{{>绝念>}}`: only when it dies empowered (rules-riftbound.md 19.49(h))
                if data.get("uid") == source:
                    found.append((seat, Pending("ability", ability, source, tuple(data.items()), "绝念")))
                continue
            if not labels_hold(rt, seat, ability, itself, uid=source):
                continue
            if _matches(rt, source, seat, ability.trigger, name, data):
                key = (source, index, s.turn)
                p = s.players[seat]
                limited = ability.once_per_turn or _first_each_turn(ability)
                free = _free_first_event(ability.trigger)
                if free is not None and not ability.once_per_turn:  # `当你打出我时，或每回合首次…时` (10.62)
                    limited = not _matches(rt, source, seat, free, name, data)
                if limited:
                    if key in p.used:
                        continue
                    p.used = p.used | {key}
                whose = _whose(ability.trigger, data, seat)
                found.append((whose, Pending("ability", ability, source, tuple(data.items()))))
        found.extend(_keyword_triggers(rt, source, d, c, name, data))
    found.extend(_delayed(rt, name, data))
    if name in ("hold", "conquer") and found:  # rules-riftbound.md 16.13, 16.21: once more per such permanent
        from zhdsl.games.riftbound.statics import hold_repeats

        found = found * (1 + hold_repeats(rt, data["seat"], data["bf"], "HOLD_TWICE" if name == "hold" else "CONQUER_TWICE"))
    if name == "killed" and found:  # rules-riftbound.md 19.62: each deathknell once more per such permanent
        knells = [item for item in found if item[1].text == "绝念"]
        if knells:
            from zhdsl.games.riftbound.statics import deathknell_repeats, deathknell_repeats_here

            more = deathknell_repeats(rt, knells[0][0]) + deathknell_repeats_here(rt, knells[0][0], data.get("here"))
            found.extend(knells * more)  # and once more per such permanent where it died (22.247)
    order = s.order_from(s.active, alive_only=False)
    found.sort(key=lambda item: order.index(item[0]))
    for seat, pending in found[:MAX_TRIGGERS]:
        push(rt, seat, pending)


_TOP_NAMES = {"AT_START": "start", "EACH_START": "start", "EACH_FIRST_TURN": "start", "PLAYED_THIS": "play",
              "AT_MAIN_START": "main_start", "AT_END": "end", "THIRD_MOVE": "move", "NTH_MOVE": "move",
              "SELF_ATTACHED": "equipped", "YOU_EMPOWER_OTHER": "empowered"}


def event_names(trig) -> frozenset:
    """Every event name `_matches(…, trig, name, …)` can answer True for, read from the trigger's words (a
    superset): the event kind of each phrase in it (EVENT_KINDS), and the names its leading words and move
    counts answer (`在你的开始阶段开始时` start, `打出此牌时` play, `当我每回合首次移动时` move, …). Every path of
    `_matches` that answers True checks the event's name against one of these first."""
    names = set()
    for q in trig.walk():
        wanted = EVENT_KINDS.get(q.kind)
        if wanted is not None:
            names.update((wanted,) if isinstance(wanted, str) else wanted)
        for t, _text in q.tokens:
            if t in _TOP_NAMES:
                names.add(_TOP_NAMES[t])
    return frozenset(names)


class _Hearing(dict):
    """event name -> (index, ability, is a 绝念, needs 已强化) of the abilities of one card program that can be
    put on the chain by an event of that name, in the program's order: a 绝念 ability under "killed" (rule
    19.12), a triggered one under each of `event_names` of its trigger. Programs are immutable and shared by every
    game and clone, so this is read once per program; `fire` then skips the abilities no event of that name
    can trigger, which it would have asked in vain (`labels_hold` and `_matches` change nothing)."""

    def __init__(self, program):
        super().__init__()
        for index, ability in enumerate(program.abilities):
            for name, entry in _entries(index, ability):
                self.setdefault(name, []).append(entry)


def _entries(index: int, ability):
    """(event name, (index, ability, is a 绝念, needs 已强化)) for each event name that can put the ability on the chain."""
    labels = [lbl[0] for lbl in ability.labels]
    if "绝念" in labels:
        yield "killed", (index, ability, True, "已强化" in labels)
    elif ability.kind in ("trigger", "modal") and ability.trigger is not None:
        for name in event_names(ability.trigger):
            yield name, (index, ability, False, False)


_hearing = PerProgram(lambda program: _Hearing(program)).of


def _self_discard(d) -> bool:
    """Whether a card has a trigger on its own discard (`当此牌被弃置时`, `当此牌被打出、弃置或摧毁时`)."""
    return any(a.trigger is not None and any(q.kind in ("ev_be_discarded", "ev_play_discard_kill") for q in a.trigger.walk())
               for a in d.program.abilities)


def _delayed(rt, name: str, data: dict) -> list:
    """Delayed triggers waiting on the unit the event is about (`当该单位在本回合被摧毁时`, rule 10.7): each
    fires every time its event happens to that unit this turn."""
    from zhdsl.games.riftbound.effects import after_turn_end_lead, find_sentence

    s = rt.state
    uids = ([data["uid"]] if data.get("uid") is not None else []) + list(data.get("units", ()))
    out = []
    for source, seat, start, turn in s.mode_data.get("turn_triggers") or ():  # `在本回合内，每当…时，…` (10.7(c))
        sentence = find_sentence(rt, source, start) if turn == s.turn and source in s.cards else None
        trig = next((lead for lead in sentence.part("leads").parts if lead.kind == "trig"), None) if sentence else None
        if trig is not None and _matches(rt, source, seat, trig, name, data):
            out.append((seat, Pending("delayed", sentence, source, tuple(data.items()), "本回合的触发")))
            if any((q.has("NEXT_TIME") or q.has("YOU_NEXT_TIME")) for q in trig.walk()):  # `下一次…时`: once only (rules-riftbound.md 10.22)
                rows = s.mode_data.get("turn_triggers") or ()
                s.mode_data["turn_triggers"] = tuple(r for r in rows if r != (source, seat, start, turn)) or None
    if name == "end":  # `…，并在本回合结束时，…` set this turn (rules-riftbound.md 10.7(b))
        for source, seat, start, chosen, turn in s.mode_data.get("at_end") or ():
            sentence = find_sentence(rt, source, start) if turn == s.turn and source in s.cards else None
            if sentence is not None:
                rest = after_turn_end_lead(sentence)
                out.append((seat, Pending("delayed", rest, source, (("it", chosen),), "延迟效果")))
        s.mode_data["at_end"] = None
    for uid in uids:
        if uid not in s.cards:
            continue
        if name == "win" and rt.card(uid).controller != data.get("seat"):
            continue
        for source, seat, start, turn in rt.card(uid).marks.get("delayed", ()):
            sentence = find_sentence(rt, source, start) if turn == s.turn else None
            if sentence is None:
                continue
            trig = next(lead for lead in sentence.part("leads").parts if lead.kind == "trig")
            if any(ev.parts and EVENT_KINDS.get(ev.parts[-1].kind) == name for ev in trig.all("event")):
                out.append((seat, Pending("delayed", sentence, source, tuple({**data, "uid": uid}.items()), "延迟触发")))
                if trig.has("IN_ITS_NEXT"):  # `在它本回合下次受到伤害时`: fires once (rules-riftbound.md 10.29)
                    rest = tuple(r for r in rt.card(uid).marks.get("delayed", ()) if r != (source, seat, start, turn))
                    rt.mark(uid, delayed=rest or None)
    return out


def _free_first_event(trig):
    """`当你打出我时，或每回合首次你打出一件装备时` (rules-riftbound.md 10.62): the trigger of its first event alone
    (that one is not limited), or None for a trigger not written so."""
    if trig is None or not trig.has("FIRST_EACH_TURN") or not trig.has("OR"):
        return None
    events = trig.all("event")
    if len(events) != 2 or [t for t, _x in trig.tokens][:1] != ["WHEN"]:
        return None
    return attrs.evolve(trig, tokens=(("WHEN", "当"), ("TIME", "时")), parts=(events[0],), marks=(0, 1))


def _first_each_turn(ability) -> bool:
    for sentence in ability.sentences:
        leads = sentence.part("leads")
        if leads is not None and (leads.has("FIRST_EACH_TURN")  # the lead's word sits on `leads` itself
                                  or any(lead.kind == "FIRST_EACH_TURN" or lead.has("FIRST_EACH_TURN") for lead in leads.parts)):
            return True
    return False


def _keyword_triggers(rt, source, d, c, name, data):
    out = []
    seat = c.controller
    kw = d.keywords
    if name == "play" and data.get("uid") == source:
        if kw.get("预知"):
            out.append((seat, Pending("builtin", "预知", source, tuple(data.items()), "预知")))
        if kw.get("灵便") or c.marks.get("quick_draw"):  # printed, or given in hand (rules-riftbound.md 19.29)
            out.append((seat, Pending("builtin", "灵便", source, tuple(data.items()), "灵便")))
        if kw.get("百炼"):
            out.append((seat, Pending("builtin", "百炼", source, tuple(data.items()), "百炼")))
    if name == "hold" and kw.get("部署") and rt.on_board(source) and rt.where(source) == ("bf", data.get("bf")) \
            and data.get("seat") is not None and not rt.mode.same_team(data["seat"], seat):
        out.append((seat, Pending("builtin", "部署", source, tuple(data.items()), "部署")))  # rules-riftbound.md 19.51
    if name == "attack" and data.get("uid") == source and rt.on_board(source) and rt.keyword(source, "缴械"):
        n = rt.keyword(source, "缴械")  # rules-riftbound.md 19.52
        out.append((seat, Pending("builtin", "缴械", source, tuple(data.items()) + (("n", n),), "缴械")))
    if name in ("conquer", "hold") and source in data.get("units", ()) and rt.on_board(source):
        n = rt.keyword(source, "狩猎")
        if n:
            out.append((seat, Pending("builtin", "狩猎", source, tuple(data.items()) + (("n", n),), "狩猎")))
    return out


def context(rt, seat: int, pending: Pending):
    """The resolution context of a triggered ability: its source, the event's place (此处) and the
    object the event is about (它)."""
    from zhdsl.games.riftbound.effects import Ctx

    data = dict(pending.event)
    # `当你打出我时…如果你支付了我的额外费用`: the additional cost paid for this card (rules-riftbound.md 22.7(b))
    ctx = Ctx(rt, seat, pending.source, event=data, here=data.get("here"),
              paid_extra=bool(data.get("paid_extra")) and data.get("uid") == pending.source)
    if "uid" in data and data["uid"] != pending.source:
        ctx.it = [data["uid"]]
    # `当你打出我时，如果你支付了该额外费用，则…`: the card's own play (rules-riftbound.md 9.6)
    ctx.paid_extra = bool(data.get("paid_extra")) and data.get("uid") == pending.source
    return ctx


def push(rt, seat: int, pending: Pending) -> None:
    """Put a triggered ability on the chain: its mode and targets are chosen now (rule 9.4(a)); without
    a legal target it is removed instead (rule 9.4(c)); {{法盾}} of its targets is paid now (rule 19.4)."""
    s = rt.state
    if len(s.stack) >= rt.limits.stack_depth:
        rt.log("limit", seat, "结算链已满，触发的技能不加入")
        return
    label = pending.text or "触发"
    name = f"{rt.card_name(pending.source)}的{label}技能"
    if pending.kind == "ability":
        ctx = context(rt, seat, pending)
        kinds = ("trigger", "modal", "effect", "activated")
        bodies = targets.bodies(rt, ctx, [(0, pending.ability)], kinds)
        if not targets.choose(ctx, [body for _i, body in bodies], lambda k: rt.can_afford(seat, 0, ("A",) * k)):
            rt.log("fizzle", seat, f"{name}没有合法的目标，不加入结算链")
            return
        if ctx.deflect and not rt.pay(seat, 0, ("A",) * ctx.deflect):
            return
        pending = attrs.evolve(pending, choices=targets.record(ctx))
    uid = s.new_uid()
    s.stack.append(StackEntry(uid, "skill", name, seat, seat, pending, source=pending.source))
    s.passed = frozenset()
    rt.log("trigger", seat, f"{name}触发", uid)
    targets.fire_targeted(rt, seat, pending.choices)
