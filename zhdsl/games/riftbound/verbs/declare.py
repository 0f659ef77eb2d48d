"""宣告一种属性标签 (rules-riftbound.md 10.13): the controller names one tag among those of the cards in the
game; the card remembers it while it stays in play (`具有该属性标签的…`, select.matches)."""

from zhdsl.engine.decisions import Decision, Option

KINDS = ("declare_tag", "declare_card")
MAX_NAMES = 60  # card names offered by `宣告一个法术` (bound): the first ones in order of the cards in the game
MAX_TAGS = 24  # tags offered (bound): the first ones in order of the cards in the game


def tags_in_game(rt) -> list[str]:
    seen: list[str] = []
    for uid in sorted(rt.state.cards):
        for tag in rt.defn(uid).tags:
            if tag and tag not in seen:
                seen.append(tag)
    return seen[:MAX_TAGS]


_KIND_WORDS = (("法术", "spell"), ("单位", "unit"), ("装备", "gear"))


def kind_named(text: str):
    """The card type a `宣告一个法术` / `与其同名的法术` speaks of; None for any card (`卡牌`, `牌`)."""
    return next((base for word, base in _KIND_WORDS if word in text), None)


def names_in_game(rt, base) -> list[str]:
    seen: list[str] = []
    for uid in sorted(rt.state.cards):
        d = rt.defn(uid)
        if (base is None or d.base == base) and d.base in ("spell", "unit", "gear") and d.name not in seen:
            seen.append(d.name)
    return seen[:MAX_NAMES]


def _declare_card(ctx, vp) -> bool:
    """`宣告一个法术` (rules-riftbound.md 22.202): the controller names a card of that type among the cards in the
    game (both players' cards, every zone); the card remembers the name while it stays in play."""
    rt = ctx.rt
    source = ctx.source
    base = kind_named(vp.tok("DECLARE_CARD") or "")
    names = names_in_game(rt, base)
    if source is None or source not in rt.state.cards or not names:
        rt.log("declare", ctx.seat, "没有可以宣告的卡牌名称")
        return False
    name = rt.ask(Decision(ctx.seat, "choice", "宣告一个卡牌名称", tuple(Option(n, n) for n in names)))
    rt.mark(source, declared_name=name)
    rt.log("declare", ctx.seat, f"{rt.pname(ctx.seat)}为{rt.card_name(source)}宣告“{name}”", source)
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "declare_card":
        return _declare_card(ctx, vp)
    source = ctx.source
    tags = tags_in_game(rt)
    if source is None or source not in rt.state.cards or not tags:
        rt.log("declare", ctx.seat, "没有可以宣告的属性标签")
        return False
    tag = rt.ask(Decision(ctx.seat, "choice", "宣告一种属性标签", tuple(Option(t, t) for t in tags)))
    rt.mark(source, declared_tag=tag)
    rt.log("declare", ctx.seat, f"{rt.pname(ctx.seat)}为{rt.card_name(source)}宣告属性标签“{tag}”", source)
    return True
