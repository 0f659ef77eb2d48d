"""`（X由你选择且至少为1）`, `（X由你决定，至多为3）`, `（X由你选择）`: an X given no value, chosen by the card's controller
the first time the resolution uses it, within the bound written — rule 10.58's `（X至少为1）` said with who chooses
(rule 10.153). Without a bound it is `（X至少为0）`."""

from __future__ import annotations

from zhdsl.games.zongheng.verbs.chosen_var import ChosenBound
from zhdsl.text import ast

_BOUNDS = ("AT_LEAST", "AT_MOST")


def build(b, meta, children):
    var = children[0]
    op = next((c for c in children if isinstance(c, str) and c.type in _BOUNDS), None)
    bound = next((c for c in children[1:] if isinstance(c, ast.Node)), None)
    span = b.span(meta)
    if op is None:  # `（X由你选择）`: from 0 up (rule 10.153)
        return ast.Define(str(var), ChosenBound(">=", ast.Number(0, span=span), span=span), span=span)
    return ast.Define(str(var), ChosenBound(b.meaning(op), bound, span=span), span=span)


RULES = {"define_chosen_by": build}
