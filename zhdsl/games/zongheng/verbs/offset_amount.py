"""`抽X+1张牌`, `生产X-1财富`, `抽1+X张牌`, `生产2X+1财富` (rule 10.200): a variable and a number summed,
written bare before what a verb takes. It is the amount `等同于X+1的` (10.11): the same expression, read when the step
runs; a result below 0 acts as 0 (1.2). The canonical reading writes it `等同于X+1的`."""

from __future__ import annotations

from zhdsl.text import ast
from zhdsl.text.diagnostics import error
from zhdsl.text.numerals import chinese_to_int


def _term(b, tokens) -> ast.Node:
    """One side of the sum: `X`, `2X` (2×X), `1` or `一`."""
    span = b.tok_span(tokens[0]).cover(b.tok_span(tokens[-1]))
    if tokens[-1].type == "VAR":
        var = ast.Var(str(tokens[-1]), span=b.tok_span(tokens[-1]))
        if len(tokens) == 1:
            return var
        return ast.BinOp("×", ast.Number(int(tokens[0]), span=b.tok_span(tokens[0])), var, span=span)
    tok = tokens[0]
    value = int(tok) if tok.type == "NUMBER" else chinese_to_int(str(tok))
    if value is None:
        b.diagnostics.append(error("E105", span, f"无法识别的数字「{tok}」", "用阿拉伯数字，或一、二、两、三……十这样的中文数字"))
        value = 0
    return ast.Number(value, span=span)


def build(b, meta, children):
    op_at = next(i for i, c in enumerate(children) if c.type in ("PLUS", "MINUS"))
    left, right = _term(b, children[:op_at]), _term(b, children[op_at + 1:])
    return ast.BinOp(str(children[op_at]), left, right, span=b.span(meta))


RULES = {"offset_amount": build}
