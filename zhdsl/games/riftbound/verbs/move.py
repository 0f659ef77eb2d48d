"""将…移动到… (rules 13.4, 13.5): an effect's move costs nothing and keeps the unit's state; the
destination is its base (`其所属的基地`, `你的基地`), here, or a battlefield."""

from zhdsl.engine.decisions import Decision, Option
from zhdsl.games.riftbound import select

KINDS = ("move",)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    units = select.resolve(ctx, subject, prompt="选择移动的单位") if subject is not None else []
    dest = vp.part("dest")
    done = False
    for uid in units:
        if not rt.on_board(uid) or rt.defn(uid).base != "unit":
            continue
        controller = rt.card(uid).controller
        if dest.has("HER_BASE") or dest.has("YOUR_BASE"):
            where = ("base", controller)
        elif dest.has("HERE"):
            where = ctx.here
        else:
            sel = dest.part("selector")
            bfs = [b for b in rt.battlefields() if sel is None or select.matches(ctx, sel, b)]
            bfs = [b for b in bfs if rt.legal_destination(controller, b)]
            if not bfs:
                continue
            b = bfs[0] if len(bfs) == 1 else rt.ask(Decision(ctx.seat, "choice", "选择目的地",
                                                             tuple(Option(rt.card_name(x), x) for x in bfs)))
            where = ("bf", b)
        if where is None or rt.where(uid) == where:
            continue
        rt.move_unit(uid, where)
        done = True
    return done
