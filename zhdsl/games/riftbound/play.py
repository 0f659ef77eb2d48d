"""Playing cards and using abilities (rules 9, 10.5, 19.3): what a player may do now, the costs,
and putting a card into play or on the chain."""

from __future__ import annotations

import attrs

from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.stack import StackEntry
from zhdsl.games.riftbound import conditions, effects, payment, statics, targets, triggers, verbs
from zhdsl.games.riftbound.verbs import banishtop, grant, playcut
from zhdsl.games.riftbound import playrules
from zhdsl.games.riftbound.program import mode_sentences


@attrs.frozen
class CardPlay:
    """A spell's chain entry: the card, what was paid for it, and the choices of each execution
    (two with {{回响}}, rule 19.9), made when it was played (rule 9.4(a))."""

    card: int
    paid_extra: bool
    mana_paid: int
    runs: tuple  # targets.Choices, one per execution
    here: object
    text: str = ""
    paid_with: tuple = ()  # the units destroyed to pay an additional cost (`被摧毁单位`, rules-riftbound.md 9.17)
    played_by: int | None = None  # who played it, once another player took control of it on the chain (11.16)


@attrs.frozen
class AbilityUse:
    ability: object
    source: int
    choices: targets.Choices = targets.NONE
    text: str = ""


def entry_targets(e) -> tuple:
    """The objects a chain entry targets (rule 9.4): what responses may ask about."""
    eff = e.effect
    if isinstance(eff, CardPlay):
        return tuple(u for run in eff.runs for u in run.targets)
    choices = getattr(eff, "choices", None)
    return choices.targets if choices is not None else ()


def speed_of(rt, uid: int) -> str | None:
    """反应, 迅捷 or None: the card's own permission (rules 9.1, 19.1, 19.2)."""
    kw = rt.defn(uid).keywords
    if kw.get("反应") or (rt.card(uid).zone == "facedown"):
        return "反应"
    if kw.get("迅捷"):
        return "迅捷"
    given = statics.hand_keywords(rt, uid) if rt.card(uid).zone == "hand" else set()  # rules-riftbound.md 19.29
    if kw.get("灵便") or "灵便" in given or "反应" in given:
        return "反应"
    if "迅捷" in given:
        return "迅捷"
    return grant.own_speed(rt, uid)  # `你可以打出我，如同我拥有{{迅捷}}` (rules-riftbound.md 9.23)


def timing_ok(rt, seat: int, speed: str | None) -> bool:
    """Rule 9.1: no speed — your main phase, neutral open; 迅捷 — also a showdown with focus and an
    empty chain; 反应 — also whenever you hold priority with a chain."""
    s = rt.state
    showdown = s.mode_data.get("showdown")
    if s.stack:
        return speed == "反应"
    if showdown is not None:
        return speed in ("反应", "迅捷")
    return (seat == s.active or seat == s.mode_data.get("invited")) and s.phase == "main"


def card_cost(rt, seat: int, uid: int) -> tuple[int, tuple]:
    d = rt.defn(uid)
    mana = d.mana or 0
    mana_up, power_cut, power_up = statics.cost_shift(rt, seat, uid)  # rules-riftbound.md 9.18
    mana += statics.cost_increase(rt, seat, uid) + mana_up  # increases first, then reductions (rules-riftbound.md 9.15)
    reduce, floor = statics.cost_reduction(rt, seat, uid)
    mana = max(min(mana, floor), mana - reduce) if reduce else mana
    mana -= playcut.play_cut(rt, seat, uid)  # `你本回合打出的下一张法术牌费用减少{{2}}` (rules-riftbound.md 10.26)
    recur = recur_cost(rt, seat, uid)
    if rt.card(uid).zone == "facedown":
        mana = 0
        power = ()
    elif recur is not None:  # `{{流转3红色}}`: the 流转 cost instead of its costs (rules-riftbound.md 19.50)
        mana, power = recur
    else:
        colours = frozenset(d.colours) if d.colours else None
        power = tuple((colours if colours else "A") for _ in range(d.power_cost or 0))
        power_cut += statics.self_power_cut(rt, seat, uid)  # `我的费用减少{{2}}和{{绿色}}` (rules-riftbound.md 16.17)
        power_cut += playcut.play_power_cut(rt, seat, uid)  # `…的下一名单位的费用减少{{2}}和{{A}}` (22.203)
        power = power[:max(0, len(power) - power_cut)] + ("A",) * power_up
    return max(0, mana), power


def recur_cost(rt, seat: int, uid: int):
    """(mana, power) of a spell's `{{流转…}}` while it is in its owner's trash (rules-riftbound.md 19.50), or None
    (not in the trash, no 流转, or playable from the trash at its own cost by `你可以从你的废牌堆中打出我`)."""
    c = rt.card(uid)
    if c.zone != "trash" or c.owner != seat or rt.defn(uid).base != "spell":
        return None
    for ability in rt.defn(uid).program.abilities:
        for m, colours in ability.recur:
            if playable_from_trash(rt, seat, uid):
                return None
            return m, tuple(colours)
    granted = c.marks.get("recur_grant")  # `给予…在本回合内{{流转}}` (rules-riftbound.md 19.60)
    if granted and granted[0] == rt.state.turn and not playable_from_trash(rt, seat, uid):
        return granted[1], tuple(granted[2])
    return None


def _targeted_cut(rt, seat: int, mana: int, power: tuple, chosen) -> tuple[int, tuple]:
    """A spell's cost after `你以我为目标的法术费用减少{{1}}或{{A}}` of the objects it chose (rules-riftbound.md 9.14):
    the mana when the spell still costs that much mana, otherwise the power symbols of the alternative."""
    cut_mana, cut_power = statics.targeted_spell_cut(rt, seat, chosen)
    if cut_mana and (mana >= cut_mana or not cut_power):
        return max(0, mana - cut_mana), power
    if cut_power:
        return mana, power[:max(0, len(power) - cut_power)]
    return mana, power


def _extra_cost_clauses(d):
    """`你必须…，作为打出我的额外费用` (required) and `你可以选择支付…，作为…` (optional) (rule 9.6)."""
    required, optional = [], []
    for ability in d.program.abilities:
        for sentence in ability.sentences:
            clauses = sentence.part("clauses")
            inner = _optional_extra_cost(clauses)
            if inner is not None:  # `你可以选择消耗2经验，作为打出我的额外费用` (rules-riftbound.md 9.19)
                optional.extend(inner)
                continue
            if clauses is None or not any(c.kind == "extra_cost" for c in clauses.parts):
                continue
            for c in clauses.parts:
                if c.kind == "optional":
                    optional.extend(c.parts[0].parts)
                elif c.kind in ("clause", "take", "let_cmd"):  # `你必须将…`/`你必须让…` too (rules-riftbound.md 9.59)
                    required.append(c)
    return required, optional


def _optional_extra_cost(clauses):
    """`你可以选择X，作为打出我的额外费用。` with nothing bought (no `以此`): the cost clauses X, or None."""
    if clauses is None or len(clauses.parts) != 1 or clauses.parts[0].kind != "optional":
        return None
    inner = clauses.parts[0].parts[0]
    if inner.split_at("BY_THIS") is not None or not any(c.kind == "extra_cost" for c in inner.parts):
        return None
    return [c for c in _flat(inner.parts) if c.kind != "extra_cost"]


def is_extra_cost_ability(ability) -> bool:
    return any(c.kind == "extra_cost" for s in ability.sentences
               for c in (s.part("clauses").parts if s.part("clauses") else ())) \
        or any(_playing_me(s) or _optional_extra_cost(s.part("clauses")) is not None for s in ability.sentences)


