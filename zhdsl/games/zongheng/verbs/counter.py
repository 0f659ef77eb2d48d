"""反制 (counter): `反制目标牌` — remove the target card from the stack: its resolution is cancelled
and it goes to 过往 (附录【反制】, rule 11.14)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

NODES = (ast.Counter,)
ON_STACK = "discards"  # its card must be on the 堆叠 and leaves it for the discard zone (W230; a move may follow it, 11.42)
ON_STACK_FIELD = "target"


def build_remove(b, meta, children):
    """`将目标牌从堆叠中移除` — the appendix's own definition of 反制 (rule 11.14(a)); from another zone it is E238."""
    target, zone = [c for c in children if isinstance(c, ast.Node)]
    if zone.kind != "stack" or zone.owner is not None:
        b.diagnostics.append(error("E238", zone.span, "「移除」只能把牌从堆叠中移除（即反制）",
                                   "写「将目标牌从堆叠中移除」；要把牌移到别的区域，写「将…移入…」"))
    return ast.Counter(target, span=b.span(meta))


RULES = {"counter": ast.Counter, "counter_remove": build_remove}


def check(c, node: ast.Counter, depth: int) -> None:
    v = c.words.verb("counter")
    c.check_card_target(node.target, v, f"例如「{v}{c.words.ref(ast.Ref('target_card', span=node.span))}」")


def lower(lw, node: ast.Counter):
    return CounterStep(lw.card_ref(node.target, "反制"), lw.describe.verb("counter"))


def describe(d, node: ast.Counter) -> str:
    return d.verb("counter") + d.ref(node.target)


@attrs.frozen
class CounterStep:
    target: fx.CardRef
    word: str  # the game's word, for the log

    def run(self, ctx: fx.Ctx) -> bool:
        return ctx.rt.cancel(self.target.entry(ctx), ctx.you, self.word)

    def ready(self, ctx: fx.Ctx) -> bool:
        return self.target.entry(ctx) is not None
