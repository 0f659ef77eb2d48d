"""How a card is used — its first sentence (rules 6.1, 6.3): `对你进攻范围的其他武将使用`, `对自己使用`,
`对所有角色使用`, `对其使用` (the dying player), `使用此牌` / `使用一张「防守」` (in a window). The step
itself does nothing when the card resolves: the use (zhdsl/games/xingxiu/uses.py) reads its target
description when the card is declared."""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class UsageOn(ast.Action):
    """对X使用: X describes the legal targets (一名…: one; 所有角色: every living player; 自己: you)."""

    target: ast.Node


@attrs.frozen
class UsageSelf(ast.Action):
    """使用此牌 / 使用一张「X」: the card is used in the window of the sentence's timing, on no one."""

    kind: ast.Node | None = None


NODES = (UsageOn, UsageSelf)


def _usage_on(b, meta, children):
    return UsageOn([c for c in children if not isinstance(c, str)][0], span=b.span(meta))


def _usage_self(b, meta, children):
    found = [c for c in children if not isinstance(c, str)]
    return UsageSelf(found[-1] if found else None, span=b.span(meta))


RULES = {"usage_on": _usage_on, "usage_self": _usage_self}


def check(c, node, depth: int) -> None:
    if isinstance(node, UsageOn):
        if not c.is_player(node.target):
            c.report(c.error("E204", node.target.span, "「对…使用」的对象必须是角色", "例如「对一名其他角色使用」"))
        c.check_ref(node.target)


def describe(d, node) -> str:
    if isinstance(node, UsageOn):
        return f"对{d.ref(node.target)}使用"
    return "使用" + ("此牌" if node.kind is None else f"一张{d.ref(node.kind)}")


def lower(lw, node):
    if isinstance(node, UsageOn):
        return UsageStep(lw.lower(node.target))
    return UsageStep(None)


@attrs.frozen
class UsageStep:
    """The use clause in a resolving card: already acted on when the card was declared."""

    target: object  # a player reference (selector), or None: used on no one (a response)

    def run(self, ctx) -> bool:
        return True
