"""`若其拥有「权杖」&你的财富大于其`: 拥有 (rule 10.34) is any of the player's own zones holding the card. Spelled out in a
reading — `其手牌区中有「权杖」/…/其造物区中有「权杖」&…` — a `&` after it would join the last zone only, so the node reads
back as written, `其拥有「权杖」`, and a `&` joins the whole of it (rule 12.181)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class OwnsNamed(ast.AnyOf):
    """`你拥有「权杖」`: the count of that name in each of the player's own zones, any above 0."""


NODES = (OwnsNamed,)


def check(c, node: OwnsNamed, depth: int) -> None:
    for item in node.items:
        c.check_condition(item)


def lower(lw, node: OwnsNamed):
    return lw.any_of(node)


def describe(d, node: OwnsNamed) -> str:
    first = node.items[0].left
    return f"{d.ref(first.zone.owner)}{d.structure('owns')}{d.card_name(first.name)}"
