"""Selectors: `此处的一名敌方单位`, `最多两名友方单位`, `我`, `它`, `一名对手` — what they may name
now (rule 9.4), and choosing among them (a decision of the effect's controller)."""

from __future__ import annotations

import re

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound.nodes import Phrase
from zhdsl.text.numerals import chinese_to_int

MAX_CHOICES = 12  # a selector never names more than this many objects (bound)

# the six domains by their Chinese names (rules-riftbound.md 3.1, 22.78)
DOMAINS = {"炽烈": "red", "翠意": "green", "灵光": "blue", "摧破": "orange", "混沌": "purple", "序理": "yellow"}

# `除我以外的一名友方单位` `除此牌以外且处于休眠状态的一个物体` (rules-riftbound.md 22.152): as 其他, the card itself left out
BUT_ME = ("除我以外的", "除我之外的", "除此牌以外的", "除此牌之外的", "除我以外且", "除此牌以外且", "除我以外", "除此牌以外", "另外")


def number(p: Phrase | None) -> int:
    """A `num` phrase (or the first num inside `p`) as an int; 1 when there is none."""
    if p is None:
        return 1
    if p.kind != "num":
        for q in p.walk():
            if q.kind == "num":
                p = q
                break
        else:
            return 1
    _t, text = p.tokens[0]
    if text.isdigit():
        return int(text)
    value = chinese_to_int(text)
    return value if value is not None else 1


def units_count_fits(text: str, have: int) -> bool:
    """`有且仅有两名单位的` `有不少于三名单位的` `有不多于一名单位的` (rules-riftbound.md 22.166)."""
    m = re.search(r"([一二两三四五六七八九十]|\d+)名", text)
    n = int(m.group(1)) if m.group(1).isdigit() else (chinese_to_int(m.group(1)) or 0)
    if "不少于" in text or "至少" in text:
        return have >= n
    if "不多于" in text or "不超过" in text or "最多" in text:
        return have <= n
    return have == n


def noun_of(sel: Phrase) -> str | None:
    noun = sel.part("noun")
    if noun is not None and noun.tokens and noun.tokens[0][0] in ("UNIT_OR_GEAR", "UNIT_GEAR_FACEDOWN"):
        return "UNIT"  # `单位或装备` (rules-riftbound.md 10.20(e)); `装备、单位或{{待命}}卡牌` (22.130)
    return noun.tokens[0][0] if noun is not None and noun.tokens else None


def noun_text(sel: Phrase) -> str:
    noun = sel.part("noun")
    return noun.tokens[0][1] if noun is not None and noun.tokens else ""


def words(sel: Phrase) -> list[tuple[str, str, Phrase]]:
    """(terminal, text, phrase) of each selector word (count phrases give ("count", n))."""
    out = []
    for w in sel.all("sel_word"):
        if w.tokens:
            out.append((w.tokens[0][0], w.tokens[0][1], w))
        elif w.parts:
            out.append((w.parts[0].kind, "", w.parts[0]))
    return out


def quantity(sel: Phrase) -> tuple[str, int]:
    """("one", n) exactly n; ("upto", n); ("all", 0)."""
    mode, n = "one", 1
    counted = other = False
    for t, text, w in words(sel):
        if t == "MOD" and text in ("其他", "其他的", *BUT_ME):
            other = True
        if t == "QUANT":
            counted = True
            if text in ("所有", "每名", "每件", "每个", "全部") or text.startswith("每一"):  # `每一名` (9.55)
                mode = "all"
            elif text == "最多":
                mode = "upto"
            elif text in ("任意数量的", "任意数量"):  # rule 9.4(d): any number, none included
                mode, n = "upto", MAX_CHOICES
        elif t == "count":
            counted = True
            n = number(w)
        elif t == "LOCATION" and text == "此处所有":
            mode = "all"
    if other and not counted:  # `摧毁你在该处的其他“炸弹”`: `其他` with no count is every match (rule 9.125)
        mode = "all"
    return mode, n


def lead_selectors(lead: Phrase) -> list[Phrase]:
    """The objects a `选择…` lead names, in order: one, or two joined by `以及` (rule 9.4(i))."""
    return [q for q in lead.parts if isinstance(q, Phrase) and q.kind == "selector"]


def tag_fits(w: Phrase, d) -> bool:
    """`“龙”属性` or a list `“鸟类”、“猫科”或“魄罗”属性`: the card has at least one of the tags (rules-riftbound.md 22.7)."""
    return any(text.strip("「」“”\"") in d.tags for t, text in w.tokens if t in ("CARD_NAME", "TAG_BEFORE_NOUN"))


def is_player_selector(sel: Phrase, ctx=None) -> bool:
    if sel.kind != "selector":
        return False
    if ctx is not None and ctx.players and sel.tokens and sel.tokens[0] == ("PRONOUN", "其"):
        return True
    if sel.tokens and sel.tokens[0][0] == "OWNER_OF":  # `其拥有者` (rules-riftbound.md 17.4(b))
        return True
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        return sel.tokens[0][1] in ("你", "该玩家", "该对手", "其控制者", "每名玩家", "所有玩家") + ALL_PLAYERS + COMBATANTS
    return noun_of(sel) in ("OPPONENT", "PLAYER")


ALL_PLAYERS = ("你和每名对手", "你和所有对手", "你与每名对手", "你和每位对手")  # every player (rift17e, 22.10(a))
COMBATANTS = ("进攻方和防守方", "防守方和进攻方", "进攻方与防守方", "进攻方及防守方")  # the combat's two players (22.224)


def combatants(ctx) -> list[int]:
    """`进攻方和防守方各{{获得}}{{1}}` (rules-riftbound.md 22.224): the attacking and the defending player of the combat
    the event began (or of the combat now), attacker first; none outside a combat."""
    attacker, defender = ctx.event.get("seat"), ctx.event.get("defender")
    if defender is None:
        showdown = ctx.rt.state.mode_data.get("showdown")
        if not showdown or not showdown[3]:
            return []
        attacker, defender = showdown[1], showdown[4]
    return [s for s in (attacker, defender) if s is not None]


