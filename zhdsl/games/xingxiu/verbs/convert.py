"""转化 (conversion, rule 14.8): `你可以将一张黑色手牌当「防守」使用或打出`, `将两张手牌当「进攻」使用`,
`将一张红色手牌当「焚毁辎重」使用`. The step does nothing when run: the skill offers the conversion
wherever the named card could be used or played out (zhdsl/games/xingxiu/uses.py)."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class Convert(ast.Action):
    count: ast.Node  # how many cards
    source: ast.Node  # what cards (手牌, 黑色手牌, 「进攻」)
    target: ast.Node  # the card they count as
    mode: str  # use play use_or_play


NODES = (Convert,)


def _convert(b, meta, children):
    count, source, target = [c for c in children if not isinstance(c, str)]
    toks = [c.type for c in children if isinstance(c, str)]
    mode = "use_or_play" if "USE_OR_PLAY" in toks else "use" if "USE" in toks else "play"
    return Convert(count, source, target, mode, span=b.span(meta))


RULES = {"convert": _convert}


def check(c, node, depth: int) -> None:
    if len(node.target.names) != 1:
        c.report(c.error("E244", node.target.span, "「当…使用」要写出一张牌的牌名", "例如「当「防守」使用或打出」"))
    if node.count.kind != "n":
        c.report(c.error("E202", node.count.span, "转化要写明用几张牌", "例如「将一张黑色手牌当「防守」使用」"))


_MODES = {"use": "使用", "play": "打出", "use_or_play": "使用或打出"}


def describe(d, node) -> str:
    return f"将{d.ref(node.count)}{d.ref(node.source)}当{d.ref(node.target)}{_MODES[node.mode]}"


def lower(lw, node):
    # the check allows exactly one card name (E244), so names[0] is always there
    return ConvertSpec(lw.lower(node.count), lw.lower(node.source), node.target.names[0], node.mode)


@attrs.frozen
class ConvertSpec:
    count: object
    source: object  # KindSpec
    name: str
    mode: str

    def run(self, ctx) -> bool:
        return True

    @property
    def uses(self) -> bool:
        return self.mode in ("use", "use_or_play")

    @property
    def plays(self) -> bool:
        return self.mode in ("play", "use_or_play")
