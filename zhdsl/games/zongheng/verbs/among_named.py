"""`若以此法弃置的牌中有「攻伐」`, `若弃置的牌中没有红色牌`, `若展示的牌中有蓝色牌`, `若其中包含红色牌` (rule 10.176): the cards
the step before moved (弃置的牌, 12.22) or the effect looked at (展示的牌, 查看的牌), named with 中, hold a card of that name,
colour or kind — the same as `若其中有「攻伐」` (10.53), which is how it reads."""

from __future__ import annotations

from zhdsl.games.zongheng.verbs.among_count import build_has
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

NODES = ()


def build(b, meta, children):
    ref = next((c for c in children if isinstance(c, ast.Ref | ast.Holder)), None)
    if ref is not None and not (isinstance(ref, ast.Ref) and ref.kind in ("that_card", "moved_card")):
        b.diagnostics.append(error("E204", ref.span, "「…中有」之前要写查看、展示或移动过的牌",
                                   "例如「若以此法弃置的牌中有「攻伐」」「若其中有红色牌」"))
    at = next(i for i, c in enumerate(children) if isinstance(c, str) and c.type in ("HAS", "HAS_NO"))
    return build_has(b, meta, [None, *children[at:]])


RULES = {"among_named_has": build}