def pronoun(ctx, text: str) -> list:
    rt = ctx.rt
    if text == "我":
        return [ctx.me] if ctx.me is not None else []
    if text in ("此战场", "该战场") and (ctx.source is None or rt.defn(ctx.source).base != "battlefield"):
        # a unit's `当你防守一处战场时，…移动到此战场`: the battlefield of the event (此处)
        if text == "该战场" and ctx.event.get("here") is None:
            # `当你打出一件拥有{{部署}}的装备时，…移动到该战场`: where the object of the event is (rule 10.116)
            u = ctx.event.get("uid")
            at = [rt.where(u)[1]] if u in rt.state.cards and rt.where(u)[0] == "bf" and u != ctx.source else []
            if at:
                return at[:1]
        return [ctx.here[1]] if ctx.here is not None and ctx.here[0] == "bf" else []
    if text in ("此牌", "此装备", "此法术", "该法术", "此战场", "该单位牌"):
        return [ctx.source] if ctx.source is not None else []
    if text in ("所选单位", "该友方单位", "所选择的单位"):  # the unit a `选择…` lead picked, even after 它 moved on (rules-riftbound.md 9.4(k))
        return [u for u in (ctx.picked or ctx.it) if rt.on_board(u)]
    if text in ("该武装", "该装备"):  # `为该单位贴附或卸除该武装` (rules-riftbound.md 18.11): the gear named before
        return [u for u in ctx.it if u in rt.state.cards and rt.on_board(u) and rt.defn(u).base == "gear"]
    if text in ("它", "其", "该单位", "它们", "这些单位", "他们", "她们"):
        found = [u for u in ctx.it if rt.state.entry(u) is not None or rt.on_board(u)
                 or (u in rt.state.cards and rt.card(u).zone == "rune_area")]  # `选择两枚符文…让它们…`
        if text in ("该单位", "这些单位"):  # a unit, never the gear or card named by `让此牌…` before it (rules-riftbound.md 10.45)
            found = [u for u in found if u in rt.state.cards and rt.defn(u).base == "unit"]
        if not found and text == "该单位" and ctx.event.get("uid") in rt.state.cards and rt.on_board(ctx.event["uid"]):
            found = [ctx.event["uid"]]  # `…，改为放逐此牌，然后…将该单位召回`: the unit of the event (10.30)
        return found
    return []


def player_pronoun(ctx, text: str) -> list[int]:
    rt = ctx.rt
    if text in ("其", "它") and ctx.players:
        return list(ctx.players)
    if text == "你":
        return [ctx.seat]
    if text in ("其控制者",):
        return [rt.card(u).controller for u in ctx.it if u in rt.state.cards][:1] or [ctx.seat]
    if text in ("该玩家", "该对手"):
        # in a trigger with no player named before: the player of the event (`当对手打出一名单位时，…该对手…`,
        # rules-riftbound.md 10.7(d))
        acting = ctx.event.get("seat")
        if not ctx.players and acting is not None and (text == "该玩家" or acting != ctx.seat):
            return [acting]
        return list(ctx.players) or [ctx.seat]
    if text in ("每名玩家", "所有玩家") + ALL_PLAYERS:
        return list(rt.state.seats)
    if text in COMBATANTS:
        return combatants(ctx)
    return []


def its_place(ctx, sel: Phrase):
    """The place of the object chosen last before `sel` in the same text (a target chosen on play, else 它)."""
    rt = ctx.rt
    before = [key for key in ctx.chosen if isinstance(key, int) and key < sel.span.start]
    earlier = list(ctx.chosen[max(before)]) if before else []
    for uid in earlier + list(ctx.it):
        if uid in rt.state.cards and rt.on_board(uid):
            return rt.where(uid)
    # nothing chosen before: `同一位置的` on a card in play is its own place (rules-riftbound.md 9.50)
    if ctx.me is not None and ctx.me in rt.state.cards and rt.on_board(ctx.me):
        return rt.where(ctx.me)
    return None


def might_fits(might: int, w: Phrase) -> bool:
    """`战力不超过3` `不低于5` `低于4` `高于2` (rules-riftbound.md 9.51)."""
    n = number(w.part("num"))
    has = {t for q in w.walk() for t, _x in q.tokens}
    if "LOWER" in has:
        return might < n
    if "MORE_THAN" in has:
        return might > n
    if "NOT_LESS_THAN" in has:
        return might >= n
    return might <= n


# the place words that name the place of the text (此处) or, for 该处/该战场, the one chosen before (rule 9.4(i));
# rift17e's `此战场的` `我所在位置的` are 此处 too (rules-riftbound.md 9.50)
HERE_WORDS = frozenset({"此处的", "此处", "此处所有", "该处的", "你此处的", "位于此处且", "位于此处的", "该战场上的", "该战场上", "该处",
                        "此战场的", "此战场上的", "这处战场上的", "我所在位置的", "我所在的位置的", "我所处位置的",
                        "我所处的位置的", "与我同一位置的", "与我位于同一位置的",
                        # rift17g: the battlefield I am at (rules-riftbound.md 9.50)
                        "我所处战场上的", "我所处战场的", "我所处的战场上的", "我所在战场上的", "我所在战场的",
                        "我所在的战场上的", "我所处战场中的", "我所在战场中的",
                        # rift12a: the same without 的 (rules-riftbound.md 9.83)
                        "我所在战场上", "我所处战场上", "我所在的战场上", "我所处的战场上"})


# `对手控制的` and its spellings `敌方控制的` `敌方占领的` `对手占领的` (rules-riftbound.md 15.26: 占领 = 控制)
OPP_HELD = ("对手控制的", "敌方控制的", "敌方占领的", "对手占领的")
_CONTROL_WORDS = frozenset({"敌方", "友方", "受你控制的", "你控制的", "自己控制的", "受自己控制的", "由你控制的", *OPP_HELD})


def _within_total(ctx, cap: Phrase, chosen: list, uid: int) -> bool:
    """Whether `uid` may join the objects chosen so far under a total-might bound (and one controller with 必须相同)."""
    rt = ctx.rt
    if cap.has("SAME_CTRL") and chosen and rt.card(uid).controller != rt.card(chosen[0]).controller:
        return False
    limit = number(cap.part("num"))
    total = sum(rt.might(u) for u in chosen if rt.on_board(u)) + (rt.might(uid) if rt.on_board(uid) else 0)
    return total <= limit if cap.part("cmp").has("NOT_MORE_THAN") else total >= limit


def _here(ctx):
    return ctx.here


