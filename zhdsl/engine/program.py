"""Effect programs: what compiled card text is made of, and the structure every game shares.

One contract for every step: `run(ctx) -> bool` resolves it against the game and says whether
it succeeded; `ready(ctx) -> bool`, when a step has it, says whether its first action could
succeed now (for `/`, rule 10.6; a step without it always can). A failed step stops the rest of its sequence (逗号); `/` asks the controller to
choose; `&` does every part; notes modify their step; a condition guards the rest of its
sequence and may have an else branch. A game's verbs are steps of the same contract
(`zhdsl/games/<game>/verbs/`); a step that may stand before `：` as a cost also answers
`cost_reason(rt, seat, ctx, exclude)`.

Programs are immutable and shared by every game and clone; all mutable state lives in the game
state. The runtime (`zhdsl.engine.runtime.Runtime`) provides the primitive operations steps call.
"""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine.decisions import Decision, Option

# ---- context --------------------------------------------------------------------------


@attrs.define(slots=True)
class Ctx:
    """Who and what an effect resolves for. `actor` is who performs a measured action
    (你, or the subject of 令); `you` is the card's owner; `controller` answers questions."""

    rt: Any
    you: int
    controller: int
    program: Any  # EffectProgram
    entry: int | None = None  # the resolving stack entry
    source_card: int | None = None  # 此牌/自身 as a card instance
    targets: dict = attrs.Factory(dict)  # target word (slot key) -> seat
    card_target: int | None = None
    actor: int | None = None
    source: int | None = None  # who is the source of a change with a source (你 for 令…)
    free: bool = False  # the card's cost is not paid
    virtual: bool = False
    rounding: str = "down"  # 一半: （向下取整） or （向上取整）
    cap: Any = None  # a note's bound on every amount of the step (纵横坛's `（至多5）`, rule 10.70)
    evaluating: frozenset = frozenset()
    values: dict = attrs.Factory(dict)  # variables already taken (rule 10.10), shared by evolved copies

    @property
    def doer(self) -> int:
        return self.you if self.actor is None else self.actor


# ---- expressions and conditions ----------------------------------------------------------


@attrs.frozen
class Const:
    value: int

    def evaluate(self, ctx: Ctx) -> int:
        return self.value


@attrs.frozen
class VarRef:
    name: str

    def evaluate(self, ctx: Ctx) -> int:
        """A variable takes its value the first time it is used, then keeps it (rule 10.10); one defined by the
        player doing a commanded step (`令所有角色折损X财富（X为其手牌数）`) keeps one value for each of them (纵横坛
        rule 12.24)."""
        expr = ctx.program.defines.get(self.name) if ctx.program is not None else None
        key = (self.name, ctx.doer) if expr is not None and _names_doer(expr) else self.name
        if key in ctx.values:
            return ctx.values[key]
        if expr is None or self.name in ctx.evaluating:
            return 0
        inner = attrs.evolve(ctx, evaluating=ctx.evaluating | {self.name})
        value = expr.evaluate(inner)
        if not getattr(expr, "CHOSEN", False) or ctx.entry is not None:  # a chosen one is kept once chosen
            ctx.values[key] = value
        return value


def _names_doer(node, depth: int = 0) -> bool:
    """Whether an expression names the doer of the step (PlayerRef("doer")), at any depth of its fields."""
    if depth > 32:
        return False
    if isinstance(node, PlayerRef):
        return node.kind == "doer"
    if isinstance(node, tuple | list):
        return any(_names_doer(x, depth + 1) for x in node)
    if attrs.has(type(node)):
        return any(_names_doer(getattr(node, f.name), depth + 1) for f in attrs.fields(type(node)))
    return False


@attrs.frozen
class PlayerCountExpr:
    def evaluate(self, ctx: Ctx) -> int:
        return len(ctx.rt.state.players)


