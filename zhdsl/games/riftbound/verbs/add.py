"""{{获得}}… (rule 7.5): mana or power into the controller's pool."""

from zhdsl.games.riftbound.keywords import COLOUR_LETTERS, COLOUR_SHORT, COLOURS

KINDS = ("add_resource",)


def colour_of(word: str) -> str | None:
    if word in ("A", "C"):
        return "any"
    return COLOURS.get(word) or COLOUR_SHORT.get(word) or COLOUR_LETTERS.get(word)


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    res = vp.part("resources")
    done = False
    for terminal, text in res.tokens:
        inner = text.strip("{}[] ")
        if terminal == "MANA":
            rt.add_mana(ctx.seat, int(inner))
            done = True
        elif terminal == "POWER":
            colour = colour_of(inner)
            if colour:
                rt.add_power(ctx.seat, colour)
                done = True
    for p in res.parts:
        for terminal, text in p.tokens:
            inner = text.strip("{}[] ")
            if terminal == "MANA":
                rt.add_mana(ctx.seat, int(inner))
                done = True
            elif terminal == "POWER" and colour_of(inner):
                rt.add_power(ctx.seat, colour_of(inner))
                done = True
    if done:
        rt.log("add", ctx.seat, f"{rt.pname(ctx.seat)}获得资源")
    return done