def _playing_me(sentence) -> bool:
    leads = sentence.part("leads")
    if leads is not None and leads.has("PLAYING_ME"):
        return True
    if leads is None and _waiver(sentence):  # `你可以横置一名友方单位，以此无视本法术的费用` (rules-riftbound.md 9.30)
        return True
    # `当你打出此牌时，你可以选择…作为额外费用，以此…`: an additional cost chosen as the card is played (9.10(d))
    trig = next((lead for lead in leads.parts if lead.kind == "trig"), None) if leads is not None else None
    clauses = sentence.part("clauses")
    if trig is None or clauses is None or not any(q.kind == "extra_cost" for q in clauses.walk()):
        return False
    if trig.tokens == (("PLAYED_THIS", "打出此牌时"),):  # `打出此牌时，你可以选择…作为额外费用` (22.220)
        return True
    events = trig.all("event")
    return len(events) == 1 and events[0].parts[-1].kind == "ev_play" and any(
        s.tokens and s.tokens[0][1] in ("我", "此牌") for s in events[0].parts[-1].all("selector"))


def _waiver(sentence) -> bool:
    """A sentence of its own `你可以X，以此无视本法术的费用`: an optional cost that waives the spell's cost."""
    clauses = sentence.part("clauses")
    if clauses is None or not clauses.parts or clauses.parts[0].kind != "optional":
        return False
    split = clauses.parts[0].parts[0].split_at("BY_THIS") if len(clauses.parts) == 1 else clauses.split_at("BY_THIS")
    return split is not None and any(q.kind == "ignore_own_cost" for c in split[1] for q in c.walk())


WAIVED = 10**6  # `无视此法术的费用`: no mana and no power (rules-riftbound.md 9.10(d))


def _flat(parts) -> list:
    out = []
    for c in parts:
        out.extend(_flat(c.parts) if c.kind == "clauses" else [c])
    return out


def as_played(sentence, base: str):
    """An optional additional cost chosen as the card is played, with what it buys (rules-riftbound.md
    9.9): `打出我时，你可以选择额外支付{{绿色}}来抽一张牌`, and on a unit or gear `你可以选择消耗3经验，作为打出我的
    额外费用，以此让我的费用减少{{3}}`. (cost clauses, bought clauses), or None."""
    clauses = sentence.part("clauses")
    if clauses is None or not clauses.parts or clauses.parts[0].kind != "optional":
        return None
    if len(clauses.parts) == 1:
        split = clauses.parts[0].parts[0].split_at("BY_THIS")
        if split is None:
            return None
        costs, bought = _flat(split[0]), _flat(split[1])
    else:  # `你可以选择X作为额外费用，以此Y`: the option holds only the cost
        split = clauses.split_at("BY_THIS")
        if split is None or len(split[0]) != 1:
            return None
        costs, bought = _flat(clauses.parts[0].parts[0].parts), _flat(split[1])
    if not _playing_me(sentence) and not (base != "spell" and any(c.kind == "extra_cost" for c in costs)):
        return None
    return tuple(c for c in costs if c.kind != "extra_cost"), tuple(bought)


def as_played_costs(d) -> list:
    return [found for ability in d.program.abilities for sentence in ability.sentences
            if (found := as_played(sentence, d.base)) is not None]


def self_reduction(bought) -> int:
    """`以此让我的费用减少{{2}}`: the mana the bought clauses take off the card's own cost (0 if they do
    something else); `以此无视此法术的费用`: all of it (WAIVED)."""
    total = 0
    for c in bought:
        for q in c.walk():
            if q.kind == "ignore_own_cost":
                return WAIVED
            if q.kind == "cost_reduce":
                total += sum(int(t.strip("{}[] ")) for x in q.walk() for k, t in x.tokens if k == "MANA")
    return total


def alt_cost_clauses(sentence):
    """`如果…，则你可以选择支付{{蓝色}}来将我打出` (rules-riftbound.md 9.12): the `支付…` clauses of an alternative
    cost (a sentence with a condition, an option `支付X来将我打出` and nothing else), or None."""
    leads, clauses = sentence.part("leads"), sentence.part("clauses")
    if leads is None or not any(lead.kind == "cond_lead" for lead in leads.parts) or any(lead.kind == "trig" for lead in leads.parts):
        return None
    if clauses is None or len(clauses.parts) != 1 or clauses.parts[0].kind != "optional":
        return None
    split = clauses.parts[0].parts[0].split_at("BY_THIS")
    if split is None:
        return None
    costs, bought = _flat(split[0]), _flat(split[1])
    if not costs or not all(c.kind == "clause" and c.parts[-1].kind == "pay" for c in costs):
        return None
    if len(bought) != 1 or bought[0].kind != "clause" or bought[0].parts[-1].kind != "alt_play":
        return None
    return tuple(costs)


def discard_replacement(sentence):
    """`当你弃置我时，你可以选择支付{{红色}}，改为将我打出到场上` (rules-riftbound.md 17.2(b)): the `支付…` clauses of
    a replacement of the card's own discard, or None."""
    leads, clauses = sentence.part("leads"), sentence.part("clauses")
    trig = next((lead for lead in leads.parts if lead.kind == "trig"), None) if leads is not None else None
    if trig is None or len(leads.parts) != 1 or [e.parts[-1].kind for e in trig.all("event")] != ["ev_discard_me"]:
        return None
    if clauses is None or len(clauses.parts) != 1 or clauses.parts[0].kind != "optional":
        return None
    steps = _flat(clauses.parts[0].parts[0].parts)
    if len(steps) < 2 or steps[-1].kind != "instead" or not any(q.kind == "alt_play" for q in steps[-1].walk()):
        return None
    costs = steps[:-1]
    if not all(c.kind == "clause" and c.parts[-1].kind == "pay" for c in costs):
        return None
    return tuple(costs)


def _sum_costs(costs) -> tuple[int, tuple]:
    """(mana, power) of `支付…` clauses."""
    from zhdsl.games.riftbound.verbs.pay import cost_of

    mana, power = 0, ()
    for c in costs:
        m, p_ = cost_of(c.parts[-1])
        mana, power = mana + m, power + p_
    return mana, power


def discard_replacement_cost(rt, uid: int):
    """(mana, power) of the card's own discard replacement, or None."""
    for ability in rt.defn(uid).program.abilities:
        for sentence in ability.sentences:
            costs = discard_replacement(sentence)
            if costs is not None:
                return _sum_costs(costs)
    return None


def alt_costs(rt, seat: int, uid: int) -> list[tuple[int, tuple, str]]:
    """The alternative costs of card `uid` whose conditions hold now (rules-riftbound.md 9.12): (mana, power, text) each."""
    d = rt.defn(uid)
    out = []
    for ability in d.program.abilities:
        if ability.kind != "effect" or not labels_ok(rt, seat, ability, rt.state.players[seat].played >= 1):
            continue
        for sentence in ability.sentences:
            costs = alt_cost_clauses(sentence)
            if costs is None or not statics._conditions_hold(effects.Ctx(rt, seat, uid), sentence):
                continue
            mana, power = _sum_costs(costs)
            shown = ([f"{{{{{mana}}}}}"] if mana else []) + [f"{{{{{c}}}}}" for c in power]
            out.append((mana, power, "支付" + "".join(shown)))
    return out


