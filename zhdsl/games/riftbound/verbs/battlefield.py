"""Battlefields replaced in place (rules-riftbound.md 15.6): `将该战场替换为一个“草丛”战场指示物` — the battlefield
takes the token's text and name, keeping its units, control and score records; `使用被此牌替代的战场来替代此牌` —
the token gives the battlefield it replaced back."""

from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.library import battlefield_token

KINDS = ("replace_bf", "restore_bf")
MAX_LAYERS = 8  # replacements remembered under one battlefield (bound)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "restore_bf":
        bf = ctx.source
        under = tuple(rt.card(bf).marks.get("replaced", ())) if bf in rt.state.cards else ()
        if not under:
            return False
        before = rt.card_name(bf)
        rt.state.mut(bf).def_id = under[-1]
        rt.mark(bf, replaced=under[:-1] or None)
        rt.log("replace", ctx.seat, f"{before}被替换回{rt.card_name(bf)}", bf)
        return True
    name = vp.tok("CARD_NAME").strip("「」“”\"")
    done = False
    for bf in select.resolve(ctx, subject) if subject is not None else []:
        if bf not in rt.state.cards or rt.defn(bf).base != "battlefield":
            continue
        under = tuple(rt.card(bf).marks.get("replaced", ()))
        if len(under) >= MAX_LAYERS:
            rt.log("limit", ctx.seat, f"{rt.card_name(bf)}被替换的次数过多，不再替换")
            continue
        token = battlefield_token(rt.library, name)
        before = rt.card_name(bf)
        rt.mark(bf, replaced=under + (rt.card(bf).def_id,))
        rt.state.mut(bf).def_id = token.id
        rt.log("replace", ctx.seat, f"{before}被替换为战场指示物{rt.card_name(bf)}", bf)
        done = True
    return done
