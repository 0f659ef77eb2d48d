"""Triggers on a change of 财富 with its cause (rule 9.24): `当你因其他角色折损财富后` (the change has another player
as its source — 令…折损 makes 你 the source, rule 11.10 — and 该角色/其 then name that player), and
`当你的财富因生产超过15后` (a 生产 that takes the 财富 across the bound: below or at it before, beyond it after)."""

from __future__ import annotations

import attrs

from zhdsl.engine.program import EVENT_TIMING
from zhdsl.games.zongheng.verbs.events import _ANYONE, _WHO, _WHO_TEXT, Watcher
from zhdsl.text import ast
from zhdsl.text.diagnostics import error


@attrs.frozen
class CausedEvent(ast.Node):
    """`当你因其他角色折损财富后`: who changed, what (produce damage), the source (`cause`: other any you) — or, for
    `当你的财富因生产超过15后`, the bound crossed (`op`, `bound`)."""

    who: str
    what: str
    cause: str | None = None
    op: str | None = None
    bound: ast.Node | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    after: bool = True


NODES = (CausedEvent,)
_CAUSE = {"OTHER_PLAYERS": "other", "TARGET_OTHER": "other", "ALL_OTHERS": "other",
          "PLAYER": "any", "TARGET_PLAYER": "any", "YOU": "you"}
_CAUSE_TEXT = {"other": "其他角色", "any": "角色", "you": "你"}


def _who(b, tok) -> str:
    if tok.type in _WHO:
        return _WHO[tok.type]
    who, words = _ANYONE[tok.type]
    if str(tok) not in words:
        b.diagnostics.append(error("E250", b.tok_span(tok), f"触发时机中不能有「{tok}」：触发时还没有选择目标",
                                   f"写「{words[0]}」"))
    return who


def build_caused(b, meta, children):
    who, cause, verb, _wealth, end = children[1:]  # after 当
    after = end.type == "AFTER"
    event = CausedEvent(_who(b, who), b.meaning(verb), _CAUSE[cause.type], after=after, span=b.span(meta))
    return ast.Trigger(event, span=b.span(meta))


def build_by_other(b, meta, children):
    """`当你因他人折损财富时`: 他人 is 其他角色 (rule 9.28)."""
    who, verb, end = children[1:]
    event = CausedEvent(_who(b, who), b.meaning(verb), "other", after=end.type == "AFTER", span=b.span(meta))
    return ast.Trigger(event, span=b.span(meta))


def build_by_card(b, meta, children):
    """`当你因其他角色的牌折损财富时` (rule 9.91): every change has a player as its source, the one whose card (a
    general card, a ward, the lord card's skill) made it; the same trigger as `因其他角色`."""
    who, cause = children[1:3]
    verb, _wealth, end = children[-3:]
    event = CausedEvent(_who(b, who), b.meaning(verb), _CAUSE[cause.type], after=end.type == "AFTER", span=b.span(meta))
    return ast.Trigger(event, span=b.span(meta))


def build_crossing(b, meta, children):
    attribute, verb, op, bound, end = children[1:]
    subject = attribute.subject
    if attribute.name != "wealth" or not (isinstance(subject, ast.Ref) and subject.kind == "you"):
        b.diagnostics.append(error("E275", attribute.span, "这里只能写「你的财富」",
                                   "例如「当你的财富因生产超过15后」"))
    event = CausedEvent("you", b.meaning(verb), op=b.meaning(op), bound=bound, after=end.type == "AFTER",
                        span=b.span(meta))
    return ast.Trigger(event, span=b.span(meta))


RULES = {"caused_trigger": build_caused, "caused_by_other": build_by_other, "crossing_trigger": build_crossing,
         "caused_by_card": build_by_card,
         "cause_who": lambda b, meta, children: children[0]}


def check(c, node: CausedEvent, depth: int) -> None:
    if node.bound is not None:
        c.check_expr(node.bound)


def timing(node: CausedEvent) -> str:
    return EVENT_TIMING


def event_player(node: CausedEvent) -> str | None:
    """该角色/其 in the effect: the source of the change (`因其他角色`), or 你 for a bound crossed."""
    return "event_actor" if node.cause is not None else "you"


def watcher(lw, node: CausedEvent) -> "CausedWatcher":
    bound = lw.lower(node.bound) if node.bound is not None else None
    return CausedWatcher(node.who, node.what, node.cause, node.op, bound)


def describe(d, node: CausedEvent) -> str:
    verb = d.verb(node.what)
    end = "后" if node.after else "时"
    if node.cause is not None:
        return f"{_WHO_TEXT[node.who]}因{_CAUSE_TEXT[node.cause]}{verb}{d.attribute('wealth')}{end}"
    return f"你的{d.attribute('wealth')}因{verb}{d.op(node.op)}{d.expr(node.bound)}{end}"


_TESTS = {">": int.__gt__, ">=": int.__ge__, "<": int.__lt__, "<=": int.__le__, "=": int.__eq__, "!=": int.__ne__}


@attrs.frozen
class CausedWatcher:
    """Rule 9.24: a 财富 change of the watched player, of the verb's sign, whose source is the cause (a player other than
    the one changed, anyone, or you); or whose bound the change crossed (the comparison false before, true after: the
    财富 after is the player's when the triggers are collected, right after the step)."""

    who: str
    what: str
    cause: str | None
    op: str | None
    bound: object

    def matches(self, ctx, event) -> bool:
        data = event.data
        if event.kind != "wealth" or len(data) != 2 or not data[0]:
            return False
        if (data[0] > 0) != (self.what == "produce"):
            return False
        if not Watcher(self.who, self.what, None)._who(ctx, event.player):
            return False
        if self.cause is not None:
            source = data[1]
            if source is None:
                return False
            if self.cause == "other":
                return source != event.player
            return source == ctx.you if self.cause == "you" else True
        after = ctx.rt.state.players[event.player].wealth
        n = self.bound.evaluate(ctx)
        test = _TESTS[self.op]
        return n is not None and test(after, n) and not test(after - data[0], n)

    def actor(self, ctx, event):
        """The player the effect's pronoun names: the source (`因其他角色`), else the one changed."""
        return event.data[1] if self.cause is not None else event.player
