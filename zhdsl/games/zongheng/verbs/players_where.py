"""`令每名财富多于你的角色折损1财富`, `每名手牌数少于你的其他角色抽1张牌` (rule 12.172): every living player (其他角色: but you)
whose attribute compares so — with a player (`多于你`: than your same attribute, 10.35) or a number — when the step
begins, in turn order from you; the same players as 10.151's `每有1名财富多于你的角色` counts. None may be, and then the
step does nothing (it does not fail)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.counted_players import _TESTS
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_EACH = BY_TERMINAL["EACH_WHO"].text  # 每名
_COMPARATORS = frozenset({"GT", "LT", "EQ", "GE", "LE", "NE", "AT_LEAST", "AT_MOST", "MORE", "FEWER"})


@attrs.frozen
class PlayersWhere(ast.Node):
    """Every living player (`others`: not you) whose `attribute` compares (`op`) with `value`."""

    attribute: str
    op: str
    value: ast.Node
    others: bool = False
    NAMES_FOR_PRONOUN = "player"  # `令每名…的角色弃1张手牌，然后其…`: each of them


NODES = (PlayersWhere,)
REF = "players"


def build(b, meta, children):
    toks = [c for c in children if isinstance(c, str)]
    word = next(t for t in toks if b.meaning(t) in (*b.dialect.PLAYER_ATTRIBUTES, *b.dialect.CARD_ATTRIBUTES))
    op = next(t for t in toks if t.type in _COMPARATORS or t.type == "IS")  # 为: 等于
    value = next(c for c in children if isinstance(c, ast.Node))
    if isinstance(value, ast.Ref):  # `财富多于你的角色`: 多于你的财富 (rule 10.35)
        value = ast.Attribute(value, b.meaning(word), span=value.span)
    others = any(t.type == "OTHER_PLAYERS" for t in toks)
    if b.meaning(word) in b.dialect.CARD_ATTRIBUTES:  # `每名点数大于3的角色`: players have no 点数
        b.diagnostics.append(error("E204", b.tok_span(word), f"只有牌才有「{word}」",
                                   "写角色的属性，例如「令每名财富多于你的角色折损1财富」"))
    return PlayersWhere(b.meaning(word), "=" if op.type == "IS" else b.meaning(op), value, others, span=b.span(meta))


RULES = {"players_where": build}


def check(c, node: PlayersWhere, depth: int) -> None:
    if node.attribute in c.dialect.CARD_ATTRIBUTES:  # `每名点数大于3的角色`: players have no 点数
        c.report(c.error("E204", node.span, f"只有牌才有{c.words.attribute(node.attribute)}",
                         "写角色的属性，例如「令每名财富多于你的角色折损1财富」"))
    c.check_expr(node.value)


def lower(lw, node: PlayersWhere):
    return PlayersWhereRef(node.attribute, node.op, lw.lower(node.value), node.others)


def describe(d, node: PlayersWhere) -> str:
    value = d.expr(node.value)
    if isinstance(node.value, ast.Attribute) and node.value.subject is not None and node.value.name == node.attribute:
        value = d.ref(node.value.subject)  # `财富多于你`
    who = d.word("structure", "target_other") if node.others else d.word("reference", "player")
    return f"{_EACH}{d.attribute(node.attribute)}{d.op(node.op)}{value}{d.structure('of')}{who}"


@attrs.frozen
class PlayersWhereRef:
    attribute: str
    op: str
    value: object
    others: bool

    def players(self, ctx: fx.Ctx) -> list[int]:
        n = self.value.evaluate(ctx)
        if n is None:
            return []
        s = ctx.rt.state
        return [p for p in s.order_from(ctx.you) if not (self.others and p == ctx.you)
                and _TESTS[self.op](ctx.rt.attr(p, self.attribute), n)]

    single = False