def matches(ctx, sel: Phrase, uid: int) -> bool:
    """Whether the object `uid` (a card on the board, a battlefield) fits the selector's words."""
    rt = ctx.rt
    noun = noun_of(sel)
    d = rt.defn(uid)
    c = rt.card(uid)
    both = sel.part("noun") is not None and (len(sel.part("noun").tokens) > 1
                                             or sel.part("noun").tokens[0][0] in ("UNIT_OR_GEAR", "UNIT_GEAR_FACEDOWN"))
    if noun in ("UNIT",) and d.base != "unit" and not (both and d.base == "gear"):
        return False
    if noun in ("EQUIPMENT", "ARMAMENT") and d.base != "gear":
        return False
    if noun == "ARMAMENT" and not d.program.keywords.get("装配") and "武装" not in d.tags:
        return False
    if noun == "BATTLEFIELD" and d.base != "battlefield":
        return False
    if noun == "UNIT_GEAR_LEGEND" and d.base not in ("unit", "gear", "legend"):  # rules-riftbound.md 22.165
        return False
    if noun == "UNIT_GEAR_RUNE" and d.base not in ("unit", "gear", "rune"):  # rules-riftbound.md 22.232
        return False
    if noun == "CARD_NAME" and d.name != noun_text(sel).strip("「」“”\""):
        return False
    if noun == "CHAMPION_UNIT" and not (d.base == "unit" and d.champion):  # `英雄单位` (rules-riftbound.md 9.22)
        return False
    if noun == "TOKEN_WORD" and not d.token:
        return False
    if noun == "TOKEN_UNIT" and not (d.token and d.base == "unit"):  # `你的指示物单位`
        return False
    if noun == "EQUIPMENT_TOKEN" and not (d.token and d.base == "gear"):  # `敌方装备指示物` (rules-riftbound.md 9.55(e))
        return False
    anchor = getattr(ctx, "ctrl_anchor", None)  # the second of `一名单位和其控制者的一件武装` (rules-riftbound.md 18.11)
    if anchor and anchor[0] in rt.state.cards and c.controller != rt.card(anchor[0]).controller:
        return False
    for t, text, w in words(sel):
        if t == "IN_YOUR_HAND":  # `你手牌中的…`: only the cards in the hand (statics.hand_keywords), never the board
            return False
        if t == "MIGHT_VS_KILLED" and (not ctx.killed_might or rt.might(uid) > max(ctx.killed_might) + killed_margin(text)):
            return False  # rules-riftbound.md 9.66, on the board: its might now
        if t == "MOD" and d.base == "battlefield" and text in _CONTROL_WORDS:
            # `你控制的战场` `敌方控制的战场`: who holds the battlefield now, none for an open one (rules-riftbound.md 10.25)
            holder = rt.bf_controller(uid)
            if (holder == ctx.seat) != (text in ("友方", "受你控制的", "你控制的", "自己控制的", "受自己控制的", "由你控制的")):
                return False
            if text in ("敌方", *OPP_HELD) and (holder is None or rt.mode.same_team(holder, ctx.seat)):
                return False
            continue
        if t == "MOD":
            if text == "敌方" and rt.mode.same_team(c.controller, ctx.seat):
                return False
            if text in ("友方", "受你控制的", "你控制的", "自己控制的", "受自己控制的", "由你控制的") and not rt.mode.same_team(c.controller, ctx.seat):
                return False
            if text in ("受你控制的", "你控制的", "自己控制的", "受自己控制的", "由你控制的") and c.controller != ctx.seat:
                return False
            if text in OPP_HELD and rt.mode.same_team(c.controller, ctx.seat):
                return False
            if text in ("另一名", "另一件", "另一个", "另一张", "其他", "其他的", *BUT_ME) and (uid == ctx.me or uid == ctx.source):
                return False
            if text in ("其他", "其他的") and ctx.there is not None and uid in ctx.it:  # rule 9.4(i)
                return False
            if text == "另一处" and (uid == ctx.source or ctx.here == ("bf", uid)):  # rule 13.4(a)
                return False
            if text == "进攻方" and c.marks.get("role") != "att":
                return False
            if text == "防守方" and c.marks.get("role") != "def":
                return False
            if text == "已受伤的" and not c.marks.get("damage"):
                return False
            if text in ("处于休眠状态的", "休眠") and not c.tapped:
                return False
            if text == "活跃" and c.tapped:
                return False
            if text == "非指示物" and d.token:
                return False
            if text == "落单的" and not ctx.alone(uid):
                return False
        elif t == "having":  # `拥有{{瞬息}}的单位` `拥有增益的友方单位`, `未拥有{{瞬息}}的` (rules-riftbound.md 9.4(j), 9.4(m))
            if has_now(rt, uid, w) == w.has("NOT_HAVING"):
                return False
        elif t == "EQUIPPED_ADJ":  # `配装的友方单位`: a unit with gear attached now (rules-riftbound.md 9.4(k))
            if d.base != "unit" or not gear_on(rt, uid):
                return False
        elif t == "GEAR_OF_CHOSEN":  # `该友方单位的一件武装`: gear attached to the unit picked before
            if c.marks.get("host") is None or c.marks.get("host") not in pronoun(ctx, "所选单位"):
                return False
        elif t == "MOVE_ENDS":  # `我移动起点或终点的战场上的` (rules-riftbound.md 22.213): where the move began or ended
            ends = {tuple(p) for p in (ctx.event.get("origin"), ctx.event.get("here")) if p and p[0] == "bf"}
            if not rt.on_board(uid) or tuple(rt.where(uid)) not in ends:
                return False
        elif t == "DOMAIN_OF":  # `具有翠意（{{绿色}}）特性的敌方单位` (rules-riftbound.md 22.78)
            if DOMAINS[next(w for w in DOMAINS if w in text)] not in d.colours:
                return False
        elif t == "SAME_NAME_AS_ME":  # `和我同名的` (rules-riftbound.md 22.163)
            if not same_name(ctx, d):
                return False
        elif t == "BF_UNITS_COUNT":  # `有且仅有两名单位的战场` (rules-riftbound.md 22.166): anyone's units there now
            if d.base != "battlefield" or not units_count_fits(text, len(rt.units(("bf", uid)))):
                return False
        elif t in ("EMPOWERED", "EMPOWERED_ADJ"):  # `你的{{已强化}}单位` `已强化的物体` (22.162) `一名{{已强化}}单位` (rules-riftbound.md 19.49)
            if not c.marks.get("empowered"):
                return False
        elif t == "OPEN_ADJ":  # `一处开放的战场`: a battlefield no player controls (rule 15.1(a))
            if d.base != "battlefield" or rt.bf_controller(uid) is not None:
                return False
        elif t == "OWNED_BY_YOU":  # `属于你的单位` (rules-riftbound.md 22.231): its owner, whoever controls it
            if c.owner != ctx.seat:
                return False
        elif t == "ACTIVE_ADJ":  # `处于活跃状态的敌方单位`
            if c.tapped:
                return False
        elif t in ("LOCATION", "HERE", "THERE_OF", "HERE_BEFORE_HAVING"):  # `该处另一名单位`: as 该处的 (17.14(a))
            w_ = rt.where(uid)
            if text == "你此处的" and c.controller != ctx.seat:  # `让你此处的其他单位…`
                return False
            if text in HERE_WORDS:
                chosen_place = text in ("该处的", "该战场上的", "该战场上", "该处")
                place = (getattr(ctx, "there", None) or ctx.here) if chosen_place else ctx.here
                if place is None or w_ != place:
                    return False
                if "战场" in text and text.startswith("我所") and place[0] != "bf":  # `我所处战场上的` (9.50)
                    return False
            elif text in ("战场上的", "战场上", "战场中的", "战场中", "战场的"):
                if w_[0] != "bf":
                    return False
            elif text in ("基地中的", "你基地中的", "位于基地中的", "位于基地的", "在基地中的", "基地里的"):
                if w_[0] != "base" or (text == "你基地中的" and w_[1] != ctx.seat):
                    return False
        elif t == "FROM_SRC":  # `将一名敌方单位从此处移动到…`: where it is now (rules-riftbound.md 9.56)
            w_ = rt.where(uid)
            if text in ("从此处", "从该处", "从此战场", "从此战场上", "从该战场", "从该战场上"):
                place = (getattr(ctx, "there", None) or ctx.here) if text.startswith("从该") else ctx.here
                if place is None or w_ != place:
                    return False
            elif "基地" in text:
                if w_[0] != "base" or ("你的" in text and w_[1] != ctx.seat):
                    return False
            elif w_[0] != "bf":
                return False
        elif t in ("YOU_BEFORE_PLACE", "YOU_BEFORE_QUANT", "YOU_BEFORE_HERE_MIGHT"):  # `你此处的` `你在同一位置的`: yours, at the place after it (rules-riftbound.md 9.50)
            if c.controller != ctx.seat:
                return False
        elif t == "might_filter":  # `战力不超过3的` `战力低于4的` (rules-riftbound.md 9.51): its might now
            if d.base != "unit" or not might_fits(rt.might(uid), w):
                return False
        elif t == "IN_SHOWDOWN":  # `处于法术对决中的` (rules-riftbound.md 22.153): at the showdown's battlefield now
            showdown = rt.state.mode_data.get("showdown")
            if showdown is None or rt.where(uid) != ("bf", showdown[0]):
                return False
        elif t == "IN_COMBAT_ROLE":  # `正在进攻的` `正在防守的`: its role in the combat now (rules-riftbound.md 9.4(p))
            if "战斗" in text:  # `战斗中的`: attacking or defending now (rules-riftbound.md 9.22)
                if c.marks.get("role") not in ("att", "def"):
                    return False
            elif c.marks.get("role") != ("def" if "防守" in text else "att"):
                return False
        elif t == "WITH_ENEMY_UNITS":  # `有敌方单位的战场` (rules-riftbound.md 9.80): an opponent's unit there now
            if d.base != "battlefield" or not any(not rt.mode.same_team(rt.card(u).controller, ctx.seat)
                                                  for u in rt.units(("bf", uid))):
                return False
        elif t == "WITH_YOUR_UNITS":  # `你拥有单位的战场` (rules-riftbound.md 9.74): your unit (友方: a friendly one) there now
            mine = (lambda s: rt.mode.same_team(s, ctx.seat)) if "友方" in text else (lambda s: s == ctx.seat)
            if d.base != "battlefield" or not any(mine(rt.card(u).controller) for u in rt.units(("bf", uid))):
                return False
        elif t == "CTRL_OF_IT":  # `其控制者的一件武装` (rules-riftbound.md 18.11): the object named before's controller
            anchor = [u for u in ctx.it if u in rt.state.cards][:1]
            if not anchor or c.controller != rt.card(anchor[0]).controller:
                return False
        elif t in ("UNATTACHED_ADJ", "ATTACHED_ADJ"):  # `未贴附的武装` (rules-riftbound.md 18.10): attached to a unit now
            if d.base != "gear" or (c.marks.get("host") is not None) != (t == "ATTACHED_ADJ"):
                return False
        elif t == "ALONE_ADJ":  # `落单的敌方单位`: the only unit its controller has at its battlefield (22.53)
            if rt.where(uid)[0] != "bf" or not ctx.alone(uid):
                return False
        elif t == "STUNNED_ADJ":  # `被眩晕的敌方单位`: stunned now (rules-riftbound.md 9.58)
            if not c.marks.get("stunned"):
                return False
        elif t == "EXHAUSTED_ADJ":  # `休眠的友方单位`: exhausted now (rules-riftbound.md 9.22)
            if not c.tapped:
                return False
        elif t == "PLAYED_ELSEWHERE":  # `从手牌以外位置被打出的`: where it was played from (rules-riftbound.md 10.16(c))
            if c.marks.get("played_from") in (None, "hand"):
                return False
        elif t == "OWN_HERE":  # `自己在此处控制的`: the acting player's, at the place of the event (9.4(r))
            if c.controller != ctx.seat or ctx.here is None or rt.where(uid) != ctx.here:
                return False
            if uid == ctx.event.get("uid"):  # `另一名`: not the object the event is about
                return False
        elif t == "ELSEWHERE":  # `位于不同位置的`: not where this card is (rules-riftbound.md 13.4(b))
            mine = rt.where(ctx.me) if ctx.me is not None and rt.on_board(ctx.me) else None
            if mine is None or rt.where(uid) == mine:
                return False
        elif t == "NON":  # `非“随从”单位`: without that tag (rules-riftbound.md 22.7(a))
            if (w.tok("CARD_NAME") or "").strip("「」“”\"") in d.tags:
                return False
        elif t == "DECLARED_TAG":  # `具有该属性标签的`: the tag this card named (rules-riftbound.md 10.13)
            named = rt.card(ctx.source).marks.get("declared_tag") if ctx.source in rt.state.cards else None
            if named is None or named not in d.tags:
                return False
        elif t == "AT_ITS_PLACE":  # `其所在位置的`: where the object chosen just before is (rules-riftbound.md 9.4(o))
            place = its_place(ctx, sel)
            if place is None or rt.where(uid) != place:
                return False
        elif t == "MIGHTY_KW":
            if d.base != "unit" or rt.might(uid) < 5:
                return False
        elif t == "MIGHT_ABOVE_ALL":  # `战力高于场上其他所有单位的` (rules-riftbound.md 22.248): above every other unit now
            if d.base != "unit" or any(rt.might(u) >= rt.might(uid) for u in rt.units() if u != uid):
                return False
        elif t in ("MIGHT_BELOW_ME", "MIGHT_BELOW_CHOSEN"):  # compared with that unit's might now (rule 9.4(h))
            other = ctx.me if t == "MIGHT_BELOW_ME" else next((u for u in ctx.it if rt.on_board(u)
                                                               and rt.defn(u).base == "unit"), None)
            if other is None or not rt.on_board(other) or d.base != "unit" or rt.might(uid) >= rt.might(other):
                return False
        elif t == "cost_limit":
            n = number(w)
            if w.has("MIGHT_ICON") and not w.has("COST_WORD"):
                if rt.might(uid) > n:
                    return False
            elif not cost_fits(ctx, w, d):
                return False
        elif t in ("YOUR", "OWN", "YOU_PLAY_KIND"):  # `自己的`: of the player acting (rules-riftbound.md 9.4(n))
            if c.controller != ctx.seat:
                return False
        elif t == "OPPONENT_OF":
            if rt.mode.same_team(c.controller, ctx.seat):
                return False
            # `该对手的`: the opponent named before (a `选择一名对手` lead), when one was (rules-riftbound.md 9.55)
            if text in ("该对手的", "其对手的", "那名对手的") and ctx.players and c.controller not in ctx.players:
                return False
        elif t == "tagged":
            if not tag_fits(w, d):
                return False
    return True


