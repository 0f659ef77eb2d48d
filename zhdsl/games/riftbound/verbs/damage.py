"""对…造成n点伤害 (rule 8.2, 417): damage marked on units; units with lethal damage die in the next
cleanup. `各造成` deals the amount to each; `等同于我战力的` reads the source's might, `等同于所选单位战力的` the picked unit's; the damage bonuses in force add to each (rule 8.2(5))."""

import re

from zhdsl.games.riftbound import select, statics
from zhdsl.text.numerals import chinese_to_int

KINDS = ("damage", "damage_split", "damage_it")


def amount(ctx, dmg) -> int:
    if dmg.has("EQUAL_MY_MIGHT") or dmg.has("MY_MIGHT_TAIL"):  # `伤害等同于我的战力` (rules-riftbound.md 1.12)
        return ctx.rt.might(ctx.me) if ctx.me is not None and ctx.rt.on_board(ctx.me) else 0
    if dmg.has("EQUAL_CHOSEN_MIGHT"):  # `等同于该友方单位战力的`: the picked unit's might now (rules-riftbound.md 9.4(k))
        picked = select.pronoun(ctx, "所选单位")
        return ctx.rt.might(picked[0]) if picked else 0
    if dmg.has("EQUAL_DISCARDED_COST"):  # `等同于被弃置手牌的法力费用的` (rules-riftbound.md 17.2(c))
        return sum(ctx.rt.defn(u).mana or 0 for u in ctx.discarded)
    if dmg.has("KW_VALUE") and dmg.part("selector") is not None:  # `等同于我{{强攻}}数值的` (rules-riftbound.md 1.13)
        from zhdsl.games.riftbound.program import placeholder

        word = placeholder(dmg.tok("KW"))[0]
        owners = [u for u in select.resolve(ctx, dmg.part("selector"), ask=False) if ctx.rt.on_board(u)]
        return ctx.rt.keyword(owners[0], word) if owners else 0
    if dmg.has("REVEALED_MIGHT"):  # `等同于你所亮出单位战力的` (rules-riftbound.md 19.55)
        from zhdsl.games.riftbound.verbs.showunit import shown_might

        return shown_might(ctx)
    if dmg.has("EQUAL_PAID_AMOUNT"):  # `等同于该数量的`: what the last `支付任意数量的…` paid (rules-riftbound.md 7.9)
        return ctx.paid_amount
    return select.value(ctx, dmg)  # a number, X, or `等同于…数量的` (rules-riftbound.md 1.11)


MAX_SPLIT = 20  # points of a split total assigned one by one at most (bound)


def split(ctx, vp) -> bool:
    """`对此处的所有敌方单位造成共计3点伤害，可在它们之间分摊` (rules-riftbound.md 8.19): the controller assigns the
    total point by point among the units the selector names (all of them, or those chosen), then each unit takes its
    share as one damage, with the bonuses in force added once to each unit dealt damage."""
    from zhdsl.engine.decisions import Decision, Option

    rt = ctx.rt
    n = min(MAX_SPLIT, amount(ctx, vp.part("dmg")))
    pool = [u for u in select.resolve(ctx, vp.parts[0], prompt="选择分摊伤害的单位")
            if rt.on_board(u) and rt.defn(u).base == "unit"]
    ctx.it = list(pool)
    if n <= 0 or not pool:
        return False
    shares = dict.fromkeys(pool, 0)
    for left in range(n, 0, -1):
        options = tuple(Option(f"{rt.card_name(u)}（已分配{shares[u]}点）", u) for u in pool)
        pick = pool[0] if len(pool) == 1 else rt.ask(Decision(ctx.seat, "choice", f"分配1点伤害（还剩{left}点）", options))
        shares[pick] += 1
    targeted = select.quantity(vp.parts[0])[0] != "all"
    for uid, share in shares.items():
        if share and rt.on_board(uid):
            rt.deal_damage(uid, share + statics.damage_bonus(ctx, uid, targeted), ctx.source)
    return True


def run(ctx, vp, subject) -> bool:
    if vp.kind == "damage_split":
        return split(ctx, vp)
    sel, dmg = vp.parts[0], vp.part("dmg")
    n = amount(ctx, dmg)
    if vp.kind == "damage_it":  # `则改为造成2点伤害` (rules-riftbound.md 22.213): the objects of the step replaced
        sel = None
        targets = [u for u in ctx.it if ctx.rt.on_board(u)]
    else:
        targets = select.resolve(ctx, sel, prompt="选择受到伤害的单位")
    ctx.it = list(targets)
    targeted = sel is None or select.quantity(sel)[0] != "all"
    hit = False
    own_might = dmg.has("EQUAL_ITS_MIGHT") or dmg.has("ITS_MIGHT_TAIL")  # each unit's own might (1.12)
    own_marked = dmg.has("EQUAL_ITS_DAMAGE") or dmg.has("ITS_DAMAGE_TAIL")  # each unit's marked damage (22.167)
    from zhdsl.games.riftbound.verbs import replay

    extra = replay.per_hit_bonus(ctx.rt, ctx.source) if ctx.source is not None and n > 0 else 0  # (8.14)
    if n > 0:
        extra += self_extra(ctx)  # `…，此牌便造成1点额外伤害` (rules-riftbound.md 22.216)
    for uid in targets:
        if ctx.rt.on_board(uid) and ctx.rt.defn(uid).base == "unit":
            if own_might:
                n = ctx.rt.might(uid)
            elif own_marked:  # the damage marked on it before this step (rules-riftbound.md 22.167)
                n = int(ctx.rt.card(uid).marks.get("damage") or 0)
            bonus = statics.damage_bonus(ctx, uid, targeted) if n > 0 else 0
            ctx.rt.deal_damage(uid, n + bonus + extra, ctx.source)
            hit = True
    if hit and ctx.source is not None and ctx.rt.defn(ctx.source).base == "spell":
        replay.note_hit(ctx.rt, ctx.source)
    return hit


_EXTRA_N = re.compile(r"造成(\d+|[一二两三四五六七八九十])点额外")


def self_extra(ctx) -> int:
    """`你的废牌堆中每有一张此牌的同名卡牌，此牌便造成1点额外伤害` (rules-riftbound.md 22.216): what the card's own
    sentences add to each of its damage steps: the amount times the count of its `每有…` lead (once without one)."""
    from zhdsl.games.riftbound.effects import count_per

    rt = ctx.rt
    if ctx.source is None or ctx.source not in rt.state.cards:
        return 0
    total = 0
    for ability in rt.defn(ctx.source).program.abilities:
        for sentence in ability.sentences:
            found = next((q for q in sentence.walk() if q.kind == "self_extra_damage"), None)
            if found is None:
                continue
            m = _EXTRA_N.search(found.tok("SELF_EXTRA_DMG") or "")
            n = (int(m.group(1)) if m.group(1).isdigit() else chinese_to_int(m.group(1)) or 0) if m else 0
            leads = sentence.part("leads")
            per = next((lead for lead in (leads.parts if leads is not None else ()) if lead.kind == "per_lead"), None)
            total += n * (count_per(ctx, per) if per is not None else 1)
    return total
