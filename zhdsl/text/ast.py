"""The typed AST of card text: frozen attrs classes, one per construct, each with its span.

English names follow docs/glossary.md. Spans are offsets into the author's original text
(before normalization, which is 1:1, and before `|` expansion, which keeps a map).
"""

from __future__ import annotations

from typing import Union

import attrs

from zhdsl.text.source import Span


# A field added to a node after its JSON form was published: left out of the JSON while it has its default.
OPTIONAL = {"json": "omit_default"}


@attrs.frozen
class Node:
    span: Span = attrs.field(kw_only=True, eq=False)


# ---- expressions ---------------------------------------------------------------------


@attrs.frozen
class Number(Node):
    value: int


@attrs.frozen
class Var(Node):
    name: str


@attrs.frozen
class Attribute(Node):
    """`你的财富`, `此牌的点数`; a missing subject means the subject in scope (你)."""

    subject: Ref | None
    name: str  # the attribute's meaning in the game's keyword table


@attrs.frozen
class PlayerCount(Node):
    """角色数"""


@attrs.frozen
class BinOp(Node):
    op: str  # + - × ÷
    left: Expr
    right: Expr


@attrs.frozen
class Colour(Node):
    word: str  # as written: 红, 红色, 紫 …
    colour: str | None  # the game's colour id, None when unknown


@attrs.frozen
class Portion(Node):
    """所有 / 一半 / 等量: all or half of what the step acts on (the doer's 财富 for 支付一半财富), or
    the same amount as the step before (rule 10.11)."""

    kind: str  # all half same any (任意张: the doer chooses, rule 10.16)


@attrs.frozen
class Spent(Node):
    """`以此法弃置的牌数`: how much the last step of that verb acted on (rule 10.16)."""

    verb: str  # the verb's meaning (discard, consume …)


Expr = Union[Number, Var, Attribute, PlayerCount, BinOp, Spent]
Amount = Union[Number, Var, Portion]


# ---- references --------------------------------------------------------------------


@attrs.frozen
class Ref(Node):
    """A player or card: you self this_card target_card target_player target_other all_players
    all_others; or a pronoun that refers back to the last player or card named before it in the
    same effect: it (其: either), that_player (该角色), that_card (该牌). A target card may be narrowed to
    one kind of stack entry (`card_kind`: the game's word's meaning, `目标技能牌`) and one colour (`目标红色牌`)."""

    kind: str
    card_kind: str | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)
    colour: Colour | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)
    name: CardName | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)  # `目标「攻伐」`: of this name
    # `点数不大于3的目标行动`: only a card whose printed number compares so (the comparator's meaning, a number)
    point_op: str | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)
    point: Number | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)
    # `以你为目标的目标牌`: only a card among whose target players is this one ("you": the user; "other": another)
    targeting: str | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)


@attrs.frozen
class Within(Node):
    """`距离N以内的角色` (all of them) or `距离N以内的目标角色` (one target); `距离为N的…` (compare "="),
    `距离不大于N的…` (the comparator's meaning); `…其他角色` leaves the user out (other)."""

    distance: Amount
    targeted: bool
    compare: str = "<="
    other: bool = False


@attrs.frozen
class Holder(Node):
    """`X的所有者` / `X的控制者`."""

    of: AnyRef
    role: str  # owner controller


@attrs.frozen
class Players(Node):
    """Players joined by `&` (`你&目标其他角色`): each of them, in the order written."""

    items: tuple


AnyRef = Union[Ref, Within, Holder, Players]


@attrs.frozen
class HandCards(Node):
    """`N张手牌` as the object of 将…移入."""

    amount: Amount


@attrs.frozen
class Zone(Node):
    kind: str  # the zone's meaning in the game's keyword table
    owner: AnyRef | None


