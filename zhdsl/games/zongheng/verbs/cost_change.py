"""lang14c: a change of the 精力 cost of the cards a player uses. `锁定：你使用的攻伐少支付1点精力`, `（你使用红色牌时少支付1精力）`,
`锁定：你使用攻伐的消耗减少1（至少为1）`, `你使用的红色牌需额外支付1精力`: a static effect of a lord, 结界 or 造物, in force while the
card is there (rule 13.40); `你使用的下一张牌的精力消耗-1`: a step, for the next card its doer uses this turn (rule 13.41).

A reduction takes 黑 (any colour) off the printed cost first, then the coloured 精力 in the order 绿 红 蓝 黄; an increase
adds 黑. The cost never falls below 0, nor below the floor written (`（至少为1）`, at most the printed cost)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng import energy as en
from zhdsl.games.zongheng.keywords import BY_TERMINAL, COLOURS
from zhdsl.games.zongheng.verbs import history
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

COST = "#card_cost"  # the static rule's attribute: no player attribute has this name
NEXT = "next_cost"  # the history key of a change for the next card used (`next_cost:-1@k`)
_MAX_CHANGE = 20  # a bound on one change (a cost is a handful of 精力)


@attrs.frozen
class CostChange(ast.Action):
    """`你使用的攻伐少支付1点精力`: who uses, which cards (a name or a colour; none: every card), by how much (negative:
    less), the floor; `next`: the next card only (a step)."""

    player: ast.AnyRef | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    name: str | None = None
    colour: ast.Colour | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    sign: str = "-"
    amount: ast.Node | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    floor: ast.Node | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    next: bool = False




def _build(b, meta, children, player, nxt: bool) -> CostChange:
    toks = [c for c in children if isinstance(c, str)]
    name = next((c.name for c in children if isinstance(c, ast.CardName)), None)
    colour = None
    free = next((t for t in toks if t.type == "FREE_TEXT"), None)
    if free is not None:
        if str(free) in COLOURS or any(t.type == "CARD" for t in toks):  # `红色牌`; `紫色牌`: E201 at the check
            colour = b.colour(free)
        else:  # `你使用的攻伐`: a card's name, unquoted
            name = str(free)
    sign = "+" if any(t.type in ("PAY_MORE", "INCREASE", "PLUS") for t in toks) else "-"
    amounts = [c for c in children if isinstance(c, ast.Node) and not isinstance(c, (ast.CardName, ast.Ref))
               and c is not player]
    floor = next((c for c in children if isinstance(c, FloorNote)), None)
    amounts = [a for a in amounts if not isinstance(a, FloorNote)]
    return CostChange(player, name, colour, sign, amounts[0], floor.amount if floor is not None else None, nxt,
                      span=b.span(meta))


@attrs.frozen
class FloorNote(ast.Node):
    """`（至少为1）` after a cost change."""

    amount: ast.Node


NODES = (CostChange, FloorNote)


def build_static(b, meta, children):
    return _build(b, meta, children, children[0], False)


def build_next(b, meta, children):
    return _build(b, meta, children, None, True)


def build_floor(b, meta, children):
    return FloorNote(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


def build_by_trigger(b, meta, children):
    """`你使用牌时少支付1精力`, `你使用「攻伐」时少支付1精力`, `当你使用牌时少支付1精力`: the trigger `你使用牌时` read first is
    who uses and which cards (rule 13.190); anything but 你 using cards is E209 at the trigger."""
    from zhdsl.games.zongheng.verbs.events import ActionEvent

    trigger, rest = children[0], children[1:]
    event = trigger.event
    subject = b.notes.get("bare_subjects", {}).get(trigger.span.start)
    is_use = isinstance(event, ActionEvent) and event.what == "use" and event.who == "you" and event.whom is None
    if not is_use:
        b.diagnostics.append(error("E209", trigger.span, "只有你使用的牌可以改变精力消耗",
                                   "写「你使用牌时少支付1精力」「你使用「攻伐」时少支付1精力」"))
    player = subject if isinstance(subject, ast.Ref) else ast.Ref("you", span=trigger.span)
    named = [ast.CardName(event.card, span=trigger.span)] if is_use and event.card is not None else []
    colour = getattr(event, "colour", None) if is_use else None
    node = _build(b, meta, [player, *named, *rest], player, False)
    return attrs.evolve(node, colour=colour) if colour is not None else node


RULES = {"cost_by_trigger": build_by_trigger, "cost_change": build_static, "cost_next": build_next, "cost_floor": build_floor,
         "cost_invariant": lambda b, meta, children: children[0]}


def check(c, node, depth: int) -> None:
    if isinstance(node, FloorNote):
        return
    if node.player is not None:
        c.check_ref(node.player)
        if getattr(c.resolve(node.player), "kind", None) != "you":
            c.report(c.error("E209", node.player.span, "改变精力消耗的常驻效果只能约束「你」",
                             "写「锁定：你使用的「攻伐」少支付1精力」"))
    if node.colour is not None and node.colour.colour is None:
        c.report(error("E201", node.colour.span, f"未知的颜色「{node.colour.word}」", c.hints["colours"]))
    c.check_amount(node.amount, positive=True)
    if isinstance(node.amount, ast.Number) and node.amount.value > _MAX_CHANGE:
        c.report(c.error("E200", node.amount.span, f"精力消耗一次至多改变{_MAX_CHANGE}", "写一个更小的数"))
    if node.floor is not None:
        c.check_amount(node.floor, positive=False)
        if node.sign == "+":
            c.report(c.error("E210", node.floor.span, "「至少为」只写在减少精力消耗之后", "去掉「（至少为…）」"))


def lower(lw, node: CostChange):
    colour = node.colour.colour if node.colour is not None else None
    floor = lw.lower(node.floor) if node.floor is not None else fx.Const(0)
    change = CostRule(node.name, colour, node.sign, lw.lower(node.amount), floor)
    if node.next:
        return NextCostStep(change)
    text = lw.describe.effect(ast.StaticEffect(node, span=node.span))
    return fx.StaticRule(None, COST, "cost", change, text)


def describe(d, node) -> str:
    if isinstance(node, FloorNote):
        return f"（{BY_TERMINAL['AT_LEAST'].text}{d.expr(node.amount)}）"
    what = f"「{node.name}」" if node.name is not None else (node.colour.word if node.colour is not None else "") + d.object("card")
    word = BY_TERMINAL["PAY_LESS" if node.sign == "-" else "PAY_MORE"].text
    floor = f"（{BY_TERMINAL['AT_LEAST'].text}为{d.expr(node.floor)}）" if node.floor is not None else ""
    change = f"{word}{d.expr(node.amount)}{d.object('energy')}{floor}"
    if node.next:
        return f"{d.verb('use')}{d.structure('of')}{BY_TERMINAL['NEXT_ONE'].text}{what}{change}"
    return f"{d.ref(node.player)}{d.verb('use')}{d.structure('of')}{what}{change}"


@attrs.frozen
class CostRule:
    """Which cards, by how much, the floor. `evaluate` is None: the rule has no value of an attribute to keep."""

    name: str | None
    colour: str | None
    sign: str
    amount: object
    floor: object

    def evaluate(self, ctx) -> None:
        return None

    def applies(self, rt, d) -> bool:
        if self.name is not None and d.name != self.name:
            return False
        return self.colour is None or getattr(d, "colour", None) == self.colour


def changed(cost: tuple, delta: int, floor: int) -> tuple:
    """The cost `delta` more (negative: less) 精力, never below `floor` (itself at most the printed total) nor 0: a
    reduction takes 黑 first, then 绿 红 蓝 黄; an increase adds 黑."""
    pool = dict(cost)
    if delta > 0:
        pool["black"] = pool.get("black", 0) + delta
    else:
        floor = min(max(0, floor), sum(pool.values()))
        less = min(-delta, sum(pool.values()) - floor)
        for colour in ("black", *en.COLOURS[:-1]):
            k = min(less, pool.get(colour, 0))
            if k:
                pool[colour] -= k
                less -= k
    return tuple((c, pool[c]) for c in en.COLOURS if pool.get(c, 0) > 0)


def cost_for(rt, seat: int, d) -> tuple:
    """`d`'s 精力 cost for `seat` now: the printed cost, changed by the static rules in force for `seat` (13.40) and then
    by the changes waiting for `seat`'s next card (13.41), each in turn."""
    cost = d.cost
    statics = rt.statics()
    if statics:
        for owner, rule, uid in statics:
            if rule.op == "cost" and rule.right.applies(rt, d) and seat in rt._rule_players(owner, rule):
                ctx = rt._static_ctx(owner, uid)
                amount = min(max(0, fx.amount(rule.right.amount, ctx)), _MAX_CHANGE)
                floor = fx.amount(rule.right.floor, ctx)
                cost = changed(cost, amount if rule.right.sign == "+" else -amount, floor)
    for delta, floor, name, colour in waiting(rt.state, seat):
        if (name is None or d.name == name) and (colour is None or getattr(d, "colour", None) == colour):
            cost = changed(cost, delta, floor)
    return cost


