"""`若以此法抽了至少3张牌`, `若你因此弃了不少于2张牌`, `若以此法获得了多于1物资`: what the last step of that verb acted on,
compared by the comparator written before the amount (rule 10.152); 以此法 there is 因此 (10.56(d), 10.16). The same
as `若你因此抽了3张或更多牌` with 或更多/或更少, and as `若以此法抽的数量不小于3` (its reading)."""

from __future__ import annotations

from zhdsl.games.zongheng.verbs.by_this import _is_verb, _said, build_did
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_COMPARATORS = ("GT", "LT", "EQ", "GE", "LE", "NE", "AT_LEAST", "AT_MOST", "MORE", "FEWER")


def build_compared(b, meta, children):
    verb = next(c for c in children if isinstance(c, str) and _is_verb(c))
    op = next(c for c in children if isinstance(c, str) and c.type in _COMPARATORS)
    amount = next((c for c in children if isinstance(c, ast.Number | ast.Var)), None)
    if amount is None:  # `以此法抽了至少所有张牌`: an amount that is not a number
        span = b.span(meta)
        b.diagnostics.append(error("E100", span, "「以此法」「因此」后面的数量必须是一个数",
                                   "写出数量，例如「若以此法抽了至少3张牌」"))
        amount = ast.Number(0, span=span)
    _said(b, b.span(meta))
    return ast.Comparison(ast.Spent(b.meaning(verb), span=b.tok_span(verb)), b.meaning(op), amount, span=b.span(meta))


RULES = {"did_compared": build_compared, "did_this_way": build_did}
