"""What the lowered card text refers to, resolved in play: players (persons, pronouns, descriptions)
and cards (kinds, cards in a zone, this card, the card an effect is about). Every reference is an
immutable object; picks are remembered in the effect's `ctx.values` so a pronoun and its antecedent
mean the same player (rule 15.1)."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.engine import program as fx
from zhdsl.engine.decisions import Decision, Option, player_ref


@attrs.define(slots=True)
class XCtx(fx.Ctx):
    """The engine's context with what this game's effects also need."""

    focus: int | None = None  # the player the effect is about: the target being resolved, the trigger's player
    event: Any = None  # the event a trigger answers (zhdsl.games.xingxiu.events)
    use: Any = None  # the card use being resolved (zhdsl.games.xingxiu.uses.Use), if any
    skill: Any = None  # the skill being used (its definition), for prompts and limits
    volunteered: bool = False  # the owner chose to use it (an active skill): 你可以 is not asked again
    judging: Any = None  # the delayed strategy whose judgement effect runs (a uid)


PICK = "pick"  # ctx.values key prefix of a description's pick


def focus(ctx) -> list[int]:
    f = getattr(ctx, "focus", None)
    return [f] if f is not None and not ctx.rt.state.players[f].dead else []


# ---- players --------------------------------------------------------------------------------------


@attrs.frozen
class PersonRef:
    kind: str
    key: tuple = ()
    card: Any = None  # giver_up: the card kind

    def players(self, ctx) -> list[int]:
        rt = ctx.rt
        s = rt.state
        k = self.kind
        if k == "you":
            return [ctx.you]
        if k in ("next", "previous"):
            seat = rt.neighbour(ctx.you, 1 if k == "next" else -1)
            return [seat] if seat is not None else []
        if k in ("all", "all_others"):
            if ctx.use is not None and ctx.focus is not None and k == "all":
                return focus(ctx)
            order = rt.order_from(ctx.you)
            return order if k == "all" else [p for p in order if p != ctx.you]
        if k == "target":
            return focus(ctx)
        if k == "damage_source":  # none when there is none, or it is you yourself (rules 19.8, 19.16)
            source = getattr(ctx.event, "source", None)
            return [source] if source is not None and source != ctx.you and not s.players[source].dead else []
        if k == "user":
            user = getattr(ctx.event, "user", None)
            if user is None and ctx.use is not None:
                user = ctx.use.user
            return [user] if user is not None else []
        value = ctx.values.get((PICK, k))
        if value is not None:
            return [value] if not s.players[value].dead else []
        if k in ("same", "opponent"):
            return focus(ctx)
        return []

    def matches(self, ctx, seat: int) -> bool:
        if self.kind == "you":
            return seat == ctx.you
        if self.kind in ("all",):
            return True
        if self.kind == "all_others":
            return seat != ctx.you
        return seat in self.players(ctx)

    single = property(lambda self: self.kind not in ("all", "all_others"))


@attrs.frozen
class PronounRef:
    antecedent: Any = None

    def players(self, ctx) -> list[int]:
        if self.antecedent is not None:
            return self.antecedent.players(ctx)
        return focus(ctx)

    def matches(self, ctx, seat: int) -> bool:
        return seat in self.players(ctx)

    single = property(lambda self: True)


@attrs.frozen
class ModSpec:
    kind: str
    value: Any = None
    high: Any = None


@attrs.frozen
class Selector:
    """A description of players: filters, and how many are picked."""

    key: tuple
    mods: tuple
    noun: str = "player"
    by_you: bool = False

    @property
    def quantity(self) -> tuple[str, int, int]:
        """("one", 1, 1), ("upto", 0, n), ("range", lo, hi), ("each", 0, 0) or ("all", 0, 0) (no count)."""
        for m in self.mods:
            if m.kind == "count":
                n = m.value.value if isinstance(m.value, fx.Const) else 1
                return ("one", n, n)
            if m.kind == "up_to":
                n = m.value.value if isinstance(m.value, fx.Const) else 1
                return ("upto", 0, n)
            if m.kind == "range":
                lo = m.value.value if isinstance(m.value, fx.Const) else 1
                hi = m.high.value if isinstance(m.high, fx.Const) else lo
                return ("range", lo, hi)
            if m.kind == "each":
                return ("each", 0, 0)
        return ("all", 0, 0)

    single = property(lambda self: self.quantity[0] == "one" and self.quantity[2] == 1)

    def accepts(self, ctx, seat: int, base: int | None = None) -> bool:
        """Whether a living player passes every filter (relative to `base`, default 你)."""
        rt = ctx.rt
        me = ctx.you if base is None else base
        if rt.state.players[seat].dead:
            return False
        for m in self.mods:
            k = m.kind
            if k == "other" and seat == me:
                return False
            if k == "faction" and rt.faction(seat) != m.value:
                return False
            if k == "in_range":
                subjects = m.value.subject.players(ctx) if m.value.subject is not None else [me]
                if not subjects or not rt.in_range(subjects[0], seat):
                    return False
            if k == "distance":
                limit = fx.amount(m.value, ctx)
                d = rt.distance(me, seat)
                if seat == me or (d > limit if m.high == "within" else d != limit):
                    return False
            if k == "equipped" and not rt.has_equipment(seat, m.value):
                return False
            if k == "wounded" and not rt.wounded(seat):
                return False
            if k == "except" and seat in m.value.players(ctx):
                return False
        return True

    def candidates(self, ctx, base: int | None = None) -> list[int]:
        me = ctx.you if base is None else base
        return [p for p in ctx.rt.order_from(me) if self.accepts(ctx, p, me)]

    def matches(self, ctx, seat: int) -> bool:
        return self.accepts(ctx, seat)

    def players(self, ctx) -> list[int]:
        picked = ctx.values.get((PICK, self.key))
        if picked is not None:  # as picked or as the event named them (the dead of 阵亡时 too)
            return list(picked) if isinstance(picked, tuple) else [picked]
        how, lo, hi = self.quantity
        if how in ("each", "all"):
            if ctx.use is not None and ctx.focus is not None and ctx.use.each_target:
                return focus(ctx)
            return self.candidates(ctx)
        cands = self.candidates(ctx)
        if not cands:
            return []
        chosen = pick_players(ctx.rt, ctx.controller, cands, lo if how != "upto" else 0, hi,
                              f"选择{ctx.rt.describe_selector(self)}")
        ctx.values[(PICK, self.key)] = tuple(chosen)
        return chosen


def pick_players(rt, chooser: int, cands: list[int], lo: int, hi: int, prompt: str) -> list[int]:
    """`chooser` picks between lo and hi of the candidates, one decision each (the only choice is
    taken without asking, rule 1.4)."""
    chosen: list[int] = []
    left = list(cands)
    while left and len(chosen) < hi:
        if len(chosen) >= lo:
            options = tuple(Option(rt.pname(p), p, player_ref(p)) for p in left) + (Option("完成", None),)
        else:
            if len(left) == 1 and lo >= len(chosen) + 1:
                chosen.append(left.pop())
                continue
            options = tuple(Option(rt.pname(p), p, player_ref(p)) for p in left)
        if len(options) == 1:
            choice = options[0].value
        else:
            choice = rt.ask(Decision(chooser, "target_player", prompt, options))
        if choice is None:
            break
        chosen.append(choice)
        left.remove(choice)
    return chosen


# ---- cards ------------------------------------------------------------------------------------------


@attrs.frozen
class KindSpec:
    kinds: tuple = ()
    names: tuple = ()
    colour: str | None = None

    def matches_facts(self, rt, facts: dict, name: str | None) -> bool:
        """Whether a card with these facts (category, equip type, colour, season) and name is of this kind."""
        if self.names and name not in self.names:
            return False
        for k in self.kinds:
            if not rt.kind_matches(k, facts):
                return False
        if self.colour is not None:
            if self.colour in ("red", "black"):
                if facts.get("colour") != self.colour:
                    return False
            elif facts.get("season") != self.colour:
                return False
        return True

    def matches(self, rt, uid: int) -> bool:
        d = rt.defn(uid)
        return self.matches_facts(rt, rt.card_facts(d), d.name)

    @property
    def hand_only(self) -> bool:
        return "hand" in self.kinds

    @property
    def name(self) -> str | None:
        return self.names[0] if len(self.names) == 1 else None


@attrs.frozen
class CountSpec:
    kind: str  # n any all same players
    amount: Any = None

    def bounds(self, ctx, available: int) -> tuple[int, int]:
        if self.kind == "n":
            n = fx.amount(self.amount, ctx)
            return n, n
        if self.kind == "any":
            return 1, available
        if self.kind == "all":
            return available, available
        if self.kind == "same":
            n = ctx.values.get(fx.LAST_AMOUNT, 0)
            return n, n
        n = len(ctx.rt.state.alive())
        return n, n


ONE = CountSpec("n", fx.Const(1))
EQUIP_KINDS = frozenset({"weapon", "armour", "cavalry", "light_cavalry", "heavy_cavalry"})


@attrs.frozen
class CardsRef:
    """Cards from somewhere: an owner's zone (None: the doer's hand, rule 15.15) and a kind."""

    owner: Any
    zone: str | None
    count: CountSpec | None
    kind: KindSpec

    def holder(self, ctx) -> int | None:
        if self.owner is None:
            return ctx.doer
        seats = self.owner.players(ctx)
        return seats[0] if seats else None

    def zones(self) -> tuple[str, ...]:
        """Where the cards are taken from (rules 15.12, 15.15): the zone written; equipment kinds from the
        装备区; 手牌 from the hand; 牌 from the hand and the 装备区; a named card from the hand."""
        if self.zone == "region":
            return ("hand", "equip", "judge")
        if self.zone is not None:
            return (self.zone,)
        kinds = set(self.kind.kinds)
        if kinds and kinds <= EQUIP_KINDS:
            return ("equip",)
        if "hand" in kinds:
            return ("hand",)
        if "card" in kinds or "equipment" in kinds:
            return ("hand", "equip")
        return ("hand",)

    def candidates(self, ctx) -> list[int]:
        seat = self.holder(ctx)
        if seat is None:
            return []
        rt = ctx.rt
        out = []
        for z in self.zones():
            out.extend(uid for uid in rt.state.players[seat].zone(z) if self.kind.matches(rt, uid))
        return out

    def count_spec(self) -> CountSpec:
        return self.count if self.count is not None else ONE

    def ready(self, ctx) -> bool:
        cands = self.candidates(ctx)
        lo, _hi = self.count_spec().bounds(ctx, len(cands))
        return len(cands) >= max(lo, 1) if self.count_spec().kind != "same" else len(cands) >= lo

    def choose(self, ctx, chooser: int, prompt: str) -> list[int] | None:
        """The cards, chosen by `chooser` (a hand card of another is taken at random, rule 15.12);
        None when there are not enough."""
        rt = ctx.rt
        cands = self.candidates(ctx)
        spec = self.count_spec()
        lo, hi = spec.bounds(ctx, len(cands))
        if len(cands) < lo or (spec.kind != "same" and not cands and lo == 0 and spec.kind != "all"):
            return None
        holder = self.holder(ctx)
        return rt.choose_cards_of(chooser, holder, cands, lo, hi, prompt)


@attrs.frozen
class ThisCardRef:
    """此牌: the card whose text this is (on the stack, in a zone)."""

    def uids(self, ctx) -> list[int]:
        uid = ctx.source_card
        return [uid] if uid is not None and uid in ctx.rt.state.cards else []


@attrs.frozen
class ThatCardRef:
    """此「X」 / 该计策牌 / 此判定牌: the card the effect is about."""

    which: str
    kind: KindSpec

    def entry(self, ctx):
        """The stack entry meant, if it is a use (此「进攻」, 该计策牌)."""
        return ctx.rt.entry_about(ctx, self.kind)

    def uids(self, ctx) -> list[int]:
        if "judgement" in self.kind.kinds:
            uid = ctx.values.get("judgement_card")
            return [uid] if uid is not None else []
        e = self.entry(ctx)
        return ctx.rt.entry_cards(e) if e is not None else []


@attrs.frozen
class CardPronounRef:
    antecedent: Any = None

    def uids(self, ctx) -> list[int]:
        if self.antecedent is not None and hasattr(self.antecedent, "uids"):
            return self.antecedent.uids(ctx)
        chosen = ctx.values.get("last_cards")
        if chosen:
            return list(chosen)
        uid = ctx.values.get("judgement_card")
        return [uid] if uid is not None else []


@attrs.frozen
class AmongRef:
    """其中一张: one of the revealed cards still there (rule 8.8)."""

    count: CountSpec

    def choose(self, ctx, chooser: int, prompt: str) -> list[int] | None:
        rt = ctx.rt
        revealed = [uid for uid in ctx.values.get("revealed", ()) if rt.state.cards[uid].zone == "processing"]
        if not revealed:
            return None
        lo, hi = self.count.bounds(ctx, len(revealed))
        return rt.choose_cards_of(chooser, None, revealed, min(lo, len(revealed)), min(hi, len(revealed)), prompt)

    def ready(self, ctx) -> bool:
        rt = ctx.rt
        return any(rt.state.cards[uid].zone == "processing" for uid in ctx.values.get("revealed", ()))


def card_uids(ref, ctx, chooser: int, prompt: str) -> list[int] | None:
    """The cards a card reference means now (choosing where it is a choice); None when none can be had."""
    if isinstance(ref, (CardsRef, AmongRef)):
        return ref.choose(ctx, chooser, prompt)
    uids = ref.uids(ctx)
    return uids or None


def cards_ready(ref, ctx) -> bool:
    if isinstance(ref, (CardsRef, AmongRef)):
        return ref.ready(ctx)
    return bool(ref.uids(ctx))


@attrs.frozen
class DamageCardRef:
    """对你造成伤害的牌: the cards of the damage a trigger answers, if they are in the processing zone."""

    def uids(self, ctx) -> list[int]:
        event = ctx.event
        cards = getattr(event, "cards", ()) or ()
        return [uid for uid in cards if ctx.rt.state.cards[uid].zone in ("processing", "stack")]
