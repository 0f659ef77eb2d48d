"""A named card a player owns, as a card reference: `将“权杖”移入你的造物区` — the rulebook's 权杖 mode moves 权杖 from
whoever owns it. Without 从…中, `将「名」移入…` names the card of that printed name in a living player's own zones (手牌区,
结界区, 领主区, 造物区: those of rule 10.34), the first found in turn order from you; none: the step fails (rule 12.28).
With 从…中 it is the card of that zone (rule 11.18(b))."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.named_owner import _OWN_ZONES
from zhdsl.text import ast


@attrs.frozen
class OwnedNamed(ast.Node):
    """`“权杖”` after 将 with no zone: the card of that name a player owns."""

    name: ast.CardName


NODES = (OwnedNamed,)
REF = "card"  # a card reference, for the checker


def build(b, meta, children):
    """`将“权杖”移入你的造物区` (rule 12.28)."""
    name, zone = [c for c in children if isinstance(c, ast.Node)]
    return ast.Move(OwnedNamed(name, span=name.span), zone, span=b.span(meta))


RULES = {"move_owned_named": build}


def check_ref(c, node: OwnedNamed) -> None:
    return None  # any name: a player owns a card of it or nobody does


def lower(lw, node: OwnedNamed):
    return OwnedNamedRef(node.name.name)


def describe(d, node: OwnedNamed) -> str:
    return d.card_name(node.name)


@attrs.frozen
class OwnedNamedRef:
    """Rule 12.28: the card of that printed name in the own zones of the living players, in turn order from you."""

    name: str
    kind: str = "owned_named"

    def card(self, ctx: fx.Ctx) -> int | None:
        rt = ctx.rt
        s = rt.state
        for seat in s.order_from(ctx.you):
            if s.players[seat].dead:
                continue
            for zone in _OWN_ZONES:
                uid = next((u for u in s.zone_list(zone, seat) if rt.defn(u).name == self.name), None)
                if uid is not None:
                    return uid
        return None

    def entry(self, ctx: fx.Ctx):
        return None

    def remembered(self, ctx: fx.Ctx):
        return None

    def players(self, ctx: fx.Ctx) -> list[int]:
        return []

    single = property(lambda self: False)
