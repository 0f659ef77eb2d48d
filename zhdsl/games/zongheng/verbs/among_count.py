"""How many of the cards a step before moved (or the effect looked at) are of a name: `将牌库顶的3张牌正面向上移入过往，令目标角色
折损X财富（X为其中「攻伐」的数量）` (rule 10.41). 其中 is the cards of the effect's last step that moved cards (移入, 抽,
弃), wherever they are now; with none moved, those it looked at or chose from last (查看, 选择, rule 11.27)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.games.zongheng.verbs.look import Look
from zhdsl.games.zongheng.verbs.move import MoveFrom  # `正面向上移入牌库底` moves cards too (rule 11.41(a))
from zhdsl.games.zongheng.verbs.point_filter import describe as describe_point, fold as fold_point
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class AmongCount(ast.Node):
    """`其中「攻伐」的数量`, `其中牌的数量`, `其中红色牌的数量`: the number of those cards (of that name, colour or kind, when
    one is given; rule 10.65)."""

    name: ast.CardName | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    kind: str | None = None  # lord


@attrs.frozen
class AmongHas(ast.Node):
    """`若其中有红色牌`, `若其中有「攻伐」`, `若其中没有领主牌`: whether the cards 其中 names (as for 其中「名」的数量, rule
    10.41) hold one of that name, colour or kind (rule 10.53)."""

    has: bool
    name: ast.CardName | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    kind: str | None = None  # lord
    point_op: str | None = attrs.field(default=None, kw_only=True, metadata=ast.OPTIONAL)  # `若其中有点数为9的牌` (11.33(a))
    point: ast.Number | None = attrs.field(default=None, kw_only=True, metadata=ast.OPTIONAL)


NODES = (AmongCount, AmongHas)


def build_has(b, meta, children):
    has = b.meaning(children[1]) == "has"
    name = next((c for c in children if isinstance(c, ast.CardName)), None)
    colour = next((b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
    kind = "lord" if any(isinstance(c, str) and b.meaning(c) == "lord" for c in children) else None
    return fold_point(AmongHas(has, name, colour, kind, span=b.span(meta)), children)


def build(b, meta, children):
    name = next((c for c in children if isinstance(c, ast.CardName)), None)
    colour = next((b.colour(c) for c in children if isinstance(c, str) and c.type == "FREE_TEXT"), None)
    kind = "lord" if any(isinstance(c, str) and b.meaning(c) == "lord" for c in children) else None
    return AmongCount(name, colour, kind, span=b.span(meta))


_MOVING_VERBS = ("discard", "draw")
_NOT_VERB = frozenset({"THIS_WAY", "FREE_TEXT", "OF", "CARD", "HAND", "LORD", "ZHANG", "COUNT"})


def build_moved(b, meta, children):
    """`以此法弃置的红色牌数`, `因此抽的「攻伐」的数量`: 其中…的数量 (rule 10.155); only a verb that moves cards names them."""
    verb = next((c for c in children if isinstance(c, str) and c.type not in _NOT_VERB), None)
    if verb is not None and b.meaning(verb) not in _MOVING_VERBS:  # `以此法生产的红色牌数`: 生产 moves no card
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」不移动牌，没有「{verb}的牌」可数",
                                   "写弃置或抽的牌：「X为以此法弃置的红色牌数」"))
    return build(b, meta, children)


def build_compared(b, meta, children):
    """`若移入的牌不少于2张`: the number of the cards the step before moved (其中牌的数量), compared (rule 10.44)."""
    words, op, amount = children[0], children[1], children[2]
    count = AmongCount(None, span=b.tok_span(words))
    return ast.Comparison(count, b.meaning(op), amount, span=b.span(meta))


def build_of(b, meta, children):
    """`以此法弃置的牌中红色牌的数量`, `弃置的牌中「攻伐」的数量` (rule 10.155): 其中…的数量 over the cards the step before
    moved. The cards are read as a `ref` (the grammar shares `弃置的牌中` with `若弃置的牌中有…`, rule 10.176), so only 该牌's
    reading (the cards moved) is allowed here."""
    ref = children[0]
    if not (isinstance(ref, ast.Ref) and ref.kind == "that_card"):
        b.diagnostics.append(error("E204", ref.span, "「…中…的数量」只能数以此法弃置或移动的牌",
                                   "写「以此法弃置的牌中红色牌的数量」"))
    return build(b, meta, children[1:])


RULES = {"among_count_of": build_of, "among_count": build, "moved_count": build_moved, "moved_compared": build_compared, "among_has": build_has}


def _cards_before(nodes, node) -> bool:
    """Whether a step that moves, looks at or chooses cards comes before this 其中 in its effect."""
    return step_before(nodes, node, lambda n: isinstance(n, Look | ast.Chosen | ast.Move | MoveFrom | ast.Draw
                                                         | ast.Discard))


def check(c, node, depth: int) -> None:
    colour = getattr(node, "colour", None)
    if colour is not None and colour.colour is None:
        c.report(c.error("E201", colour.span, f"未知的颜色「{colour.word}」", c.hints["colours"]))
    if not _cards_before(c.survey.nodes, node):
        among = c.words.word("reference", "among")
        c.report(c.error("E256", node.span, f"「{among}」前面没有移动、查看或选择过的牌",
                         f"先移动或查看几张牌：「将牌库顶的3张牌移入过往，令目标角色折损X财富（X为{among}「攻伐」的数量）」"))


def lower(lw, node):
    if isinstance(node, AmongHas):
        colour = node.colour.colour if node.colour is not None else None
        point = (node.point_op, node.point.value) if node.point is not None else None
        return AmongHasCond(AmongCountExpr(node.name.name if node.name is not None else None, colour, node.kind, point),
                            node.has)
    colour = node.colour.colour if node.colour is not None else None
    return AmongCountExpr(node.name.name if node.name is not None else None, colour, node.kind)


def _cards_word(d, node) -> str:
    """The cards 其中 is narrowed to: a name, the lord cards, or cards (of a colour)."""
    if node.name is not None:
        return d.card_name(node.name)
    if node.kind is not None:
        return d.word("reference", "lord") + d.object("card")
    return (node.colour.word if node.colour is not None else "") + d.object("card")


def describe(d, node) -> str:
    if isinstance(node, AmongHas):
        what = describe_point(d, node.point_op, node.point) + _cards_word(d, node)
        has = d.word("structure", "has" if node.has else "has_no")
        return f"{d.word('reference', 'among')}{has}{what}"
    return f"{d.word('reference', 'among')}{_cards_word(d, node)}{d.word('structure', 'of')}{d.word('structure', 'count')}"


@attrs.frozen
class AmongCountExpr:
    """Rule 10.41: the cards the effect's last moving step moved (`fx.MOVED_CARDS`), else those it looked at last."""

    name: str | None
    colour: str | None = None  # only cards of this colour (rule 10.53)
    kind: str | None = None  # only cards of this kind (lord)
    point: tuple | None = None  # only cards whose printed point compares so (rule 11.33(a))

    def evaluate(self, ctx: fx.Ctx) -> int:
        cards = ctx.values.get(fx.MOVED_CARDS)
        if cards is None:
            cards = tuple(uid for uid, _zone, _owner in ctx.values.get(fx.LOOKED, ()))
        if self.name is None and self.colour is None and self.kind is None and self.point is None:
            return len(cards)
        return len(fx.of_kind(ctx.rt, list(cards), self.name, self.kind, self.colour, self.point))


@attrs.frozen
class AmongHasCond:
    """Rule 10.53: some of 其中's cards are of that name, colour or kind (none, for 没有)."""

    count: AmongCountExpr
    has: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        return (self.count.evaluate(ctx) > 0) == self.has
