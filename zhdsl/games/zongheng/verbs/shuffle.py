"""洗乱 (shuffle): `洗乱牌库` / `洗乱过往` (rule 11.19); `洗混你的手牌与牌库`: the other zones' cards go into
the 牌库 (or 过往) named, which is then shuffled (rule 11.19(a))."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast

NODES = (ast.Shuffle,)
SHUFFLED = ("deck", "past")


def build_together(b, meta, children):
    """`洗混你的手牌与牌库`: `（将你的手牌区中的所有牌移入牌库，洗乱牌库）` — every zone named but the last
    牌库/过往 gives all its cards to it, which is then shuffled. Without a 牌库/过往 the last zone stays
    the one shuffled, for the check to reject."""
    zones = [c for c in children if isinstance(c, ast.Zone)]
    into = next((z for z in reversed(zones) if z.kind in SHUFFLED and z.owner is None), zones[-1])
    span = b.span(meta)
    steps = [ast.Move(ast.ZoneCards(z, ast.Portion("all", span=z.span), span=z.span), into, span=z.span)
             for z in zones if z is not into]
    steps.append(ast.Shuffle(into, span=into.span))
    return ast.Group(ast.Sequence(tuple(steps), span=span), (), span=span)


def build_into(b, meta, children):
    """`将过往中的所有牌洗乱，背面向上加入牌库`: `（洗乱过往，将过往中的所有牌移入牌库）` — the cards' zone is shuffled, then
    the cards go where written, as 将…移入 takes them (on top of the 牌库, rule 11.18) (rule 11.19(b)). 背面向上 is how the
    牌库 holds cards anyway (11.41); the other way round, or cards not of a zone, is the move's own error."""
    from zhdsl.games.zongheng.verbs.move import _faced

    cards, zone = [c for c in children if isinstance(c, ast.Node)]
    span = b.span(meta)
    move = _faced(b, meta, children, cards, zone, None)
    where = cards.zone if isinstance(cards, ast.ZoneCards) and cards.zone is not None else None
    if where is None:  # `将此牌洗乱，…`: nothing to shuffle; the shuffle's check says so (E222)
        where = ast.Zone("hand", None, span=cards.span)
    steps = (ast.Shuffle(where, span=where.span), move)
    return ast.Group(ast.Sequence(steps, span=span), (), span=span)


def build_in(b, meta, children):
    """`将过往中的所有牌洗入牌库`: `（将过往中的所有牌移入牌库，洗乱牌库）` — the cards go into the zone written, as 将…移入
    takes them, and that zone is then shuffled (rule 11.140). Into a zone that is not 牌库/过往 the shuffle's check
    says so (E222)."""
    cards, zone = [c for c in children if isinstance(c, ast.Node)]
    span = b.span(meta)
    steps = (ast.Move(cards, zone, span=span), ast.Shuffle(zone, span=zone.span))
    return ast.Group(ast.Sequence(steps, span=span), (), span=span)


RULES = {"shuffle": ast.Shuffle, "shuffle_together": build_together, "shuffle_into": build_into,
         "shuffle_in": build_in}


def check(c, node: ast.Shuffle, depth: int) -> None:
    if node.zone.kind not in SHUFFLED:
        v = c.words.verb("shuffle")
        deck, past = (c.words.word("zone", z) for z in SHUFFLED)
        c.report(c.error("E222", node.zone.span, f"只能{v}{deck}或{past}", f"写作「{v}{deck}」或「{v}{past}」"))


def lower(lw, node: ast.Shuffle):
    if node.zone.kind not in SHUFFLED:
        raise lw.error("只能洗乱牌库或过往")
    return ShuffleStep(node.zone.kind)


def describe(d, node: ast.Shuffle) -> str:
    return d.verb("shuffle") + d.zone(node.zone)


@attrs.frozen
class ShuffleStep:
    zone: str  # deck past

    def run(self, ctx: fx.Ctx) -> bool:
        ctx.rt.shuffle_zone(self.zone)
        return True
