"""将…移入 (move): `将此牌移入虚空`, `将目标牌移入牌库底`, `将N张手牌移入堆叠` — a card, or hand cards
of the doer's choice, into a zone; hand cards moved to the 堆叠 are used without paying 精力
(rules 11.17, 11.18)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import CHOSEN, check_cards, describe_cards
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

@attrs.frozen
class MoveFrom(ast.Action):
    """`将其从过往移入虚空` (the card moves only if it lies in that zone, rule 11.52), and `将1张手牌正面向上置于牌库顶`
    (the card is face up where cards lie face down: every player sees it until it moves, rule 11.41(a))."""

    cards: ast.Node
    zone: ast.Zone
    origin: ast.Zone | None = attrs.field(default=None, metadata=ast.OPTIONAL)
    face_up: bool = False
    facing: str | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # as ast.Move's: for the reading (11.41(b))


NODES = (ast.Move, MoveFrom)
ON_STACK = "removes"  # its card must be on the 堆叠 (and leaves it) (W230)
ON_STACK_FIELD = "cards"
AFTER_DISCARD = True  # after a step that sent its card to the discard zone it moves it from there (rule 11.42)


# how each zone holds its cards (rules 3.2, 3.3, 3.5, 3.7, 3.10): face up, or face down (the deck; a hand, to the others)
_FACE_UP_ZONES = frozenset({"past", "past_top", "past_bottom", "void", "stack", "ward", "lord", "creation"})
_FACE_DOWN_ZONES = frozenset({"deck", "deck_top", "deck_bottom", "hand"})


def build(b, meta, children):
    """`将目标牌移入过往`; `正面向上`/`背面向上` before 移入 says how the zone holds its cards and adds nothing when it
    is that zone's way (rule 11.41); the other way is E276 (a card keeps no face of its own in a zone)."""
    cards, zone = [c for c in children if not isinstance(c, str)]
    if any(getattr(c, "type", None) == "ANY_ORDER" for c in children):  # `将其以任意顺序置于牌库底` (rule 11.172)
        from zhdsl.games.zongheng.verbs.looked_again import looked_it

        cards = looked_it(b, cards)
    return _faced(b, meta, children, cards, zone, None)


def _faced(b, meta, children, cards, zone, origin):
    facing = next((c for c in children if getattr(c, "type", None) in ("FACE_UP", "FACE_DOWN")), None)
    said = None
    if facing is not None:
        up = facing.type == "FACE_UP"
        said = "up" if up else "down"  # written, it stays in the reading (rule 11.41(b))
        if up and zone.kind in _FACE_DOWN_ZONES:  # `正面向上置于牌库顶`: revealed there (rule 11.41(a))
            return MoveFrom(cards, zone, origin, True, span=b.span(meta))
        if zone.kind not in (_FACE_UP_ZONES if up else _FACE_DOWN_ZONES):
            way = "背面向上" if up else "正面向上"
            b.diagnostics.append(error("E276", b.tok_span(facing), f"这个区域中的牌总是{way}，不能「{facing}」放入（规则 3.10）",
                                       f"去掉「{facing}」；正面向上的区域：过往、虚空、结界区，背面向上的：牌库"))
    if origin is not None:
        return MoveFrom(cards, zone, origin, False, said, span=b.span(meta))
    return ast.Move(cards, zone, said, span=b.span(meta))


def build_from(b, meta, children):
    """`将其从过往移入虚空`, `将该牌从过往移入你的手牌区`: the card, if it lies in that zone (rule 11.52)."""
    cards, origin, zone = [c for c in children if not isinstance(c, str)]
    return _faced(b, meta, children, cards, zone, origin)


def build_named(b, meta, children):
    """`将「攻伐」从过往移入你的手牌区`: one card of that name from the zone (rule 11.18(b))."""
    name, source, zone = [c for c in children if not isinstance(c, str)]
    cards = ast.ZoneCards(source, ast.Number(1, span=name.span), name, span=name.span.cover(source.span))
    return ast.Move(cards, zone, span=b.span(meta))


def build_chosen(b, meta, children):
    """`从过往中选择1张牌移入你的手牌区`: the doer chooses, having looked at the pool (rule 11.26)."""
    cards, zone = [c for c in children if not isinstance(c, str)]
    return ast.Move(cards, zone, span=b.span(meta))