def face_down(rt, uid: int) -> bool:
    """A card lying face down at a battlefield (hidden with {{待命}}, rule 19.3)."""
    return uid in rt.state.cards and rt.card(uid).zone == "facedown"


def _face_down_pool(ctx, sel: Phrase) -> list[int]:
    """`正面朝下的卡牌` `正面朝下的待命牌` (rules-riftbound.md 9.42): the face-down cards at battlefields; 敌方/友方
    by their controller, `此处的` at the source's place; nothing else of the card is known to the one choosing."""
    rt = ctx.rt
    out = []
    for uid in rt.state.zones["facedown"]:
        c = rt.card(uid)
        keep = True
        for t, text, _w in words(sel):
            if t == "MOD" and text == "敌方" and rt.mode.same_team(c.controller, ctx.seat):
                keep = False
            if t == "MOD" and text in ("友方", "你控制的", "受你控制的", "由你控制的", "自己控制的") and c.controller != ctx.seat:
                keep = False
            if t == "HERE" or (t == "LOCATION" and text in ("此处的", "此处所有", "位于此处的", "位于此处且")):
                if ctx.here is None or ctx.here != ("bf", c.marks.get("at")):
                    keep = False
        if keep:
            out.append(uid)
    return out


def with_face_down(sel: Phrase) -> bool:
    """`装备、单位或{{待命}}卡牌` (rules-riftbound.md 22.130): a selector whose noun takes face-down cards too."""
    noun = sel.part("noun")
    return noun is not None and bool(noun.tokens) and noun.tokens[0][0] == "UNIT_GEAR_FACEDOWN"