def waiting(state, seat: int) -> list:
    """The changes waiting for `seat`'s next card this turn: (delta, floor, name, colour), in the order made."""
    turn, done = state.players[seat].history
    if turn != state.turn:
        return []
    out = []
    for key in done:
        if key.startswith(NEXT + ":"):
            _, delta, floor, name, colour, k = key.split(":")
            out.append((int(k), int(delta), int(floor), name or None, colour or None))
    return [w[1:] for w in sorted(out)]


def used(state, seat: int, d) -> None:
    """`seat` used a card: the waiting changes that apply to it are spent (13.41)."""
    turn, done = state.players[seat].history
    if turn != state.turn:
        return
    spent = set()
    for key in done:
        if key.startswith(NEXT + ":"):
            _, _delta, _floor, name, colour, _k = key.split(":")
            if (not name or d.name == name) and (not colour or getattr(d, "colour", None) == colour):
                spent.add(key)
    if spent:
        state.players[seat].history = (turn, done - spent)


@attrs.frozen
class NextCostStep:
    """Rule 13.41: the doer's next card this turn costs that much less (more); it never fails."""

    change: CostRule

    def run(self, ctx: fx.Ctx) -> bool:
        amount = min(max(0, fx.amount(self.change.amount, ctx)), _MAX_CHANGE)
        if amount == 0:
            return True
        floor = max(0, fx.amount(self.change.floor, ctx))
        delta = amount if self.change.sign == "+" else -amount
        seat = ctx.doer
        k = len(waiting(ctx.rt.state, seat)) + 1
        history.remember(ctx.rt.state, seat,
                         f"{NEXT}:{delta}:{floor}:{self.change.name or ''}:{self.change.colour or ''}:{k}")
        word = "少" if delta < 0 else "多"
        ctx.rt.log("cost_next", seat, f"{ctx.rt.pname(seat)}本回合使用的下一张牌{word}支付{amount}精力")
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return True
