"""A target card narrowed to a kind or a colour (rule 12.11): `反制目标技能牌`, `反制目标通用牌`, `反制目标红色卡牌`.

Written as 目标 + a colour word + a card word (牌/卡牌, 通用牌, 技能牌). The node is the core's `ast.Ref` of kind
target_card with `card_kind` / `colour` set; the lowering narrows the effect's target card to the stack entries
of that kind and colour."""

from __future__ import annotations

from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_TARGET = "目标"  # the one spelling of TARGET_PLAYER that may open a target card's words


def build_target_card_of(b, meta, children):
    target, *rest = children
    kind_tok, colour_tok = rest[-1], (rest[0] if len(rest) == 2 else None)
    if str(target) != _TARGET:
        b.diagnostics.append(error("E270", b.tok_span(target), f"「{target}」之后不能接「{kind_tok}」",
                                   f"指定一张牌写「{_TARGET}…牌」，例如「反制目标红色牌」「反制目标技能牌」"))
    colour = b.colour(colour_tok) if colour_tok is not None else None
    if colour is not None and colour.colour is None:
        b.diagnostics.append(error("E201", colour.span, f"未知的颜色「{colour.word}」", b.dialect.HINTS["colours"]))
    kind = b.meaning(kind_tok)
    return ast.Ref("target_card", card_kind=None if kind == "card" else kind, colour=colour, span=b.span(meta))


def build_target_named_card(b, meta, children):
    """`反制目标「攻伐」`: the target card is a printed card of that name (rule 12.12)."""
    target, name = children
    if str(target) != _TARGET:
        b.diagnostics.append(error("E270", b.tok_span(target), f"「{target}」之后不能接「{name.name}」",
                                   f"指定一张牌写「{_TARGET}「牌名」」，例如「反制目标「攻伐」」"))
    return ast.Ref("target_card", name=name, span=b.span(meta))


RULES = {"target_card_of": build_target_card_of, "target_named_card": build_target_named_card}
