"""变为…的复制体 (rules-riftbound.md 17.14(a)): each object of the subject (它们: the tokens just made) takes
the printed characteristics of the one named — its name, might, keywords and abilities — keeping its own state
(place, exhausted or not, damage) and staying a token if it was one."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select
from zhdsl.games.riftbound.library import copy_definition

KINDS = ("become_copy",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    copiers = select.resolve(ctx, subject) if subject is not None else list(ctx.it)
    sel = vp.part("selector")
    if sel is None:  # `变为所选单位的复制体` (rules-riftbound.md 17.26): the unit the `选择…` lead picked
        sources = [u for u in select.pronoun(ctx, "所选单位") if rt.on_board(u) and u not in copiers]
    elif sel.tokens and sel.tokens[0][0] == "PRONOUN":
        sources = [u for u in select.resolve(ctx, sel) if rt.on_board(u)]
    else:  # `该处另一名单位`: another than the objects becoming copies
        pool = [u for u in select.board_candidates(ctx, sel) if u not in copiers]
        if not pool:
            return False
        sources = [pool[0] if len(pool) == 1 else rt.ask(Decision(
            ctx.seat, "target_card", "选择被复制的单位", tuple(Option(rt.card_name(u), u) for u in pool)))]
    if not sources:
        return False
    original = rt.defn(sources[0])
    done = False
    for uid in copiers:
        if uid == sources[0] or uid not in rt.state.cards or not rt.on_board(uid) or rt.defn(uid).base != "unit":
            continue
        before = rt.card_name(uid)
        d = copy_definition(rt.library, original, rt.defn(uid).token)
        rt.state.mut(uid).def_id = d.id
        rt.log("copy", ctx.seat, f"{before}变为{rt.card_name(sources[0])}的复制体", uid)
        done = True
    ctx.it = [u for u in copiers if u in rt.state.cards]
    return done