def board_candidates(ctx, sel: Phrase) -> list[int]:
    rt = ctx.rt
    noun = noun_of(sel)
    if noun == "FACEDOWN_CARD":
        return _face_down_pool(ctx, sel)
    if with_face_down(sel):  # `装备、单位或{{待命}}卡牌` (rules-riftbound.md 22.130): the permanents, then the face-down cards
        return [u for u in rt.permanents() if matches(ctx, sel, u)] + _face_down_pool(ctx, sel)
    if noun == "BATTLEFIELD":
        pool = rt.battlefields()
    else:
        pool = rt.permanents()
    return [u for u in pool if matches(ctx, sel, u)]


def stack_candidates(ctx, sel: Phrase) -> list[int]:
    rt = ctx.rt
    noun = noun_of(sel)
    out = []
    for e in rt.state.stack:
        if e.uid == ctx.entry:
            continue
        if noun == "SPELL" and e.kind != "card":
            continue
        for t, text, w in words(sel):
            if t == "MOD" and text == "敌方" and rt.mode.same_team(e.controller, ctx.seat):
                break
            if t == "MOD" and text == "友方" and not rt.mode.same_team(e.controller, ctx.seat):
                break
            if t == "cost_limit" and (e.kind != "card" or not cost_fits(ctx, w, rt.defn(e.card))):
                break  # `费用不高于{{4}}的法术`: its printed cost (rule 22.5(a))
            if t == "targeting":
                from zhdsl.games.riftbound.play import entry_targets

                wanted = resolve(ctx, w.parts[0], ask=False)
                if not set(wanted) & set(entry_targets(e)):
                    break
        else:
            cap = sel.part("cost_cap")
            if cap is None or (e.kind == "card" and within_cap(cap, rt.defn(e.card))):
                out.append(e.uid)
    return out


def within_cap(cap: Phrase, d) -> bool:
    """`，但其费用不得高于{{4}}，也不得高于{{A}}`: each {{n}} bounds the mana cost, the power icons written
    together bound how much power it costs (rules-riftbound.md 22.5(e))."""
    mana_caps, power_caps, run = [], [], 0
    for t, text in cap.tokens:
        if t == "MANA":
            mana_caps.append(number_of_icon(text))
        elif t == "POWER":
            run += 1
        elif t == "ALSO_CAP" and run:
            power_caps.append(run)
            run = 0
    if run:
        power_caps.append(run)
    return all((d.mana or 0) <= m for m in mana_caps) and all((d.power_cost or 0) <= k for k in power_caps)


def number_of_icon(text: str) -> int:
    from zhdsl.games.riftbound.program import placeholder

    word = placeholder(text)[0]
    return int(word) if word.isdigit() else 0


def players(ctx, sel: Phrase) -> list[int]:
    """The players a player selector names; those exempted from an each-player step are left out (22.7(b))."""
    found = _players(ctx, sel)
    exempt = getattr(ctx, "exempt", None)
    if exempt and (quantity(sel)[0] == "all" or (sel.tokens and sel.tokens[0][1] in ("每名玩家", "所有玩家"))):
        return [s for s in found if s not in exempt]
    return found


def _players(ctx, sel: Phrase) -> list[int]:
    rt = ctx.rt
    if sel.tokens and sel.tokens[0][0] == "OWNER_OF":  # `其拥有者`: of the object handled just before
        return [rt.card(u).owner for u in ctx.it if u in rt.state.cards][:1]
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        return player_pronoun(ctx, sel.tokens[0][1])
    key = sel.span.start
    if key in ctx.chosen_players:
        return list(ctx.chosen_players[key])
    noun = noun_of(sel)
    seats = [s for s in rt.state.seats if noun == "PLAYER" or not rt.mode.same_team(s, ctx.seat)]
    mode, n = quantity(sel)
    if mode == "all" or len(seats) <= 1:
        chosen = seats
    else:
        chosen = [rt.ask(Decision(ctx.seat, "target_player", f"选择{n}名{noun_text(sel)}",
                                  tuple(Option(rt.pname(s), s) for s in seats)))]
    ctx.chosen_players[key] = tuple(chosen)
    return chosen


def _still_legal(ctx, sel: Phrase, uid: int) -> bool:
    """Rule 9.5: a chosen target still on the board (or the chain) and still fitting its words."""
    rt = ctx.rt
    if rt.state.entry(uid) is not None:
        return True
    if noun_of(sel) == "FACEDOWN_CARD" or (with_face_down(sel) and face_down(rt, uid)):  # still face down (9.42, 22.130)
        return uid in _face_down_pool(ctx, sel)
    if uid not in rt.state.cards or not (rt.on_board(uid) or rt.defn(uid).base == "battlefield"
                                         or (noun_of(sel) == "OBJECT" and rt.card(uid).zone in ("legend", "rune_area"))
                                         or (noun_of(sel) == "UNIT_GEAR_LEGEND" and rt.card(uid).zone == "legend")
                                         or (noun_of(sel) == "UNIT_GEAR_RUNE" and rt.card(uid).zone == "rune_area")):
        return False
    return matches(ctx, sel, uid)