def card_options(rt, seat: int) -> list[Option]:
    s = rt.state
    p = s.players[seat]
    out = []
    for zone in ("hand", "champion"):
        for uid in getattr(p, zone):
            if rt.defn(uid).base not in ("unit", "gear", "spell"):
                continue
            if reason(rt, seat, uid) is None:
                out.append(Option(f"打出{rt.card_name(uid)}", ("play", uid)))
    for uid in p.trash:  # `你可以从你的废牌堆中打出我` (rules-riftbound.md 9.21)
        if rt.defn(uid).base in ("unit", "gear", "spell") \
                and (playable_from_trash(rt, seat, uid) or recur_cost(rt, seat, uid) is not None) \
                and reason(rt, seat, uid) is None:
            out.append(Option(f"从废牌堆打出{rt.card_name(uid)}", ("play", uid)))
    if p.deck and grant.top_playable(rt, seat):  # `你可以从你的主牌堆顶部打出卡牌` (rules-riftbound.md 9.25)
        uid = p.deck[0]
        if rt.defn(uid).base in ("unit", "gear", "spell") and reason(rt, seat, uid) is None:
            out.append(Option(f"从主牌堆顶部打出{rt.card_name(uid)}", ("play", uid)))
    for uid in p.banish:  # `直到你的下一个回合结束阶段，你可以选择打出该牌` (rules-riftbound.md 17.62)
        if rt.defn(uid).base in ("unit", "gear", "spell") and banishtop.playable(rt, seat, uid) and reason(rt, seat, uid) is None:
            out.append(Option(f"从放逐区打出{rt.card_name(uid)}", ("play", uid)))
    for uid in s.zones["facedown"]:
        c = rt.card(uid)
        if c.controller == seat and c.marks.get("hidden_turn") != s.turn and reason(rt, seat, uid) is None:
            out.append(Option(f"从待命打出{rt.card_name(uid)}", ("play", uid)))
    return out


def playable_from_trash(rt, seat: int, uid: int) -> bool:
    """The card's own `你可以从你的废牌堆中打出我` (rules-riftbound.md 9.21): its owner may play it from their
    trash as from the hand, paying its cost, while the sentence's conditions hold."""
    from zhdsl.games.riftbound.statics import _conditions_hold

    if rt.card(uid).owner != seat:
        return False
    ctx = effects.Ctx(rt, seat, uid)
    return any(any(q.kind == "play_from_trash_self" for q in sentence.walk()) and _conditions_hold(ctx, sentence)
               for ability in rt.defn(uid).program.abilities if ability.kind == "effect" for sentence in ability.sentences)


def _own_timing(rt, seat: int, uid: int) -> bool:
    """Whether the card's own speed (伏击 included, rule 19.15) lets `seat` play it now, without a grant."""
    speed = speed_of(rt, uid)
    if rt.defn(uid).keywords.get("伏击") and not timing_ok(rt, seat, speed):
        if ambush_places(rt, seat, uid) and timing_ok(rt, seat, "反应"):
            speed = "反应"
    return timing_ok(rt, seat, speed)


def _granted_timing(rt, seat: int, uid: int):
    """The grant (index, speed) this turn that lets `seat` play `uid` now (rules-riftbound.md 9.24), or None."""
    g = grant.granted_speed(rt, seat, uid)
    return g if g is not None and timing_ok(rt, seat, g[1]) else None


def reason(rt, seat: int, uid: int) -> str | None:
    """Why `seat` cannot play card `uid` now (Chinese, beginning with its appendix-D word), or None. Its costs
    are paid for playing it: resources limited to its kind may pay (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid)):
        why = _reason(rt, seat, uid)
    if why == NO_MONEY and rt.limited(seat) and _reason_with_all_uses(rt, seat, uid) is None:
        return "费用不足：限定用途的资源不能用于打出它（规则 7.10(a)）"
    return why


NO_MONEY = "费用不足（规则 9.2(4)）"


def _reason_with_all_uses(rt, seat: int, uid: int) -> str | None:
    with rt.paying(frozenset({"unit", "spell", "gear"})):
        return _reason(rt, seat, uid)


def _reason(rt, seat: int, uid: int) -> str | None:
    d = rt.defn(uid)
    speed = speed_of(rt, uid)
    if d.base == "unit" and d.keywords.get("伏击") and not timing_ok(rt, seat, speed):
        if ambush_places(rt, seat, uid) and timing_ok(rt, seat, "反应"):
            speed = "反应"
    if not timing_ok(rt, seat, speed) and not _granted_timing(rt, seat, uid):
        return "时机不符：现在不能打出它（规则 9.1）"
    if rt.state.players[seat].no_spells == 2:
        return "禁止：本回合内不能打出卡牌（规则 10.27）"
    banned = playrules.named_ban(rt, seat, uid)
    if banned is not None:
        return f"禁止：宣告的“{banned}”不能被打出（规则 22.202）"
    early = playrules.early_turns_banned(rt, seat, uid)
    if early is not None:
        return f"禁止：它不能在你的第{early}个回合中被打出（规则 22.201）"
    if d.base == "spell" and rt.state.players[seat].no_spells:
        return "禁止：本回合内不能打出法术（规则 10.7(d)）"
    mana, power = card_cost(rt, seat, uid)
    if d.base == "spell":  # the most the friendly objects it may choose can take off (rules-riftbound.md 9.14)
        mana, power = _targeted_cut(rt, seat, mana, power, [u for u in rt.permanents() if rt.card(u).controller == seat])
    ctx = effects.Ctx(rt, seat, uid)
    for costs, buys in as_played_costs(d):  # a cost that makes the card cheaper may be what makes it affordable
        cut = self_reduction(buys)
        if cut and all(verbs.can_pay(ctx, c) for c in costs):
            mana = max(0, mana - cut)
            power = () if cut == WAIVED else power
    if playrules.free_play(rt, seat, uid) is not None:  # `…，无视其法力费用` this turn (rules-riftbound.md 9.28)
        mana = 0
    if not rt.can_afford(seat, mana, power) and not any(rt.can_afford(seat, m, p_) for m, p_, _t in
                                                         (alt_costs(rt, seat, uid) if rt.card(uid).zone != "facedown" else ())):
        return NO_MONEY
    required, _optional = _extra_cost_clauses(d)
    if not all(verbs.can_pay(ctx, c) for c in required):
        return "费用不足：额外费用无法支付（规则 9.6）"
    if d.base == "spell" and not _targetable(rt, seat, uid, lambda k: rt.can_afford(seat, mana, power + ("A",) * k)):
        return "目标：没有合法的目标（规则 9.4(c)）"
    if d.base == "unit" and rt.card(uid).zone != "facedown" and playrules.only_places(rt, seat, uid) == []:
        return "禁止：现在没有它能被打出到的位置（规则 9.82）"
    if deploys(d) and not any(rt.bf_controller(b) == seat or seat in rt.controllers_at(b) for b in rt.battlefields()):
        return "禁止：{{部署}}的牌只能打出到有你的单位或受你控制的战场（规则 19.51）"
    return None


def spell_abilities(rt, seat: int, d, legion: bool) -> list:
    """(index, ability) of a spell's lines that run when it resolves (keyword lines and extra costs do
    not; a line whose 鼓舞/等级 does not hold does not, rule 10.10)."""
    out = []
    for index, ability in enumerate(d.program.abilities):
        if ability.kind not in ("effect", "modal") or is_extra_cost_ability(ability):
            continue
        if not labels_ok(rt, seat, ability, legion):
            continue
        out.append((index, ability))
    return out


def labels_ok(rt, seat: int, ability, legion: bool) -> bool:
    for name, n in ability.labels:
        if name == "鼓舞" and not legion:
            return False
        if name == "等级" and rt.state.players[seat].xp < (n or 0):
            return False
        if name == "已强化":  # a card being played is not empowered (rules-riftbound.md 19.49)
            return False
    return True


def _hidden_ctx(rt, seat: int, uid: int):
    ctx = effects.Ctx(rt, seat, uid)
    if rt.card(uid).zone == "facedown":
        at = rt.card(uid).marks.get("at")
        ctx.hidden_at, ctx.here = at, ("bf", at)
    return ctx


def _targetable(rt, seat: int, uid: int, afford=None) -> bool:
    """Rule 9.4(c): each required target of the spell has a legal choice (some mode of a modal list)."""
    d = rt.defn(uid)
    ctx = _hidden_ctx(rt, seat, uid)
    legion = rt.state.players[seat].played >= 1
    for _index, ability in spell_abilities(rt, seat, d, legion):
        if ability.kind == "modal":
            if ability.modes and not any(targets.can_target(ctx, [m], afford) for m in ability.modes):
                return False
        elif not targets.can_target(ctx, [ability.sentences], afford):
            return False
    return True


def _choose_run(rt, seat: int, uid: int, legion: bool, afford):
    """One execution's mode and targets (rules 9.2(2), 9.4(a)): (choices, {{法盾}} to pay)."""
    d = rt.defn(uid)
    ctx = _hidden_ctx(rt, seat, uid)
    bodies = targets.bodies(rt, ctx, spell_abilities(rt, seat, d, legion), ("effect", "modal"))
    targets.choose(ctx, [body for _i, body in bodies], afford)
    return targets.record(ctx, legion), ctx.deflect


