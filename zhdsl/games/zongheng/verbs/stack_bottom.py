"""The 堆叠 without this card, and its bottom card: `若堆叠中除此牌外还有至少2张牌` counts the cards on the 堆叠 other
than the one whose effect resolves (rule 10.80); `反制其中最底部的牌`, `复制堆叠底部的牌` name the card at the bottom of
the 堆叠 other than this one — the oldest, used first (rule 12.50)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_EXCEPT = BY_TERMINAL["EXCEPT_THIS"].text  # 除此牌外
_BOTTOM = BY_TERMINAL["STACK_BOTTOM"].text  # 堆叠底部的牌
_BOTTOM_KEY = "#stack_bottom"  # the key in Ctx.values of the entry found, kept after it leaves the stack


@attrs.frozen
class StackOthers(ast.Node):
    """`堆叠中除此牌外的牌数`: the cards on the 堆叠 other than this card."""


@attrs.frozen
class StackBottom(ast.Node):
    """`堆叠底部的牌`, `其中最底部的牌`: the bottom card of the 堆叠 other than this card."""

    NAMES_FOR_PRONOUN = "card"  # `反制其中最底部的牌，然后其控制者…`: 其 is that card
    kind = "stack_bottom"  # not a moved card: 反制该牌 after it names it (rule 12.8(k))


NODES = (StackOthers, StackBottom)
REF = "card"


def _stack_only(b, children) -> None:
    zone = next(c for c in children if isinstance(c, ast.Zone))
    if zone.kind != "stack" or zone.owner is not None:
        b.diagnostics.append(error("E238", zone.span, f"「{_EXCEPT}」只用于堆叠：此牌结算时在堆叠中",
                                   f"写「若堆叠中{_EXCEPT}还有至少2张牌」或「X为堆叠中{_EXCEPT}的牌数」"))


def build_count(b, meta, children):
    _stack_only(b, children)
    return StackOthers(span=b.span(meta))


def build_has(b, meta, children):
    """`堆叠中除此牌外有牌` (> 0), `…没有牌` (= 0), `…还有至少2张牌` (>= 2), `…有2张牌` (>= 2)."""
    _stack_only(b, children)
    count = StackOthers(span=b.span(meta))
    has = next(c for c in children if isinstance(c, str) and c.type in ("HAS", "HAS_NO"))
    amount = next((c for c in children if isinstance(c, ast.Node) and not isinstance(c, ast.Zone)), None)
    if has.type == "HAS_NO":
        return ast.Comparison(count, "=", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))
    if amount is None:
        return ast.Comparison(count, ">", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))
    return ast.Comparison(count, ">=", amount, span=b.span(meta))


def build_deck_end(b, meta, children):
    """`牌库最底部的牌`, `牌库顶的牌`: the one card at that end of the 牌库 (rule 12.50(a)), `牌库底的1张牌`."""
    zone = next(c for c in children if isinstance(c, ast.Zone))
    if zone.kind not in ("deck_top", "deck_bottom", "past_top", "past_bottom"):
        b.diagnostics.append(error("E100", zone.span, "这里要写出张数：只有牌库顶、牌库底、过往顶、过往底的牌不写张数（各是1张）",
                                   "例如「过往中的1张牌」「牌库最底部的牌」「过往中最底部的牌」"))
    return ast.ZoneCards(zone, ast.Number(1, span=zone.span), span=b.span(meta))


RULES = {"deck_end_card": build_deck_end, "stack_others": build_count, "stack_others_has": build_has,
         "stack_bottom": lambda b, meta, children: StackBottom(span=b.span(meta))}


def check(c, node, depth: int) -> None:
    return None  # the zone is checked where it is built (E238)


def lower(lw, node):
    if isinstance(node, StackBottom):
        return BottomRef("event_card")  # a card on the 堆叠, as 堆叠顶部的牌 is (moves and 反制 treat it alike)
    return StackOthersExpr()


def describe(d, node) -> str:
    if isinstance(node, StackBottom):
        return _BOTTOM
    stack = d.word("zone", "stack")
    of = d.word('structure', 'of')
    return f"{stack}{d.word('structure', 'in')}{_EXCEPT}{of}{d.object('card')}{of}{d.structure('count')}"


def _others(ctx: fx.Ctx) -> list:
    return [e for e in ctx.rt.state.stack if e.card is not None and e.uid != ctx.entry]


@attrs.frozen
class StackOthersExpr:
    """Rule 10.80: the entries with a card on the 堆叠, this effect's own left out."""

    def evaluate(self, ctx: fx.Ctx) -> int:
        return len(_others(ctx))


@attrs.frozen
class BottomRef(fx.CardRef):
    """Rule 12.50: the bottom entry of the 堆叠 other than this effect's own, found once and kept (after `反制` it has
    left the stack and its last known information names it, as for 堆叠顶部的牌)."""

    def _event_uid(self, ctx: fx.Ctx) -> int | None:  # type: ignore[override]
        if _BOTTOM_KEY not in ctx.values:
            others = [e for e in _others(ctx) if e.kind == "card"]
            ctx.values[_BOTTOM_KEY] = others[0].uid if others else None
        return ctx.values[_BOTTOM_KEY]