def build_rest(b, meta, children):
    """`其余按任意顺序置于牌库底`: 将其余… without 将 (rule 11.27(b))."""
    cards, zone = [c for c in children if not isinstance(c, str)]
    if any(getattr(c, "type", None) == "ANY_ORDER" for c in children):  # `将其以任意顺序置于牌库底` (rule 11.172)
        from zhdsl.games.zongheng.verbs.looked_again import looked_it

        cards = looked_it(b, cards)
    return _faced(b, meta, children, cards, zone, None)


RULES = {"move": build, "move_named": build_named, "move_chosen": build_chosen, "move_from": build_from,
         "move_rest": build_rest}


def check(c, node, depth: int) -> None:
    if isinstance(node, MoveFrom) and node.origin is not None:
        c.check_zone(node.origin)
    if isinstance(node.cards, ast.HandCards):
        c.check_amount(node.cards.amount, positive=True, any_ok=True)
    elif isinstance(node.cards, CHOSEN):
        check_cards(c, node.cards)
    elif not c.is_card(node.cards):
        take, into = c.words.verb("take"), c.words.verb("move_into")
        c.report(c.error("E204", node.cards.span, f"「{take}…{into}」的对象必须是牌", f"例如「{c.hints['move']}」"))
    c.check_zone(node.zone)


def names_card(node) -> bool:
    """`将牌库顶的1张牌移入虚空`, `将1张手牌移入牌库`: one card, which a later 该牌 names (rule 12.8(e))."""
    if not isinstance(node, ast.Move) or not isinstance(node.cards, (ast.HandCards, *CHOSEN)):
        return False
    amount = getattr(node.cards, "amount", None)  # 其余: as many as are left
    return isinstance(amount, ast.Number) and amount.value == 1


def lower(lw, node):
    extra = {}
    if isinstance(node, MoveFrom):
        extra = {"origin": lw.lower(node.origin) if node.origin is not None else None, "face_up": node.face_up}
    if isinstance(node.cards, ast.HandCards):
        return MoveStep(lw.lower(node.cards.amount), lw.lower(node.zone), "hand", **extra)
    cards = lw.lower(node.cards)
    if isinstance(cards, fx.ZoneCardsRef | fx.ChosenRef):
        return MoveStep(cards, lw.lower(node.zone), "zone", **extra)
    if not isinstance(cards, fx.CardRef) and not hasattr(cards, "card"):
        raise lw.error("「将…移入」的对象必须是牌")
    return MoveStep(cards, lw.lower(node.zone), "ref", **extra)


def describe(d, node) -> str:
    tail = f"{d.verb('move_into')}{d.zone(node.zone)}"
    if node.facing is not None:  # `正面向上移入过往` as written, though it is the zone's way (rule 11.41(b))
        tail = d.word("structure", "face_up" if node.facing == "up" else "face_down") + tail
    if isinstance(node, MoveFrom):
        if node.face_up:
            tail = d.word("structure", "face_up") + tail
        if node.origin is not None:  # `将其从过往移入虚空`
            return f"{d.verb('take')}{d.ref(node.cards)}{d.structure('from')}{d.zone(node.origin)}{tail}"
    return describe_moving(d, node.cards, tail)


def describe_moving(d, cards, tail: str) -> str:
    """`将{cards}{tail}` (tail: 移入某区域, 交给某角色); cards chosen with 从…中选择 are written without 将."""
    if isinstance(cards, ast.HandCards):
        chosen = isinstance(cards.amount, ast.Portion) and cards.amount.kind == "any"  # 任意张: has its 张
        what = f"{d.expr(cards.amount)}{'' if chosen else d.structure('measure')}{d.object('hand')}"
    elif isinstance(cards, CHOSEN):
        what = describe_cards(d, cards)
        if isinstance(cards, ast.Chosen):
            return f"{what}{tail}"
    else:
        what = d.ref(cards)
    return f"{d.verb('take')}{what}{tail}"


