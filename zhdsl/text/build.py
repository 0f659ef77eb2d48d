"""Build the typed AST, one method per grammar rule.

`zhdsl.text.lalr.LalrDriver` calls `rule(meta, children)` as it reduces each rule: `meta`
holds the rule's start and end offsets in the version's text, `children` the rule's values
(AST nodes, and tokens — `str`s with `.type`, `.start_pos`, `.end_pos`).
"""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.keywords import COLOURS, TIMINGS
from zhdsl.text import ast
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.numerals import chinese_to_int
from zhdsl.text.source import Span
from zhdsl.text.versions import Version

_REFS = {
    "你": "you", "自身": "self", "此牌": "this_card", "目标牌": "target_card",
    "目标角色": "target_player", "目标其他角色": "target_other",
    "所有角色": "all_players", "所有其他角色": "all_others",
}
_ZONES = {
    "手牌区": "hand", "结界区": "ward", "领主区": "lord", "造物区": "creation", "堆叠": "stack",
    "牌库": "deck", "牌库顶": "deck_top", "牌库底": "deck_bottom", "过往": "past", "虚空": "void",
}
_OBJECTS = {
    "牌": "card", "手牌": "hand", "手牌数": "hand_count", "精力": "energy", "财富": "wealth",
    "物资": "supply", "仓储": "storage", "效率": "efficiency",
}
ATTRIBUTES = {
    "财富": "wealth", "物资": "supply", "精力": "energy", "仓储": "storage", "效率": "efficiency",
    "手牌数": "hand_count", "点数": "point", "颜色": "colour",
}
COMPARATORS = {
    "大于": ">", "多于": ">", "小于": "<", "少于": "<", "等于": "=",
    "不小于": ">=", "至少": ">=", "不大于": "<=", "至多": "<=", "不等于": "!=",
}
_HOLDERS = {"所有者": "owner", "控制者": "controller"}


def _first_child(method):
    """Marks a rule whose value is its first child: the LALR driver skips the call."""
    method.first_child = True
    return method


def _one_child_is_value(method):
    """Marks a rule whose value is its child when it has exactly one (a `/` or `&` or note
    that is not there): the LALR driver skips the call for one-symbol reductions."""
    method.one_child_is_value = True
    return method


def _nodes(children) -> list:
    return [c for c in children if not isinstance(c, str)]  # tokens are str


