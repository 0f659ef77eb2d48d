"""Players as card text names them (rules 1.2, 4, 6.3, 15.1, 15.14): 你, 自己, 下家, 伤害来源 …; the
pronouns 其 / 该角色 / 该武将; and descriptions such as `你进攻范围内的一名其他角色`,
`距离一以内的其他角色`, `一名装备武器的其他角色`, `其他青龙角色`, `至多两名目标`.

A description is a selector: its modifiers filter the living players (in seat order from 你,
rule 6.5); its count says how many are picked (`一名`: one, chosen by the effect's controller;
`每名`, no count: all of them). A pick is remembered for the rest of the effect, so a pronoun that
stands for the description means the same player (rule 15.1)."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.text import ast

REF = "player"


@attrs.frozen
class Person(ast.Node):
    """你 / 自己 (you), 下家 (next), 上家 (previous), 对方 (opponent), 另一名角色 (the_other), 同一名角色
    (same), 伤害来源 (damage_source), 使用者 (user), 所有角色 (all), 所有其他角色 (all_others),
    目标角色 (target), 首先放弃打出X的角色 (giver_up)."""

    kind: str
    card: ast.Node | None = None  # giver_up: the card that was not played


@attrs.frozen
class Pronoun(ast.Node):
    """其 / 该角色 / 该武将: the player named before it (its antecedent), or — with none — the player
    the effect is about (a card's target, a trigger's player)."""

    word: str
    antecedent: ast.Node | None = None


@attrs.frozen
class PlayerNP(ast.Node):
    """A description of players: modifiers, then 角色/武将 (or 目标)."""

    mods: tuple
    noun: str  # player target
    by_you: bool = False  # （由你指定）: designated by the card's user when it is used (rule 8.14)


@attrs.frozen
class Mod(ast.Node):
    """One modifier of a description: count (一名), up_to (至多两名), range (一至两名), each (每名),
    any (任意), other (其他), faction (青龙), in_range (你进攻范围内的), distance (距离一以内的 /
    距离为一的), equipped (装备武器的), wounded (军力未满的), except (除使用者外的)."""

    kind: str
    value: Any = None  # amount, faction word, equipment kind, Attribute, player …
    high: Any = None  # range: the upper amount; distance: "within" or "exactly"


NODES = (Person, Pronoun, PlayerNP, Mod)

_PERSONS = {
    "YOU": "you", "SELF": "you", "NEXT": "next", "PREVIOUS": "previous", "OPPONENT": "opponent",
    "THE_OTHER": "the_other", "SAME_PLAYER": "same", "DAMAGE_SOURCE": "damage_source", "USER": "user",
    "ALL_PLAYERS": "all", "ALL_OTHERS": "all_others", "TARGET_PLAYER": "target",
}


def _nodes(children):
    return [c for c in children if not isinstance(c, str)]


def _person(b, meta, children):
    tok = children[0]
    if tok.type == "GIVER_UP":
        return Person("giver_up", _nodes(children)[0], span=b.span(meta))
    return Person(_PERSONS[tok.type], span=b.span(meta))


def _pronoun(b, meta, children):
    return Pronoun(str(children[0]), span=b.span(meta))


def _player_np(b, meta, children):
    mods = tuple(c for c in children if isinstance(c, Mod))
    noun = "target" if any(isinstance(c, str) and c.type == "TARGET" for c in children) else "player"
    by_you = any(isinstance(c, str) and c.type == "BY_YOU" for c in children) or any(
        isinstance(c, _ByYou) for c in children)
    return PlayerNP(mods, noun, by_you, span=b.span(meta))


class _ByYou:
    pass


def _mod(kind, pick=None):
    def build(b, meta, children):
        found = _nodes(children)
        toks = [c for c in children if isinstance(c, str)]
        if kind == "range":
            return Mod(kind, found[0], found[1], span=b.span(meta))
        if kind == "distance":
            exact = not any(t.type == "WITHIN" for t in toks)
            return Mod(kind, found[0], "exactly" if exact else "within", span=b.span(meta))
        if kind in ("faction", "equipped"):
            return Mod(kind, found[0] if found else str(toks[-1]), span=b.span(meta))
        return Mod(kind, found[0] if found else None, span=b.span(meta))

    return build


def _word(b, meta, children):
    return b.meaning(children[0]) or str(children[0])


_EQUIP_KINDS = {"WEAPON": "weapon", "ARMOUR": "armour", "LIGHT_CAVALRY": "light_cavalry",
                "HEAVY_CAVALRY": "heavy_cavalry", "CAVALRY": "cavalry"}


def _equip_kind(b, meta, children):
    return _EquipKind(_EQUIP_KINDS[children[0].type], span=b.span(meta))


@attrs.frozen
class _EquipKind(ast.Node):
    kind: str


def _faction(b, meta, children):
    return _Faction(str(children[0]), span=b.span(meta))


@attrs.frozen
class _Faction(ast.Node):
    name: str


def _np_equipped(b, meta, children):
    kind = _nodes(children)[0]
    return Mod("equipped", kind.kind, span=b.span(meta))


def _np_faction(b, meta, children):
    return Mod("faction", _nodes(children)[0].name, span=b.span(meta))


def _topic_acts(b, meta, children):
    actor, action = _nodes(children)
    return ast.Acts(actor, action, span=b.span(meta))


RULES = {
    "topic_acts": _topic_acts,
    "person": _person,
    "pronoun": _pronoun,
    "player_np": _player_np,
    "by_you": lambda b, meta, children: _ByYou(),
    "np_count": _mod("count"),
    "np_up_to": _mod("up_to"),
    "np_range": _mod("range"),
    "np_each": _mod("each"),
    "np_any": _mod("any"),
    "np_other": _mod("other"),
    "np_faction": _np_faction,
    "np_in_range": _mod("in_range"),
    "np_distance": _mod("distance"),
    "np_equipped": _np_equipped,
    "np_wounded": _mod("wounded"),
    "np_except": _mod("except"),
    "equip_kind": _equip_kind,
    "faction": _faction,
}


# ---- checks -------------------------------------------------------------------------------------


def check_ref(c, node) -> None:
    if isinstance(node, Pronoun) and node.antecedent is not None:
        return
    if isinstance(node, Person) and node.card is not None:
        return
    if isinstance(node, PlayerNP):
        for mod in node.mods:
            if mod.kind == "in_range":
                attr = mod.value
                if not (isinstance(attr, ast.Attribute) and attr.name == "attack_range"):
                    c.report(c.error("E241", mod.span, "「…范围内的」前面应当是进攻范围", "写作「你进攻范围内的一名角色」"))
                elif attr.subject is not None:
                    c.check_ref(attr.subject)
            elif mod.kind in ("count", "up_to") and isinstance(mod.value, ast.Number) and mod.value.value <= 0:
                c.report(c.error("E200", mod.value.span, "角色的数量至少为一", "写作「一名角色」"))
            elif mod.kind == "except" and mod.value is not None:
                c.check_ref(mod.value)


# ---- describing -------------------------------------------------------------------------------------

_PERSON_WORDS = {
    "you": "你", "next": "下家", "previous": "上家", "opponent": "对方", "the_other": "另一名角色", "same": "同一名角色",
    "damage_source": "伤害来源", "user": "使用者", "all": "所有角色", "all_others": "所有其他角色", "target": "目标角色",
}


def describe(d, node) -> str:
    if isinstance(node, Person):
        if node.kind == "giver_up":
            return f"首先放弃打出{d.ref(node.card)}的角色"
        return _PERSON_WORDS[node.kind]
    if isinstance(node, Pronoun):
        return node.word
    if isinstance(node, PlayerNP):
        text = "".join(describe_mod(d, m) for m in node.mods) + ("目标" if node.noun == "target" else "角色")
        return text + ("（由你指定）" if node.by_you else "")
    if isinstance(node, Mod):
        return describe_mod(d, node)
    if isinstance(node, (_EquipKind, _Faction)):
        return getattr(node, "kind", getattr(node, "name", ""))
    raise TypeError(node)


_EQUIP_WORDS = {"weapon": "武器", "armour": "防具", "light_cavalry": "轻骑兵", "heavy_cavalry": "重骑兵", "cavalry": "骑兵牌"}


def describe_mod(d, m: Mod) -> str:
    if m.kind == "count":
        return f"{d.expr(m.value)}名"
    if m.kind == "up_to":
        return f"至多{d.expr(m.value)}名"
    if m.kind == "range":
        return f"{d.expr(m.value)}至{d.expr(m.high)}名"
    if m.kind == "in_range":
        return d.expr(m.value) + "内的"
    if m.kind == "distance":
        return f"距离{d.expr(m.value)}以内的" if m.high == "within" else f"距离为{d.expr(m.value)}的"
    if m.kind == "equipped":
        return f"装备{_EQUIP_WORDS.get(m.value, m.value)}的"
    if m.kind == "except":
        return f"除{d.ref(m.value)}外的"
    return {"each": "每名", "any": "任意", "other": "其他", "wounded": "军力未满的"}.get(m.kind, m.value or "")


# ---- lowering -----------------------------------------------------------------------------------------


def lower(lw, node):
    from zhdsl.games.xingxiu import selectors as sel

    if isinstance(node, Person):
        return sel.PersonRef(node.kind, _key(node), lw.lower(node.card) if node.card is not None else None)
    if isinstance(node, Pronoun):
        antecedent = lw.lower(node.antecedent) if node.antecedent is not None else None
        return sel.PronounRef(antecedent)
    if isinstance(node, PlayerNP):
        return sel.Selector(_key(node), tuple(_lower_mod(lw, m) for m in node.mods), node.noun, node.by_you)
    raise TypeError(node)


def _key(node) -> tuple:
    return (node.span.start, node.span.end)


def _lower_mod(lw, m: Mod):
    from zhdsl.games.xingxiu import selectors as sel

    value = m.value
    if isinstance(value, ast.Node):
        value = lw.lower(value)
    high = lw.lower(m.high) if isinstance(m.high, ast.Node) else m.high
    return sel.ModSpec(m.kind, value, high)