def shielded(ctx, uid: int) -> bool:
    """`敌方法术和技能无法将我选作目标` (rules-riftbound.md 9.4(g)): an opponent's object that `ctx`'s controller
    may not choose as a target."""
    from zhdsl.games.riftbound.statics import restricted

    rt = ctx.rt
    if uid not in rt.state.cards or not rt.on_board(uid) or rt.mode.same_team(rt.card(uid).controller, ctx.seat):
        return False
    if rt.card(uid).marks.get("untargetable") == rt.state.turn:  # `其在本回合内无法被…选作目标` (22.83)
        return True
    return restricted(rt, "UNTARGETABLE", uid=uid)


def deflect(ctx, uid: int) -> int:
    """{{法盾n}} of an opponent's object: n more {{A}} to choose it (rule 19.4)."""
    rt = ctx.rt
    if uid not in rt.state.cards or not rt.on_board(uid) or rt.mode.same_team(rt.card(uid).controller, ctx.seat):
        return 0
    if ctx.source is not None and ctx.source in rt.state.cards and ignores_deflect(rt, ctx.source):
        return 0  # `支付此法术的费用时，无视{{法盾}}` (rules-riftbound.md 19.56)
    return rt.keyword(uid, "法盾")


def ignores_deflect(rt, uid: int) -> bool:
    """`支付此法术的费用时，无视{{法盾}}` printed on the card (rules-riftbound.md 19.56)."""
    from zhdsl.games.riftbound.statics import _index

    return "IGNORE_DEFLECT" in _index(rt.defn(uid).program).restrictions


def _hidden_filter(ctx, sel: Phrase, pool: list) -> list:
    """Rule 19.3(d): played from face down, its targets are chosen at that battlefield unless its words
    make that impossible (a unit in a base)."""
    at = getattr(ctx, "hidden_at", None)
    if at is None or noun_of(sel) in ("BATTLEFIELD", "SPELL", "SPELL_OR_SKILL"):
        return pool
    if any(t == "LOCATION" and text in ("基地中的", "你基地中的") for t, text, _w in words(sel)):
        return pool
    return [u for u in pool if ctx.rt.where(u) == ("bf", at)]


def resolve(ctx, sel: Phrase, ask: bool = True, prompt: str = "", targeting: bool = False) -> list[int]:
    """The objects a selector names now: pronouns directly; `所有…` every match; objects chosen when
    the text was played (rule 9.4(a)), those still legal (rule 9.5); otherwise the controller chooses
    (exactly n, or up to n) among the matches. `targeting`: choosing targets as the text is played
    ({{法盾}} counted in `ctx.deflect`, face-down plays kept at their battlefield)."""
    rt = ctx.rt
    if sel.kind == "pair":  # `一名友方单位和一名敌方单位`: each chosen in turn (rule 9.4)
        note_pairs(ctx, sel)
        first = resolve(ctx, sel.parts[0], ask, prompt, targeting)
        if sel.has("PAIR_CTRL"):  # `一名单位和其控制者的一件武装`: the second controlled by the first one's controller (18.11)
            ctx.ctrl_anchor = first[:1]
        second = [u for u in resolve(ctx, sel.parts[1], ask, prompt, targeting) if u not in first]
        ctx.ctrl_anchor = []
        if sel.has("SAME_PLACE") and not (first and second and rt.where(first[0]) == rt.where(second[0])):
            return []  # no longer at one battlefield: neither fits (rules-riftbound.md 9.4(l))
        return first + second
    if sel.kind != "selector":
        return []
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        found = pronoun(ctx, sel.tokens[0][1])
        return found
    if sel.tokens and sel.tokens[0][0] == "BOTH_OF_THEM":  # `这两名单位`: the two chosen just before (22.21)
        found = pronoun(ctx, "它们")
        if len(found) == 1:  # `让一名友方单位…。随后，选择一名敌方单位，让这两名单位…`: the one named before the lead (22.52)
            found = [u for u in ctx.before_pick if u not in found and rt.on_board(u)][-1:] + found
        return found
    if sel.tokens and sel.tokens[0][0] == "THE_TOKEN":  # `该“映像”`: the tokens just played (17.14(a))
        return [u for u in ctx.it if u in rt.state.cards and rt.on_board(u) and rt.defn(u).token]
    key = sel.span.start
    if key in ctx.chosen:
        return [u for u in ctx.chosen[key] if _still_legal(ctx, sel, u)]
    noun = noun_of(sel)
    if noun in ("SPELL", "SPELL_OR_SKILL"):
        pool = stack_candidates(ctx, sel)
    elif noun == "RUNE":  # `选择两枚符文`: runes in your rune area (rule 2.7), not targets
        pool = _runes(ctx, sel)
    elif noun in ("CARD", "SPELL_CARD"):
        pool = []
    elif noun == "LEGEND":  # `你的传奇` (rules-riftbound.md 9.52): the legends in their own zone
        pool = [u for p in rt.state.players for u in p.legend if _legend_fits(ctx, sel, u)]
    elif noun == "OBJECT":  # `一个其他休眠的物体` (rules-riftbound.md 9.81): board objects, legends, runes in rune areas
        pool = board_candidates(ctx, sel) + [u for p in rt.state.players for u in (*p.legend, *p.rune_area)
                                             if matches(ctx, sel, u)]
    elif noun == "UNIT_GEAR_LEGEND":  # `一个传奇、单位、或装备` (rules-riftbound.md 22.165): board objects and legends
        pool = board_candidates(ctx, sel) + [u for p in rt.state.players for u in p.legend if matches(ctx, sel, u)]
    elif noun == "UNIT_GEAR_RUNE":  # `最多四个单位、装备或符文` (rules-riftbound.md 22.232): board objects and runes
        pool = board_candidates(ctx, sel) + [u for p in rt.state.players for u in p.rune_area if matches(ctx, sel, u)]
    else:
        pool = board_candidates(ctx, sel)
    if targeting:
        pool = [u for u in _hidden_filter(ctx, sel, pool) if not shielded(ctx, u)]
    if key in ctx.same_place:
        pool = same_place_pool(ctx, key, pool)
    mode, n = quantity(sel)
    one_bf = noun != "BATTLEFIELD" and any(t == "count" and w.tok("MEASURE") == "处" for t, _x, w in words(sel))
    if mode == "all" and one_bf and ask:  # `一处战场的所有敌方单位`: every match at one battlefield, chosen now
        places = sorted({rt.where(u) for u in pool}, key=lambda w: (w[0], w[1]))
        if len(places) > 1:
            where = rt.ask(Decision(ctx.seat, "target_card", "选择一处战场",
                                    tuple(Option(rt.location_name(w), w) for w in places)))
            pool = [u for u in pool if rt.where(u) == where]
    if mode == "all":
        chosen = pool[:MAX_CHOICES * 4]
    elif not ask:
        chosen = pool
    else:
        chosen = []
        limit = min(n, len(pool), MAX_CHOICES)
        afford = getattr(ctx, "afford", None) if targeting else None
        one_place = one_bf
        for _k in range(limit):
            fits = [u for u in pool if u not in chosen]
            if one_place and chosen:  # `一处战场上任意数量的…`: all at the first one's battlefield
                fits = [u for u in fits if rt.where(u) == rt.where(chosen[0])]
            if afford is not None:
                fits = [u for u in fits if not deflect(ctx, u) or afford(ctx.deflect + deflect(ctx, u))]
            cap = sel.part("total_cap")
            if cap is not None:  # `这些单位（的控制者必须相同且）总计战力不得高于4` (rules-riftbound.md 9.60)
                fits = [u for u in fits if _within_total(ctx, cap, chosen, u)]
            options = [Option(rt.describe_object(u), u) for u in fits]
            if mode == "upto":
                options.append(Option("不再选择", None))
            if not options:
                break
            label = prompt or "选择目标"
            source = rt.card_name(ctx.source) if ctx.source is not None else ""
            choice = rt.ask(Decision(ctx.seat, "target_card", f"{label}（{source}：{noun_text(sel) or '对象'}）",
                                     tuple(options)))
            if choice is None:
                break
            chosen.append(choice)
            if targeting:
                ctx.deflect += deflect(ctx, choice)
    ctx.chosen[key] = tuple(chosen)
    return chosen


