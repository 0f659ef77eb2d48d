"""`每有1名角色的财富大于你，你生产1财富`, `你的结界区每有1张结界，你便抽1张牌` (rule 10.132): the step after the comma is
done once for each N players, or N cards of the zone, there are when the step begins (counted once, then repeated; a
failed repetition stops it, 10.2). It reads as written; the steps after it are done once."""

from __future__ import annotations

import re

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.games.zongheng.verbs.counted_players import PlayersCountedExpr
from zhdsl.text import ast
from zhdsl.text.numerals import chinese_to_int

_PER = BY_TERMINAL["PER_HAS"].text  # 每有
_MAX_TIMES = 64  # a bound on the repetitions (players and the cards of one zone are far fewer)


@attrs.frozen
class PerHas(ast.Action):
    """`每有N名角色的A比较V，STEP` (players) or `Z每有N张K，STEP` (cards of a zone)."""

    per: ast.Node  # N
    step: ast.Node
    attribute: str | None = None  # players: the attribute compared
    op: str | None = None
    value: ast.Node | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    others: bool = False
    zone: ast.Zone | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # cards: the zone
    what: str = "card"  # cards: card / ward / hand, or a card name
    name: ast.CardName | None = attrs.field(default=None, metadata=ast.OPTIONAL)


NODES = (PerHas,)


def _per_of(b, tok) -> ast.Number:
    """`1名角色`, `一名其他角色`: the count is written inside the player word (目标角色's spellings)."""
    m = re.match(r"([0-9一二两三四五六七八九十]+)名", str(tok))
    word = m.group(1) if m else "1"
    value = int(word) if word.isdigit() else chinese_to_int(word)
    return ast.Number(value or 1, span=b.tok_span(tok))


def build_players(b, meta, children):
    who = next(c for c in children if isinstance(c, str) and c.type in ("TARGET_PLAYER", "TARGET_OTHER"))
    found = [c for c in children if isinstance(c, ast.Node)]
    word = next(c for c in children if isinstance(c, str) and b.meaning(c) in b.dialect.PLAYER_ATTRIBUTES)
    op_tok = next(c for c in children if isinstance(c, str) and c.type in _COMPARATORS)
    value, step = found[0], found[-1]
    attribute = b.meaning(word)
    if isinstance(value, ast.Ref):  # `大于你`: than your 财富
        value = ast.Attribute(value, attribute, span=value.span)
    return PerHas(_per_of(b, who), step, attribute, b.meaning(op_tok), value, who.type == "TARGET_OTHER",
                  span=b.span(meta))


def build_cards(b, meta, children):
    zone = next(c for c in children if isinstance(c, ast.Zone))
    found = [c for c in children if isinstance(c, ast.Node) and not isinstance(c, ast.Zone | ast.Ref)]
    per, step = found[0], found[-1]
    name = next((c for c in found if isinstance(c, ast.CardName)), None)
    kind = next((b.meaning(c) for c in children if isinstance(c, str) and c.type in ("CARD", "WARD", "HAND")), "card")
    return PerHas(per, step, zone=zone, what="name" if name is not None else kind, name=name, span=b.span(meta))


_COMPARATORS = frozenset({"GT", "LT", "EQ", "GE", "LE", "NE", "AT_LEAST", "AT_MOST", "MORE", "FEWER"})
RULES = {"per_has_players": build_players, "per_has_cards": build_cards}


def check(c, node: PerHas, depth: int) -> None:
    c.check_amount(node.per, positive=True)
    if node.value is not None:
        c.check_expr(node.value)
    if node.zone is not None:
        c.check_zone(node.zone)


def lower(lw, node: PerHas):
    if node.zone is not None:
        name = node.name.name if node.name is not None else None
        kind = "hand" if node.what == "hand" else None
        count = fx.ZoneCountExpr(lw.zone(node.zone), name, kind)
    else:
        count = PlayersCountedExpr(node.attribute, node.op, lw.lower(node.value), node.others)
    return PerCountStep(lw.lower(node.per), count, lw.lower(node.step))


def describe(d, node: PerHas) -> str:
    step = d.step(node.step)
    if node.zone is not None:
        if node.name is not None:
            what = d.card_name(node.name)
        else:
            what = d.word("structure", "ward_card") if node.what == "ward_card" else d.object(node.what)
        return f"{d.zone(node.zone)}{_PER}{d.expr(node.per)}{d.structure('measure')}{what}，{step}"
    who = "名其他角色" if node.others else "名角色"
    return f"{_PER}{d.expr(node.per)}{who}{d.structure('of')}{d.attribute(node.attribute)}{d.op(node.op)}{d.expr(node.value)}，{step}"


@attrs.frozen
class PerCountStep:
    """`每有N…，STEP` (rules 10.112, 10.132, 10.151): STEP once for each whole N of `count` (an expression read once, as
    the step begins; below 0 is 0), in a row, at most _MAX_TIMES times; a failed repetition stops the rest."""

    per: object
    count: object
    step: object

    def run(self, ctx: fx.Ctx) -> bool:
        per = max(1, fx.amount(self.per, ctx))
        times = min(max(0, self.count.evaluate(ctx) or 0) // per, _MAX_TIMES)
        for _ in range(times):
            if not self.step.run(ctx):
                return False
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
