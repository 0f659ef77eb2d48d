"""{{获得}}… (rule 7.5): mana or power into the controller's pool; `在下一个主阶段开始时{{获得}}…` (rules-riftbound.md
7.5(d)) waits for the start of that player's next main phase (turn.turn_begin_draw)."""

from zhdsl.games.riftbound.keywords import COLOUR_LETTERS, COLOUR_SHORT, COLOURS, LIMITED_USES

KINDS = ("add_resource", "add_later")
MAX_WAITING = 24  # resources waiting for a main phase, all players together (bound)


def colour_of(word: str) -> str | None:
    if word in ("A", "C"):
        return "any"
    return COLOURS.get(word) or COLOUR_SHORT.get(word) or COLOUR_LETTERS.get(word)


def icons(res) -> tuple:
    """The (terminal, text) of each resource icon of a `resources` phrase, in order."""
    out = [(t, text) for t, text in res.tokens if t in ("MANA", "POWER")]
    for p in res.parts:
        out.extend((t, text) for t, text in p.tokens if t in ("MANA", "POWER"))
    return tuple(out)


def limit_of(res) -> str | None:
    """What the resources of a `resources` phrase may pay for (rules-riftbound.md 7.10(a)): "unit", "spell", "gear",
    "showdown", or None for ordinary resources."""
    if res is None:
        return None
    return next((LIMITED_USES[text] for t, text in res.tokens if t == "RES_LIMIT" and text in LIMITED_USES), None)


USE_WORDS = {"unit": "只能用于打出单位", "spell": "只能用于打出法术", "gear": "只能用于打出装备或使用装备技能",
             "showdown": "只能在法术对决期间消耗", "unit_or_ability": "只能用于打出单位或单位的主动技能"}


def add_icons(rt, seat: int, items, use: str | None = None) -> bool:
    done = False
    for terminal, text in items:
        inner = text.strip("{}[] ")
        if terminal == "MANA":
            if use is None:
                rt.add_mana(seat, int(inner))
            else:
                rt.add_limited(seat, use, "mana", int(inner))
            done = True
        elif terminal == "POWER" and colour_of(inner):
            if use is None:
                rt.add_power(seat, colour_of(inner))
            else:
                rt.add_limited(seat, use, colour_of(inner), 1)
            done = True
    if done:
        rt.log("add", seat, f"{rt.pname(seat)}获得资源" + (f"（{USE_WORDS[use]}，规则 7.10(a)）" if use else ""))
    return done


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    items = icons(vp.part("resources"))
    use = limit_of(vp.part("resources")) or getattr(ctx, "res_use", None)  # or the next sentence's (7.10(a))
    if vp.kind == "add_later":
        waiting = tuple(rt.state.mode_data.get("at_main") or ())
        if len(waiting) >= MAX_WAITING:
            rt.log("limit", ctx.seat, "等待主阶段的资源过多，不再记下")
            return False
        rt.state.mode_data["at_main"] = waiting + ((ctx.seat, items, use),)
        rt.log("delayed", ctx.seat, f"{rt.pname(ctx.seat)}将在下一个主阶段开始时获得资源")
        return bool(items)
    return add_icons(rt, ctx.seat, items, use)


def at_main_start(rt, seat: int) -> None:
    """The start of `seat`'s main phase: what waited for it is added now."""
    waiting = tuple(rt.state.mode_data.get("at_main") or ())
    if not waiting:
        return
    rt.state.mode_data["at_main"] = tuple(w for w in waiting if w[0] != seat) or None
    for w in (w for w in waiting if w[0] == seat):
        add_icons(rt, seat, w[1], w[2] if len(w) > 2 else None)