def play_card(rt, seat: int, uid: int) -> None:
    """Rule 9.2: choose the mode and targets, the location, the optional costs; pay (with the {{法盾}} of
    the targets); then a unit or gear enters the board and a spell goes on the chain, its targets known
    to every player. What is paid is paid for playing it (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid)):
        _play_card(rt, seat, uid)


def _play_card(rt, seat: int, uid: int) -> None:
    s = rt.state
    d = rt.defn(uid)
    if "灵便" in statics.hand_keywords(rt, uid):  # it keeps the 灵便 its hand gave it as it is played (19.29)
        rt.mark(uid, quick_draw=True)
    if not _own_timing(rt, seat, uid):  # played on a grant of this turn: it is used (rules-riftbound.md 9.24)
        g = _granted_timing(rt, seat, uid)
        if g is not None:
            grant.use_grant(rt, seat, g[0])
    facedown = rt.card(uid).zone == "facedown"
    hidden_at = rt.card(uid).marks.get("at") if facedown else None
    mana, power = card_cost(rt, seat, uid)
    playcut.use_play_cut(rt, seat, uid)
    free = playrules.free_play(rt, seat, uid)  # `在本回合内可以从手牌中打出…，无视其法力费用` (rules-riftbound.md 9.28)
    if free is not None and mana and rt.can_afford(seat, 0, power) and rt.ask(Decision(
            seat, "choice", f"是否使用本回合的许可打出{rt.card_name(uid)}，无视其法力费用？",
            (Option("使用许可", True), Option("支付法力", False)))):
        playrules.use_free_play(rt, seat, free)
        mana = 0
    recurring = recur_cost(rt, seat, uid) is not None  # banished after it resolves (rules-riftbound.md 19.50)
    rt.mark(uid, played_from=rt.card(uid).zone)  # where it is played from (rules-riftbound.md 10.16)
    if recurring:
        rt.mark(uid, recurred=True)
        rt.log("recur", seat, f"{rt.pname(seat)}支付流转费用，从废牌堆打出{rt.card_name(uid)}", uid)
    ctx = effects.Ctx(rt, seat, uid)
    required, optional = _extra_cost_clauses(d)
    legion = s.players[seat].played >= 1
    runs, deflect = [], 0
    if d.base == "spell":
        choices, deflect = _choose_run(rt, seat, uid, legion, lambda k: rt.can_afford(seat, mana, power + ("A",) * k))
        runs.append(choices)
    paid_extra = ready = False
    kw = d.keywords

    def affordable(m, p):
        return rt.can_afford(seat, m, p + ("A",) * deflect)

    for alt_mana, alt_power, alt_text in ([] if facedown else alt_costs(rt, seat, uid)):  # rules-riftbound.md 9.12
        if not affordable(alt_mana, alt_power):
            continue
        if not affordable(mana, power) or rt.ask(Decision(
                seat, "choice", f"是否改为{alt_text}来打出{rt.card_name(uid)}（代替其费用）？",
                (Option("支付代替费用", True), Option("支付原本的费用", False)))):
            mana, power = alt_mana, alt_power
            break

    waiting = dict(playrules.next_unit_keywords(rt, seat, uid))  # `你打出的下一名单位具有{{急速}}` (22.168)
    if kw.get("急速") or "急速" in waiting or playrules.origin_keyword(rt, seat, uid, "急速"):  # rules-riftbound.md 10.16(c)
        colour = frozenset(d.colours) if len(d.colours) == 1 else "A"
        haste_mana, haste_power = playrules.cut_extra(rt, seat, uid, 1, (colour,))  # rules-riftbound.md 9.27
        if affordable(mana + haste_mana, power + haste_power):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付急速（{{{{1}}}}和1点符能），使其以活跃状态进场？",
                               (Option("支付急速", True), Option("不支付", False)))):
                mana, power, ready = mana + haste_mana, power + haste_power, True
    bought, costs_now = [], []
    for clause in optional:
        from zhdsl.games.riftbound.verbs.pay import cost_of

        pays = clause.kind == "clause" and clause.parts and clause.parts[-1].kind == "pay"
        extra_mana, extra_power = cost_of(clause) if pays else (0, ())
        extra_mana, extra_power = playrules.cut_extra(rt, seat, uid, extra_mana, extra_power)  # rules-riftbound.md 9.27
        if not pays and not verbs.can_pay(ctx, clause):  # `消耗2经验` (rules-riftbound.md 9.19)
            continue
        if affordable(mana + extra_mana, power + extra_power):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付额外费用？",
                               (Option("支付", True), Option("不支付", False)))):
                mana, power, paid_extra = mana + extra_mana, power + extra_power, True
                if not pays:
                    costs_now.append(clause)
    for costs, buys in as_played_costs(d):  # rules-riftbound.md 9.9
        from zhdsl.games.riftbound.verbs.pay import cost_of

        extra_mana, extra_power, others = 0, (), []
        for c in costs:
            vp = c.parts[-1] if c.kind == "clause" else None
            if vp is not None and vp.kind == "pay":
                m, p_ = cost_of(vp)
                extra_mana, extra_power = extra_mana + m, extra_power + p_
            else:
                others.append(c)
        extra_mana, extra_power = playrules.cut_extra(rt, seat, uid, extra_mana, extra_power)  # rules-riftbound.md 9.27
        cut = self_reduction(buys)
        waived = cut == WAIVED
        if not affordable(max(0, mana + extra_mana - cut), extra_power if waived else power + extra_power) \
                or not all(verbs.can_pay(ctx, c) for c in others):
            continue
        if not rt.ask(Decision(seat, "choice", f"是否{rt.describe_phrase(costs[0]) if costs else '支付额外费用'}（打出{rt.card_name(uid)}的额外费用）？",
                               (Option("支付", True), Option("不支付", False)))):
            continue
        mana, power, paid_extra = mana + extra_mana, (extra_power if waived else power + extra_power), True
        costs_now.extend(others)
        if cut:
            mana = max(0, mana - cut)
        else:
            bought.append(buys)
    for extra_mana, colours, other in [(*playrules.cut_extra(rt, seat, uid, m, tuple(c)), o)  # rules-riftbound.md 9.27
                                       for a in d.program.abilities for m, c, o in a.repeat]:
        # `{{回响}} — 弃置一张手牌`: a cost that is not resources, paid with the card (rules-riftbound.md 9.20)
        steps = [c for c in (other.part("clauses").parts if other is not None and other.part("clauses") is not None else ())
                 if hasattr(c, "kind") and c.kind in ("clause", "let_cmd", "take", "clauses")]
        if d.base == "spell" and affordable(mana + extra_mana, power + tuple(colours)) \
                and all(verbs.can_pay(ctx, c) for c in steps):
            if rt.ask(Decision(seat, "choice", f"是否为{rt.card_name(uid)}支付回响，让效果再执行一次？",
                               (Option("支付回响", True), Option("不支付", False)))):
                mana, power = mana + extra_mana, power + tuple(colours)
                costs_now.extend(steps)
                base = deflect
                choices, more = _choose_run(rt, seat, uid, legion,
                                            lambda k, m=mana, p=power, b=base: rt.can_afford(seat, m, p + ("A",) * (b + k)))
                runs.append(choices)
                deflect += more
    if d.base == "spell":  # `你以我为目标的法术费用减少…` (rules-riftbound.md 9.14)
        mana, power = _targeted_cut(rt, seat, mana, power, [u for run in runs for u in run.targets])
    where = None
    if d.base == "unit" or deploys(d):
        where = choose_location(rt, seat, uid, hidden_at)
        if where is None:  # `你只能将我打出到…` with no such place now (rules-riftbound.md 9.82)
            rt.log("refuse", seat, f"{rt.card_name(uid)}没有能被打出到的位置")
            return
    if not rt.pay(seat, mana, power + ("A",) * deflect):
        rt.log("refuse", seat, f"{rt.card_name(uid)}的费用无法支付")
        return
    if deflect:
        rt.log("deflect", seat, f"目标的法盾使费用增加{deflect}点{{{{A}}}}（规则 19.4）")
    paid_with: list = []
    for clause in [*required, *costs_now]:
        effects.run_clause(ctx, clause)
        if any(q.kind in ("kill", "kill_take") for q in clause.walk()):
            paid_with.extend(u for u in ctx.it if u not in paid_with)
    rt.log("play", seat, f"{rt.pname(seat)}打出{rt.card_name(uid)}", uid)
    for buys in bought:  # what an additional cost bought happens as the card is played (rule 9.9)
        for clause in buys:
            effects.run_clause(effects.Ctx(rt, seat, uid, paid_extra=True), clause)
    if d.base == "spell":
        note_spell_mana(rt, seat, mana)
        entry = s.new_uid()
        rt.put(uid, "stack", seat)
        s.mut(uid).zone = "stack"
        s.stack.append(StackEntry(entry, "card", rt.card_name(uid), seat, seat,
                                  CardPlay(uid, paid_extra, mana, tuple(runs), ("bf", hidden_at) if hidden_at is not None else None,
                                           paid_with=tuple(paid_with)),
                                  card=uid))
        s.passed = frozenset()
        for run in runs:
            targets.fire_targeted(rt, seat, run, by_spell=True)
        return
    s.mode_data["from_hidden"] = facedown
    s.mode_data["hidden_at"] = hidden_at
    put_into_play(rt, seat, uid, where, ready=ready, paid_extra=paid_extra, mana_paid=mana)
    s.mode_data["from_hidden"] = False
    s.mode_data["hidden_at"] = None


def choose_location(rt, seat: int, uid: int, hidden_at=None):
    """Rule 9.2(2): your base or a battlefield you control (伏击: one where you have units; from face
    down: its battlefield)."""
    if hidden_at is not None:
        return None if statics.play_barred(rt, hidden_at, uid, seat) else ("bf", hidden_at)  # 9.113
    d = rt.defn(uid)
    if deploys(d):  # `{{部署}}`: only to a battlefield where you have a unit or that you control (rules-riftbound.md 19.51)
        places = [("bf", b) for b in rt.battlefields() if rt.bf_controller(b) == seat or seat in rt.controllers_at(b)]
        if not places:
            return None
        return places[0] if len(places) == 1 else rt.ask(Decision(
            seat, "choice", f"{rt.card_name(uid)}部署到哪处战场？", tuple(Option(rt.location_name(w), w) for w in places)))
    places = [("base", seat)]
    for b in rt.battlefields():
        if rt.bf_controller(b) == seat or (d.keywords.get("伏击") and b in ambush_places(rt, seat, uid)) \
                or (attacking_at(rt, seat, b) and statics.own_static(rt, seat, uid, "play_to_attacked")):
            places.append(("bf", b))
    places.extend(("bf", b) for b in playrules.enemy_battlefields(rt, seat, uid) if ("bf", b) not in places)  # 9.29
    places.extend(("bf", b) for b in playrules.granted_places(rt, seat, uid) if ("bf", b) not in places)  # 9.57
    only = playrules.only_places(rt, seat, uid)  # `你只能将我打出到…` (rules-riftbound.md 9.82)
    if only is not None:
        places = [w for w in places if w in only]  # it limits the places, never adds one
    # a battlefield's `单位无法被打出到此处` (rules-riftbound.md 9.113)
    places = [w for w in places if w[0] != "bf" or not statics.play_barred(rt, w[1], uid, seat)]
    if not places:
        return None
    if len(places) == 1:
        return places[0]
    return rt.ask(Decision(seat, "choice", f"{rt.card_name(uid)}打出到哪里？",
                           tuple(Option(rt.location_name(w), w) for w in places)))


def ambush_places(rt, seat: int, uid: int) -> list[int]:
    """The battlefields `{{伏击}}` may play `uid` to (rule 19.15): where `seat` has units; with the card's own
    `我可以{{伏击}}到有敌方单位的战场，即使你在该处没有单位` also where an enemy has units (rules-riftbound.md 22.228)."""
    enemy_too = statics.own_static(rt, seat, uid, "ambush_to_enemy")
    return [b for b in rt.battlefields() if seat in rt.controllers_at(b) or (
        enemy_too and any(not rt.mode.same_team(c, seat) for c in rt.controllers_at(b)) and rt.legal_destination(seat, b))]


def deploys(d) -> bool:
    """A gear card with `{{部署}}` (rules-riftbound.md 19.51)."""
    return d.base == "gear" and bool(d.keywords.get("部署"))


def attacking_at(rt, seat: int, bf: int) -> bool:
    """`你正在进攻的战场` (rules-riftbound.md 9.13): a battlefield where a unit of yours is an attacker now."""
    return any(rt.card(u).controller == seat and rt.card(u).marks.get("role") == "att" for u in rt.units(("bf", bf)))


def note_spell_mana(rt, seat: int, mana: int) -> None:
    """The most mana a player has paid to play one spell this turn (`如果你在本回合消耗了不低于{{4}}的费用来打出一个法术`)."""
    s = rt.state
    spent = list(s.mode_data.get("spell_mana") or (0,) * len(s.players))
    spent[seat] = max(spent[seat], mana)
    s.mode_data["spell_mana"] = tuple(spent)


def put_into_play(rt, seat: int, uid: int, where=None, ready=False, free=False, paid_extra=False, mana_paid=0) -> None:
    s = rt.state
    d = rt.defn(uid)
    if free and playrules.named_ban(rt, seat, uid) is not None:  # an effect's play too (rules-riftbound.md 22.202)
        rt.log("play", seat, f"宣告的“{d.name}”不能被打出", uid)
        return
    if free and playrules.early_turns_banned(rt, seat, uid) is not None:  # an effect's play too (rules-riftbound.md 22.201)
        rt.log("play", seat, f"{rt.card_name(uid)}不能在{rt.pname(seat)}的第{playrules.own_turn_number(rt, seat)}个回合中被打出", uid)
        return
    c = s.mut(uid)
    c.controller = seat
    if d.base == "spell":
        rt.mark(uid, played_from=c.zone)  # rules-riftbound.md 10.16(b)
        entry = s.new_uid()
        legion = s.players[seat].played >= 1
        choices, deflect = _choose_run(rt, seat, uid, legion, lambda k: rt.can_afford(seat, 0, ("A",) * k))
        if deflect:
            rt.pay(seat, 0, ("A",) * deflect)
        rt.put(uid, "stack", seat)
        s.mut(uid).zone = "stack"
        s.stack.append(StackEntry(entry, "card", rt.card_name(uid), seat, seat, CardPlay(uid, False, 0, (choices,), where),
                                  card=uid))
        targets.fire_targeted(rt, seat, choices, by_spell=True)
        return
    where = where if (where and (d.base == "unit" or deploys(d))) else ("base", seat)
    origin = c.zone if c.zone != "stack" else (c.marks.get("played_from") or "hand")
    ready = ready or (d.base == "gear") or statics.enters_ready(rt, seat, uid) \
        or playrules.enters_ready_this_turn(rt, seat, uid)  # rules-riftbound.md 10.18(a)
    if statics.enters_exhausted(rt, seat, uid):  # `此牌以休眠状态进场` (rules-riftbound.md 2.2(a))
        ready = False
    rt.to_location(uid, where, tapped=not ready)
    rt.mark(uid, played_from=origin)
    playrules.take_next_unit_keywords(rt, seat, uid)  # rules-riftbound.md 22.168
    s.mut(uid).controller = seat
    if ready and statics.restricted(rt, "CANNOT_READY", uid=uid):  # `我无法变为活跃状态`: enters exhausted (8.11)
        s.mut(uid).tapped, ready = True, False
    p = s.players[seat]
    p.played = p.played + 1
    rt.log("enter", seat, f"{rt.card_name(uid)}进场（{rt.location_name(where)}，{'活跃' if ready else '休眠'}）", uid)
    rt.contest_if_needed(uid)
    # gear played from face down goes to the base; its play trigger's 此处 is the battlefield it was hidden at
    # (`将其贴附到你（在此处）控制的一名单位上`, rules-riftbound.md 22.242(a), after 19.3(c)(d))
    hidden_at = s.mode_data.get("hidden_at") if s.mode_data.get("from_hidden") and d.base == "gear" else None
    triggers.fire(rt, "play", uid=uid, seat=seat, hidden=bool(s.mode_data.get("from_hidden")), mana_paid=mana_paid,
                  paid_extra=paid_extra, origin=origin, nth=p.played,
                  **({"here": ("bf", hidden_at)} if hidden_at is not None else {}))


def resolve_entry(rt, e) -> None:
    """The top of the chain resolves (rule 11.3(5)): a spell's steps (once per execution, twice with
    回响) with the choices made when it was played, a triggered or activated ability's steps; a spell
    then goes to its owner's trash and counts as played."""
    s = rt.state
    effect = e.effect
    if isinstance(effect, CardPlay):
        uid = effect.card
        d = rt.defn(uid)
        for run in effect.runs:
            ctx = effects.Ctx(rt, e.controller, uid, entry=e.uid, paid_extra=effect.paid_extra,
                              mana_paid=effect.mana_paid, here=effect.here)
            if effect.here is not None and effect.here[0] == "bf":
                ctx.hidden_at = effect.here[1]
            targets.restore(ctx, run)
            ctx.paid_with = effect.paid_with
            sequence = []
            for index, ability in spell_abilities(rt, e.controller, d, run.legion):
                if ability.kind == "modal":
                    mode = run.mode_of(index)
                    if mode is None and ability.phrase.has("CHOOSE_UNUSED"):
                        continue  # every mode chosen this turn already (rules-riftbound.md 10.31)
                    sequence.extend((sentence, True) for sentence in mode_sentences(ability, mode))
                else:
                    sequence.extend((sentence, True) for sentence in ability.sentences)
            effects.run_sequence(ctx, sequence)
        if uid in s.cards and s.cards[uid].zone == "stack":
            if s.cards[uid].marks.get("recurred"):  # played with 流转: banished, not put in the trash (19.50)
                rt.banish(uid, e.controller)
                rt.log("banish", e.controller, f"{rt.card_name(uid)}以流转打出，结算后被放逐", uid)
            elif s.cards[uid].marks.get("recycle_after"):  # `打出该法术后，将其回收` (rules-riftbound.md 17.17)
                rt.mark(uid, recycle_after=None)
                rt.put(uid, "deck", s.cards[uid].owner, top=False)
                rt.log("recycle", e.controller, f"{rt.card_name(uid)}结算后被回收到主牌堆底部", uid)
            else:
                rt.put(uid, "trash", s.cards[uid].owner)
        by = e.controller if effect.played_by is None else effect.played_by  # still played by its player (11.16)
        p = s.players[by]
        p.played = p.played + 1
        p.spells = p.spells + 1
        triggers.fire(rt, "play", uid=uid, seat=by, mana_paid=effect.mana_paid, nth=p.played,
                      hidden=effect.here is not None,  # a spell played from face down keeps its battlefield
                      origin=s.cards[uid].marks.get("played_from") or "hand")  # rules-riftbound.md 10.16(b)
        from zhdsl.games.riftbound.verbs import replay

        replay.after_resolve(rt, e.controller, uid)  # `再次打出此法术` (rules-riftbound.md 9.41)
        return
    if isinstance(effect, triggers.Pending):
        data = dict(effect.event)
        if effect.kind == "builtin":
            _builtin(rt, e.controller, effect.ability, effect.source, data)
            return
        if effect.kind == "delayed":  # rule 10.7: the waiting sentence, 它 the unit it waited on
            ctx = triggers.context(rt, e.controller, effect)
            ctx.entry = e.uid
            effects.run_sentence(ctx, effects.without_trigger(effect.ability))
            return
        ctx = triggers.context(rt, e.controller, effect)
        ctx.entry = e.uid
        targets.restore(ctx, effect.choices)
        run_ability_body(rt, ctx, effect.ability, effect.choices)
        return
    if isinstance(effect, AbilityUse):
        ctx = effects.Ctx(rt, e.controller, effect.source, entry=e.uid)
        targets.restore(ctx, effect.choices)
        if effect.ability.modes:  # an activated modal list: the mode chosen when it was used (rules-riftbound.md 10.77)
            effects.run_sentences(ctx, mode_sentences(effect.ability, effect.choices.mode_of(0)))
            return
        effects.run_sentences(ctx, effect.ability.sentences)


