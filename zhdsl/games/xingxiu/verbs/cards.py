"""Cards as card text names them: kinds (`牌`, `手牌`, `计策牌`, `骑兵牌`, `黑色的「进攻」`,
`「劫掠粮道」和「焚毁辎重」`) and card objects (`一张「防守」`, `其区域内的一张牌`, `你判定区内的一张牌`,
`其所有牌`, `此牌`, `此「进攻」`, `该计策牌`, `此判定牌`, `其中一张`, `等量的牌`) — rules 2.5, 15.12, 15.15.

A quoted name is a card's name; the family's names for the same cards (「杀」 for 「进攻」 …) and
its suits (红桃 for 春 …) are read as this game's (aliases.py, rule 15.17)."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.text import ast

REF = "card"


@attrs.frozen
class CardKind(ast.Node):
    """What kind of card: kind words (card hand basic strategy delayed instant equipment weapon armour
    cavalry light_cavalry heavy_cavalry judgement), names, and a colour or season."""

    kinds: tuple = ()  # kind meanings
    names: tuple = ()  # card names (this game's)
    colour: str | None = None  # red black spring summer autumn winter


@attrs.frozen
class Count(ast.Node):
    """How many: n (`两张`), any (`任意张`), all (`所有`), same (`等量的`), players (`同人数的`)."""

    kind: str
    amount: Any = None


@attrs.frozen
class Cards(ast.Node):
    """Cards taken from somewhere: whose (`其`, `伤害来源的`), from which zone (`区域内的`, `装备区内的`,
    `判定区内的`, none: the hand — rule 15.15), how many and what kind."""

    owner: ast.Node | None
    zone: ast.Node | None
    count: Count | None
    kind: CardKind


@attrs.frozen
class ThisCard(ast.Node):
    """此牌: the card itself (an equipment: itself; a delayed strategy: itself)."""


@attrs.frozen
class ThatCard(ast.Node):
    """此「进攻」 / 该计策牌 / 此判定牌: the card of that kind the effect is about (the one resolving, the
    one a response answers, the judgement card)."""

    which: str  # this that
    kind: CardKind


@attrs.frozen
class CardPronoun(ast.Node):
    """该牌 / 之: the card named before it, or the card the effect is about."""

    word: str
    antecedent: ast.Node | None = None


@attrs.frozen
class Among(ast.Node):
    """其中一张: one of the cards just revealed (规则书「风调雨顺」)."""

    count: Count


@attrs.frozen
class DamageCard(ast.Node):
    """对你造成伤害的牌: the card the damage was dealt with (rule 12.1)."""

    target: ast.Node


NODES = (CardKind, Count, Cards, ThisCard, ThatCard, CardPronoun, Among, DamageCard)

KIND_WORDS = {
    "CARD": "card", "HAND": "hand", "BASIC": "basic", "STRATEGY": "strategy", "DELAYED": "delayed",
    "INSTANT": "instant", "EQUIP_CARD": "equipment", "WEAPON_CARD": "weapon", "ARMOUR_CARD": "armour",
    "CAVALRY": "cavalry", "LIGHT_CAVALRY": "light_cavalry", "HEAVY_CAVALRY": "heavy_cavalry",
    "JUDGE_CARD": "judgement",
}
COLOURS = {"RED": "red", "BLACK": "black", "SPRING": "spring", "SUMMER": "summer", "AUTUMN": "autumn",
           "WINTER": "winter"}


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _kind_word(b, meta, children):
    item = children[0]
    if isinstance(item, ast.CardName):
        from zhdsl.games.xingxiu.aliases import card_name

        return CardKind((), (card_name(item.name),), span=b.span(meta))
    return CardKind((KIND_WORDS[item.type],), span=b.span(meta))


def _coloured(b, meta, children):
    colour = _nodes(children)[0]
    kind = _nodes(children)[-1]
    return attrs.evolve(kind, colour=colour.name, span=b.span(meta))


@attrs.frozen
class _Colour(ast.Node):
    name: str


def _colour(b, meta, children):
    return _Colour(COLOURS[children[0].type], span=b.span(meta))


def _names(b, meta, children):
    from zhdsl.games.xingxiu.aliases import card_name

    names = tuple(card_name(c.name) for c in _nodes(children))
    return CardKind((), names, span=b.span(meta))


def _count(b, meta, children):
    found = _nodes(children)
    tok = next((c for c in children if isinstance(c, str)), None)
    if found and isinstance(found[0], (ast.Number, ast.Var)):
        return Count("n", found[0], span=b.span(meta))
    if found and isinstance(found[0], ast.Portion):
        return Count("all" if found[0].kind == "all" else "same", span=b.span(meta))
    kind = {"ANY_COUNT": "any", "SAME_COUNT": "players", "ALL_OF": "all"}.get(tok.type if tok is not None else "", "same")
    return Count(kind, span=b.span(meta))


def _cards(b, meta, children):
    found = _nodes(children)
    owner = zone = count = None
    kind = found[-1]
    for item in found[:-1]:
        if isinstance(item, _Owner):
            owner, zone = item.player, item.zone
        elif isinstance(item, Count):
            count = item
    return Cards(owner, zone, count, kind, span=b.span(meta))


@attrs.frozen
class _Owner(ast.Node):
    player: ast.Node | None
    zone: ast.Node | None


def _owner(b, meta, children):
    return _Owner(_nodes(children)[0], None, span=b.span(meta))


def _owner_zone(b, meta, children):
    found = _nodes(children)
    player = found[0] if len(found) == 2 else None
    return _Owner(player, found[-1], span=b.span(meta))


def _owned_zone(b, meta, children):
    found = _nodes(children)
    return attrs.evolve(found[-1], owner=found[0], span=b.span(meta))


def _this_card(b, meta, children):
    return ThisCard(span=b.span(meta))


def _card_pronoun(b, meta, children):
    return CardPronoun(str(children[0]), span=b.span(meta))


def _that_card(b, meta, children):
    which = "this" if children[0].type == "THIS" else "that"
    return ThatCard(which, _nodes(children)[0], span=b.span(meta))


def _among(b, meta, children):
    return Among(_nodes(children)[0], span=b.span(meta))


RULES = {
    "damage_card": lambda b, meta, children: DamageCard(_nodes(children)[0], span=b.span(meta)),
    "kind_word": _kind_word,
    "coloured": _coloured,
    "colour": _colour,
    "names": _names,
    "count": _count,
    "cards": _cards,
    "owner": _owner,
    "owner_zone": _owner_zone,
    "owned_zone": _owned_zone,
    "this_card": _this_card,
    "card_pronoun": _card_pronoun,
    "that_card": _that_card,
    "among": _among,
}


# ---- describing ---------------------------------------------------------------------------------

KIND_TEXT = {
    "card": "牌", "hand": "手牌", "basic": "基本牌", "strategy": "计策牌", "delayed": "延时计策牌",
    "instant": "非延时计策牌", "equipment": "装备牌", "weapon": "武器牌", "armour": "防具牌", "cavalry": "骑兵牌",
    "light_cavalry": "轻骑兵", "heavy_cavalry": "重骑兵", "judgement": "判定牌",
}
COLOUR_TEXT = {"red": "红色", "black": "黑色", "spring": "春", "summer": "夏", "autumn": "秋", "winter": "冬"}
ZONE_TEXT = {"hand": "手牌区", "equip": "装备区", "judge": "判定区", "region": "区域", "deck": "牌堆", "deck_top": "牌堆顶",
             "deck_bottom": "牌堆底", "discard": "弃牌堆"}


def kind_text(k: CardKind) -> str:
    base = "和".join(f"「{n}」" for n in k.names) or "".join(KIND_TEXT[w] for w in k.kinds)
    if k.colour is None:
        return base
    return COLOUR_TEXT[k.colour] + ("的" if k.names else "") + base


def count_text(d, c: Count | None) -> str:
    if c is None:
        return ""
    if c.kind == "n":
        return f"{d.expr(c.amount)}张"
    return {"any": "任意张", "all": "所有", "same": "等量的", "players": "同人数的"}[c.kind]


def zone_text(d, z) -> str:
    owner = d.ref(z.owner) + "的" if getattr(z, "owner", None) is not None else ""
    return owner + ZONE_TEXT.get(z.kind, z.kind)


def describe(d, node) -> str:
    if isinstance(node, CardKind):
        return kind_text(node)
    if isinstance(node, Count):
        return count_text(d, node)
    if isinstance(node, Cards):
        owner = d.ref(node.owner) + ("的" if node.zone is not None else "") if node.owner is not None else ""
        zone = (ZONE_TEXT.get(node.zone.kind, node.zone.kind) + "内的") if node.zone is not None else ""
        return owner + zone + count_text(d, node.count) + kind_text(node.kind)
    if isinstance(node, ThisCard):
        return "此牌"
    if isinstance(node, ThatCard):
        return ("此" if node.which == "this" else "该") + kind_text(node.kind)
    if isinstance(node, CardPronoun):
        return node.word
    if isinstance(node, Among):
        return "其中" + count_text(d, node.count)
    if isinstance(node, _Colour):
        return COLOUR_TEXT[node.name]
    if isinstance(node, DamageCard):
        return f"对{d.ref(node.target)}造成伤害的牌"
    raise TypeError(node)


# ---- lowering -------------------------------------------------------------------------------------


def lower(lw, node):
    from zhdsl.games.xingxiu import selectors as sel

    if isinstance(node, CardKind):
        return sel.KindSpec(node.kinds, node.names, node.colour)
    if isinstance(node, Count):
        return sel.CountSpec(node.kind, lw.lower(node.amount) if node.amount is not None else None)
    if isinstance(node, Cards):
        return sel.CardsRef(
            lw.lower(node.owner) if node.owner is not None else None,
            node.zone.kind if node.zone is not None else None,
            lower(lw, node.count) if node.count is not None else None,
            lower(lw, node.kind),
        )
    if isinstance(node, ThisCard):
        return sel.ThisCardRef()
    if isinstance(node, ThatCard):
        return sel.ThatCardRef(node.which, lower(lw, node.kind))
    if isinstance(node, CardPronoun):
        return sel.CardPronounRef(lw.lower(node.antecedent) if node.antecedent is not None else None)
    if isinstance(node, Among):
        return sel.AmongRef(lower(lw, node.count))
    if isinstance(node, DamageCard):
        return sel.DamageCardRef()
    raise TypeError(node)


def check_count(c, count: Count | None) -> None:
    if count is not None and count.kind == "n":
        c.check_amount(count.amount, positive=True)
