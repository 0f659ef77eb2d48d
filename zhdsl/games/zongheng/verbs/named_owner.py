"""The owner of a named card as a player: `令「权杖」的拥有者折损1财富` — the rulebook's own words in the 权杖 mode
(「当一名角色令”权杖“的拥有者折损财富…」). The players who 拥有 such a card: it lies in one of their own zones (手牌区,
结界区, 领主区, 造物区), as `若你拥有「权杖」` asks (rule 10.34); rule 12.18."""

from __future__ import annotations

import attrs

from zhdsl.text import ast

_OWN_ZONES = ("hand", "ward", "lord", "creation")  # the zones of rule 10.34


@attrs.frozen
class NamedOwner(ast.Node):
    """`「权杖」的拥有者`: every living player with a card of that name in one of their own zones."""

    name: ast.CardName

    # a later 其/该角色 names the same owners (rule 12.27); an attribute of them is the first owner's from you
    NAMES_FOR_PRONOUN = "player"
    FIRST_FOR_ATTRIBUTE = True


NODES = (NamedOwner,)
REF = "players"  # players for the checker, not one player: several may own cards of one name


def build(b, meta, children):
    name = next(c for c in children if isinstance(c, ast.CardName))
    return NamedOwner(name, span=b.span(meta))


def build_attribute(b, meta, children):
    """`“权杖”的拥有者的财富`: an attribute of the first owner from you (rule 12.27)."""
    owner = next(c for c in children if isinstance(c, NamedOwner))
    return ast.Attribute(owner, b.meaning(children[-1]), span=b.span(meta))


RULES = {"named_owner": build, "named_owner_attribute": build_attribute}


def check_ref(c, node: NamedOwner) -> None:
    return None  # any name: a player owns a card of it or nobody does


def lower(lw, node: NamedOwner):
    return NamedOwnerRef(node.name.name)


def describe(d, node: NamedOwner) -> str:
    return f"{d.card_name(node.name)}{d.word('structure', 'of')}{d.word('reference', 'owner')}"


@attrs.frozen
class NamedOwnerRef:
    """Rule 12.18: the living players, in turn order from you, with a card of that printed name in their own zones;
    none when nobody has one (a step on them then does nothing)."""

    name: str

    def players(self, ctx) -> list[int]:
        rt = ctx.rt
        s = rt.state
        out = []
        for seat in s.order_from(ctx.you):
            if s.players[seat].dead:
                continue
            if any(rt.defn(uid).name == self.name for zone in _OWN_ZONES for uid in s.zone_list(zone, seat)):
                out.append(seat)
        return out

    single = False