def run_ability_body(rt, ctx, ability, choices=targets.NONE) -> None:
    """A triggered ability's steps (a modal list: the mode chosen when it triggered)."""
    if ability.kind == "keyword":
        return
    if ability.kind == "modal":
        if choices.mode_of(0) is None and ability.phrase.has("CHOOSE_UNUSED"):
            return  # every mode chosen this turn already (rules-riftbound.md 10.31)
        if ability.modes:
            effects.run_sentences(ctx, mode_sentences(ability, choices.mode_of(0)))
        return
    effects.run_sentences(ctx, ability.sentences)


def _builtin(rt, seat: int, name: str, source: int, data: dict) -> None:
    p = rt.state.players[seat]
    if name == "预知" and p.deck:
        top = p.deck[0]
        keep = rt.ask(Decision(seat, "choice", f"预知：{rt.card_name(top)}留在顶部还是回收？",
                               (Option("留在顶部", True), Option("回收", False))))
        if not keep:
            rt.put(top, "deck", seat, top=False)
            rt.recycled(seat, 1)
    elif name == "狩猎":
        rt.gain_xp(seat, data.get("n", 1))
    elif name == "部署":  # an opponent held its battlefield: it is destroyed (rules-riftbound.md 19.51)
        if rt.on_board(source):
            rt.log("deploy", seat, f"对手据守{rt.location_name(rt.where(source))}，{rt.card_name(source)}被摧毁", source)
            rt.destroy(source)
    elif name == "缴械":  # one enemy unit there gets -n might this turn (rules-riftbound.md 19.52)
        where = rt.where(source) if rt.on_board(source) else None
        enemies = [u for u in rt.units(where) if not rt.mode.same_team(rt.card(u).controller, seat)] if where else []
        if enemies:
            target = enemies[0] if len(enemies) == 1 else rt.ask(Decision(
                seat, "target_card", "缴械：给予哪名敌方单位战力减少？", tuple(Option(rt.describe_object(u), u) for u in enemies)))
            rt.modify_might(target, -data.get("n", 1), "turn")
            rt.log("disarm", seat, f"{rt.card_name(target)}在本回合内{{{{S}}}}-{data.get('n', 1)}（缴械）", target)
    elif name == "灵便":
        units = [u for u in rt.units() if rt.card(u).controller == seat]
        if units and rt.on_board(source):
            host = units[0] if len(units) == 1 else rt.ask(Decision(seat, "target_card", "灵便：贴附到哪名单位？",
                                                                   tuple(Option(rt.describe_object(u), u) for u in units)))
            rt.attach(source, host)
    elif name == "百炼":
        gear = [g for g in rt.permanents() if rt.card(g).controller == seat and rt.defn(g).base == "gear"
                and any(a.equip for a in rt.defn(g).program.abilities)]
        options = []
        for g in gear:
            m, colours, _other = next(e for a in rt.defn(g).program.abilities for e in a.equip)
            colours = list(colours)
            if "A" in colours:
                colours.remove("A")
            if rt.can_afford(seat, m, tuple(colours)):
                options.append(Option(f"装配{rt.defn(g).name}", (g, m, tuple(colours))))
        if options and rt.on_board(source):
            choice = rt.ask(Decision(seat, "choice", "百炼：为我装配一件武装？", tuple(options) + (Option("不装配", None),)))
            if choice is not None:
                g, m, colours = choice
                if rt.pay(seat, m, colours):
                    rt.attach(g, source)
                    triggers.fire(rt, "equipped", uid=source, seat=seat, gear=g)