@attrs.frozen
class ZoneCount(Node):
    """How many cards a zone holds (`若过往中有牌`); of a name or a card kind when one is given
    (`若你的手牌中有领主牌`, `若你的造物区中有「权杖」`)."""

    zone: Zone
    name: CardName | None = attrs.field(default=None, metadata=OPTIONAL)
    kind: str | None = attrs.field(default=None, metadata=OPTIONAL)  # a game's card kind


@attrs.frozen
class ZoneCards(Node):
    """N cards chosen from a zone — `过往中的1张牌`, `目标其他角色的1张手牌`, `1张「攻伐」` — by whoever
    the effect asks (rule 11.18)."""

    zone: Zone
    amount: Amount
    name: CardName | None = None
    kind: str | None = None  # only cards of this kind (the game's card kind: 纵横坛's 领主牌)
    colour: Colour | None = attrs.field(default=None, metadata=OPTIONAL)  # only cards of this colour (`过往中的1张蓝色牌`)
    # `过往中的1张点数为0的牌`: only cards whose printed point compares so (the comparator's meaning, a number)
    point_op: str | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)
    point: Number | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)


@attrs.frozen
class Chosen(Node):
    """`从过往中选择1张牌`, `从牌库顶的3张牌中选择1张`: N cards the doer chooses from a pool — a zone, or
    the cards taken from its end — after looking at all of them (the game's rules say who sees what)."""

    pool: Zone | ZoneCards
    amount: Amount
    name: CardName | None = None
    kind: str | None = None  # a card kind, or "hand" for hand cards only
    colour: Colour | None = attrs.field(default=None, kw_only=True, metadata=OPTIONAL)  # only cards of this colour


@attrs.frozen
class Among(Node):
    """`其中1张`: N of the cards the effect looked at last (查看, 选择), chosen by the doer; `其中点数最大的1张`: only
    among those of the greatest ("most") or smallest ("least") point."""

    amount: Amount
    name: CardName | None = None
    extreme: str | None = attrs.field(default=None, metadata=OPTIONAL)


# ---- quantities, notes --------------------------------------------------------------


@attrs.frozen
class Quantity(Node):
    amount: Amount
    object: str  # the object's meaning in the game's keyword table (card, hand, a counter …)
    colour: Colour | None = None
    measured: bool = False  # written with 张


@attrs.frozen
class Define(Node):
    """（X为…）"""

    var: str
    expr: Expr


Note = Union[Define, Node]  # Define, or a game's own note (（不支付精力）, （虚拟）)


# ---- actions ------------------------------------------------------------------------


@attrs.frozen
class Action(Node):
    notes: tuple[Note, ...] = attrs.field(default=(), kw_only=True)


@attrs.frozen
class Joint(Action):
    """An action players do together, as one (纵横坛's 交换): after players joined by 与/& (`令你与目标角色交换财富`,
    `你与目标角色交换财富`) it takes them as its parties instead of each of them doing it."""

    parties: tuple = attrs.field(default=(), kw_only=True)


@attrs.frozen
class DefineStep(Action):
    """`X为你的手牌数，生产X财富`: a variable defined before the step that uses it. The builder makes it a
    note (`Define`) of the step right after it; one with no step after it stays and is E233."""

    var: str
    expr: Expr


@attrs.frozen
class Measured(Action):
    """A verb with one or more quantities joined by &: `支付1蓝色精力&1黄色精力`."""

    quantities: tuple[Quantity, ...]


@attrs.frozen
class Draw(Measured):
    """抽N张牌"""


@attrs.frozen
class Discard(Measured):
    """弃N张手牌"""


@attrs.frozen
class Use(Measured):
    """使用N张手牌"""


@attrs.frozen
class Gain(Measured):
    """获得N物资/精力/财富"""


@attrs.frozen
class Pay(Measured):
    """支付…（不足则失败）"""


@attrs.frozen
class Consume(Measured):
    """消耗…（不足不失败）"""


@attrs.frozen
class Produce(Measured):
    """生产N财富"""


@attrs.frozen
class Damage(Measured):
    """折损N财富"""


