"""宣告一种属性标签 (rules-riftbound.md 10.13): the controller names one tag among those of the cards in the
game; the card remembers it while it stays in play (`具有该属性标签的…`, select.matches)."""

from zhdsl.engine.decisions import Decision, Option

KINDS = ("declare_tag",)
MAX_TAGS = 24  # tags offered (bound): the first ones in order of the cards in the game


def tags_in_game(rt) -> list[str]:
    seen: list[str] = []
    for uid in sorted(rt.state.cards):
        for tag in rt.defn(uid).tags:
            if tag and tag not in seen:
                seen.append(tag)
    return seen[:MAX_TAGS]


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    source = ctx.source
    tags = tags_in_game(rt)
    if source is None or source not in rt.state.cards or not tags:
        rt.log("declare", ctx.seat, "没有可以宣告的属性标签")
        return False
    tag = rt.ask(Decision(ctx.seat, "choice", "宣告一种属性标签", tuple(Option(t, t) for t in tags)))
    rt.mark(source, declared_tag=tag)
    rt.log("declare", ctx.seat, f"{rt.pname(ctx.seat)}为{rt.card_name(source)}宣告属性标签“{tag}”", source)
    return True