# -- activated abilities (rule 10.5) ---------------------------------------------------------------


def ability_options(rt, seat: int) -> list[Option]:
    out = []
    s = rt.state
    sources = [u for u in rt.permanents() if rt.card(u).controller == seat]
    sources += list(s.players[seat].legend)
    sources += list(s.players[seat].rune_area)
    for uid in sources:
        d = rt.defn(uid)
        if d.base == "rune":
            continue
        for index, ability in enumerate(statics.abilities_of(rt, uid)):  # given ones too (rules-riftbound.md 10.5(h))
            if ability.kind == "activated":
                if use_reason(rt, seat, uid, ability, index) is None:
                    out.append(Option(f"使用{rt.card_name(uid)}的技能{index + 1}", ("ability", uid, index)))
            for k, (m, colours, other) in enumerate(ability.equip):
                if equip_reason(rt, seat, uid, m, colours, other, ability.equip_cut_by_might) is None:
                    out.append(Option(f"装配{rt.card_name(uid)}", ("equip", uid, index, k)))
            for k, (m, colours, other) in enumerate(ability.empower):
                m = empower_mana(rt, seat, uid, ability, m)  # rules-riftbound.md 19.49(g), 22.223
                if empower_reason(rt, seat, uid, m, colours, other) is None:
                    out.append(Option(f"强化{rt.card_name(uid)}", ("empower", uid, index, k)))
    return out


