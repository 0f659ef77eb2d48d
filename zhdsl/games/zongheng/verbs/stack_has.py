"""lang14c: the cards on the 堆叠 other than this one, narrowed by who used them, a name or a colour (rule 10.171):
`若堆叠中有其他角色使用的攻伐，反制该牌` (该牌 is the topmost such card), `若堆叠中没有其他牌`, `若堆叠中有至少2张你使用的牌`,
`堆叠中每有1张其他牌，抽1张牌` (the step once for each N such cards, counted as it begins, as 10.132)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.keywords import BY_TERMINAL, COLOURS
from zhdsl.games.zongheng.verbs.per_has import PerCountStep
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_OTHER = BY_TERMINAL["OTHER_CARD"].text  # 其他牌
_HAS, _HAS_NO, _PER, _AT_LEAST = (BY_TERMINAL[t].text for t in ("HAS", "HAS_NO", "PER_HAS", "AT_LEAST"))
_MATCH_KEY = "#stack_match"  # the key in Ctx.values of the topmost entry found, kept after it leaves the stack
_USERS = {"BY_OTHERS": "others", "YOU": "you", "MATES": "mates", "OPPONENTS": "opponents"}


@attrs.frozen
class StackCards(ast.Node):
    """`堆叠中（其他角色使用的）攻伐`: the cards on the 堆叠 other than this card that match; as a card, the topmost."""

    user: str | None = None  # others / you / target_player / … : who used the card (its controller)
    name: str | None = None  # a card name (「攻伐」, or unquoted after 使用的)
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)

    NAMES_FOR_PRONOUN = "card"  # `…，反制该牌`: 该牌 is that card
    kind = "stack_match"  # a card on the stack, not a moved one (反制该牌 names it, rule 12.8(k))


@attrs.frozen
class StackHas(ast.Node):
    """`堆叠中有（至少N张）…`, `堆叠中没有…`, `堆叠中只有此牌`: how many such cards there are, compared."""

    cards: StackCards
    op: str  # > (有), >= (有至少N张), = (没有: 0)
    amount: ast.Node


@attrs.frozen
class StackPer(ast.Action):
    """`堆叠中每有N张其他牌，STEP`."""

    per: ast.Node
    cards: StackCards
    step: ast.Node


NODES = (StackCards, StackHas, StackPer)


def _cards(b, meta, children) -> StackCards:
    holder = children[0]
    zone = holder if isinstance(holder, ast.Zone) else None
    if zone is None or zone.kind != "stack" or zone.owner is not None:
        b.diagnostics.append(error("E238", holder.span, f"「{_OTHER}」「…使用的牌」只用于堆叠：其他区域中的牌没有使用者",
                                   f"写「若堆叠中有其他角色使用的「攻伐」」或「若堆叠中没有{_OTHER}」"))
    toks = [c for c in children if isinstance(c, str)]
    # who used them: 他人使用的, or the player word right before 使用 (not the 你 of `，你就…` after the comma)
    user = next((_USERS[t.type] for i, t in enumerate(toks) if t.type == "BY_OTHERS"
                 or t.type in _USERS and i + 1 < len(toks) and toks[i + 1].type == "USE"), None)
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    colour = None
    free = next((t for t in toks if t.type == "FREE_TEXT"), None)
    if free is not None:
        if str(free) in COLOURS:
            colour = b.colour(free)
        elif any(t.type == "CARD" for t in toks):  # `其他角色使用的紫色牌`: a colour word that is none
            colour = b.colour(free)
        else:  # `其他角色使用的攻伐`: after 使用的, a card's name, unquoted
            name = str(free)
    return StackCards(user, name, colour, span=b.span(meta))


def build_has(b, meta, children):
    """`堆叠中有…` (> 0; `至少N张`/`N张`: >= N), `堆叠中没有…` (= 0)."""
    cards = _cards(b, meta, children)
    has = next(c for c in children if isinstance(c, str) and c.type in ("HAS", "HAS_NO", "ONLY_THIS"))
    amount = next((c for c in children[1:] if isinstance(c, ast.Node) and not isinstance(c, ast.CardName)), None)
    if has.type in ("HAS_NO", "ONLY_THIS"):
        return StackHas(cards, "=", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))
    if amount is None:
        return StackHas(cards, ">", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))
    return StackHas(cards, ">=", amount, span=b.span(meta))


def build_per(b, meta, children):
    nodes = [c for c in children if isinstance(c, ast.Node) and not isinstance(c, (ast.Zone, ast.CardName, ast.Ref))]
    per, step = nodes[0], nodes[-1]
    return StackPer(per, _cards(b, meta, children), step, span=b.span(meta))


RULES = {"stack_has": build_has, "stack_per": build_per}
REF = "card"


def check(c, node, depth: int) -> None:
    if isinstance(node, StackPer):
        c.check_amount(node.per, positive=True)
    elif isinstance(node, StackHas):
        if node.op == ">=":  # a count written (`至少2张`); 有/没有 compare with an implied 0, no amount of the text (rule 10.201)
            c.check_amount(node.amount, positive=True)
        check(c, node.cards, depth)
    elif node.colour is not None and node.colour.colour is None:
        c.report(error("E201", node.colour.span, f"未知的颜色「{node.colour.word}」", c.hints["colours"]))


def lower(lw, node):
    if isinstance(node, StackPer):
        return PerCountStep(lw.lower(node.per), _match(node.cards), lw.lower(node.step))
    if isinstance(node, StackHas):
        return fx.Compare(lw.lower(node.cards), node.op, lw.lower(node.amount))
    return _match(node)


def _match(node: StackCards) -> "StackMatchRef":
    colour = node.colour.colour if node.colour is not None else None
    return StackMatchRef("event_card", node.user, node.name, colour)


def describe(d, node) -> str:
    stack = d.zone(ast.Zone("stack", None, span=node.span)) + d.structure("in")
    if isinstance(node, StackPer):
        return f"{stack}{_PER}{d.expr(node.per)}{d.structure('measure')}{_what(d, node.cards)}，{d.step(node.step)}"
    if isinstance(node, StackHas):
        if node.op == "=":
            return f"{stack}{_HAS_NO}{_what(d, node.cards)}"
        if node.op == ">":
            return f"{stack}{_HAS}{_what(d, node.cards)}"
        return f"{stack}{_HAS}{_AT_LEAST}{d.expr(node.amount)}{d.structure('measure')}{_what(d, node.cards)}"
    return f"{stack}{_what(d, node)}"


def _what(d, node: StackCards) -> str:
    if node.user is None and node.name is None and node.colour is None:
        return _OTHER
    by = ""
    if node.user == "others":
        by = BY_TERMINAL["BY_OTHERS"].text + d.structure("of")
    elif node.user is not None:
        by = d.word("reference", node.user) + d.verb("use") + d.structure("of")
    what = f"「{node.name}」" if node.name is not None else (node.colour.word if node.colour is not None else "") + d.object("card")
    return by + what


@attrs.frozen
class StackMatchRef(fx.CardRef):
    """Rule 10.171: the entries of cards on the 堆叠 other than this effect's own that match, counted (as an amount), or
    the topmost of them (as a card), found once and kept: after `反制该牌` it has left the stack and its last known
    information names it."""

    user: str | None = None
    name: str | None = None
    colour: str | None = None

    def _matches(self, ctx: fx.Ctx) -> list:
        out = []
        for e in ctx.rt.state.stack:
            if e.card is None or e.uid == ctx.entry or e.kind != "card":
                continue
            if self.name is not None and ctx.rt.defn(e.card).name != self.name:  # the entry's name is quoted
                continue
            if self.colour is not None and e.facts.get("colour") != self.colour:
                continue
            if self.user is not None and e.controller not in self._users(ctx):
                continue
            out.append(e)
        return out

    def _users(self, ctx: fx.Ctx) -> set:
        """Who used the card: 其他角色 (anyone but you, dead or alive), 你, 你的队友, 对手."""
        if self.user == "others":
            return set(range(len(ctx.rt.state.players))) - {ctx.you}
        return set(fx.PlayerRef(self.user).players(ctx))

    def evaluate(self, ctx: fx.Ctx) -> int:
        return len(self._matches(ctx))

    def _event_uid(self, ctx: fx.Ctx) -> int | None:  # type: ignore[override]
        if _MATCH_KEY not in ctx.values:
            found = self._matches(ctx)
            ctx.values[_MATCH_KEY] = found[-1].uid if found else None  # the topmost: the last used
        return ctx.values[_MATCH_KEY]
