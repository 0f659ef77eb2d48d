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
    names = names_in_game(ctx.rt, kind_named(vp.tok("DECLARE_CARD") or ""))
    return _declare(ctx, names, "declared_name", "卡牌名称", "宣告一个卡牌名称", "")


def _declare(ctx, choices, mark: str, what: str, question: str, said: str) -> bool:
    """The controller chooses one of `choices`, which the card remembers under `mark` while it stays in play."""
    rt = ctx.rt
    source = ctx.source
    if source is None or source not in rt.state.cards or not choices:
        rt.log("declare", ctx.seat, f"没有可以宣告的{what}")
        return False
    chosen = rt.ask(Decision(ctx.seat, "choice", question, tuple(Option(c, c) for c in choices)))
    rt.mark(source, **{mark: chosen})
    rt.log("declare", ctx.seat, f"{rt.pname(ctx.seat)}为{rt.card_name(source)}宣告{said}“{chosen}”", source)
    return True


def run(ctx, vp, subject) -> bool:
    rt = ctx.rt
    if vp.kind == "declare_card":
        return _declare_card(ctx, vp)
    return _declare(ctx, tags_in_game(rt), "declared_tag", "属性标签", "宣告一种属性标签", "属性标签")