class AstBuilder:
    """Not thread-safe: `version` and `diagnostics` are set per parse by the parser."""

    def __init__(self) -> None:
        super().__init__()
        self.version = Version("", None)
        self.diagnostics: list[Diagnostic] = []

    @property
    def version(self) -> Version:
        return self._version

    @version.setter
    def version(self, version: Version) -> None:
        self._version = version
        self._identity = version.offsets is None  # no `|`: version offsets are the text's

    # -- spans
    def _span(self, meta) -> Span:
        if meta.empty:
            return Span(0, 0)
        if self._identity:
            return Span(meta.start_pos, meta.end_pos)
        v = self._version
        return Span(v.original(meta.start_pos), v.original(meta.end_pos - 1) + 1)

    def _tok_span(self, tok) -> Span:
        if self._identity:
            return Span(tok.start_pos, tok.end_pos)
        v = self._version
        return Span(v.original(tok.start_pos), v.original(tok.end_pos - 1) + 1)

    # -- effects
    def start(self, meta, children):
        return ast.CardText(tuple(_nodes(children)), span=self._span(meta))

    quoted = start

    def skill(self, meta, children):
        head, body = children
        parts = head.parts if isinstance(head, ast.Conjunction) else (head,)
        return ast.Effect(ast.Head(parts, span=head.span), body, span=self._span(meta))

    def plain(self, meta, children):
        return ast.Effect(None, children[0], span=self._span(meta))

    def static(self, meta, children):
        return ast.StaticEffect(children[0], span=self._span(meta))

    def head_word(self, meta, children):
        tok = children[0]
        return ast.Timing(str(tok), TIMINGS.get(str(tok)), span=self._tok_span(tok))

    @_first_child
    def timing_word(self, meta, children):
        return children[0]

    # -- structure
    def sequence(self, meta, children):
        conditional = None
        if children and isinstance(children[-1], ast.Conditional):
            conditional = children[-1]
            children = children[:-1]
        return ast.Sequence(tuple(children), conditional, span=self._span(meta))

    def conditional(self, meta, children):
        condition, then = _nodes(children)
        return ast.Conditional(condition, then, span=self._span(meta))

    @_one_child_is_value
    def choice(self, meta, children):
        if len(children) == 1:
            return children[0]
        return ast.Choice(tuple(children), span=self._span(meta))

    @_one_child_is_value
    def conjunction(self, meta, children):
        if len(children) == 1 and not isinstance(children[0], ast.Quantity):
            return children[0]  # a unit without `&`, the common case
        parts = self._join_quantities(children)
        if len(parts) == 1:
            return parts[0]
        return ast.Conjunction(parts, span=self._span(meta))

    def _join_quantities(self, parts) -> tuple:
        """A bare quantity after & joins the measured action before it: 支付1蓝色精力&1黄色精力."""
        out: list = []
        for part in parts:
            if isinstance(part, ast.Quantity):
                prev = out[-1] if out else None
                if isinstance(prev, ast.Measured) and not prev.notes:
                    out[-1] = attrs.evolve(prev, quantities=prev.quantities + (part,), span=prev.span.cover(part.span))
                    continue
                self.diagnostics.append(
                    error(
                        "E215",
                        part.span,
                        "「&」后的数量前面没有可以附着的动作",
                        "数量只能接在支付、消耗、获得等动作之后，例如「支付1蓝色精力&1黄色精力」",
                    )
                )
                continue
            out.append(part)
        return tuple(out)

    @_one_child_is_value
    def noted(self, meta, children):
        action, *notes = children
        if not notes:
            return action
        flat = tuple(n for group in notes for n in group)
        return attrs.evolve(action, notes=flat, span=self._span(meta))

    def group(self, meta, children):
        body, *notes = children
        return ast.Group(body, tuple(n for g in notes for n in g), span=self._span(meta))

    def note(self, meta, children):
        return tuple(children)

    def free_of_energy(self, meta, children):
        return ast.FreeOfEnergy(span=self._span(meta))

    def virtual_note(self, meta, children):
        return ast.VirtualNote(span=self._span(meta))

    def define(self, meta, children):
        var, _is, expr = children
        return ast.Define(str(var), expr, span=self._span(meta))

    # -- expressions
    def amount(self, meta, children):
        span = self._span(meta)
        sign = -1 if len(children) == 2 else 1
        tok = children[-1]
        if tok.type == "VAR":
            return ast.Var(str(tok), span=span)
        if tok.type == "NUMBER":
            return ast.Number(sign * int(tok), span=span)
        value = chinese_to_int(str(tok))
        if value is None:
            self.diagnostics.append(
                error("E105", span, f"无法识别的数字「{tok}」", "用阿拉伯数字，或一、二、两、三……十这样的中文数字")
            )
            value = 0
        return ast.Number(sign * value, span=span)

    def binop(self, meta, children):
        left, op, right = children
        return ast.BinOp(str(op).replace("*", "×"), left, right, span=self._span(meta))

    def player_count(self, meta, children):
        return ast.PlayerCount(span=self._span(meta))

    def attribute(self, meta, children):
        nodes = _nodes(children)
        subject = nodes[0] if nodes else None
        return ast.Attribute(subject, ATTRIBUTES[str(children[-1])], span=self._span(meta))

    @_first_child
    def attribute_word(self, meta, children):
        return children[0]

    def comparison(self, meta, children):
        left, op, right = children
        return ast.Comparison(left, COMPARATORS[str(op)], right, span=self._span(meta))

    def colour_comparison(self, meta, children):
        left, op, tok = children
        colour = ast.Colour(str(tok), COLOURS.get(str(tok)), span=self._tok_span(tok))
        return ast.Comparison(left, COMPARATORS[str(op)], colour, span=self._span(meta))

    @_first_child
    def comparator(self, meta, children):
        return children[0]

    def all_of(self, meta, children):
        items: list = []
        for c in children:
            items.extend(c.items if isinstance(c, ast.AllOf) else (c,))
        return ast.AllOf(tuple(items), span=self._span(meta))

    def any_of(self, meta, children):
        items: list = []
        for c in children:
            items.extend(c.items if isinstance(c, ast.AnyOf) else (c,))
        return ast.AnyOf(tuple(items), span=self._span(meta))

    def invariant(self, meta, children):
        left, _always, op, right = children
        return ast.Invariant(left, COMPARATORS[str(op)], right, span=self._span(meta))

    # -- references
    def ref(self, meta, children):
        tok = children[0]
        return ast.Ref(_REFS[str(tok)], span=self._span(meta))

    @_first_child
    def ref_word(self, meta, children):
        return children[0]

    def within(self, meta, children):
        amount = _nodes(children)[0]
        return ast.Within(amount, children[-1].type == "TARGET_PLAYER", span=self._span(meta))

    def holder(self, meta, children):
        return ast.Holder(children[0], _HOLDERS[str(children[-1])], span=self._span(meta))

    @_first_child
    def holder_word(self, meta, children):
        return children[0]

    def zone(self, meta, children):
        nodes = _nodes(children)
        owner = nodes[0] if nodes else None
        return ast.Zone(_ZONES[str(children[-1])], owner, span=self._span(meta))

    @_first_child
    def zone_word(self, meta, children):
        return children[0]

    def hand_cards(self, meta, children):
        return ast.HandCards(_nodes(children)[0], span=self._span(meta))

    # -- actions
    @_first_child
    def verb(self, meta, children):
        return children[0]

    def verb_measure(self, meta, children):
        verb, quantity = children
        return ast.MEASURED[str(verb)]((quantity,), span=self._span(meta))

    def quantity(self, meta, children):
        amount = children[0]
        measured = any(isinstance(c, str) and c.type == "ZHANG" for c in children)
        obj, colour = children[-1]
        return ast.Quantity(amount, obj, colour, measured, span=self._span(meta))

    def object(self, meta, children):
        colour = None
        if len(children) == 2:
            tok = children[0]
            colour = ast.Colour(str(tok), COLOURS.get(str(tok)), span=self._tok_span(tok))
        return _OBJECTS[str(children[-1])], colour

    def restore(self, meta, children):
        return ast.Restore(span=self._span(meta))

    def tap(self, meta, children):
        nodes = _nodes(children)
        return ast.Tap(nodes[0] if nodes else None, span=self._span(meta))

    def untap(self, meta, children):
        nodes = _nodes(children)
        return ast.Untap(nodes[0] if nodes else None, span=self._span(meta))

    def become(self, meta, children):
        target, effect = _nodes(children)
        return ast.Transform(target, effect, span=self._span(meta))

    def execute(self, meta, children):
        return ast.Execute(_nodes(children)[0], span=self._span(meta))

    def counter(self, meta, children):
        return ast.Counter(_nodes(children)[0], span=self._span(meta))

    def copy(self, meta, children):
        return ast.Copy(_nodes(children)[0], span=self._span(meta))

    def attach(self, meta, children):
        nodes = _nodes(children)
        return ast.Attach(nodes[0], nodes[1] if len(nodes) > 1 else None, span=self._span(meta))

    def move(self, meta, children):
        cards, zone = _nodes(children)
        return ast.Move(cards, zone, span=self._span(meta))

    def shuffle(self, meta, children):
        return ast.Shuffle(_nodes(children)[0], span=self._span(meta))

    def arrange(self, meta, children):
        return ast.Arrange(span=self._span(meta))

    def convert(self, meta, children):
        return ast.Convert(span=self._span(meta))

    def command(self, meta, children):
        actor, action = _nodes(children)
        return ast.Command(actor, action, span=self._span(meta))