@attrs.frozen
class BinExpr:
    op: str
    left: Any
    right: Any

    def evaluate(self, ctx: Ctx) -> int:
        a, b = self.left.evaluate(ctx), self.right.evaluate(ctx)
        if a is None or b is None:
            return 0
        if self.op == "+":
            value = a + b
        elif self.op == "-":
            value = a - b
        elif self.op == "×":
            value = a * b
        elif not b:
            value = 0
        else:  # rounded down (rule 1.2), up under （向上取整） (rule 10.68)
            value = -(-a // b) if ctx.rounding == "up" else a // b
        bound = ctx.rt.limits.max_value  # a result past the bound is the bound (rule 1.7, D29)
        return bound if value > bound else -bound if value < -bound else value


@attrs.frozen
class AttrOf:
    """An attribute of a player (the game's counters and counts) or of a card (its printed facts)."""

    subject: Any  # a PlayerRef/CardRef, or None for 你
    name: str
    of_card: bool = False  # the game says this attribute belongs to cards

    def evaluate(self, ctx: Ctx) -> int | str | None:
        rt = ctx.rt
        if self.of_card:
            entry = self.subject.entry(ctx) if self.subject is not None else None
            if entry is not None:
                return entry.facts.get(self.name)
            card = self.subject.card(ctx) if self.subject is not None else None
            if card is None:
                remembered = self.subject.remembered(ctx) if self.subject is not None else None
                return remembered["facts"].get(self.name) if remembered is not None else None
            return rt.card_fact(card, self.name)
        seats = [ctx.you] if self.subject is None else self.subject.players(ctx)
        if not seats:
            return None
        return rt.attr(seats[0], self.name)

    def each(self, ctx: Ctx) -> list | None:
        """The attribute of each player, when the subject is players compared one by one (EACH_KINDS) and several."""
        if not (isinstance(self.subject, PlayerRef) and self.subject.kind in EACH_KINDS):
            return None
        seats = self.subject.players(ctx)
        return [ctx.rt.attr(s, self.name) for s in seats] if len(seats) > 1 else None


# players whose attribute (or distance) in a comparison is compared with each of them: 对手 (纵横坛 rule 7.15), the targets
# of the card a 追加 follows (12.8(l))
EACH_KINDS = frozenset({"opponents", "event_targets"})

_COMPARE = {
    ">": lambda a, b: a > b, "<": lambda a, b: a < b, "=": lambda a, b: a == b,
    ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "!=": lambda a, b: a != b,
}


@attrs.frozen
class Compare:
    left: Any
    op: str
    right: Any  # expression, or a colour id when `colour` is set
    colour: bool = False

    def values(self, ctx: Ctx) -> str:
        """What the two sides were, for the log: `（实际：12与10）`."""
        a = self.left.evaluate(ctx)
        b = self.right if self.colour else self.right.evaluate(ctx)
        return f"（实际：{'无' if a is None else a}与{'无' if b is None else b}）"

    def holds(self, ctx: Ctx) -> bool:
        if not self.colour:
            for which in ("left", "right"):  # `若你的财富少于对手`: compared with each of them (纵横坛 rule 7.15)
                each = getattr(getattr(self, which), "each", None)
                values = each(ctx) if each is not None else None
                if values is not None:
                    return all(attrs.evolve(self, **{which: Const(v)}).holds(ctx) for v in values)
        a = self.left.evaluate(ctx)
        b = self.right if self.colour else self.right.evaluate(ctx)
        if a is None or b is None:
            return False
        if self.colour:
            return (a == b) == (self.op == "=")
        if self.op in (">", ">="):  # by how much the left side exceeds the right (纵横坛 `超出的张数`, rule 10.39)
            ctx.values[EXCESS] = max(0, a - b)
        return _COMPARE[self.op](a, b)


@attrs.frozen
class SamePlayer:
    """`若X是Y` / `若X不是Y`: false when either side names no living player."""

    left: Any
    right: Any
    negated: bool

    def holds(self, ctx: Ctx) -> bool:
        a, b = self.left.players(ctx), self.right.players(ctx)
        if not a or not b:
            return False
        return (a[0] in b) != self.negated  # `若其为你的队友`: one of them (纵横坛 rule 10.182)


@attrs.frozen
class AllCond:
    items: tuple

    def values(self, ctx: Ctx) -> str:
        """What each compared part was, for the log (`（实际：12与10）（实际：2与3）`)."""
        return "".join(i.values(ctx) for i in self.items if hasattr(i, "values"))

    def holds(self, ctx: Ctx) -> bool:
        return all(i.holds(ctx) for i in self.items)


@attrs.frozen
class AnyCond:
    items: tuple

    def values(self, ctx: Ctx) -> str:
        """What each compared part was, for the log (`（实际：12与10）（实际：2与3）`)."""
        return "".join(i.values(ctx) for i in self.items if hasattr(i, "values"))

    def holds(self, ctx: Ctx) -> bool:
        return any(i.holds(ctx) for i in self.items)


# ---- references ---------------------------------------------------------------------------


@attrs.frozen
class PlayerRef:
    kind: str  # you target_player target_other all_players all_others zone_holder event_targets event_user event_actor
    # event_dead

    def players(self, ctx: Ctx) -> list[int]:
        s = ctx.rt.state
        if self.kind == "you":
            return [ctx.you]
        if self.kind == "doer":  # each of the players a step commands, as they do it (纵横坛 rule 12.24)
            return [ctx.doer]
        if self.kind in ("event_targets", "event_user"):  # of the card this effect answers (追加, 响应)
            below = answered_entry(ctx)
            if below is None:
                return []
            seats = [below.controller] if self.kind == "event_user" else [
                p for p in below.player_targets if p != ctx.you]
            return [p for p in seats if not s.players[p].dead]
        if self.kind == "zone_holder":  # the player in whose zone the card granting this effect lies
            uid = CardRef("this_card").card(ctx)
            holder = s.cards[uid].zone_owner if uid is not None and uid in s.cards else None
            return [holder] if holder is not None and not s.players[holder].dead else []
        if self.kind in ("target_player", "target_other", "target_mate", "target_self_mate"):
            t = ctx.targets.get(self.kind)
            return [t] if t is not None and not s.players[t].dead else []
        if self.kind in ("event_actor", "event_dead"):  # the player whose action (or death) the event trigger answers
            t = ctx.values.get(EVENT_ACTOR)
            return [t] if t is not None else []
        if self.kind in ("target_dead", "target_dead_mate"):  # a dead player, chosen dead; may have come back since
            t = ctx.targets.get(self.kind)
            return [t] if t is not None else []
        if self.kind == "team_mates":  # `若你的队友已死亡…令其复活`: the team's other members, dead or alive
            team = ctx.rt.mode.team_of(ctx.you, len(s.players))
            return [p for p in s.order_from(ctx.you, alive_only=False) if p in team and p != ctx.you]
        order = s.order_from(ctx.you)
        if self.kind == "mates":  # the user's living teammates, the mode's team (none outside a team mode)
            team = ctx.rt.mode.team_of(ctx.you, len(s.players))
            return [p for p in order if p in team and p != ctx.you and not s.players[p].dead]
        if self.kind == "opponents":  # the living players of the other teams (every other player without teams)
            team = ctx.rt.mode.team_of(ctx.you, len(s.players))
            return [p for p in order if p not in team and p != ctx.you]
        return order if self.kind == "all_players" else [p for p in order if p != ctx.you]

    single = property(lambda self: self.kind in ("you", "target_player", "target_other", "zone_holder", "event_user", "event_actor", "event_dead", "doer",
                                                 "target_dead", "target_dead_mate", "team_mates", "target_mate",
                                                 "target_self_mate"))


def answered_entry(ctx: Ctx):
    """The stack entry right beneath this effect's own: the card a 追加/响应 was used to answer (it could be
    used only while that card had just entered, so it lies right beneath unless it has left since)."""
    stack = ctx.rt.state.stack
    for i, e in enumerate(stack):
        if e.uid == ctx.entry:
            return stack[i - 1] if i > 0 and stack[i - 1].kind == "card" else None
    return None


_DISTANCE_TESTS = {"<=": int.__le__, "<": int.__lt__, "=": int.__eq__, ">=": int.__ge__, ">": int.__gt__,
                   "!=": int.__ne__}


def distance_fits(distance: int, compare: str, n: int) -> bool:
    """`距离N以内` (<=), `距离为N` (=), `距离不大于N` and the other comparators (rule 2.3(a))."""
    return _DISTANCE_TESTS[compare](distance, n)


@attrs.frozen
class WithinRef:
    distance: Any
    targeted: bool
    key: str = ""  # the target slot of `距离N以内的目标角色`
    compare: str = "<="  # `距离为N的`: "="
    other: bool = False  # `…其他角色`

    def players(self, ctx: Ctx) -> list[int]:
        s = ctx.rt.state
        if self.targeted:
            t = ctx.targets.get(self.key)
            return [t] if t is not None and not s.players[t].dead else []
        n = self.distance.evaluate(ctx)
        return [p for p in s.order_from(ctx.you)
                if distance_fits(ctx.rt.seat_distance(ctx.you, p), self.compare, n) and not (self.other and p == ctx.you)]

    single = property(lambda self: self.targeted)


@attrs.frozen
class TargetGroupRef:
    """`两名目标角色`: the players chosen for a slot of several targets (`TargetSlot.count`), living, in turn
    order from you (rule 7.11 of 纵横坛)."""

    key: str
    count: int

    def players(self, ctx: Ctx) -> list[int]:
        s = ctx.rt.state
        chosen = {ctx.targets.get(f"{self.key}#{i}") for i in range(self.count)}
        return [p for p in s.order_from(ctx.you) if p in chosen and not s.players[p].dead]

    single = False


ACTED = "#acted"  # the key in Ctx.values of the players the effect's last command step named (CommandStep.run)
EXCESS = "#excess"  # the key in Ctx.values of the excess the effect's last 大于 comparison found (Compare.holds)
MOVED_CARD = "#moved"  # the key in Ctx.values of the one card the last step that names one moved
MOVED_ENTRY = "#moved_entry"  # the key in Ctx.values of the 虚拟 card a 执行 step just put on the stack (a later 其/该牌)
MOVED_CARDS = "#moved_all"  # the key in Ctx.values of every card the last step that moved cards moved
MOVED_BEFORE = "#moved_before"  # the key in Ctx.values of the one card moved by the one-card step before the last
EVENT_ACTOR = "#event_actor"  # the key in Ctx.values of the player whose action an event trigger answers
EVENT_CARD = "#event_card"  # the key in Ctx.values of the entry a 追加/响应 answers (CardRef("event_card"))


def remember_moved(ctx: Ctx, uids) -> None:
    """A step that moved cards: the one card it moved is what a later 该牌 names (rule 12.8(d) of 纵横坛); all of
    them are what a later `其中「攻伐」的数量` counts among (rule 10.41 of 纵横坛)."""
    ctx.values[MOVED_CARDS] = tuple(uids)
    ctx.values.pop(MOVED_ENTRY, None)
    if len(uids) == 1:
        if MOVED_CARD in ctx.values:  # `弃1张手牌，抽1张牌，若两张牌颜色不同`: the card before (纵横坛 rule 10.170)
            ctx.values[MOVED_BEFORE] = ctx.values[MOVED_CARD]
        ctx.values[MOVED_CARD] = uids[0]


@attrs.frozen
class CardRef:
    kind: str  # self this_card target_card moved_card (the one card a step before moved: `弃1张手牌，…该牌`)
    # former_moved: the one card the one-card step before that one moved (`弃1张手牌，抽1张牌，若两张牌…`)
    # event_card: the card this effect answers (追加, 响应), right beneath it on the stack

    def entry(self, ctx: Ctx):
        if self.kind == "former_moved":  # a card moved has no entry
            return None
        if self.kind == "moved_card":  # a card moved has no entry; the 虚拟 card a 执行 step used has
            uid = ctx.values.get(MOVED_ENTRY)
            return ctx.rt.state.entry(uid) if uid is not None else None
        if self.kind == "event_card":
            return ctx.rt.state.entry(self._event_uid(ctx))
        uid = ctx.card_target if self.kind == "target_card" else ctx.entry
        return ctx.rt.state.entry(uid)

    def card(self, ctx: Ctx) -> int | None:
        """The card instance meant: the card on the stack, or the card granting a skill."""
        if self.kind == "moved_card":
            return ctx.values.get(MOVED_CARD)
        if self.kind == "former_moved":
            return ctx.values.get(MOVED_BEFORE)
        if self.kind in ("target_card", "event_card"):
            e = self.entry(ctx)
            return e.card if e is not None else None
        e = self.entry(ctx)
        if e is not None and e.card is not None:
            return e.card
        return ctx.source_card

    def remembered(self, ctx: Ctx) -> dict | None:
        """What the target card was when it left the stack (last known information, rule 10.12)."""
        if self.kind == "event_card":
            uid = self._event_uid(ctx)
            return ctx.rt.state.left_stack.get(uid) if uid is not None else None
        if self.kind != "target_card" or ctx.card_target is None:
            return None
        return ctx.rt.state.left_stack.get(ctx.card_target)

    @staticmethod
    def _event_uid(ctx: Ctx) -> int | None:
        """The entry the effect answers, found once (right beneath it) and kept: after `反制该牌` it has left the
        stack and its last known information names it (`…，其控制者弃1张手牌`)."""
        if EVENT_CARD not in ctx.values:
            below = answered_entry(ctx)
            ctx.values[EVENT_CARD] = below.uid if below is not None else None
        return ctx.values[EVENT_CARD]

    def players(self, ctx: Ctx) -> list[int]:
        return []

    single = property(lambda self: False)


@attrs.frozen
class HolderRef:
    of: CardRef
    role: str  # owner controller

    def players(self, ctx: Ctx) -> list[int]:
        e = self.of.entry(ctx)
        if e is not None:
            return [e.owner if self.role == "owner" else e.controller]
        remembered = self.of.remembered(ctx)
        if remembered is not None:
            return [remembered[self.role]]
        uid = self.of.card(ctx)
        if uid is None:
            return []
        c = ctx.rt.state.cards[uid]
        return [c.owner if self.role == "owner" else c.controller]

    single = property(lambda self: True)


@attrs.frozen
class PlayersRef:
    """Players joined by `&`: each of them, in the order written, each once."""

    items: tuple

    def players(self, ctx: Ctx) -> list[int]:
        out: list[int] = []
        for item in self.items:
            out.extend(p for p in item.players(ctx) if p not in out)
        return out

    single = property(lambda self: False)


# ---- zones, counts, amounts ------------------------------------------------------------------


@attrs.frozen
class ZoneSpec:
    """A zone as an effect names it: the schema's zone, where in it (top/bottom), and whose (a player
    reference, or None for 你 — a shared zone has no owner)."""

    zone: str
    position: str  # top bottom
    owner: Any  # player ref or None
    end: bool = False  # the text names the position (牌库顶/牌库底): cards are taken from that end, not chosen

    def resolve(self, ctx: Ctx) -> tuple[str, int | None, str] | None:
        """(zone, owner seat, position), or None when the zone is a player's and the owner is not
        exactly one living player."""
        if self.zone == "stack" or self.zone in ctx.rt.state.zones:
            return self.zone, None, self.position
        seats = [ctx.you] if self.owner is None else self.owner.players(ctx)
        if len(seats) != 1:
            return None
        return self.zone, seats[0], self.position

    def from_end(self, ctx: Ctx, cards: list[int], n: int) -> list[int]:
        """The n cards of `cards` (the zone's list) at the written end: a face-down shared zone (the deck) keeps its
        top at the list's start, a face-up one (the discard zone) adds cards at the list's end, so its top is
        last (纵横坛 rules 3.3, 12.100)."""
        from zhdsl.engine.schema import HIDDEN

        top_first = self.zone not in ctx.rt.state.zones or ctx.rt.schema.zone(self.zone).visibility == HIDDEN
        if top_first == (self.position == "top"):
            return cards[:n]
        return cards[::-1][:n]

    def cards(self, ctx: Ctx) -> list[int] | None:
        """The card uids in the zone, in its order; None when the zone has no owner. A zone of several players
        (`所有角色结界区中的所有牌`) is theirs one after another, in the order the reference gives them (纵横坛 rule 11.32(b))."""
        where = self.resolve(ctx)
        if where is None and self.owner is not None and self.zone not in ctx.rt.state.zones:
            seats = self.owner.players(ctx)
            return [uid for seat in seats for uid in ctx.rt.state.zone_list(self.zone, seat)] if seats else None
        if where is None:
            return None
        zone, owner, _position = where
        if zone == "stack":
            return [e.card for e in ctx.rt.state.stack if e.card is not None]
        return list(ctx.rt.state.zone_list(zone, owner))


@attrs.frozen
class ZoneCountExpr:
    zone: ZoneSpec
    name: str | None = None  # only cards of this name
    kind: str | None = None  # only cards of this kind (a game's card kind)

    def evaluate(self, ctx: Ctx) -> int | None:
        cards = self.zone.cards(ctx)
        if cards is None:
            return None
        if self.name is not None or self.kind is not None:
            cards = of_kind(ctx.rt, cards, self.name, self.kind)
        return len(cards)


@attrs.frozen
class ZoneCardsRef:
    """N cards chosen from a zone (of a name, when one is given): the effect's controller chooses,
    by face when the cards are visible to them, else by position (rule 11.18)."""

    zone: ZoneSpec
    amount: Any
    name: str | None = None
    kind: str | None = None  # only cards of this kind (a game's card kind)
    colour: str | None = None  # only cards of this colour (the card's printed fact "colour")
    point: tuple | None = None  # only cards whose printed point compares so: (comparator, number)

    def candidates(self, ctx: Ctx) -> list[int] | None:
        cards = self.zone.cards(ctx)
        if cards is None or (self.name is None and self.kind is None and self.colour is None and self.point is None):
            return cards
        return of_kind(ctx.rt, cards, self.name, self.kind, self.colour, self.point)

    def count(self, ctx: Ctx, cards: list[int]) -> int:
        """How many to take: the amount, where 所有/一半 are of the cards there (rule 10.11)."""
        kind = getattr(self.amount, "kind", None)
        if kind == "all":
            return len(cards)
        if kind == "half":
            return (len(cards) + 1) // 2 if ctx.rounding == "up" else len(cards) // 2
        return amount(self.amount, ctx)

    def at_end(self, ctx: Ctx) -> list[int] | None:
        """The N cards at the zone's written end (牌库顶的3张牌), fewer when fewer are there: what is looked at."""
        cards = self.candidates(ctx)
        if cards is None:
            return None
        n = max(0, self.count(ctx, cards))
        return self.zone.from_end(ctx, cards, n)

    def choose(self, ctx: Ctx) -> list[int] | None:
        """The chosen cards, or None when there are not enough."""
        cards = self.candidates(ctx)
        if cards is None:
            return None
        n = self.count(ctx, cards)
        if len(cards) < n:
            return None
        if self.zone.end and self.name is None:  # 牌库顶的1张牌: the top one, no choice (rule 11.18(a))
            return self.zone.from_end(ctx, cards, n)
        return ctx.rt.choose_cards_seen(ctx.controller, cards, n, "选择要移动的牌")


def of_kind(rt, cards: list[int], name: str | None, kind: str | None, colour: str | None = None,
            point: tuple | None = None) -> list[int]:
    """The cards of that name, kind ("hand": the cards that are hand cards where they lie), colour and point
    (`(comparator, number)`: the printed point compared so)."""
    out = []
    for uid in cards:
        d = rt.defn(uid)
        if name is not None and d.name != name:
            continue
        if kind == "hand" and not rt.is_hand_card(d) or kind not in (None, "hand") and d.kind != kind:
            continue
        if colour is not None and rt.card_fact(uid, "colour") != colour:
            continue
        if point is not None and not _COMPARE[point[0]](rt.card_fact(uid, "point") or 0, point[1]):
            continue
        out.append(uid)
    return out


LOOKED = "__looked__"  # the cards the effect's last 查看/选择 showed its doer: ((uid, zone, owner), …), for 其中


def look_at(ctx: Ctx, seat: int, cards: list[int]) -> None:
    """`seat` looks at the cards (each stays visible to them until it moves, the others learn only how
    many); a later 其中 of this effect means them."""
    if cards:
        ctx.rt.show_cards(seat, cards)
    state = ctx.rt.state.cards
    ctx.values[LOOKED] = tuple((uid, state[uid].zone, state[uid].zone_owner) for uid in cards)
    ctx.values.pop(MOVED_CARDS, None)  # the cards looked at are now the last a 其中 may count (rule 10.41 of 纵横坛)


@attrs.frozen
class ChosenRef:
    """N cards the doer chooses after looking at a pool (`从过往中选择1张牌`, `从牌库顶的3张牌中选择1张`),
    or, with no pool, among the cards the effect looked at last that are still where they were (`其中1张`)."""

    pool: Any  # ZoneSpec; ZoneCardsRef (the N cards at a zone's end); None: 其中
    amount: Any
    name: str | None = None
    kind: str | None = None
    extreme: str | None = None  # "most"/"least": only the cards of the greatest/smallest printed point (其中点数最大的1张)
    colour: str | None = attrs.field(default=None, kw_only=True)  # only cards of this colour (从过往中选择1张红色牌)

    def _pool(self, ctx: Ctx) -> list[int] | None:
        if self.pool is None:
            state = ctx.rt.state.cards
            return [uid for uid, zone, owner in ctx.values.get(LOOKED, ())
                    if state[uid].zone == zone and state[uid].zone_owner == owner]
        if isinstance(self.pool, ZoneSpec):
            return self.pool.cards(ctx)
        return self.pool.at_end(ctx)  # the top/bottom N (fewer when fewer are there): no choice (rule 11.18(a))

    def candidates(self, ctx: Ctx) -> list[int] | None:
        cards = self._pool(ctx)
        if cards is None or (self.name is None and self.kind is None and self.colour is None):
            return cards
        return of_kind(ctx.rt, cards, self.name, self.kind, self.colour)

    def count(self, ctx: Ctx, cards: list[int]) -> int:
        return amount(self.amount, ctx)

    def choose(self, ctx: Ctx) -> list[int] | None:
        """The chosen cards, or None when there are not enough; the doer looks at the pool first."""
        pool = self._pool(ctx)
        if pool is None:
            return None
        if self.pool is not None:
            look_at(ctx, ctx.doer, pool)
        cards = pool if self.name is None and self.kind is None and self.colour is None \
            else of_kind(ctx.rt, pool, self.name, self.kind, self.colour)
        n = self.count(ctx, cards)
        if len(cards) < n:
            return None
        if self.extreme is not None:
            return self._extreme(ctx, cards, n)
        return ctx.rt.choose_cards_seen(ctx.doer, cards, n, "选择牌")

    def _extreme(self, ctx: Ctx, cards: list[int], n: int) -> list[int]:
        """The n cards of the greatest (or smallest) point: those beyond the n-th card's point are taken, and the
        doer chooses among the cards tied at it (纵横坛 rule 11.121)."""
        if n <= 0:
            return []
        sign = -1 if self.extreme == "most" else 1
        point = {uid: sign * (ctx.rt.card_fact(uid, "point") or 0) for uid in cards}
        bound = sorted(point.values())[n - 1]
        taken = [uid for uid in cards if point[uid] < bound]
        tied = [uid for uid in cards if point[uid] == bound]
        left = n - len(taken)
        if left >= len(tied):
            return taken + tied[:left]
        return taken + list(ctx.rt.choose_cards_seen(ctx.doer, tied, left, "选择牌（点数相同）"))


@attrs.frozen
class PortionExpr:
    """所有 / 一半 / 等量 of what a step acts on: the doer's amount of the object (rule 10.11); 任意张,
    the number the doer chose for this step (`ChooseAmount`), 0 before they chose (rule 10.16)."""

    kind: str  # all half same any
    object: str  # the quantity's object meaning
    key: int = 0  # any: which choice of the effect

    def evaluate(self, ctx: Ctx) -> int:
        if self.kind == "same":
            return ctx.values.get(LAST_AMOUNT, 0)
        if self.kind == "any":
            return ctx.values.get((CHOSEN, self.key), 0)
        have = ctx.rt.amount_of(ctx.doer, self.object)
        if self.kind == "all":
            return have
        return (have + 1) // 2 if ctx.rounding == "up" else have // 2


LAST_AMOUNT = "__last_amount__"  # the amount the last measured step acted on (等量)
CHOSEN = "__chosen__"  # (CHOSEN, key): the number chosen for a 任意张
ANY_BOUND = 99  # the most a 任意张 offers (rule 10.16; a written amount is bounded alike, E228)


def spent(ctx: Ctx, n: int, verb: str | None = None) -> int:
    """Record the amount a measured step acted on, for a later 等量 (and, by its verb, for a later
    `以此法弃置的牌数`); returns it."""
    ctx.values[LAST_AMOUNT] = n
    if verb is not None:
        ctx.values[(LAST_AMOUNT, verb)] = n
    return n


def _is_spent_key(k) -> bool:
    """A key `spent` records under (LAST_AMOUNT, or (LAST_AMOUNT, verb))."""
    return k == LAST_AMOUNT or (type(k) is tuple and len(k) == 2 and k[0] == LAST_AMOUNT)


def carried_amounts(ctx: Ctx) -> tuple:
    """The amounts a use's cost steps recorded (`spent`), to carry into its resolution (rule 10.11(b))."""
    return tuple((k, v) for k, v in ctx.values.items()
                 if k == LAST_AMOUNT or (type(k) is tuple and k and k[0] == LAST_AMOUNT))


@attrs.frozen
class NamedEffect:
    """A card's name where an effect stands (执行「攻伐」, 变为「劳作」): the effect of the card of that name
    in the game's library — of the one with `point` when several cards share the name, else the first;
    its first effect when it has several (rule 11.13)."""

    name: str

    def program(self, rt, point: int | None = None):
        """The effect program, or None when the game has no card of that name."""
        find = getattr(rt.library, "find", None)
        if find is None:
            return None
        d = (find(self.name, point=point) if point is not None else None) or find(self.name)
        if d is None or not d.program.effects:
            return None
        return d.program.effects[0]


def card_point(rt, uid: int | None) -> int | None:
    """The printed point of a card instance (None for a card without one)."""
    return getattr(rt.defn(uid), "point", None) if uid is not None else None


@attrs.frozen
class SpentExpr:
    """`以此法<verb>的牌数`: the amount the last step of that verb acted on in this effect, 0 before one
    ran (rule 10.16)."""

    verb: str

    def evaluate(self, ctx: Ctx) -> int:
        return ctx.values.get((LAST_AMOUNT, self.verb), 0)


@attrs.frozen
class ChooseAmount:
    """A step with 任意张 amounts: before it runs, the doer chooses each number, from 0 to what they
    have of the object (cards they can draw for 牌), at most ANY_BOUND. Before the choice (whether the
    step could run, whether a cost is payable) the amount is 0, which is always possible (rule 10.16)."""

    body: Any
    amounts: tuple  # PortionExpr(kind="any") per choice

    def run(self, ctx: Ctx) -> bool:
        for expr in self.amounts:
            most_of = getattr(self.body, "most", None)  # a verb may say what bounds it (抽: the cards to draw)
            have = most_of(ctx, expr.object) if most_of is not None else ctx.rt.amount_of(ctx.doer, expr.object)
            most = max(0, min(have, ANY_BOUND))
            if most == 0:
                n = 0
            else:
                options = tuple(Option(str(k), k) for k in range(most + 1))
                n = ctx.rt.ask(Decision(ctx.doer, "choice", f"选择数量（0至{most}）", options))
            ctx.values[(CHOSEN, expr.key)] = n
            ctx.rt.log("choose", ctx.doer, f"{ctx.rt.pname(ctx.doer)}选择数量{n}", n)
        return self.body.run(ctx)

    def ready(self, ctx: Ctx) -> bool:
        return ready(self.body, ctx)

    def cost_reason(self, rt, seat: int, ctx: Ctx, exclude) -> str | None:
        return cost_reason(self.body, rt, seat, ctx, exclude)


# ---- structure ----------------------------------------------------------------------------


@attrs.frozen
class Sequence:
    steps: tuple
    condition: Any = None  # guards `then`
    then: Any = None
    else_: Any = None  # when the condition does not hold (若…，…，否则…)
    otherwise: Any = None  # when a step fails (…，否则…)
    condition_text: str = ""  # the condition as written, for the log

    def run(self, ctx: Ctx) -> bool:
        for step in self.steps:
            if not step.run(ctx):
                if self.otherwise is not None:
                    ctx.rt.log("otherwise", ctx.you, "上一步未能完成，改为执行「否则」之后的步骤")
                    return self.otherwise.run(ctx)
                return False
        if self.condition is not None:
            if not self.condition.holds(ctx):
                shown = f"：{self.condition_text}" if self.condition_text else ""
                values = self.condition.values(ctx) if hasattr(self.condition, "values") else ""
                if self.else_ is not None:
                    ctx.rt.log("condition", ctx.you, f"条件不满足{shown}{values}，执行「否则」之后的步骤")
                    return self.else_.run(ctx)
                ctx.rt.log("condition", ctx.you, f"条件不满足{shown}{values}，后续步骤不执行")
                return True
            return self.then.run(ctx)
        return True

    def ready(self, ctx: Ctx) -> bool:
        return ready(self.steps[0], ctx) if self.steps else True


@attrs.frozen
class Choice:
    options: tuple
    labels: tuple

    def chooser(self, ctx: Ctx) -> int:
        """Who picks the option: the card's controller (a game's own choice step may name another)."""
        return ctx.controller

    def run(self, ctx: Ctx) -> bool:
        """Options that cannot run now are not offered, unless none can (rule 10.6)."""
        runnable = [i for i, o in enumerate(self.options) if ready(o, ctx)]
        indices = runnable or list(range(len(self.options)))
        who = self.chooser(ctx)
        if len(indices) == 1:
            pick = indices[0]
        else:
            options = tuple(Option(self.labels[i], i) for i in indices)
            pick = ctx.rt.ask(Decision(who, "choice", "选择一项执行", options))
        ctx.rt.log("choose", who, f"{ctx.rt.pname(who)}选择「{self.labels[pick]}」", pick)
        return self.options[pick].run(ctx)

    def ready(self, ctx: Ctx) -> bool:
        return any(ready(o, ctx) for o in self.options)


@attrs.frozen
class Conjunction:
    """`&`: every part happens; the step fails when any part failed (rule D9)."""

    parts: tuple

    def run(self, ctx: Ctx) -> bool:
        ok = True
        for part in self.parts:
            ok = part.run(ctx) and ok
        return ok

    def ready(self, ctx: Ctx) -> bool:
        return all(ready(p, ctx) for p in self.parts)

    def cost_reason(self, rt, seat: int, ctx: Ctx, exclude) -> str | None:
        for part in self.parts:
            r = cost_reason(part, rt, seat, ctx, exclude)
            if r:
                return r
        return None


@attrs.frozen
class Noted:
    """A step with its notes (the cost not paid, 虚拟, rounding) applied to everything inside it."""

    body: Any
    free: bool
    virtual: bool
    rounding: str | None = None
    cap: Any = None  # an expression: each amount of the step at most its value

    def run(self, ctx: Ctx) -> bool:
        inner = attrs.evolve(ctx, free=ctx.free or self.free, virtual=ctx.virtual or self.virtual,
                             rounding=self.rounding or ctx.rounding, cap=self.cap if self.cap is not None else ctx.cap)
        return self.body.run(inner)

    def ready(self, ctx: Ctx) -> bool:
        return ready(self.body, attrs.evolve(ctx, free=ctx.free or self.free))

    def cost_reason(self, rt, seat: int, ctx: Ctx, exclude) -> str | None:
        return cost_reason(self.body, rt, seat, ctx, exclude)


@attrs.frozen
class CommandStep:
    """令X…: X performs the action with 你 as the source (of a change with a source) or the
    controller (of a use). With several players, each acts in turn order; the step fails when any
    failed (rule 11.21)."""

    actor: Any
    action: Any
    word: str = ""  # the game's word for it, for the log
    own_source: bool = False  # `其抽1张牌` (no 令): each actor is the source of what they do

    def run(self, ctx: Ctx) -> bool:
        actors = self.actor.players(ctx)
        if not actors:
            ctx.rt.log("fail", ctx.you, f"「{self.word}」没有可以执行的角色" if self.word else "没有可以执行的角色")
            return False
        ctx.values[ACTED] = tuple(actors)  # who this step named, for a later `若其中有角色死亡` (纵横坛 rule 10.40)
        ok = True
        if len(actors) == 1:
            inner = attrs.evolve(ctx, actor=actors[0], source=actors[0] if self.own_source else ctx.you,
                                 controller=ctx.controller)
            return self.action.run(inner)
        # several players: what they acted on is summed, for a later 等量 / 以此法 / 因此 (纵横坛 rule 10.60)
        values = ctx.values
        saved = {k: values.pop(k) for k in [k for k in values if _is_spent_key(k)]}
        totals: dict = {}
        # the cards they moved, all of them, for a later 其中 / 每以此法 (纵横坛 rule 10.62(a)), not the last one's only
        last, moved, any_moved = values.get(MOVED_CARDS), [], False
        for seat in actors:
            source = seat if self.own_source else ctx.you
            inner = attrs.evolve(ctx, actor=seat, source=source, controller=ctx.controller)
            ok = self.action.run(inner) and ok
            for k in [k for k in values if _is_spent_key(k)]:
                totals[k] = totals.get(k, 0) + values.pop(k)
            now = values.get(MOVED_CARDS)
            if now is not last and now is not None:
                moved.extend(now)
                last, any_moved = now, True
        values.update(saved)
        values.update(totals)
        if any_moved:
            values[MOVED_CARDS] = tuple(moved)
        return ok

    def ready(self, ctx: Ctx) -> bool:
        actors = self.actor.players(ctx)
        return bool(actors) and all(ready(self.action, attrs.evolve(ctx, actor=a, source=ctx.you)) for a in actors)


@attrs.frozen
class Quantity:
    amount: Any
    object: str
    colour: str | None


def ready(step, ctx: Ctx) -> bool:
    """Whether the step's first action could succeed now; a step without `ready` always can."""
    method = getattr(step, "ready", None)
    return method(ctx) if method is not None else True


def cost_reason(step, rt, seat: int, ctx: Ctx, exclude) -> str | None:
    """Why the cost step cannot be paid now (None when it can, or when it is no cost)."""
    method = getattr(step, "cost_reason", None)
    return method(rt, seat, ctx, exclude) if method is not None else None


def cost_ok(step, rt, seat: int, ctx: Ctx, exclude) -> bool:
    """`cost_reason(...) is None`; a step may answer it without building the reason (`cost_ok`)."""
    method = getattr(step, "cost_ok", None)
    if method is not None:
        return method(rt, seat, ctx, exclude)
    return cost_reason(step, rt, seat, ctx, exclude) is None


def amount(value, ctx: Ctx) -> int:
    """An amount in a step: negative counts as 0 (rule 1.2), at most `Limits.max_value` (rule 1.7)."""
    n = value.evaluate(ctx)
    if ctx.cap is not None and n is not None:
        bound = ctx.cap.evaluate(ctx)
        n = min(n, bound) if bound is not None else n
    return min(n, ctx.rt.limits.max_value) if n is not None and n > 0 else 0


# ---- programs ---------------------------------------------------------------------------------


@attrs.frozen(eq=False)
class TargetSlot:
    """One target word of an effect: 目标角色, 目标其他角色 or 距离N以内的目标角色 (rule 7.6)."""

    key: str  # target_player target_other within:N group:N
    other: bool  # must not be the user
    within: Any  # distance expression, or None
    compare: str = "<="  # how the distance is compared with `within`
    count: int = 1  # `两名目标角色`: this many different players, each stored under `member(i)`
    at_most: bool = False  # `至多两名…`: one up to `count`
    dead: bool = False  # only dead players (the others: only living ones)
    mates: bool = False  # only the user's team (the mode's team; the user too unless `other`)

    def member(self, i: int) -> str:
        """The key the i-th player of a slot of several is stored under (the slot's own key for one)."""
        return self.key if self.count == 1 else f"{self.key}#{i}"

    def keys(self) -> list[str]:
        return [self.member(i) for i in range(self.count)]


@attrs.frozen(eq=False)
class TargetSpec:
    slots: tuple = ()  # TargetSlot per player-target word
    card: bool = False  # needs one target card on the stack
    card_kind: str | None = None  # …of this stack entry kind ("card", "skill"), when the text narrows it
    card_colour: str | None = None  # …of this colour (the entry's fact "colour")
    card_name: str | None = None  # …a printed card of this name (`反制目标「攻伐」`)
    card_point: tuple | None = None  # …whose point compares so: (comparator, number) (`点数不大于3的目标行动`)
    card_targeting: str | None = None  # …among whose target players is the user ("you") or another ("other")

    @property
    def player(self) -> bool:
        return bool(self.slots)


STATE_TIMING = "STATE"  # the timing of a condition written as a trigger (`当…时`): used when it becomes true
EVENT_TIMING = "EVENT"  # the timing of an action written as a trigger (`当你抽牌后`): used when the action happens


@attrs.frozen(eq=False)
class EffectProgram:
    index: int  # position among the card's effects
    timings: frozenset  # the timing terminals written before `：`
    costs: tuple  # steps paid when used (head actions)
    body: Any  # Sequence
    targets: TargetSpec
    defines: dict  # var -> expression (read-only by convention)
    text: str
    attaches: bool = False  # the body moves its card somewhere when it resolves (rule 4.5(b))
    written: str = ""  # the segment as the card writes it (its `|` slots included): a skill's name
    segment: int = 0  # which segment of the text (。) it comes from
    base: tuple = ()  # the timings that must hold, sorted (the game's default when none is written)
    moments: frozenset = frozenset()  # timings that are moments (triggers: one use per moment)
    mandatory: bool = False  # used automatically when its moment comes
    once_per_turn: bool = False
    versions: frozenset = frozenset({0})  # the `|` versions of the card it belongs to
    when: Any = None  # a state trigger's condition (`当你的财富少于5时`, timing STATE_TIMING): used when it becomes true
    # an event trigger's watcher (`当你抽牌后`, timing EVENT_TIMING): the game's object whose `matches(ctx, event)` says
    # whether a logged event is the action it waits for
    on: Any = None
    # a step of it makes a trigger that lasts a while (纵横坛's `直到回合结束，每当…，…`): the runtime watches events
    creates_triggers: bool = False
    base_set: frozenset = attrs.field(init=False, default=attrs.Factory(lambda self: frozenset(self.base), takes_self=True))
    simple: bool = attrs.field(  # no costs and no targets: usable whenever timing, limits and cost allow (derived)
        init=False,
        default=attrs.Factory(
            lambda self: not self.costs and not self.targets.slots and not self.targets.card, takes_self=True
        ),
    )


@attrs.frozen(eq=False)
class StaticRule:
    """`（你的仓储始终等于财富）`: the attribute of the subject is kept in relation to the right side."""

    subject: Any  # PlayerRef / None (你)
    attribute: str
    op: str
    right: Any
    text: str
    versions: frozenset = frozenset({0})  # the `|` versions of the card it belongs to


@attrs.frozen(eq=False)
class CardProgram:
    effects: tuple  # EffectProgram, in text order
    statics: tuple  # StaticRule
    text: str
    # The canonical reading of each `|` version (a single version's `text` is its reading).
    readings: tuple = attrs.field(default=attrs.Factory(lambda self: (self.text,), takes_self=True), kw_only=True)
    uses: tuple = attrs.field(  # the segments the card is used by (rule 4.5): with 结附 if any, else all (derived)
        init=False,
        default=attrs.Factory(lambda self: tuple(e for e in self.effects if e.attaches) or self.effects, takes_self=True),
    )


def union(programs, text: str) -> CardProgram:
    """One program from a card's `|` versions (rule 10.9): every version's segments, each once — a
    segment the versions share (the same segment, the same text) is one effect of all of them — and
    each effect knows its versions, so a card in play keeps to the version it was used as."""
    if len(programs) == 1:
        return programs[0]
    effects: list = []
    statics: list = []
    seen: dict = {}
    for version, program in enumerate(programs):
        for e in program.effects:
            key = (e.segment, e.text)
            if key in seen:
                i = seen[key]
                effects[i] = attrs.evolve(effects[i], versions=effects[i].versions | {version})
                continue
            seen[key] = len(effects)
            effects.append(attrs.evolve(e, index=len(effects), versions=frozenset({version})))
        for rule in program.statics:
            same = next((i for i, r in enumerate(statics) if r.text == rule.text), None)
            if same is None:
                statics.append(attrs.evolve(rule, versions=frozenset({version})))
            else:
                statics[same] = attrs.evolve(statics[same], versions=statics[same].versions | {version})
    return CardProgram(tuple(effects), tuple(statics), text, readings=tuple(p.text for p in programs))
