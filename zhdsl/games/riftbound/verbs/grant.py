"""Play permissions (rules-riftbound.md 9.23–9.25): `本回合你可以额外打出一个法术` and `让一个法术如同拥有{{反应}}
一样被打出` give the player one play this turn of a card of that kind at a speed (迅捷 for the first, the keyword
named for the second), used by the first such card played that its own speed would not allow and lost at the turn's
end; `你可以打出我，如同我拥有{{迅捷}}` is the card's own speed; `你可以从你的主牌堆顶部打出卡牌` lets the
controller of the permanent play the top card of their main deck as from the hand."""

from __future__ import annotations

from zhdsl.games.riftbound import select

KINDS = ()  # clauses and statics, run by effects.run_clause and read by play.py

_BASES = {"SPELL": "spell", "SPELL_CARD": "spell", "UNIT": "unit", "TOKEN_UNIT": "unit", "CHAMPION_UNIT": "unit",
          "EQUIPMENT": "gear", "ARMAMENT": "gear"}
_BASE_WORDS = {"spell": "法术", "unit": "单位", "gear": "装备", "card": "卡牌"}


def speed_word(text: str | None) -> str | None:
    """`{{迅捷}}` / `[反应]` → 迅捷 / 反应; any other keyword grants no speed."""
    text = text or ""
    return "反应" if "反应" in text else "迅捷" if "迅捷" in text else None


def grant(ctx, clause) -> bool:
    """Run `grant_play` / `grant_speed`: one permission for the rest of the turn."""
    rt = ctx.rt
    sel = clause.part("selector")
    base = _BASES.get(select.noun_of(sel), "card") if sel is not None else "card"
    speed = speed_word(clause.tok("KW")) or ("迅捷" if clause.kind == "grant_play" else None)
    if speed is None:
        return False
    p = rt.state.players[ctx.seat]
    p.play_grants = (*p.play_grants, (base, speed))
    rt.log("grant", ctx.seat, f"{rt.pname(ctx.seat)}在本回合内可以如同拥有{{{{{speed}}}}}一样打出一张{_BASE_WORDS[base]}")
    return True


def granted_speed(rt, seat: int, uid: int) -> tuple[int, str] | None:
    """(index, speed) of the first of `seat`'s grants this turn that fits card `uid`, 反应 before 迅捷."""
    base = rt.defn(uid).base
    fits = [(i, sp) for i, (b, sp) in enumerate(rt.state.players[seat].play_grants) if b in (base, "card")]
    fits.sort(key=lambda f: (f[1] != "反应", f[0]))
    return fits[0] if fits else None


def use_grant(rt, seat: int, index: int) -> None:
    p = rt.state.players[seat]
    p.play_grants = tuple(g for i, g in enumerate(p.play_grants) if i != index)
    rt.log("grant", seat, f"{rt.pname(seat)}用去本回合的一次额外打出许可")


def own_speed(rt, uid: int) -> str | None:
    """`你可以打出我，如同我拥有{{迅捷}}` on the card (a static read wherever the card is, under its conditions)."""
    from zhdsl.games.riftbound import effects
    from zhdsl.games.riftbound.statics import _conditions_hold

    c = rt.card(uid)
    seat = c.controller if c.controller is not None else c.owner
    best = None
    for sentence, r in _statics(rt.defn(uid), "play_as_self"):
        sp = speed_word(r.tok("KW"))
        if sp and _conditions_hold(effects.Ctx(rt, seat, uid), sentence):
            best = "反应" if "反应" in (best, sp) else sp
    return best


def _statics(d, kind: str):
    """(sentence, part) of each effect sentence of `d` whose static is `kind` (an alias of the grammar's restriction)."""
    for ability in d.program.abilities:
        if ability.kind != "effect":
            continue
        for sentence in ability.sentences:
            r = next((q for q in sentence.parts if q.kind == kind), None)
            if r is not None:
                yield sentence, r


def top_playable(rt, seat: int) -> bool:
    """Whether a permanent, legend or battlefield `seat` controls says `你可以从你的主牌堆顶部打出卡牌` in force."""
    from zhdsl.games.riftbound import effects
    from zhdsl.games.riftbound.statics import _conditions_hold, _in_force, labels_hold

    for source, d, owner in _in_force(rt):
        if owner != seat:
            continue
        for ability in d.program.abilities:
            if ability.kind != "effect" or not labels_hold(rt, seat, ability):
                continue
            for sentence in ability.sentences:
                if any(q.kind == "play_from_top" for q in sentence.parts) and _conditions_hold(effects.Ctx(rt, seat, source), sentence):
                    return True
    return False