@attrs.frozen
class Tap(Action):
    target: AnyRef | None  # None: this card (自身)


@attrs.frozen
class Untap(Action):
    target: AnyRef | None


@attrs.frozen
class Transform(Action):
    target: AnyRef
    effect: CardText | CardName  # a quoted effect, or the effect of the card of that name (「劳作」)


@attrs.frozen
class Execute(Action):
    effect: CardText | CardName


@attrs.frozen
class Counter(Action):
    target: AnyRef


@attrs.frozen
class Copy(Action):
    target: AnyRef


@attrs.frozen
class Attach(Action):
    target: AnyRef
    turns: Amount | None


@attrs.frozen
class Move(Action):
    cards: AnyRef | HandCards
    zone: Zone
    # the way up written before the zone where it is the zone's own (`正面向上移入过往`): no effect, kept for the
    # reading ("up"/"down"); a game's own node says a way that does something
    facing: str | None = attrs.field(default=None, metadata=OPTIONAL)


@attrs.frozen
class Shuffle(Action):
    zone: Zone


@attrs.frozen
class Command(Action):
    """`令X…`: X acts, with you as the source (生产/折损) or the controller (使用)."""

    actor: AnyRef
    action: Action


@attrs.frozen
class FromZone(Action):
    """`从过往中抽1张牌`: an action taking cards from a zone it does not take them from. (Written
    with the zone the verb does use — `从牌库中抽1张牌` — the builder makes the plain action.)"""

    zone: Zone
    action: Action


@attrs.frozen
class Acts(Action):
    """`其抽1张牌`: a player does the action themselves (no 令: they are its source)."""

    actor: AnyRef
    action: Action


# ---- structure ----------------------------------------------------------------------


@attrs.frozen
class Group(Node):
    body: Sequence
    notes: tuple[Note, ...] = ()


@attrs.frozen
class Choice(Node):
    options: tuple[Step, ...]


@attrs.frozen
class Conjunction(Node):
    parts: tuple[Step, ...]


Step = Union[Action, Group, Choice, Conjunction]


@attrs.frozen
class Comparison(Node):
    left: Expr
    op: str  # > < = >= <= !=
    right: Expr | Colour


@attrs.frozen
class AllOf(Node):
    items: tuple[Condition, ...]


@attrs.frozen
class AnyOf(Node):
    items: tuple[Condition, ...]


@attrs.frozen
class SamePlayer(Node):
    """`若目标牌的控制者不是你`, `若其是你`: whether two single players are the same one (rule 10.5(b))."""

    left: AnyRef
    right: AnyRef
    negated: bool


Condition = Union[Comparison, AllOf, AnyOf, SamePlayer]


@attrs.frozen
class Conditional(Node):
    """`若…，…`: the condition guards the rest of the sequence; `…，否则…` is what happens when it
    does not hold."""

    condition: Condition
    then: Sequence
    otherwise: Sequence | None = None


@attrs.frozen
class Sequence(Node):
    """Steps in order (`，`): a failed step stops the rest, and runs `otherwise` (`…，否则…`) if any."""

    steps: tuple[Step, ...]
    conditional: Conditional | None = None
    otherwise: Sequence | None = None


@attrs.frozen
class Rounding(Node):
    """`（向下取整）` / `（向上取整）`: how 一半 of an odd amount rounds (down unless written up)."""

    mode: str  # down up


@attrs.frozen
class Restated(Node):
    """`进行1次转化（支付1物资，抽1张牌）`: the step before said again in its own steps, for display; never
    executed. The checker requires it to say what the step does (the step's verb module's RESTATES)."""

    steps: tuple


@attrs.frozen
class Reminder(Node):
    """`（附注：…）`: reminder text that explains the card; shown, never executed."""

    text: str


@attrs.frozen
class CardName(Node):
    """A card's name, quoted (「攻伐」, 【攻伐】): the cards of that name."""

    name: str