@attrs.frozen
class MoveStep:
    cards: object  # CardRef / LordRef; an amount of hand cards; or cards chosen from a zone
    zone: fx.ZoneSpec
    source: str  # ref hand zone
    origin: fx.ZoneSpec | None = None  # `将其从过往移入…`: only a card that lies there (rule 11.52)
    face_up: bool = False  # `正面向上置于牌库顶`: every player sees the cards moved until they move (rule 11.41(a))

    def run(self, ctx: fx.Ctx) -> bool:
        moved = self._run(ctx)
        where = self.zone.resolve(ctx)
        if where is not None and where[0] == "hand" and where[1] == ctx.doer:  # cards into your hand: 获得 (rule 10.190)
            n = len(ctx.values.get(fx.MOVED_CARDS, ())) if moved and self.source != "ref" else int(bool(moved))
            ctx.values[(fx.LAST_AMOUNT, "gain")] = n
        if moved and fx.LOOKED in ctx.values:  # a card looked at and moved, even within its zone (牌库顶 to 牌库底), is
            gone = set(ctx.values.get(fx.MOVED_CARDS, ()))  # no longer among 其中/另N张/其余 (rules 11.27(b), 11.122)
            ctx.values[fx.LOOKED] = tuple(x for x in ctx.values[fx.LOOKED] if x[0] not in gone)
        if moved and self.face_up:
            uids = ctx.values.get(fx.MOVED_CARDS, ()) if self.source != "ref" else (self._ref_uid(ctx),)
            reveal(ctx, [u for u in uids if u is not None])
        return moved

    def _ref_uid(self, ctx: fx.Ctx) -> int | None:
        """The card a reference names, where it lies now (a card that left the 堆叠: the one it left as, 10.12)."""
        entry = self.cards.entry(ctx) if hasattr(self.cards, "entry") else None
        if entry is not None:
            return entry.card
        remembered = self.cards.remembered(ctx) if hasattr(self.cards, "remembered") else None
        if remembered is not None and remembered.get("card") is not None:
            return remembered["card"]
        return self.cards.card(ctx)

    def _run(self, ctx: fx.Ctx) -> bool:
        where = self.zone.resolve(ctx)
        if where is None:
            ctx.rt.log("fail", ctx.you, "移入的区域没有唯一的所有者")
            return False
        if where[0] == "lord":  # a lord card moved onto a 领主区 replaces its top card: 原有的领主牌 (rule 15.8)
            from zhdsl.games.zongheng.verbs.replaced_lord import REPLACED_LORD

            ctx.values[REPLACED_LORD] = ctx.rt.lord_card(where[1])
        if self.origin is not None and self.source == "ref":
            uid = self._ref_uid(ctx)
            there = self.origin.cards(ctx)
            if uid is None or there is None or uid not in there:
                ctx.rt.log("fail", ctx.you, "该牌不在所写的区域中，移动失败")
                return False
            ctx.rt.move_card(uid, where[0], where[1], where[2], controller=ctx.controller)
            ctx.rt.check()
            fx.remember_moved(ctx, (uid,))
            return True
        if self.source == "hand":
            moved = ctx.rt.move_from_hand(ctx.doer, fx.spent(ctx, fx.amount(self.cards, ctx), "move_into"), where, ctx)
            if moved:
                fx.remember_moved(ctx, ctx.rt.last_moved)
            return moved
        if self.source == "zone":
            chosen = self.cards.choose(ctx)
            if chosen is None:
                ctx.rt.log("fail", ctx.you, "可选的牌不够，移动失败")
                return False
            fx.spent(ctx, len(chosen), "move_into")
            moved = ctx.rt.move_cards(chosen, where, ctx)
            if moved:
                fx.remember_moved(ctx, chosen)
            return moved
        return ctx.rt.move_ref(self.cards, where, ctx)

    def ready(self, ctx: fx.Ctx) -> bool:
        if self.source == "hand":
            return ctx.rt.hand_count(ctx.doer) >= fx.amount(self.cards, ctx)
        if self.source == "zone":
            cards = self.cards.candidates(ctx)
            return cards is not None and len(cards) >= self.cards.count(ctx, cards)
        if getattr(self.cards, "kind", None) == "target_card":
            return self.cards.entry(ctx) is not None
        return True


def reveal(ctx: fx.Ctx, uids) -> None:
    """Rule 11.41(a): cards put face up where cards lie face down are seen by every player until they move (3.10)."""
    rt = ctx.rt
    for uid in uids:
        rt.state.mut(uid).face_up = True  # face up until it moves (move_card) or its zone is shuffled
    if uids:
        rt.log("reveal", ctx.doer, f"{rt.pname(ctx.doer)}正面向上放置了{'、'.join(rt.card_name(u) for u in uids)}", len(uids))