def _legend_fits(ctx, sel: Phrase, uid: int) -> bool:
    c = ctx.rt.card(uid)
    for t, text, _w in words(sel):
        if t in ("YOUR", "OWN", "YOU_PLAY_KIND") or (t == "MOD" and text in ("友方", "你控制的", "受你控制的", "由你控制的", "自己控制的")):
            if c.controller != ctx.seat:
                return False
        elif (t == "MOD" and text in ("敌方", *OPP_HELD)) or t == "OPPONENT_OF":
            if ctx.rt.mode.same_team(c.controller, ctx.seat):
                return False
    return True


def note_pairs(ctx, p: Phrase) -> None:
    """Remember each `位于同一个战场上的…和…` pair under `p`, so each half is chosen at one battlefield."""
    for q in p.walk():
        if q.kind == "pair" and q.has("SAME_PLACE"):
            first, second = q.parts[0], q.parts[1]
            ctx.same_place[first.span.start] = ("first", second)
            ctx.same_place[second.span.start] = ("second", first)


def same_place_pool(ctx, key: int, pool: list) -> list:
    """The first half: units at a battlefield where the second could be chosen; the second: at the first's."""
    rt = ctx.rt
    role, other = ctx.same_place[key]
    pool = [u for u in pool if rt.on_board(u) and rt.where(u)[0] == "bf"]
    if role == "second":
        anchor = [u for u in ctx.chosen.get(other.span.start, ()) if rt.on_board(u)]
        return [u for u in pool if anchor and rt.where(u) == rt.where(anchor[0]) and u != anchor[0]]
    partners = [u for u in board_candidates(ctx, other) if rt.on_board(u) and rt.where(u)[0] == "bf"]
    return [u for u in pool if any(v != u and rt.where(v) == rt.where(u) for v in partners)]


def gear_on(rt, uid: int) -> list[int]:
    """The equipment attached to a unit now (rule 18.1)."""
    scan = getattr(rt, "_scan", None)  # inside a static query (statics._each): found once for every host
    if scan is not None and uid is not None:
        return list(scan.gear.get(uid, ()))
    cards = rt.state.cards  # rt.card, inline: asked for every unit whenever might or keywords are
    return [g for g in rt.permanents() if cards[g].marks.get("host") == uid]


def has_now(rt, uid: int, having: Phrase) -> bool:
    """Whether a permanent has the keyword (any value) or a buff a `having` phrase names."""
    if having.has("HAS_BUFF"):
        return rt.card(uid).marks.get("buff", 0) > 0
    return rt.keyword(uid, _keyword_word(having)) > 0


def _runes(ctx, sel: Phrase) -> list[int]:
    rt = ctx.rt
    mods = {text for t, text, _w in words(sel) if t in ("MOD", "ACTIVE_ADJ", "EXHAUSTED_ADJ")}
    want = True if mods & {"休眠", "处于休眠状态的", "休眠的"} else False if mods & {"活跃", "处于活跃状态的", "活跃状态的"} else None
    return [u for u in rt.runes(ctx.seat) if want is None or rt.card(u).tapped == want]


def same_name(ctx, d) -> bool:
    """`和我同名的` (rules-riftbound.md 22.163): the card has the name of the card with this text."""
    if ctx.source is None or ctx.source not in ctx.rt.state.cards:
        return False
    return d.name == ctx.rt.defn(ctx.source).name


_BASE_OF_NOUN = {"UNIT": "unit", "EQUIPMENT": "gear", "ARMAMENT": "gear", "SPELL": "spell", "SPELL_CARD": "spell"}


def _played_kind_this_turn(rt, sel: Phrase, uid: int) -> bool:
    """Whether the player of `uid` already played another card of its selector's kind this turn (tokens do not
    count: `每回合打出的第一件装备，不包括指示物`, rules-riftbound.md 22.131)."""
    who = rt.card(uid).owner
    base = _BASE_OF_NOUN.get(noun_of(sel) or "")
    return any(v == "play" and seat == who and u != uid and u in rt.state.cards and not rt.defn(u).token
               and (base is None or rt.defn(u).base == base)
               for seat, v, u in (rt.state.mode_data.get("turn_log") or ()))