@attrs.frozen
class Trigger(Node):
    """A trigger written as an event (`当你受到伤害后`): the game's event node says which moment."""

    event: Node


@attrs.frozen
class WhileCondition(Node):
    """A condition written as a trigger (`当你的财富少于5时`): a game's event node for it derives from this, so
    that the same words after `：` read as the condition they state (`主动：当…时，…` is `主动：若…，…`)."""

    condition: Node


@attrs.frozen
class Timing(Node):
    word: str
    kind: str | None  # terminal name (ACTIVE …), None when the word is no timing


HeadPart = Union[Timing, Trigger, Action, Choice, Conjunction, Group]


@attrs.frozen
class Head(Node):
    """What stands before `：`: timings and costs joined by `&` (the parts).

    A head with `/` (`回合开始/回合结束：`) has one part, a `Choice` whose options are
    timings, costs or `Conjunction`s of them; `alternatives` spells any head out as
    the alternatives it allows, each a tuple of timings and costs that must all hold.
    """

    parts: tuple[HeadPart, ...]

    @property
    def timings(self) -> tuple[Timing, ...]:
        """The timings of a head without `/` (top-level parts only)."""
        return tuple(p for p in self.parts if isinstance(p, Timing))

    @property
    def costs(self) -> tuple[Action, ...]:
        return tuple(p for p in self.parts if not isinstance(p, (Timing, Trigger, Choice, Conjunction, Group)))

    @property
    def alternatives(self) -> tuple[tuple[HeadPart, ...], ...]:
        """The head in disjunctive form: `锁定&回合开始/回合结束` → ((锁定, 回合开始), (回合结束,))."""
        out: list[tuple[HeadPart, ...]] = [()]
        for part in self.parts:
            out = [a + b for a in out for b in _head_alternatives(part)]
        return tuple(out)


def _head_alternatives(node) -> list[tuple]:
    if isinstance(node, Choice):
        return [alt for option in node.options for alt in _head_alternatives(option)]
    if isinstance(node, Conjunction):
        out: list[tuple] = [()]
        for part in node.parts:
            out = [a + b for a in out for b in _head_alternatives(part)]
        return out
    if isinstance(node, Group) and len(node.body.steps) == 1 and node.body.conditional is None and not node.notes:
        return _head_alternatives(node.body.steps[0])
    return [(node,)]


@attrs.frozen
class Effect(Node):
    head: Head | None
    body: Sequence


@attrs.frozen
class Invariant(Node):
    left: Expr
    op: str
    right: Expr


@attrs.frozen
class StaticEffect(Node):
    """`（你的仓储始终等于财富）`: applies continuously, never uses the stack."""

    invariant: Invariant


@attrs.frozen
class CardText(Node):
    effects: tuple[Effect | StaticEffect, ...]
    reminders: tuple[Reminder, ...] = ()  # reminder text after the last effect


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}
# Field types that never hold a node: a class's other fields are the ones its children are in.
_SCALARS = frozenset({"str", "int", "bool", "float", "str | None", "int | None", "bool | None", str, int, bool, float})


def child_fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that may hold child nodes (a node, None, or a tuple of them), in
    field order: every field but the span and those declared as a string, number or flag."""
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = _CHILD_FIELDS[cls] = tuple(
            f.name for f in attrs.fields(cls) if f.name != "span" and f.type not in _SCALARS
        )
    return names


def children(node: Node) -> list[Node]:
    """Direct child nodes, in field order."""
    out: list[Node] = []
    names = _CHILD_FIELDS.get(node.__class__)
    for name in names if names is not None else child_fields(node.__class__):
        value = getattr(node, name)
        if value.__class__ is tuple:
            out.extend(item for item in value if isinstance(item, Node))
        elif isinstance(value, Node):
            out.append(value)
    return out


def walk(node: Node):
    """Pre-order traversal."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        kids = children(n)
        if kids:
            kids.reverse()
            stack.extend(kids)