def empower_mana(rt, seat, uid, ability, m: int) -> int:
    """The mana of `{{强化n}}` now: less `你每控制一枚符文，此技能的费用便减少{{1}}` (19.49(g)) and, while its condition
    holds, `如果你控制的符文数量不超过四枚，则此技能的费用减少{{3}}` (22.223); never below 0."""
    m -= ability.cut_per_rune * len(rt.runes(seat))
    if ability.cut_if:
        cond, off = ability.cut_if
        if conditions.holds(effects.Ctx(rt, seat, uid), cond):
            m -= off
    return max(0, m)


def empower_reason(rt, seat, uid, m, colours, other) -> str | None:
    """Why `{{强化…}}` cannot be used now (rules-riftbound.md 19.49): the main phase outside a showdown, the card
    not yet empowered, its costs payable."""
    if not timing_ok(rt, seat, None):
        return "时机不符"
    from zhdsl.games.riftbound.verbs.empower import cap, level

    if level(rt, uid) >= cap(rt, uid):  # a card with levels: until it has them all (rules-riftbound.md 19.58)
        return "已强化：仅在未强化时可用（规则 19.49）" if cap(rt, uid) == 1 else f"已强化：已达到{cap(rt, uid)}层的上限（规则 19.58）"
    if not rt.can_afford(seat, m, tuple(colours)):
        return "费用不足"
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        if not all(verbs.can_pay(ctx, c) for c in other.parts[0].parts if c.kind == "clause"):
            return "费用无法支付"
    return None


def empower(rt, seat, uid, index, k) -> None:
    """Use `{{强化…}}` (rules-riftbound.md 19.49): pay its costs, then the card is empowered at once (no chain)."""
    from zhdsl.games.riftbound.verbs.empower import empower as mark_empowered

    ability = statics.abilities_of(rt, uid)[index]
    m, colours, other = ability.empower[k]
    m = empower_mana(rt, seat, uid, ability, m)
    if empower_reason(rt, seat, uid, m, colours, other) is not None or not rt.pay(seat, m, tuple(colours)):
        return
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        for c in other.parts[0].parts:
            effects.run_clause(ctx, c)
    rt.log("ability", seat, f"{rt.pname(seat)}使用{rt.card_name(uid)}的强化", uid)
    mark_empowered(rt, uid, seat)


def _ability_cost(rt, seat: int, uid: int, ability):
    """(mana, power, reason) of an activated ability's costs: its `支付…` clauses summed; a reason when
    another cost (横置, 摧毁此牌, 消耗经验 …) cannot be paid."""
    ctx = effects.Ctx(rt, seat, uid)
    mana, power = 0, ()
    for clause in ability.costs:
        if clause.kind == "clause" and clause.parts and clause.parts[-1].kind == "pay":
            from zhdsl.games.riftbound.verbs.pay import cost_of

            m, p = cost_of(clause.parts[-1])
            mana, power = mana + m, power + p
        elif not verbs.can_pay(ctx, clause):
            return mana, power, "费用无法支付（规则 10.5(a)）"
    return max(0, mana - skill_cut(ctx, ability)), power, None