def matches_card(ctx, sel: Phrase, uid: int) -> bool:
    """Whether a card off the board (in a trash or a deck) fits a selector by its printed facts."""
    rt = ctx.rt
    d = rt.defn(uid)
    noun = noun_of(sel)
    if noun == "UNIT" and d.base != "unit":
        return False
    if noun in ("EQUIPMENT", "ARMAMENT") and d.base != "gear":
        return False
    if noun == "ARMAMENT" and not d.program.keywords.get("装配") and "武装" not in d.tags:
        return False  # an armament off the board too (`你本回合打出了一件武装`, rules-riftbound.md 10.46)
    if noun in ("SPELL", "SPELL_CARD") and d.base != "spell":
        return False
    for t, text, w in words(sel):
        if t == "IN_YOUR_HAND" and (rt.card(uid).zone != "hand" or rt.card(uid).zone_owner != ctx.seat):
            return False  # `你手牌中的…` (rules-riftbound.md 19.29)
        if t == "OWNED_BY_YOU" and rt.card(uid).owner != ctx.seat:  # `属于你的卡牌` (rules-riftbound.md 22.231)
            return False
        if t == "FIRST_PLAYED_TURN" and (d.token or _played_kind_this_turn(rt, sel, uid)):
            return False  # `你每回合打出的第一件装备` (rules-riftbound.md 22.131)
        if t == "MIGHT_ABOVE_ALL":  # `战力高于场上其他所有单位的` (rules-riftbound.md 22.248): the card just played, on the board
            mine = rt.might(uid) if rt.on_board(uid) else (d.might or 0)
            if d.base != "unit" or any(rt.might(u) >= mine for u in rt.units() if u != uid):
                return False
        if t == "MIGHT_VS_KILLED":  # `战力比被摧毁单位最多高1点的` (rules-riftbound.md 9.66): none destroyed, none fits
            if not ctx.killed_might or d.base != "unit" or (d.might or 0) > max(ctx.killed_might) + killed_margin(text):
                return False
        if t == "MOD" and text in ("另一名", "另一件", "另一个", "另一张", "其他", "其他的", *BUT_ME) and uid in (ctx.me, ctx.source):
            return False  # `当你打出另一名单位时`: the card itself is not another (rules-riftbound.md 10.14)
        if t == "tagged" and not tag_fits(w, d):  # `“龙”属性单位`
            return False
        if t == "SAME_NAME_AS_ME" and not same_name(ctx, d):  # `和我同名的卡牌` (rules-riftbound.md 22.163)
            return False
        if t == "having" and (bool(not w.has("HAS_BUFF") and d.keywords.get(_keyword_word(w))) == w.has("NOT_HAVING")):
            return False  # printed keywords only; off the board no card has a buff
        if t == "cost_limit":
            if w.has("MIGHT_ICON") and not w.has("COST_WORD"):
                if (d.might or 0) > number(w):
                    return False
            elif not cost_fits(ctx, w, d):
                return False
        if t == "COST_NOT_ABOVE_PAID" and not any(  # rules-riftbound.md 9.17
                (d.mana or 0) <= (rt.defn(k).mana or 0) and (d.power_cost or 0) <= (rt.defn(k).power_cost or 0)
                for k in getattr(ctx, "paid_with", ())):
            return False
    return True


def _keyword_word(having: Phrase) -> str:
    from zhdsl.games.riftbound.program import placeholder

    return placeholder(having.tok("KW"))[0]


def cost_fits(ctx, w: Phrase, d) -> bool:
    """A card's printed cost against `费用不高于{{3}}` / `费用不低于{{5}}` (its mana) or
    `符能费用不低于{{A}}{{A}}` (how many power it costs)."""
    if w.has("YOUR_SCORE") or w.has("MY_MIGHT_TAIL"):  # `法力费用低于你当前分数的` (9.62): the acting player's points now
        value, limit = d.mana or 0, ctx.rt.state.players[ctx.seat].points
        if w.has("MY_MIGHT_TAIL"):  # `法力费用不高于我的战力的` (22.226): my might now (0 when I am not on the board)
            me = ctx.me
            limit = ctx.rt.might(me) if me is not None and me in ctx.rt.state.cards and ctx.rt.on_board(me) else 0
        if w.has("LOWER"):
            return value < limit
        if w.has("MORE_THAN"):
            return value > limit
        cmp = w.part("cmp")
        return value >= limit if cmp is not None and cmp.has("NOT_LESS_THAN") else value <= limit
    if w.has("COST_WORD") and w.has("AND_ALSO"):  # `费用不高于{{2}}且不高于{{A}}` (rules-riftbound.md 9.63)
        return all(_bound_fits(d, side, cmp) for side, cmp in _cost_sides(w))
    if w.has("POWER_COST_WORD"):
        limit = sum(1 for p in w.walk() for t, _x in p.tokens if t == "POWER")
        value = d.power_cost or 0
    else:
        limit = ctx.cost_value(w)
        value = d.mana or 0
    cmp = w.part("cmp")
    if cmp is not None and cmp.has("NOT_LESS_THAN"):
        return value >= limit
    return value <= limit


def tally(ctx, t: Phrase) -> int:
    """`等同于你控制的装备数量的` `X为此处敌方单位的数量` (rules-riftbound.md 1.11): how many objects fit now —
    cards of your trash with `你的废牌堆中`/`你废牌堆中的`, your hand with `你的手牌`, else the board (capped)."""
    rt = ctx.rt
    if t.has("HAND_COUNT"):
        return min(len(rt.hand_cards(ctx.seat)), 99)
    sel = t.part("selector")
    if sel is None:
        return 0
    if t.has("IN_TRASH") or any(w == "TRASH_OF" for w, _x, _p in words(sel)):
        return min(sum(1 for u in rt.state.players[ctx.seat].trash if matches_card(ctx, sel, u)), 99)
    if noun_of(sel) == "BATTLEFIELD":
        return sum(1 for b in rt.battlefields() if matches(ctx, sel, b) and rt.bf_controller(b) == ctx.seat)
    return min(len(board_candidates(ctx, sel)), 99)


def value(ctx, p: Phrase | None) -> int:
    """A number that may be `X` (the `X为…的数量` of the same sentence, kept in ctx.x) or a `等同于…数量的` tally."""
    if p is None:
        return 1
    found = p if p.kind == "num" else next((q for q in p.walk() if q.kind == "num"), None)
    if found is not None and found.has("X_VAR"):
        return getattr(ctx, "x", 0)
    t = p if p.kind == "tally" else p.part("tally")
    if t is not None:
        return tally(ctx, t)
    return number(p)


def _cost_sides(w: Phrase) -> list[tuple[list[tuple[str, str]], Phrase]]:
    """The two bounds of `费用不高于{{2}}且不高于{{A}}`: the icons read before 且 with the first comparator, the
    icons after it with the second."""
    sides: list[list[tuple[str, str]]] = [[]]
    for t, text in w.tokens:
        if t == "AND_ALSO":
            sides.append([])
        elif t in ("MANA", "POWER"):
            sides[-1].append((t, text))
    return list(zip(sides, w.all("cmp")))


def _bound_fits(d, icons: list[tuple[str, str]], cmp: Phrase) -> bool:
    """One bound of a joined cost limit: {{n}} bounds the printed mana cost, power icons written together bound
    how many power the card costs (rules-riftbound.md 9.63)."""
    mana = [number_of_icon(text) for t, text in icons if t == "MANA"]
    if mana:
        value, limit = d.mana or 0, sum(mana)
    else:
        value, limit = d.power_cost or 0, sum(1 for t, _x in icons if t == "POWER")
    return value >= limit if cmp.has("NOT_LESS_THAN") else value <= limit


def killed_margin(text: str) -> int:
    """The n of `战力比被摧毁单位最多高n点的` (0 for `战力不高于被摧毁单位的`) (rules-riftbound.md 9.66)."""
    from zhdsl.text.numerals import chinese_to_int

    m = re.search(r"高\s*([0-9]+|[一二两三四五六七八九十]+)\s*点", text)  # `最多高 1 点` (the errata's spaces)
    if m is None:
        return 0
    return int(m.group(1)) if m.group(1).isdigit() else (chinese_to_int(m.group(1)) or 0)
