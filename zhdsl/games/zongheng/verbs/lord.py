"""你的领主 / 目标角色的领主牌 (lord of): a player's lord card as a card reference — what 横置, 重置 and
将…移入 act on (rule 12.6)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast


@attrs.frozen
class LordOf(ast.Node):
    """`X的领主`: the lord card in X's 领主区."""

    owner: ast.AnyRef


NODES = (LordOf,)
REF = "card"  # a card reference, for the checker


def build(b, meta, children):
    return LordOf(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


def build_pronoun(b, meta, children):
    """`其领主牌`: the lord of the player 其 refers to."""
    it = children[0]
    return LordOf(ast.Ref(b.meaning(it), span=b.tok_span(it)), span=b.span(meta))


def build_target(b, meta, children):
    """`目标领主牌`: the lord card of a target player — a lord is chosen through its player (rule 12.43)."""
    target = children[0]
    return LordOf(ast.Ref("target_player", span=b.tok_span(target)), span=b.span(meta))


RULES = {"lord_of": build, "pronoun_lord": build_pronoun, "target_lord": build_target}


def check(c, node: LordOf, depth: int) -> None:
    if not c.is_single_player(node.owner):
        c.report(c.error("E204", node.owner.span, "领主属于单个角色", "例如「你的领主」「目标角色的领主」"))


def lower(lw, node: LordOf):
    return LordRef(lw.lower(node.owner))


def describe(d, node: LordOf) -> str:
    return d.ref(node.owner) + d.structure("of") + d.word("reference", "lord")


@attrs.frozen
class LordRef:
    owner: object  # a player reference
    kind: str = "lord"

    def card(self, ctx: fx.Ctx) -> int | None:
        seats = self.owner.players(ctx)
        return ctx.rt.lord_card(seats[0]) if len(seats) == 1 else None

    def entry(self, ctx: fx.Ctx):
        return None

    def remembered(self, ctx: fx.Ctx):
        return None

    def players(self, ctx: fx.Ctx) -> list[int]:
        return []

    single = property(lambda self: False)