def skill_cut(ctx, ability) -> int:
    """`场上每存在一名拥有{{瞬息}}的友方单位，此技能费用减少{{1}}`: the mana an activated ability's own text
    takes off its `支付…` costs now (rules-riftbound.md 10.5(g))."""
    total = 0
    for sentence in ability.sentences:
        for q in sentence.walk():
            if q.kind != "skill_cost_reduce":
                continue
            leads = sentence.part("leads")
            times = 1
            for lead in (leads.parts if leads is not None else ()):
                if lead.kind == "per_lead":
                    times = effects.count_per(ctx, lead)
                elif lead.kind == "cond_lead" and not conditions.holds(ctx, lead.parts[0]):
                    times = 0
            icons = q.part("cost_icons")
            n = sum(int(t[1].strip("{}[] ")) for x in (icons.walk() if icons else ()) for t in x.tokens if t[0] == "MANA")
            total += n * times
    return total


def _adds_only(ability) -> bool:
    """An ability whose effect only adds resources resolves at once and has no targets (rule 7.5(a))."""
    kinds = [q.kind for sentence in ability.sentences for c in
             (sentence.part("clauses").parts if sentence.part("clauses") else ()) for q in c.walk()
             if q.kind in verbs.EXECUTABLE]
    return bool(kinds) and all(k == "add_resource" for k in kinds)


def use_reason(rt, seat: int, uid: int, ability, index: int) -> str | None:
    """Paid as an ability of `uid`: resources limited to gear abilities may pay for gear (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid, ability=True)):
        return _use_reason(rt, seat, uid, ability, index)


def _use_reason(rt, seat: int, uid: int, ability, index: int) -> str | None:
    if not statics.labels_hold(rt, seat, ability, uid=uid):
        return "条件未满足：此技能现在失效（规则 10.10）"
    if not timing_ok(rt, seat, ability.speed):
        return "时机不符：没有{{迅捷}}或{{反应}}的技能只能在你的主阶段、法术对决之外使用（规则 10.5(c)）"
    if ability.once_per_turn and (uid, index, rt.state.turn) in rt.state.players[seat].used:
        return "时机不符：每回合限一次"
    mana, power, why = _ability_cost(rt, seat, uid, ability)
    if why:
        return why
    if not rt.can_afford(seat, mana, power):
        return "费用不足（规则 10.5(a)）"
    for sentence in ability.sentences:
        for q in sentence.walk():
            if q.kind == "sentence_static" and q.parts[-1].kind == "c_at_battlefield":
                if not (rt.on_board(uid) and rt.where(uid)[0] == "bf"):
                    return "时机不符：我必须位于战场上才能使用此技能（规则 10.5(e)）"
    blocked = playrules.use_blocked(rt, seat, uid, ability)  # `只有我位于战场时，才能使用我的技能` (10.17)
    if blocked:
        return blocked
    afford = lambda k: rt.can_afford(seat, mana, power + ("A",) * k)  # noqa: E731
    bodies = [ability.sentences] if not ability.modes else list(ability.modes)  # a modal list: any mode (10.77)
    if not _adds_only(ability) and not any(targets.can_target(effects.Ctx(rt, seat, uid), [b], afford) for b in bodies):
        return "目标：没有合法的目标（规则 9.4(c)）"
    return None


def use_ability(rt, seat: int, uid: int, index: int) -> None:
    """Paid as an ability of `uid`: resources limited to gear abilities may pay for gear (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid, ability=True)):
        return _use_ability(rt, seat, uid, index)


def _use_ability(rt, seat: int, uid: int, index: int) -> None:
    """Rule 10.5(b): choose the targets, pay the costs (with the targets' {{法盾}}), then the ability goes on
    the chain — or, adding resources only, resolves at once (rule 7.5(a))."""
    s = rt.state
    ability = statics.abilities_of(rt, uid)[index]
    ctx = effects.Ctx(rt, seat, uid)
    choices, deflect = targets.NONE, 0
    if not _adds_only(ability):
        mana, power, _why = _ability_cost(rt, seat, uid, ability)
        bodies = targets.bodies(rt, ctx, [(0, ability)], ("activated",))
        targets.choose(ctx, [body for _i, body in bodies], lambda k: rt.can_afford(seat, mana, power + ("A",) * k))
        choices, deflect = targets.record(ctx), ctx.deflect
    ctx.mana_cut = skill_cut(ctx, ability)
    for clause in ability.costs:
        if not effects.run_clause(ctx, clause):
            rt.log("refuse", seat, "技能的费用无法支付")
            return
    if deflect and not rt.pay(seat, 0, ("A",) * deflect):
        return
    if ability.once_per_turn:
        p = s.players[seat]
        p.used = p.used | {(uid, index, s.turn)}
    rt.log("ability", seat, f"{rt.pname(seat)}使用{rt.card_name(uid)}的技能", uid)
    triggers.fire(rt, "activate", uid=uid, seat=seat, by=uid)  # `当你使用一件装备的主动技能时` (rules-riftbound.md 10.20(a))
    if _adds_only(ability):
        effects.run_sentences(ctx, ability.sentences)
        return
    entry = s.new_uid()
    s.stack.append(StackEntry(entry, "skill", f"{rt.card_name(uid)}的技能", seat, seat, AbilityUse(ability, uid, choices),
                              source=uid))
    s.passed = frozenset()
    targets.fire_targeted(rt, seat, choices)


def _equip_hosts(rt, seat, uid) -> list:
    return [u for u in rt.units() if rt.card(u).controller == seat and rt.card(uid).marks.get("host") != u]


def equip_mana(rt, m: int, cut: bool, host: int) -> int:
    """The mana of an equip cost for `host` (rules-riftbound.md 19.28): `此技能的法力费用减少你所选单位的战力`
    takes the host's might now off it, never below 0."""
    return max(0, m - max(0, rt.might(host))) if cut else m


def equip_reason(rt, seat, uid, m, colours, other, cut=False) -> str | None:
    """Paid as an ability of `uid`: resources limited to gear abilities may pay for gear (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid, ability=True)):
        return _equip_reason(rt, seat, uid, m, colours, other, cut=cut)


def _equip_reason(rt, seat, uid, m, colours, other, cut=False) -> str | None:
    if not timing_ok(rt, seat, None):
        return "时机不符"
    units = _equip_hosts(rt, seat, uid)
    if not units:
        return "没有可贴附的单位"
    if not any(rt.can_afford(seat, equip_mana(rt, m, cut, u), tuple(colours)) for u in units):
        return "费用不足"
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        if not all(verbs.can_pay(ctx, c) for c in other.parts[0].parts if c.kind == "clause"):
            return "费用无法支付"
    return None


def equip(rt, seat, uid, index, k) -> None:
    """Paid as an ability of `uid`: resources limited to gear abilities may pay for gear (rules-riftbound.md 7.10(a))."""
    with rt.paying(rt.uses_of(uid, ability=True)):
        return _equip(rt, seat, uid, index, k)


def _equip(rt, seat, uid, index, k) -> None:
    ability = rt.defn(uid).program.abilities[index]
    m, colours, other = ability.equip[k]
    cut = ability.equip_cut_by_might
    units = [u for u in _equip_hosts(rt, seat, uid) if rt.can_afford(seat, equip_mana(rt, m, cut, u), tuple(colours))]
    if not units:
        return
    host = units[0] if len(units) == 1 else rt.ask(Decision(seat, "target_card", "装配到哪名单位？",
                                                           tuple(Option(rt.describe_object(u), u) for u in units)))
    if not rt.pay(seat, equip_mana(rt, m, cut, host), tuple(colours)):
        return
    if other is not None:
        ctx = effects.Ctx(rt, seat, uid)
        for c in other.parts[0].parts:
            effects.run_clause(ctx, c)
    rt.attach(uid, host)
    triggers.fire(rt, "equipped", uid=host, seat=seat, gear=uid)  # gear: `此牌贴附到单位上时` (22.208)
