"""Why a player cannot do something now (docs/rules-riftbound.md 1.10, appendix D): playing a card,
using a card's ability, a standard move (`移动X到Y`, `移动X回基地`, `集体移动到Y`) or hiding a card
(`布置待命X到Y`). Each reason begins with its appendix-D word (时机, 费用, 目标, 休眠, 目的地, 控制 …)."""

from __future__ import annotations

import re

from zhdsl.games.riftbound import play, statics, turn

_MOVE = re.compile(r"^(集体)?移动(.*?)(?:到(.+)|回基地)$")
_HIDE = re.compile(r"^布置待命(.+?)到(.+)$")


def _available(rt, seat: int) -> list:
    return (play.card_options(rt, seat) + play.ability_options(rt, seat) + turn.move_options(rt, seat)
            + turn.hide_options(rt, seat))


def _names(rt, option) -> set:
    v = option.value
    names = {option.label}
    if isinstance(v, tuple) and len(v) > 1 and isinstance(v[1], int) and v[1] in rt.state.cards:
        names.add(rt.defn(v[1]).name)
    return names


def explain(rt, seat: int, name: str) -> str:
    if any(name in _names(rt, o) for o in _available(rt, seat)):
        return ""
    m = _MOVE.match(name)
    if m:
        return _move(rt, seat, m.group(2), m.group(3), bool(m.group(1)))
    m = _HIDE.match(name)
    if m:
        return _hide(rt, seat, m.group(1), m.group(2))
    s = rt.state
    p = s.players[seat]
    trash = [u for u in p.trash if play.playable_from_trash(rt, seat, u)  # rules-riftbound.md 9.21
             or play.recur_cost(rt, seat, u) is not None]  # 流转 (rules-riftbound.md 19.50)
    if p.deck and play.grant.top_playable(rt, seat):  # the top of the main deck (rules-riftbound.md 9.25)
        trash.append(p.deck[0])
    for uid in list(p.hand) + list(p.champion) + [u for u in s.zones["facedown"] if s.cards[u].controller == seat] + trash:
        if rt.defn(uid).name == name:
            if s.cards[uid].zone == "facedown" and s.cards[uid].marks.get("hidden_turn") == s.turn:
                return "时机不符：布置待命的回合不能打出它（规则 19.3(b)）"
            return play.reason(rt, seat, uid) or "时机不符：现在不能打出它"
    for uid in [u for u in rt.permanents() if s.cards[u].controller == seat] + list(p.legend):
        if rt.defn(uid).name != name:
            continue
        reasons = [play.use_reason(rt, seat, uid, a, i) for i, a in enumerate(statics.abilities_of(rt, uid))
                   if a.kind == "activated"]
        reasons += [play.equip_reason(rt, seat, uid, *e, a.equip_cut_by_might) for a in rt.defn(uid).program.abilities for e in a.equip]
        reasons += [play.empower_reason(rt, seat, uid, play.empower_mana(rt, seat, uid, a, m), c, o)
                    for a in statics.abilities_of(rt, uid) for m, c, o in a.empower]  # rules-riftbound.md 19.49
        reasons = [r for r in reasons if r]
        if reasons:
            return reasons[0]
        return f"「{name}」没有可以使用的技能"
    return f"{rt.pname(seat)}的手牌中没有「{name}」，也没有这个技能"


def _timing_for_moves(rt, seat: int) -> str | None:
    s = rt.state
    if seat != s.active or s.phase != "main" or s.stack or s.mode_data.get("showdown") is not None:
        return "时机不符：标准移动只能在你的主阶段、法术对决之外、结算链为空时进行（规则 13.1）"
    return None


def _move(rt, seat: int, unit: str, dest: str | None, group: bool) -> str:
    s = rt.state
    where = None
    if dest is not None:
        bfs = [b for b in rt.battlefields() if rt.defn(b).name == dest]
        if not bfs:
            return f"目的地：没有名为「{dest}」的战场"
        where = ("bf", bfs[0])
    else:
        where = ("base", seat)
    why = _timing_for_moves(rt, seat)
    if why:
        return why
    if group:
        return "目的地：能一起移动到那里的活跃单位不足两名（规则 13.2）"
    units = [u for u in rt.units() if s.cards[u].controller == seat and rt.defn(u).name == unit]
    if not units:
        return f"{rt.pname(seat)}在场上没有名为「{unit}」的单位"
    if all(s.cards[u].tapped for u in units):
        return f"休眠：「{unit}」处于休眠状态，不能进行标准移动（规则 13.1）"
    if all(seat in s.cards[u].marks.get("no_move", ()) for u in units):
        return f"禁止：本回合内你不能移动「{unit}」（规则 10.7(d)）"
    if rt.where(units[0]) == where:
        return f"目的地：「{unit}」已经在那里"
    origin = rt.where(units[0])
    if where[0] == "base" and origin[0] == "bf" and statics.move_rule(rt, "NO_MOVE_TO_BASE", origin[1], units[0]):
        return f"目的地：「{rt.defn(origin[1]).name}」上的单位无法移动到基地（规则 13.9）"
    if where[0] == "base" and statics.restricted(rt, "NO_MOVE_BASE_UNIT", uid=units[0]):
        return f"目的地：「{unit}」无法移动到基地（规则 13.11）"
    if where[0] == "bf" and rt.where(units[0])[0] == "bf":
        return f"目的地：「{unit}」没有{{{{游走}}}}，不能在战场之间移动（规则 19.6）"
    tax = statics.move_tax(rt, seat, where, 1)
    if (tax[0] or tax[1]) and not rt.can_afford(seat, *tax):  # rules-riftbound.md 22.245
        return f"费用：移动到「{dest}」要先支付费用，你付不起（规则 22.245）"
    return f"目的地：「{dest or '基地'}」不是「{unit}」的合法目的地（规则 13.3）"


def _hide(rt, seat: int, card: str, bf_name: str) -> str:
    s = rt.state
    if seat != s.active or s.phase != "main" or s.stack or s.mode_data.get("showdown") is not None:
        return "时机不符：布置待命只能在你的主阶段、法术对决之外、结算链为空时进行（规则 19.3(a)）"
    bfs = [b for b in rt.battlefields() if rt.defn(b).name == bf_name]
    if not bfs:
        return f"目的地：没有名为「{bf_name}」的战场"
    if rt.bf_controller(bfs[0]) != seat:
        return f"控制：你不控制「{bf_name}」，不能在那里布置待命牌（规则 19.3(a)）"
    if any(s.cards[u].marks.get("at") == bfs[0] for u in s.zones["facedown"]):
        return f"目的地：「{bf_name}」的正面朝下区已满（规则 4.1）"
    if not any(rt.defn(u).name == card for u in s.players[seat].hand):
        return f"{rt.pname(seat)}的手牌中没有「{card}」"
    if not rt.can_afford(seat, 0, ("A",)):
        return "费用不足：布置待命要支付{{A}}（规则 19.3(a)）"
    return f"「{card}」没有{{{{待命}}}}"
